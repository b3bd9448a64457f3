"""Recording the strings a screen draws, for tests that read a screen as a player would."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mahjong2p.ui import draw


def drawn_text(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn through :func:`mahjong2p.ui.draw.text` from now on."""
    lines: list[str] = []
    real = draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        lines.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(draw, "text", recorded)
    return lines


def drawn_boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, pygame.Rect]]:
    """Every string drawn through :func:`mahjong2p.ui.draw.text` from now on, with its size
    in pixels and the box it was drawn in (for the tests of overlaps and clipping)."""
    found: list[tuple[str, int, pygame.Rect]] = []
    real = draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(*args, **kwargs)
        found.append((args[2], args[3], rect))
        return rect

    monkeypatch.setattr(draw, "text", recorded)
    return found
