"""The soak's player: the real game (:class:`~mahjong2p.app.shell.App`, its scenes, its
frame step) driven only by posted key events, as someone who leaves 托管 on and presses
Enter on every results screen would play it for an evening.

The arcade starts at stage 1 and never takes a CONTINUE: a lost run ends (its name entry
and the high scores passed with Enter and Esc) and a new one starts from the title; a
cleared stage goes on to the next. The beans sit in 新手场 and sit again whenever the
sitting ends (the beans fell below its entry, or the player asked for another room).
Nothing here touches the game's state but through keys: it reads the top scene to know
which key a player would press.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.app.shell import STEP, App
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.highscores import HighScoreScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.name_entry import NameEntryScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.shop import ShopScene
from mahjong2p.scenes.stage_end import EndScene, GameOverScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.settings import Speed

ARCADE, BEANS = "arcade", "beans"
MODE_CARD = {ARCADE: 0, BEANS: 1}  # the mode select's cards, left to right
NOVICE = "novice"  # 新手场, the first room card
# A hand at instant speed takes a few hundred frames; a game that has not ended one in
# this many is stuck (a scene the player does not know), which the soak reports.
STUCK_FRAMES = 20_000


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


class Closed(Exception):
    """The game quit (its window closed, or the process was asked to end)."""


@dataclass
class Tally:
    """What the player has been through (the JSON's counts)."""

    hands: int = 0
    runs: int = 0  # arcade runs started
    stages_cleared: int = 0
    sittings: int = 0  # 新手场 sittings started
    frames: int = 0


class SoakPlayer:
    """Plays ``mode`` in ``app`` (opened on its title) one key at a time."""

    def __init__(self, app: App, mode: str, draw_every: int = 1) -> None:
        """``draw_every``: draw one frame in this many (1: every frame, as the game does
        while something moves; more: a quicker soak that still draws every screen)."""
        self.app = app
        self.mode = mode
        self.draw_every = draw_every
        self.tally = Tally()
        self._seen: Scene | None = None  # the top scene of the last frame
        settings = app.ctx.settings
        settings.anim_speed = Speed.INSTANT  # the settings' 动画速度 瞬间, saved as a player would
        app.ctx.save_settings()

    def switch(self, mode: str) -> None:
        """Leave for the title (Esc, as from the results) and play ``mode`` from there."""
        self.mode = mode
        while not isinstance(self.app.ctx.stack.top, TitleScene):
            key(pygame.K_ESCAPE)
            self.frame(answer=False)

    def play_hands(self, count: int, after_each: Callable[[int], None] = lambda _: None) -> None:
        """Play until ``count`` more hands have ended (their results shown and left);
        ``after_each(hands so far)`` runs after every one."""
        goal = self.tally.hands + count
        while self.tally.hands < goal:
            before, frames = self.tally.hands, 0
            while self.tally.hands == before:
                self.frame()
                frames += 1
                if frames > STUCK_FRAMES:
                    raise RuntimeError(f"no hand ended in {STUCK_FRAMES} frames on {self._seen}")
            after_each(self.tally.hands)

    def frame(self, answer: bool = True) -> None:
        """One frame of the game as the real loop runs it (input, updates, the draw, the
        flip), after pressing whatever the screen on top asks for (``answer``)."""
        top = self.app.ctx.stack.top
        fresh = top is not self._seen
        self._seen = top
        if top is not None and answer:
            self._answer(top, fresh)
        draw = self.tally.frames % self.draw_every == 0
        self.app.frame(STEP, draw=draw)
        if draw:
            pygame.display.flip()
        self.tally.frames += 1
        if not self.app.running:  # a window close, or SIGTERM (SDL makes it one)
            raise Closed(f"the game was closed after {self.tally.hands} hands")

    def _answer(self, top: Scene, fresh: bool) -> None:
        if isinstance(top, TableScene):
            if not top.session.auto_play:
                key(pygame.K_a)  # 托管 on (each new CPU session starts with it off)
        elif isinstance(top, ResultsScene | GbResultsScene):
            self._results(top, fresh)
        elif isinstance(top, HaiteiScene):
            if top.ended is not None:
                key(pygame.K_RETURN)
        elif isinstance(top, TitleScene):
            self._focus_then_enter(top.menu.focus, 0, pygame.K_UP)  # 开始游戏, not 继续游戏
        elif isinstance(top, ModeSelectScene):
            self._focus_then_enter(top.cards.focus, MODE_CARD[self.mode], pygame.K_RIGHT)
            if fresh and self.mode == ARCADE:
                self.tally.runs += 1
        elif isinstance(top, LevelSelectScene):
            self._focus_then_enter(top.cards.focus, 0, pygame.K_RIGHT)  # stage 1
        elif isinstance(top, RoomsScene):
            self._rooms(top, fresh)
        elif isinstance(top, ShopScene):
            menu = top.menu
            on_start = menu.buttons[menu.focus] is top.start_button
            key(pygame.K_RETURN if on_start else pygame.K_RIGHT)  # buy nothing, start
        elif isinstance(top, GameOverScene):
            key(pygame.K_ESCAPE)  # no CONTINUE
        elif isinstance(top, EndScene):  # stage clear, the ending
            if fresh:
                self.tally.stages_cleared += 1
            key(pygame.K_RETURN)
        elif isinstance(top, NameEntryScene):
            key(pygame.K_RETURN)
        elif isinstance(top, HighScoreScene):
            key(pygame.K_ESCAPE)

    def _results(self, top: ResultsScene | GbResultsScene, fresh: bool) -> None:
        """A player reads the results while the review (复盘) is worked out: the hand is
        counted (and sampled) once it is ready, with no key pressed yet; then Enter goes
        on — or, at a 新手场 table the player may not stay at, C for the rooms."""
        if fresh:
            if top.review.job is not None:
                top.review.job.wait()
            self.tally.hands += 1
        elif isinstance(top, GbResultsScene) and not top.can_stay:
            key(pygame.K_c)
        else:
            key(pygame.K_RETURN)

    def _rooms(self, top: RoomsScene, fresh: bool) -> None:
        if top.relief.enabled:
            top_focus = top.cards.focus
            self._focus_then_enter(top_focus, len(top.cards.buttons) - 1, pygame.K_RIGHT)
            return
        self._focus_then_enter(top.cards.focus, 0, pygame.K_RIGHT)  # 新手场
        if fresh:
            self.tally.sittings += 1

    @staticmethod
    def _focus_then_enter(focus: int, want: int, forward: int) -> None:
        """Move a menu's focus to ``want`` (one arrow key a frame), then confirm."""
        key(forward if focus != want else pygame.K_RETURN)
