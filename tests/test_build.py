"""The download recipe (build.spec, mahjong2p.build), checked without running PyInstaller.

The real build runs in the smoke step (scripts/smoke_build.py, called by .ci/run and the
release workflow); here build.spec is executed with stand-ins for PyInstaller's classes,
once per OS, so what it asks of PyInstaller on Windows and macOS is checked on any machine.
"""

from __future__ import annotations

import ast
import importlib.metadata
import io
import os
import re
import stat
import struct
import sys
import tempfile
import tomllib
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from mahjong2p import __version__, build, notices

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mahjong2p"
ICONS = ROOT / "assets" / "icons"
# imports of a module the bundle leaves out, each optional where it happens
OPTIONAL_IMPORTS = {
    ("mahjong2p.bench.engine", "mahjong"),  # the bench's comparison, None without it
    ("mahjong2p.bench.scoring", "mahjong"),
    ("mahjong2p.startup", "tkinter"),  # the error dialog's source-only fallback
}


class Recorded:
    """Stands in for one PyInstaller build class: keeps its arguments."""

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        Recorded.calls.append((kind, args, kwargs))
        self.pure, self.scripts, self.datas = list(PURE), [], []
        self.binaries = list(BINARIES)
        self.dependencies: list[tuple[str, str, str]] = []


def _pygame_file(test: Callable[[str], bool]) -> tuple[str, str]:
    """A file pygame-ce's distribution installed here: (its name, its path)."""
    dist = importlib.metadata.distribution("pygame-ce")
    path = next(Path(dist.locate_file(f)) for f in dist.files or () if test(f.name))
    return path.name, str(path)


# what the fake Analysis "collected": a system library the spec must drop, SDL and a
# module of pygame-ce (real files of this environment, so each is credited to pygame-ce)
SDL = _pygame_file(lambda name: "SDL2" in name and not name.endswith((".py", ".pyi", ".h")))
BINARIES = (
    (SDL[0], SDL[1], "BINARY"),
    ("libstdc++.so.6", "/usr/lib/libstdc++.so.6", "BINARY"),
)
PURE = (
    ("pygame.version", _pygame_file(lambda name: name == "version.py")[1], "PYMODULE"),
    ("mahjong2p.paths", str(ROOT / "mahjong2p" / "paths.py"), "PYMODULE"),
)


def _with_a_pyinstaller_licence(tmp: Path) -> Callable[[], notices.Environment]:
    """The build environment, with a stand-in for PyInstaller's licence file (PyInstaller
    itself is stood in for here)."""
    real = notices.Environment.current

    def current() -> notices.Environment:
        env = real()
        stand_in = tmp / "COPYING.txt"
        stand_in.write_text("PyInstaller's licence", encoding="utf-8")
        env.licence_files = {**env.licence_files, "pyinstaller": [stand_in]}
        return env

    return current


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> list[Recorded]:
    """Execute build.spec as PyInstaller would on ``platform``; the build objects made
    (the spec's work folder is a fresh temporary one)."""
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter: sorted(  # type: ignore[attr-defined]
        name for name in ("mahjong2p", "mahjong2p.cli", *build.NOT_BUNDLED) if filter(name)
    )
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    Recorded.calls = []
    made: list[Recorded] = []

    def maker(kind: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> Recorded:
            made.append(Recorded(kind, *args, **kwargs))
            return made[-1]

        return make

    names = {kind: maker(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    work = tempfile.mkdtemp(prefix="mahjong2p-spec-")
    monkeypatch.setattr(notices.Environment, "current", _with_a_pyinstaller_licence(Path(work)))
    exec(compile(spec, "build.spec", "exec"), {"SPECPATH": str(ROOT), "workpath": work, **names})
    return made


def of_kind(made: list[Recorded], kind: str) -> list[Recorded]:
    return [m for m in made if m.kind == kind]


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_spec_makes_a_windowed_one_folder_program(
    monkeypatch: pytest.MonkeyPatch, platform: str
) -> None:
    made = run_spec(monkeypatch, platform)
    programs = of_kind(made, "EXE")
    assert programs and all(p.kwargs["exclude_binaries"] for p in programs), "one-folder only"
    assert programs[0].kwargs["name"] == "mahjong2p" and programs[0].kwargs["console"] is False
    for target in (*programs, *of_kind(made, "COLLECT")):
        # PyInstaller's strip (every symbol of every library) broke numpy's and SDL's
        # libraries: only Python's own files lose their debug information (test_build_strip)
        assert target.kwargs.get("strip") is False
        assert target.kwargs.get("upx") is False
    (folder,) = of_kind(made, "COLLECT")
    assert folder.kwargs["name"] == "mahjong2p"
    assert all(p in folder.args for p in programs)


def test_spec_bundles_assets_levels_and_the_whole_game(monkeypatch: pytest.MonkeyPatch) -> None:
    (analysis,) = of_kind(run_spec(monkeypatch, "linux"), "Analysis")
    assert analysis.args[0] == [str(build.ENTRY_SCRIPT)]
    assert analysis.kwargs["datas"] == [
        (str(ROOT / "assets"), "assets"),
        (str(ROOT / "levels"), "levels"),
    ]
    hidden = analysis.kwargs["hiddenimports"]
    assert "mahjong2p.cli" in hidden and not set(build.NOT_BUNDLED) & set(hidden)
    assert set(analysis.kwargs["excludes"]) == set(build.EXCLUDES) | set(build.WINDOWS_ONLY)


def test_spec_bundles_the_licences_of_what_it_bundles(monkeypatch: pytest.MonkeyPatch) -> None:
    (analysis,) = of_kind(run_spec(monkeypatch, "linux"), "Analysis")
    datas = {dest: Path(src) for dest, src, kind in analysis.datas if kind == "DATA"}
    assert datas["LICENSE"] == ROOT / "LICENSE"
    text = datas["THIRD_PARTY_NOTICES.txt"].read_text(encoding="utf-8")
    assert "SDL2: Zlib" in text and "pygame-ce: LGPL-2.1-or-later" in text
    assert "OFL-1.1" in text and "MIT License" in text
    assert "GCC runtime" not in text  # libstdc++ is left to the system: not bundled
    assert [b[0] for b in analysis.binaries] == [SDL[0]]
    texts = {dest.removeprefix("licenses/") for dest in datas if dest.startswith("licenses/")}
    assert {"SDL2.txt", "pygame-ce.txt", "LGPL-2.1.txt", "Python-LICENSE.txt"} <= texts
    assert all(path.is_file() for path in datas.values())


def test_windows_exes_carry_the_version_resource(monkeypatch: pytest.MonkeyPatch) -> None:
    programs = of_kind(run_spec(monkeypatch, "win32"), "EXE")
    for program in programs:
        text = Path(program.kwargs["version"]).read_text(encoding="utf-8")
        assert text == build.version_resource(__version__)
    numbers = tuple(int(n) for n in __version__.split("."))
    assert f"filevers={(*numbers, 0)}" in build.version_resource(__version__)
    assert f"StringStruct('ProductVersion', '{__version__}')" in build.version_resource()
    ast.parse(build.version_resource(), mode="eval")  # PyInstaller evaluates it
    assert of_kind(run_spec(monkeypatch, "linux"), "EXE")[0].kwargs["version"] is None


def test_windows_adds_a_console_twin_and_the_ico(monkeypatch: pytest.MonkeyPatch) -> None:
    programs = of_kind(run_spec(monkeypatch, "win32"), "EXE")
    assert [(p.kwargs["name"], p.kwargs["console"]) for p in programs] == [
        ("mahjong2p", False),
        ("mahjong2p-cli", True),
    ]
    for program in programs:
        assert program.kwargs["icon"] == str(ICONS / "mahjong2p.ico")
        assert ("X utf8", None, "OPTION") in program.args[2]


def test_macos_makes_an_app_with_a_proper_info_plist(monkeypatch: pytest.MonkeyPatch) -> None:
    made = run_spec(monkeypatch, "darwin")
    (app,) = of_kind(made, "BUNDLE")
    assert app.args == tuple(of_kind(made, "COLLECT"))
    assert app.kwargs["name"] == "mahjong2p.app"
    assert app.kwargs["icon"] == str(ICONS / "mahjong2p.icns")
    assert app.kwargs["version"] == __version__
    plist = app.kwargs["info_plist"]
    assert plist["CFBundleName"] == "mahjong2p"
    assert plist["CFBundleShortVersionString"] == __version__
    assert plist["NSHighResolutionCapable"] is True
    assert len(of_kind(made, "EXE")) == 1


def test_linux_has_no_app_bundle_and_no_file_icon(monkeypatch: pytest.MonkeyPatch) -> None:
    made = run_spec(monkeypatch, "linux")
    assert not of_kind(made, "BUNDLE")
    assert of_kind(made, "EXE")[0].kwargs["icon"] is None


def test_the_version_is_written_once() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"], "the version lives in mahjong2p/__init__.py"
    assert "version" in project["project"]["dynamic"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "mahjong2p.__version__"}
    assert importlib.metadata.version("mahjong2p") == __version__, "reinstall: pip install -e ."
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_build_extra_brings_pyinstaller() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    build_extra = project["project"]["optional-dependencies"]["build"]
    assert any(req.lower().startswith("pyinstaller") for req in build_extra)


def _modules() -> dict[str, ast.Module]:
    trees = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        trees[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return trees


def _imported(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_the_bundle_leaves_out_nothing_the_game_imports() -> None:
    """build.EXCLUDES keeps numpy, Tk, the test tools … out of the download; any game
    module importing one of them would fail there and nowhere else."""
    wrong = []
    for module, tree in _modules().items():
        if module in build.NOT_BUNDLED:
            continue
        for name in _imported(tree):
            top = name.split(".")[0]
            if top in build.EXCLUDES and (module, top) not in OPTIONAL_IMPORTS:
                wrong.append(f"{module} imports {name}")
            if name in ("pygame.surfarray", "pygame.sndarray"):
                wrong.append(f"{module} imports {name}, which needs numpy")
        attributes = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        wrong += [
            f"{module} uses pygame.{a} (needs numpy)"
            for a in attributes
            if a in ("surfarray", "sndarray")
        ]
    assert not wrong, f"left out of the bundle by mahjong2p.build.EXCLUDES: {wrong}"


def test_no_system_or_default_font_anywhere() -> None:
    """``Font(None)`` and ``SysFont`` find no font in a frozen build (and draw Chinese as
    boxes on most machines): every text uses the shipped subsets (mahjong2p.ui.fonts)."""
    wrong = []
    for module, tree in _modules().items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("SysFont", "match_font", "get_default_font"):
                wrong.append(f"{module}:{node.lineno} {name}")
            elif name == "Font" and (
                not node.args
                or (isinstance(node.args[0], ast.Constant) and node.args[0].value is None)
            ):
                wrong.append(f"{module}:{node.lineno} Font(None)")
    assert not wrong


def test_icons_are_complete() -> None:
    picture = pygame.image.load(str(ICONS / "mahjong2p.png"))
    assert picture.get_size() == (256, 256)
    ico = (ICONS / "mahjong2p.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sides = []
    for i in range(count):
        side, _, _, _, _, _, size, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        sides.append(side or 256)
        entry = pygame.image.load(io.BytesIO(ico[offset : offset + size]), "entry.png")
        assert entry.get_size() == (side or 256, side or 256)
    assert {16, 32, 48, 256} <= set(sides)
    icns = (ICONS / "mahjong2p.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, pos = set(), 8
    while pos < len(icns):
        kinds.add(icns[pos : pos + 4])
        pos += struct.unpack(">I", icns[pos + 4 : pos + 8])[0]
    assert pos == len(icns) and {b"ic07", b"ic08", b"ic09", b"ic10"} <= kinds


def test_zip_name_says_version_os_and_arch(monkeypatch: pytest.MonkeyPatch) -> None:
    assert re.fullmatch(
        rf"mahjong2p-{re.escape(__version__)}-(windows|macos|linux)-[a-z0-9_]+\.zip",
        build.zip_name(),
    )
    for machine, arch in (("AMD64", "x86_64"), ("x86_64", "x86_64"), ("aarch64", "arm64")):
        monkeypatch.setattr(build.platform, "machine", lambda m=machine: m)
        assert build.arch_name() == arch
    for platform, name in (("win32", "windows"), ("darwin", "macos"), ("linux", "linux")):
        monkeypatch.setattr(sys, "platform", platform)
        assert build.os_name() == name


@pytest.mark.skipif(sys.platform == "win32", reason="file modes and links: Linux and macOS")
def test_zip_keeps_executable_bits_and_links(tmp_path: Path) -> None:
    app = tmp_path / "dist" / "mahjong2p"
    (app / "_internal" / "lib").mkdir(parents=True)
    (app / "mahjong2p").write_bytes(b"#!/bin/sh\n")
    (app / "mahjong2p").chmod(0o755)
    (app / "_internal" / "lib" / "libSDL2.so").write_bytes(b"library")
    os.symlink("lib/libSDL2.so", app / "_internal" / "libSDL2.so")
    os.symlink("lib", app / "_internal" / "linked")
    archive = tmp_path / "out.zip"
    build.make_zip(app, archive)
    build.extract_zip(archive, tmp_path / "unpacked")
    out = tmp_path / "unpacked" / "mahjong2p"
    assert stat.S_IMODE(out.joinpath("mahjong2p").stat().st_mode) == 0o755
    assert os.readlink(out / "_internal" / "libSDL2.so") == "lib/libSDL2.so"
    assert (out / "_internal" / "libSDL2.so").read_bytes() == b"library"
    assert os.readlink(out / "_internal" / "linked") == "lib"
    assert build.tree_size(out) == build.tree_size(app)


def test_unzip_refuses_paths_outside_the_folder(tmp_path: Path) -> None:
    import zipfile

    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("../outside.txt", "no")
    with pytest.raises(ValueError, match="outside"):
        build.extract_zip(archive, tmp_path / "unpacked")
    assert not (tmp_path / "outside.txt").exists()
    link = zipfile.ZipInfo("mahjong2p/escape")
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(link, "../../..")
    with pytest.raises(ValueError, match="links outside"):
        build.extract_zip(archive, tmp_path / "unpacked")


def test_build_explains_a_missing_pyinstaller(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "PyInstaller", None)
    assert build.main([]) == 2
    assert ".[build]" in capsys.readouterr().err


def test_ci_runs_the_smoke_build_after_the_readme_test_command() -> None:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    readme_test = next(i for i, line in enumerate(lines) if "-m pytest" in line)
    smoke = next(i for i, line in enumerate(lines) if "scripts/smoke_build.py" in line)
    assert smoke > readme_test
    # from a clean environment of its own: the test extra's modules must not be bundled
    assert lines[smoke].startswith("python3 -m venv .venv-build-ci && ")
    # from the hashed lock, then the game alone (nothing resolved anew)
    assert (
        ".venv-build-ci/bin/pip install -q --require-hashes -r requirements-build.txt && "
        ".venv-build-ci/bin/pip install -q --no-deps --no-build-isolation -e . && "
    ) in lines[smoke]
    assert ".venv-ci" not in lines[smoke] and "rm -rf .venv-ci .venv-build-ci" in lines
