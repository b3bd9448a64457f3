"""Player settings the game reads every frame, and their form in the save file.

Saved as plain values in the save file's ``settings`` table (see :mod:`.profile`). Reading
is forgiving per value: a setting that is missing, of the wrong type or out of range keeps
its default and is named in the list :func:`settings_from_json` returns, so one bad value
never costs the player the others.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from mahjong2p.i18n import Language
from mahjong2p.progression.levels import STANDARD


class Speed(Enum):
    """The player's animation-speed setting: a factor on time, or instant."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def factor(self) -> float:
        return {"normal": 1.0, "fast": 2.0, "instant": math.inf}[self.value]


VOLUME_STEPS = 10
NAME_LIMIT = 40  # characters of the remembered high-score name kept (the table cuts it)
Setting = str | int | float | bool


@dataclass
class Settings:
    language: Language = Language.ZH
    timer_enabled: bool = True
    fullscreen: bool = False
    music_volume: int = 6  # 0 … VOLUME_STEPS
    effects_volume: int = 8
    muted: bool = False
    anim_speed: Speed = Speed.NORMAL
    player_name: str = ""  # the last name entered for a high score: the next default
    auto_win: bool = False  # 自动和牌: take every win the moment it is offered
    auto_pass: bool = False  # 自动过: pass on every 吃/碰/杠 offer (wins still ask)
    confirm_discard: bool = False  # two-step discard: the first click selects, the second discards
    difficulty: str = STANDARD  # the arcade's, for the next run (an id of levels/difficulty.toml)
    auto_play: bool = False  # 托管: stays as the player left it, hand to hand, run to run


def volume(step: int) -> float:
    """A volume step as the mixer's 0..1, on a curve (equal steps sound equal)."""
    return (max(0, min(step, VOLUME_STEPS)) / VOLUME_STEPS) ** 1.7


def settings_to_json(settings: Settings) -> dict[str, Setting]:
    return {
        "language": settings.language.value,
        "timer_enabled": settings.timer_enabled,
        "fullscreen": settings.fullscreen,
        "music_volume": settings.music_volume,
        "effects_volume": settings.effects_volume,
        "muted": settings.muted,
        "anim_speed": settings.anim_speed.value,
        "player_name": settings.player_name,
        "auto_win": settings.auto_win,
        "auto_pass": settings.auto_pass,
        "confirm_discard": settings.confirm_discard,
        "difficulty": settings.difficulty,
        "auto_play": settings.auto_play,
    }


def settings_from_json(
    data: Mapping[str, Setting], first_language: Language = Language.ZH
) -> tuple[Settings, list[str]]:
    """The settings in ``data``, and the keys whose values were unusable (defaults kept).
    A key missing from ``data`` (a save file from an older version, or the first start)
    takes its default, the language ``first_language``. Keys this version does not know
    are ignored (a newer game may have written them)."""
    settings, bad = Settings(language=first_language), []
    readers = {
        "language": lambda v: Language(v),
        "timer_enabled": _flag,
        "fullscreen": _flag,
        "music_volume": _volume_step,
        "effects_volume": _volume_step,
        "muted": _flag,
        "anim_speed": lambda v: Speed(v),
        "player_name": _name,
        "auto_win": _flag,
        "auto_pass": _flag,
        "confirm_discard": _flag,
        "difficulty": _difficulty_id,
        "auto_play": _flag,
    }
    for key, read in readers.items():
        if key not in data:
            continue
        try:
            setattr(settings, key, read(data[key]))
        except (ValueError, TypeError):
            bad.append(key)
    return settings, bad


def _flag(value: Setting) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not true/false")
    return value


def _volume_step(value: Setting) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= VOLUME_STEPS:
        raise ValueError("not a volume step")
    return value


def _difficulty_id(value: Setting) -> str:
    """An id as text (the level data says which ids exist: an unknown one plays the
    default difficulty)."""
    if not isinstance(value, str) or not value or len(value) > NAME_LIMIT:
        raise ValueError("not a difficulty id")
    return value


def _name(value: Setting) -> str:
    if not isinstance(value, str) or len(value) > NAME_LIMIT:
        raise ValueError("not a name")
    return value
