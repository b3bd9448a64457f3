"""Strings of the replay list's 欢乐豆 rows (issue 15 item 7)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "replays.row_room": ("{room} · 第{hand}局", "{room} · Hand {hand}"),
    "replays.room_won": ("你和 {fan}番 {beans}豆", "You won: {fan} fan {beans} beans"),
    "replays.room_cpu_won": ("电脑和牌 {beans}豆", "The CPU won: {beans} beans"),
}
