"""One run of the arcade as the screens play it (RULES.md A9): progression's :class:`Run`
value stepped by progression's own functions, the hand being played, and every step saved.

The screens never do money arithmetic: they ask this object to begin a hand (the bet is
taken, the deal planned — rigged or not), to settle it from the engine's events, to buy,
to continue, to end the run. Each step stores the run in the player's save file at once
(with the hand in play as its plan and actions, see :meth:`save`), and each action of the
hand is journaled as the engine takes it (:meth:`acted`), so closing the window or killing
the game anywhere loses nothing and the title's 继续游戏 picks the run up where it stood.
The hand is settled in the engine step that ends it, before the table animates it; the
table shows the credits as they stood for the hand until the results.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from mahjong2p.app.profile import Profile
from mahjong2p.progression import highscores
from mahjong2p.progression import run as runs
from mahjong2p.progression.deal import DealtHand, RigKind
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.progression.journal import Journal, catch_up, journal_at
from mahjong2p.progression.levels import Economy, Levels, Stage, StageFeature
from mahjong2p.progression.progress import Progress, RunInProgress, record_settlement
from mahjong2p.progression.run import HandStart, Run, Settlement
from mahjong2p.progression.shop import Refusal, buy, refusal, use_qian_kun
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand

JOURNAL_FILE = "run_hand.journal"  # the hand's actions since save.json, one a line


@dataclass(frozen=True)
class Outcome:
    """A settled hand for the results: the money, and the 役满 won for the first time."""

    settlement: Settlement
    new_yakuman: frozenset[str]

    @property
    def stage(self) -> int:
        """The stage the hand was played in (the run may have moved on to the next)."""
        return self.settlement.run.stage


class ArcadeRun:
    def __init__(
        self, levels: Levels, profile: Profile, run: Run, hand: HandStart | None = None
    ) -> None:
        self.levels = levels.at(run.difficulty)  # a run plays its own difficulty throughout
        self.profile = profile
        self.run = replace(run, difficulty=self.levels.difficulty)  # (an unknown id: the default)
        self.hand = hand  # the hand begun and not settled yet
        self.started = hand  # the hand begun last (kept once settled: its rig, its run)
        self.playing: Hand | None = None  # its engine state, saved with its actions
        self.outcome: Outcome | None = None  # its settlement, once the engine ended it
        self.rigged_by_item = False  # the hand in play was dealt by 乾坤大挪移
        self.finished = False  # the run is over (all clear, or lost for good)
        self.rank: int | None = None  # its place in the high-score table, once over

    @classmethod
    def new(cls, levels: Levels, profile: Profile, seed: int, stage: int) -> ArcadeRun:
        arcade = cls(levels, profile, runs.new_run(levels, seed, stage))
        arcade.save()
        return arcade

    @classmethod
    def resume(cls, levels: Levels, profile: Profile, saved: RunInProgress) -> ArcadeRun:
        """The saved run, with its hand replayed to where it stood (see :attr:`playing`)."""
        arcade = cls(levels, profile, saved.run, saved.hand)
        arcade.playing = saved.resume_hand()
        journal = arcade.journal
        if arcade.playing is not None and journal is not None:
            catch_up(journal, arcade.playing)
            if arcade.playing.is_over:  # killed before it was settled
                arcade.ended(arcade.playing)
        return arcade

    @property
    def journal(self) -> Journal | None:
        """The hand's action journal beside the save file (``None``: memory only)."""
        if not self.profile.can_save or self.profile.folder is None:
            return None
        return journal_at(Path(self.profile.folder) / JOURNAL_FILE)

    # ---------------------------------------------------------------- what the screens show
    @property
    def stage(self) -> Stage:
        return self.levels.stage(self.run.stage)

    @property
    def economy(self) -> Economy:
        return self.levels.economy

    @property
    def bet(self) -> int:
        return self.stage.bet

    @property
    def rig(self) -> RigKind | None:
        """How the hand in play was rigged (its replay deals the same wall)."""
        return self.started.plan.rig if self.started is not None else None

    @property
    def table_run(self) -> Run:
        """The run as the table shows it: as it stood for the hand (the bet taken) until
        the results reveal what the hand paid."""
        return self.started.run if self.started is not None else self.run

    @property
    def difficulty(self) -> str:
        return self.stage.cpu_difficulty.value

    @property
    def lost(self) -> bool:
        """游戏失败: the credits do not cover the next hand's bet."""
        return runs.lost(self.run, self.levels)

    @property
    def can_continue(self) -> bool:
        return runs.can_continue(self.run, self.levels)

    @property
    def has_shop(self) -> bool:
        return self.stage.has(StageFeature.ITEMS)

    @property
    def bonus_next(self) -> bool:
        """三连庄拍分: the player's next win as dealer pays the streak bonus."""
        rule = self.economy.streak_bonus
        on = self.stage.has(StageFeature.STREAK_BONUS)
        return on and self.run.dealer_streak + 1 >= rule.from_dealer_win

    def refusal(self, item: Item) -> Refusal | None:
        return refusal(self.run, self.levels, item)

    # ---------------------------------------------------------------- the steps
    def begin_hand(self) -> DealtHand:
        """Take the bet and deal the hand (rigged when 乾坤大挪移 or the stage says so)."""
        self.rigged_by_item = self.run.rig_next
        start = runs.begin_hand(self.run, self.levels)
        self.run, self.hand, self.started = start.run, start, start
        dealt = start.plan.start()
        self.playing, self.outcome = dealt.hand, None
        self.save()
        return dealt

    def acted(self, hand: Hand) -> None:
        """The engine has taken an action in ``hand``: journal it, and settle the hand in
        this same step if it ended it."""
        if hand is not self.playing or self.outcome is not None:
            return
        journal = self.journal
        if journal is not None:
            try:
                journal.record(hand)
            except OSError:
                self.profile.notice = "notice.save_failed"
        if hand.is_over:
            self.ended(hand)

    def ended(self, hand: Hand) -> Outcome:
        """The settlement of the ended ``hand``: made once, the first time it is asked for."""
        if self.outcome is None:
            self.playing = hand
            self.outcome = self.settle(hand.log)
        return self.outcome

    def settle(self, log: list[Event]) -> Outcome:
        """Pay out the ended hand; a cleared stage moves the run on to the next, and the
        last one ends the run at once (high score under the remembered name, so closing
        the window on the ending keeps it; the name entry renames it)."""
        assert self.hand is not None, "settle() needs a hand begun with begin_hand()"
        settlement = runs.settle(self.hand, log, self.levels)
        new = frozenset(settlement.yakuman) - self.profile.yakuman_collected
        progress = record_settlement(self.profile.progress, settlement, len(self.levels.stages))
        self.run, self.hand = settlement.run, None
        last = runs.is_last_stage(self.run, self.levels)
        if settlement.stage_cleared and not last:
            self.run = runs.next_stage(self.run, self.levels)
        self._store(progress)
        if settlement.stage_cleared and last:
            self.end(self.profile.settings().player_name)
        return Outcome(settlement, new)

    def buy(self, item: Item) -> None:
        self.run = buy(self.run, self.levels, item)
        self.save()

    def use_qian_kun(self) -> None:
        self.run = use_qian_kun(self.run, self.levels)
        self.save()

    def continue_run(self) -> None:
        """CONTINUE: the stage again with the starting credits (one more continue)."""
        self.run = runs.continue_run(self.run, self.levels)
        self.save()

    # ---------------------------------------------------------------- the end of a run
    def qualifies(self) -> bool:
        """Does this run's score enter the high-score table?"""
        table, size = self.profile.progress.high_scores, self.economy.high_score_size
        return highscores.qualifies(table, self.run.score, size, self.run.difficulty)

    def end(self, name: str) -> int | None:
        """The run is over (all clear, or lost without CONTINUE): it leaves the save and
        enters the high-score table as ``name`` if it qualifies (:attr:`rank`)."""
        run = self.run
        entry = HighScore(self._clean(name), run.score, run.stage, run.continues, run.difficulty)
        table = self.profile.progress.high_scores
        if self.qualifies():
            table, self.rank = highscores.insert(table, entry, self.economy.high_score_size)
        self.finished = True
        self.profile.store(replace(self.profile.progress, high_scores=table, run=None))
        return self.rank

    def rename(self, rank: int, name: str) -> None:
        """The name typed at the name entry replaces the one :meth:`end` put in."""
        entries = self.profile.progress.high_scores
        table = highscores.rename(entries, self.run.difficulty, rank, self._clean(name))
        self.profile.store(replace(self.profile.progress, high_scores=table))

    def _clean(self, name: str) -> str:
        return highscores.clean_name(name, self.economy.name_max_length)

    # ---------------------------------------------------------------- saving
    def save(self) -> None:
        """Store the run, and the hand in play as its plan and the actions so far."""
        self._store(self.profile.progress)

    def _store(self, progress: Progress) -> None:
        saved = None
        if not self.finished:
            playing = self.playing if self.hand is not None else None
            actions = tuple(playing.actions) if playing is not None else ()
            saved = RunInProgress(self.run, self.hand, actions)
        self.profile.store(replace(progress, run=saved))
        journal = self.journal
        if journal is not None and self.profile.notice != "notice.save_failed":
            journal.clear()  # the save holds every action (or no hand at all)
