"""The pages of 玩法说明: a heading, a picture and a few paragraphs each. Numbers come
from where the game keeps them — bets, targets and starting credits from the level data,
the worked points example from the engine's scorer — so the page can never disagree with
the game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.how_to_play import pictures
from mahjong2p.scenes.how_to_play.pictures import EXAMPLE_HAND, EXAMPLE_WIN, worked_example

Picture = Callable[[pygame.Surface, AppContext, pygame.Rect, float], None]


@dataclass(frozen=True)
class Page:
    title_key: str
    picture: Picture
    lines: Callable[[AppContext], list[str]]


def _keys(*keys: str) -> Callable[[AppContext], list[str]]:
    return lambda ctx: [ctx.text.text(k) for k in keys]


def _stages(ctx: AppContext) -> list[str]:
    tr = ctx.text.text
    rows = [
        tr("howto.stages.row", n=n, features=tr(f"level.feature.{n}"))
        for n in range(1, len(ctx.levels.stages) + 1)
    ]
    return [tr("howto.stages.1"), *rows, tr("howto.stages.2")]


def _credits(ctx: AppContext) -> list[str]:
    tr, levels, amount = ctx.text.text, ctx.levels, ctx.text.amount
    rows = [
        tr("howto.credits.row", n=stage.number, bet=amount(stage.bet), target=amount(stage.target))
        for stage in levels.stages
    ]
    first = tr("howto.credits.1", credits=amount(levels.economy.starting_credits))
    return [first, tr("howto.credits.2"), *rows]


def _points(ctx: AppContext) -> list[str]:
    tr = ctx.text.text
    fans, total, points = worked_example()
    hand = f"{EXAMPLE_HAND} + {EXAMPLE_WIN}"
    named = " + ".join(tr("howto.points.fan", name=ctx.text.fan_name(i), n=n) for i, _, n in fans)
    return [
        tr("howto.points.1"),
        tr("howto.points.example", hand=hand),
        named,
        tr("howto.points.formula", f=total, points=ctx.text.amount(points)),
    ]


PAGES: tuple[Page, ...] = (
    Page(
        "howto.table.title",
        pictures.the_table,
        _keys("howto.table.1", "howto.table.2", "howto.table.3"),
    ),
    Page(
        "howto.ready.title",
        pictures.ready,
        _keys("howto.ready.1", "howto.ready.2", "howto.ready.3"),
    ),
    Page(
        "howto.flowers.title",
        pictures.flowers,
        _keys("howto.flowers.1", "howto.flowers.2", "howto.flowers.3"),
    ),
    Page(
        "howto.haitei.title",
        pictures.haitei,
        _keys("howto.haitei.1", "howto.haitei.2", "howto.haitei.3"),
    ),
    Page("howto.stages.title", pictures.big_deal, _stages),
    Page("howto.credits.title", pictures.credits, _credits),
    Page("howto.points.title", pictures.example_hand, _points),
)
