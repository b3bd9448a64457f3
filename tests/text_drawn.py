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
