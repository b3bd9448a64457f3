"""Strings of the 72-tile game's encyclopedia, sounds and replays (issue 15 items 6–8)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "gbx.ency.band": ("{high}–{low}番", "{high}–{low} fan"),
    "gbx.ency.separator": ("、", ", "),
    "gbx.ency.keys": (
        "↑↓/滚轮 滚动 · PgUp/PgDn 翻页 · Tab/←→ 番值 · Esc 返回",
        "↑↓/wheel scroll · PgUp/PgDn page · Tab/←→ fan values · Esc back",
    ),
    "gbx.ency.excludes": ("不计: {names}", "Not also counted: {names}"),
    "gbx.menu.encyclopedia": ("番种图鉴", "Fan encyclopedia"),
    "ency.flag.last_of_kind": ("绝张", "Last of its kind"),
}
