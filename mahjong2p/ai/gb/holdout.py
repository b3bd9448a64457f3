"""Passing a 点和 to play on for 自摸 (RULES.md B6: a self-drawn win pays three times).

Nearly every win of this game pays the 13-point cap, so a win on the opponent's discard
is worth 13 points × 1 and the same win self-drawn 13 × 3. A ready hand that passes keeps
its waits (there is no 振听); it risks the opponent's win instead. The rest of the hand is
a race of the two seats, turn by turn: this seat self-draws with the share of its live
waits among the unseen tiles, the opponent wins with a hazard that grows with how ready
they look. Playing on is worth its chance to self-draw first × that win, less the
opponent's chance to win first × a typical win of theirs; the discard is passed when that
beats the 点和's own beans now. A bean player does this with a wide wait early in the
hand, never with a thin one, never on the last discard. Later 点和 chances are left out:
the estimate errs on the side of taking the win.
"""

from __future__ import annotations

from mahjong2p.ai.gb.outlook import GbOutlook
from mahjong2p.ai.gb.wins import DISCARD, MEAN_RATE, SELF_DRAW, beans, scored_wait
from mahjong2p.ai.gb.worth import ready_waits
from mahjong2p.rules.gb.scoring.result import POINTS_CAP
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import kind_of

# What the opponent's win costs on average: the cap, self-drawn about half the time.
OPPONENT_WIN = POINTS_CAP * MEAN_RATE
# The opponent's chance to win per turn: a ready hand's (its live waits among the unseen
# tiles, and this seat's discards of drawn tiles) and a floor for one that is not ready yet.
READY_HAZARD, FLOOR_HAZARD = 0.3, 0.06


def plays_on(counts: list[int], melds: tuple[Meld, ...], discard: int, outlook: GbOutlook) -> bool:
    """Whether the ready 13-equivalent hand ``counts`` should pass the 点和 on the
    physical tile ``discard`` (see the module docstring)."""
    key, kind = bytes(counts), kind_of(discard)
    (tsumo_fan, tsumo_total), (ron_fan, ron_total) = scored_wait(
        key, melds, kind, outlook.seat_wind
    )
    now = beans(ron_fan, ron_total, outlook.flowers, DISCARD)
    later = beans(tsumo_fan, tsumo_total, outlook.flowers, SELF_DRAW)
    turns = outlook.live_wall // 2
    live = sum(outlook.unseen[w] for w in ready_waits(key, len(melds)))
    mine = live / max(sum(outlook.unseen), 1)
    theirs = FLOOR_HAZARD + (READY_HAZARD - FLOOR_HAZARD) * outlook.threat
    either = 1 - (1 - mine - theirs) ** turns if mine + theirs < 1 else 1.0
    share = either / (mine + theirs)
    return share * (mine * later - theirs * OPPONENT_WIN) > now
