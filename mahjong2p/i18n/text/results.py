"""Results, cut-ins, the win sequence and notices: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- results
    "results.you_win": ("你赢了！", "You win!"),
    "results.cpu_win": ("电脑和牌", "The CPU wins"),
    "results.draw": ("流局", "Drawn hand"),
    # the win's heading: no " · " after a full-width "！" (it left a stray gap)
    "results.heading": ("{title}（{by}）", "{title} · {by}"),
    "results.by.tsumo": ("自摸", "Self-draw"),
    "results.by.ron": ("点和", "On a discard"),
    "results.by.rob_kong": ("抢杠和", "Robbing the kong"),
    "results.fan": ("{n}番", "{n} fan"),
    "results.total": ("合计 {n} 番", "Total {n} fan"),
    "results.yakuman": ("役满", "Yakuman"),
    "results.yakuman_tier": ("{n}番 · {m}倍役满", "tier {n} · ×{m}"),
    "results.formula": ("{f}番 × {g} × 50 = {p}", "{f} fan × {g} × 50 = {p}"),
    "results.formula_cap": ("累计役满 = {p}", "Counted yakuman = {p}"),
    "results.formula_yakuman": ("{m}倍役满 × {unit} = {p}", "×{m} yakuman × {unit} = {p}"),
    "results.haitei_missed": ("海底捞月：{who}摸{n}张未和", "Seabed round: {who} drew {n}, no win"),
    "results.bet_returned": ("流局，押分退还", "Drawn: the bet is returned"),
    "results.credits": ("积分", "Credits"),
    "results.bet": ("押分 −{n}", "Bet −{n}"),
    "results.refund": ("退还 +{n}", "Returned +{n}"),
    "results.payout": ("得分 +{n}", "Won +{n}"),
    "results.streak_bonus": ("含三连庄拍分 ×{n}", "incl. dealer streak ×{n}"),
    "results.clear": ("通关！", "Stage clear!"),
    "results.ending": ("全部通关！", "All clear!"),
    "results.ready": ("听牌", "Ready"),
    "results.not_ready": ("未听", "Not ready"),
    "results.next": ("下一局", "Next hand"),
    "results.to_title": ("返回标题", "To title"),
    "results.flowers": ("花牌", "Bonus indicators"),
    # ---------------------------------------------------------------- cut-ins
    "cutin.yakuman": ("役满", "Yakuman"),
    "cutin.big_deal": ("大出血！", "Jackpot Deal!"),
    "cutin.big_deal.sub": ("好牌送到，抓住机会！", "A big hand is coming your way!"),
    "cutin.qian_kun": ("乾坤大挪移！好牌送到！", "Grand Shift! A big hand is yours!"),
    "cutin.streak": ("三连庄拍分 ×{n}！", "Dealer streak ×{n}!"),
    "cutin.streak.sub": ("连庄 {n} 次，得分 ×{m}", "{n} dealer wins in a row: payout ×{m}"),
    "cutin.swap": ("换牌 ×{n}", "Swapped ×{n}"),
    "cutin.triplet": ("刻子换牌！", "Triplet!"),
    "cutin.draw_choice": ("搓牌！", "Picked!"),
    "cutin.draw_choice.sub": ("摸到 {tile}", "You draw {tile}"),
    # ---------------------------------------------------------------- win sequence
    "results.yakuman_banner": ("{m}倍役满！", "×{m} YAKUMAN!"),
    "results.new_yakuman": ("新收集！", "New in your collection!"),
    "results.replay": ("回放", "Replay"),
    "results.keys_replay": (
        "Enter 继续 · R 回放 · Esc 返回标题",
        "Enter continue · R replay · Esc to title",
    ),
    # ---------------------------------------------------------------- notices
    "notice.save_damaged": (
        "存档文件已损坏，已另存备份，本次使用默认设置",
        "The save file was damaged: it was kept aside and defaults are used",
    ),
    "notice.settings_bad": ("部分设置无效，已恢复默认", "Some settings were reset to defaults"),
    "notice.save_failed": ("无法写入存档", "The game could not be saved"),
    "notice.replays_damaged": (
        "{n} 个牌谱文件已损坏，已跳过",
        "{n} damaged replay file(s) skipped",
    ),
}
