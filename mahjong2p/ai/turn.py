"""The CPU's own turn: which tile to discard, whether to declare 报听 with it, and whether
a kong (暗杠 / 加杠) is worth more than any discard."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.assess import Scored, assess, deal_in_cost, rank_discards
from mahjong2p.ai.choice import Option
from mahjong2p.ai.kongs import KONGS, hand_after_kong
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import kind_of


def turn_options(
    legal: Sequence[Action],
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
) -> list[Option]:
    """Every discard worth weighing, and every kong on offer, with their utilities."""
    plain: dict[int, Action] = {}  # per kind, its first discard without and with 报听
    declaring: dict[int, Action] = {}
    kongs = []
    for action in legal:
        if action.kind is ActionKind.DISCARD and action.tile is not None:
            offered = declaring if action.declare_ready else plain
            offered.setdefault(kind_of(action.tile), action)
        elif action.kind in KONGS:
            kongs.append(action)
    options = [
        Option(scored.utility, _discard(scored, plain, declaring, outlook, level))
        for scored in rank_discards(counts, melds, outlook, level)
        if scored.kind in plain
    ]
    for action in kongs:
        options.append(Option(_kong_utility(action, counts, melds, outlook, level), action))
    return options


def _discard(
    scored: Scored,
    plain: dict[int, Action],
    declaring: dict[int, Action],
    outlook: Outlook,
    level: Level,
) -> Action:
    """The discard of ``scored.kind``, declaring 报听 when the wait is good enough and,
    for a level that does not answer a 报听 with its own, the opponent has not declared."""
    found = scored.assessment
    ready = found.shanten == 0 and found.live >= level.ready_min_live
    if outlook.opponent_declared and not level.ready_against_declared:
        ready = False
    if ready and scored.kind in declaring:
        return declaring[scored.kind]
    return plain[scored.kind]


def _kong_utility(
    action: Action, counts: list[int], melds: tuple[Meld, ...], outlook: Outlook, level: Level
) -> float:
    """A kong is worth the hand it leaves plus the replacement draw; an added kong may be
    robbed (抢杠) by an opponent waiting on its tile."""
    after, new_melds = hand_after_kong(action, counts, melds)
    found = assess(after, new_melds, outlook, level, kong=True)
    if action.kind is not ActionKind.ADDED_KONG:
        return found.utility
    assert action.tile is not None
    return found.utility - deal_in_cost(kind_of(action.tile), found, outlook, level)
