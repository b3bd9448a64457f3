"""The title screen: start, continue (the run saved in progress, exactly where it stood),
the high scores, the fan encyclopedia, replays, settings, quit — and, after a while with
no input, the arcade's attract mode: a CPU-vs-CPU hand plays itself behind the menu until
any key or click.

A notice from loading the player's data (a damaged save set aside, …) is shown here once,
with the loader's own one-line message under it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong2p.audio.cues import Music
from mahjong2p.i18n import Language
from mahjong2p.scenes import attract
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.stats_view.corner import StatsCorner
from mahjong2p.store.hand_files import table_path
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box, text_px
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

if TYPE_CHECKING:
    from mahjong2p.scenes.table.watch import WatchTable

SHOWCASE = (27, 28, 29, 30, 31, 32, 33)  # 東南西北白發中 fanned under the title
IDLE_S = 20.0  # seconds without input before the attract mode starts
BOB_S = 3.0  # the honours bob this long after the last input, then rest until the demo
BOB_FADE_S = 0.5  # ... easing to a stop over the last half second
NOTICE_S = 8.0
LABELS = (
    "title.start",
    "title.continue",
    "title.high_scores",
    "title.how_to_play",
    "title.encyclopedia",
    "title.replays",
    "title.settings",
    "title.quit",
)


class TitleScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.ctx.arcade = None  # any run is over or saved: 继续游戏 reads it back
        self.stats_corner = StatsCorner(ctx)
        self._look_for_bean_hand()
        self.menu = Menu(
            [
                Button("", ctx.flow.to_mode_select),
                Button("", self.continue_game, enabled=self.can_resume),
                Button("", ctx.flow.open_high_scores),
                Button("", ctx.flow.open_how_to_play),
                Button("", ctx.flow.open_encyclopedia),
                Button("", ctx.flow.open_replays),
                Button("", lambda: ctx.flow.open_settings(in_game=False)),
                Button("", self.quit),
            ],
            audio=ctx.audio,
        )
        self.quit_armed = False  # Quit asks once more: a stray Enter must not end the game
        self.language = Button("", self.toggle_language, key_label="L")
        self.subtitle_rect = pygame.Rect(0, 0, 0, 0)  # where the last frame put it
        self.idle = 0.0
        self.clock = 0.0
        self.demo: WatchTable | None = None
        self.frame_rects: dict[str, list[pygame.Rect]] = {}  # the demo's, as last drawn
        self.demo_hands = 0
        self.attract = attract.AttractPlan(IDLE_S)  # rests between demos, ends (issue 28)
        if self.can_resume:
            self.menu.focus = 1  # 继续游戏 is what a returning player wants
        self.notice = ctx.profile.notice
        self.notice_detail = ctx.profile.notice_detail
        self.notice_left = NOTICE_S if self.notice else 0.0
        ctx.profile.notice = ctx.profile.notice_detail = None

    @property
    def can_resume(self) -> bool:
        return self.run_saved or self.bean_hand_saved

    @property
    def run_saved(self) -> bool:
        """An arcade run is saved in progress."""
        return self.ctx.profile.progress.run is not None

    @property
    def bean_hand_saved(self) -> bool:
        """A 欢乐豆场 hand was left open when the window closed (looked up once per visit
        of the title, not per frame)."""
        return self._bean_saved

    def _look_for_bean_hand(self) -> None:
        folder = self.ctx.profile.folder if self.ctx.profile.can_save else None
        self._bean_saved = folder is not None and table_path(folder).exists()

    def continue_game(self) -> None:
        """继续游戏: the mode with a game in progress; both: the player chooses."""
        from mahjong2p.scenes.continue_choice import ContinueChoiceScene

        beans = self.ctx.flow.resume_beans
        if self.run_saved and self.bean_hand_saved:
            self.ctx.stack.push(ContinueChoiceScene(self.ctx, self.ctx.flow.resume_run, beans))
        elif self.bean_hand_saved:
            beans()
        else:
            self.ctx.flow.resume_run()

    def _continue_note(self) -> str:
        """Which mode 继续游戏 resumes (or that there is nothing to resume)."""
        tr = self.ctx.text.text
        if self.run_saved and self.bean_hand_saved:
            return tr("continue.both")
        if self.bean_hand_saved:
            return tr("continue.beans")
        return tr("continue.arcade") if self.run_saved else tr("title.no_save")

    def enter(self) -> None:
        self.ctx.audio.music(Music.TITLE)

    def resume(self) -> None:
        self._look_for_bean_hand()
        self.menu.buttons[1].enabled = self.can_resume
        self.idle = 0.0
        self.attract.reset()
        self.ctx.audio.music(Music.TITLE)

    def quit(self) -> None:
        """The first Quit (button or Esc) only arms it and says so on the button; the
        second one quits. Moving the focus away disarms it."""
        if self.quit_armed:
            self.ctx.shell.quit()
            return
        self.quit_armed = True
        self.menu.focus = len(self.menu.buttons) - 1

    def toggle_language(self) -> None:
        """中文 ⇄ English, saved at once (the first start guessed it from the system)."""
        st = self.ctx.settings
        st.language = Language.EN if st.language is Language.ZH else Language.ZH
        self.ctx.apply_settings()
        self.ctx.save_settings()

    # ---------------------------------------------------------------- attract mode
    def start_demo(self) -> None:
        """A CPU-vs-CPU hand behind the menu (each one a new deal). The table's modules
        load here, not with the title, to keep start-up short."""
        from mahjong2p.play.session import HandSession
        from mahjong2p.rules.hand import Hand
        from mahjong2p.scenes.table.watch import Watch, WatchTable

        self.demo_hands += 1
        self.attract.started()
        session = HandSession(Hand(self.ctx.seed * 7919 + self.demo_hands))
        # the sidebar's status says only what this is: its key hint says how to leave
        watch = Watch(self._next_demo, "look.attract.status", quiet=True, pausable=False)
        self.demo = WatchTable(self.ctx, session, self.ctx.levels.stage(1), watch)

    def _next_demo(self) -> None:
        """A demo hand is over: the still title until the next one (:mod:`.attract`)."""
        self.demo = None
        self.attract.ended(self.idle)

    def stop_demo(self) -> None:
        self.demo = None
        self.idle = 0.0
        self.attract.reset()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.notice_left = max(0.0, self.notice_left - dt)
        if self.demo is not None:
            self.demo.update(dt)
            return
        self.idle += dt
        if self.attract.due_in(self.idle) <= 0:
            self.start_demo()

    def frame_due(self) -> float:
        """Still once the tiles have stopped bobbing, until the demo or the notice's end:
        a player who has stepped away costs no frames; the demo at its own frame rate."""
        if self.demo is not None:
            return attract.FRAME_S
        if self.idle < BOB_S:
            return 0.0
        due = self.attract.due_in(self.idle)
        return min(due, self.notice_left) if self.notice_left > 0 else due

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
            self.attract.reset()
            if self.demo is not None:
                self.stop_demo()
                return event.type != pygame.MOUSEMOTION
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return True
        language_click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if (language_click and self.language.hit(event.pos)) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_l
        ):
            self.toggle_language()
            return True
        if self.stats_corner.handle_event(event):
            return True
        handled = self.menu.handle_event(event)
        if self.menu.focus != len(self.menu.buttons) - 1:
            self.quit_armed = False
        return handled

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx, w, h = self.ctx, surface.get_width(), surface.get_height()
        s = design_box((w, h)).s
        tr, fonts = ctx.text.text, ctx.fonts
        if self.demo is not None:
            self._attract(surface, self.demo, w, h, s)
            return
        title_y, title_size = h * 0.14, round(100 * s)
        draw.page(surface, fonts, tr("title.name"), title_size, title_y)
        # under the title's line box, descenders included ("Mahjong"'s j and g)
        below = title_y + fonts.font(title_size, Face.SERIF).get_height() / 2 + 4 * s
        self.subtitle_rect = draw.text(
            surface,
            fonts,
            tr("title.subtitle"),
            round(26 * s),
            theme.WHITE,
            "midtop",
            (w / 2, below),
            Face.BOLD,
        )
        other = "settings.lang.en" if ctx.text.language is Language.ZH else "settings.lang.zh"
        self.language.label = tr(other)  # the language a click switches to
        self.language.rect = pygame.Rect(0, 0, round(130 * s), round(38 * s))
        self.language.rect.topright = (w - round(20 * s), round(16 * s))
        self.language.draw(surface, fonts, False)
        self._showcase(surface, w / 2, h * 0.35, s)
        self._menu(surface, w, h, s)
        draw.text(
            surface,
            fonts,
            tr("title.keys"),
            round(17 * s),
            theme.MUTED,
            "midbottom",
            (w / 2, h - 14 * s),
        )
        self._notice(surface, w, s)
        self.stats_corner.draw(surface)

    def _attract(self, surface: pygame.Surface, demo: WatchTable, w: int, h: int, s: float) -> None:
        """The demo hand, uncovered, with the game's name and a blinking "press any key" in
        the action bar's band (nobody decides in a demo: the band is free, and the board —
        ponds, wall, the move line — stays in view); the menu comes back with the first
        key. :attr:`frame_rects` keeps what the demo drew and the band."""
        demo.draw(surface)
        layout = demo.layout
        band = layout.action_bar.union(layout.action_bar.move(0, layout.lift))
        draw.panel(surface, band, theme.PANEL, 200, None, round(10 * s))
        self.frame_rects = {**demo.frame_rects, "banner": [band]}
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        draw.text(
            surface,
            fonts,
            tr("title.name"),
            round(40 * s),
            theme.GOLD,
            "center",
            (band.centerx, band.centery - round(12 * s)),
            Face.SERIF,
            shadow=True,
        )
        if int(self.clock * 1.6) % 2 == 0:
            draw.text(
                surface,
                fonts,
                tr("title.demo"),
                round(18 * s),
                theme.WHITE,
                "center",
                (band.centerx, band.bottom - round(14 * s)),
                Face.BOLD,
            )

    def _menu(self, surface: pygame.Surface, w: int, h: int, s: float) -> None:
        tr = self.ctx.text.text
        bw, bh, gap = round(300 * s), round(38 * s), round(6 * s)
        top = h * 0.43
        for i, (button, key) in enumerate(zip(self.menu.buttons, LABELS, strict=True)):
            button.label = tr(key)
            if key == "title.quit" and self.quit_armed:
                button.label = tr("title.quit_confirm")
            button.note = self._continue_note() if key == "title.continue" else ""
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.center = (w // 2, round(top + i * (bh + gap) + bh / 2))
            # one highlighted button: the red fill is on the one Enter presses
            button.color = theme.RED_DARK if i == self.menu.focus else theme.BUTTON
        self.menu.draw(surface, self.ctx.fonts)

    def _showcase(self, surface: pygame.Surface, cx: float, cy: float, s: float) -> None:
        """The seven honours fanned under the title, bobbing gently one after another
        while the player is about (:data:`BOB_S`)."""
        tw, th = round(50 * s), round(68 * s)
        n = len(SHOWCASE)
        amplitude = 4 * s * min(1.0, max(0.0, (BOB_S - self.idle) / BOB_FADE_S))
        for i, kind in enumerate(SHOWCASE):
            x = cx + (i - (n - 1) / 2) * (tw + 6 * s)
            lift = abs(i - (n - 1) / 2) * 5 * s
            bob = amplitude * max(0.0, _wave(self.clock * 1.6 - i * 0.35))
            sprite = self.ctx.tiles.face(kind, tw, th)
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(cy + lift - bob))))

    def _notice(self, surface: pygame.Surface, w: int, s: float) -> None:
        if not self.notice or self.notice_left <= 0:
            return
        fonts = self.ctx.fonts
        text = self.ctx.text.text(self.notice)
        detail = self.notice_detail or ""
        size, detail_size = round(19 * s), text_px(14, s)
        detail_size = fonts.fit(detail, detail_size, round(w * 0.9))
        width = max(
            fonts.font(size, Face.BOLD).size(text)[0], fonts.font(detail_size).size(detail)[0]
        )
        rect = pygame.Rect(0, 0, width + round(40 * s), round((64 if detail else 42) * s))
        rect.midtop = (w // 2, round(10 * s))
        draw.panel(surface, rect, theme.RED_DARK, 235, theme.GOLD, round(10 * s))
        draw.text(
            surface, fonts, text, size, theme.WHITE, "midtop", (w / 2, rect.y + 8 * s), Face.BOLD
        )
        if detail:
            at = (w / 2, rect.bottom - 8 * s)
            draw.text(surface, fonts, detail, detail_size, theme.MUTED, "midbottom", at)


def _wave(t: float) -> float:
    """A soft bump every two seconds (0 most of the time): the tiles' idle bob."""
    phase = t % 2.0
    return 1 - abs(phase - 0.5) * 2 if phase < 1.0 else 0.0
