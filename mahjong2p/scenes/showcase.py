"""Every scene in a plausible state, by name: for the ``screenshot`` command, the frame
bench and the render tests. States come from playing the seed (see
:mod:`mahjong2p.app.staging`), never from hand-made fakes."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.app.context import AppContext
from mahjong2p.app.ready_hints import ready_discards
from mahjong2p.app.run_state import pay_bet, settle
from mahjong2p.app.session import HUMAN, HandSession
from mahjong2p.app.staging import drawn_hand, human_haitei, human_won, mid_hand, play_until
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.results import COUNT_UP_S, ResultsScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.table.hand_part import hand_order
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene

STEP = 1 / 60


def _title(ctx: AppContext) -> None:
    ctx.stack.push(TitleScene(ctx))


def _level_select(ctx: AppContext) -> None:
    _title(ctx)
    ctx.stack.push(LevelSelectScene(ctx))


def _settings(ctx: AppContext) -> None:
    _title(ctx)
    ctx.stack.push(SettingsScene(ctx, in_game=False))


def table_mid_hand(ctx: AppContext) -> TableScene:
    """The table with melds, discards and the 听牌提示 showing, waiting for the human."""
    session = play_until(ctx.seed, mid_hand)
    scene = TableScene(ctx, session, pay_bet(ctx.run))
    ctx.stack.push(scene)
    while session.pending or scene.animator.busy:
        scene.animator.skip()
        scene.update(STEP)
    scene.update(STEP)
    ready = ready_discards(session.views[HUMAN])
    tiles = hand_order(scene.model.view)
    scene.focus = next((i for i, t in enumerate(tiles) if kind_of(t) in ready), scene.focus)
    return scene


def _table(ctx: AppContext) -> None:
    table_mid_hand(ctx)


def _pause(ctx: AppContext) -> None:
    table_mid_hand(ctx)
    ctx.stack.push(SettingsScene(ctx, in_game=True))


def _haitei(ctx: AppContext) -> None:
    session = play_until(ctx.seed, human_haitei)
    scene = HaiteiScene(ctx, session, pay_bet(ctx.run))
    ctx.stack.push(scene)
    session.apply(Action(ActionKind.HAITEI_PICK, HUMAN, tile=len(session.hand.wall.dead) // 2))
    while session.pending or scene.wait > 0:
        scene.wait = 0
        scene.update(STEP)


def _results_of(ctx: AppContext, session: HandSession) -> None:
    before = pay_bet(ctx.run)
    winner = session.hand.winner
    won = [e for e in session.hand.log if type(e).__name__ == "Won"]
    points = won[0].score.points if won else 0
    settlement = settle(ctx.run, before, winner, points, session.hand.dealer)
    scene = ResultsScene(ctx, session, settlement)
    scene.elapsed = COUNT_UP_S
    ctx.stack.push(scene)


def _results(ctx: AppContext) -> None:
    _results_of(ctx, play_until(ctx.seed, human_won))


def _results_draw(ctx: AppContext) -> None:
    _results_of(ctx, play_until(ctx.seed, drawn_hand))


SCENES: dict[str, Callable[[AppContext], None]] = {
    "title": _title,
    "level_select": _level_select,
    "settings": _settings,
    "table": _table,
    "pause": _pause,
    "haitei": _haitei,
    "results": _results,
    "results_draw": _results_draw,
}


def show(ctx: AppContext, name: str) -> None:
    """Push the scene ``name`` (a key of :data:`SCENES`) in its showcase state."""
    SCENES[name](ctx)
