"""A button's label never runs into the shortcut printed in its corner (English labels are
long: "Next hand" under "Enter" overlapped on both results screens)."""

from __future__ import annotations

import pygame
import pytest

from mahjong2p.ui import theme
from mahjong2p.ui.fonts import Fonts
from mahjong2p.ui.widgets import Button


def _ink_box(surface: pygame.Surface, color: tuple[int, int, int]) -> pygame.Rect:
    """The bounding box of the pixels drawn in (nearly) ``color``."""
    mask = pygame.mask.from_threshold(surface, color, (40, 40, 40, 255))
    boxes = mask.get_bounding_rects()
    assert boxes, f"nothing drawn in {color}"
    return boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize(
    ("label", "key", "size"),
    [
        ("Next hand", "Enter", (204, 60)),
        ("Change room", "C", (200, 60)),
        ("Next hand", "Enter", (136, 40)),
        ("下一局", "Enter", (204, 60)),
    ],
)
def test_the_label_keeps_clear_of_the_shortcut(label: str, key: str, size: tuple[int, int]) -> None:
    pygame.init()
    fonts = Fonts()
    surface = pygame.Surface((size[0] + 40, size[1] + 40))
    surface.fill((0, 0, 0))
    button = Button(label, lambda: None, pygame.Rect((20, 20), size), key_label=key)
    button.draw(surface, fonts, focused=False)
    label_box, key_box = _ink_box(surface, theme.WHITE), _ink_box(surface, theme.GOLD)
    assert key_box.right <= button.rect.right and key_box.top >= button.rect.top
    assert not label_box.colliderect(key_box.inflate(6, 6)), (label_box, key_box)  # 3 px clear
    assert button.rect.contains(label_box)


def test_a_short_label_stays_centred() -> None:
    pygame.init()
    fonts = Fonts()
    surface = pygame.Surface((240, 100))
    surface.fill((0, 0, 0))
    button = Button("Replay", lambda: None, pygame.Rect(20, 20, 200, 60), key_label="R")
    button.draw(surface, fonts, focused=False)
    label_box = _ink_box(surface, theme.WHITE)
    assert abs(label_box.centerx - button.rect.centerx) <= 1
