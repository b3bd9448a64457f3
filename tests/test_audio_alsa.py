"""On a Linux machine without a sound card the player sees the game's one line saying sound
is off, not libasound's eight ``ALSA lib …`` lines before it; the log says why (issue 36).

Run through the game's real start (``start_game``: the log, the window, sound opened on
its thread) with SDL's ALSA driver, which is what SDL picks on such a machine, and
killed if it hangs: a handler written in Python once deadlocked it.
"""

from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
START_A_FEW_FRAMES = (
    "import mahjong2p.app.shell as shell\n"
    "real = shell.run_game\n"
    "shell.run_game = lambda: real(max_frames=5)\n"
    "from mahjong2p.cli.play import start_game\n"
    "raise SystemExit(start_game())\n"
)

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's"),
    pytest.mark.skipif(ctypes.util.find_library("asound") is None, reason="no libasound here"),
    pytest.mark.skipif(Path("/dev/snd").exists(), reason="this machine has a sound device"),
]


def test_no_alsa_lines_reach_the_player_and_the_log_says_why(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "alsa",
        "MAHJONG2P_DATA_DIR": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", START_A_FEW_FRAMES],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "sound is off" in lines[0], lines
    log = (tmp_path / "logs" / "mahjong2p.log").read_text(encoding="utf-8")
    assert "sound is off: ALSA" in log  # SDL's reason
    assert "ALSA sees 0 sound card(s)" in log
