"""The arcade's moves (RULES.md A10: title → level select → table → 海底捞月 → results →
next hand, stage clear, game over / CONTINUE, or the ending), with the run's steps.

:class:`ArcadeFlow` is the :class:`~mahjong2p.scenes.navigator.Navigator` the app hands
every scene as ``ctx.flow``, so no scene imports this module: it sits beside the 欢乐豆
mode's :class:`~mahjong2p.scenes.bean_flow.BeanFlow`, which it enters from the mode select.
The scene classes — and the run, whose module plans rigged deals — are imported inside
each move: the title must start quickly.
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong2p.play.arcade import Outcome
    from mahjong2p.play.session import HandSession
    from mahjong2p.progression.deal import RigKind
    from mahjong2p.replay.record import Replay
    from mahjong2p.rules.hand import Hand
    from mahjong2p.scenes.context import AppContext
    from mahjong2p.scenes.encyclopedia.entries import FanTable


RUN_SEED_STEP = 7919  # a seeded launch's run k deals from its seed + k × this
SEED_BITS = 63  # an unseeded launch's runs: a fresh seed each, as the save keeps it


class ArcadeFlow:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.runs_started = 0  # new runs in this sitting of the game

    # ---------------------------------------------------------------- menus
    def to_title(self) -> None:
        from mahjong2p.scenes.title import TitleScene

        self._say_difficulty_assumed()
        self.ctx.stack.reset(TitleScene(self.ctx))

    def _say_difficulty_assumed(self) -> None:
        """A save from before the arcade had difficulties: its run and high scores count as
        标准, which the title says once (the save then names the difficulty)."""
        profile = self.ctx.profile
        if profile.progress.difficulty_assumed:
            profile.notice = profile.notice or "difficulty.old_save"
            profile.store(replace(profile.progress, difficulty_assumed=False))

    def to_mode_select(self, focus: int = 0) -> None:
        """The title's start: 闯关模式 (the level select) or 欢乐豆场 (the bean mode's own flow,
        handed the way back here); ``focus``: the card lit first (the mode come back from)."""
        from mahjong2p.scenes.bean_flow import BeanFlow
        from mahjong2p.scenes.mode_select import ModeSelectScene

        beans = BeanFlow(self.ctx, self.to_title)
        select = ModeSelectScene(self.ctx, self.to_level_select, beans.enter)
        select.cards.focus = focus
        self.ctx.stack.push(select)

    def resume_beans(self) -> None:
        """继续游戏 for 欢乐豆场: the hand left open (else, as the mode select does, the rooms)."""
        from mahjong2p.scenes.bean_flow import BeanFlow

        BeanFlow(self.ctx, self.to_title).enter()

    def to_level_select(self) -> None:
        from mahjong2p.scenes.level_select import LevelSelectScene

        self.ctx.stack.push(LevelSelectScene(self.ctx))

    def open_settings(self, in_game: bool) -> None:
        from mahjong2p.scenes.settings import SettingsScene

        self.ctx.save_run()  # the menu is where a player leaves from: keep the hand as it stands
        self.ctx.stack.push(SettingsScene(self.ctx, in_game))

    def open_encyclopedia(self, table: FanTable | None = None) -> None:
        """The 番种图鉴 on ``table``; without one (the title's), a tab per mode, the one in
        play first."""
        from mahjong2p.scenes.encyclopedia import EncyclopediaScene
        from mahjong2p.scenes.encyclopedia.entries import arcade_table, gb_table

        modes = [("howto.tab.arcade", arcade_table()), ("howto.tab.gb", gb_table())]
        if self.ctx.bean_table is not None:
            modes.reverse()
        self.ctx.stack.push(EncyclopediaScene(self.ctx, table, () if table else modes))

    def open_how_to_play(self) -> None:
        from mahjong2p.scenes.how_to_play import HowToPlayScene

        # the 欢乐豆场 pages first while that mode is the one in play
        self.ctx.stack.push(HowToPlayScene(self.ctx, gb_first=self.ctx.bean_table is not None))

    def open_replays(self) -> None:
        from mahjong2p.scenes.replays import ReplayListScene

        self.ctx.stack.push(ReplayListScene(self.ctx))

    def open_high_scores(self, highlight: int | None = None) -> None:
        """The 排行榜 on the table of the run just ended (``highlight``: its rank there),
        else on the difficulty the next run plays."""
        from mahjong2p.scenes.highscores import HighScoreScene

        run = self.ctx.arcade
        shown = run.run.difficulty if highlight is not None and run else None
        self.ctx.stack.push(HighScoreScene(self.ctx, highlight, shown))

    # ---------------------------------------------------------------- a run
    def start_run(self, stage: int) -> None:
        """A new run from ``stage`` (level select) at the difficulty set now, dealing its
        own walls (:meth:`_next_run_seed`); it replaces any run saved before."""
        from mahjong2p.play.arcade import ArcadeRun

        ctx = self.ctx
        levels = ctx.levels.at(ctx.arcade_difficulty)
        ctx.arcade = ArcadeRun.new(levels, ctx.profile, self._next_run_seed(), stage)
        self.next_hand()

    def _next_run_seed(self) -> int:
        """The seed of the next new run: fresh for each run of an unseeded launch (so a
        player who starts again cannot learn the deals), derived from the launch seed for
        a seeded one (tests, screenshots, a bug report: the same seed, the same game)."""
        k, self.runs_started = self.runs_started, self.runs_started + 1
        if not self.ctx.seeded:
            return secrets.randbits(SEED_BITS)
        return self.ctx.seed + k * RUN_SEED_STEP

    def resume_run(self) -> None:
        """继续游戏: the saved run, exactly where it stood — mid-hand if the window closed
        during one (the hand is replayed to that moment and shown without animations)."""
        from mahjong2p.play.arcade import ArcadeRun

        ctx = self.ctx
        saved = ctx.profile.progress.run
        if saved is None:
            return
        arcade = ctx.arcade = ArcadeRun.resume(ctx.levels, ctx.profile, saved)
        if arcade.playing is None:  # (a hand killed at its end is settled, then shown)
            self.next_hand()
            return
        self._show_table(self._session(arcade.playing, arcade.rig), resumed=True)

    def next_hand(self, session: HandSession | None = None) -> None:
        """Between hands: game over when the bet cannot be paid, else the shop (stages with
        items) or straight to the table. ``session``: the stage's CPU, kept for its next
        hand."""
        if self.ctx.playing.lost:
            self._game_over()
        elif self.ctx.playing.has_shop:
            from mahjong2p.scenes.shop import ShopScene

            self.ctx.stack.reset(ShopScene(self.ctx, session))
        else:
            self.start_hand(session)

    def start_hand(self, session: HandSession | None = None) -> None:
        """Take the bet and deal (rigged or not: the table announces a 大出血)."""
        from mahjong2p.play.arcade import NotDealtError

        arcade = self.ctx.playing
        try:
            dealt = arcade.begin_hand()
        except NotDealtError:  # its file could not be saved (RULES.md B6): the title says so
            self.ctx.profile.notice = "notice.save_failed"
            self.to_title()
            return
        if session is None:
            session = self._session(dealt.hand, arcade.rig)
        else:
            session.start_hand(dealt.hand, arcade.rig)
        self._show_table(session, big_deal=dealt.rig is not None)

    def _session(self, hand: Hand, rig: RigKind | None) -> HandSession:
        """A new CPU opponent at the stage's difficulty (a stage, a continue, a resume)."""
        from mahjong2p.play.session import HandSession

        session = HandSession(hand, self.ctx.playing.difficulty, rig)
        session.auto_play = self.ctx.settings.auto_play  # 托管 as the player left it
        return session

    def _show_table(
        self, session: HandSession, big_deal: bool = False, resumed: bool = False
    ) -> None:
        from mahjong2p.scenes.table.scene import TableScene

        run = self.ctx.playing
        table = TableScene(self.ctx, session, run.stage, run, big_deal=big_deal)
        self.ctx.stack.reset(table)
        if resumed:
            table.catch_up()

    def to_haitei(self, session: HandSession) -> None:
        from mahjong2p.scenes.haitei import HaiteiScene

        self.ctx.stack.replace(HaiteiScene(self.ctx, session))

    def to_results(self, session: HandSession, outcome: Outcome) -> None:
        """The hand is over (and settled, its 牌谱 and 战绩 kept by the run): the results."""
        from mahjong2p.scenes.results import ResultsScene

        self.ctx.stack.replace(ResultsScene(self.ctx, session, outcome))

    def after_results(self, session: HandSession, outcome: Outcome) -> None:
        """Stage clear (or the ending after the last stage), game over, or the next hand."""
        if outcome.settlement.stage_cleared and self.ctx.playing.finished:
            from mahjong2p.scenes.ending import EndingScene

            self.ctx.stack.reset(EndingScene(self.ctx))
        elif outcome.settlement.stage_cleared:
            from mahjong2p.scenes.stage_end import StageClearScene

            self.ctx.stack.reset(StageClearScene(self.ctx, outcome.settlement))
        else:
            self.next_hand(session)

    def _game_over(self) -> None:
        from mahjong2p.scenes.stage_end import GameOverScene

        self.ctx.stack.reset(GameOverScene(self.ctx))

    def continue_run(self) -> None:
        """CONTINUE: the same stage again with the starting credits."""
        self.ctx.playing.continue_run()
        self.next_hand()

    def end_run(self) -> None:
        """A lost run the player does not continue: into the high scores, then the title."""
        self.ctx.playing.end(self.ctx.settings.player_name)
        self.after_the_run()

    def after_the_run(self) -> None:
        """The run is over: the name entry if it made the table, else the title."""
        from mahjong2p.scenes.name_entry import NameEntryScene

        rank = self.ctx.playing.rank
        if rank is None:
            self.to_title()
        else:
            self.ctx.stack.reset(NameEntryScene(self.ctx, rank))

    def show_entry(self, rank: int) -> None:
        """After the name entry: the high-score table with the new entry lit, over the title."""
        self.to_title()
        self.open_high_scores(rank)

    # ---------------------------------------------------------------- replays
    def watch_hand(self, session: HandSession, stage: int) -> None:
        """Replay the session's finished hand with its animations over the current scene."""
        from mahjong2p.replay.recorder import replay_now

        self.watch_replay(replay_now(session.hand, stage, session.rig))

    def watch_replay(self, replay: Replay) -> None:
        from mahjong2p.scenes.viewer.scene import ReplayViewer

        self.ctx.stack.push(ReplayViewer(self.ctx, replay))
