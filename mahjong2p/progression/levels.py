"""The stage data (``levels/``): four stage files, the shared economy and the arcade's
difficulties, validated on load.

Every tunable number of RULES.md A9 lives in those TOML files, which a designer edits; a
mistake raises :class:`LevelDataError` with one line naming the file, the key and what is
wrong, for the game or the CLI to show instead of a traceback. A difficulty (简单, 标准,
困难) is data too: ``difficulty.toml`` names, per difficulty, the numbers it changes in the
stage files and the economy (which are 标准 as written); the code never asks which one it is.
"""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from mahjong2p.codec.fields import MAX_HAITEI_DRAWS, MAX_ITEMS, Fields
from mahjong2p.codec.safe_json import DataFileError, clipped, read_capped
from mahjong2p.paths import levels_dir
from mahjong2p.progression.items import Item

STAGE_COUNT = 4
ECONOMY_FILE = "economy.toml"
DIFFICULTY_FILE = "difficulty.toml"
STANDARD = "standard"  # the difficulty of a run or high score saved before there were any
FIXED_KEYS = ("features",)  # what no difficulty may change: every stage keeps its features
LEVEL_FILE_LIMIT = 256 * 1024  # bytes; each shipped file is about 2 KB
PATH_SHOWN = 160  # characters of a file's path in an error line
# Sane ranges, far beyond any tuning and short of what breaks the game (a bet of 10**30
# turns every payout into an unshowable number; a 0 or inf multiplier makes NaN points).
MAX_CREDITS = 10**9
MAX_MULTIPLIER = 100
MAX_SECONDS = 600
MAX_COUNT = 999
MAX_NAME_LENGTH = 40  # the settings remember at most 40 characters of a name
MAX_ENTRIES = 100  # high scores a table may keep; the economy's ``size`` is at most this


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
    """The stages and economy of one difficulty (``difficulty``, an id of
    ``difficulty.toml``); :meth:`at` gives any other one loaded with it."""

    stages: tuple[Stage, ...]
    economy: Economy
    difficulty: str = STANDARD
    default_difficulty: str = STANDARD  # a new player's (``difficulty.toml``'s ``default``)
    profiles: Mapping[str, Levels] = field(default_factory=dict, compare=False, repr=False)

    def stage(self, number: int) -> Stage:
        """Stage ``number`` (1-based); ValueError outside 1..4."""
        if not 1 <= number <= len(self.stages):
            raise ValueError(f"stages are 1-{len(self.stages)}, not {number}")
        return self.stages[number - 1]

    @property
    def difficulties(self) -> tuple[str, ...]:
        """Every difficulty's id, easiest first (as ``difficulty.toml`` orders them)."""
        return tuple(self.profiles) or (self.difficulty,)

    def at(self, difficulty: str) -> Levels:
        """The data of ``difficulty`` (this very object for its own); an id the data does
        not hold (a hand-edited save or setting) gives the default difficulty's."""
        if difficulty == self.difficulty:
            return self
        return self.profiles.get(difficulty) or self.profiles.get(self.default_difficulty, self)


def load_levels(directory: Path | None = None, difficulty: str | None = None) -> Levels:
    """Load and validate the stage data from ``directory`` (default: the shipped ``levels/``),
    every difficulty of it; the one returned is ``difficulty`` (default: the file's default)."""
    folder = levels_dir() if directory is None else directory
    stage_files = [folder / f"stage{number}.toml" for number in range(1, STAGE_COUNT + 1)]
    base = {path: _read_data(path) for path in [*stage_files, folder / ECONOMY_FILE]}
    # the files as written first: a mistake in them is named there, not in a difficulty
    for number, path in enumerate(stage_files, 1):
        _stage(number, Fields(base[path], _naming(path)))
    _economy(Fields(base[folder / ECONOMY_FILE], _naming(folder / ECONOMY_FILE)))
    profiles_file = folder / DIFFICULTY_FILE
    top = read_toml(profiles_file)
    order = top.entries("order")
    if not order or not all(isinstance(name, str) for name in order):
        raise top.error("order", "must be a list of the difficulties' ids")
    default = top.one_of("default", order)
    profiles: dict[str, Levels] = {}
    for name in order:
        changes = top.table(name, noun="file")
        read = {
            path: _overlay(path, table, changes, profiles_file, f"{name}.{path.stem}.")
            for path, table in base.items()
        }
        changes.finish()
        stages = tuple(_stage(n, read[path]) for n, path in enumerate(stage_files, 1))
        economy = _economy(read[folder / ECONOMY_FILE])
        profiles[name] = Levels(stages, economy, name, default, profiles)
    top.finish()
    if difficulty is not None and difficulty not in profiles:
        raise LevelDataError(profiles_file, "order", f"has no difficulty {difficulty!r}")
    return profiles[difficulty or default]


def _overlay(
    path: Path, table: dict[str, Any], changes: Fields, changes_file: Path, prefix: str
) -> Fields:
    """``table`` (read from ``path``) with the values a difficulty's ``[<id>.<file>]`` table
    changes (none: the table as it is). A key the file does not hold, or one of
    :data:`FIXED_KEYS`, is an error naming the difficulty file, and so is a bad value it
    puts there."""
    changed: set[str] = set()
    merged = table
    if changes.has(path.stem):
        merged = copy.deepcopy(table)
        _merge(merged, changes.table(path.stem), table, changed, "")

    def error(key: str, problem: str) -> LevelDataError:
        if key in changed:
            return LevelDataError(changes_file, prefix + key, problem)
        return LevelDataError(path, key, problem)

    return Fields(merged, error)


def _merge(
    into: dict[str, Any], changes: Fields, base: dict[str, Any], changed: set[str], at: str
) -> None:
    for key, value in changes.rest().items():
        if key in FIXED_KEYS:
            raise changes.error(key, "is the same in every difficulty")
        if key not in base:
            raise changes.error(key, "not a key of the stage data")
        if isinstance(base[key], dict):
            _merge(into[key], changes.table(key), base[key], changed, f"{at}{key}.")
        else:
            into[key] = value
            changed.add(at + key)


def read_toml(path: Path) -> Fields:
    """The file's top table, or :class:`LevelDataError` (see :func:`_read_data`)."""
    return Fields(_read_data(path), _naming(path))


def _naming(path: Path) -> Callable[[str, str], LevelDataError]:
    return lambda key, problem: LevelDataError(path, key, problem)


def _read_data(path: Path) -> dict[str, Any]:
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
    return data


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
