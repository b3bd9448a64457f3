"""THIRD_PARTY_NOTICES.txt is written from what a bundle holds (mahjong2p/notices.py): each
bundled file is claimed by the component it comes from, on every OS's file names, and a
file nobody claims is listed rather than dropped."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong2p.notices import identify, notices, write_notices

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("path", "component"),
    [
        ("pygame/base.cpython-311-x86_64-linux-gnu.so", "pygame-ce"),
        ("pygame\\base.cp311-win_amd64.pyd", "pygame-ce"),
        ("pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2"),
        ("SDL2.dll", "SDL2"),
        ("libSDL2-2.0.0.dylib", "SDL2"),
        ("SDL2_mixer.dll", "SDL2_mixer"),
        ("pygame_ce.libs/libSDL2_ttf-2-e69aa315.0.so.0.2400.0", "SDL2_ttf"),
        ("libfreetype-6.dll", "FreeType"),
        ("libpng16-16.dll", "libpng"),
        ("pygame_ce.libs/libfluidsynth-2d6ca569.so.3.5.6", "FluidSynth"),
        ("python311.dll", "Python"),
        ("libpython3.11.so.1.0", "Python"),
        ("python3.11/lib-dynload/_struct.cpython-311-x86_64-linux-gnu.so", "Python"),
        ("select.pyd", "Python"),
        ("VCRUNTIME140.dll", "Microsoft Visual C++ runtime (redistributed with Python)"),
        ("platformdirs/", "platformdirs"),
    ],
)
def test_bundled_files_are_claimed_by_their_component(path: str, component: str) -> None:
    found = identify(path)
    assert found is not None and found.name == component


def test_the_notice_lists_what_is_bundled_and_nothing_else(tmp_path: Path) -> None:
    target = tmp_path / "THIRD_PARTY_NOTICES.txt"
    unknown = write_notices(
        ["SDL2.dll", "pygame/base.pyd", "python311.dll", "libmystery.so"],
        ROOT / "LICENSE",
        target,
    )
    text = target.read_text(encoding="utf-8")
    assert "- SDL2: Zlib" in text and "- pygame-ce: LGPL-2.1-or-later" in text
    assert "- Python: PSF-2.0" in text and "OFL-1.1" in text  # the fonts are always there
    assert "FreeType" not in text and "numpy" not in text  # not bundled: not listed
    assert "replace any of them" in text  # the LGPL note
    assert unknown == ["libmystery.so"] and "- libmystery.so" in text
    assert text.rstrip().endswith("SOFTWARE.")  # the project's MIT licence closes it


def test_without_lgpl_libraries_there_is_no_lgpl_note() -> None:
    text, _ = notices(["SDL2.dll"], "MIT License")
    assert "replace any of them" not in text
