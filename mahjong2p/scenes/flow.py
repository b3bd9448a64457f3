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


def to_title(ctx: AppContext) -> None:
    from mahjong2p.scenes.title import TitleScene

    ctx.stack.reset(TitleScene(ctx))


def to_level_select(ctx: AppContext) -> None:
    from mahjong2p.scenes.level_select import LevelSelectScene

    ctx.stack.push(LevelSelectScene(ctx))


def open_settings(ctx: AppContext, in_game: bool) -> None:
    from mahjong2p.scenes.settings import SettingsScene

    ctx.stack.push(SettingsScene(ctx, in_game))


def start_stage(ctx: AppContext, stage: int) -> None:
    """A new match at ``stage``: the first hand's table replaces everything."""
    ctx.run.stage = stage
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
    from mahjong2p.scenes.results import ResultsScene

    ctx.stack.replace(ResultsScene(ctx, session, settlement))
