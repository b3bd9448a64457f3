"""Issue 42 item 1: ``sim.economy --whole`` plays whole runs through the run's own steps;
the same seed gives the same figures for any ``--jobs``, and the shop policy buys
乾坤大挪移 only when the credits cover its price and five bets."""

from __future__ import annotations

import dataclasses

from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import StageFeature, load_levels
from mahjong2p.progression.run import new_run
from mahjong2p.sim.whole_run import SHOP_RESERVE_BETS, shop_policy, summary, whole_runs

LEVELS = load_levels()


def test_the_same_seed_gives_the_same_runs_for_any_job_count() -> None:
    one = whole_runs(LEVELS, 3, seed=4, player="greedy", shop=True, jobs=1)
    assert one == whole_runs(LEVELS, 3, seed=4, player="greedy", shop=True, jobs=2)
    assert one != whole_runs(LEVELS, 3, seed=5, player="greedy", shop=True, jobs=1)
    figures = summary(one, len(LEVELS.stages))
    assert figures["reached_stage_share"][0] == 1.0 and figures["runs"] == 3
    for result in one:
        assert len(result.stage_hands) == result.stage_reached
        assert result.cleared == (result.stage_reached == 4 and figures["cleared_run_share"] > 0)


def test_the_shop_policy_buys_and_uses_qian_kun_only_above_price_and_five_bets() -> None:
    stage = next(s for s in LEVELS.stages if s.has(StageFeature.ITEMS))
    price = LEVELS.economy.prices[Item.QIAN_KUN_DA_NUO_YI]
    reserve = price + SHOP_RESERVE_BETS * stage.bet
    run = dataclasses.replace(new_run(LEVELS, 1, stage.number), credits=reserve - 1)
    assert shop_policy(run, LEVELS) == run
    rich = dataclasses.replace(run, credits=reserve)
    bought = shop_policy(rich, LEVELS)
    assert bought.rig_next and bought.credits == reserve - price
    assert bought.items[Item.QIAN_KUN_DA_NUO_YI] == 0  # used at once
    assert shop_policy(bought, LEVELS) == bought  # one rigged deal at a time
    no_shop = dataclasses.replace(new_run(LEVELS, 1, 1), credits=10 * reserve)
    assert shop_policy(no_shop, LEVELS) == no_shop  # stage 1 has no shop
