"""Words the table and the screens around it gained when they were looked at again
(issue 37): the arcade's in-game menu, the results' and the replay list's amounts, the
switches' states, the rooms' most-a-hand-can-cost: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- the in-game menu
    "look.menu.kept": (
        "牌局已保存，标题的「继续游戏」可接着打",
        "The hand is saved: Continue on the title picks it up",
    ),
    # ---------------------------------------------------------------- the replay list
    "look.replays.you_won": ("你和 {fan}番", "You won: {fan} fan"),
    "look.replays.you_won_yakuman": ("你和 役满", "You won: yakuman"),
    "look.replays.escaped": ("逃跑", "Left the hand"),
    "look.replays.points": ("{outcome} {n}分", "{outcome} · {n} pts"),
    "look.replays.beans": ("{outcome} {n}欢乐豆", "{outcome} · {n} beans"),
    "look.replays.nothing": ("0", "0"),
    # ---------------------------------------------------------------- 海底捞月
    "look.haitei.cpu_drawing": ("电脑正在海底摸牌……", "The CPU draws from the seabed…"),
    # ---------------------------------------------------------------- 战绩 and the viewer
    "look.stats.x_axis": ("最近 {n} 局 · 前 → 后", "last {n} hands · old → new"),
    "look.viewer.calls": ("吃碰杠", "calls"),
    "look.viewer.ready": ("报听", "ready"),
    # ---------------------------------------------------------------- the attract mode
    "look.attract.status": ("演示中", "Demo play"),
    # ---------------------------------------------------------------- the rooms
    "look.rooms.most": ("一局最多输 {n}", "One hand can cost {n}"),
    "look.rooms.risky": (
        "请留意：一局就可能\n输掉全部欢乐豆",
        "Careful: one hand\ncan take all you have",
    ),
}
