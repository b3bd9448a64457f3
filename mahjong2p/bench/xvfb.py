"""A virtual X display for the idle bench's window figures (issue 28): ``Xvfb`` started on
a free display number (it reports the number itself), larger than the game's window.
``None`` where ``Xvfb`` or ``xdotool`` is missing: the bench then reports the headless
figures only."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

SCREEN = (1600, 900)  # the 1280×720 window is centred in it
START_S = 10.0


@contextmanager
def virtual_display() -> Iterator[str | None]:
    """The ``DISPLAY`` of a fresh Xvfb for the ``with`` block, or ``None``; stopped after."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None or shutil.which("xdotool") is None:
        yield None
        return
    read_end, write_end = os.pipe()
    screen = f"{SCREEN[0]}x{SCREEN[1]}x24"
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        display = _display_number(read_end)
        if display is None:
            yield None
            return
        yield display
    finally:
        os.close(read_end)
        server.terminate()
        server.wait(timeout=START_S)


def _display_number(read_end: int) -> str | None:
    """``:N`` once the server has written its number, ``None`` if it has not in time."""
    text = b""
    while not text.endswith(b"\n"):
        # poll, not select: select refuses a descriptor numbered past 1023, which a long
        # process (the whole test suite) can hand out
        poller = select.poll()
        poller.register(read_end, select.POLLIN)
        ready = poller.poll(START_S * 1000)
        chunk = os.read(read_end, 16) if ready else b""
        if not chunk:
            return None
        text += chunk
    return ":" + text.decode().strip()
