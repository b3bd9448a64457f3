"""Encyclopedia, replays, stage end, ending, high scores and shop: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- encyclopedia
    "ency.title": ("番种图鉴", "Fan Encyclopedia"),
    "ency.fans": ("番种", "Fans"),
    "ency.yakuman": ("役满", "Yakuman"),
    "ency.collected": ("已收集", "Collected"),
    "ency.not_collected": ("未收集", "Not yet"),
    "ency.progress": ("役满收集 {n}/{total}", "Yakuman collected {n}/{total}"),
    "ency.value_fan": ("{n}番", "{n} fan"),
    "ency.value_each": ("每张{n}番", "{n} fan each"),
    "ency.value_yakuman": ("{n}番 · {m}倍役满", "tier {n} · ×{m}"),
    "ency.flowers": ("花牌", "Bonus indicators"),
    "ency.keys": (
        "↑↓/滚轮 滚动 · PgUp/PgDn 翻页 · Tab 番种/役满 · Esc 返回",
        "↑↓/wheel scroll · PgUp/PgDn page · Tab fans/yakuman · Esc back",
    ),
    "ency.flag.dealer": ("庄家", "Dealer"),
    "ency.flag.declared_ready": ("报听", "Declared ready"),
    "ency.flag.ready_first_turn": ("天听", "Ready at once"),
    "ency.flag.first_turn": ("第一巡", "First turn"),
    "ency.flag.after_kong": ("杠后", "After a kong"),
    "ency.flag.last_tile": ("最后一张", "Last tile"),
    "ency.flag.haitei_round": ("海底捞月轮", "Seabed round"),
    # ---------------------------------------------------------------- replays
    "replays.title": ("牌谱回放", "Replays"),
    "replays.empty": (
        "还没有牌谱：每打完一局都会自动保存",
        "No replays yet: every finished hand is saved",
    ),
    "replays.row": ("第{stage}关 · 第{hand}局", "Stage {stage} · Hand {hand}"),
    "replays.keys": (
        "↑↓/滚轮 选择 · Enter 回放 · Esc 返回",
        "↑↓/wheel select · Enter replay · Esc back",
    ),
    "replays.playing": (
        "牌谱回放 · 空格 暂停 · Esc 退出",
        "Replay · Space pause · Esc leave",
    ),
    "replays.paused": ("已暂停", "Paused"),
    "replays.count": ("最近 {n} 局", "Last {n} hands"),
    # ---------------------------------------------------------------- stage clear / game over
    "clear.title": ("第{n}关 通关！", "Stage {n} Clear!"),
    "clear.all": ("全部通关！", "All Stages Clear!"),
    "clear.winnings": ("本关赢得 {n}", "Won this stage: {n}"),
    "clear.unlocked": ("解锁 第{n}关", "Stage {n} unlocked"),
    "clear.next": ("下一关", "Next stage"),
    "clear.level_select": ("选择关卡", "Stage select"),
    "clear.to_title": ("返回标题", "To title"),
    "over.title": ("游戏失败", "Game Over"),
    "over.question": ("继续挑战？", "Continue?"),
    "over.note": (
        "以初始积分 {n} 重新挑战本关",
        "Restart this stage with {n} credits",
    ),
    "over.continue": ("继续", "Continue"),
    "over.quit": ("返回标题", "To title"),
    "over.continues": ("已续关 {n} 次", "Continues used: {n}"),
    "over.no_continues": ("续关次数已用完", "No continues left"),
    # ---------------------------------------------------------------- ending and high scores
    "ending.title": ("恭喜通关！", "Congratulations!"),
    "ending.subtitle": (
        "你已征服全部四关，成为雀圣！",
        "All four stages conquered: Mahjong Master!",
    ),
    "ending.score": ("总得分 {n}", "Total score {n}"),
    "ending.continues": ("续关 {n} 次", "Continues: {n}"),
    "ending.yakuman": ("役满收集 {n}/{total}", "Yakuman collected {n}/{total}"),
    "ending.enter_name": ("登记姓名", "Enter your name"),
    "ending.to_title": ("返回标题", "To title"),
    "entry.title": ("新纪录！", "New High Score!"),
    "entry.rank": ("第 {rank} 名 · 得分 {score}", "Rank {rank} · Score {score}"),
    "entry.prompt": ("请输入你的名字", "Type your name"),
    "entry.default": ("雀士", "PLAYER"),
    "entry.ok": ("确定", "OK"),
    "entry.clear": ("清除", "Clear"),
    "entry.keys": (
        "输入名字（最多 {n} 字）· Backspace 删除 · Del 清除 · Enter 确定",
        "Type (up to {n} characters) · Backspace delete · Del clear · Enter OK",
    ),
    "scores.title": ("排行榜", "High Scores"),
    "scores.rank": ("名次", "Rank"),
    "scores.name": ("名字", "Name"),
    "scores.score": ("得分", "Score"),
    "scores.stage": ("关卡", "Stage"),
    "scores.continues": ("续关", "Continues"),
    "scores.empty": (
        "还没有纪录：通关或挑战到底来登榜吧",
        "No scores yet: play a run to get on the board",
    ),
    "scores.back": ("返回", "Back"),
    # ---------------------------------------------------------------- shop
    "shop.title": ("道具商店 · 第{n}关", "Item Shop · Stage {n}"),
    "shop.money": ("积分 {credits} · 下一局押分 {bet}", "Credits {credits} · next bet {bet}"),
    "shop.about.qian_kun_da_nuo_yi": (
        "在这里使用：下一局必定是大出血配牌（役满或大番型）",
        "Use it here: your next deal is a rigged big hand (yakuman or big fan)",
    ),
    "shop.about.tou_tian_huan_ri": (
        "牌局中轮到你出牌时使用：把一张手牌变成任选的一种牌",
        "Use on your discard turn: change one tile into any kind you choose",
    ),
    "shop.about.yi_hua_jie_mu": (
        "牌局中轮到你出牌时使用：把三张手牌换成一组随机刻子",
        "Use on your discard turn: turn three tiles into a random triplet",
    ),
    "shop.price": ("价格 {n}", "Price {n}"),
    "shop.held": ("持有 {n}/{m}", "Held {n}/{m}"),
    "shop.buy": ("购买", "Buy"),
    "shop.refused.no_shop": ("本关没有道具", "No items in this stage"),
    "shop.refused.max_held": ("已达持有上限", "You hold the most allowed"),
    "shop.refused.credits": ("积分不足（须留够押分）", "Not enough (keep the bet)"),
    "shop.bought": ("购买成功！", "Bought!"),
    "shop.rigged": (
        "乾坤大挪移已发动：下一局大出血配牌！",
        "Grand Shift is on: a big deal comes next!",
    ),
    "shop.use_qian_kun": ("使用乾坤大挪移（持有 {n}）", "Use Grand Shift (held {n})"),
    "shop.start": ("开始下一局", "Deal the next hand"),
    "shop.keys": (
        "←→ 选择 · Enter 确定 · 1–3 购买 · Q 乾坤大挪移 · Esc 返回标题",
        "←→ select · Enter confirm · 1–3 buy · Q Grand Shift · Esc to title",
    ),
    # ---------------------------------------------------------------- run / errors
    "run.broke": ("积分不足，游戏结束", "Not enough credits: game over"),
}
