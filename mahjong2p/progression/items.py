"""The three items of the shop (RULES.md A9 特殊玩法).

乾坤大挪移 acts between hands (it rigs the next deal); the other two are used at the table,
where the engine knows them as choices (:class:`~mahjong2p.rules.features.choice.Choice`)
with the same ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from mahjong2p.rules.features.choice import Choice, ItemStock


class Item(Enum):
    """The values are the ids of ``levels/economy.toml`` [prices] and the save data."""

    QIAN_KUN_DA_NUO_YI = "qian_kun_da_nuo_yi"  # 乾坤大挪移: the next hand is rigged
    TOU_TIAN_HUAN_RI = "tou_tian_huan_ri"  # 偷天换日: one tile into a chosen kind
    YI_HUA_JIE_MU = "yi_hua_jie_mu"  # 移花接木: three tiles into a random triplet


def item_of(choice: Choice) -> Item:
    """The item a table item's choice spends (the ids are the same)."""
    if not choice.is_item:
        raise ValueError(f"{choice.value} is not an item")
    return Item(choice.value)


def table_stock(held: Mapping[Item, int]) -> ItemStock:
    """The table items among ``held``, as the engine's hand configuration takes them."""
    return ItemStock(
        tou_tian_huan_ri=held.get(Item.TOU_TIAN_HUAN_RI, 0),
        yi_hua_jie_mu=held.get(Item.YI_HUA_JIE_MU, 0),
    )
