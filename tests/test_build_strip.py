"""A leaner Linux download (mahjong2p.build): the Python installation's files lose their
debug information and nothing else is touched; platformdirs' Windows module stays out of
the other systems' bundles (its ctypes path made PyInstaller warn about ole32/shell32)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong2p import build

needs_toolchain = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not (shutil.which("cc") and shutil.which("objdump")),
    reason="Linux with a C compiler and binutils",
)


def _debug_sections(path: Path) -> bool:
    return (
        b".debug_info" in subprocess.run(["objdump", "-h", str(path)], capture_output=True).stdout
    )


def _library_with_debug_info(folder: Path) -> Path:
    source = folder / "answer.c"
    source.write_text("int answer(void) { return 42; }\n", encoding="utf-8")
    library = folder / "libanswer.so.1"
    subprocess.run(["cc", "-g", "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    return library


@needs_toolchain
def test_pythons_own_files_lose_their_debug_information(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, elsewhere = tmp_path / "python", tmp_path / "site-packages"
    home.mkdir(), elsewhere.mkdir()
    python_lib = _library_with_debug_info(home)
    wheel_lib = shutil.copy(python_lib, elsewhere / "libanswer.so.1")
    text = home / "LICENSE.txt"
    text.write_text("not an ELF file", encoding="utf-8")
    monkeypatch.setattr(sys, "base_prefix", str(home))
    entries = [
        ("libanswer.so.1", str(python_lib), "BINARY"),
        ("pygame_ce.libs/libanswer.so.1", str(wheel_lib), "BINARY"),
        ("LICENSE.txt", str(text), "DATA"),
    ]
    out = build.strip_debug_info(entries, tmp_path / "work")
    stripped = Path(out[0][1])
    assert stripped == tmp_path / "work" / "stripped" / "libanswer.so.1"
    assert _debug_sections(python_lib) and not _debug_sections(stripped)
    assert stripped.stat().st_size < python_lib.stat().st_size
    # the symbols stay: a stripped library still links and answers
    assert b"answer" in subprocess.run(["objdump", "-T", str(stripped)], capture_output=True).stdout
    assert out[1:] == entries[1:]  # a wheel's library and non-ELF files are left as they are


def test_nothing_is_stripped_off_linux(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    entries = [("libpython3.11.dylib", str(Path(sys.base_prefix) / "x.dylib"), "BINARY")]
    assert build.strip_debug_info(entries, tmp_path) == entries


def test_platformdirs_windows_module_only_in_windows_bundles() -> None:
    assert "platformdirs.windows" in build.excludes("linux")
    assert "platformdirs.windows" in build.excludes("darwin")
    assert "platformdirs.windows" not in build.excludes("win32")
    assert set(build.EXCLUDES) <= set(build.excludes("win32"))
