"""A replay record and its JSON form (format version 1).

A replay holds what decides a hand before its first action (seed, hand number, dealer,
the engine's config, and the rigged-deal kind if the stage rigged it) plus every action in
order. Replaying them through a fresh :class:`~mahjong2p.rules.hand.Hand` gives exactly
the original events, so nothing else is stored — except a short summary (winner, fan,
points) so the replay list can be shown without replaying fifty hands. The rule set is
stored by name (``"ruleset"``; a file without it is an arcade hand, as every replay was
before the 72-tile game existed).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from mahjong2p.progression.deal import HandPlan, RigKind
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Won
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.rulesets import ruleset_named

FORMAT_VERSION = 1


class ReplayError(ValueError):
    """A replay file that cannot be used; the message is one line naming what is wrong."""


@dataclass(frozen=True)
class Summary:
    """What the replay list shows: ``winner`` is ``None`` for a drawn hand."""

    winner: int | None
    total_fan: int = 0
    points: int = 0
    yakuman: bool = False


@dataclass(frozen=True)
class Replay:
    seed: int
    hand_number: int
    dealer: int
    config: HandConfig
    actions: tuple[Action, ...]
    summary: Summary
    stage: int = 1
    played_at: str = ""  # local time, "YYYY-MM-DD HH:MM:SS"
    rig: RigKind | None = None
    rules: RuleSet = ARCADE

    def start(self) -> Hand:
        """The hand as dealt, before any action."""
        plan = HandPlan(self.seed, self.hand_number, self.dealer, self.config, self.rig, self.rules)
        return plan.start().hand

    def play(self) -> Hand:
        """The hand with every action applied (IllegalActionError if they do not fit)."""
        hand = self.start()
        for action in self.actions:
            hand.apply(action)
        return hand


def replay_of(hand: Hand, stage: int, played_at: str, rig: RigKind | None = None) -> Replay:
    """The replay of a finished (or unfinished) hand as the engine recorded it."""
    won = next((e for e in hand.log if isinstance(e, Won)), None)
    summary = Summary(hand.winner)
    if won is not None:
        score = won.score
        limit = hand.rules.scoring.is_limit_hand(score)
        summary = Summary(hand.winner, score.total_fan, score.points, limit)
    return Replay(
        hand.seed,
        hand.hand_number,
        hand.dealer,
        hand.config,
        tuple(hand.actions),
        summary,
        stage,
        played_at,
        rig,
        hand.rules,
    )


# ---------------------------------------------------------------- JSON
def replay_to_json(replay: Replay) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "ruleset": replay.rules.id,
        "seed": replay.seed,
        "hand_number": replay.hand_number,
        "dealer": replay.dealer,
        "config": dataclasses.asdict(replay.config),
        "rig": None if replay.rig is None else replay.rig.value,
        "stage": replay.stage,
        "played_at": replay.played_at,
        "summary": dataclasses.asdict(replay.summary),
        "actions": [a.to_json() for a in replay.actions],
    }


def replay_from_json(data: Any) -> Replay:
    """The replay in parsed JSON ``data``; :class:`ReplayError` for anything off."""
    if not isinstance(data, dict):
        raise ReplayError("not a JSON object")
    if data.get("format") != FORMAT_VERSION:
        raise ReplayError(f"format {data.get('format')!r} is not {FORMAT_VERSION}")
    try:
        config = dict(data["config"])
        config["items"] = ItemStock(**config.get("items", {}))
        rig = data.get("rig")
        replay = Replay(
            seed=_int(data["seed"]),
            hand_number=_int(data["hand_number"]),
            dealer=_int(data["dealer"]),
            config=HandConfig(**config),
            actions=tuple(Action.from_json(a) for a in data["actions"]),
            summary=Summary(**data["summary"]),
            stage=_int(data.get("stage", 1)),
            played_at=str(data.get("played_at", "")),
            rig=None if rig is None else RigKind(rig),
            rules=ruleset_named(str(data.get("ruleset", ARCADE.id))),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ReplayError(f"bad field ({type(exc).__name__}: {exc})") from None
    if replay.dealer not in (0, 1):
        raise ReplayError(f"dealer {replay.dealer} is not 0 or 1")
    return replay


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not an integer")
    return value
