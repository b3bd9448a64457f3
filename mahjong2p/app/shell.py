"""The window and the main loop: input, fixed-step updates, drawing the scene stack.

Nothing happens at import time; :class:`App` starts pygame's display and font modules;
sound starts only in :func:`run_game`, on a background thread, and stays silent on a
machine without a sound device.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import time

import pygame

from mahjong2p.app.pacing import FramePacer
from mahjong2p.i18n import Translator
from mahjong2p.progression.levels import Levels, load_levels
from mahjong2p.scenes.arcade_flow import ArcadeFlow
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.stack import SceneStack
from mahjong2p.store.hand_files import RUN_HAND_FILE
from mahjong2p.store.profile import Profile
from mahjong2p.store.settings import Settings
from mahjong2p.ui.fonts import Fonts
from mahjong2p.ui.tile_art import TileArt

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 720)
MIN_WINDOW = (960, 540)  # the smallest window every screen is laid out for
STEP = 1 / 60  # fixed update step, seconds
MAX_STEPS_PER_FRAME = 5


class App:
    """Owns the window and the scene stack; :meth:`run` is the game."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        seed: int | None = None,
        profile: Profile | None = None,
        levels: Levels | None = None,
        pacer: FramePacer | None = None,
    ) -> None:
        """``profile``: the player's saved data (memory-only when not given, for tests and
        screenshots); ``settings`` overrides the profile's; ``levels``: the stage data
        (the shipped ``levels/`` when not given; LevelDataError if it is broken);
        ``pacer``: when :meth:`run` draws (a fake clock in tests)."""
        prefer_plain_framebuffer()
        pygame.display.init()
        pygame.font.init()
        profile = profile or Profile.in_memory()
        self.settings = settings or profile.settings()
        self._windowed_size = size or initial_window_size()
        self.surface = self._open_window(self.settings.fullscreen)
        pygame.display.set_caption(Translator(self.settings.language).text("app.caption"))
        pygame.key.stop_text_input()  # an IME would swallow the shortcut keys
        fonts = Fonts()
        self.ctx = AppContext(
            stack=SceneStack(),
            fonts=fonts,
            tiles=TileArt(fonts),
            text=Translator(self.settings.language),
            settings=self.settings,
            shell=self,
            levels=levels or load_levels(),
            profile=profile,
            seed=int(time.time()) if seed is None else seed,
            seeded=seed is not None,
        )
        self.ctx.flow = ArcadeFlow(self.ctx)
        self.ctx.apply_settings()
        self.running = True
        self._accumulator = 0.0
        self.pacer = pacer or FramePacer()

    # ---------------------------------------------------------------- ShellControls
    def set_fullscreen(self, on: bool) -> None:
        if on == self.settings.fullscreen:
            return
        if not on:
            self.settings.fullscreen = False
            self.surface = self._open_window(False)
            return
        self._windowed_size = self.surface.get_size()
        self.settings.fullscreen = True
        self.surface = self._open_window(True)

    def quit(self) -> None:
        """Stop after this frame; the run in progress is saved exactly where it stands."""
        self.ctx.save_run()
        self.running = False

    # ---------------------------------------------------------------- the loop
    def run(self, max_frames: int | None = None) -> None:
        """Run until quit (or ``max_frames`` frames, for start-up measurements); while the
        scene on top stays still, sleep until input or its next change (:mod:`.pacing`)."""
        frames = 0
        while self.running and self.ctx.stack.top is not None:
            tick = self.pacer.next_frame(self.ctx.stack.frame_due())
            self.frame(tick.dt, tick.slept, tick.draw)
            if tick.draw:
                pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break

    def frame(self, dt: float, slept: float = 0.0, draw: bool = True) -> None:
        """One frame: all pending input, the fixed updates ``dt`` allows, one draw (none
        when the pacer only let time pass: ``draw`` False, the picture unchanged). The cap
        on updates per frame (a slow machine drops time rather than freezing) does not apply
        to ``slept``, the part of ``dt`` the loop slept on purpose: the scene's timers (the
        attract mode's start, the turn timer) must see all of it."""
        self.ctx.audio.poll()
        events = pygame.event.get()
        if events:
            self.pacer.saw_input()
        for event in events:
            self.handle_event(event)
        busy = min(self._accumulator + dt - slept, STEP * MAX_STEPS_PER_FRAME)
        self._accumulator = busy + slept
        while self._accumulator >= STEP:
            self.ctx.stack.update(STEP)
            self._accumulator -= STEP
        if draw:
            self.draw()

    def draw(self) -> None:
        self.surface = pygame.display.get_surface()
        self.ctx.stack.draw(self.surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif is_fullscreen_key(event):
            self.set_fullscreen(not self.settings.fullscreen)
            self.ctx.save_settings()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.settings.muted = not self.settings.muted  # M mutes anywhere
            self.ctx.apply_settings()
            self.ctx.save_settings()
        else:
            self.ctx.stack.handle_event(event)

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)


def prefer_plain_framebuffer() -> None:
    """On Linux, SDL draws the window through OpenGL when it finds a driver, which on a
    machine without a GPU driver is Mesa's software renderer: two busy threads that cost an
    idle window about 1 % of a core and a moving one more than the drawing itself (issue
    28). The X server's shared-memory image is enough for a picture that changes at most 60
    times a second. A player's own setting of the hint wins."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter."""
    if event.type != pygame.KEYDOWN:
        return False
    alt_enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT
    return event.key == pygame.K_F11 or bool(alt_enter)


def initial_window_size(desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The first window, 16:9: 1280×720, or larger (3/4 of the screen height) on big and
    high-DPI screens, so the table is drawn at the screen's real pixel density; on a small
    desktop (a 1366×768 or 1280×720 laptop, a 1024×600 netbook) it shrinks to fit inside
    what the taskbar and the title bar leave, never below 960×540 — the smallest size every
    screen is laid out for. ``desktop``: the screen's size (pygame's first desktop when
    None; 1280×720 when pygame cannot tell)."""
    if desktop is None:
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return DEFAULT_SIZE
    desktop_w, desktop_h = desktop
    room_w, room_h = desktop_w * 95 // 100, desktop_h * 88 // 100  # taskbar, title bar
    height = max(DEFAULT_SIZE[1], desktop_h * 3 // 4)
    height = min(height, room_h, room_w * 9 // 16)
    height = max(MIN_WINDOW[1], height - height % 9)  # a whole 16:9
    return height * 16 // 9, height


def open_profile() -> Profile:
    """The player's saved profile; memory-only, with a notice on the title naming the
    folder, when the data folder cannot be written or could not be locked (the game still
    plays). A hand settled just before a kill gets its 牌谱 and 战绩 line here (the reader of
    its file, and the rules engine with it, is imported only when one is there)."""
    from mahjong2p.paths import user_data_dir
    from mahjong2p.store.lock import LOCK_STATE
    from mahjong2p.store.plain_files import data_folder_problem

    profile = Profile.open()
    folder = user_data_dir()
    problem = data_folder_problem(folder)
    if problem is not None:
        log.warning("the data folder %s cannot be written (%s): nothing is saved", folder, problem)
        profile.cannot_save(folder)
    elif LOCK_STATE.problem is not None:
        profile.cannot_save(folder, "saves_gaps.lock_unusable")
    if profile.progress.settled is not None and (folder / RUN_HAND_FILE).exists():
        from mahjong2p.play.run_hand_file import keep_left_over_records

        keep_left_over_records(profile)
    return profile


def take_signals() -> None:
    """SIGTERM ends the game at once, whatever the main loop is doing — busy, or blocked
    in a system call — and leaves exactly what a SIGKILL leaves (every action is on disk as
    it is taken; the CPU's worker ends with its pipe). Ctrl+C in a terminal closes the
    window as its close button does. (SDL, told to keep its hands off, would have turned
    both into a quit event that a busy loop never reads.)"""
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))


def run_game(seed: int | None = None, max_frames: int | None = None) -> int:
    """Open the window on the title screen (with the player's saved settings) and play
    until the player quits; sound starts in the background once the window is up. The
    stage data is read first, so a mistake in it stops the game before any window opens
    (:class:`~mahjong2p.progression.levels.LevelDataError`, one line)."""
    levels = load_levels()
    app = App(seed=seed, profile=open_profile(), levels=levels)
    take_signals()
    app.ctx.flow.to_title()
    app.ctx.audio.start()
    try:
        app.run(max_frames)
    finally:
        app.ctx.audio.stop()
        pygame.quit()
    return 0
