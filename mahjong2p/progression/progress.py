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

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from mahjong2p.progression import highscores
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import MAX_NAME_LENGTH, STANDARD
from mahjong2p.rules.actions import Action
from mahjong2p.rules.scoring import YAKUMAN
from mahjong2p.store.fields import MAX_AMOUNT, MAX_SEED, Fields, shown
from mahjong2p.store.safe_json import clipped

if TYPE_CHECKING:
    from mahjong2p.progression.deal import HandPlan
    from mahjong2p.progression.run import ArcadeSettlement, HandStart, Run
    from mahjong2p.rules.hand import Hand

SCHEMA_VERSION = 1
DIFFICULTY = "difficulty"  # the optional key of a run and a high score (older saves: none)
MAX_DIFFICULTY_ID = 40
STAGES = 4
Setting = str | int | float | bool
T = TypeVar("T")
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
class Progress:
    stages_unlocked: int = 1
    high_scores: tuple[HighScore, ...] = ()
    yakuman_collected: frozenset[str] = frozenset()
    settings: Mapping[str, Setting] = field(default_factory=dict)
    run: RunInProgress | None = None
    # not saved: the save came from before the arcade had difficulties, so its run and
    # high scores were taken as 标准 (the game says so once; the next save names it)
    difficulty_assumed: bool = False
    settled: SettledHand | None = None  # the last settled hand, for its records


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


# ---------------------------------------------------------------- to JSON
def progress_to_json(progress: Progress) -> dict[str, Any]:
    return {
        "schema_version": SCHEMA_VERSION,
        "stages_unlocked": progress.stages_unlocked,
        "high_scores": [
            {
                "name": h.name,
                "score": h.score,
                "stage": h.stage,
                "continues": h.continues,
                "difficulty": h.difficulty,
            }
            for h in highscores.best(progress.high_scores)
        ],
        "yakuman_collected": sorted(progress.yakuman_collected),
        "settings": dict(progress.settings),
        "run": None if progress.run is None else _run_in_progress_json(progress.run),
        **({} if progress.settled is None else {"settled_hand": _settled_json(progress.settled)}),
    }


def _settled_json(settled: SettledHand) -> dict[str, Any]:
    return {
        "plan": _plan_json(settled.plan),
        "stage": settled.stage,
        "played_at": settled.played_at,
        "credits": settled.credits,
    }


def _run_in_progress_json(saved: RunInProgress) -> dict[str, Any]:
    hand = None
    if saved.hand is not None:
        hand = {
            "bet": saved.hand.bet,
            "credits_before": saved.hand.credits_before,
            "plan": _plan_json(saved.hand.plan),
        }
    return {**_run_json(saved.run), "hand": hand}


def _run_json(run: Run) -> dict[str, Any]:
    return {
        "seed": run.seed,
        "stage": run.stage,
        "credits": run.credits,
        "stage_winnings": run.stage_winnings,
        "total_winnings": run.total_winnings,
        "dealer_streak": run.dealer_streak,
        "continues": run.continues,
        "items": _items_json(run.items),
        "stage_items": _items_json(run.stage_items),
        "hand_number": run.hand_number,
        "dealer": run.dealer,
        "rig_next": run.rig_next,
        "difficulty": run.difficulty,
    }


def _items_json(items: Mapping[Item, int]) -> dict[str, int]:
    return {item.value: items.get(item, 0) for item in Item}


def _plan_json(plan: HandPlan) -> dict[str, Any]:
    config = plan.config
    return {
        "seed": plan.seed,
        "hand_number": plan.hand_number,
        "dealer": plan.dealer,
        "rig": None if plan.rig is None else plan.rig.value,
        "haitei_draws": config.haitei_draws,
        "opening_swap": config.opening_swap,
        "draw_choice_chance": config.draw_choice_chance,
        "triplet_offer_chance": config.triplet_offer_chance,
        "tou_tian_huan_ri": config.items.tou_tian_huan_ri,
        "yi_hua_jie_mu": config.items.yi_hua_jie_mu,
    }


# ---------------------------------------------------------------- from JSON
@dataclass(frozen=True, slots=True)
class Salvaged:
    """The usable progress in a save, and one line for each part that had to be left out
    (a bad high-score entry, one unknown key, a setting that is a list …): one hand edit
    must not cost the player everything else."""

    progress: Progress
    dropped: tuple[str, ...] = ()


def _error(key: str, problem: str) -> SaveDataError:
    return SaveDataError(f"{clipped(key)}: {problem}")


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
    dropped: list[str] = []
    progress = Progress(
        stages_unlocked=_kept(
            dropped, 1, lambda: top.integer("stages_unlocked", minimum=1, maximum=STAGES)
        ),
        high_scores=highscores.best(tuple(_each(dropped, top, "high_scores", _high_score))),
        yakuman_collected=frozenset(_each(dropped, top, "yakuman_collected", _yakuman_id)),
        settings=_settings(dropped, top),
        run=_kept(dropped, None, lambda: _run(top)),
        settled=_kept(dropped, None, lambda: _settled(top)),
    )
    dropped.extend(str(top.error(key, "unknown key")) for key in top.rest())
    return Salvaged(
        replace(progress, difficulty_assumed=_before_difficulties(data)), tuple(dropped)
    )


def _before_difficulties(data: dict[str, Any]) -> bool:
    """Whether the save holds a run or a high score without a difficulty (written before
    the arcade had them)."""
    scores = data.get("high_scores")
    entries = [e for e in scores if isinstance(e, dict)] if isinstance(scores, list) else []
    run = data.get("run")
    tables = [*entries, run] if isinstance(run, dict) else entries
    return any(DIFFICULTY not in table for table in tables)


def _kept(dropped: list[str], default: T, read: Callable[[], T]) -> T:
    """``read()``, or ``default`` with the problem noted in ``dropped``."""
    try:
        return read()
    except SaveDataError as exc:
        dropped.append(str(exc))
        return default


def _each(
    dropped: list[str], top: Fields, key: str, read: Callable[[Fields, str, Any], T]
) -> Iterator[T]:
    """The entries of the list ``key`` that ``read`` accepts (given the list's own reader,
    the entry's key path and the entry); a missing or non-list value drops them all."""
    entries = _kept(dropped, [], lambda: top.entries(key))
    for index, entry in enumerate(entries):
        try:
            yield read(top, f"{key}[{index}]", entry)
        except SaveDataError as exc:
            dropped.append(str(exc))


def _high_score(top: Fields, key: str, value: Any) -> HighScore:
    if not isinstance(value, dict):
        raise top.error(key, f"must be a table, not {shown(value)}")
    table = Fields(value, _error, f"{key}.")
    entry = HighScore(
        name=table.text("name", max_length=MAX_NAME_LENGTH),
        score=table.integer("score", maximum=MAX_AMOUNT),
        stage=table.integer("stage", minimum=1, maximum=STAGES),
        continues=table.integer("continues", maximum=MAX_AMOUNT),
        difficulty=_difficulty(table),
    )
    table.finish()
    return entry


def _difficulty(table: Fields) -> str:
    """The arcade difficulty's id; a save from before there were difficulties has none,
    and its run and high scores count as 标准."""
    if not table.has(DIFFICULTY):
        return STANDARD
    return table.text(DIFFICULTY, max_length=MAX_DIFFICULTY_ID)


def _yakuman_id(top: Fields, key: str, value: Any) -> str:
    if not isinstance(value, str) or value not in _YAKUMAN_IDS:
        raise top.error(key, f"unknown 役满 id {shown(value)}")
    return value


def _settings(dropped: list[str], top: Fields) -> dict[str, Setting]:
    """The settings that are plain values (the app checks each one's meaning itself)."""
    table = _kept(dropped, None, lambda: top.table("settings"))
    values = {} if table is None else table.rest()
    for key, value in list(values.items()):
        if not isinstance(value, str | int | float | bool):
            dropped.append(str(table.error(key, "a setting must be text, a number or true/false")))
            del values[key]
    return values


def _run(top: Fields) -> RunInProgress | None:
    table = top.optional_table("run")
    return None if table is None else _run_in_progress(table)


def _settled(top: Fields) -> SettledHand | None:
    """The last settled hand (absent in saves from before it was kept)."""
    if not top.has("settled_hand"):
        return None
    table = top.table("settled_hand")
    settled = SettledHand(
        plan=_plan(table.table("plan")),
        stage=table.integer("stage", minimum=1, maximum=STAGES),
        played_at=table.text("played_at", max_length=40),
        credits=table.integer("credits", maximum=MAX_AMOUNT),
    )
    table.finish()
    return settled


def _items(table: Fields) -> dict[Item, int]:
    items = {item: table.integer(item.value, maximum=MAX_AMOUNT) for item in Item}
    table.finish()
    return items


def _run_in_progress(table: Fields) -> RunInProgress:
    from mahjong2p.progression.run import HandStart, Run
    from mahjong2p.store import hand_json

    run = Run(
        seed=table.integer("seed", maximum=MAX_SEED),
        stage=table.integer("stage", minimum=1, maximum=STAGES),
        credits=table.integer("credits", maximum=MAX_AMOUNT),
        stage_winnings=table.integer("stage_winnings", maximum=MAX_AMOUNT),
        total_winnings=table.integer("total_winnings", maximum=MAX_AMOUNT),
        dealer_streak=table.integer("dealer_streak", maximum=MAX_AMOUNT),
        continues=table.integer("continues", maximum=MAX_AMOUNT),
        items=_items(table.table("items", noun="item")),
        stage_items=_items(table.table("stage_items", noun="item")),
        hand_number=table.integer("hand_number", maximum=MAX_AMOUNT),
        dealer=table.integer("dealer", maximum=1),
        rig_next=table.flag("rig_next"),
        difficulty=_difficulty(table),
    )
    hand = table.optional_table("hand")
    table.finish()
    if hand is None:
        return RunInProgress(run)
    start = HandStart(
        run,
        _plan(hand.table("plan")),
        hand.integer("bet", maximum=MAX_AMOUNT),
        hand.integer("credits_before", maximum=MAX_AMOUNT),
    )
    in_hand_file = not hand.has("actions")  # an older version kept them here
    actions = () if in_hand_file else hand_json.actions(hand)
    hand.finish()
    saved = RunInProgress(run, start, actions, in_hand_file)
    try:
        saved.resume_hand()
    except Exception as exc:  # the engine is not built to take hand-edited actions politely
        reason = clipped(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        raise _error("run.hand.actions", f"do not replay ({reason})") from None
    return saved


def _plan(table: Fields) -> HandPlan:
    from mahjong2p.progression.deal import HandPlan
    from mahjong2p.store import hand_json

    plan = HandPlan(
        seed=table.integer("seed", maximum=MAX_SEED),
        hand_number=table.integer("hand_number", maximum=MAX_AMOUNT),
        dealer=table.integer("dealer", maximum=1),
        config=hand_json.hand_config(table, table),
        rig=hand_json.rig_kind(table),
    )
    table.finish()
    return plan
