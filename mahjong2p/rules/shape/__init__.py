"""Hand shape over the four winning forms of RULES.md A6: shanten, wins and waits.

Pure functions on a 34-long list of concealed counts, by shape (a fifth copy of a kind
counts as possible); :mod:`.melded` adds the melds and the A8 meaning of "ready".
"""

from mahjong2p.rules.shape.draws import useful_draws
from mahjong2p.rules.shape.forms import (
    is_winning,
    loose_green_shanten,
    seven_pairs_shanten,
    shanten,
    shanten_after_discards,
    shanten_after_draws,
    standard_shanten,
    thirteen_orphans_shanten,
)
from mahjong2p.rules.shape.melded import (
    is_ready,
    is_winning_hand,
    melds_are_green,
    shanten_of,
    waits_of,
)
from mahjong2p.rules.shape.waits import shape_waits

__all__ = [
    "is_ready",
    "is_winning",
    "is_winning_hand",
    "loose_green_shanten",
    "melds_are_green",
    "seven_pairs_shanten",
    "shanten",
    "shanten_after_discards",
    "shanten_after_draws",
    "shanten_of",
    "shape_waits",
    "standard_shanten",
    "thirteen_orphans_shanten",
    "useful_draws",
    "waits_of",
]
