"""The arcade economy of a run (RULES.md A9): the bet taken, payouts, 三连庄拍分 from the
third dealer win in a row, the refund of a drawn hand, nothing for a CPU win, stage clear
at the target, the run lost when the credits do not cover the bet, CONTINUE, the shop."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from mahjong2p.progression.deal import RigKind
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Levels, StageFeature, load_levels
from mahjong2p.progression.run import (
    HandStart,
    Run,
    RunError,
    begin_hand,
    can_continue,
    continue_run,
    is_last_stage,
    lost,
    new_run,
    next_stage,
    settle,
)
from mahjong2p.progression.shop import buy, purchase_problem, use_qian_kun
from mahjong2p.rules.events import Event, HandEnded, TilesExchanged, Won
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.scoring import ScoreResult, WinBy, YakumanAward
from mahjong2p.seat import Seat

LEVELS = load_levels()


def won(seat: int, points: int, yakuman: tuple[str, ...] = ()) -> list[Event]:
    awards = tuple(YakumanAward(y, y, 13) for y in yakuman)
    score = ScoreResult(win=True, form="standard", yakuman=awards, points=points)
    return [Won(seat, WinBy.TSUMO, 0, (), (), score), HandEnded(seat, seat)]


def drawn(dealer: int) -> list[Event]:
    return [HandEnded(None, dealer)]


def play(run: Run, log: Sequence[Event], levels: Levels = LEVELS) -> tuple[Run, int]:
    """Begin a hand and settle it with ``log``: the run after it and the payout."""
    settled = settle(begin_hand(run, levels), log, levels)
    return settled.run, settled.payout


def test_a_run_starts_with_the_starting_credits_and_a_seeded_dealer() -> None:
    run = new_run(LEVELS, seed=9)
    assert (run.stage, run.credits, run.continues) == (1, 5000, 0)
    assert run.dealer == new_run(LEVELS, seed=9).dealer
    assert {new_run(LEVELS, seed=s).dealer for s in range(20)} == {0, 1}


def test_the_bet_is_taken_when_the_hand_starts() -> None:
    run = Run(seed=1, stage=2, credits=3000, dealer=1)
    start = begin_hand(run, LEVELS)
    bet = LEVELS.stage(2).bet
    assert (start.bet, start.credits_before, start.run.credits) == (bet, 3000, 3000 - bet)
    assert start.plan.dealer == 1 and start.plan.hand_number == 0
    assert start.run.hand_number == 1
    assert start.plan.config.opening_swap and start.plan.config.haitei_draws == 5


def test_a_win_pays_points_times_the_multiplier_and_counts_toward_the_target() -> None:
    run = Run(seed=1, stage=1, credits=3000, dealer=Seat.CPU)
    settled = settle(begin_hand(run, LEVELS), won(Seat.HUMAN, 1000), LEVELS)
    assert (settled.bet, settled.points, settled.payout, settled.refund) == (100, 1000, 1000, 0)
    assert settled.credits_after == 3900 and settled.run.stage_winnings == 1000
    assert settled.run.dealer == Seat.HUMAN
    doubled = dataclasses.replace(LEVELS.stage(1), payout_multiplier=2.5)
    levels = dataclasses.replace(LEVELS, stages=(doubled, *LEVELS.stages[1:]))
    assert play(run, won(Seat.HUMAN, 1000), levels)[1] == 2500


def test_a_cpu_win_pays_nothing_and_a_drawn_hand_refunds_the_bet() -> None:
    run = Run(seed=1, stage=3, credits=3000, dealer=Seat.HUMAN, dealer_streak=2)
    after, payout = play(run, won(Seat.CPU, 8000))
    assert (after.credits, payout, after.dealer_streak, after.dealer) == (2200, 0, 0, Seat.CPU)
    settled = settle(begin_hand(run, LEVELS), drawn(Seat.HUMAN), LEVELS)
    assert settled.refund == 800 and settled.credits_after == 3000
    assert settled.run.dealer_streak == 2, "a drawn hand neither extends nor breaks 连庄"


def test_streak_bonus_from_the_third_consecutive_dealer_win() -> None:
    run = Run(seed=1, stage=1, credits=3000, dealer=Seat.CPU)
    payouts = []
    for log in (
        [won(Seat.HUMAN, 100)]
        + [won(Seat.HUMAN, 300)] * 4
        + [drawn(Seat.HUMAN), won(Seat.HUMAN, 300)]
    ):
        run, payout = play(run, log)
        payouts.append(payout)
    # the win as non-dealer starts nothing; dealer wins 1 and 2 pay plain, 3, 4, 5 double
    assert payouts == [100, 300, 300, 600, 600, 0, 600]
    assert run.dealer_streak == 5
    run, payout = play(run, won(Seat.CPU, 100))
    assert run.dealer_streak == 0
    run, _ = play(run, won(Seat.HUMAN, 100))
    assert play(run, won(Seat.HUMAN, 300))[1] == 300, "a new streak starts from one"


def test_no_streak_bonus_in_a_stage_without_the_feature() -> None:
    plain = dataclasses.replace(
        LEVELS.stage(1), features=LEVELS.stage(1).features - {StageFeature.STREAK_BONUS}
    )
    levels = dataclasses.replace(LEVELS, stages=(plain, *LEVELS.stages[1:]))
    run = Run(seed=1, stage=1, credits=3000, dealer=Seat.HUMAN, dealer_streak=5)
    assert play(run, won(Seat.HUMAN, 300), levels)[1] == 300


def test_stage_clear_at_the_target_then_the_next_stage() -> None:
    run = Run(seed=1, stage=1, credits=5000, stage_winnings=7500, dealer=Seat.CPU)
    short = settle(begin_hand(run, LEVELS), won(Seat.HUMAN, 300), LEVELS)
    assert not short.stage_cleared
    clear = settle(begin_hand(run, LEVELS), won(Seat.HUMAN, 600), LEVELS)
    assert clear.stage_cleared and clear.run.stage_winnings == 8100
    second = next_stage(clear.run, LEVELS)
    assert (second.stage, second.stage_winnings, second.dealer_streak) == (2, 0, 0)
    assert second.credits == clear.run.credits and second.score == 600
    last = dataclasses.replace(second, stage=4)
    assert is_last_stage(last, LEVELS) and not is_last_stage(second, LEVELS)
    with pytest.raises(RunError):
        next_stage(last, LEVELS)


def test_the_run_is_lost_when_the_credits_do_not_cover_the_bet() -> None:
    bet = LEVELS.stage(4).bet
    assert not lost(Run(seed=1, stage=4, credits=bet), LEVELS)
    short = Run(seed=1, stage=4, credits=bet - 1)
    assert lost(short, LEVELS)
    with pytest.raises(RunError, match="lost"):
        begin_hand(short, LEVELS)
    run = Run(seed=1, stage=1, credits=150, dealer=Seat.CPU)
    run, _ = play(run, won(Seat.CPU, 1000))
    assert run.credits == 50 and lost(run, LEVELS)


def test_continue_restarts_the_stage_with_the_starting_credits() -> None:
    held = {Item.QIAN_KUN_DA_NUO_YI: 1, Item.TOU_TIAN_HUAN_RI: 0, Item.YI_HUA_JIE_MU: 2}
    run = Run(
        seed=1,
        stage=3,
        credits=120,
        stage_winnings=9000,
        total_winnings=15000,
        dealer_streak=2,
        stage_items=held,
        rig_next=True,
    )
    again = continue_run(run, LEVELS)
    assert (again.stage, again.credits, again.stage_winnings, again.continues) == (3, 5000, 0, 1)
    assert again.items == held and again.total_winnings == 15000
    assert again.dealer_streak == 0 and not again.rig_next
    limited = dataclasses.replace(
        LEVELS,
        economy=dataclasses.replace(
            LEVELS.economy,
            continues=dataclasses.replace(LEVELS.economy.continues, max_continues=1),
        ),
    )
    assert can_continue(run, limited) and not can_continue(again, limited)
    with pytest.raises(RunError):
        continue_run(again, limited)


def test_table_items_reach_the_engine_and_are_spent_when_used() -> None:
    items = {Item.QIAN_KUN_DA_NUO_YI: 0, Item.TOU_TIAN_HUAN_RI: 2, Item.YI_HUA_JIE_MU: 1}
    run = Run(seed=1, stage=2, credits=3000, items=items)
    start = begin_hand(run, LEVELS)
    assert start.plan.config.items == ItemStock(tou_tian_huan_ri=2, yi_hua_jie_mu=1)
    used = TilesExchanged(Seat.HUMAN, Choice.TOU_TIAN_HUAN_RI, 1, (1,), (2,))
    swap = TilesExchanged(Seat.HUMAN, Choice.OPENING_SWAP, 1, (3,), (4,))
    settled = settle(start, [swap, used, *drawn(Seat.CPU)], LEVELS)
    assert settled.run.items[Item.TOU_TIAN_HUAN_RI] == 1
    assert settled.run.items[Item.YI_HUA_JIE_MU] == 1
    stage1 = begin_hand(dataclasses.replace(run, stage=1), LEVELS)
    assert stage1.plan.config.items == ItemStock(), "no items in a stage without them"


def test_the_shop_sells_items_that_leave_the_bet_covered() -> None:
    run = Run(seed=1, stage=2, credits=16000)
    run = buy(run, LEVELS, Item.TOU_TIAN_HUAN_RI)
    assert run.credits == 15000 and run.items[Item.TOU_TIAN_HUAN_RI] == 1
    assert purchase_problem(run, LEVELS, Item.QIAN_KUN_DA_NUO_YI) is not None  # 15000 - 15000 < 800
    assert purchase_problem(dataclasses.replace(run, stage=1), LEVELS, Item.YI_HUA_JIE_MU)
    full = dataclasses.replace(run, credits=99999, items={**run.items, Item.YI_HUA_JIE_MU: 9})
    with pytest.raises(RunError, match="at most 9"):
        buy(full, LEVELS, Item.YI_HUA_JIE_MU)


def test_qian_kun_da_nuo_yi_rigs_the_next_hand() -> None:
    run = Run(seed=4, stage=2, credits=16000)
    with pytest.raises(RunError):
        use_qian_kun(run, LEVELS)
    run = use_qian_kun(buy(run, LEVELS, Item.QIAN_KUN_DA_NUO_YI), LEVELS)
    assert run.rig_next and run.items[Item.QIAN_KUN_DA_NUO_YI] == 0
    start = begin_hand(run, LEVELS)
    assert start.plan.rig in set(RigKind) and not start.run.rig_next
    assert start.plan.start().rig is not None
    kinds = {
        begin_hand(dataclasses.replace(run, hand_number=n), LEVELS).plan.rig for n in range(40)
    }
    assert kinds == set(RigKind)


def test_settle_needs_an_ended_hand() -> None:
    start: HandStart = begin_hand(Run(seed=1, stage=1, credits=3000), LEVELS)
    with pytest.raises(RunError):
        settle(start, won(Seat.HUMAN, 100)[:1], LEVELS)
