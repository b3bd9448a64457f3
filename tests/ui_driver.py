"""Driving the game headless as a player would: synthetic mouse and keyboard events only,
an app at instant animation speed, and a player that answers whatever the screen asks —
the action bar, the stage features' overlays, the shop, the ends of a stage and of a run.
"""

from __future__ import annotations

import pygame

from mahjong2p.app.shell import App
from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.session import HandSession
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.shop import ShopScene
from mahjong2p.scenes.showcase.staged import adopt
from mahjong2p.scenes.table.hand_part import hand_order, hand_rects
from mahjong2p.scenes.table.marking_part import MarkingOverlay
from mahjong2p.scenes.table.picker_part import PickerOverlay
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.settings import Speed

FRAME_S = 0.1
MAX_FRAMES = 4000


def quick_app(app: App) -> App:
    """No turn timer, instant animations: a test plays as fast as it can click."""
    app.ctx.settings.timer_enabled = False
    app.ctx.settings.anim_speed = Speed.INSTANT
    return app


def key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode))


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def type_text(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def to_mode_select(app: App, frame_s: float) -> None:
    """From the title, as a player starts: 开始游戏 by the keyboard, on to the choice of mode."""
    app.ctx.stack.reset(TitleScene(app.ctx))
    app.draw()
    key(pygame.K_RETURN)  # 开始游戏
    app.frame(frame_s)
    assert isinstance(app.ctx.stack.top, ModeSelectScene)


def table_with(ctx: AppContext, hand: Hand, stage: int = 1) -> TableScene:
    """The table of a run at ``stage`` (or the run in ``ctx``) dealing ``hand``."""
    arcade = ctx.arcade or ArcadeRun.new(ctx.levels, ctx.profile, ctx.seed, stage)
    ctx.arcade = arcade
    session = HandSession(hand)
    adopt(arcade, session)
    table = TableScene(ctx, session, arcade.stage, arcade)
    ctx.stack.reset(table)
    return table


def tile_center(table: TableScene, index: int) -> tuple[int, int]:
    return hand_rects(table.layout, table.model.view)[index][1].center


class UiPlayer:
    """Plays the human's seat only through input events; alternates mouse and keyboard.
    ``stop_at``: scene types to stop at instead of answering (see :meth:`until`)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.turns = 0
        self.seen: list[type] = []
        self.answered: list[str] = []  # the stage features' overlays met, by class name

    @property
    def mouse(self) -> bool:
        return self.turns % 2 == 0

    def step(self) -> None:
        self.app.frame(FRAME_S)
        top = self.app.ctx.stack.top
        if type(top) not in self.seen:
            self.seen.append(type(top))
        if isinstance(top, TableScene) and top.human_deciding:
            self._table(top)
        elif isinstance(top, HaiteiScene) and top.ended is None and top.seat == 0:
            free = [i for i in range(top.slots) if i not in top.flipped]
            click(top.slot_rects[free[0]].center)
        elif isinstance(top, HaiteiScene) and top.ended is not None:
            key(pygame.K_RETURN)
        elif isinstance(top, ShopScene):
            self._press(top.start_button.rect.center, pygame.K_RETURN)

    def until(self, *kinds: type, frames: int = MAX_FRAMES) -> object:
        """Play until the top scene is one of ``kinds``; returns it."""
        for _ in range(frames):
            self.step()
            top = self.app.ctx.stack.top
            if isinstance(top, kinds):
                return top
        raise AssertionError(f"none of {kinds}; seen {self.seen}")

    def until_results(self) -> ResultsScene:
        results = self.until(ResultsScene)
        assert isinstance(results, ResultsScene)
        return results

    def _press(self, pos: tuple[int, int], k: int) -> None:
        self.turns += 1
        if self.mouse:
            click(pos)
        else:
            key(k)

    def _table(self, table: TableScene) -> None:
        self.turns += 1
        if table.feature is not None:
            self._feature(table)
            return
        labels = [c.label_key for c in table.bar.choices]
        win = next(
            (i for i, k in enumerate(labels) if k in ("act.tsumo", "act.ron", "act.rob_kong")), None
        )
        if win is not None:
            self._choose(table, win)
        elif "act.ready" in labels and not table.bar.ready_mode:
            self._choose(table, labels.index("act.ready"))
        elif table.bar.ready_mode:
            tile = min(table.selectable() or {-1})
            rect = dict(hand_rects(table.layout, table.model.view))[tile]
            click(rect.center)
        elif "act.pass" in labels:
            if self.turns % 3 == 0 and len(labels) > 1:  # sometimes take the call
                self._choose(table, 0)
                if table.bar.options is not None:
                    key(pygame.K_1)
            else:
                self._choose(table, labels.index("act.pass"))
        elif self.mouse:
            click(hand_rects(table.layout, table.model.view)[-1][1].center)
        else:
            key(pygame.K_RETURN)  # discards the focused tile: the drawn one

    def _choose(self, table: TableScene, index: int) -> None:
        if self.mouse:
            click(table.bar.buttons[index].rect.center)
        else:
            key(table.bar.choices[index].hotkey)

    def _feature(self, table: TableScene) -> None:
        """Answer a stage feature: mark what it asks for (or a tile or two for a swap) and
        confirm; pick the first kind offered — by mouse or by keys, in turn."""
        overlay = table.feature
        self.answered.append(type(overlay).__name__)
        if isinstance(overlay, MarkingOverlay):
            count = overlay.spec.count or 2
            for i in range(count):
                if self.mouse:
                    click(tile_center(table, i))
                else:
                    key(pygame.K_RIGHT)  # from the last tile round to the first ones
                    key(pygame.K_UP)
            if not overlay.spec.at_once:
                self._press(overlay.confirm.rect.center, pygame.K_RETURN)
            return
        picker = getattr(overlay, "picker", None)
        assert isinstance(picker, PickerOverlay)
        if self.mouse:
            click(picker.cells[min(picker.enabled)].center)
        else:
            key(pygame.K_RETURN)  # the cursor starts on the first kind offered


def marked_tiles(table: TableScene) -> list[int]:
    """The tiles the open marking overlay holds (in hand order)."""
    assert isinstance(table.feature, MarkingOverlay)
    order = hand_order(table.model.view)
    return [t for t in order if t in table.feature.marked]
