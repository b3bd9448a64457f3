"""玩法说明 / How to play: the arcade's rules page by page, and the title's language
toggle: key → (zh-CN, en). Numbers that live in the level data (bets, targets) are filled
in from it, never written here."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "title.how_to_play": ("玩法说明", "How to Play"),
    "howto.title": ("玩法说明", "How to Play"),
    "howto.prev": ("上一页", "Back"),
    "howto.next": ("下一页", "Next"),
    "howto.keys": ("←→ 翻页 · Esc 返回", "←→ turn the page · Esc back"),
    # ---------------------------------------------------------------- 1 the table
    "howto.table.title": ("牌桌：你对电脑", "The table: you against the CPU"),
    "howto.table.1": (
        "你坐下方，电脑坐上方。庄家先打，双方轮流摸一张、打一张。",
        "You sit at the bottom, the CPU at the top. The dealer discards first; then each "
        "draws one tile and discards one in turn.",
    ),
    "howto.table.2": (
        "凑齐四组面子（顺子、刻子或杠）加一对将就能和牌；七对子、国士无双也算。",
        "Four sets (runs, triplets or kongs) and a pair win the hand; seven pairs and "
        "thirteen orphans count too.",
    ),
    "howto.table.3": (
        "对手的打牌可以吃、碰、杠或和（H 和 · P 碰 · C 吃 · G 杠 · Space 过）。"
        "左下的「听牌一览」列出每种听牌打法、剩余张数和得分。",
        "Claim the CPU's discard with H win · P pon · C chi · G kong, or Space to pass. "
        "The Ready options panel lists every discard that makes you ready, with the "
        "tiles left and the points.",
    ),
    # ---------------------------------------------------------------- 2 报听
    "howto.ready.title": ("报听", "Declaring ready"),
    "howto.ready.1": (
        "打出一张就听牌时，按「报听」（R）再点要打的牌。报听的牌横放在牌河里。",
        "When a discard leaves you one tile from a win, press Ready (R) and pick that "
        "discard. It lies sideways in your pond.",
    ),
    "howto.ready.2": (
        "报听后手牌锁定：游戏替你摸打，不能再吃碰杠；能和牌时会问你。门清报听加1番。",
        "After that your hand is locked: the game draws and discards for you, no more "
        "calls, and asks you when you can win. Ready while concealed adds 1 fan.",
    ),
    "howto.ready.3": (
        "电脑报听后，你打过而它没和的牌标「安」，永远安全。没有振听：它自己打过的牌不一定安全！",
        "After the CPU's ready, tiles you discarded that it did not win on are marked "
        "safe for good. There is no furiten: its own discards are NOT safe!",
    ),
    # ---------------------------------------------------------------- 3 花牌
    "howto.flowers.title": ("花牌指示牌", "Flower indicators"),
    "howto.flowers.1": (
        "牌墙上翻开的牌是花牌指示牌；每开一次杠再翻一张，最多5张。",
        "The tile face up on the wall is a flower indicator; every kong turns one "
        "more, up to five.",
    ),
    "howto.flowers.2": (
        "和牌时，手里（副露也算）每有一张与花牌同种的牌，就加1番；几张指示牌就各算一次。",
        "When you win, each tile of an indicator's kind in your hand (melds too) adds "
        "1 fan, once for every indicator of that kind.",
    ),
    "howto.flowers.3": (
        "例：指示牌是东，手里有一对东：+2番。",
        "Example: the indicator is East and you hold a pair of East: +2 fan.",
    ),
    # ---------------------------------------------------------------- 4 海底捞月
    "howto.haitei.title": ("海底捞月", "Moon from the Seabed"),
    "howto.haitei.1": (
        "牌墙只有71张能摸。摸完而最后一张打牌没人和，就是流局。",
        "Only 71 tiles of the wall are in play. When they run out and nobody wins the "
        "last discard, the hand is drawn.",
    ),
    "howto.haitei.2": (
        "流局时若有一方听牌，就进入海底捞月：听牌的一方翻开3张死牌（第2关起5张），"
        "翻到和牌张即和，另加海底捞月1番。",
        "If one player is ready then, the Seabed round follows: that player flips 3 "
        "face-down tiles (5 from stage 2 on); a winning tile wins, with 1 more fan.",
    ),
    "howto.haitei.3": (
        "双方都没听牌：流局，这局的押分退还。",
        "Nobody ready: a drawn hand, and the bet is returned.",
    ),
    # ---------------------------------------------------------------- 5 stages
    "howto.stages.title": ("四道关卡与大出血", "Four stages and the big deals"),
    "howto.stages.1": (
        "共四关，对手一关比一关强，每关加入新玩法（后面的关保留前面的）：",
        "Four stages, each CPU stronger than the last, each adding features (later "
        "stages keep the earlier ones):",
    ),
    "howto.stages.row": ("第{n}关：{features}", "Stage {n}: {features}"),
    "howto.stages.2": (
        "「大出血」是机台偶尔发给你的大牌：开局就接近大番甚至役满，抓住机会！",
        "A big deal is the machine dealing you a great hand now and then, close "
        "to a big win or even a yakuman. Take it!",
    ),
    # ---------------------------------------------------------------- 6 credits and bets
    "howto.credits.title": ("积分与押分", "Credits and bets"),
    "howto.credits.1": (
        "开局有 {credits} 积分。每局开始扣除本关押分；和牌得分乘本关倍率，计入积分和本关赢分。",
        "You start with {credits} credits. Each hand costs the stage's bet; a win pays "
        "its points times the stage's multiplier, to your credits and the stage's "
        "winnings.",
    ),
    "howto.credits.2": (
        "本关赢分达到目标就过关。积分不够押分时游戏失败，可以续关（本关重来）。电脑和牌只让你输掉这局押分。",
        "Reach the stage's target to clear it. With fewer credits than the bet the run "
        "is over, and you may continue (the stage starts again). A CPU win only costs "
        "you that hand's bet.",
    ),
    "howto.credits.row": (
        "第{n}关  押分 {bet}  目标 {target}",
        "Stage {n}   bet {bet}   target {target}",
    ),
    # ---------------------------------------------------------------- 7 points
    "howto.points.title": ("番与得分", "Fans and points"),
    "howto.points.1": (
        "所有番相加得总番 f（最多13），得分 = f × (f + 1) × 50。"
        "13番以上为累计役满，得10000分；役满得 10000 分乘其倍数。",
        "Fans add up to a total f (at most 13) and the win scores f × (f + 1) × 50. "
        "13 fan or more is a counted yakuman, 10000; a yakuman scores 10000 times its "
        "multiple.",
    ),
    "howto.points.example": ("例：{hand}，自摸", "Example: {hand}, self-drawn"),
    "howto.points.formula": (
        "{f} × ({f} + 1) × 50 = {points} 分",
        "{f} × ({f} + 1) × 50 = {points} points",
    ),
    "howto.points.fan": ("{name} {n}番", "{name} {n} fan"),
}
