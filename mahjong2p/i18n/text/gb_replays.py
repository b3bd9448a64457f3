"""Strings of the replay list's 欢乐豆 rows (issue 15 item 7)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "replays.row_room": ("{room} · 第{hand}局", "{room} · Hand {hand}"),
}
