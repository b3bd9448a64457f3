"""Player settings the game reads every frame (language, turn timer, fullscreen)."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.i18n import Language

TURN_SECONDS = 15.0  # RULES.md A4; levels data may override it later


@dataclass
class Settings:
    """Kept in memory for now; saving them belongs with the save-data work."""

    language: Language = Language.ZH
    timer_enabled: bool = True
    fullscreen: bool = False
    turn_seconds: float = TURN_SECONDS
