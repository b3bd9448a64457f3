"""Every scene in a plausible state, by name: for the ``screenshot`` command, the frame
bench and the render tests. States come from playing the seed (see
:mod:`mahjong2p.app.staging`), never from hand-made fakes.

Each entry sets its scene up and returns how many seconds of animation to play before
the picture by default (``0``: a settled state); ``show(..., at=T)`` plays ``T`` seconds
instead, which is how the effects are captured frame by frame.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from mahjong2p.app.context import AppContext
from mahjong2p.app.profile import Profile
from mahjong2p.app.ready_hints import ready_discards
from mahjong2p.app.run_state import pay_bet, settle
from mahjong2p.app.session import HUMAN, HandSession
from mahjong2p.app.staging import (
    before_event,
    cpu_won,
    drawn_hand,
    human_haitei,
    human_won,
    human_won_big,
    human_yakuman,
    mid_hand,
    play_rigged_until,
    play_until,
)
from mahjong2p.progression.deal import RigKind
from mahjong2p.replay.recorder import replay_now
from mahjong2p.replay.store import replay_folder, save_replay
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Called, DeclaredReady, Won
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.replays import ReplayListScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.stage_end import GameOverScene, StageClearScene
from mahjong2p.scenes.table.hand_part import hand_order
from mahjong2p.scenes.table.replay import replay_table
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.ui.cutin import CutInKind

STEP = 1 / 60
Setup = Callable[[AppContext], float]


def _title(ctx: AppContext) -> float:
    ctx.stack.push(TitleScene(ctx))
    return 0


def _title_attract(ctx: AppContext) -> float:
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.start_demo()
    return 6.0


def _level_select(ctx: AppContext) -> float:
    _title(ctx)
    ctx.stack.push(LevelSelectScene(ctx))
    return 0


def _settings(ctx: AppContext) -> float:
    _title(ctx)
    ctx.stack.push(SettingsScene(ctx, in_game=False))
    return 0


def _encyclopedia(ctx: AppContext) -> float:
    _title(ctx)
    ctx.profile.collect_yakuman(["si_an_ke", "da_san_yuan"])
    ctx.stack.push(EncyclopediaScene(ctx))
    return 0


def _encyclopedia_yakuman(ctx: AppContext) -> float:
    _encyclopedia(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, EncyclopediaScene)
    scene.show(1, 3)
    return 0.5


def _replays(ctx: AppContext) -> float:
    """The list, from a few hands of the seed saved into a throw-away data folder."""
    ctx.profile = Profile.open(Path(tempfile.mkdtemp(prefix="mahjong2p-shot-")))
    folder = replay_folder(ctx.profile.folder or Path())
    for goal in (human_won, cpu_won, drawn_hand):
        session = play_until(ctx.seed, goal)
        save_replay(folder, replay_now(session.hand, 1 + session.hand.hand_number % 4))
    _title(ctx)
    ctx.stack.push(ReplayListScene(ctx))
    return 0


def settled_table(ctx: AppContext, session: HandSession, keep: int = 0) -> TableScene:
    """The table for ``session`` with every event shown but the last ``keep``, which are
    left to animate."""
    scene = TableScene(ctx, session, pay_bet(ctx.run))
    ctx.stack.push(scene)
    while len(session.pending) > keep or scene.animator.busy:
        scene.animator.skip()
        if len(session.pending) > keep:
            scene.presenter.show(session.pending.popleft(), scene.layout)
    scene.board.invalidate()
    return scene


def table_mid_hand(ctx: AppContext) -> TableScene:
    """The table with melds, discards and the 听牌提示 showing, waiting for the human."""
    session = play_until(ctx.seed, mid_hand)
    scene = settled_table(ctx, session)
    scene.update(STEP)
    ready = ready_discards(session.views[HUMAN])
    tiles = hand_order(scene.model.view)
    scene.focus = next((i for i, t in enumerate(tiles) if kind_of(t) in ready), scene.focus)
    return scene


def _table(ctx: AppContext) -> float:
    table_mid_hand(ctx)
    return 0


def _pause(ctx: AppContext) -> float:
    table_mid_hand(ctx)
    ctx.stack.push(SettingsScene(ctx, in_game=True))
    return 0


def _cut_in_at(kinds: tuple[type, ...], keep: int) -> Setup:
    def setup(ctx: AppContext) -> float:
        settled_table(ctx, play_until(ctx.seed, before_event(kinds)), keep)
        return 0.3

    return setup


def _cutin_win(ctx: AppContext) -> float:
    settled_table(ctx, play_until(ctx.seed, human_won), keep=2)  # Won, HandEnded
    return 0.4


def _cutin_big_deal(ctx: AppContext) -> float:
    """The stage feature's "大出血!" announcement over a fresh deal: one call."""
    scene = settled_table(ctx, play_until(ctx.seed, mid_hand))
    tr = ctx.text.text
    scene.animator.cutins.play(tr("cutin.big_deal"), CutInKind.BIG_DEAL, tr("cutin.big_deal.sub"))
    return 0.45


def _haitei(ctx: AppContext) -> float:
    session = play_until(ctx.seed, human_haitei)
    scene = HaiteiScene(ctx, session, pay_bet(ctx.run))
    ctx.stack.push(scene)
    session.apply(Action(ActionKind.HAITEI_PICK, HUMAN, tile=len(session.hand.wall.dead) // 2))
    while session.pending or scene.wait > 0:
        scene.wait = 0
        scene.update(STEP)
    return 0


def _results_of(ctx: AppContext, session: HandSession) -> ResultsScene:
    before = pay_bet(ctx.run)
    winner = session.hand.winner
    won = [e for e in session.hand.log if isinstance(e, Won)]
    points = won[0].score.points if won else 0
    settlement = settle(ctx.run, before, winner, points, session.hand.dealer)
    scene = ResultsScene(ctx, session, settlement)
    ctx.stack.push(scene)
    return scene


def _results(ctx: AppContext) -> float:
    _results_of(ctx, play_until(ctx.seed, human_won)).skip()
    return 0


def _results_draw(ctx: AppContext) -> float:
    _results_of(ctx, play_until(ctx.seed, drawn_hand)).skip()
    return 0


def _win_sequence(ctx: AppContext) -> float:
    """The win sequence under way (fans appearing); ``--at`` picks the moment."""
    _results_of(ctx, play_until(ctx.seed, human_won_big))
    return 2.6


def _yakuman(ctx: AppContext) -> float:
    _results_of(ctx, play_rigged_until(ctx.seed, human_yakuman, RigKind.YAKUMAN))
    return 7.0


def _stage_clear(ctx: AppContext) -> float:
    ctx.run.stage_winnings = ctx.run.info.target + 600
    ctx.run.clear_stage()
    ctx.stack.push(StageClearScene(ctx))
    return 2.0


def _game_over(ctx: AppContext) -> float:
    ctx.run.credits = 40
    ctx.run.continues = 1
    ctx.stack.push(GameOverScene(ctx))
    return 2.5


def _replay(ctx: AppContext) -> float:
    session = play_until(ctx.seed, human_won)
    _title(ctx)
    ctx.stack.push(replay_table(ctx, replay_now(session.hand, 1)))
    return 12.0


SCENES: dict[str, Setup] = {
    "title": _title,
    "title_attract": _title_attract,
    "level_select": _level_select,
    "settings": _settings,
    "encyclopedia": _encyclopedia,
    "encyclopedia_yakuman": _encyclopedia_yakuman,
    "replays": _replays,
    "table": _table,
    "pause": _pause,
    "cutin_pon": _cut_in_at((Called,), keep=1),
    "cutin_ready": _cut_in_at((DeclaredReady,), keep=2),
    "cutin_win": _cutin_win,
    "cutin_big_deal": _cutin_big_deal,
    "haitei": _haitei,
    "results": _results,
    "results_draw": _results_draw,
    "win_sequence": _win_sequence,
    "yakuman": _yakuman,
    "stage_clear": _stage_clear,
    "game_over": _game_over,
    "replay": _replay,
}


def show(ctx: AppContext, name: str, at: float | None = None) -> None:
    """Push the scene ``name`` (a key of :data:`SCENES`) and play its animations for
    ``at`` seconds (default: the entry's own moment) at normal speed, 60 updates a second."""
    seconds = SCENES[name](ctx)
    seconds = seconds if at is None else at
    for _ in range(round(seconds / STEP)):
        ctx.stack.update(STEP)
