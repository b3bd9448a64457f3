"""Every string the game shows, in Chinese (first) and English: key → (zh-CN, en).

One table, merged from the area modules in ``i18n.text`` (each area of the game adds its own
module there), so a missing translation is impossible by construction and the font-subset
script and the glyph test can walk every character the player may see. ``{name}`` fields are filled
by :meth:`mahjong2p.i18n.Translator.text` with ``str.format``.
"""

from __future__ import annotations

from mahjong2p.i18n.text import (
    aids,
    arcade_difficulty,
    bean_escape,
    beans,
    gb_extras,
    gb_mode,
    gb_replays,
    gbui,
    hardening,
    howto,
    howto_gb,
    looks,
    menus,
    results,
    review,
    save_copies,
    saves_gaps,
    screens,
    startup,
    table,
    table_look,
    table_v2,
)

AREAS = (
    menus.TEXT,
    table.TEXT,
    results.TEXT,
    screens.TEXT,
    table_v2.TEXT,
    hardening.TEXT,
    aids.TEXT,
    howto.TEXT,
    startup.TEXT,
    beans.TEXT,
    gb_mode.TEXT,
    gb_extras.TEXT,
    gb_replays.TEXT,
    review.TEXT,
    gbui.TEXT,
    howto_gb.TEXT,
    save_copies.TEXT,
    bean_escape.TEXT,
    looks.TEXT,
    arcade_difficulty.TEXT,
    saves_gaps.TEXT,
    table_look.TEXT,
)


def _merged(areas: tuple[dict[str, tuple[str, str]], ...]) -> dict[str, tuple[str, str]]:
    """One table from the area modules; a key defined twice is a bug caught at import."""
    merged: dict[str, tuple[str, str]] = {}
    for area in areas:
        twice = merged.keys() & area.keys()
        if twice:
            raise KeyError(f"catalogue keys defined twice: {sorted(twice)}")
        merged.update(area)
    return merged


CATALOGUE: dict[str, tuple[str, str]] = _merged(AREAS)
