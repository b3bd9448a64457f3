"""A replay record and its JSON form (format version 1).

A replay holds what decides a hand before its first action (seed, hand number, dealer,
the engine's config, and the rigged-deal kind if the stage rigged it) plus every action in
order. Replaying them through a fresh :class:`~mahjong2p.rules.hand.Hand` gives exactly
the original events, so nothing else is stored — except a short summary (winner, fan,
points) so the replay list can be shown without replaying fifty hands. The rule set is
stored by name (``"ruleset"``; a file without it is an arcade hand, as every replay was
before the 72-tile game existed); a hand of a 欢乐豆 room also keeps its table
(``"room"``, :mod:`.room`), from which its rule set is rebuilt, and the version of the
72-tile deal (``"deal"``; none: deal 1, :mod:`mahjong2p.rules.gb.deals`). ``"by"`` maps
the index of each action of the human's seat that the player did not choose to who did
(:class:`~mahjong2p.ai.decider.Decider`: 托管, automatic, a timeout); a file without it
was played by the player alone, as every replay was before the key existed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from mahjong2p.ai.decider import Decider
from mahjong2p.progression.deal import HandPlan, RigKind
from mahjong2p.progression.deal_key import DEAL_KEY, deal_json, read_deal
from mahjong2p.progression.progress import STAGES
from mahjong2p.replay.room import RoomHand, room_from_json, room_to_json
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Won
from mahjong2p.rules.gb.deals import deal_of, with_deal
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.rulesets import RULESETS
from mahjong2p.store import hand_json
from mahjong2p.store.decider_json import BY_KEY, deciders_json, read_deciders
from mahjong2p.store.fields import MAX_AMOUNT, MAX_SEED, Fields
from mahjong2p.store.safe_json import clipped, quoted

FORMAT_VERSION = 1
PLAYED_AT_LENGTH = 40  # "YYYY-MM-DD HH:MM:SS", with room


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
    room: RoomHand | None = None  # a hand of a 欢乐豆 room (then ``rules`` is its rules)
    by: tuple[tuple[int, Decider], ...] = ()  # (action index, who) where not the player

    def deciders(self) -> dict[int, Decider]:
        """Who chose each action of the human's seat that the player did not."""
        return dict(self.by)

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


def replay_of(
    hand: Hand,
    stage: int,
    played_at: str,
    rig: RigKind | None = None,
    room: RoomHand | None = None,
    by: dict[int, Decider] | None = None,
) -> Replay:
    """The replay of a finished (or unfinished) hand as the engine recorded it (``room``:
    the 欢乐豆 table it was played at; ``by``: who chose the human seat's actions, where
    not the player)."""
    marks = tuple(sorted((i, d) for i, d in (by or {}).items() if d is not Decider.PLAYER))
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
        room,
        marks,
    )


# ---------------------------------------------------------------- JSON
def replay_to_json(replay: Replay) -> dict[str, Any]:
    data: dict[str, Any] = {
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
    if replay.room is not None:
        data["room"] = room_to_json(replay.room)
    data.update(deal_json(replay.rules))
    if replay.by:
        data[BY_KEY] = deciders_json(replay.deciders())
    return data


def replay_from_json(data: Any) -> Replay:
    """The replay in parsed JSON ``data``; :class:`ReplayError` (one line naming the key)
    for anything off — every value is checked here, so a damaged file is refused when the
    list reads it, not when the list draws ``"points": "lots"`` or the table reaches a
    ``"haitei_draws": "3"``."""
    if not isinstance(data, dict):
        raise ReplayError("not a JSON object")
    if data.get("format") != FORMAT_VERSION:
        raise ReplayError(f"format {quoted(data.get('format'))} is not {FORMAT_VERSION}")
    top = Fields(data, lambda key, problem: ReplayError(f"{clipped(key)}: {problem}"))
    top.integer("format")
    config = top.table("config")
    items = config.table("items", noun="item")
    rules = RULESETS[top.one_of("ruleset", RULESETS)] if "ruleset" in data else ARCADE
    room = None
    if "room" in data:
        if rules is not GB:
            raise top.error("room", f"only a {GB.id} hand has one, not this {rules.id} one")
        room = room_from_json(top.table("room"))
        rules = room.rules
    if deal_of(rules) is not None:
        rules = with_deal(rules, read_deal(data, top))
    elif DEAL_KEY in data:
        raise top.error(DEAL_KEY, f"only a {GB.id} hand has one, not this {rules.id} one")
    replay = Replay(
        seed=top.integer("seed", maximum=MAX_SEED),
        hand_number=top.integer("hand_number", maximum=MAX_AMOUNT),
        dealer=top.integer("dealer", maximum=1),
        config=hand_json.hand_config(config, items, feature_seat=True),
        actions=hand_json.actions(top),
        summary=_summary(top.table("summary")),
        stage=top.integer("stage", minimum=1, maximum=STAGES),
        played_at=top.text("played_at", max_length=PLAYED_AT_LENGTH),
        rig=hand_json.rig_kind(top),
        rules=rules,
        room=room,
    )
    if top.has(BY_KEY):
        by = read_deciders(top.table(BY_KEY), replay.actions)
        replay = dataclasses.replace(replay, by=tuple(sorted(by.items())))
    for table in (top, config, items):
        table.finish()
    return replay


def _summary(table: Fields) -> Summary:
    winner = None if table.is_null("winner") else table.integer("winner", maximum=1)
    summary = Summary(
        winner=winner,
        total_fan=table.integer("total_fan", maximum=MAX_AMOUNT),
        points=table.integer("points", maximum=MAX_AMOUNT),
        yakuman=table.flag("yakuman"),
    )
    table.finish()
    return summary
