"""The parts of a hand that the save (the hand in progress), a replay file and the 欢乐豆
table's file store: the engine's config, the deal version and the actions — their limits
said here once, so a hand-edited ``"haitei_draws": "3"`` is a one-line error naming the
key in every file instead of a crash when the hand reaches the 海底捞月 round. The engine's
classes learn nothing of files: their marks are given here
(:func:`~mahjong2p.codec.core.describe`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mahjong2p.codec.core import decode, describe, encode
from mahjong2p.codec.fields import MAX_HAITEI_DRAWS, MAX_ITEMS, Fields
from mahjong2p.codec.marks import Bounds, Custom, Probability, Reading, Stored
from mahjong2p.rules.actions import Action
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.gb.deals import DEAL_VERSION, FIRST_DEAL
from mahjong2p.rules.phase import HandConfig

describe(ItemStock, tou_tian_huan_ri=Bounds(0, MAX_ITEMS), yi_hua_jie_mu=Bounds(0, MAX_ITEMS))
describe(
    HandConfig,
    haitei_draws=Bounds(1, MAX_HAITEI_DRAWS),
    feature_seat=Bounds(0, 1),
    draw_choice_chance=Probability(),
    triplet_offer_chance=Probability(),
    items=Stored(noun="item", early=True),
)


def _flat_config_json(config: HandConfig) -> dict[str, Any]:
    """The config without its feature seat, the item counts beside it (the save's plan)."""
    flat = encode(config)
    del flat["feature_seat"]
    flat.update(flat.pop("items"))
    return flat


def _read_flat_config(table: Fields, key: str, _: Reading) -> HandConfig:
    config = decode(HandConfig, table, finish=False, feature_seat=0, items=ItemStock())
    return replace(config, items=decode(ItemStock, table, finish=False))


def actions(table: Fields, key: str = "actions") -> tuple[Action, ...]:
    """The list ``key``, each entry an action's JSON form (whether they replay is the
    caller's check: it needs the dealt hand)."""
    found = []
    for index, raw in enumerate(table.entries(key)):
        try:
            found.append(Action.from_json(raw))
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
            raise table.error(f"{key}[{index}]", "not an action") from None
    return tuple(found)


def _actions_json(taken: Sequence[Action]) -> list[dict[str, object]]:
    return [action.to_json() for action in taken]


def _deal(table: Fields, key: str, _: Reading) -> int:
    """The 72-tile deal's version; a file written before the key existed: deal 1."""
    if not table.has(key):
        return FIRST_DEAL
    return table.integer(key, minimum=FIRST_DEAL, maximum=DEAL_VERSION)


ACTIONS = Custom(_actions_json, lambda table, key, _: actions(table, key))
DEAL = Custom(lambda deal: deal, _deal)
# the save's plan keeps the config's values (no feature seat) and the item counts among its
# own keys; a replay keeps the config as a table of its own
FLAT_CONFIG = Custom(_flat_config_json, _read_flat_config, inline=True)


def key_of(seed: int, hand_number: int) -> str:
    """The key a hand's lines carry in the files that follow a hand in play (the journal,
    the 欢乐豆 account's open-hand mark): its seed and number."""
    return f"{seed}/{hand_number}"
