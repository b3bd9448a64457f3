"""The characters painted on tile faces, and which shipped font face draws which text.

Kept free of pygame so that ``scripts/make_font_subset.py`` and the glyph test can read it.
"""

from __future__ import annotations

NUMERALS = "一二三四五六七八九"
WAN = "萬"
HONOUR_GLYPHS = "東南西北白發中"  # 白 is drawn as a frame, but the glyph costs nothing
FLOWER_GLYPHS = "春夏秋冬梅兰竹菊"  # the 72-tile game's flowers 1f–8f (RULES.md B1)

# Painted on tiles (and so needed in the fonts even though no catalogue string has them).
TILE_TEXT = NUMERALS + WAN + HONOUR_GLYPHS + FLOWER_GLYPHS + "1234"

# Font files under assets/fonts/, made by scripts/make_font_subset.py.
SANS_REGULAR = "NotoSansSC-Subset-Regular.otf"
SANS_BOLD = "NotoSansSC-Subset-Bold.otf"
SERIF_BOLD = "NotoSerifSC-Subset-Bold.otf"
