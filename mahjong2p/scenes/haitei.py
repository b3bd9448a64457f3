"""海底捞月 (RULES.md A8): the ready player draws from face-down dead-pool tiles — as many
as the stage's ``haitei_draws`` (3, or 5 from stage 2: the engine's HaiteiStarted says).

The human flips tiles by clicking them (or arrow keys + Enter); the CPU's round is shown
the same way, its picks animated one by one. A win is announced, the run settles the
hand, then the results follow.
"""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.play.session import HandSession
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import HaiteiDrew, HaiteiStarted, HandEnded, Won
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.aids.ready_hints import waits_now
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DesignBox, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.hand_row import draw_hand_row
from mahjong2p.ui.widgets import CONFIRM_KEYS, Button

FLIP_S = 0.45
CPU_PICK_S = 0.8
COLUMNS = 16
ARROWS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}


class HaiteiScene(Scene):
    def __init__(self, ctx: AppContext, session: HandSession) -> None:
        self.ctx = ctx
        self.session = session
        started = next(e for e in session.hand.log if isinstance(e, HaiteiStarted))
        self.seat = started.seat
        self.draws = started.draws
        self.slots = len(session.hand.wall.dead)  # how many face-down tiles: public
        waiting = {id(e) for e in session.pending}  # a resumed round shows its earlier flips
        self.flipped: dict[int, int] = {  # slot → tile, as shown
            e.slot: e.tile
            for e in session.hand.log
            if isinstance(e, HaiteiDrew) and id(e) not in waiting
        }
        self.won: Won | None = None
        self.ended: HandEnded | None = None
        self.focus = 0
        self.wait = 0.6
        self.slot_rects: list[pygame.Rect] = []
        self.next_button = Button("", self._to_results, color=theme.RED_DARK, key_label="Enter")

    def enter(self) -> None:
        self.ctx.audio.music(Music.BONUS)

    # ---------------------------------------------------------------- clock
    def update(self, dt: float) -> None:
        if self.wait > 0:
            self.wait -= dt
            return
        if self.session.pending:
            self._show(self.session.pending.popleft())
            return
        if self.ended is not None or self.session.to_act is None:
            return
        if self.seat == Seat.CPU or self.session.auto_play:
            self.session.agent_move(self.seat)
            self.wait = CPU_PICK_S

    def _show(self, event: object) -> None:
        if isinstance(event, HaiteiDrew):
            self.flipped[event.slot] = event.tile
            self.ctx.audio.play(Sfx.FLIP)
            self.wait = FLIP_S
        elif isinstance(event, Won):
            self.won = event
            self.ctx.audio.play(Sfx.WIN if event.seat == Seat.HUMAN else Sfx.STAMP)
            self.wait = FLIP_S
        elif isinstance(event, HandEnded):
            self.ended = event

    @property
    def draws_left(self) -> int:
        return self.draws - len(self.flipped)

    def _pick(self, slot: int) -> None:
        action = Action(ActionKind.HAITEI_PICK, int(Seat.HUMAN), tile=slot)
        if (
            self.seat == Seat.HUMAN
            and self.wait <= 0
            and not self.session.pending
            and action in self.session.legal()
        ):
            self.session.apply(action)

    def _to_results(self) -> None:
        if self.ended is None:
            return
        outcome = self.ctx.playing.ended(self.session.hand)
        self.ctx.flow.to_results(self.session, outcome)

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ended is not None:
            confirm = event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS
            click = (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and self.next_button.hit(event.pos)
            )
            if confirm or click:
                self._to_results()
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.slot_rects):
                if rect.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.slot_rects):
                if rect.collidepoint(event.pos):
                    self._pick(i)
                    return True
        elif event.type == pygame.KEYDOWN and event.key in ARROWS:
            self.focus = (self.focus + ARROWS[event.key]) % max(1, self.slots)
            return True
        elif event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self._pick(self.focus)
            return True
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx, (w, h) = self.ctx, surface.get_size()
        box = design_box((w, h))
        s = box.s
        tr, fonts = ctx.text.text, ctx.fonts
        draw.page(surface, fonts, tr("haitei.title"), round(56 * s), box.y(52))
        line = (
            tr("haitei.yours", n=self.draws)
            if self.seat == Seat.HUMAN
            else tr("haitei.cpu", n=self.draws)
        )
        draw.text(
            surface,
            fonts,
            line,
            round(22 * s),
            theme.WHITE,
            "center",
            (w / 2, box.y(104)),
            Face.BOLD,
        )
        self._draw_slots(surface, w, box)
        self._draw_footer(surface, w, box)

    def _draw_slots(self, surface: pygame.Surface, w: int, box: DesignBox) -> None:
        s = box.s
        tw, th = round(40 * s), round(54 * s)
        left = (w - COLUMNS * (tw + round(6 * s))) // 2
        top = round(box.y(136))
        self.slot_rects = []
        human_turn = self.seat == Seat.HUMAN and self.ended is None
        for slot in range(self.slots):
            row, col = divmod(slot, COLUMNS)
            rect = pygame.Rect(
                left + col * (tw + round(6 * s)), top + row * (th + round(8 * s)), tw, th
            )
            self.slot_rects.append(rect)
            if slot in self.flipped:
                tile = self.flipped[slot]
                surface.blit(self.ctx.tiles.face(kind_of(tile), tw, th), rect)
                winning = self.won is not None and self.won.win_tile == tile
                pygame.draw.rect(
                    surface,
                    theme.GOLD if winning else theme.RED,
                    rect.inflate(4, 4),
                    max(2, round(3 * s)),
                    border_radius=6,
                )
                continue
            lifted = rect.move(0, -round(6 * s)) if human_turn and slot == self.focus else rect
            surface.blit(self.ctx.tiles.down(tw, th), lifted)

    def _draw_footer(self, surface: pygame.Surface, w: int, box: DesignBox) -> None:
        s = box.s
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        view = self.session.views[self.seat]  # the CPU's hand is shown on its own round
        y = round(box.y(470))
        if self.seat != Seat.HUMAN:
            draw_hand_row(
                surface,
                self.ctx.tiles,
                view.concealed,
                view.melds[self.seat],
                (w // 2, y + round(30 * s)),
                (round(40 * s), round(54 * s)),
            )
        else:
            hand_center = (w // 2, y + round(30 * s))
            draw_hand_row(
                surface,
                self.ctx.tiles,
                view.concealed,
                view.melds[Seat.HUMAN],
                hand_center,
                (round(40 * s), round(54 * s)),
            )
            waits = " ".join(self.ctx.text.tile_name(wt.kind) for wt in waits_now(view))
            draw.text(
                surface,
                fonts,
                tr("ui.row", name=tr("haitei.waits"), value=waits),
                round(20 * s),
                theme.GOLD,
                "center",
                (w / 2, y + round(80 * s)),
                Face.BOLD,
            )
        status = tr("haitei.left", n=self.draws_left)
        if self.ended is not None:
            status = self._outcome()
        draw.text(
            surface,
            fonts,
            status,
            round(30 * s),
            theme.GOLD,
            "center",
            (w / 2, y - round(26 * s)),
            Face.SERIF,
            shadow=True,
        )
        if self.ended is not None:
            self.next_button.label = tr("haitei.continue")
            self.next_button.rect = pygame.Rect(0, 0, round(200 * s), round(54 * s))
            self.next_button.rect.midbottom = (w // 2, round(box.bottom - 40 * s))
            self.next_button.draw(surface, fonts, True)
        else:  # the player's keys on the player's round; on the CPU's, what happens
            draw.text(
                surface,
                fonts,
                tr("haitei.keys" if self.seat == Seat.HUMAN else "look.haitei.cpu_drawing"),
                box.text_px(16),
                theme.MUTED,
                "midbottom",
                (w / 2, box.bottom - 12 * s),
            )

    def _outcome(self) -> str:
        tr = self.ctx.text.text
        if self.won is None:
            return tr("haitei.missed")
        return tr("haitei.won") if self.won.seat == Seat.HUMAN else tr("haitei.cpu_won")
