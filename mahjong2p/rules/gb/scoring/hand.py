"""What is true of a 国标 winning hand whatever its reading: the tiles, the melds, the flags.

The situation flags are normalised here the way the Chinese Official rules (and the oracle,
``pymahjonggb``) read them, so that a flag the tiles contradict scores nothing:
和绝张 needs the winning tile to be the only concealed copy, and is certain when the
winner's own melds show the other three; 杠上开花 needs a kong among the melds; 抢杠和
needs the robbed tile to be nowhere in the winner's hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.gb.scoring.waits import is_unique_wait
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring.context import add_melds
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.tiles import COPIES

HONOUR_BASE = 27
SUIT_KINDS = 9
SUIT_RANGE = range(SUIT_KINDS)  # 万: the only suit of the 72-tile set
HONOUR_RANGE = range(HONOUR_BASE, HONOUR_BASE + 7)
LOWER_FOUR_TOP, UPPER_FOUR_BOTTOM = 3, 5  # ranks 1–4 and 6–9 as kinds


@dataclass(slots=True)
class GbHand:
    """The reading-independent facts (read-only once built; not frozen for speed).

    ``counts``: every tile by kind, melds included (a kong's four). ``meld_middles``: the
    called sequences by middle kind; ``meld_triplets``: the called triplets and all kongs.
    ``open_melds``: melds that break 门清 (all but concealed kongs).
    ``range_fan``: ``lower_four`` / ``upper_four`` when every tile lies in 1–4 / 6–9.
    """

    situation: GbSituation
    win_tile: int
    counts: tuple[int, ...]
    concealed_counts: tuple[int, ...]
    has_honours: bool
    has_suit: bool
    all_simples: bool
    all_honours: bool
    terminals_and_honours: bool
    range_fan: str
    self_draw: bool
    last_of_kind: bool
    kong_win: bool  # 杠上开花 on a self-draw, 抢杠和 on another's tile, after normalising
    wall_last: bool
    open_melds: int
    meld_middles: tuple[int, ...]
    meld_triplets: tuple[int, ...]
    melded_kongs: int
    concealed_kongs: int
    tile_hogs: int
    _unique_wait: int = -1

    @classmethod
    def of(
        cls,
        concealed_counts: Sequence[int],
        melds: Sequence[Meld],
        win_tile: int,
        situation: GbSituation,
    ) -> GbHand:
        counts = list(concealed_counts)
        sequences, triplets, kongs, concealed_kongs = add_melds(melds, counts)
        melded_kongs = kongs - concealed_kongs
        if max(counts) > COPIES:
            raise ValueError("a fifth copy of a tile")
        suit = [k for k in SUIT_RANGE if counts[k]]
        honours = [k for k in HONOUR_RANGE if counts[k]]
        has_honours = bool(honours)
        outer = len(honours) + (counts[0] > 0) + (counts[8] > 0)
        kinds = len(suit) + len(honours)
        self_draw = situation.win_by is WinBy.TSUMO
        shown = counts[win_tile] - concealed_counts[win_tile]
        single = concealed_counts[win_tile] == 1
        if self_draw:
            kong_win = situation.after_kong and kongs > 0
        else:
            kong_win = situation.win_by is WinBy.ROB_KONG and single and shown == 0
        return cls(
            situation=situation,
            win_tile=win_tile,
            counts=tuple(counts),
            concealed_counts=tuple(concealed_counts),
            has_honours=has_honours,
            has_suit=bool(suit),
            all_simples=not outer,
            all_honours=not suit,
            terminals_and_honours=bool(suit) and outer == kinds,
            range_fan="" if has_honours else _range_fan(suit),
            self_draw=self_draw,
            last_of_kind=shown == 3 or (situation.last_of_kind and single),
            kong_win=kong_win,
            wall_last=situation.last_tile,
            open_melds=len(melds) - concealed_kongs,
            meld_middles=tuple(first + 1 for first in sequences),
            meld_triplets=tuple(triplets),
            melded_kongs=melded_kongs,
            concealed_kongs=concealed_kongs,
            tile_hogs=counts.count(COPIES) - kongs,
        )

    def unique_wait(self) -> bool:
        """独听, asked only by readings that could score a wait fan (computed once)."""
        if self._unique_wait < 0:
            standing = list(self.concealed_counts)
            standing[self.win_tile] -= 1
            self._unique_wait = int(is_unique_wait(standing))
        return bool(self._unique_wait)


def _range_fan(suit: list[int]) -> str:
    """小于五 / 大于五 (every tile 1–4 / 6–9, 4 / 6 among them; 全小 / 全大 cannot be
    made from one suit's twelve tiles)."""
    ranks = {k % SUIT_KINDS for k in suit}
    if max(ranks) <= LOWER_FOUR_TOP and LOWER_FOUR_TOP in ranks:
        return "lower_four"
    if min(ranks) >= UPPER_FOUR_BOTTOM and UPPER_FOUR_BOTTOM in ranks:
        return "upper_four"
    return ""
