"""Player settings the game reads every frame, and their form in the save file.

Saved as plain values in the save file's ``settings`` table (see :mod:`.profile`), in the
form the file codec gives the fields' types. Reading is the codec's forgiving reading: a
setting that is missing, of the wrong type or out of range keeps its default, and one that
is unusable is named in the list :func:`settings_from_json` returns, so one bad value never
costs the player the others.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Annotated

from mahjong2p.codec.core import decode, encode
from mahjong2p.codec.fields import Fields
from mahjong2p.codec.marks import Bounds, Check, Forgiven, MaxLength, Stored
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
OLDER = Stored(since=True)  # a save of an older version may lack any setting
Flag = Annotated[bool, OLDER]
Step = Annotated[int, OLDER, Bounds(0, VOLUME_STEPS)]
Name = Annotated[str, OLDER, MaxLength(NAME_LIMIT)]


@dataclass
class Settings:
    language: Annotated[Language, OLDER] = Language.ZH
    timer_enabled: Flag = True
    fullscreen: Flag = False
    music_volume: Step = 6
    effects_volume: Step = 8
    muted: Flag = False
    anim_speed: Annotated[Speed, OLDER] = Speed.NORMAL
    player_name: Name = ""  # the last name entered for a high score: the next default
    auto_win: Flag = False  # 自动和牌: take every win the moment it is offered
    auto_pass: Flag = False  # 自动过: pass on every 吃/碰/杠 offer (wins still ask)
    confirm_discard: Flag = False  # two-step discard: the first click selects, the second discards
    # the arcade's, for the next run (an id of levels/difficulty.toml: an unknown one plays the
    # default difficulty)
    difficulty: Annotated[Name, Check(bool, "must not be empty")] = STANDARD
    auto_play: Flag = False  # 托管: stays as the player left it, hand to hand, run to run


def volume(step: int) -> float:
    """A volume step as the mixer's 0..1, on a curve (equal steps sound equal)."""
    return (max(0, min(step, VOLUME_STEPS)) / VOLUME_STEPS) ** 1.7


def settings_to_json(settings: Settings) -> dict[str, Setting]:
    return encode(settings)


def settings_from_json(
    data: Mapping[str, Setting], first_language: Language = Language.ZH
) -> tuple[Settings, list[str]]:
    """The settings in ``data``, and the keys whose values were unusable (defaults kept).
    A key missing from ``data`` (a save file from an older version, or the first start)
    takes its default, the language ``first_language``. Keys this version does not know
    are ignored (a newer game may have written them)."""
    unusable: list[Forgiven] = []
    table = Fields(dict(data), lambda key, problem: ValueError(f"{key}: {problem}"))
    settings = decode(Settings, table, dropped=unusable, unknown=False)
    bad = [part.key for part in unusable]
    if "language" not in data or "language" in bad:
        settings = replace(settings, language=first_language)
    return settings, bad
