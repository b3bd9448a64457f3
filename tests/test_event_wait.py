"""The main loop's sleep (issue 28): SDL's own event wait, reached through ctypes in the
library pygame runs, or a pump-and-sleep loop where there is none. Both must wake for an
event and leave it in pygame's queue, and give up at the timeout."""

from __future__ import annotations

import ctypes
import sys
import threading
import time
from collections.abc import Iterator
from types import SimpleNamespace

import pygame
import pytest

from mahjong2p.app import event_wait
from mahjong2p.app.event_wait import POLL_SLICE_S, make_wait, poll_wait, sdl_library


@pytest.fixture
def window() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((64, 48))
    pygame.event.clear()
    yield
    pygame.quit()


def test_the_poll_wait_sleeps_in_short_slices_until_the_timeout(window) -> None:
    slept: list[float] = []
    start = time.perf_counter()
    assert poll_wait(0.05, sleep=lambda s: (slept.append(s), time.sleep(s))) is False
    assert time.perf_counter() - start >= 0.05  # the whole timeout, however loaded
    assert slept and max(slept) <= POLL_SLICE_S  # but never a longer sleep than a slice


def test_the_poll_wait_sees_an_event_and_leaves_it_queued(window) -> None:
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=7))
    assert poll_wait(1.0) is True
    assert [e.n for e in pygame.event.get(pygame.USEREVENT)] == [7]


def test_the_headless_window_polls(window) -> None:
    """The dummy driver has no wait of its own: SDL's would poll every millisecond."""
    assert pygame.display.get_driver() == "dummy"
    assert make_wait() is poll_wait


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="found through /proc/self/maps")
def test_sdls_wait_is_reached_and_wakes_for_a_posted_event(window) -> None:
    sdl = sdl_library()
    assert sdl is not None  # the very SDL pygame runs: its video is up
    wait = sdl.SDL_WaitEventTimeout
    wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], int
    assert wait(None, 30) == 0  # nothing: the timeout
    timer = threading.Timer(0.05, pygame.event.post, [pygame.event.Event(pygame.USEREVENT, n=3)])
    start = time.perf_counter()
    timer.start()
    assert wait(None, 5000) == 1
    assert time.perf_counter() - start < 1.0  # woken by the post, not the timeout
    assert [e.n for e in pygame.event.get(pygame.USEREVENT)] == [3]  # still queued


def test_a_library_without_a_running_video_is_refused(monkeypatch) -> None:
    """A second copy of SDL (its video never started) would wait on no window at all: the
    check is that the video runs, so before pygame starts it even pygame's is refused."""
    pygame.quit()
    assert sdl_library() is None
    monkeypatch.setattr(event_wait, "_candidates", lambda: ["libc.so.6", "no-such-lib.so"])
    pygame.display.init()
    try:
        assert sdl_library() is None  # no SDL there at all
    finally:
        pygame.quit()


def test_an_sdl_that_cannot_wait_falls_back_to_polling(monkeypatch, window) -> None:
    """SDL's wait failing at once (-1) must not turn the idle loop into a spin."""

    def failing(event: object, ms: int) -> int:
        del event, ms
        return -1

    lib = SimpleNamespace(SDL_WaitEventTimeout=failing)  # make_wait sets its argtypes
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(event_wait, "sdl_library", lambda: lib)
    wait = make_wait()
    start = time.perf_counter()
    assert wait(0.05) is False
    assert time.perf_counter() - start >= 0.045  # waited out the timeout
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    assert wait(1.0) is True
