"""Putting a played hand into a run for the showcase: the run's economy around a hand
that agents reached by playing the seed (see :mod:`mahjong2p.scenes.showcase.staging`).

A staged hand is exactly what its :class:`HandPlan` (seed, hand number, dealer, config,
rig) deals, so the run takes the stage's bet for that plan and settles it like any other.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mahjong2p.play.arcade import ArcadeRun, Outcome
from mahjong2p.play.session import HandSession
from mahjong2p.progression import run as runs
from mahjong2p.progression.deal import HandPlan
from mahjong2p.progression.items import Item
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.scene import TableScene

STEP = 1 / 60


def arcade_at(ctx: AppContext, stage: int, **changes: Any) -> ArcadeRun:
    """A new run at ``stage`` (with ``changes`` to its Run value) in ``ctx``."""
    run = dataclasses.replace(runs.new_run(ctx.levels, ctx.seed, stage), **changes)
    ctx.arcade = ArcadeRun(ctx.levels, ctx.profile, run)
    return ctx.arcade


def holding(tou_tian: int, yi_hua: int, qian_kun: int) -> dict[Item, int]:
    return {
        Item.TOU_TIAN_HUAN_RI: tou_tian,
        Item.YI_HUA_JIE_MU: yi_hua,
        Item.QIAN_KUN_DA_NUO_YI: qian_kun,
    }


def adopt(arcade: ArcadeRun, session: HandSession) -> None:
    """The run bets on the session's hand as if it had dealt it."""
    start = runs.begin_hand(arcade.run, arcade.levels)
    hand = session.hand
    plan = HandPlan(hand.seed, hand.hand_number, hand.dealer, hand.config, session.rig)
    arcade.run, arcade.hand = start.run, dataclasses.replace(start, plan=plan)
    arcade.playing = hand


def settled(ctx: AppContext, session: HandSession) -> Outcome:
    """The finished hand of ``session`` settled by the run in ``ctx``."""
    adopt(ctx.playing, session)
    return ctx.playing.settle(session.hand.log)


def settled_table(
    ctx: AppContext, session: HandSession, keep: int = 0, big_deal: bool = False
) -> TableScene:
    """The table for ``session`` (in the run of ``ctx``, or a new stage-1 one) with every
    event shown but the last ``keep``, which are left to animate."""
    arcade = ctx.arcade or arcade_at(ctx, 1)
    adopt(arcade, session)
    scene = TableScene(ctx, session, arcade.stage, arcade, big_deal=big_deal)
    ctx.stack.push(scene)
    while len(session.pending) > keep or scene.animator.busy:
        scene.animator.skip()
        if len(session.pending) > keep:
            scene.update(0)
    scene.board.invalidate()
    return scene
