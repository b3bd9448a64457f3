"""One hand as a deterministic state machine (DESIGN.md), under a rule set.

A :class:`Hand` owns every tile of the hand. Agents ask :meth:`Hand.legal_actions`, pick one,
and :meth:`Hand.apply` it; each call returns the events it caused, and :attr:`Hand.log`
keeps them all, starting with the deal. Everything random comes from the hand's own RNG,
seeded by (seed, hand number), so (seed, hand number, dealer, config, rule set, actions)
replays a hand exactly. What the rule sets do differently — the wall and deal, flowers,
报听, the 海底捞月 round, the scorer and its minimum — is asked of :attr:`Hand.rules`.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules import legal
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind, IllegalActionError
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import (
    DeclaredReady,
    Discarded,
    Drew,
    Event,
    FlowerSetAside,
    HandEnded,
    HandsRevealed,
    Won,
)
from mahjong2p.rules.features.flow import FeatureFlow
from mahjong2p.rules.melding import MeldFlow
from mahjong2p.rules.phase import HandConfig, Phase, PhaseKind, reaction_phase, turn_phase
from mahjong2p.rules.ruleset import RuleSet, WinFlags
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.tiles import COPIES, NUM_KINDS
from mahjong2p.rules.view import PlayerView
from mahjong2p.rules.wall import hand_rng
from mahjong2p.rules.wall_end import WallEndFlow

FIRST_FLOWER_ID = NUM_KINDS * COPIES  # every id from here on is a flower (none in the arcade)


class InvariantError(AssertionError):
    """The engine lost, duplicated or misplaced a tile: always a bug in the engine."""


class Hand(FeatureFlow, MeldFlow, WallEndFlow):
    """The state of one hand and the only code that changes it (the stage features, the
    calls and the end of the wall are mixins, each in its own file)."""

    def __init__(
        self,
        seed: int,
        hand_number: int = 0,
        dealer: int = 0,
        config: HandConfig | None = None,
        wall_order: Sequence[int] | None = None,
        rules: RuleSet = ARCADE,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.hand_number = hand_number
        self.dealer = dealer
        self.config = config or HandConfig()
        if self.config.features_on and not rules.stage_features:
            raise ValueError(f"the {rules.id} rule set has no stage features")
        self.rng = hand_rng(seed, hand_number)
        self.wall = rules.table.new_wall(self.rng, wall_order, dealer)
        self.seats = (SeatState(), SeatState())
        self.move = 0
        self.any_call = False
        self.haitei_picked: dict[int, int] = {}
        self.winner: int | None = None
        self.log: list[Event] = []
        self.actions: list[Action] = []
        self.phase = Phase(PhaseKind.TURN, dealer)
        self._legal_cache: tuple[int, list[Action]] | None = None
        rules.table.deal(self)
        self._init_features()

    # ------------------------------------------------------------------ queries
    @property
    def is_over(self) -> bool:
        return self.phase.kind is PhaseKind.ENDED

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is, or ``None`` once the hand has ended."""
        return None if self.is_over else self.phase.seat

    def view(self, seat: int) -> PlayerView:
        """``seat``'s view of the hand so far, with this rule set's tiles: every client
        (the table, ``sim``, the review) takes its views from here, so none can build one
        of the wrong game."""
        view = PlayerView(seat, tile_set=self.rules.tiles)
        for event in self.log:
            view.observe(event)
        return view

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (cached until the next apply)."""
        return list(self._legal())

    def _legal(self) -> list[Action]:
        """The cached legal actions themselves (callers must not change the list)."""
        if self._legal_cache is None or self._legal_cache[0] != self.move:
            self._legal_cache = (self.move, legal.legal_actions(self))
        return self._legal_cache[1]

    # ------------------------------------------------------------------ the one mutator
    def apply(self, action: Action) -> list[Event]:
        """Apply one legal action; return the events it caused, in order."""
        if not _offered(action, self._legal()):
            raise IllegalActionError(self._why_illegal(action))
        self.actions.append(action)
        self.move += 1
        start = len(self.log)
        getattr(self, _HANDLERS[action.kind._value_])(action)
        return self.log[start:]

    def _why_illegal(self, action: Action) -> str:
        if self.is_over:
            return f"{action.kind.value}: the hand is over"
        if action.seat != self.phase.seat:
            return (
                f"{action.kind.value}: it is seat {self.phase.seat}'s decision, not {action.seat}'s"
            )
        kinds = sorted({a.kind.value for a in self.legal_actions()})
        return (
            f"{action}: not legal in the {self.phase.kind.value} phase (legal: {', '.join(kinds)})"
        )

    def _emit(self, *events: Event) -> None:
        self.log.extend(events)

    # ------------------------------------------------------------------ draws
    def _draw(self, seat_no: int, replacement: bool = False, for_kong: bool = True) -> None:
        """A draw from the front, or from the tail (``replacement``: a kong's, or with
        ``for_kong`` false a flower's, which does not make 杠上开花). A drawn flower is set
        aside and replaced at once (RULES.md B2)."""
        seat = self.seats[seat_no]
        tile = self.rules.table.draw(self, seat_no, replacement)
        seat.draw_tile(tile)
        seat.drawn = tile
        seat.draw_count += 1
        self._emit(Drew(seat_no, tile, replacement, self.wall.live_count))
        self.phase = turn_phase(seat_no, replacement and for_kong)
        if tile >= FIRST_FLOWER_ID:
            self._replace_flower(seat_no, tile)

    def _replace_flower(self, seat_no: int, tile: int) -> None:
        self.set_flower_aside(seat_no, tile)
        if self.wall.live_count == 0:  # nothing left to replace it with: 荒牌
            self._exhaust()
        else:
            self._draw(seat_no, replacement=True, for_kong=False)

    def set_flower_aside(self, seat_no: int, tile: int) -> None:
        """Move a flower from the seat's hand to its flowers, face up (also at the deal)."""
        seat = self.seats[seat_no]
        seat.concealed.remove(tile)
        seat.flowers.append(tile)
        if seat.drawn == tile:
            seat.drawn = None
        self._emit(FlowerSetAside(seat_no, tile))

    # ------------------------------------------------------------------ turn actions
    def _do_discard(self, action: Action) -> None:
        seat_no, tile = action.seat, action.tile
        assert tile is not None
        seat = self.seats[seat_no]
        if action.declare_ready:
            seat.declared_at = self.move
            seat.tian_ting = self._is_tian_ting(seat_no, tile)
            self._emit(DeclaredReady(seat_no, seat.tian_ting))
        seat.discard_tile(tile)
        tsumogiri, seat.drawn = tile == seat.drawn, None
        self._emit(Discarded(seat_no, tile, tsumogiri))
        if self.rules.haitei_round:  # only the 海底捞月 round asks who was ready longer
            seat.update_ready_since(self.move)
        self._after_discard(seat_no, tile)

    def _is_tian_ting(self, seat_no: int, tile: int) -> bool:
        """天听 (A5): the dealer's first discard, or the non-dealer's first draw discarded."""
        seat = self.seats[seat_no]
        if self.any_call or seat.discard_count:
            return False
        return seat_no == self.dealer or (seat.draw_count == 1 and tile == seat.drawn)

    def _after_discard(self, seat_no: int, tile: int) -> None:
        opponent = 1 - seat_no
        options = legal.reaction_actions(self, opponent, tile)
        if len(options) > 1:
            self.phase = reaction_phase(opponent, tile)
            self._legal_cache = (self.move, options)  # what legal_actions() would compute
        elif self.wall.live_count == 0:
            self._exhaust()
        else:
            self._draw_turn(opponent)

    def _do_tsumo(self, action: Action) -> None:
        seat = self.seats[action.seat]
        tile = seat.drawn if seat.drawn is not None else seat.concealed[-1]
        seat.concealed.remove(tile)
        first = not self.any_call and not seat.discard_count
        first = first and seat.draw_count == (0 if action.seat == self.dealer else 1)
        first = first and not (action.seat == self.dealer and seat.exchanges)
        last = self.wall.live_count == 0
        self._win(action.seat, WinBy.TSUMO, tile, first, self.phase.after_kong, last, False)

    # ------------------------------------------------------------------ reactions
    def _do_ron(self, action: Action) -> None:
        tile = self.phase.tile
        assert tile is not None
        self.seats[1 - action.seat].discards.remove(tile)
        dealer_first = self.seats[self.dealer].discard_count == 1
        first = not self.any_call and action.seat != self.dealer and dealer_first
        last = self.wall.live_count == 0
        self._win(action.seat, WinBy.RON, tile, first, False, last, False)

    def _do_pass(self, action: Action) -> None:
        if self.phase.kind is PhaseKind.CHOICE:
            self._decline_choice(action)
        elif self.phase.kind is PhaseKind.ROB_KONG:
            self._finish_kong(1 - action.seat)
        elif self.wall.live_count == 0:
            self._exhaust()
        else:
            self._draw_turn(action.seat)

    # ------------------------------------------------------------------ the end
    def _win(
        self,
        seat_no: int,
        win_by: WinBy,
        tile: int,
        first_turn: bool,
        after_kong: bool,
        last_tile: bool,
        haitei: bool,
    ) -> None:
        """Score and announce a win. ``tile`` is not in the winner's concealed tiles yet."""
        seat = self.seats[seat_no]
        seat.concealed.append(tile)
        flags = WinFlags(first_turn, after_kong, last_tile, haitei)
        score = self.rules.scoring.score(self, seat_no, win_by, tile, flags)
        self._emit(Won(seat_no, win_by, tile, tuple(seat.concealed), tuple(seat.melds), score))
        self.winner = seat_no
        self._end(seat_no)

    def _end(self, winner: int | None) -> None:
        next_dealer = self.dealer if winner is None else winner
        hands = (tuple(sorted(self.seats[0].concealed)), tuple(sorted(self.seats[1].concealed)))
        self._emit(HandsRevealed(hands))
        self._emit(HandEnded(winner, next_dealer))
        self.phase = Phase(PhaseKind.ENDED, self.dealer)

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        """Raise :class:`InvariantError` unless every tile of the rule set (136 or 72) is in
        exactly one place and the hand sizes fit the phase.

        ``sim`` checks this after every move, so it is one list of every place's tiles and
        a copy of the id set that the list's tiles are struck from, in C: as many places as
        the rule set has ids, and every id among them, is each id exactly once (the list
        is no longer than the ids, so no id can be there twice, nor anything else) — which
        also gives every kind exactly its copies (a kind is a function of the id). Only a
        tile set with flowers can have one in a hand.
        """
        tile_set = self.rules.tiles
        first, second = self.seats
        places = self.wall.tiles()
        places += first.concealed
        places += first.discards
        places += first.flowers
        places += second.concealed
        places += second.discards
        places += second.flowers
        for meld in first.melds:
            places += meld.tiles
        for meld in second.melds:
            places += meld.tiles
        unplaced = set(tile_set.id_set)
        unplaced.difference_update(places)
        if len(places) != tile_set.size or unplaced:
            missing = sorted(tile_set.id_set - set(places))
            raise InvariantError(
                f"tiles not accounted for: {len(places)} placed, missing {missing}"
            )
        if tile_set.flowers and max([*first.concealed, *second.concealed, 0]) >= FIRST_FLOWER_ID:
            raise InvariantError("a flower is in a concealed hand")
        phase = self.phase
        if phase.kind is not PhaseKind.ENDED:
            turn_seat = phase.turn_seat
            for seat_no, seat in enumerate(self.seats):
                size = len(seat.concealed) + 3 * len(seat.melds)
                if size != (14 if turn_seat == seat_no else 13):
                    raise InvariantError(f"seat {seat_no} holds {size} tiles in {phase}")


def _offered(action: Action, legal: list[Action]) -> bool:
    """Whether ``action`` is among ``legal``: agents pass back one of the offered records,
    found by identity before any field-by-field comparison (an equal copy also counts)."""
    for offered in legal:
        if offered is action:
            return True
    return action in legal


# The method that carries out each kind of action, by the kind's value (a str: an enum
# member hashes in Python, its value in C).
_HANDLERS = {kind.value: f"_do_{kind.value}" for kind in (*ActionKind, *ChoiceActionKind)}
