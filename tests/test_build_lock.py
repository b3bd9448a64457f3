"""The downloads are built from a hashed lock that holds on every target (issue 36).

``requirements-build.txt`` pins every package of the build environment (the game's
dependencies and PyInstaller, with theirs) to one version and the hashes of its files.
It is compiled once for all systems (``uv pip compile --universal``): a lock compiled on
Linux alone would drop what PyInstaller needs on Windows (``pefile``, ``pywin32-ctypes``)
and macOS (``macholib``), and ``pip install --require-hashes`` would then fail there.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements-build.txt"
SYSTEMS = {"linux": "linux", "windows": "win32", "macos": "darwin"}
# what PyInstaller needs on one system only
ONLY_ON = {"pefile": "win32", "pywin32-ctypes": "win32", "macholib": "darwin"}


def _entries() -> list[tuple[Requirement, list[str]]]:
    """Each locked requirement with its hashes (the file's ``\\``-continued lines)."""
    text = re.sub(r"\\\n\s*", " ", LOCK.read_text(encoding="utf-8"))
    entries = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        spec, *hashes = line.split(" --hash=")
        entries.append((Requirement(spec.strip()), [h.strip() for h in hashes]))
    return entries


def _name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", Requirement(requirement).name).lower()


def _installed_on(system: str) -> set[str]:
    environment = {"sys_platform": system, "platform_system": "", "python_version": "3.11"}
    return {
        _name(str(req.name))
        for req, _ in _entries()
        if req.marker is None or Marker(str(req.marker)).evaluate(environment)
    }


def test_the_lock_says_how_it_was_made_for_every_system() -> None:
    header = LOCK.read_text(encoding="utf-8").splitlines()[1]
    for option in ("uv pip compile pyproject.toml", "--extra build", "--universal"):
        assert option in header
    assert "--python-version 3.11" in header and "--generate-hashes" in header


def test_every_package_is_one_version_with_its_hashes() -> None:
    for requirement, hashes in _entries():
        (specifier,) = requirement.specifier
        assert specifier.operator == "==", requirement
        assert hashes and all(re.fullmatch(r"sha256:[0-9a-f]{64}", h) for h in hashes)


def test_it_holds_what_the_game_and_the_build_need_on_every_system() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {_name(r) for r in project["dependencies"] + project["optional-dependencies"]["build"]}
    for system in SYSTEMS.values():
        installed = _installed_on(system)
        assert wanted <= installed, system
        for package, only in ONLY_ON.items():
            assert (package in installed) == (system == only), (package, system)
    # nothing of the test extra (the oracle, pytest) can reach the download from here;
    # setuptools is in both (the tests build the sdist with it, PyInstaller needs it)
    test_only = {_name(r) for r in project["optional-dependencies"]["test"]} - {"setuptools"}
    assert not test_only & _installed_on("linux")


def test_the_locked_versions_meet_the_projects_ranges() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    locked = {_name(str(r.name)): next(iter(r.specifier)).version for r, _ in _entries()}
    for text in project["dependencies"] + project["optional-dependencies"]["build"]:
        requirement = Requirement(text)
        assert locked[_name(text)] in requirement.specifier, text
