"""The 欢乐豆场 pages of 玩法说明 (RULES.md Part B) and the page set tabs: key → (zh-CN,
en). Numbers are filled in from the rooms' data and the scorer."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "howto.tab.arcade": ("闯关模式", "Arcade"),
    "howto.tab.gb": ("欢乐豆场", "Bean rooms"),
    "howto.tab.keys": ("Tab 切换模式", "Tab: other mode"),
    "ency.mode_key": ("Q 切换模式", "Q: other mode"),
    # ---------------------------------------------------------------- tiles
    "gbhow.tiles.title": ("72张牌与花牌", "72 tiles and the flowers"),
    "gbhow.tiles.1": (
        "只用万子（一至九万各4张）、风牌东南西北和箭牌中發白（各4张），"
        "再加春夏秋冬梅兰竹菊8张花牌：36 + 28 + 8 = 72张。",
        "Only characters (1–9, four of each), the winds and the dragons (four of each) and "
        "eight flowers: 36 + 28 + 8 = 72 tiles.",
    ),
    "gbhow.tiles.2": (
        "所以每手和牌至少是混一色、清一色或字一色。计番按国标麻将，花牌每张1番。",
        "So every winning hand is at least a Half Flush, Full Flush or All Honors. Fans are "
        "the Chinese Official ones; each flower adds 1 fan.",
    ),
    # ---------------------------------------------------------------- dice
    "gbhow.dice.title": ("掷骰与开牌", "The dice and the wall break"),
    "gbhow.dice.1": (
        "每人码36张牌，18墩两层，两人的牌墙平行相对。",
        "Each player builds a wall of 36 tiles, 18 stacks two high; the two walls face each other.",
    ),
    "gbhow.dice.2": (
        "庄家先掷两颗骰子：点数为单由庄家、为双由对家再掷一次。第二次掷骰的人的牌墙开牌，从右端数过第二次的点数墩。",
        "The dealer rolls two dice: an odd total, the dealer rolls again; even, the other "
        "player does. The second roller's wall is broken, counting the second total in "
        "stacks from its right end.",
    ),
    "gbhow.dice.3": (
        "从开牌处顺时针抓牌；补花和杠后补牌从另一头取。",
        "Tiles are taken clockwise from the break; flower and kong replacements come from "
        "the other end.",
    ),
    # ---------------------------------------------------------------- deal
    "gbhow.deal.title": ("配牌、跳牌与补花", "The deal, the jump and flowers"),
    "gbhow.deal.1": (
        "两人轮流每次抓两墩（4张），庄家先，各抓三次（12张）。",
        "Each player in turn takes two stacks (4 tiles), dealer first, three times each (12 "
        "tiles).",
    ),
    "gbhow.deal.2": (
        "然后庄家跳牌：取下面三墩中第1墩和第3墩的上层牌（隔一墩）；对家再取第1墩的下层牌。庄家14张，对家13张。",
        "Then the dealer jumps: the top tiles of stacks 1 and 3 of the next three (skipping "
        "one); the other player takes the bottom tile of stack 1. Dealer 14, other 13.",
    ),
    "gbhow.deal.3": (
        "补花：庄家先把花牌放到一边并从另一头补牌，再到对家。打牌中摸到花牌也马上补花。",
        "Flowers: the dealer sets each flower aside and draws a replacement from the other "
        "end, then the other player. A flower drawn later is replaced at once too.",
    ),
    # ---------------------------------------------------------------- calls
    "gbhow.calls.title": ("吃、碰、杠", "Calls"),
    "gbhow.calls.1": (
        "对手打出的牌可以吃、碰、明杠或和；自己手里可以暗杠、加杠。加杠可能被抢杠和。",
        "You may chi, pon, kong or win on the opponent's discard; concealed and added kongs "
        "from your own hand. An added kong can be robbed.",
    ),
    "gbhow.calls.2": (
        "这里没有报听、海底捞月和道具。牌墙摸完而最后一张打牌没人和，就是荒牌。",
        "No ready declaration, no seabed round, no items here. When the wall runs out and "
        "nobody wins the last discard, the hand is drawn.",
    ),
    # ---------------------------------------------------------------- 8 fan
    "gbhow.min.title": ("8番起和", "8 fan to win"),
    "gbhow.min.1": (
        "和牌需要至少 {n} 番，花牌不计在内。不够的和法不会提供，听牌一览里标为“不足8番”。",
        "A win needs at least {n} fan, flowers not counted. A win short of it is never "
        "offered; the waits panel marks it.",
    ),
    "gbhow.min.ron": (
        "上图吃碰后和六万，点和：{fans} = {t}番，不足{n}番，不能和。",
        "Above, after a chi and a pon, won on 6 Char from a discard: {fans} = {t} fan, "
        "below {n}: no win.",
    ),
    "gbhow.min.tsumo": (
        "同一手自摸：{fans} = {t}番，可以和。",
        "The same hand by self-draw: {fans} = {t} fan: a win.",
    ),
    "gbhow.min.2": (
        "门前清、箭刻、一色三步高等番能帮你过8番。",
        "Fans like Concealed Hand, Dragon Pung or Pure Shifted Chows get you over 8.",
    ),
    # ---------------------------------------------------------------- cap, settlement
    "gbhow.cap.title": ("13分封顶与结算", "The 13 cap and the settlement"),
    "gbhow.cap.1": (
        "每番1分（花牌也算），最多 {cap} 分。",
        "Each fan is 1 point (flowers too), at most {cap} points.",
    ),
    "gbhow.cap.tsumo": (
        "上图 {f}番 → {p}分。在{room}自摸：{p}分 × {m} × 底分{rate} = {n}豆，由对手付。",
        "Above: {f} fan → {p} points. Self-drawn in the {room}: {p} × {m} × rate {rate} = "
        "{n} beans, paid by the opponent.",
    ),
    "gbhow.cap.ron": (
        "点和：{p}分 × {m} × 底分{rate} = {n}豆，由放铳的人付。",
        "On a discard: {p} × {m} × rate {rate} = {n} beans, paid by the discarder.",
    ),
    "gbhow.cap.2": (
        "付出的豆不会让人低于0。",
        "A payment never takes anyone below 0 beans.",
    ),
    # ---------------------------------------------------------------- rooms
    "gbhow.rooms.title": ("房间", "The rooms"),
    "gbhow.rooms.1": (
        "豆数在入场范围内才能坐下，低于入场下限要换到低一级的房间。",
        "Sit down where your beans are within the entry range; below a room's entry you "
        "must move down.",
    ),
    "gbhow.rooms.row": (
        "{room}：底分 {rate} · 入场 {low} – {high}",
        "{room}: rate {rate} · entry {low} – {high}",
    ),
    "gbhow.rooms.no_timer": (" · 不计时", " · no timer"),
    # ---------------------------------------------------------------- escape, relief
    "gbhow.escape.title": ("逃跑与破产补助", "Leaving and the relief"),
    "gbhow.escape.1": (
        "一局没打完就从菜单离开是逃跑：付 {n}分 × 底分给对手，离开前会先问你。"
        "关掉窗口不是逃跑：下次启动接着打。",
        "Leaving a hand through the menu before it ends costs {n} points × the rate, paid "
        "to the opponent; the game asks first. Closing the window is not leaving: the hand "
        "resumes at the next start.",
    ),
    "gbhow.escape.2": (
        "豆数低于 {low} 时可领破产补助，补到 {top}，每天 {k} 次。",
        "Below {low} beans you may take the relief: back up to {top}, {k} times a day.",
    ),
    "gbhow.escape.3": (
        "每个房间的底分和进场豆数，选房间时都写在房间卡上。",
        "Each room's rate and entry are on its card when you choose a room.",
    ),
    "gbhow.escape.badge": ("逃跑", "Leave"),
    "gbhow.relief.badge": ("破产补助", "Relief"),
}
