"""One hand of the arcade game as a deterministic state machine (DESIGN.md).

A :class:`Hand` owns every tile of the hand. Agents ask :meth:`Hand.legal_actions`, pick one,
and :meth:`Hand.apply` it; each call returns the events it caused, and :attr:`Hand.log`
keeps them all, starting with the deal. Everything random comes from the hand's own RNG,
seeded by (seed, hand number), so (seed, hand number, dealer, config, actions) replays a
hand exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules import legal
from mahjong2p.rules.actions import Action, IllegalActionError
from mahjong2p.rules.events import (
    Called,
    Dealt,
    DeclaredReady,
    Discarded,
    Drew,
    Event,
    HaiteiDrew,
    HaiteiStarted,
    HandEnded,
    HandsRevealed,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    KongRobbed,
    WallExhausted,
    Won,
)
from mahjong2p.rules.features.flow import FeatureFlow
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.phase import HandConfig, Phase, PhaseKind
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.tiles import NUM_TILES, kind_of
from mahjong2p.rules.wall import Wall, hand_rng

DEALER_TILES = 14
NON_DEALER_TILES = 13


class InvariantError(AssertionError):
    """The engine lost, duplicated or misplaced a tile: always a bug in the engine."""


def other(seat: int) -> int:
    return 1 - seat


class Hand(FeatureFlow):
    """The state of one hand and the only code that changes it (the stage features'
    operations are in :class:`FeatureFlow`, kept in their own file)."""

    def __init__(
        self,
        seed: int,
        hand_number: int = 0,
        dealer: int = 0,
        config: HandConfig | None = None,
        wall_order: Sequence[int] | None = None,
    ) -> None:
        self.seed = seed
        self.hand_number = hand_number
        self.dealer = dealer
        self.config = config or HandConfig()
        self.rng = hand_rng(seed, hand_number)
        self.wall = Wall(self.rng, wall_order)
        self.seats = (SeatState(), SeatState())
        self.move = 0
        self.any_call = False
        self.haitei_picked: dict[int, int] = {}
        self.winner: int | None = None
        self.log: list[Event] = []
        self.actions: list[Action] = []
        self.phase = Phase(PhaseKind.TURN, dealer)
        self._legal_cache: tuple[int, list[Action]] | None = None
        self._deal()
        self._init_features()

    # ------------------------------------------------------------------ queries
    @property
    def is_over(self) -> bool:
        return self.phase.kind is PhaseKind.ENDED

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is, or ``None`` once the hand has ended."""
        return None if self.is_over else self.phase.seat

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (cached until the next apply)."""
        if self._legal_cache is None or self._legal_cache[0] != self.move:
            self._legal_cache = (self.move, legal.legal_actions(self))
        return list(self._legal_cache[1])

    # ------------------------------------------------------------------ the one mutator
    def apply(self, action: Action) -> list[Event]:
        """Apply one legal action; return the events it caused, in order."""
        if action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))
        self.actions.append(action)
        self.move += 1
        start = len(self.log)
        handler = getattr(self, f"_do_{action.kind.value}")
        handler(action)
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

    # ------------------------------------------------------------------ deal and draws
    def _deal(self) -> None:
        self._emit(HandStarted(self.hand_number, self.dealer, len(self.wall.live)))
        for seat_no in (self.dealer, other(self.dealer)):
            count = DEALER_TILES if seat_no == self.dealer else NON_DEALER_TILES
            tiles = self.wall.deal(count)
            self.seats[seat_no].concealed = tiles
            self._emit(Dealt(seat_no, count, tuple(tiles)))
        self._reveal_indicator()
        self.seats[other(self.dealer)].update_ready_since(self.move)

    def _reveal_indicator(self) -> None:
        tile = self.wall.reveal_indicator()
        if tile is not None:
            self._emit(IndicatorRevealed(tile))

    def _draw(self, seat_no: int, replacement: bool = False) -> None:
        seat = self.seats[seat_no]
        tile = self.wall.draw_replacement() if replacement else self.wall.draw()
        seat.concealed.append(tile)
        seat.drawn = tile
        seat.draw_count += 1
        self._emit(Drew(seat_no, tile, replacement, self.wall.live_count))
        self.phase = Phase(PhaseKind.TURN, seat_no, after_kong=replacement)

    # ------------------------------------------------------------------ turn actions
    def _do_discard(self, action: Action) -> None:
        seat_no, tile = action.seat, action.tile
        assert tile is not None
        seat = self.seats[seat_no]
        if action.declare_ready:
            seat.declared_at = self.move
            seat.tian_ting = self._is_tian_ting(seat_no, tile)
            self._emit(DeclaredReady(seat_no, seat.tian_ting))
        seat.concealed.remove(tile)
        seat.discards.append(tile)
        seat.discard_count += 1
        tsumogiri, seat.drawn = tile == seat.drawn, None
        self._emit(Discarded(seat_no, tile, tsumogiri))
        seat.update_ready_since(self.move)
        self._after_discard(seat_no, tile)

    def _is_tian_ting(self, seat_no: int, tile: int) -> bool:
        """天听 (A5): the dealer's first discard, or the non-dealer's first draw discarded."""
        seat = self.seats[seat_no]
        if self.any_call or seat.discard_count:
            return False
        return seat_no == self.dealer or (seat.draw_count == 1 and tile == seat.drawn)

    def _after_discard(self, seat_no: int, tile: int) -> None:
        opponent = other(seat_no)
        options = legal.reaction_actions(self, opponent, tile)
        if len(options) > 1:
            self.phase = Phase(PhaseKind.REACTION, opponent, tile=tile)
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
        last = self.wall.live_count == 0
        self._win(action.seat, WinBy.TSUMO, tile, first, self.phase.after_kong, last, False)

    def _do_concealed_kong(self, action: Action) -> None:
        seat = self.seats[action.seat]
        for t in action.tiles:
            seat.concealed.remove(t)
        meld = Meld(MeldKind.CONCEALED_KONG, tuple(sorted(action.tiles)))
        seat.melds.append(meld)
        seat.drawn = None  # the replacement draw is the next drawn tile, as views see it
        self._emit(KongDeclared(action.seat, meld))
        self._finish_kong(action.seat)

    def _do_added_kong(self, action: Action) -> None:
        tile = action.tile
        assert tile is not None
        seat = self.seats[action.seat]
        index = next(
            i
            for i, m in enumerate(seat.melds)
            if m.kind is MeldKind.PON and m.first_kind == kind_of(tile)
        )
        pon = seat.melds[index]
        seat.concealed.remove(tile)
        seat.drawn = None  # as for a concealed kong (and a robbed kong draws nothing more)
        meld = Meld(MeldKind.ADDED_KONG, tuple(sorted((*pon.tiles, tile))), pon.called)
        seat.melds[index] = meld
        self._emit(KongDeclared(action.seat, meld))
        robber = other(action.seat)
        if self.seats[robber].wins_with(tile):
            self.phase = Phase(PhaseKind.ROB_KONG, robber, tile=tile)
        else:
            self._finish_kong(action.seat)

    def _finish_kong(self, seat_no: int) -> None:
        self.any_call = True
        self._reveal_indicator()
        self._draw(seat_no, replacement=True)

    # ------------------------------------------------------------------ reactions
    def _do_ron(self, action: Action) -> None:
        tile = self.phase.tile
        assert tile is not None
        self.seats[other(action.seat)].discards.remove(tile)
        dealer_first = self.seats[self.dealer].discard_count == 1
        first = not self.any_call and action.seat != self.dealer and dealer_first
        last = self.wall.live_count == 0
        self._win(action.seat, WinBy.RON, tile, first, False, last, False)

    def _do_pass(self, action: Action) -> None:
        if self.phase.kind is PhaseKind.CHOICE:
            self._decline_choice(action)
        elif self.phase.kind is PhaseKind.ROB_KONG:
            self._finish_kong(other(action.seat))
        elif self.wall.live_count == 0:
            self._exhaust()
        else:
            self._draw_turn(action.seat)

    def _call(self, action: Action, kind: MeldKind) -> None:
        tile = self.phase.tile
        assert tile is not None
        seat = self.seats[action.seat]
        self.seats[other(action.seat)].discards.remove(tile)
        for t in action.tiles:
            seat.concealed.remove(t)
        meld = Meld(kind, tuple(sorted((*action.tiles, tile))), tile)
        seat.melds.append(meld)
        seat.drawn = None
        self.any_call = True
        self._emit(Called(action.seat, meld))
        self.phase = Phase(PhaseKind.TURN, action.seat, after_call=True)

    def _do_chi(self, action: Action) -> None:
        self._call(action, MeldKind.CHI)

    def _do_pon(self, action: Action) -> None:
        self._call(action, MeldKind.PON)

    def _do_open_kong(self, action: Action) -> None:
        self._call(action, MeldKind.KONG)
        self._finish_kong(action.seat)

    def _do_rob_kong(self, action: Action) -> None:
        tile = self.phase.tile
        assert tile is not None
        victim = self.seats[other(action.seat)]
        index = next(i for i, m in enumerate(victim.melds) if tile in m.tiles)
        kong = victim.melds[index]
        victim.melds[index] = Meld(
            MeldKind.PON, tuple(t for t in kong.tiles if t != tile), kong.called
        )
        self._emit(KongRobbed(action.seat, tile))
        self._win(action.seat, WinBy.ROB_KONG, tile, False, False, False, False)

    # ------------------------------------------------------------------ the end
    def _exhaust(self) -> None:
        ready = (self.seats[0].is_ready(), self.seats[1].is_ready())
        self._emit(WallExhausted(ready))
        if not any(ready):
            self._end(None)
            return
        seat_no = self._haitei_seat(ready)
        self._emit(HaiteiStarted(seat_no, self.config.haitei_draws))
        self.phase = Phase(PhaseKind.HAITEI, seat_no, draws_left=self.config.haitei_draws)

    def _haitei_seat(self, ready: tuple[bool, bool]) -> int:
        """Who draws when the wall is exhausted (A8): the only ready seat, else the one ready
        longer — an earlier 报听 first, a 报听 before no 报听, else the longer unbroken run."""
        if ready[0] != ready[1]:
            return 0 if ready[0] else 1

        def seniority(seat_no: int) -> tuple[int, int, int]:
            seat = self.seats[seat_no]
            if seat.declared_at is not None:
                return (0, seat.declared_at, seat_no)
            return (1, seat.ready_since or 0, seat_no)

        return min((0, 1), key=seniority)

    def _do_haitei_pick(self, action: Action) -> None:
        slot = action.tile
        assert slot is not None
        tile = self.wall.dead[slot]
        self.haitei_picked[slot] = tile
        self._emit(HaiteiDrew(action.seat, slot, tile))
        if self.seats[action.seat].wins_with(tile):
            self.wall.take_dead(slot)
            self._win(action.seat, WinBy.TSUMO, tile, False, False, False, True)
            return
        left = self.phase.draws_left - 1
        if left == 0:
            self._end(None)
        else:
            self.phase = Phase(PhaseKind.HAITEI, action.seat, draws_left=left)

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
        situation = WinSituation(
            win_by=win_by,
            dealer=seat_no == self.dealer,
            declared_ready=seat.declared_ready,
            ready_first_turn=seat.tian_ting,
            first_turn=first_turn,
            after_kong=after_kong and win_by is WinBy.TSUMO,
            last_tile=last_tile,
            haitei_round=haitei,
            flower_indicators=tuple(kind_of(t) for t in self.wall.indicators),
        )
        seat.concealed.append(tile)
        kinds = [kind_of(t) for t in seat.concealed]
        score = score_win(kinds, seat.melds, kind_of(tile), situation)
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
        """Raise :class:`InvariantError` unless every one of the 136 tiles is in exactly one
        place and the hand sizes fit the phase. (Each kind then has its four tiles: a
        tile's kind is its id divided by four, so 0–135 once each are four of every kind.)"""
        places = [*self.wall.tiles()]
        for seat in self.seats:
            places.extend(seat.all_tiles())
        places.sort()
        if places != list(range(NUM_TILES)):
            missing = sorted(set(range(NUM_TILES)) - set(places))
            raise InvariantError(
                f"tiles not accounted for: {len(places)} placed, missing {missing}"
            )
        if not self.is_over:
            self._check_sizes()

    def _check_sizes(self) -> None:
        for seat_no, seat in enumerate(self.seats):
            size = len(seat.concealed) + 3 * len(seat.melds)
            if size != (14 if self.phase.turn_seat == seat_no else 13):
                raise InvariantError(f"seat {seat_no} holds {size} tiles in {self.phase}")
