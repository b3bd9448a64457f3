"""What the game keeps between sessions, and its JSON form (schema version 1).

:class:`Progress` holds the stages unlocked, the high-score table, the 役满 collected, the
settings, and the run in progress (with the hand being played, as its plan and actions,
so closing the window mid-hand loses nothing). :func:`progress_from_json` checks every
field and raises :class:`SaveDataError` with one line for anything a hand edit could
break, including actions that no longer replay.

The run and deal modules (and through them the rigged-deal generator) are imported only
when a saved run is read: the title loads the save at start-up and must stay quick.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Annotated, Any

from mahjong2p.codec.core import decode, describe, encode
from mahjong2p.codec.fields import MAX_AMOUNT, MAX_SEED, Fields, shown
from mahjong2p.codec.marks import Bounds, Custom, Forgiven, MaxLength, NotStored, Reading, Stored
from mahjong2p.codec.safe_json import clipped
from mahjong2p.progression import highscores
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.levels import MAX_NAME_LENGTH
from mahjong2p.rules.actions import Action
from mahjong2p.rules.scoring import YAKUMAN

if TYPE_CHECKING:
    from mahjong2p.progression.deal import HandPlan
    from mahjong2p.progression.run import ArcadeSettlement, HandStart, Run
    from mahjong2p.rules.hand import Hand

SCHEMA_VERSION = 1
DIFFICULTY = "difficulty"  # the optional key of a run and a high score (older saves: none)
MAX_DIFFICULTY_ID = 40
STAGES = 4
Setting = str | int | float | bool
_YAKUMAN_IDS = frozenset(entry.spec.id for entry in YAKUMAN)


class SaveDataError(ValueError):
    """A save file that does not hold valid progress; the message is one line."""


@dataclass(frozen=True, slots=True)
class RunInProgress:
    """The run, and the hand being played if the window closed mid-hand. The save holds
    the hand's plan (the open-hand mark); its actions are in the hand's own file
    (:mod:`~mahjong2p.play.arcade`), except in a save of an older version, which held them
    itself (``in_hand_file`` False; in memory, ``actions`` are the snapshot's)."""

    run: Run
    hand: HandStart | None = None
    actions: tuple[Action, ...] = ()
    in_hand_file: bool = False

    def resume_hand(self) -> Hand | None:
        """The hand in progress, replayed to where it stood."""
        if self.hand is None:
            return None
        hand = self.hand.plan.start().hand
        for action in self.actions:
            hand.apply(action)
        return hand


@dataclass(frozen=True, slots=True)
class SettledHand:
    """The last settled hand, written in the save that settles it: what its 牌谱 and 战绩
    line need beyond its actions (its plan, stage and time, the credits after it), so a
    kill before they were written leaves enough to write them at the next start."""

    plan: HandPlan
    stage: int
    played_at: str
    credits: int


def record_settlement(progress: Progress, settlement: ArcadeSettlement, stages: int) -> Progress:
    """Unlock the next stage on a clear and collect the 役满 won."""
    unlocked = progress.stages_unlocked
    if settlement.stage_cleared:
        unlocked = max(unlocked, min(settlement.run.stage + 1, stages))
    collected = progress.yakuman_collected | frozenset(settlement.yakuman)
    return replace(progress, stages_unlocked=unlocked, yakuman_collected=collected)


# ---------------------------------------------------------------- the file's form
describe(
    HighScore,
    name=MaxLength(MAX_NAME_LENGTH),
    score=Bounds(0, MAX_AMOUNT),
    stage=Bounds(1, STAGES),
    continues=Bounds(0, MAX_AMOUNT),
    difficulty=(Stored(since=True), MaxLength(MAX_DIFFICULTY_ID)),
)


def _each(table: Fields, key: str, reading: Reading, read: Any) -> list[Any]:
    """The entries of the list ``key`` that ``read`` (given the entry's key path and the
    entry) accepts; each one it refuses is noted in the reading's dropped parts."""
    kept = []
    for index, entry in enumerate(table.entries(key)):
        try:
            kept.append(read(f"{key}[{index}]", entry))
        except SaveDataError as exc:
            if reading.dropped is None:
                raise
            reading.dropped.append(Forgiven(key, str(exc)))
    return kept


def _read_high_scores(table: Fields, key: str, reading: Reading) -> tuple[HighScore, ...]:
    def entry(path: str, value: Any) -> HighScore:
        if not isinstance(value, dict):
            raise table.error(path, f"must be a table, not {shown(value)}")
        return decode(HighScore, table.inner(path, value))

    return highscores.best(tuple(_each(table, key, reading, entry)))


def _read_yakuman(table: Fields, key: str, reading: Reading) -> frozenset[str]:
    def entry(path: str, value: Any) -> str:
        if not isinstance(value, str) or value not in _YAKUMAN_IDS:
            raise table.error(path, f"unknown 役满 id {shown(value)}")
        return value

    return frozenset(_each(table, key, reading, entry))


def _read_settings(table: Fields, key: str, reading: Reading) -> dict[str, Setting]:
    """The settings that are plain values (the app checks each one's meaning itself)."""
    inner = table.table(key)
    values = inner.rest()
    for name, value in list(values.items()):
        if not isinstance(value, str | int | float | bool):
            line = str(inner.error(name, "a setting must be text, a number or true/false"))
            if reading.dropped is None:
                raise SaveDataError(line)
            reading.dropped.append(Forgiven(name, line))
            del values[name]
    return values


HIGH_SCORES = Custom(lambda h: [encode(e) for e in highscores.best(h)], _read_high_scores)
YAKUMAN = Custom(sorted, _read_yakuman)
SETTINGS = Custom(dict, _read_settings)


@functools.lru_cache(maxsize=1)
def _run_parts() -> None:
    """The marks of the run's and the hand's classes: given when a saved run is first read
    or written, as the run and deal modules are imported only then."""
    from mahjong2p.codec.hand_json import FLAT_CONFIG
    from mahjong2p.progression.deal import HandPlan
    from mahjong2p.progression.run import HandStart, Run

    amount, items = Bounds(0, MAX_AMOUNT), (Stored(noun="item"), Bounds(0, MAX_AMOUNT))
    describe(
        Run,
        seed=Bounds(0, MAX_SEED),
        stage=Bounds(1, STAGES),
        **dict.fromkeys(
            ("credits", "stage_winnings", "total_winnings", "dealer_streak", "continues"), amount
        ),
        items=items,
        stage_items=items,
        hand_number=amount,
        dealer=Bounds(0, 1),
        difficulty=(Stored(since=True), MaxLength(MAX_DIFFICULTY_ID)),
    )
    describe(
        HandPlan,
        order=("seed", "hand_number", "dealer", "rig", "config", "rules"),
        seed=Bounds(0, MAX_SEED),
        hand_number=amount,
        dealer=Bounds(0, 1),
        config=FLAT_CONFIG,
        rules=NotStored(),
    )
    describe(
        HandStart,
        order=("run", "bet", "credits_before", "plan"),
        run=NotStored(),
        plan=Stored(early=True),
        bet=amount,
        credits_before=amount,
    )
    describe(
        SettledHand,
        names={"HandPlan": HandPlan},
        stage=Bounds(1, STAGES),
        played_at=MaxLength(40),
        credits=amount,
    )


def _run_json(saved: RunInProgress | None) -> dict[str, Any] | None:
    if saved is None:
        return None
    _run_parts()
    return {**encode(saved.run), "hand": None if saved.hand is None else encode(saved.hand)}


def _read_run(top: Fields, key: str, _: Reading) -> RunInProgress | None:
    table = top.optional_table(key)
    if table is None:
        return None
    _run_parts()
    from mahjong2p.codec import hand_json
    from mahjong2p.progression.run import HandStart, Run

    run = decode(Run, table, finish=False)
    hand = table.optional_table("hand")
    table.finish()
    if hand is None:
        return RunInProgress(run)
    in_hand_file = not hand.has("actions")  # an older version kept them here
    actions = () if in_hand_file else hand_json.actions(hand)
    saved = RunInProgress(run, decode(HandStart, hand, run=run), actions, in_hand_file)
    try:
        saved.resume_hand()
    except Exception as exc:  # the engine is not built to take hand-edited actions politely
        reason = clipped(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        raise _error("run.hand.actions", f"do not replay ({reason})") from None
    return saved


def _settled_json(settled: SettledHand) -> dict[str, Any]:
    _run_parts()
    return encode(settled)


def _read_settled(top: Fields, key: str, _: Reading) -> SettledHand:
    _run_parts()
    return decode(SettledHand, top.table(key))


RUN = Custom(_run_json, _read_run)
SETTLED = Custom(_settled_json, _read_settled)


@dataclass(frozen=True, slots=True)
class Progress:
    """What the save holds; its reading forgives part by part (:func:`salvage_progress`):
    each high score, 役满 id and setting stands or falls alone, the run as a whole."""

    stages_unlocked: Annotated[int, Bounds(1, STAGES)] = 1
    high_scores: Annotated[tuple[HighScore, ...], HIGH_SCORES] = ()
    yakuman_collected: Annotated[frozenset[str], YAKUMAN] = frozenset()
    settings: Annotated[Mapping[str, Setting], SETTINGS] = field(default_factory=dict)
    run: Annotated[RunInProgress | None, RUN] = None
    # not saved: the save came from before the arcade had difficulties, so its run and
    # high scores were taken as 标准 (the game says so once; the next save names it)
    difficulty_assumed: Annotated[bool, NotStored()] = False
    # the last settled hand, for its records (a save from before it was kept: none)
    settled: Annotated[
        SettledHand | None, SETTLED, Stored("settled_hand", since=True, omit_default=True)
    ] = None


# ---------------------------------------------------------------- JSON
@dataclass(frozen=True, slots=True)
class Salvaged:
    """The usable progress in a save, and one line for each part that had to be left out
    (a bad high-score entry, one unknown key, a setting that is a list …): one hand edit
    must not cost the player everything else."""

    progress: Progress
    dropped: tuple[str, ...] = ()


def _error(key: str, problem: str) -> SaveDataError:
    return SaveDataError(f"{clipped(key)}: {problem}")


def progress_to_json(progress: Progress) -> dict[str, Any]:
    return {"schema_version": SCHEMA_VERSION, **encode(progress)}


def progress_from_json(data: Any) -> Progress:
    """The progress in ``data`` (parsed JSON of the current schema version), all of it or
    :class:`SaveDataError` naming the first part that is not valid."""
    salvaged = salvage_progress(data)
    if salvaged.dropped:
        raise SaveDataError(salvaged.dropped[0])
    return salvaged.progress


def salvage_progress(data: Any) -> Salvaged:
    """Every valid part of ``data``; :class:`SaveDataError` only when nothing can be trusted
    (not an object, not this schema version). Each top-level part, each high-score entry,
    each 役满 id and each setting stands or falls alone; the run in progress as a whole."""
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, _error)
    top.integer("schema_version", minimum=SCHEMA_VERSION, maximum=SCHEMA_VERSION)
    dropped: list[Forgiven] = []
    progress = decode(Progress, top, dropped=dropped, difficulty_assumed=_before_difficulties(data))
    return Salvaged(progress, tuple(part.line for part in dropped))


def _before_difficulties(data: dict[str, Any]) -> bool:
    """Whether the save holds a run or a high score without a difficulty (written before
    the arcade had them)."""
    scores = data.get("high_scores")
    entries = [e for e in scores if isinstance(e, dict)] if isinstance(scores, list) else []
    run = data.get("run")
    tables = [*entries, run] if isinstance(run, dict) else entries
    return any(DIFFICULTY not in table for table in tables)
