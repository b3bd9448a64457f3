"""A run of the arcade (RULES.md A9): credits and bets, payouts, the dealer streak, stage
clears, CONTINUE, the shop and items, between the hands the table plays.

A :class:`Run` is a frozen value; every step returns the next one, so the game can save
any of them and a test can check each step on its own. The flow between two hands:
``lost(run)`` → else ``begin_hand`` → the table plays :attr:`HandStart.plan` →
``settle`` → on ``stage_cleared`` ``next_stage`` (or the ending after the last stage).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from mahjong2p.progression.deal import HandPlan, qian_kun_rig, roll_rig, stage_hand_config
from mahjong2p.progression.items import Item, item_of
from mahjong2p.progression.levels import STANDARD, Levels, Stage, StageFeature
from mahjong2p.rules.events import Event, HandEnded, TilesExchanged, Won
from mahjong2p.rules.wall import hand_rng
from mahjong2p.seat import Seat


def no_items() -> dict[Item, int]:
    return {item: 0 for item in Item}


class RunError(ValueError):
    """A step the run does not allow now (the message says why, in one line)."""


@dataclass(frozen=True, slots=True)
class Run:
    """``stage_items`` are the items held when the stage began (CONTINUE gives them back);
    ``dealer_streak`` counts the player's wins as dealer in a row; ``hand_number`` counts
    the run's hands (it keys every hand's RNG); ``rig_next``: 乾坤大挪移 was used;
    ``difficulty``: the id of the level data it plays, fixed when it starts."""

    seed: int
    stage: int
    credits: int
    stage_winnings: int = 0
    total_winnings: int = 0
    dealer_streak: int = 0
    continues: int = 0
    items: Mapping[Item, int] = field(default_factory=no_items)
    stage_items: Mapping[Item, int] = field(default_factory=no_items)
    hand_number: int = 0
    dealer: int = 0
    rig_next: bool = False
    difficulty: str = STANDARD

    @property
    def score(self) -> int:
        """The high-score table's score: every credit the run has won."""
        return self.total_winnings


@dataclass(frozen=True, slots=True)
class HandStart:
    """A hand begun: ``run`` has paid the ``bet``; the table deals ``plan``."""

    run: Run
    plan: HandPlan
    bet: int
    credits_before: int


@dataclass(frozen=True, slots=True)
class ArcadeSettlement:
    """One hand's money for the results screen. ``streak_bonus`` is the 三连庄拍分
    multiplier applied (1 without); ``yakuman`` the 役满 ids the player won."""

    run: Run
    credits_before: int
    bet: int
    refund: int
    points: int
    streak_bonus: int
    payout: int
    stage_cleared: bool
    yakuman: tuple[str, ...]

    @property
    def credits_after(self) -> int:
        return self.run.credits


def new_run(levels: Levels, seed: int, stage: int = 1) -> Run:
    """A run from ``stage`` (any unlocked one) with the starting credits, at the difficulty
    of ``levels``; the first dealer is drawn from the seed, as for a match."""
    levels.stage(stage)
    return Run(
        seed=seed,
        stage=stage,
        credits=levels.economy.starting_credits,
        dealer=hand_rng(seed, -1).randrange(2),
        difficulty=levels.difficulty,
    )


def lost(run: Run, levels: Levels) -> bool:
    """游戏失败: the credits do not cover the stage's bet, so no hand can start."""
    return run.credits < levels.stage(run.stage).bet


def begin_hand(run: Run, levels: Levels) -> HandStart:
    """Take the bet and plan the hand: the stage's features, the table items held, and a
    rigged deal if 乾坤大挪移 was used or the stage's chance says so."""
    if lost(run, levels):
        raise RunError("the credits do not cover the bet: the run is lost")
    stage = levels.stage(run.stage)
    if run.rig_next:
        rig = qian_kun_rig(levels.economy.qian_kun_yakuman_share, run.seed, run.hand_number)
    else:
        rig = roll_rig(stage, run.seed, run.hand_number)
    config = stage_hand_config(stage, run.items)
    plan = HandPlan(run.seed, run.hand_number, run.dealer, config, rig)
    after = replace(
        run, credits=run.credits - stage.bet, hand_number=run.hand_number + 1, rig_next=False
    )
    return HandStart(after, plan, stage.bet, run.credits)


def settle(start: HandStart, log: Sequence[Event], levels: Levels) -> ArcadeSettlement:
    """Pay out an ended hand from its events (``Hand.log``): the player's win pays points ×
    the stage's multiplier (×2 from the third dealer win in a row, 三连庄拍分); a drawn hand
    returns the bet; a CPU win pays nothing. Items used at the table are spent."""
    ended = log[-1] if log else None
    if not isinstance(ended, HandEnded):
        raise RunError("settle() needs the events of a hand that has ended")
    run, stage = start.run, levels.stage(start.run.stage)
    won = next((e for e in log if isinstance(e, Won) and e.seat == Seat.HUMAN), None)
    streak = _streak(run.dealer_streak, ended.winner, start.plan.dealer)
    dealt = start.plan.dealer == Seat.HUMAN
    bonus = _streak_multiplier(stage, levels, streak) if won and dealt else 1
    points = won.score.points if won else 0
    payout = round(points * stage.payout_multiplier) * bonus
    refund = start.bet if ended.winner is None else 0
    after = replace(
        run,
        credits=run.credits + refund + payout,
        stage_winnings=run.stage_winnings + payout,
        total_winnings=run.total_winnings + payout,
        dealer_streak=streak,
        dealer=ended.next_dealer,
        items=_spend(run.items, log),
    )
    return ArcadeSettlement(
        run=after,
        credits_before=start.credits_before,
        bet=start.bet,
        refund=refund,
        points=points,
        streak_bonus=bonus,
        payout=payout,
        stage_cleared=after.stage_winnings >= stage.target,
        yakuman=tuple(y.id for y in won.score.yakuman) if won else (),
    )


def forfeit(start: HandStart) -> Run:
    """The run after a hand whose saved state was lost (deleted, or damaged beyond use):
    charged as that hand's loss, as if the CPU had won it — the bet stays taken, nothing
    is paid, the dealer streak ends and the CPU deals next. So losing the hand's file
    never buys a re-deal."""
    return replace(start.run, dealer_streak=0, dealer=1 - Seat.HUMAN)


def _streak(streak: int, winner: int | None, dealer: int) -> int:
    """连庄: a player's win as dealer extends the streak; any other win ends it (a win as
    non-dealer makes the player dealer with none yet); a drawn hand keeps it."""
    if winner is None:
        return streak
    return streak + 1 if winner == Seat.HUMAN and dealer == Seat.HUMAN else 0


def _streak_multiplier(stage: Stage, levels: Levels, streak: int) -> int:
    rule = levels.economy.streak_bonus
    on = stage.has(StageFeature.STREAK_BONUS) and streak >= rule.from_dealer_win
    return rule.multiplier if on else 1


def _spend(items: Mapping[Item, int], log: Sequence[Event]) -> dict[Item, int]:
    left = dict(items)
    for event in log:
        if isinstance(event, TilesExchanged) and event.seat == Seat.HUMAN and event.choice.is_item:
            left[item_of(event.choice)] -= 1
    return left


def is_last_stage(run: Run, levels: Levels) -> bool:
    return run.stage == len(levels.stages)


def next_stage(run: Run, levels: Levels) -> Run:
    """After a stage clear: the next stage, its winnings from zero, no streak, a new first
    dealer; the credits and items carry over (RULES.md A9 does not reset them)."""
    if is_last_stage(run, levels):
        raise RunError("the last stage is cleared: the run has ended")
    return replace(
        run,
        stage=run.stage + 1,
        stage_winnings=0,
        dealer_streak=0,
        stage_items=run.items,
        dealer=hand_rng(run.seed, -1 - run.hand_number).randrange(2),
    )


def can_continue(run: Run, levels: Levels) -> bool:
    limit = levels.economy.continues.max_continues
    return limit == 0 or run.continues < limit


def continue_run(run: Run, levels: Levels) -> Run:
    """CONTINUE: the stage again from the start — starting credits, no winnings, no
    streak, the items held when the stage began; one more continue counted."""
    if not can_continue(run, levels):
        raise RunError("no continues left")
    return replace(
        run,
        credits=levels.economy.starting_credits,
        stage_winnings=0,
        dealer_streak=0,
        continues=run.continues + 1,
        items=run.stage_items,
        rig_next=False,
    )
