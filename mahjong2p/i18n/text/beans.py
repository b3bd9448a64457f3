"""Mode select and the 欢乐豆 rooms: key → (zh-CN, en).

A room's name is ``beans.room.<id>``, the id being the room's in ``levels/rooms.toml``
(a test keeps every shipped room named); ``beans.cpu.<level>`` names the CPU's strength by
the ``Difficulty`` values."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- mode select
    "mode.title": ("选择模式", "Choose a Mode"),
    "mode.arcade": ("闯关模式", "Arcade"),
    "mode.arcade.line": (
        "四关连闯 · 押分赢分 · 役满大出血",
        "Four stages · bet and win · chase yakuman",
    ),
    "mode.beans": ("欢乐豆场", "Bean Rooms"),
    "mode.beans.line": (
        "72张国标 · 八番起和 · 赢取欢乐豆",
        "72 tiles · Chinese Official · play for beans",
    ),
    "mode.back": ("返回", "Back"),
    "mode.keys": ("←→ 选择 · Enter 确定 · Esc 返回", "←→ select · Enter confirm · Esc back"),
    # ---------------------------------------------------------------- rooms
    "beans.title": ("欢乐豆场", "Bean Rooms"),
    "beans.room.novice": ("新手场", "Novice Room"),
    "beans.room.regular": ("普通场", "Regular Room"),
    "beans.room.junior": ("初级场", "Junior Room"),
    "beans.room.intermediate": ("中级场", "Intermediate Room"),
    "beans.room.senior": ("高级场", "Senior Room"),
    "beans.rate": ("每分 {rate} 欢乐豆", "{rate} beans a point"),
    "beans.entry": ("入场 {low} – {high}", "Entry {low} – {high}"),
    "beans.cpu": ("对手：{level}", "CPU: {level}"),
    "beans.cpu.easy": ("入门", "Easy"),
    "beans.cpu.normal": ("普通", "Normal"),
    "beans.cpu.hard": ("高手", "Hard"),
    "beans.cpu.master": ("大师", "Master"),
    "beans.open": ("可入座", "Open"),
    "beans.need": ("需要 {amount} 欢乐豆", "Needs {amount} beans"),
    # the badge on a room card; "\n" is where its two lines break
    "beans.over": ("欢乐豆超过上限\n请去更高的场", "Too many beans:\ntry a higher room"),
    "beans.mine": ("我的欢乐豆：{amount}", "Your beans: {amount}"),
    "beans.rules_line": (
        "{min_fan}番起和 · 自摸 ×{self_draw} · 点和 ×{discard} · {cap}分封顶",
        "{min_fan} fan to win · self-draw ×{self_draw} · discard ×{discard} · cap {cap}",
    ),
    "beans.record": (
        "战绩：{hands} 局 · 胜 {wins} 局 · 单局最多赢 {best} 欢乐豆",
        "Record: {hands} hands · {wins} won · biggest win {best} beans",
    ),
    "beans.relief.offer": (
        "破产补助：欢乐豆补到 {amount}（今日还剩 {left} 次）",
        "Bankruptcy relief: back to {amount} beans ({left} left today)",
    ),
    "beans.relief.take": ("领取补助", "Claim relief"),
    "beans.relief.used_up": (
        "今日的破产补助已领完，明天再来吧",
        "No relief left today: come back tomorrow",
    ),
    "beans.relief.taken": ("已领取破产补助", "Relief claimed"),
    "beans.coming_soon": (
        "{room}的国标牌桌即将开放，敬请期待",
        "The table of the {room} is coming soon",
    ),
    "beans.save_notice": ("欢乐豆存档出了问题", "There was a problem with the bean save"),
    "beans.back": ("返回", "Back"),
    "beans.keys": (
        "←→ 选择 · Enter 入座 · Esc 返回",
        "←→ select · Enter sit down · Esc back",
    ),
}
