"""Every character the game can show has a glyph in every shipped font face.

A missing glyph renders as blank space without any error, so this is the only guard:
every catalogue string in both languages, every fan name and description, every tile
name and the characters painted on tiles, checked with FreeType's per-glyph metrics
(``None`` means the font has no glyph for that character).
"""

from __future__ import annotations

import pygame.freetype
import pytest

from mahjong2p.i18n import shown_characters
from mahjong2p.paths import asset_path
from mahjong2p.ui.fonts import Face


@pytest.mark.parametrize("face", list(Face), ids=lambda f: f.name)
def test_every_shown_character_has_a_glyph(face: Face) -> None:
    pygame.freetype.init()
    font = pygame.freetype.Font(str(asset_path("fonts", face.value)), 24)
    text = shown_characters()
    missing = [
        ch for ch, m in zip(text, font.get_metrics(text), strict=True) if m is None and ch != " "
    ]
    assert missing == [], (
        f"{face.value} lacks {''.join(missing)!r}: run scripts/make_font_subset.py"
    )


def test_the_check_itself_notices_a_missing_glyph() -> None:
    pygame.freetype.init()
    font = pygame.freetype.Font(str(asset_path("fonts", Face.REGULAR.value)), 24)
    assert font.get_metrics("龘")[0] is None  # a rare character the game never shows


def test_the_fonts_ship_with_their_licence() -> None:
    licence = asset_path("fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    for face in Face:
        size = asset_path("fonts", face.value).stat().st_size
        assert size < 400_000, f"{face.value} is {size} bytes: the subset should stay small"
