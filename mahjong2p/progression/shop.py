"""The shop between hands and 乾坤大挪移 (RULES.md A9 特殊玩法, stages with items)."""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Levels, StageFeature
from mahjong2p.progression.run import Run, RunError


class Refusal(Enum):
    """Why a purchase is refused, as a value the shop screen can put into words."""

    NO_SHOP = "no_shop"
    MAX_HELD = "max_held"
    CREDITS = "credits"


def refusal(run: Run, levels: Levels, item: Item) -> Refusal | None:
    """Why ``item`` cannot be bought now, or ``None``. A purchase must leave the stage's
    bet, so buying never loses the run by itself."""
    stage = levels.stage(run.stage)
    economy = levels.economy
    if not stage.has(StageFeature.ITEMS):
        return Refusal.NO_SHOP
    if run.items[item] >= economy.max_held:
        return Refusal.MAX_HELD
    if run.credits - economy.prices[item] < stage.bet:
        return Refusal.CREDITS
    return None


def purchase_problem(run: Run, levels: Levels, item: Item) -> str | None:
    """:func:`refusal` as one line of English (for errors and logs), or ``None``."""
    why = refusal(run, levels, item)
    if why is Refusal.NO_SHOP:
        return "this stage has no shop"
    if why is Refusal.MAX_HELD:
        return f"at most {levels.economy.max_held} of an item"
    if why is Refusal.CREDITS:
        return "not enough credits (the next bet must stay covered)"
    return None


def buy(run: Run, levels: Levels, item: Item) -> Run:
    problem = purchase_problem(run, levels, item)
    if problem is not None:
        raise RunError(problem)
    items = {**run.items, item: run.items[item] + 1}
    return replace(run, credits=run.credits - levels.economy.prices[item], items=items)


def use_qian_kun(run: Run, levels: Levels) -> Run:
    """乾坤大挪移: the next hand is a rigged big deal (役满 or not, at random)."""
    if not levels.stage(run.stage).has(StageFeature.ITEMS):
        raise RunError("items are not used in this stage")
    if run.items[Item.QIAN_KUN_DA_NUO_YI] < 1:
        raise RunError("no 乾坤大挪移 held")
    if run.rig_next:
        raise RunError("the next hand is already rigged")
    items = {**run.items, Item.QIAN_KUN_DA_NUO_YI: run.items[Item.QIAN_KUN_DA_NUO_YI] - 1}
    return replace(run, items=items, rig_next=True)
