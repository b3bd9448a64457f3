"""What one seat knows: a view folded from that seat's redacted events only.

The CPU decides from a :class:`PlayerView` and nothing else, so it cannot see the human's
hand or the walls even by accident: the view never receives those tiles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.events import (
    HIDDEN_FROM_OPPONENT,
    Called,
    ChoiceDeclined,
    ChoiceOffered,
    Dealt,
    DeclaredReady,
    Discarded,
    DrawChosen,
    Drew,
    Event,
    FlowerSetAside,
    HaiteiDrew,
    HandsRevealed,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    KongRobbed,
    TilesExchanged,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import COPIES, NUM_KINDS
from mahjong2p.rules.tileset import TileSet


@dataclass
class PlayerView:
    """One seat's knowledge of the hand: own tiles, and every public fact.

    ``choice`` is the stage feature's choice this seat is answering (its offer as this
    seat saw it), or ``None``; an agent reads it to tell the choices apart. ``tile_set`` is
    the rule set's (how many of each kind exist): a required keyword with no default, so no
    view of the 72-tile game can count tiles of the arcade's by accident (the hand gives it,
    :meth:`~mahjong2p.rules.hand.Hand.view`); ``flowers`` the flowers each seat set aside.
    ``shown_hands``: both seats' concealed tiles once the hand's end lays them open.
    """

    seat: int
    tile_set: TileSet = field(kw_only=True)
    dealer: int = 0
    hand_number: int = 0
    live_count: int = 0
    concealed: list[int] = field(default_factory=list)
    drawn: int | None = None
    opponent_tile_count: int = 0
    melds: tuple[list[Meld], list[Meld]] = field(default_factory=lambda: ([], []))
    discards: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    declared_ready: list[bool] = field(default_factory=lambda: [False, False])
    indicators: list[int] = field(default_factory=list)
    revealed: list[int] = field(default_factory=list)
    last_discard: int | None = None
    choice: ChoiceOffered | None = None
    flowers: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    shown_hands: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    def observe(self, event: Event) -> None:
        """Fold one event in; events meant for the other seat are redacted first."""
        fold = _FOLDS.get(type(event))
        if fold is None:
            return  # nothing this view keeps
        hide, handler = fold
        if hide is not None and event.seat != self.seat:  # type: ignore[union-attr]
            event = hide(event)  # what redact() gives, for the same kind of event
        handler(self, event)

    def visible_counts(self) -> list[int]:
        """How many of each kind this seat can see: own hand, all melds, ponds, indicators."""
        counts = [0] * NUM_KINDS
        for tile in self.visible_tiles():
            counts[tile // COPIES] += 1  # kind_of, inlined: every decision counts ~60 tiles
        return counts

    def visible_tiles(self) -> list[int]:
        tiles = [*self.concealed, *self.indicators, *self.revealed]
        for seat in (0, 1):
            tiles.extend(self.discards[seat])
            tiles.extend(t for m in self.melds[seat] for t in m.tiles)
        return tiles

    def unseen_counts(self) -> list[int]:
        """Per kind, copies this seat has not seen (in the walls or the opponent's hand)."""
        return [c - n for c, n in zip(self.tile_set.copies, self.visible_counts(), strict=True)]

    # ---------------------------------------------------------------- event handlers
    def _started(self, event: HandStarted) -> None:
        self.dealer, self.hand_number, self.live_count = (
            event.dealer,
            event.hand_number,
            event.live_count,
        )

    def _dealt(self, event: Dealt) -> None:
        self.live_count -= event.count
        if event.seat == self.seat:
            assert event.tiles is not None
            self.concealed = list(event.tiles)
        else:
            self.opponent_tile_count = event.count

    def _drew(self, event: Drew) -> None:
        self.live_count = event.live_left
        if event.seat == self.seat:
            assert event.tile is not None
            self.concealed.append(event.tile)
            self.drawn = event.tile
        else:
            self.opponent_tile_count += 1

    def _discarded(self, event: Discarded) -> None:
        self.discards[event.seat].append(event.tile)
        self.last_discard = event.tile
        if event.seat == self.seat:
            self.concealed.remove(event.tile)
            self.drawn = None
        else:
            self.opponent_tile_count -= 1

    def _called(self, event: Called) -> None:
        assert event.meld.called is not None
        self.discards[1 - event.seat].remove(event.meld.called)
        self.last_discard = None
        self._take_from_hand(event.seat, [t for t in event.meld.tiles if t != event.meld.called])
        self.melds[event.seat].append(event.meld)

    def _kong_declared(self, event: KongDeclared) -> None:
        melds = self.melds[event.seat]
        if event.meld.kind is MeldKind.ADDED_KONG:
            index = next(i for i, m in enumerate(melds) if set(m.tiles) <= set(event.meld.tiles))
            added = [t for t in event.meld.tiles if t not in melds[index].tiles]
            melds[index] = event.meld
            self._take_from_hand(event.seat, added)
        else:
            melds.append(event.meld)
            self._take_from_hand(event.seat, list(event.meld.tiles))

    def _kong_robbed(self, event: KongRobbed) -> None:
        melds = self.melds[1 - event.seat]
        index = next(i for i, m in enumerate(melds) if event.tile in m.tiles)
        kong = melds[index]
        rest = tuple(t for t in kong.tiles if t != event.tile)
        melds[index] = Meld(MeldKind.PON, rest, kong.called)

    def _take_from_hand(self, seat: int, tiles: list[int]) -> None:
        if seat == self.seat:
            for t in tiles:
                self.concealed.remove(t)
            self.drawn = None
        else:
            self.opponent_tile_count -= len(tiles)

    def _declared(self, event: DeclaredReady) -> None:
        self.declared_ready[event.seat] = True

    def _flower(self, event: FlowerSetAside) -> None:
        self.flowers[event.seat].append(event.tile)
        self._take_from_hand(event.seat, [event.tile])

    def _indicator(self, event: IndicatorRevealed) -> None:
        self.indicators.append(event.tile)

    def _haitei(self, event: HaiteiDrew) -> None:
        self.revealed.append(event.tile)

    def _choice_offered(self, event: ChoiceOffered) -> None:
        if event.seat == self.seat:
            self.choice = event

    def _choice_closed(self, event: ChoiceDeclined | DrawChosen) -> None:
        if event.seat == self.seat:
            self.choice = None

    def _exchanged(self, event: TilesExchanged) -> None:
        """The seat's own tiles changed; the opponent's count did not."""
        if event.seat != self.seat:
            return
        assert event.given is not None and event.received is not None
        for gone in event.given:
            self.concealed.remove(gone)
        self.concealed.extend(event.received)
        if self.drawn in event.given:
            self.drawn = None
        self.choice = None

    def _hands_revealed(self, event: HandsRevealed) -> None:
        self.shown_hands = event.concealed


_HANDLERS = {
    HandStarted: PlayerView._started,
    Dealt: PlayerView._dealt,
    Drew: PlayerView._drew,
    Discarded: PlayerView._discarded,
    Called: PlayerView._called,
    KongDeclared: PlayerView._kong_declared,
    KongRobbed: PlayerView._kong_robbed,
    DeclaredReady: PlayerView._declared,
    IndicatorRevealed: PlayerView._indicator,
    HaiteiDrew: PlayerView._haitei,
    ChoiceOffered: PlayerView._choice_offered,
    ChoiceDeclined: PlayerView._choice_closed,
    DrawChosen: PlayerView._choice_closed,
    TilesExchanged: PlayerView._exchanged,
    FlowerSetAside: PlayerView._flower,
    HandsRevealed: PlayerView._hands_revealed,
}

# Per kind of event: how the other seat's copy is redacted (None: it is not), and the
# handler, found in one lookup.
_FOLDS = {kind: (HIDDEN_FROM_OPPONENT.get(kind), handler) for kind, handler in _HANDLERS.items()}
