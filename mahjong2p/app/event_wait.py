"""Sleeping until input arrives, at (almost) no cost.

pygame's ``pygame.event.wait`` is a loop that pumps the event queue every millisecond:
a window that only waits costs 3–4 % of a core in it (issue 28). SDL itself has a real
wait — ``SDL_WaitEventTimeout`` blocks in the window system (the X connection, the
Windows message queue, Cocoa's run loop) and wakes at once for input, for an event
another thread posts, and at the timeout — but pygame does not expose it. We call it
through ``ctypes`` in the very SDL library pygame has loaded, with a ``NULL`` event so
that the event stays in the queue for ``pygame.event.get``.

Where that library cannot be found, or is not the one pygame runs (a second copy has no
window: :func:`sdl_library` checks), and on the headless drivers, which have no wait of
their own, the wait is a pump-and-sleep loop in slices of :data:`POLL_SLICE_S`.
"""

from __future__ import annotations

import glob
import math
import os
import re
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    import ctypes

POLL_SLICE_S = 0.005  # the fallback's sleep between looks at the queue: input waits this long
SDL_INIT_VIDEO = 0x20
HEADLESS_DRIVERS = ("dummy", "offscreen")  # no wait of their own: SDL would poll every 1 ms
SDL_NAME = re.compile(r"^(lib)?SDL2([.-]\d|\.so|\.dll|\.dylib)")

Wait = Callable[[float], bool]


def make_wait() -> Wait:
    """The best wait this window has: SDL's own when pygame's SDL can be reached and the
    video driver has one, otherwise :func:`poll_wait`. Call after the window is open."""
    sdl = None if pygame.display.get_driver() in HEADLESS_DRIVERS else sdl_library()
    if sdl is None:
        return poll_wait
    import ctypes  # here, not at start-up: the game's first frame does not wait

    wait_timeout = sdl.SDL_WaitEventTimeout
    wait_timeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
    wait_timeout.restype = ctypes.c_int

    def sdl_wait(timeout_s: float) -> bool:
        """True when an event is waiting in the queue (left there), False at the timeout;
        if SDL cannot wait (an error, at once), the fallback waits instead of the loop
        spinning."""
        result = wait_timeout(None, max(1, math.ceil(timeout_s * 1000)))
        return poll_wait(timeout_s) if result < 0 else result == 1

    return sdl_wait


def poll_wait(timeout_s: float, sleep: Callable[[float], None] = time.sleep) -> bool:
    """Pump and look at the queue every :data:`POLL_SLICE_S` until an event is there
    (True, left in the queue) or ``timeout_s`` has passed (False)."""
    end = time.perf_counter() + timeout_s
    while not pygame.event.peek():
        left = end - time.perf_counter()
        if left <= 0:
            return False
        sleep(min(left, POLL_SLICE_S))
    return True


def sdl_library() -> ctypes.CDLL | None:
    """The SDL 2 library pygame has loaded, or ``None``. A candidate is accepted only if
    its video subsystem is running, which a second, unused copy's is not."""
    import ctypes

    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        if getattr(lib, "SDL_WasInit", None) is None:
            continue
        lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
        lib.SDL_WasInit.restype = ctypes.c_uint32
        if lib.SDL_WasInit(SDL_INIT_VIDEO) and hasattr(lib, "SDL_WaitEventTimeout"):
            return lib
    return None


def _candidates() -> list[str]:
    """Where pygame's SDL may be: on Linux the loaded file itself (``/proc/self/maps``);
    elsewhere the copy shipped beside pygame, then the system's by name (on Windows a
    name already loaded is the same module)."""
    found: list[str] = []
    if os.path.exists("/proc/self/maps"):
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                if SDL_NAME.match(os.path.basename(path)) and path not in found:
                    found.append(path)
    here = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "*/libSDL2*.dylib"):
        found += sorted(glob.glob(os.path.join(here, pattern)))
    found.append("SDL2.dll" if sys.platform == "win32" else "libSDL2-2.0.so.0")
    return found
