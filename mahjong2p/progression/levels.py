"""The stage data (``levels/``): four stage files and the shared economy, validated on load.

Every tunable number of RULES.md A9 lives in those TOML files, which a designer edits; a
mistake raises :class:`LevelDataError` with one line naming the file, the key and what is
wrong, for the game or the CLI to show instead of a traceback.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from mahjong2p.paths import levels_dir
from mahjong2p.progression.fields import Fields
from mahjong2p.progression.highscores import MAX_ENTRIES
from mahjong2p.progression.items import Item
from mahjong2p.progression.safe_json import DataFileError, clipped, read_capped

STAGE_COUNT = 4
ECONOMY_FILE = "economy.toml"
LEVEL_FILE_LIMIT = 256 * 1024  # bytes; each shipped file is about 2 KB
PATH_SHOWN = 160  # characters of a file's path in an error line
# Sane ranges, far beyond any tuning and short of what breaks the game (a bet of 10**30
# turns every payout into an unshowable number; a 0 or inf multiplier makes NaN points).
MAX_CREDITS = 10**9
MAX_MULTIPLIER = 100
MAX_SECONDS = 600
MAX_COUNT = 999
MAX_NAME_LENGTH = 40  # the settings remember at most 40 characters of a name
MAX_HAITEI_DRAWS = 20  # the dead pool holds 50+ face-down tiles; the stages use 3 and 5
MAX_ITEMS = 99  # of each table item held


class LevelDataError(ValueError):
    """A mistake in the level data; the message is one line: file, key, what is wrong."""

    def __init__(self, file: Path, key: str | None, problem: str) -> None:
        where = clipped(str(file), PATH_SHOWN)
        super().__init__(f"{where}: {clipped(key)}: {problem}" if key else f"{where}: {problem}")


class Difficulty(Enum):
    """The CPU levels of DESIGN.md's ``sim`` policies, by the names the AI uses."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    MASTER = "master"


class StageFeature(Enum):
    """The switches of a stage's ``[features]`` table (RULES.md A9)."""

    STREAK_BONUS = "streak_bonus"  # 三连庄拍分
    OPENING_SWAP = "opening_swap"  # 起始换牌
    DRAW_CHOICE = "draw_choice"  # 搓牌
    TRIPLET_OFFER = "triplet_offer"  # 刻子换牌
    RIGGED_NORMAL = "rigged_normal"  # 平常番配牌大出血
    RIGGED_YAKUMAN = "rigged_yakuman"  # 役满型配牌大出血
    ITEMS = "items"  # 特殊玩法: the shop and the table items


@dataclass(frozen=True, slots=True)
class Chances:
    """Probabilities, each used only while its feature is on."""

    draw_choice: float
    triplet_offer: float
    rigged_normal: float
    rigged_yakuman: float


@dataclass(frozen=True, slots=True)
class Stage:
    number: int
    bet: int
    target: int
    payout_multiplier: float
    cpu_difficulty: Difficulty
    haitei_draws: int
    turn_timer_seconds: int
    turn_timer: bool  # the timer runs here by default (stage 1: off, so nobody new is rushed)
    features: frozenset[StageFeature]
    chances: Chances

    def has(self, feature: StageFeature) -> bool:
        return feature in self.features


@dataclass(frozen=True, slots=True)
class ContinueRules:
    countdown_seconds: int
    max_continues: int  # 0: no limit


@dataclass(frozen=True, slots=True)
class StreakBonus:
    """三连庄拍分: the ``from_dealer_win``-th consecutive dealer win on pays ×``multiplier``."""

    from_dealer_win: int
    multiplier: int


@dataclass(frozen=True, slots=True)
class Economy:
    starting_credits: int
    continues: ContinueRules
    streak_bonus: StreakBonus
    prices: Mapping[Item, int]
    max_held: int
    qian_kun_yakuman_share: float
    high_score_size: int
    name_max_length: int


@dataclass(frozen=True, slots=True)
class Levels:
    stages: tuple[Stage, ...]
    economy: Economy

    def stage(self, number: int) -> Stage:
        """Stage ``number`` (1-based); ValueError outside 1..4."""
        if not 1 <= number <= len(self.stages):
            raise ValueError(f"stages are 1-{len(self.stages)}, not {number}")
        return self.stages[number - 1]


def load_levels(directory: Path | None = None) -> Levels:
    """Load and validate the stage data from ``directory`` (default: the shipped ``levels/``)."""
    folder = levels_dir() if directory is None else directory
    stages = tuple(
        _stage(number, read_toml(folder / f"stage{number}.toml"))
        for number in range(1, STAGE_COUNT + 1)
    )
    return Levels(stages, _economy(read_toml(folder / ECONOMY_FILE)))


def read_toml(path: Path) -> Fields:
    """The file's top table, or :class:`LevelDataError` if it is missing, not a small
    regular file, or not TOML (a value nested thousands deep, an integer of more than
    4,300 digits and bad UTF-8 included)."""
    try:
        data = tomllib.loads(read_capped(path, LEVEL_FILE_LIMIT).decode("utf-8"))
    except FileNotFoundError:
        raise LevelDataError(path, None, "file is missing") from None
    except OSError as exc:
        raise LevelDataError(path, None, f"cannot be read ({exc.strerror or exc})") from None
    except DataFileError as exc:
        raise LevelDataError(path, None, str(exc)) from None
    except RecursionError:
        raise LevelDataError(path, None, "not valid TOML: nested too deep") from None
    except ValueError as exc:  # TOMLDecodeError, UnicodeDecodeError, int() over 4,300 digits
        reason = clipped(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        raise LevelDataError(path, None, f"not valid TOML: {reason}") from None
    return Fields(data, lambda key, problem: LevelDataError(path, key, problem))


def _stage(number: int, top: Fields) -> Stage:
    difficulty = top.one_of("cpu_difficulty", [d.value for d in Difficulty])
    stage = Stage(
        number=number,
        bet=top.integer("bet", minimum=1, maximum=MAX_CREDITS),
        target=top.integer("target", minimum=1, maximum=MAX_CREDITS),
        payout_multiplier=top.positive_number("payout_multiplier", maximum=MAX_MULTIPLIER),
        cpu_difficulty=Difficulty(difficulty),
        haitei_draws=top.integer("haitei_draws", minimum=1, maximum=MAX_HAITEI_DRAWS),
        turn_timer_seconds=top.integer("turn_timer_seconds", minimum=1, maximum=MAX_SECONDS),
        turn_timer=top.flag("turn_timer"),
        features=_features(top.table("features", noun="feature")),
        chances=_chances(top.table("chances")),
    )
    top.finish()
    return stage


def _features(table: Fields) -> frozenset[StageFeature]:
    on = frozenset(f for f in StageFeature if table.flag(f.value))
    table.finish()
    return on


def _chances(table: Fields) -> Chances:
    chances = Chances(
        draw_choice=table.probability("draw_choice"),
        triplet_offer=table.probability("triplet_offer"),
        rigged_normal=table.probability("rigged_normal"),
        rigged_yakuman=table.probability("rigged_yakuman"),
    )
    table.finish()
    if chances.rigged_normal + chances.rigged_yakuman > 1:
        raise table.error("rigged_yakuman", "rigged_normal + rigged_yakuman must not exceed 1")
    return chances


def _economy(top: Fields) -> Economy:
    continues = top.table("continue")
    streak = top.table("streak_bonus")
    prices = top.table("prices", noun="item")
    shop = top.table("shop")
    rigging = top.table("rigging")
    scores = top.table("high_scores")
    economy = Economy(
        starting_credits=top.integer("starting_credits", minimum=1, maximum=MAX_CREDITS),
        continues=ContinueRules(
            countdown_seconds=continues.integer(
                "countdown_seconds", minimum=1, maximum=MAX_SECONDS
            ),
            max_continues=continues.integer("max_continues", maximum=MAX_COUNT),
        ),
        streak_bonus=StreakBonus(
            from_dealer_win=streak.integer("from_dealer_win", minimum=1, maximum=MAX_COUNT),
            multiplier=streak.integer("multiplier", minimum=1, maximum=MAX_MULTIPLIER),
        ),
        prices={item: prices.integer(item.value, minimum=1, maximum=MAX_CREDITS) for item in Item},
        max_held=shop.integer("max_held", minimum=1, maximum=MAX_ITEMS),
        qian_kun_yakuman_share=rigging.probability("qian_kun_yakuman_share"),
        high_score_size=scores.integer("size", minimum=1, maximum=MAX_ENTRIES),
        name_max_length=scores.integer("name_max_length", minimum=1, maximum=MAX_NAME_LENGTH),
    )
    for table in (top, continues, streak, prices, shop, rigging, scores):
        table.finish()
    return economy
