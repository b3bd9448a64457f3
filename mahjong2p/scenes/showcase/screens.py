"""Showcase states off the table: title, menus, 海底捞月, results, the ends of a stage and
of a run, the shop, the name entry and the high scores — each from a hand played from
the seed and settled by a run, or from the run's own steps."""

from __future__ import annotations

import dataclasses

from mahjong2p.play.session import HandSession
from mahjong2p.progression.deal import RigKind
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.replay.recorder import replay_now
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.ending import EndingScene
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.highscores import HighScoreScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.name_entry import NameEntryScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.shop import ShopScene
from mahjong2p.scenes.showcase.staged import STEP, arcade_at, holding, settled
from mahjong2p.scenes.showcase.staging import (
    cpu_won,
    drawn_after_haitei,
    drawn_hand,
    human_haitei,
    human_won,
    human_won_big,
    human_yakuman,
    play_rigged_until,
    play_until,
)
from mahjong2p.scenes.stage_end import GameOverScene, StageClearScene
from mahjong2p.scenes.table.replay import replay_table
from mahjong2p.scenes.title import TitleScene
from mahjong2p.seat import Seat

GB_SHORT_HAND_PAGE = 4  # 8番起和, with its worked hand below 8
BOARD = (  # a plausible high-score table
    HighScore("Bao", 86200, 4, 0),
    HighScore("Mei", 61500, 4, 2),
    HighScore("Li Wei", 40300, 3, 1),
    HighScore("Kenji", 22800, 3, 0),
    HighScore("Ann", 9600, 2, 3),
)


def title(ctx: AppContext) -> float:
    ctx.stack.push(TitleScene(ctx))
    return 0


def title_attract(ctx: AppContext) -> float:
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    scene.start_demo()
    return 6.0


def level_select(ctx: AppContext) -> float:
    title(ctx)
    ctx.stack.push(LevelSelectScene(ctx))
    return 0


def settings(ctx: AppContext) -> float:
    title(ctx)
    ctx.stack.push(SettingsScene(ctx, in_game=False))
    return 0


def how_to_play(ctx: AppContext) -> float:
    title(ctx)
    ctx.flow.open_how_to_play()
    return 0


def how_to_play_gb(ctx: AppContext) -> float:
    """The 欢乐豆场 pages (its tab first): the complete hand that falls short of 8 fan."""
    from mahjong2p.scenes.how_to_play import HowToPlayScene

    title(ctx)
    ctx.stack.push(HowToPlayScene(ctx, page=GB_SHORT_HAND_PAGE, gb_first=True))
    return 0


def encyclopedia(ctx: AppContext) -> float:
    title(ctx)
    ctx.profile.collect_yakuman(["si_an_ke", "da_san_yuan"])
    ctx.flow.open_encyclopedia()  # as the title's 图鉴 button: a tab per mode
    return 0


def encyclopedia_yakuman(ctx: AppContext) -> float:
    encyclopedia(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, EncyclopediaScene)
    scene.show(1, 3)
    return 0.5


def replay(ctx: AppContext) -> float:
    session = play_until(ctx.seed, human_won)
    title(ctx)
    ctx.stack.push(replay_table(ctx, replay_now(session.hand, 1)))
    return 12.0


def haitei(ctx: AppContext) -> float:
    session = play_until(ctx.seed, human_haitei)
    scene = HaiteiScene(ctx, session)
    ctx.stack.push(scene)
    session.apply(
        Action(ActionKind.HAITEI_PICK, int(Seat.HUMAN), tile=len(session.hand.wall.dead) // 2)
    )
    while session.pending or scene.wait > 0:
        scene.wait = 0
        scene.update(STEP)
    return 0


def _results_of(ctx: AppContext, session: HandSession, stage: int = 1) -> ResultsScene:
    arcade_at(ctx, stage)
    scene = ResultsScene(ctx, session, settled(ctx, session))
    ctx.stack.push(scene)
    return scene


def results(ctx: AppContext) -> float:
    _results_of(ctx, play_until(ctx.seed, human_won)).skip()
    return 0


def results_draw(ctx: AppContext) -> float:
    _results_of(ctx, play_until(ctx.seed, drawn_hand)).skip()
    return 0


def results_haitei_missed(ctx: AppContext) -> float:
    """A drawn hand after a 海底捞月 round that found nothing: the round's line shows."""
    _results_of(ctx, play_until(ctx.seed, drawn_after_haitei)).skip()
    return 0


def results_cpu_win(ctx: AppContext) -> float:
    """The CPU won: its hand laid open, its fans and what it would have scored, and under
    it the player's own hand and what the win cost them."""
    _results_of(ctx, play_until(ctx.seed, cpu_won)).skip()
    return 0


def win_sequence(ctx: AppContext) -> float:
    """The win sequence under way (fans appearing); ``--at`` picks the moment."""
    _results_of(ctx, play_until(ctx.seed, human_won_big))
    return 2.6


def yakuman(ctx: AppContext) -> float:
    _results_of(ctx, play_rigged_until(ctx.seed, human_yakuman, RigKind.YAKUMAN), stage=4)
    return 7.0


def _clear_with_a_win(ctx: AppContext, stage: int) -> None:
    """A run one small win short of ``stage``'s target wins a hand (and so clears it)."""
    target = ctx.levels.stage(stage).target
    arcade_at(ctx, stage, stage_winnings=target - 1, total_winnings=target * 3)
    settled(ctx, play_until(ctx.seed, human_won))


def stage_clear(ctx: AppContext) -> float:
    arcade = arcade_at(ctx, 1, stage_winnings=ctx.levels.stage(1).target - 1)
    outcome = settled(ctx, play_until(ctx.seed, human_won))
    assert outcome.settlement.stage_cleared and arcade.run.stage == 2
    ctx.stack.push(StageClearScene(ctx, outcome.settlement))
    return 2.0


def game_over(ctx: AppContext) -> float:
    arcade_at(ctx, 1, credits=40, continues=1)
    ctx.stack.push(GameOverScene(ctx))
    return 2.5


def shop(ctx: AppContext) -> float:
    arcade_at(ctx, 2, credits=17200, items=holding(1, 0, 1))
    scene = ShopScene(ctx, None)
    ctx.stack.push(scene)
    scene.buy(Item.YI_HUA_JIE_MU)
    return 0


def ending(ctx: AppContext) -> float:
    _scores(ctx, BOARD[2:])
    _clear_with_a_win(ctx, 4)
    ctx.stack.push(EndingScene(ctx))
    return 2.5


def name_entry(ctx: AppContext) -> float:
    ending(ctx)
    rank = ctx.playing.rank
    assert rank is not None
    ctx.stack.push(NameEntryScene(ctx, rank))
    return 0


def high_scores(ctx: AppContext) -> float:
    _scores(ctx, BOARD)
    title(ctx)
    ctx.stack.push(HighScoreScene(ctx, highlight=2))
    return 0


def _scores(ctx: AppContext, table: tuple[HighScore, ...]) -> None:
    ctx.profile.store(dataclasses.replace(ctx.profile.progress, high_scores=table))
