"""The one mixer wrapper: effects and music that never raise.

Opening the sound device can be slow (tens to hundreds of milliseconds) or impossible (no
device, a broken driver, ``SDL_AUDIODRIVER`` naming a driver that fails). So the device
is opened and the effects are loaded on a background thread after the window is up, and
every call here is a no-op until that is done; if it fails the game stays silent and the
reason is logged once. A sound or music file that will not load silences only itself.
Nothing is done at import time, and an :class:`Audio` that was never
:meth:`started <Audio.start>` (tests, screenshots) is silent too.

Muted means the device is closed, not only quiet: an open device keeps SDL's audio thread
mixing silence, the largest cost of an idle window. Unmuting opens it again on the
background thread and the music goes on from where it stood.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

import pygame

from mahjong2p.audio.alsa import keep_alsa_messages_off_the_terminal
from mahjong2p.audio.cues import FAN_FILES, FAN_GAIN, Music, Sfx
from mahjong2p.audio.ogg import ogg_seconds
from mahjong2p.paths import asset_path

log = logging.getLogger(__name__)

FREQUENCY, BUFFER, CHANNELS = 44100, 512, 24
MUSIC_FADE_MS = 700


class State(Enum):
    OFF = "off"  # not started: silent
    STARTING = "starting"
    READY = "ready"
    FAILED = "failed"  # no device: silent, logged once


class Audio:
    """Volumes are 0..1 and apply at once; ``muted`` silences both without losing them,
    with the device closed until unmuted."""

    def __init__(self, music_volume: float = 0.6, effects_volume: float = 0.8) -> None:
        self.music_volume = music_volume
        self.effects_volume = effects_volume
        self.muted = False
        self.state = State.OFF
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._wanted: Music | None = None  # the loop the current scene asked for
        self._playing: Music | None = None
        self._missing_music: set[Music] = set()  # logged once each
        self._stopping = False
        self._started = False  # start() was called: the game wants sound when unmuted
        self._music_from = 0.0  # seconds into the loop where the current play began
        self._resume: tuple[Music, float] | None = None  # the loop and where it stood
        self.opened_ms: float | None = None  # how long the device took to open, last time

    # ---------------------------------------------------------------- start and stop
    def start(self, background: bool = True) -> None:
        """Open the device and load the effects (on a thread unless ``background`` is
        false); safe to call more than once. While muted the device stays closed, to be
        opened when unmuted."""
        self._started = True
        if self.state is not State.OFF or self.muted:
            return
        self._stopping = False
        self.state = State.STARTING
        if not background:
            self._open()
            return
        self._thread = threading.Thread(target=self._open, name="audio-start", daemon=True)
        self._thread.start()

    def wait_ready(self, timeout: float = 5.0) -> None:
        """Block until starting has finished (tests; never needed by the game)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def stop(self) -> None:
        """Close the device; a start still loading stops after the file it is reading."""
        self._started = False
        self._close()

    def _close(self) -> None:
        self._stopping = True
        self.wait_ready()
        with self._lock:
            if self.state is State.READY:
                self._guard(pygame.mixer.quit)
            self.state = State.OFF
            self._sounds.clear()
            self._playing = None
            self._thread = None

    def _open(self) -> None:
        """Open the device, then load the effects one by one (each playable as soon as it
        is loaded: the first clack need not wait for the fanfare)."""
        keep_alsa_messages_off_the_terminal()  # Linux: libasound prints nothing itself
        opening = time.perf_counter()
        try:
            pygame.mixer.pre_init(FREQUENCY, -16, 2, BUFFER)
            pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
        except pygame.error as exc:
            self._fail(exc)
            return
        with self._lock:
            self.state = State.READY
        self.opened_ms = (time.perf_counter() - opening) * 1000
        log.info("sound device opened in %.0f ms", self.opened_ms)
        for name in (*(cue.file for cue in Sfx), *FAN_FILES):
            if self._stopping:
                return
            try:
                sound = pygame.mixer.Sound(str(_file(name)))
            except (pygame.error, OSError) as exc:
                log.warning("sound %s not loaded: %s", name, exc)
                continue
            self._sounds[name] = sound

    def _fail(self, exc: BaseException) -> None:
        with self._lock:
            self.state = State.FAILED
            self.problem = str(exc) or type(exc).__name__
        log.warning("sound is off: %s", self.problem)

    def _guard(self, fn: Callable[..., object], *args: object) -> None:
        """Call a mixer function; a failure turns sound off (logged once) instead of raising."""
        try:
            fn(*args)
        except (pygame.error, OSError) as exc:
            if self.state is not State.FAILED:
                self.state = State.FAILED
                self.problem = str(exc)
                log.warning("sound is off: %s", exc)

    @property
    def ready(self) -> bool:
        return self.state is State.READY

    # ---------------------------------------------------------------- effects
    def play(self, cue: Sfx) -> None:
        self._play(cue.file, cue.gain)

    def play_fan(self, step: int) -> None:
        """The pluck for the ``step``-th fan row (rising; the top pitch repeats)."""
        self._play(FAN_FILES[min(step, len(FAN_FILES) - 1)], FAN_GAIN)

    def _play(self, name: str, gain: float) -> None:
        if not self.ready or self.muted or self.effects_volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            self._guard(sound.set_volume, gain * self.effects_volume)
            self._guard(sound.play)

    # ---------------------------------------------------------------- music
    def music(self, track: Music | None) -> None:
        """Ask for a loop (``None``: silence); switching fades, the same loop continues."""
        self._wanted = track
        self.poll()

    def poll(self) -> None:
        """Start the wanted loop once the device is ready (called every frame; cheap)."""
        if not self.ready or self._wanted is self._playing:
            return
        self._playing = self._wanted
        if self._wanted is None:
            self._guard(pygame.mixer.music.fadeout, MUSIC_FADE_MS)
            return
        try:
            pygame.mixer.music.load(str(_file(self._wanted.file)))
        except (pygame.error, OSError) as exc:  # one missing track: that loop stays silent
            self._guard(pygame.mixer.music.fadeout, MUSIC_FADE_MS)
            if self._wanted not in self._missing_music:
                self._missing_music.add(self._wanted)
                log.warning("music %s not loaded: %s", self._wanted.file, exc)
            return
        self._apply_music_volume()
        resume, self._resume = self._resume, None
        self._music_from = resume[1] if resume and resume[0] is self._wanted else 0.0
        self._guard(pygame.mixer.music.play, -1, self._music_from, MUSIC_FADE_MS)

    def set_volumes(self, music: float, effects: float, muted: bool) -> None:
        """Apply the player's settings; muting closes the device, unmuting reopens it."""
        was_muted = self.muted
        self.music_volume, self.effects_volume, self.muted = music, effects, muted
        if muted and not was_muted and self.state in (State.STARTING, State.READY):
            self._resume = self._music_position()
            self._close()
        elif was_muted and not muted and self._started:
            self.start()
        self._apply_music_volume()

    def _music_position(self) -> tuple[Music, float] | None:
        """The loop playing and how far into it, for going on from there after a close."""
        track = self._playing
        if not self.ready or track is None:
            return None
        played_ms = pygame.mixer.music.get_pos()  # since play(), over every loop
        try:
            length = ogg_seconds(_file(track.file))
        except OSError:
            return None
        if played_ms < 0 or not length:
            return None
        return track, (self._music_from + played_ms / 1000) % length

    def _apply_music_volume(self) -> None:
        if self.ready:
            self._guard(pygame.mixer.music.set_volume, 0.0 if self.muted else self.music_volume)


def _file(name: str) -> Path:
    return asset_path("sounds", name)
