"""THIRD_PARTY_NOTICES.txt and licenses/ are written from what a bundle holds
(mahjong2p/notices.py): each bundled file is given to the distribution that installed it
(or the Python installation, or the system), then to the library it is, on every OS's file
names; a file nobody accounts for — a test-only module, a new dependency — stops the build.
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pygame
import pytest

from mahjong2p import notice_components as nc
from mahjong2p.notices import (
    Environment,
    UnaccountedFiles,
    classify,
    write_notices,
)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def env(tmp_path: Path) -> Environment:
    """A build machine in a folder: a virtual environment's site-packages, a Python
    installation with its LICENSE.txt, and each distribution's licence files."""
    base = tmp_path.resolve()
    site, home = base / "venv" / "site-packages", base / "python"
    home.mkdir()
    (home / "LICENSE.txt").write_text("PSF LICENSE AGREEMENT FOR PYTHON", encoding="utf-8")
    owned = {
        "pygame/base.cpython-311-x86_64-linux-gnu.so": "pygame-ce",
        "pygame/base.cp311-win_amd64.pyd": "pygame-ce",
        "pygame/freesansbold.ttf": "pygame-ce",
        "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10": "pygame-ce",
        "pygame_ce.libs/libSDL2_ttf-2-e69aa315.0.so.0.2400.0": "pygame-ce",
        "pygame/.dylibs/libfluidsynth.3.dylib": "pygame-ce",
        "pygame/SDL2_mixer.dll": "pygame-ce",
        "pygame/zlib1.dll": "pygame-ce",
        "pygame/libopusfile-0.dll": "pygame-ce",
        "pygame/libwebpdemux-2.dll": "pygame-ce",
        "pygame/.dylibs/libsamplerate.0.dylib": "pygame-ce",
        "pygame_ce.libs/libmystery-0badc0de.so.1": "pygame-ce",
        "MahjongGB.cpython-311-x86_64-linux-gnu.so": "pymahjonggb",
        "platformdirs/__init__.py": "platformdirs",
        "filelock/__init__.py": "filelock",
        "PyInstaller/loader/pyimod01_archive.py": "pyinstaller",
    }
    licences = {}
    for name in ("platformdirs", "filelock", "pyinstaller"):
        text = site / f"{name}.dist-info" / "licenses" / "LICENSE"
        text.parent.mkdir(parents=True)
        text.write_text(f"{name} licence", encoding="utf-8")
        licences[name] = [text]
    return Environment(
        owners={str(site / path): dist for path, dist in owned.items()},
        licence_files=licences,
        python_home=home,
        python_licence=home / "LICENSE.txt",
        expressions={"filelock": "Unlicense"},  # as an older filelock's metadata said
    )


def site(env: Environment, path: str) -> str:
    (found,) = [p for p in env.owners if p.endswith(path)]
    return found


def names(env: Environment, *files: tuple[str, str]) -> list[str]:
    return [c.name for c in classify(files, env).components]


def test_an_extension_module_belongs_to_its_distribution_not_to_python(env: Environment) -> None:
    linux = "pygame/base.cpython-311-x86_64-linux-gnu.so"
    windows = "pygame/base.cp311-win_amd64.pyd"
    found = classify([(linux, site(env, linux)), (windows, site(env, windows))], env)
    assert found.components[0].name == "pygame-ce" and not found.unidentified
    # the test-only oracle is no "Python" file: its distribution is not one the game ships
    oracle = "MahjongGB.cpython-311-x86_64-linux-gnu.so"
    found = classify([(oracle, site(env, oracle))], env)
    assert found.unidentified == [f"{oracle} (from pymahjonggb)"]


@pytest.mark.parametrize(
    ("path", "component"),
    [
        ("pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2"),
        ("pygame_ce.libs/libSDL2_ttf-2-e69aa315.0.so.0.2400.0", "SDL2_ttf"),
        ("pygame/.dylibs/libfluidsynth.3.dylib", "FluidSynth"),
        ("pygame/SDL2_mixer.dll", "SDL2_mixer"),
        ("pygame/zlib1.dll", "zlib"),
        ("pygame/libopusfile-0.dll", "opusfile"),
        ("pygame/libwebpdemux-2.dll", "libwebp"),
        ("pygame/.dylibs/libsamplerate.0.dylib", "libsamplerate"),
        ("pygame/freesansbold.ttf", "pygame-ce"),
        ("platformdirs/__init__.py", "platformdirs"),
        ("filelock/__init__.py", "filelock"),
    ],
)
def test_a_distributions_files_are_named_within_it(
    env: Environment, path: str, component: str
) -> None:
    assert names(env, (path, site(env, path)))[0] == component


def test_a_library_a_distribution_is_not_known_to_carry_is_unidentified(
    env: Environment,
) -> None:
    path = "pygame_ce.libs/libmystery-0badc0de.so.1"
    assert classify([(path, site(env, path))], env).unidentified == [f"{path} (from pygame-ce)"]


@pytest.mark.parametrize(
    ("dest", "relative", "component"),
    [
        ("libpython3.11.so.1.0", "lib/libpython3.11.so.1.0", "Python"),
        ("python311.dll", "python311.dll", "Python"),
        ("select.pyd", "DLLs/select.pyd", "Python"),
        ("libffi-8.dll", "DLLs/libffi-8.dll", "libffi"),
        (
            "VCRUNTIME140.dll",
            "vcruntime140.dll",
            "Microsoft Visual C++ runtime (redistributed with Python)",
        ),
        (
            "python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
            "lib/python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
            "Python",
        ),
    ],
)
def test_the_python_installations_files(
    env: Environment, dest: str, relative: str, component: str
) -> None:
    assert names(env, (dest, str(env.python_home / relative)))[0] == component


def test_the_standard_library_zip_is_pythons(env: Environment, tmp_path: Path) -> None:
    assert names(env, ("base_library.zip", str(tmp_path / "work" / "base_library.zip")))[0] == (
        "Python"
    )


def test_system_libraries_are_named_by_file_and_nothing_else_passes(env: Environment) -> None:
    found = classify(
        [
            ("libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1.2.13"),
            ("liblzma.so.5", "/usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1"),
            ("libmystery.so.2", "/usr/lib/x86_64-linux-gnu/libmystery.so.2"),
            ("libelse.so", "/opt/else/libelse.so"),
        ],
        env,
    )
    assert {"zlib", "XZ Utils (liblzma)"} <= {c.name for c in found.components}
    assert found.unidentified == ["libelse.so", "libmystery.so.2"]


def test_the_games_own_files_are_not_third_party_but_a_venv_inside_the_checkout_is(
    env: Environment,
) -> None:
    env.root = Path(env.python_home).parent / "checkout"
    found = classify(
        [
            ("mahjong2p.paths", str(env.root / "mahjong2p" / "paths.py")),
            ("assets/fonts/OFL.txt", str(env.root / "assets" / "fonts" / "OFL.txt")),
            ("stray", str(env.root / ".venv-build" / "lib" / "stray.py")),
        ],
        env,
    )
    assert found.unidentified == ["stray"]


def test_the_notice_and_the_texts_of_what_is_bundled(env: Environment, tmp_path: Path) -> None:
    sdl = "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10"
    bundled = [(sdl, site(env, sdl)), ("platformdirs", site(env, "platformdirs/__init__.py"))]
    target = tmp_path / "THIRD_PARTY_NOTICES.txt"
    texts = dict(write_notices(bundled, ROOT / "LICENSE", target, env))
    assert set(texts) == {
        "SDL2.txt",
        "platformdirs-LICENSE",
        "pyinstaller-LICENSE",  # the bootloader is in every bundle
        "Python-LICENSE.txt",
        "Noto-CJK-OFL-1.1.txt",
    }
    assert all(path.is_file() for path in texts.values())
    text = target.read_text(encoding="utf-8")
    assert "- SDL2: Zlib" in text and "- platformdirs: MIT" in text and "- Python: PSF-2.0" in text
    assert "OFL-1.1" in text and "licenses/ folder" in text
    assert "pygame-ce" not in text and "FreeType" not in text  # not bundled: not listed
    assert "replace any of them" not in text  # no LGPL library here
    assert text.rstrip().endswith("SOFTWARE.")  # the project's MIT licence closes it


def test_a_distributions_own_licence_expression_wins(env: Environment, tmp_path: Path) -> None:
    lock = ("filelock", site(env, "filelock/__init__.py"))
    target = tmp_path / "notice.txt"
    texts = dict(write_notices([lock], ROOT / "LICENSE", target, env))
    assert "- filelock: Unlicense" in target.read_text(encoding="utf-8")
    assert "filelock-LICENSE" in texts  # its own licence file, from its dist-info


def test_an_lgpl_library_brings_the_lgpl_text_and_note(env: Environment, tmp_path: Path) -> None:
    lib = "pygame/.dylibs/libfluidsynth.3.dylib"
    target = tmp_path / "notice.txt"
    texts = dict(write_notices([(lib, site(env, lib))], ROOT / "LICENSE", target, env))
    assert "FluidSynth.txt" in texts and "replace any of them" in target.read_text("utf-8")


def test_the_build_stops_on_what_is_unaccounted_for(env: Environment, tmp_path: Path) -> None:
    oracle = "MahjongGB.cpython-311-x86_64-linux-gnu.so"
    with pytest.raises(UnaccountedFiles, match="not identified: MahjongGB"):
        write_notices([(oracle, site(env, oracle))], ROOT / "LICENSE", tmp_path / "n.txt", env)
    env.licence_files = {}  # platformdirs without its licence file: no text to ship
    platformdirs = ("platformdirs", site(env, "platformdirs/__init__.py"))
    with pytest.raises(UnaccountedFiles, match="no licence text: platformdirs"):
        write_notices([platformdirs], ROOT / "LICENSE", tmp_path / "n.txt", env)
    assert not (tmp_path / "n.txt").exists()


def all_components() -> list[nc.Component]:
    found = [nc.PYTHON, nc.FONTS, *nc.PYTHON_LIBRARIES, *nc.SYSTEM_COMPONENTS]
    for distribution in nc.DISTRIBUTIONS.values():
        found += [distribution.component, *distribution.libraries]
    return found


def test_every_licence_text_in_the_repository_names_its_source_and_is_used() -> None:
    folder = ROOT / "licenses"
    named = {text for c in all_components() for text in c.texts}
    assert named == {p.name for p in folder.iterdir()}, "a text missing or unused"
    for name in named:
        text = (folder / name).read_text(encoding="utf-8")
        assert text.splitlines()[1].startswith("Source of this text: "), name
        assert text.split("\n\n", 1)[1].strip(), f"{name}: no licence text after its header"


def test_a_distribution_without_texts_of_ours_ships_its_own() -> None:
    """platformdirs, filelock (the data folder's lock) and PyInstaller bring their licence
    files; the others have texts in licenses/."""
    own = {name for name, d in nc.DISTRIBUTIONS.items() if not d.component.texts}
    assert own == {"platformdirs", "filelock", "pyinstaller", "pyinstaller-hooks-contrib"}


def test_the_real_environment_is_read_from_the_distributions_records() -> None:
    env = Environment.current()
    module = Path(pygame.base.__file__).resolve()
    assert env.owners[str(module)] == "pygame-ce"
    platformdirs = importlib.metadata.distribution("platformdirs")
    assert env.licence_files["platformdirs"], platformdirs.files
    assert env.python_licence is not None and env.python_licence.is_file()
