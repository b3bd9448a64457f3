"""The table's palette: one place, so every scene looks like the same product."""

from __future__ import annotations

Color = tuple[int, int, int]

FELT = (22, 92, 64)
FELT_DARK = (12, 58, 40)
FELT_LIGHT = (34, 116, 80)
WOOD = (92, 52, 28)
WOOD_LIGHT = (140, 86, 44)
PANEL = (10, 30, 26)
PANEL_EDGE = (200, 164, 92)
GOLD = (236, 196, 98)
GOLD_DARK = (160, 118, 44)
WHITE = (246, 244, 236)
MUTED = (172, 190, 178)
DIM = (140, 160, 150)  # still ≥ 4.5:1 on the panels and on a disabled button
RED = (206, 40, 44)
RED_DARK = (130, 20, 24)
GREEN = (30, 128, 64)
BLUE = (28, 72, 150)
INK = (24, 28, 40)
SHADOW = (0, 0, 0)

# tiles: classic orange backs, so the wall and the CPU's hand stand out from the green felt
# (tests/test_table_contrast.py measures the ratio where they lie)
IVORY = (247, 242, 226)
IVORY_SHADE = (222, 212, 186)
TILE_EDGE = (196, 182, 150)
BACK = (240, 140, 50)
BACK_DARK = (176, 88, 24)
BACK_EDGE = (232, 226, 206)
PIP_BLUE = (30, 78, 160)
PIP_RED = (200, 34, 44)
PIP_GREEN = (24, 122, 60)
NUMERAL_INK = (22, 30, 70)

# the smallest text any menu screen draws, in pixels, whatever the window size
MIN_TEXT_PX = 12

# buttons
FOCUS_RING = (255, 236, 150)  # the focused button's ring and arrow: brighter than any fill
BUTTON = (38, 64, 58)
BUTTON_HOVER = (58, 96, 84)
BUTTON_DISABLED = (40, 48, 46)
ACTION_WIN = (196, 36, 40)
ACTION_CALL = (204, 132, 30)
ACTION_PASS = (70, 84, 96)
ACTION_READY = (120, 60, 170)
SWITCH_ON = (150, 78, 14)  # a HUD switch that is on: white text at ≥ 4.5:1
