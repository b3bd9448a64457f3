"""The workflow's check of the zips before a release (scripts/check_downloads.py), on zips
made the way the build makes them (``build.make_zip``), one program per target."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from project_scripts import load_script

from mahjong2p import __version__, build

ROOT = Path(__file__).resolve().parent.parent
BIG = 5_100_000  # bytes of noise: a zip over 5 MB, as a real program's is


check = load_script("check_downloads")


def _download(dist: Path, target: str, size: int = BIG, mode: int = 0o755) -> Path:
    """The zip for ``target``: its program at the place a player looks, and ``size`` bytes
    of noise beside it (noise does not compress)."""
    work = dist.parent / f"build-{target}"
    program = work / check.zip_entry(target)
    program.parent.mkdir(parents=True)
    program.write_bytes(b"\x7fELF program")
    program.chmod(mode)
    (program.parent / "libnoise.so").write_bytes(os.urandom(size))
    top = work / check.zip_entry(target).split("/")[0]
    zip_path = dist / build.zip_name(__version__, target)
    build.make_zip(top, zip_path)
    shutil.rmtree(work)
    return zip_path


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    folder = tmp_path / "dist"
    folder.mkdir()
    for target in check.TARGETS:
        _download(folder, target)
    return folder


def test_four_good_zips_pass(dist: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check.main([str(dist)]) == 0
    out = capsys.readouterr().out
    assert out.count("ok   mahjong2p-") == 4 and "passed (0 problems)" in out
    assert "mahjong2p.app/Contents/MacOS/mahjong2p" in out and "mahjong2p/mahjong2p.exe" in out


def test_an_unpacked_download_fails(dist: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What download-artifact leaves without ``skip-decompress``: the programs, no zips."""
    zip_path = dist / build.zip_name(__version__, "macos-arm64")
    build.extract_zip(zip_path, dist)
    zip_path.unlink()
    assert check.main([str(dist)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {zip_path.name}: missing" in out
    assert "FAIL mahjong2p.app: not one of the zips" in out


def test_a_program_without_its_executable_bit_fails_outside_windows(tmp_path: Path) -> None:
    for target in ("linux-x86_64", "macos-x86_64", "windows-x86_64"):
        folder = tmp_path / target
        folder.mkdir()
        zip_path = _download(folder, target, mode=0o644)
        problems = check.download_problems(zip_path, target)
        if target.startswith("windows"):
            assert problems == []
        else:
            assert problems == [f"{check.zip_entry(target)} has no executable bit (mode 100644)"]


def test_a_small_zip_or_one_without_the_program_fails(tmp_path: Path) -> None:
    small = _download(tmp_path, "linux-x86_64", size=1000)
    assert check.download_problems(small, "linux-x86_64") == ["0.0 MB, not over 5 MB"]
    # a Linux zip checked as the Windows one: the program is not where Windows looks
    wrong = check.download_problems(small, "windows-x86_64")
    assert wrong[-1] == "no mahjong2p/mahjong2p.exe inside"
    broken = tmp_path / "broken.zip"
    broken.write_bytes(os.urandom(BIG + 1))
    assert check.download_problems(broken, "linux-x86_64")[0].startswith("not a zip")
