"""Results of a 72-tile hand (``gb_results``, RULES.md B7): the winning hand with its
flowers, every fan with its official value and count, the total against 起和 and the 13
cap, the settlement formula in beans, and both sides' beans counting from before to after.
A CPU win shows the same for the CPU — and here it costs the player beans — with the
player's own hand under it and how the hand was lost (:mod:`.results.loser`). A drawn
hand (荒牌) lays both hands open. Then 下一局 (Enter), 换房间 (C) or the title (Esc); below the
room's entry the next hand is not offered and the room select is the way on.

The scene is handed its three ways on and imports no flow hub.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.play.bean_table import BeanOutcome
from mahjong2p.progression.beans.access import SeatAfterHand
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_results import panels
from mahjong2p.scenes.results.loser import BY_KEYS, draw_loser, loss_line, rows_for
from mahjong2p.scenes.results.panels import stamped
from mahjong2p.scenes.results.show import ShowBuilder, ShowState
from mahjong2p.scenes.review_view.summary import ReviewOverlay
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DESIGN_H, DESIGN_W, design_box
from mahjong2p.ui.hand_row import draw_hand_row, draw_row_label
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.widgets import Button, Menu

CONFETTI_COLORS = (theme.GOLD, theme.RED, (90, 190, 255), (120, 220, 120), theme.WHITE)


class GbResultsScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        hand: Hand,
        outcome: BeanOutcome,
        next_hand: Callable[[], None],
        change_room: Callable[[], None],
        title: Callable[[], None],
    ) -> None:
        self.ctx = ctx
        self.outcome = outcome
        self.won = outcome.won
        self.view = hand.view(int(Seat.HUMAN))
        self.cap = ctx.beans.rules.fan_cap if ctx.beans is not None else 13
        self.tweener = ctx.tweener()
        self.particles = Particles(seed=hand.hand_number)
        self.state = ShowState()
        self.builder = ShowBuilder(self.state, ctx.audio, self._burst, Sfx.BEANS)
        self._box = design_box((DESIGN_W, DESIGN_H))  # the last frame's, for the bursts
        self.can_stay = outcome.seat is SeatAfterHand.STAY
        self.menu = Menu(
            [
                Button(
                    "", next_hand, color=theme.RED_DARK, enabled=self.can_stay, key_label="Enter"
                ),
                Button("", self._watch, enabled=outcome.replay is not None, key_label="R"),
                Button("", change_room, key_label="C"),
                Button("", title, key_label="Esc"),
            ],
            horizontal=True,
            audio=ctx.audio,
        )
        if not self.can_stay:
            self.menu.focus = 2  # 换房间
        self.title = title
        self.change_room = change_room
        self.review = ReviewOverlay(ctx, outcome.replay)

    def _watch(self) -> None:
        """回放: the hand just played, watched on the 72-tile table; its end comes back here."""
        if self.outcome.replay is not None:
            self.ctx.flow.watch_replay(self.outcome.replay)

    # ---------------------------------------------------------------- the show
    def _counts(self) -> tuple[int, int]:
        if self.won is None:
            melds = self.view.melds[Seat.HUMAN]
            return len(self.view.concealed) + sum(len(m.tiles) for m in melds), 0
        tiles = len(self.won.concealed) + sum(len(m.tiles) for m in self.won.melds)
        score = self.outcome.score
        return tiles, len(score.fans) if score is not None else 0

    def enter(self) -> None:
        self.ctx.audio.music(Music.TABLE)
        tiles, rows = self._counts()
        if self.won is None:
            self.tweener.add(self.builder.plain(tiles))
        else:
            self.tweener.add(self.builder.human_win(tiles, rows))

    def skip(self) -> None:
        self.builder.quiet = True
        self.tweener.finish_all()
        self.builder.quiet = False
        self.state.complete(*self._counts())

    def _burst(self, where: str) -> None:
        if self.builder.quiet or self.won is None or self.won.seat != Seat.HUMAN:
            return
        box = self._box
        center = (box.x(640), box.y(52)) if where == "title" else (box.x(340), box.y(520))
        self.particles.burst(center, 60, CONFETTI_COLORS, box.s)

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.particles.update(dt)

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.review.handle_event(event):
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.tweener.busy:
            self.skip()  # the first press finishes the show
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.title()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.change_room()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self._watch()
            return True
        return self.menu.handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        box = self._box = design_box(surface.get_size())
        s = box.s
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        self.particles.draw(surface)
        tr = self.ctx.text.text
        rows = rows_for(self.won)
        fans = pygame.Rect(0, 0, round(640 * s), round(rows.panels_h * s))
        fans.topleft = (round(box.x(160)), round(box.y(rows.panels_y)))
        money = pygame.Rect(0, 0, round(300 * s), round(rows.panels_h * s))
        money.topleft = (fans.right + round(20 * s), fans.y)
        if self.won is not None:
            self._draw_win(surface, fans)
        else:
            self._heading(surface, tr("results.draw"))
            self._row(surface, Seat.HUMAN, list(self.view.concealed), 196, (46, 63))
            shown = self.view.shown_hands
            if shown is not None:
                self._row(surface, Seat.CPU, list(shown[Seat.CPU]), 122, (40, 55))
            draw.panel(surface, fans, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
            note = tr("gb.results.draw_note")
            draw.text(
                surface, self.ctx.fonts, note, round(22 * s), theme.WHITE, "center", fans.center
            )
        panels.draw_money(surface, self.ctx, self.outcome, money, self.state.credits, s)
        self._buttons(surface)
        self.review.draw(surface)

    def _heading(self, surface: pygame.Surface, text: str) -> None:
        box = self._box
        at = (box.centerx, box.y(52))
        stamped(surface, self.ctx, text, round(46 * box.s), theme.GOLD, at, self.state.title)

    def _draw_win(self, surface: pygame.Surface, fans: pygame.Rect) -> None:
        won, tr, box = self.won, self.ctx.text.text, self._box
        assert won is not None
        s = box.s
        who = tr("results.you_win") if won.seat == Seat.HUMAN else tr("results.cpu_win")
        self._heading(surface, tr("results.heading", title=who, by=tr(BY_KEYS[won.win_by.value])))
        rows = rows_for(won)
        size = (round(rows.winner_tile[0] * s), round(rows.winner_tile[1] * s))
        draw_hand_row(
            surface,
            self.ctx.tiles,
            won.concealed,
            won.melds,
            (round(box.centerx), round(box.y(rows.winner_y))),
            size,
            won.win_tile,
            self.state.tiles,
        )
        self._flowers(surface, self.view.flowers[won.seat], round(box.y(rows.flowers_y)))
        if won.seat != Seat.HUMAN:  # what it cost: the player's hand and how it was lost
            change = self.outcome.after.player - self.outcome.before.player
            hand = (self.view.concealed, self.view.melds[Seat.HUMAN])
            line = loss_line(self.ctx, won, change)
            flowers = self.view.flowers[Seat.HUMAN]
            draw_loser(surface, self.ctx, box, hand, self.state.tiles, line, flowers)
        draw.panel(surface, fans, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        score = self.outcome.score
        if score is not None:
            panels.draw_fans(surface, self.ctx, score, fans, self.state, self.cap, s)

    def _flowers(self, surface: pygame.Surface, flowers: list[int], y: int) -> None:
        box = self._box
        s = box.s
        tw, th = round(28 * s), round(38 * s)
        label = self.ctx.text.text("gb.flowers", n=len(flowers))
        if not flowers:
            label = self.ctx.text.text("gb.results.no_flowers")
        width = len(flowers) * tw
        rect = draw.text(
            surface,
            self.ctx.fonts,
            label,
            round(18 * s),
            theme.MUTED,
            "midright",
            (box.centerx - width / 2 - 8 * s, y + th / 2),
        )
        for i, tile in enumerate(flowers):
            surface.blit(
                self.ctx.tiles.face(kind_of(tile), tw, th), (rect.right + round(8 * s) + i * tw, y)
            )

    def _row(
        self,
        surface: pygame.Surface,
        seat: int,
        concealed: list[int],
        y: float,
        size: tuple[int, int],
    ) -> None:
        """A seat's hand at design height ``y``, tiles of design ``size``, named."""
        box = self._box
        tile = (round(size[0] * box.s), round(size[1] * box.s))
        melds = self.view.melds[seat]
        row = draw_hand_row(
            surface,
            self.ctx.tiles,
            sorted(concealed),
            melds,
            (round(box.centerx), round(box.y(y))),
            tile,
            revealed=self.state.tiles,
        )
        name = self.ctx.text.text("hud.you" if seat == Seat.HUMAN else "hud.cpu")
        draw_row_label(surface, self.ctx.fonts, name, row, box.s)

    def _buttons(self, surface: pygame.Surface) -> None:
        if self.state.footer <= 0:
            return
        tr, box = self.ctx.text.text, self._box
        s, bottom = box.s, box.bottom
        labels = (
            tr("gb.results.next"),
            tr("results.replay"),
            tr("gb.results.change_room"),
            tr("results.to_title"),
        )
        bw, bh, gap = round(196 * s), round(56 * s), round(18 * s)
        left = round(box.centerx) - (len(labels) * bw + (len(labels) - 1) * gap) // 2
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            top = round(bottom) - bh - round(44 * s)
            button.rect = pygame.Rect(left + i * (bw + gap), top, bw, bh)
        self.menu.draw(surface, self.ctx.fonts)
        if self.can_stay:
            keys = tr("gb.results.keys")
        else:
            entry = format_amount(self.outcome.room.entry_min, self.ctx.text.language)
            keys = tr("gb.results.must_move", n=entry)
        at = (box.centerx, bottom - 12 * s)
        draw.text(surface, self.ctx.fonts, keys, box.text_px(16), theme.MUTED, "midbottom", at)
