"""Every sound the game plays, by name, and the file under ``assets/sounds/`` it comes from.

The files are made by ``scripts/make_sounds.py``; a designer may replace any of them with
a recording of the same name. ``gain`` balances the effects against each other (0..1,
times the player's effects volume).
"""

from __future__ import annotations

from enum import Enum

FAN_STEPS = 6  # sfx_fan_1 … sfx_fan_6, rising as fan rows appear


class Sfx(Enum):
    """Effects; the value is the file's stem after ``sfx_`` and the gain."""

    DRAW = ("draw", 0.55)
    DISCARD = ("discard", 0.9)
    CALL = ("call", 0.9)
    KONG = ("kong", 0.9)
    READY = ("ready", 0.8)
    WIN = ("win", 1.0)
    YAKUMAN = ("yakuman", 1.0)
    BUTTON = ("button", 0.6)
    TICK = ("tick", 0.45)
    CUTIN = ("cutin", 0.7)
    STAMP = ("stamp", 0.9)
    FLIP = ("flip", 0.8)
    STAGE_CLEAR = ("stage_clear", 1.0)
    GAME_OVER = ("game_over", 0.9)
    BIG_DEAL = ("big_deal", 1.0)
    COUNTDOWN = ("countdown", 0.7)
    DICE = ("dice", 0.8)  # the 72-tile table's dice roll
    FLOWER = ("flower", 0.7)  # 补花: a flower reaches its owner's flower row
    BEANS = ("beans", 0.5)  # one step of a bean count-up (the 72-tile results)

    @property
    def stem(self) -> str:
        return self.value[0]

    @property
    def gain(self) -> float:
        return self.value[1]

    @property
    def file(self) -> str:
        return f"sfx_{self.stem}.ogg"


FAN_FILES = tuple(f"sfx_fan_{i + 1}.ogg" for i in range(FAN_STEPS))
FAN_GAIN = 0.8


class Music(Enum):
    """One loop per scene family."""

    TITLE = "title"  # title, level select, encyclopedia, replays
    TABLE = "table"  # the table and the results
    BONUS = "bonus"  # 海底捞月, stage clear

    @property
    def file(self) -> str:
        return f"music_{self.value}.ogg"


def every_file() -> list[str]:
    """Every sound file the game reads (the tests check each one loads)."""
    return [*(cue.file for cue in Sfx), *FAN_FILES, *(m.file for m in Music)]
