"""Showcase states on the table: mid-hand, the menu, cut-ins, the stage features' overlays
(opening swap, 搓牌 picker, triplet offer, the items) and the rigged deal's "大出血!".
Every one is reached by agents playing the seed with the stage's real features on."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.play.session import HandSession
from mahjong2p.progression.deal import HandPlan, RigKind, stage_hand_config
from mahjong2p.rules.actions import Action, ChoiceActionKind
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.aids.ready_hints import ready_discards
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.showcase.staged import STEP, arcade_at, holding, settled_table
from mahjong2p.scenes.showcase.staging import (
    before_event,
    human_won,
    may_use,
    mid_hand,
    offered,
    play_until,
)
from mahjong2p.scenes.table.hand_part import hand_order
from mahjong2p.scenes.table.marking_part import MarkingOverlay
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.seat import Seat

Setup = Callable[[AppContext], float]


def table_mid_hand(ctx: AppContext) -> TableScene:
    """The table with melds, discards and the 听牌提示 showing, waiting for the human."""
    session = play_until(ctx.seed, mid_hand)
    scene = settled_table(ctx, session)
    scene.update(STEP)
    ready = ready_discards(session.views[Seat.HUMAN])
    tiles = hand_order(scene.model.view)
    scene.focus = next((i for i, t in enumerate(tiles) if kind_of(t) in ready), scene.focus)
    return scene


def table(ctx: AppContext) -> float:
    table_mid_hand(ctx)
    return 0


def table_log(ctx: AppContext) -> float:
    """The table mid-hand with the action log open over it."""
    table_mid_hand(ctx).log.toggle()
    return 0


def pause(ctx: AppContext) -> float:
    """The table's menu (Esc) open over it."""
    table_mid_hand(ctx).open_menu()
    return 0


def cut_in_at(kinds: tuple[type, ...], keep: int) -> Setup:
    """The table just before the last ``keep`` events (the one of ``kinds`` among them)."""

    def setup(ctx: AppContext) -> float:
        settled_table(ctx, play_until(ctx.seed, before_event(kinds)), keep)
        return 0.3

    return setup


def cutin_win(ctx: AppContext) -> float:
    settled_table(ctx, play_until(ctx.seed, human_won), keep=3)  # Won, HandsRevealed, HandEnded
    return 0.4


def cutin_big_deal(ctx: AppContext) -> float:
    """A stage-3 hand dealt rigged (平常番配牌大出血): the table announces it as the
    player's tiles arrive."""
    arcade = arcade_at(ctx, 3)
    plan = HandPlan(ctx.seed, 0, Seat.HUMAN, stage_hand_config(arcade.stage), RigKind.NORMAL)
    session = HandSession(plan.start().hand, arcade.difficulty, plan.rig)
    ctx.stack.push(TableScene(ctx, session, arcade.stage, arcade, big_deal=True))
    return 0.75


def cutin_streak(ctx: AppContext) -> float:
    """三连庄拍分: the player wins as dealer with two dealer wins already in a row."""

    def dealer_won(session: HandSession) -> bool:
        return human_won(session) and session.hand.dealer == Seat.HUMAN

    arcade_at(ctx, 1, dealer_streak=2)
    settled_table(ctx, play_until(ctx.seed, dealer_won), keep=1)  # HandEnded
    return 0.45


def asking(ctx: AppContext, stage: int, choice: Choice, held: int = 0) -> TableScene:
    """The table of ``stage`` asking the player ``choice`` (``held``: of each item)."""
    arcade = arcade_at(ctx, stage, items=holding(held, held, 0))
    config = stage_hand_config(arcade.stage, arcade.run.items)
    scene = settled_table(ctx, play_until(ctx.seed, offered(choice), config))
    scene.update(STEP)
    return scene


def _mark(scene: TableScene, count: int) -> None:
    """Mark the first ``count`` tiles of the hand, as a click on each would."""
    assert isinstance(scene.feature, MarkingOverlay)
    for tile in hand_order(scene.model.view)[:count]:
        scene.feature.toggle(tile)


def swap(ctx: AppContext) -> float:
    scene = asking(ctx, 2, Choice.OPENING_SWAP)
    _mark(scene, 3)
    return 0


def draw_choice(ctx: AppContext) -> float:
    asking(ctx, 3, Choice.DRAW_CHOICE)
    return 0


def triplet_offer(ctx: AppContext) -> float:
    scene = asking(ctx, 3, Choice.TRIPLET_OFFER)
    _mark(scene, 2)
    return 0


def items(ctx: AppContext) -> float:
    """A discard turn in stage 3 with both table items lit in the HUD."""
    arcade = arcade_at(ctx, 3, items=holding(1, 2, 1))
    config = stage_hand_config(arcade.stage, arcade.run.items)
    scene = settled_table(ctx, play_until(ctx.seed, may_use(Choice.YI_HUA_JIE_MU), config))
    scene.update(STEP)
    return 0


def using(ctx: AppContext, item: Choice) -> TableScene:
    arcade = arcade_at(ctx, 3, items=holding(1, 1, 0))
    config = stage_hand_config(arcade.stage, arcade.run.items)
    session = play_until(ctx.seed, may_use(item), config)
    session.apply(Action(ChoiceActionKind.USE_ITEM, int(Seat.HUMAN), item=item))
    scene = settled_table(ctx, session)
    scene.update(STEP)
    return scene


def tou_tian_huan_ri(ctx: AppContext) -> float:
    """偷天换日's second step: a tile marked, the picker asking what it becomes."""
    scene = using(ctx, Choice.TOU_TIAN_HUAN_RI)
    assert isinstance(scene.feature, MarkingOverlay)
    actions = scene.feature.toggle(hand_order(scene.model.view)[0])
    scene.act(*(actions or []))
    scene.update(STEP)
    scene.update(STEP)
    return 0


def yi_hua_jie_mu(ctx: AppContext) -> float:
    scene = using(ctx, Choice.YI_HUA_JIE_MU)
    _mark(scene, 3)
    return 0
