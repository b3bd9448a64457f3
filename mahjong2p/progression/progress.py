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

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from mahjong2p.progression.fields import Fields
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.rules.actions import Action, IllegalActionError
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.scoring import YAKUMAN

if TYPE_CHECKING:
    from mahjong2p.progression.deal import HandPlan
    from mahjong2p.progression.run import HandStart, Run, Settlement
    from mahjong2p.rules.hand import Hand

SCHEMA_VERSION = 1
STAGES = 4
Setting = str | int | float | bool


class SaveDataError(ValueError):
    """A save file that does not hold valid progress; the message is one line."""


@dataclass(frozen=True, slots=True)
class RunInProgress:
    """The run, and the hand being played if the window closed mid-hand."""

    run: Run
    hand: HandStart | None = None
    actions: tuple[Action, ...] = ()

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


def record_settlement(progress: Progress, settlement: Settlement, stages: int) -> Progress:
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
            {"name": h.name, "score": h.score, "stage": h.stage, "continues": h.continues}
            for h in progress.high_scores
        ],
        "yakuman_collected": sorted(progress.yakuman_collected),
        "settings": dict(progress.settings),
        "run": None if progress.run is None else _run_in_progress_json(progress.run),
    }


def _run_in_progress_json(saved: RunInProgress) -> dict[str, Any]:
    hand = None
    if saved.hand is not None:
        hand = {
            "bet": saved.hand.bet,
            "credits_before": saved.hand.credits_before,
            "plan": _plan_json(saved.hand.plan),
            "actions": [a.to_json() for a in saved.actions],
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
def _error(key: str, problem: str) -> SaveDataError:
    return SaveDataError(f"{key}: {problem}")


def progress_from_json(data: Any) -> Progress:
    """The progress in ``data`` (parsed JSON of the current schema version)."""
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, _error)
    top.integer("schema_version", minimum=SCHEMA_VERSION, maximum=SCHEMA_VERSION)
    run = top.optional_table("run")
    progress = Progress(
        stages_unlocked=top.integer("stages_unlocked", minimum=1, maximum=STAGES),
        high_scores=tuple(_high_score(t) for t in top.tables("high_scores")),
        yakuman_collected=_yakuman(top),
        settings=_settings(top.table("settings")),
        run=None if run is None else _run_in_progress(run),
    )
    top.finish()
    return progress


def _high_score(table: Fields) -> HighScore:
    entry = HighScore(
        name=table.text("name"),
        score=table.integer("score"),
        stage=table.integer("stage", minimum=1, maximum=STAGES),
        continues=table.integer("continues"),
    )
    table.finish()
    return entry


def _yakuman(top: Fields) -> frozenset[str]:
    known = {entry.spec.id for entry in YAKUMAN}
    ids = top.entries("yakuman_collected")
    unknown = [i for i in ids if not isinstance(i, str) or i not in known]
    if unknown:
        raise top.error("yakuman_collected", f"unknown 役满 id {unknown[0]!r}")
    return frozenset(ids)


def _settings(table: Fields) -> dict[str, Setting]:
    values = table.rest()
    for key, value in values.items():
        if not isinstance(value, str | int | float | bool):
            raise table.error(key, "a setting must be text, a number or true/false")
    return values


def _items(table: Fields) -> dict[Item, int]:
    items = {item: table.integer(item.value) for item in Item}
    table.finish()
    return items


def _run_in_progress(table: Fields) -> RunInProgress:
    from mahjong2p.progression.run import HandStart, Run

    run = Run(
        seed=table.integer("seed"),
        stage=table.integer("stage", minimum=1, maximum=STAGES),
        credits=table.integer("credits"),
        stage_winnings=table.integer("stage_winnings"),
        total_winnings=table.integer("total_winnings"),
        dealer_streak=table.integer("dealer_streak"),
        continues=table.integer("continues"),
        items=_items(table.table("items", noun="item")),
        stage_items=_items(table.table("stage_items", noun="item")),
        hand_number=table.integer("hand_number"),
        dealer=table.integer("dealer", maximum=1),
        rig_next=table.flag("rig_next"),
    )
    hand = table.optional_table("hand")
    table.finish()
    if hand is None:
        return RunInProgress(run)
    start = HandStart(
        run, _plan(hand.table("plan")), hand.integer("bet"), hand.integer("credits_before")
    )
    actions = _actions(hand)
    hand.finish()
    saved = RunInProgress(run, start, actions)
    try:
        saved.resume_hand()
    except (IllegalActionError, ValueError) as exc:
        raise _error("run.hand.actions", f"do not replay ({exc})") from None
    return saved


def _plan(table: Fields) -> HandPlan:
    from mahjong2p.progression.deal import HandPlan, RigKind

    rig = None if table.is_null("rig") else RigKind(table.one_of("rig", [r.value for r in RigKind]))
    plan = HandPlan(
        seed=table.integer("seed"),
        hand_number=table.integer("hand_number"),
        dealer=table.integer("dealer", maximum=1),
        config=HandConfig(
            haitei_draws=table.integer("haitei_draws", minimum=1),
            opening_swap=table.flag("opening_swap"),
            draw_choice_chance=table.probability("draw_choice_chance"),
            triplet_offer_chance=table.probability("triplet_offer_chance"),
            items=ItemStock(
                tou_tian_huan_ri=table.integer("tou_tian_huan_ri"),
                yi_hua_jie_mu=table.integer("yi_hua_jie_mu"),
            ),
        ),
        rig=rig,
    )
    table.finish()
    return plan


def _actions(table: Fields) -> tuple[Action, ...]:
    actions = []
    for index, raw in enumerate(table.entries("actions")):
        try:
            actions.append(Action.from_json(raw))
        except (KeyError, TypeError, ValueError, AttributeError):
            raise table.error(f"actions[{index}]", "not an action") from None
    return tuple(actions)
