"""Moves between scenes (RULES.md A10: title → level select → table → 海底捞月 → results
→ next hand, stage clear, game over / CONTINUE, or the ending), with the run's steps.

The scene classes — and the run, whose module plans rigged deals — are imported inside
each function: scenes call these to leave, the title must start quickly, and keeping the
imports here, late, lets every scene module stay free of the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong2p.app.arcade import Outcome
    from mahjong2p.app.context import AppContext
    from mahjong2p.app.session import HandSession
    from mahjong2p.progression.deal import RigKind
    from mahjong2p.replay.record import Replay
    from mahjong2p.rules.hand import Hand
    from mahjong2p.scenes.encyclopedia.entries import FanTable


def to_title(ctx: AppContext) -> None:
    from mahjong2p.scenes.title import TitleScene

    ctx.stack.reset(TitleScene(ctx))


def to_mode_select(ctx: AppContext) -> None:
    """The title's start: 闯关模式 (the level select) or 欢乐豆场 (the bean mode's own flow,
    handed the way back here)."""
    from mahjong2p.scenes.bean_flow import BeanFlow
    from mahjong2p.scenes.mode_select import ModeSelectScene

    beans = BeanFlow(ctx, lambda: to_title(ctx))
    ctx.stack.push(ModeSelectScene(ctx, lambda: to_level_select(ctx), beans.enter))


def to_level_select(ctx: AppContext) -> None:
    from mahjong2p.scenes.level_select import LevelSelectScene

    ctx.stack.push(LevelSelectScene(ctx))


def open_settings(ctx: AppContext, in_game: bool) -> None:
    from mahjong2p.scenes.settings import SettingsScene

    ctx.save_run()  # the menu is where a player leaves from: keep the hand as it stands
    ctx.stack.push(SettingsScene(ctx, in_game))


def open_encyclopedia(ctx: AppContext, table: FanTable | None = None) -> None:
    """The 番种图鉴 on ``table`` (the current mode's fans; the arcade's unless given)."""
    from mahjong2p.scenes.encyclopedia import EncyclopediaScene

    ctx.stack.push(EncyclopediaScene(ctx, table))


def open_how_to_play(ctx: AppContext) -> None:
    from mahjong2p.scenes.how_to_play import HowToPlayScene

    ctx.stack.push(HowToPlayScene(ctx))


def open_replays(ctx: AppContext) -> None:
    from mahjong2p.scenes.replays import ReplayListScene

    ctx.stack.push(ReplayListScene(ctx))


def open_high_scores(ctx: AppContext, highlight: int | None = None) -> None:
    from mahjong2p.scenes.highscores import HighScoreScene

    ctx.stack.push(HighScoreScene(ctx, highlight))


# ---------------------------------------------------------------- a run
def start_run(ctx: AppContext, stage: int) -> None:
    """A new run from ``stage`` (level select); it replaces any run saved before."""
    from mahjong2p.app.arcade import ArcadeRun

    ctx.arcade = ArcadeRun.new(ctx.levels, ctx.profile, ctx.seed, stage)
    next_hand(ctx)


def resume_run(ctx: AppContext) -> None:
    """继续游戏: the saved run, exactly where it stood — mid-hand if the window closed
    during one (the hand is replayed to that moment and shown without animations)."""
    from mahjong2p.app.arcade import ArcadeRun

    saved = ctx.profile.progress.run
    if saved is None:
        return
    arcade = ctx.arcade = ArcadeRun.resume(ctx.levels, ctx.profile, saved)
    if arcade.playing is None or arcade.hand is None:
        next_hand(ctx)
        return
    _show_table(ctx, _session(ctx, arcade.playing, arcade.rig), resumed=True)


def next_hand(ctx: AppContext, session: HandSession | None = None) -> None:
    """Between hands: game over when the bet cannot be paid, else the shop (stages with
    items) or straight to the table. ``session``: the stage's CPU, kept for its next hand."""
    arcade = ctx.playing
    if arcade.lost:
        to_game_over(ctx)
    elif arcade.has_shop:
        from mahjong2p.scenes.shop import ShopScene

        ctx.stack.reset(ShopScene(ctx, session))
    else:
        start_hand(ctx, session)


def start_hand(ctx: AppContext, session: HandSession | None = None) -> None:
    """Take the bet and deal (rigged or not: the table announces a 大出血)."""
    arcade = ctx.playing
    dealt = arcade.begin_hand()
    if session is None:
        session = _session(ctx, dealt.hand, arcade.rig)
    else:
        session.start_hand(dealt.hand, arcade.rig)
    _show_table(ctx, session, big_deal=dealt.rig is not None)


def _session(ctx: AppContext, hand: Hand, rig: RigKind | None) -> HandSession:
    """A new CPU opponent at the stage's difficulty (a stage, a continue, a resume)."""
    from mahjong2p.app.session import HandSession

    return HandSession(hand, ctx.playing.difficulty, rig)


def _show_table(
    ctx: AppContext, session: HandSession, big_deal: bool = False, resumed: bool = False
) -> None:
    from mahjong2p.scenes.table.scene import TableScene

    table = TableScene(ctx, session, ctx.playing.stage, ctx.playing, big_deal=big_deal)
    ctx.stack.reset(table)
    if resumed:
        table.catch_up()


def to_haitei(ctx: AppContext, session: HandSession) -> None:
    from mahjong2p.scenes.haitei import HaiteiScene

    ctx.stack.replace(HaiteiScene(ctx, session))


def to_results(ctx: AppContext, session: HandSession, outcome: Outcome) -> None:
    """The hand is over (and settled): keep its replay (牌谱) and show the results."""
    from mahjong2p.replay.recorder import keep_replay
    from mahjong2p.scenes.results import ResultsScene

    keep_replay(ctx, session.hand, outcome.stage, session.rig)
    ctx.stack.replace(ResultsScene(ctx, session, outcome))


def after_results(ctx: AppContext, session: HandSession, outcome: Outcome) -> None:
    """Stage clear (or the ending after the last stage), game over, or the next hand."""
    if outcome.settlement.stage_cleared and ctx.playing.finished:
        from mahjong2p.scenes.ending import EndingScene

        ctx.stack.reset(EndingScene(ctx))
    elif outcome.settlement.stage_cleared:
        from mahjong2p.scenes.stage_end import StageClearScene

        ctx.stack.reset(StageClearScene(ctx, outcome.settlement))
    else:
        next_hand(ctx, session)


def to_game_over(ctx: AppContext) -> None:
    from mahjong2p.scenes.stage_end import GameOverScene

    ctx.stack.reset(GameOverScene(ctx))


def continue_run(ctx: AppContext) -> None:
    """CONTINUE: the same stage again with the starting credits."""
    ctx.playing.continue_run()
    next_hand(ctx)


def end_run(ctx: AppContext) -> None:
    """A lost run the player does not continue: into the high scores, then the title."""
    ctx.playing.end(ctx.settings.player_name)
    after_the_run(ctx)


def after_the_run(ctx: AppContext) -> None:
    """The run is over: the name entry if it made the table, else the title."""
    from mahjong2p.scenes.name_entry import NameEntryScene

    rank = ctx.playing.rank
    if rank is None:
        to_title(ctx)
    else:
        ctx.stack.reset(NameEntryScene(ctx, rank))


def show_entry(ctx: AppContext, rank: int) -> None:
    """After the name entry: the high-score table with the new entry lit, over the title."""
    to_title(ctx)
    open_high_scores(ctx, rank)


# ---------------------------------------------------------------- replays
def watch_hand(ctx: AppContext, session: HandSession, stage: int) -> None:
    """Replay the session's finished hand with its animations over the current scene."""
    from mahjong2p.replay.recorder import replay_now

    watch_replay(ctx, replay_now(session.hand, stage, session.rig))


def watch_replay(ctx: AppContext, replay: Replay) -> None:
    from mahjong2p.scenes.table.replay import replay_table

    ctx.stack.push(replay_table(ctx, replay))
