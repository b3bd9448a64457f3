"""Linux: libasound's own error lines are kept off the player's terminal.

On a Linux machine without a sound card, SDL's ALSA driver makes libasound print eight
``ALSA lib … Unknown PCM default`` lines to standard error before SDL gives up, ahead of
the game's own one line saying sound is off. libasound prints them through a handler a
program may replace (``snd_lib_error_set_handler``). SDL opens the system's
``libasound.so.2``, the library loaded here by the same name: one library, one handler.

The handler must be a C function. A Python one needs the interpreter's lock, and the
thread opening the device holds that lock while SDL waits on its own ALSA thread, whose
message would then wait for the lock: the game hung (seen under ``SDL_AUDIODRIVER=alsa``).
So the handler is libc's ``getpid``: it reads none of the arguments, waits on nothing and
its result is dropped (libasound's handler returns nothing). What the lines would have
said stays in the log another way: the number of sound cards ALSA sees, logged here, and
SDL's own reason, logged by the mixer when it fails.

Elsewhere, and where there is no libasound (SDL cannot use ALSA then either), nothing is
done.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

LIBRARY = "libasound.so.2"
_installed: list[ctypes.CDLL] = []  # the library stays loaded, so its handler stays set


def sound_cards(library: ctypes.CDLL) -> int:
    """How many sound cards ALSA sees (``snd_card_next``, which prints nothing)."""
    card, count = ctypes.c_int(-1), 0
    while library.snd_card_next(ctypes.byref(card)) == 0 and card.value >= 0:
        count += 1
    return count


def keep_alsa_messages_off_the_terminal() -> bool:
    """Install the silent handler once (Linux with libasound); whether it is in place."""
    if _installed:
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        library = ctypes.CDLL(LIBRARY)
        silent = ctypes.cast(ctypes.CDLL(None).getpid, ctypes.c_void_p)
        library.snd_lib_error_set_handler(silent)
        cards = sound_cards(library)
    except (OSError, AttributeError) as exc:
        log.info("ALSA's messages stay as they are: %s", exc)
        return False
    _installed.append(library)
    log.info("ALSA sees %d sound card(s); its own messages are kept off the terminal", cards)
    return True
