"""The run the HUD shows: stage, credits, bet, dealer streak — and how a hand settles.

The progression work (stage targets, items, continues, saves) will own and fill this
object; the table only reads it and calls :func:`settle` at the end of each hand, which
implements the plain economy of RULES.md A9: the bet is paid when the hand starts, a win
pays its points times the stage's payout, a drawn hand returns the bet.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.app.stages import STAGES, StageInfo, stage_info

START_CREDITS = 3000
HUMAN = 0


@dataclass
class RunState:
    stage: int = 1
    credits: int = START_CREDITS
    dealer_streak: int = 0
    unlocked_stages: int = 1
    has_save: bool = False
    stage_winnings: int = 0  # payouts won in this stage: the stage clears at its target
    continues: int = 0

    @property
    def info(self) -> StageInfo:
        return stage_info(self.stage)

    @property
    def bet(self) -> int:
        return self.info.bet

    @property
    def can_pay_bet(self) -> bool:
        return self.credits >= self.bet

    @property
    def stage_cleared(self) -> bool:
        return self.stage_winnings >= self.info.target

    @property
    def last_stage(self) -> bool:
        return self.stage >= len(STAGES)

    def begin_stage(self, stage: int) -> None:
        """Start (or restart) ``stage``: its winnings count from zero."""
        self.stage = stage
        self.stage_winnings = 0
        self.dealer_streak = 0

    def clear_stage(self) -> None:
        """The stage's target is reached: unlock the next one."""
        self.unlocked_stages = max(self.unlocked_stages, min(self.stage + 1, len(STAGES)))

    def continue_stage(self) -> None:
        """CONTINUE after a lost run: the stage again with the starting credits."""
        self.continues += 1
        self.credits = START_CREDITS
        self.begin_stage(self.stage)


@dataclass(frozen=True)
class Settlement:
    """One hand's money, for the results screen: ``before`` is before the bet was paid."""

    before: int
    bet: int
    refund: int
    payout: int

    @property
    def after(self) -> int:
        return self.before - self.bet + self.refund + self.payout


def pay_bet(run: RunState) -> int:
    """Take the stage's bet as a hand starts; returns the credits before it was taken."""
    before = run.credits
    run.credits -= run.bet
    return before


def settle(run: RunState, before: int, winner: int | None, points: int, dealer: int) -> Settlement:
    """Pay out a finished hand and update the dealer streak (连庄 counts the human's wins
    as dealer in a row)."""
    refund = run.bet if winner is None else 0
    payout = points * run.info.payout if winner == HUMAN else 0
    if winner == HUMAN and dealer == HUMAN:
        run.dealer_streak += 1
    elif winner is not None:
        run.dealer_streak = 0
    result = Settlement(before, run.bet, refund, payout)
    run.credits = result.after
    run.stage_winnings += payout
    return result
