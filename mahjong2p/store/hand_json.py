"""The parts of a hand that both a save (the hand in progress) and a replay file store:
the engine's config, the rigged-deal kind and the actions — read here once, each value
checked, so a hand-edited ``"haitei_draws": "3"`` is a one-line error naming the key in
either file instead of a crash when the hand reaches the 海底捞月 round.
"""

from __future__ import annotations

from mahjong2p.progression.deal import RigKind
from mahjong2p.progression.levels import MAX_HAITEI_DRAWS, MAX_ITEMS
from mahjong2p.rules.actions import Action
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.phase import HandConfig
from mahjong2p.store.fields import Fields


def hand_config(table: Fields, items: Fields, feature_seat: bool = False) -> HandConfig:
    """The config in ``table`` with the item counts in ``items`` (the save keeps them in
    the same table, a replay in its own); ``feature_seat`` only where it is stored."""
    config = HandConfig(
        haitei_draws=table.integer("haitei_draws", minimum=1, maximum=MAX_HAITEI_DRAWS),
        feature_seat=table.integer("feature_seat", maximum=1) if feature_seat else 0,
        opening_swap=table.flag("opening_swap"),
        draw_choice_chance=table.probability("draw_choice_chance"),
        triplet_offer_chance=table.probability("triplet_offer_chance"),
        items=ItemStock(
            tou_tian_huan_ri=items.integer("tou_tian_huan_ri", maximum=MAX_ITEMS),
            yi_hua_jie_mu=items.integer("yi_hua_jie_mu", maximum=MAX_ITEMS),
        ),
    )
    return config


def rig_kind(table: Fields) -> RigKind | None:
    """The ``rig`` key: null for a fair deal, else one of the rigged-deal kinds."""
    if table.is_null("rig"):
        return None
    return RigKind(table.one_of("rig", [r.value for r in RigKind]))


def actions(table: Fields) -> tuple[Action, ...]:
    """The ``actions`` list, each entry an action's JSON form (whether they replay is the
    caller's check: it needs the dealt hand)."""
    found = []
    for index, raw in enumerate(table.entries("actions")):
        try:
            found.append(Action.from_json(raw))
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
            raise table.error(f"actions[{index}]", "not an action") from None
    return tuple(found)
