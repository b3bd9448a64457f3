"""What the first title frame loads (issue 36 item 3, start-up): the readers of the hands'
files bring the whole rules engine with them, so a start with no hand file to read must
not import them (the title looked for a saved 欢乐豆 hand through the table file's reader,
and the start for a settled arcade hand's file through its, before they moved here)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CODE = (
    "from mahjong2p.app.pygame_env import prepare; prepare(headless=True)\n"
    "from mahjong2p.app.shell import run_game\n"
    "run_game(seed=1, max_frames=1)\n"
    "import sys\n"
    "print(sorted(m for m in sys.modules if m in {NAMES!r}))\n"
)
READERS = {"mahjong2p.play.run_hand_file", "mahjong2p.store.bean_table_save"}


def test_the_first_frame_imports_no_hand_file_reader_when_there_is_no_file(
    tmp_path: Path,
) -> None:
    env = dict(os.environ, MAHJONG2P_DATA_DIR=str(tmp_path))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", CODE.replace("{NAMES!r}", repr(READERS))],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert done.stdout.strip().splitlines()[-1] == "[]"
