"""A library PyInstaller cannot bundle stops the build where builds are known clean
(issue 36), and the Windows-only modules that caused it stay out of the other builds."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from mahjong2p import build

# as PyInstaller 6.22 printed it for filelock 4.3.2 on Linux, before the exclusion
NTDLL = "23166 WARNING: Library ntdll required via ctypes not found"


def test_filelocks_windows_modules_stay_out_of_other_builds_but_its_native_lock_stays() -> None:
    for system in ("linux", "darwin"):
        left_out = build.excludes(system)
        assert "filelock._filesystem._windows" in left_out
        assert "filelock._soft._strict._windows" in left_out
    assert not {m for m in build.excludes("win32") if m.startswith("filelock._")} - {
        "filelock._sqlite"
    }
    # filelock._native imports its Windows lock on every OS: excluding it breaks the import
    assert not any(m.startswith("filelock._native") for m in build.excludes("linux"))


def test_the_warning_is_recognised() -> None:
    assert build.LIBRARY_NOT_FOUND.search(NTDLL)
    assert not build.LIBRARY_NOT_FOUND.search("WARNING: Hidden import 'x' not found")


@pytest.mark.parametrize(("system", "fails"), [("linux", True), ("windows", False)])
def test_a_missing_library_fails_the_build_where_builds_are_clean(
    system: str,
    fails: bool,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(build, "os_name", lambda: system)
    monkeypatch.setattr(build, "run_pyinstaller", lambda *args: [NTDLL])
    monkeypatch.setattr(build, "pack", lambda app, zip_path: zip_path.write_bytes(b""))
    monkeypatch.setattr(build, "app_path", lambda dist: dist)
    if fails:
        with pytest.raises(build.MissingLibraries):
            build.build(tmp_path, tmp_path / "work")
        monkeypatch.setitem(sys.modules, "PyInstaller", types.ModuleType("PyInstaller"))
        monkeypatch.setattr(build, "SPEC_FILE", Path(build.__file__))  # any existing file
        assert build.main(["--dist", str(tmp_path)]) == 1
        assert "ntdll required via ctypes not found" in capsys.readouterr().err
    else:
        build.build(tmp_path, tmp_path / "work")
        assert f"::warning::{NTDLL}" in capsys.readouterr().out
