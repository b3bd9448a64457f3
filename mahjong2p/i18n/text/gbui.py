"""The finished 72-tile table's words (issue 25): how a CPU win cost the player, the
timer's room rules, the 72-tile learning pages: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- the sidebar
    "hud.timer_no": ("无", "none"),
    "hud.timer_none": ("本场不计时", "No timer at this table"),
    "hud.auto_win": ("自动和", "Auto-win"),
    "hud.auto_pass": ("自动过", "Auto-pass"),
    "hud.one_moment": ("请稍候…", "One moment…"),
    # ---------------------------------------------------------------- the waits' fans
    "gb.hint.fans": ("{tile} 自摸：{fans} = {t}番", "{tile} self-drawn: {fans} = {t} fan"),
    "gb.hint.short": ("不足{n}番", "below {n} fan"),
    # ---------------------------------------------------------------- 继续游戏
    "continue.title": ("继续游戏", "Continue"),
    "continue.note": ("两种模式都有进行中的游戏", "Both modes have a game in progress"),
    "continue.arcade": ("闯关模式", "Arcade"),
    "continue.beans": ("欢乐豆场", "Bean rooms"),
    "continue.both": ("两种模式", "both modes"),
    "continue.back": ("返回", "Back"),
    "rooms.quick_start": ("快速开始 · {room}", "Quick start · {room}"),
    # ---------------------------------------------------------------- a CPU win
    "results.lost.ron": ("你放铳（{tile}）{n}", "You dealt in ({tile}): {n}"),
    "results.lost.tsumo": ("电脑自摸 · 你 {n}", "The CPU drew its own win: {n}"),
    "results.lost.rob_kong": (
        "电脑抢杠和（{tile}）· 你 {n}",
        "The CPU robbed your kong ({tile}): {n}",
    ),
}
