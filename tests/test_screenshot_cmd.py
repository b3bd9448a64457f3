"""``python -m mahjong2p screenshot``: a PNG of the asked size; bad input is exit 2 and
one line on standard error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from mahjong2p.cli import main


def test_writes_a_png_of_the_requested_size(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    assert main(["screenshot", "--scene", "table", "--out", str(out), "--size", "960x540"]) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 540)


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["--scene", "lobby"], "--scene"),
        (["--scene", "title", "--size", "big"], "--size"),
        (["--scene", "title", "--size", "10x10"], "--size"),
        (["--scene", "title", "--out", "shot.jpg"], "--out"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], field: str
) -> None:
    argv = ["screenshot", "--out", str(tmp_path / "x.png"), *args]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and field in err and "Traceback" not in err


def test_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "title.png"
    cmd = [
        sys.executable,
        "-m",
        "mahjong2p",
        "screenshot",
        "--scene",
        "title",
        "--out",
        str(out),
        "--lang",
        "en",
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
    bad = subprocess.run(
        [*cmd[:5], "nope", "--out", str(out)], capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_the_command_knows_every_showcase_scene() -> None:
    from mahjong2p.cli.screenshot_cmd import SCENE_NAMES
    from mahjong2p.scenes.showcase import SCENES

    assert list(SCENE_NAMES) == list(SCENES)


def test_frames_of_an_effect(tmp_path: Path) -> None:
    """``--at`` captures an effect mid-way: two moments of the 碰 cut-in differ."""
    shots = []
    for at in ("0.05", "0.3"):
        out = tmp_path / f"pon-{at}.png"
        argv = ["screenshot", "--scene", "cutin_pon", "--at", at, "--out", str(out)]
        assert main([*argv, "--size", "640x360"]) == 0
        shots.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert shots[0] != shots[1]
