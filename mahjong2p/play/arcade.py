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

import logging
import time
from dataclasses import dataclass, replace
from pathlib import Path

from mahjong2p.ai.decider import Decider
from mahjong2p.play.hand_records import keep_records, noted
from mahjong2p.play.run_hand_file import (
    LEGACY_JOURNAL,
    hand_header,
    hand_marks,
    journal_of,
    read_hand,
    replayed,
)
from mahjong2p.progression import highscores
from mahjong2p.progression import run as runs
from mahjong2p.progression.deal import DealtHand, HandPlan, RigKind
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Economy, Levels, Stage, StageFeature
from mahjong2p.progression.progress import (
    Progress,
    RunInProgress,
    SettledHand,
    record_settlement,
)
from mahjong2p.progression.run import ArcadeSettlement, HandStart, Run
from mahjong2p.progression.shop import Refusal, buy, refusal, use_qian_kun
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.store.journal import Journal, legacy_lines
from mahjong2p.store.profile import Profile

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Outcome:
    """A settled hand for the results: the money, the 役满 won for the first time, and
    the hand's 牌谱 as it was kept."""

    settlement: ArcadeSettlement
    new_yakuman: frozenset[str]
    replay: Replay | None = None

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
        # who chose each of its actions of the player's seat, where not the player
        self.by: dict[int, Decider] = {}
        self.rigged_by_item = False  # the hand in play was dealt by 乾坤大挪移
        self.finished = False  # the run is over (all clear, or lost for good)
        self.rank: int | None = None  # its place in the high-score table, once over

    @classmethod
    def new(cls, levels: Levels, profile: Profile, seed: int, stage: int) -> ArcadeRun:
        arcade = cls(levels, profile, runs.new_run(levels, seed, stage))
        arcade._store(profile.progress)
        return arcade

    @classmethod
    def resume(cls, levels: Levels, profile: Profile, saved: RunInProgress) -> ArcadeRun:
        """The saved run, with its hand replayed to where it stood (see :attr:`playing`).
        A hand whose file is gone or unusable is charged as that hand's loss (the bet
        stays taken: :func:`~mahjong2p.progression.run.forfeit`)."""
        arcade = cls(levels, profile, saved.run, saved.hand)
        if saved.hand is None:
            return arcade
        arcade.playing = arcade._saved_hand(saved, saved.hand.plan)
        if arcade.journal is not None and arcade.playing is not None:
            arcade.by = hand_marks(arcade.journal, saved.hand.plan)
        if arcade.playing is None:
            logger.warning("the hand in play was lost with its file: charged as lost")
            arcade.run, arcade.hand = runs.forfeit(saved.hand), None
            arcade.save()
        elif arcade.playing.is_over:  # killed before it was settled
            arcade.ended(arcade.playing)
        return arcade

    def _saved_hand(self, saved: RunInProgress, plan: HandPlan) -> Hand | None:
        """The hand replayed from its file's snapshot and lines (a save of an older
        version: its own actions and its journal's; memory only: the snapshot's).
        ``None``: the hand's file is gone or unusable, and the save says it was there."""
        journal = self.journal
        if journal is None:
            return replayed(plan, list(saved.actions))
        found = read_hand(journal, plan)
        if found is not None or saved.in_hand_file:
            return found
        hand = replayed(plan, list(saved.actions))
        legacy = legacy_lines(journal.path.with_name(LEGACY_JOURNAL))
        if legacy is not None:
            legacy.catch_up(hand)
        return hand

    @property
    def journal(self) -> Journal | None:
        """The hand's one file beside the save file (``None``: memory only)."""
        return journal_of(self.profile)

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
        """Take the bet and deal the hand (rigged when 乾坤大挪移 or the stage says so) —
        only once the hand's file and then the save marking it open are on disk (RULES.md
        B6): :class:`NotDealtError` when either could not be written; nothing changed."""
        before = (self.run, self.hand, self.started, self.rigged_by_item)
        self.rigged_by_item = self.run.rig_next
        start = runs.begin_hand(self.run, self.levels)
        dealt = start.plan.start()
        journal = self.journal
        try:
            if journal is not None:
                journal.start(hand_header(start.plan), ())
            self.run, self.hand, self.started = start.run, start, start
            self.playing, self.outcome, self.by = dealt.hand, None, {}
            if not self._store(self.profile.progress):
                raise OSError("the save could not be written")
        except OSError as exc:
            self.run, self.hand, self.started, self.rigged_by_item = before
            self.playing = None
            if journal is not None:
                journal.clear()
            raise NotDealtError(f"the hand could not be saved ({exc.strerror or exc})") from exc
        return dealt

    def acted(self, hand: Hand, by: Decider = Decider.PLAYER) -> None:
        """The engine has taken an action in ``hand`` (chosen ``by``): journal it, and settle
        the hand in this same step if it ended it."""
        if hand is not self.playing or self.outcome is not None:
            return
        mark = noted(self.by, hand, by)
        journal = self.journal
        if journal is not None:
            try:
                said = journal.record(hand, mark)
            except OSError:
                self.profile.notice = "notice.save_failed"
            else:
                if said:
                    logger.warning("%s", said)
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
        the window on the ending keeps it; the name entry renames it). The save that pays
        out records what the hand's 牌谱 and 战绩 need; both are written next, and only
        then is the hand's file cleared."""
        assert self.hand is not None, "settle() needs a hand begun with begin_hand()"
        start = self.hand
        settlement = runs.settle(start, log, self.levels)
        new = frozenset(settlement.yakuman) - self.profile.yakuman_collected
        progress = record_settlement(self.profile.progress, settlement, len(self.levels.stages))
        played_at = time.strftime("%Y-%m-%d %H:%M:%S")
        settled = SettledHand(start.plan, settlement.run.stage, played_at, settlement.run.credits)
        self.run, self.hand = settlement.run, None
        last = runs.is_last_stage(self.run, self.levels)
        if settlement.stage_cleared and not last:
            self.run = runs.next_stage(self.run, self.levels)
        self._store(replace(progress, settled=settled))
        replay = None
        if self.playing is not None:
            replay = replay_of(self.playing, settled.stage, played_at, start.plan.rig, by=self.by)
            keep_records(self._records_folder, replay, settled.credits)
        if self.journal is not None:
            self.journal.clear()
        if settlement.stage_cleared and last:
            self.end(self.profile.settings().player_name)
        return Outcome(settlement, new, replay)

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
    @property
    def _records_folder(self) -> Path | None:
        """Where the hand's 牌谱 and 战绩 go (``None``: memory only)."""
        return self.profile.folder if self.profile.can_save else None

    def save(self) -> None:
        """Store the run (the hand in play as its plan: the open-hand mark) and the hand's
        file with every action so far."""
        self._store(self.profile.progress)
        journal = self.journal
        if journal is not None and self.hand is not None and self.playing is not None:
            try:
                journal.start(hand_header(self.hand.plan, self.by), self.playing.actions)
            except OSError:
                self.profile.notice = "notice.save_failed"

    def _store(self, progress: Progress) -> bool:
        """Write ``progress`` with the run as it stands; ``False`` when the write failed."""
        saved = None
        if not self.finished:
            playing = self.playing if self.hand is not None else None
            actions = tuple(playing.actions) if playing is not None else ()
            saved = RunInProgress(self.run, self.hand, actions)
        return self.profile.store(replace(progress, run=saved))


class NotDealtError(RuntimeError):
    """The hand's file or the save marking it open could not be written, so the hand was
    not dealt and no bet taken (RULES.md B6); the message is one line."""
