"""What the game does for the player without asking, so it never costs them a win.

The turn timer's default (RULES.md A4 keeps the safest one: pass on calls, decline an
offer, discard the drawn tile) has one exception: after 报听 the player has asked the game
to play for them, so a win on offer is taken. The settings' 自动和牌 takes every win at
once and 自动过 passes on every 吃 / 碰 / 明杠 offer (a win is never passed for them).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules.actions import Action, ActionKind

WIN_KINDS = frozenset({ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG})
CALL_KINDS = frozenset({ActionKind.CHI, ActionKind.PON, ActionKind.OPEN_KONG})


def winning_action(legal: Sequence[Action]) -> Action | None:
    """The win among the legal actions (自摸, 和 or 抢杠), if there is one."""
    return next((a for a in legal if a.kind in WIN_KINDS), None)


def timeout_action(
    legal: Sequence[Action], drawn: int | None, declared_ready: bool = False
) -> Action:
    """What the turn timer does when it runs out: after 报听 a win on offer is taken;
    otherwise the safest default — pass on calls and wins, decline a stage feature's offer
    (PASS keeps everything as it was), discard the drawn tile (or, after a call, the last
    tile), pick the first 海底 tile."""
    win = winning_action(legal) if declared_ready else None
    if win is not None:
        return win
    passes = [a for a in legal if a.kind is ActionKind.PASS]
    if passes:
        return passes[0]
    discards = [a for a in legal if a.kind is ActionKind.DISCARD and not a.declare_ready]
    if discards:
        return next((a for a in discards if a.tile == drawn), discards[-1])
    return legal[0]


def auto_answer(legal: Sequence[Action], auto_win: bool, auto_pass: bool) -> Action | None:
    """The answer the settings give without asking, or ``None`` (the player decides):
    自动和牌 takes a win; 自动过 passes on a call offer that holds no win."""
    win = winning_action(legal)
    if win is not None:
        return win if auto_win else None
    if auto_pass and any(a.kind in CALL_KINDS for a in legal):
        return next((a for a in legal if a.kind is ActionKind.PASS), None)
    return None
