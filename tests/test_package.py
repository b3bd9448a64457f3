"""The package carries its data (issue 16): a wheel built from the repo holds the fonts,
sounds, icons and stage files, and once installed into a fresh virtual environment it
renders the table from any folder — no source checkout beside it.

The fresh environment has no packages of its own (no download: CI and this test stay
offline-quick); it borrows the running environment's pygame-ce, numpy and platformdirs
through a ``.pth`` line, which adds their folder but none of that folder's own ``.pth``
files — so the editable install of the checkout is not visible there, only the wheel.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pygame
import pytest

from mahjong2p import __version__, build

ROOT = Path(__file__).resolve().parent.parent


def _hook_data_dirs() -> tuple[str, ...]:
    """The build hook's own list, read from setup.py (importing it would run setup())."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    (value,) = [
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign) and [t.id for t in node.targets] == ["DATA_DIRS"]
    ]
    return ast.literal_eval(value)


DATA_DIRS = _hook_data_dirs()


def _shipped(folder: str) -> set[str]:
    top = ROOT / folder
    return {
        f"mahjong2p/{folder}/{p.relative_to(top).as_posix()}" for p in top.rglob("*") if p.is_file()
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (found,) = out.glob(f"mahjong2p-{__version__}-py3-none-any.whl")
    return found


def test_the_hook_copies_the_folders_the_bundle_ships() -> None:
    assert DATA_DIRS == build.DATA_DIRS


def test_the_wheel_holds_every_asset_and_stage_file_and_the_licence(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in DATA_DIRS:
        missing = _shipped(folder) - names
        assert not missing, f"not in the wheel: {sorted(missing)[:5]}"
    assert f"mahjong2p-{__version__}.dist-info/licenses/LICENSE" in names
    assert f"mahjong2p-{__version__}.dist-info/licenses/assets/fonts/OFL.txt" in names
    metadata = zipfile.ZipFile(wheel).read(f"mahjong2p-{__version__}.dist-info/METADATA")
    assert b"License-Expression: MIT AND OFL-1.1\n" in metadata  # the fonts are OFL
    assert b"Classifier: Topic :: Games/Entertainment :: Board Games" in metadata


def test_the_licence_is_an_spdx_expression() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT AND OFL-1.1"
    assert project["license-files"] == ["LICENSE", "assets/fonts/OFL.txt"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_installed_wheel_renders_the_table_from_another_folder(
    wheel: Path, tmp_path: Path
) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    (site / "borrowed.pth").write_text(
        "\n".join({sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}) + "\n"
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    png = elsewhere / "table.png"
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("PYTHON")},
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MAHJONG2P_DATA_DIR": str(tmp_path / "data"),
    }
    where = subprocess.run(
        [str(python), "-c", "from mahjong2p.paths import data_root; print(data_root())"],
        cwd=elsewhere,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(site), f"data found at {where}, not in the installed package"
    done = subprocess.run(
        [str(python), "-m", "mahjong2p", "screenshot", "--scene", "table", "--out", str(png)],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    picture = pygame.image.load(str(png))
    assert picture.get_size() == (1280, 720)
    colours = {tuple(picture.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 64  # a real table, with the fonts and tiles of the package
