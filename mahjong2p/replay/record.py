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

from dataclasses import dataclass
from typing import Annotated, Any

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.core import decode, encode
from mahjong2p.codec.decider_json import BY, Marks
from mahjong2p.codec.fields import MAX_AMOUNT, MAX_SEED, Fields
from mahjong2p.codec.hand_json import ACTIONS, DEAL
from mahjong2p.codec.marks import Bounds, Custom, MaxLength
from mahjong2p.codec.safe_json import clipped, quoted
from mahjong2p.progression.deal import HandPlan, RigKind
from mahjong2p.progression.deal_key import DEAL_KEY, deal_json
from mahjong2p.progression.progress import STAGES
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Won
from mahjong2p.rules.gb.deals import deal_of, with_deal
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.rulesets import RULESETS

FORMAT_VERSION = 1
PLAYED_AT_LENGTH = 40  # "YYYY-MM-DD HH:MM:SS", with room
RULESET_KEY = "ruleset"
Amount = Annotated[int, Bounds(0, MAX_AMOUNT)]


class ReplayError(ValueError):
    """A replay file that cannot be used; the message is one line naming what is wrong."""


@dataclass(frozen=True)
class Summary:
    """What the replay list shows: ``winner`` is ``None`` for a drawn hand."""

    winner: Annotated[int, Bounds(0, 1)] | None
    total_fan: Amount = 0
    points: Amount = 0
    yakuman: bool = False


def _named_rules(table: Fields) -> RuleSet:
    """The rule set the file names (a file without the key: an arcade hand)."""
    return RULESETS[table.one_of(RULESET_KEY, RULESETS)] if table.has(RULESET_KEY) else ARCADE


def _room_json(room: RoomHand | None) -> dict[str, Any]:
    return {} if room is None else {"room": encode(room)}


def _read_room(table: Fields, key: str, _: Any) -> RoomHand | None:
    """The 欢乐豆 table of a 72-tile hand (no other hand has one)."""
    if not table.has(key):
        return None
    rules = _named_rules(table)
    if rules is not GB:
        raise table.error(key, f"only a {GB.id} hand has one, not this {rules.id} one")
    return decode(RoomHand, table.table(key))


def _read_rules(table: Fields, key: str, so_far: Any) -> RuleSet:
    """The rule set: the room's, else the one named; with its deal if it has deals."""
    room = so_far["room"]
    rules = _named_rules(table) if room is None else room.rules
    if deal_of(rules) is not None:
        return with_deal(rules, DEAL.decode(table, DEAL_KEY, so_far))
    if table.has(DEAL_KEY):
        raise table.error(DEAL_KEY, f"only a {GB.id} hand has one, not this {rules.id} one")
    return rules


@dataclass(frozen=True, kw_only=True)
class Replay:
    """A hand as its file keeps it (the fields in the file's order: the rule set's name
    comes first, its deal after the room)."""

    seed: Annotated[int, Bounds(0, MAX_SEED)]
    hand_number: Amount
    dealer: Annotated[int, Bounds(0, 1)]
    config: HandConfig
    rig: RigKind | None = None
    stage: Annotated[int, Bounds(1, STAGES)] = 1
    played_at: Annotated[str, MaxLength(PLAYED_AT_LENGTH)] = ""  # local "YYYY-MM-DD HH:MM:SS"
    summary: Summary
    actions: Annotated[tuple[Action, ...], ACTIONS]
    # a hand of a 欢乐豆 room (then ``rules`` is its rules)
    room: Annotated[RoomHand | None, Custom(_room_json, _read_room, inline=True)] = None
    rules: Annotated[RuleSet, Custom(deal_json, _read_rules, inline=True)] = ARCADE
    by: Annotated[Marks, BY] = ()  # (action index, who) where not the player

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
        seed=hand.seed,
        hand_number=hand.hand_number,
        dealer=hand.dealer,
        config=hand.config,
        rig=rig,
        stage=stage,
        played_at=played_at,
        summary=summary,
        actions=tuple(hand.actions),
        room=room,
        rules=hand.rules,
        by=marks,
    )


# ---------------------------------------------------------------- JSON
def replay_to_json(replay: Replay) -> dict[str, Any]:
    return {"format": FORMAT_VERSION, RULESET_KEY: replay.rules.id, **encode(replay)}


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
    _named_rules(top)  # the rule set's name first, as before: an unknown one is named first
    return decode(Replay, top)
