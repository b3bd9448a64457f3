"""scripts/make_screens.py makes every picture in docs/screens (issue 36): each file there
is in its list, and each name says a scene the ``screenshot`` command knows."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
from project_scripts import load_script

from mahjong2p.scenes.showcase import SCENES

ROOT = Path(__file__).resolve().parent.parent


screens = load_script("make_screens")


def test_every_picture_in_the_folder_is_made_by_the_script() -> None:
    in_folder = sorted(p.name for p in screens.SCREENS.glob("*.jpg"))
    assert in_folder == sorted(screens.PICTURES)


def test_each_name_says_a_known_scene_a_language_and_a_size() -> None:
    for name in screens.PICTURES:
        scene, lang, size = screens.how_to_make(name)
        assert scene in SCENES and lang in {"zh", "en"}, name
        width, height = (int(n) for n in size.split("x"))
        assert width >= 960 and height >= 540
    assert screens.how_to_make("gb_table.zh.1920x1080.jpg") == ("gb_table", "zh", "1920x1080")


def test_it_renders_a_picture_the_size_its_name_says(tmp_path: Path) -> None:
    path = screens.render("results.zh.jpg", tmp_path)
    assert pygame.image.load(str(path)).get_size() == (1280, 720)


def test_an_unknown_prefix_is_one_line_and_status_2() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_screens.py"), "nothing_like_this"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
