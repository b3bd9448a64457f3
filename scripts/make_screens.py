"""Render every picture in docs/screens with the game itself (headless), as JPEG.

    python scripts/make_screens.py              # all of them
    python scripts/make_screens.py results.zh   # those whose file name starts so

Each file is named ``<scene>.<lang>[.<W>x<H>].jpg``: the ``screenshot`` scene it shows,
its language and, when not 1280×720, its size; so the name alone says how to make it
again, and tests/test_screens.py keeps every picture in the folder listed here. JPEG keeps
the repository small; the README opens with two of them (the 欢乐豆场 table and an
arcade win).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREENS = ROOT / "docs" / "screens"
DEFAULT_SIZE = "1280x720"
# every picture of docs/screens, by file name
PICTURES = (
    "mode_select.zh.jpg",
    "rooms.zh.jpg",
    "rooms.en.jpg",
    "rooms_broke.zh.jpg",
    "gb_table_deal.zh.jpg",
    "gb_table.zh.jpg",
    "gb_table.en.jpg",
    "gb_table.zh.1920x1080.jpg",
    "gb_escape.zh.jpg",
    "gb_results.zh.jpg",
    "gb_results.en.jpg",
    "gb_results_cpu.zh.jpg",
    "gb_results_draw.zh.jpg",
    "gb_encyclopedia.zh.jpg",
    "gb_replay.zh.jpg",
    "gb_replay.en.jpg",
    "replays.zh.jpg",
    "results_haitei_missed.zh.jpg",
    "results.zh.jpg",  # the arcade: a win, every fan, the points
)


def how_to_make(name: str) -> tuple[str, str, str]:
    """(scene, language, size) of a picture, from its file name."""
    scene, lang, *size = name.removesuffix(".jpg").split(".")
    return scene, lang, size[0] if size else DEFAULT_SIZE


def render(name: str, out_dir: Path) -> Path:
    """Make one picture with ``mahjong2p screenshot`` and save it as JPEG in ``out_dir``."""
    import pygame

    scene, lang, size = how_to_make(name)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "screen.png"
        command = ["screenshot", "--scene", scene, "--lang", lang, "--size", size]
        subprocess.run(
            [sys.executable, "-m", "mahjong2p", *command, "--out", str(png)],
            check=True,
            cwd=ROOT,
            env=env,
            capture_output=True,
        )
        target = out_dir / name
        pygame.image.save(pygame.image.load(str(png)), str(target))
    return target


def main(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    chosen = [n for n in PICTURES if not argv or any(n.startswith(a) for a in argv)]
    if not chosen:
        print(f"make_screens: no picture starts with {' or '.join(argv)}", file=sys.stderr)
        return 2
    for name in chosen:
        path = render(name, SCREENS)
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size / 1000:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
