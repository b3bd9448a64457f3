"""Moves between scenes (RULES.md A10: title → level select → table → 海底捞月 → results).

The scene classes are imported inside each function: scenes call these to leave, and
keeping the imports here, late, lets every scene module stay free of the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong2p.app.run_state import pay_bet
from mahjong2p.app.session import HandSession
from mahjong2p.app.stages import stage_info

if TYPE_CHECKING:
    from mahjong2p.app.context import AppContext
    from mahjong2p.app.run_state import Settlement
    from mahjong2p.replay.record import Replay


def to_title(ctx: AppContext) -> None:
    from mahjong2p.scenes.title import TitleScene

    ctx.stack.reset(TitleScene(ctx))


def to_level_select(ctx: AppContext) -> None:
    from mahjong2p.scenes.level_select import LevelSelectScene

    ctx.stack.push(LevelSelectScene(ctx))


def open_settings(ctx: AppContext, in_game: bool) -> None:
    from mahjong2p.scenes.settings import SettingsScene

    ctx.stack.push(SettingsScene(ctx, in_game))


def open_encyclopedia(ctx: AppContext) -> None:
    from mahjong2p.scenes.encyclopedia import EncyclopediaScene

    ctx.stack.push(EncyclopediaScene(ctx))


def open_replays(ctx: AppContext) -> None:
    from mahjong2p.scenes.replays import ReplayListScene

    ctx.stack.push(ReplayListScene(ctx))


def start_stage(ctx: AppContext, stage: int) -> None:
    """A new match at ``stage``: the first hand's table replaces everything."""
    ctx.run.begin_stage(stage)
    session = HandSession(ctx.seed, stage_info(stage), ctx.difficulty)
    start_hand(ctx, session, first=True)


def start_hand(ctx: AppContext, session: HandSession, first: bool = False) -> None:
    """Pay the bet and show the table for the session's current hand (after ``next_hand``)."""
    from mahjong2p.scenes.table.scene import TableScene

    if not first:
        session.next_hand()
    before = pay_bet(ctx.run)
    ctx.stack.reset(TableScene(ctx, session, before))


def to_haitei(ctx: AppContext, session: HandSession, before: int) -> None:
    from mahjong2p.scenes.haitei import HaiteiScene

    ctx.stack.replace(HaiteiScene(ctx, session, before))


def to_results(ctx: AppContext, session: HandSession, settlement: Settlement) -> None:
    """The hand is over: keep its replay (牌谱) and show the results."""
    from mahjong2p.replay.recorder import keep_replay
    from mahjong2p.scenes.results import ResultsScene

    keep_replay(ctx, session.hand, session.rig)
    ctx.stack.replace(ResultsScene(ctx, session, settlement))


def to_stage_clear(ctx: AppContext) -> None:
    from mahjong2p.scenes.stage_end import StageClearScene

    ctx.run.clear_stage()
    ctx.profile.unlock_stage(ctx.run.unlocked_stages)
    ctx.stack.reset(StageClearScene(ctx))


def to_game_over(ctx: AppContext) -> None:
    from mahjong2p.scenes.stage_end import GameOverScene

    ctx.stack.reset(GameOverScene(ctx))


def continue_stage(ctx: AppContext) -> None:
    """CONTINUE: the same stage again with the starting credits."""
    ctx.run.continue_stage()
    start_stage(ctx, ctx.run.stage)


def watch_hand(ctx: AppContext, session: HandSession) -> None:
    """Replay the session's finished hand with its animations over the current scene."""
    from mahjong2p.replay.recorder import replay_now

    watch_replay(ctx, replay_now(session.hand, ctx.run.stage, session.rig))


def watch_replay(ctx: AppContext, replay: Replay) -> None:
    from mahjong2p.scenes.table.replay import replay_table

    ctx.stack.push(replay_table(ctx, replay))
