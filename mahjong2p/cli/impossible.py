"""Situations the ``score`` input can describe but no hand can reach (RULES.md A4, A5, A7,
A8), refused like malformed input instead of scored: 杠上开花 won by a discard, 天和 after a
call, a robbed kong the winner holds a copy of …

Each rule names the flags that cannot go together and says why in a few words; the list is
in docs/cli.md ("score: situations that cannot happen"). A test plays many random hands and
checks that the engine never produces one of them: this must refuse only the impossible.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong2p.rules.gb.scoring import GbSituation
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy, WinSituation


@dataclass(frozen=True, slots=True)
class Win:
    """A win as the ``score`` input describes it: concealed kinds (with the winning tile),
    the melds, the winning kind and the situation flags."""

    concealed: Sequence[int]
    melds: Sequence[Meld]
    win_tile: int
    situation: WinSituation | GbSituation

    @property
    def copies_of_win_tile(self) -> int:
        in_melds = sum(meld.kinds.count(self.win_tile) for meld in self.melds)
        return self.concealed.count(self.win_tile) + in_melds


@dataclass(frozen=True, slots=True)
class Rule:
    flags: str  # the input's own names, as the error line shows them
    why: str
    applies: Callable[[Win], bool]


def _by(win: Win) -> WinBy:
    return win.situation.win_by


RULES = (
    Rule(
        "after_kong with win_by ron or rob_kong",
        "杠上开花 is a self-draw of the kong's replacement tile",
        lambda w: w.situation.after_kong and _by(w) is not WinBy.TSUMO,
    ),
    Rule(
        "after_kong without a kong in melds",
        "杠上开花 needs the winner's own kong",
        lambda w: w.situation.after_kong and not any(m.kind.is_kong for m in w.melds),
    ),
    Rule(
        "haitei_round with win_by ron or rob_kong",
        "the 海底捞月 round is won only by drawing",
        lambda w: w.situation.haitei_round and _by(w) is not WinBy.TSUMO,
    ),
    Rule(
        "haitei_round with first_turn, after_kong or last_tile",
        "the 海底捞月 round comes after the live wall ran out without a win",
        lambda w: (
            w.situation.haitei_round
            and (w.situation.first_turn or w.situation.after_kong or w.situation.last_tile)
        ),
    ),
    Rule(
        "first_turn with melds",
        "天和/地和/人和 need a first turn before any call or kong",
        lambda w: w.situation.first_turn and bool(w.melds),
    ),
    Rule(
        "first_turn with declared_ready or ready_first_turn",
        "报听 is declared with a discard, and a first-turn win comes before the winner's first",
        lambda w: (
            w.situation.first_turn and (w.situation.declared_ready or w.situation.ready_first_turn)
        ),
    ),
    Rule(
        "first_turn with dealer and win_by ron",
        "the dealer's first-turn win is 天和, on the dealt tiles",
        lambda w: w.situation.first_turn and w.situation.dealer and _by(w) is WinBy.RON,
    ),
    Rule(
        "first_turn with last_tile",
        "the first turn is not the last tile of the wall",
        lambda w: w.situation.first_turn and w.situation.last_tile,
    ),
    Rule(
        "ready_first_turn without declared_ready",
        "天听 is a 报听",
        lambda w: w.situation.ready_first_turn and not w.situation.declared_ready,
    ),
    Rule(
        "ready_first_turn with melds",
        "天听 is declared before any call, and a hand is locked after 报听",
        lambda w: w.situation.ready_first_turn and bool(w.melds),
    ),
    Rule(
        "rob_kong with first_turn or last_tile",
        "a kong needs a pon called before it and a replacement tile left in the wall",
        lambda w: _by(w) is WinBy.ROB_KONG and (w.situation.first_turn or w.situation.last_tile),
    ),
    Rule(
        "rob_kong with another copy of win_tile in the hand",
        "the other three copies are in the robbed pon",
        lambda w: _by(w) is WinBy.ROB_KONG and w.copies_of_win_tile > 1,
    ),
)


def impossible_situation(win: Win, rules: Sequence[Rule] = RULES) -> str | None:
    """Why ``win`` cannot happen (the first of ``rules`` it breaks, as one line), or
    ``None``; the 72-tile game passes its own list (``cli/score_gb.py``)."""
    for rule in rules:
        if rule.applies(win):
            return f"{rule.flags}: cannot happen ({rule.why})"
    return None
