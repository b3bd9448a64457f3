"""``python -m mahjong2p.build``: the ready-to-run download for this OS, as one zip.

Runs PyInstaller with the top-level ``build.spec`` (a one-folder, windowed program; on macOS
a ``.app``), then zips the result into ``dist/mahjong2p-<version>-<os>-<arch>.zip`` and
prints the sizes and the build time. Needs the ``build`` extra (``pip install -e
".[build]"``) and a source checkout (``build.spec``, ``assets/``, ``levels/``).

``build.spec`` imports its names and lists from here, so the spec, the zip, the smoke test
(``scripts/smoke_build.py``) and the tests agree on one definition of the bundle. This
module is build tooling: it is never part of the bundle, and it imports nothing from
PyInstaller, so the tests can check the recipe without PyInstaller installed.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from mahjong2p import __version__

APP_NAME = "mahjong2p"
CLI_TWIN_NAME = "mahjong2p-cli"  # Windows only: the console twin of the windowed program
BUNDLE_IDENTIFIER = "org.mahjong2p.game"
ROOT = Path(__file__).resolve().parent.parent
SPEC_FILE = ROOT / "build.spec"
ENTRY_SCRIPT = ROOT / "mahjong2p" / "frozen_entry.py"
DATA_DIRS = ("assets", "levels")  # copied whole; mahjong2p.paths finds them in the bundle
LICENSE_FILE = ROOT / "LICENSE"  # in the bundle beside THIRD_PARTY_NOTICES.txt (notices.py)
# Linux: left to the player's system, like the manylinux wheels do; the build machine's
# copies would need its newer glibc (libstdc++ of Debian 12: GLIBC_2.36)
SYSTEM_LIBRARIES = ("libstdc++.so.6", "libgcc_s.so.1")
ICONS = {"win32": "mahjong2p.ico", "darwin": "mahjong2p.icns"}  # under assets/icons/
# mahjong2p modules that never go into the bundle: build tooling, and the developers'
# model refit (``python -m mahjong2p.sim.calibrate``, the one user of numpy)
NOT_BUNDLED = (
    "mahjong2p.build",
    "mahjong2p.frozen_entry",
    "mahjong2p.notices",
    "mahjong2p.notice_components",
    "mahjong2p.sim.calibrate",
)
# What PyInstaller would otherwise pull in through optional imports, measured with the
# bundle's xref report. numpy alone is ~42 MB unpacked: the game never imports it (only
# pygame.surfarray/sndarray would, which the game does not use; tests/test_build.py keeps
# it that way). Tk is the source-only fallback of the error dialog. OpenSSL (~5 MB) comes
# only through logging.handlers' e-mail and HTTP handlers, which the game does not use
# (hashlib falls back to Python's own hashes without it). The rest are reached only from
# numpy, the interactive debugger, the test tools or the bench's optional comparison with
# the ``mahjong`` package (the test extra), none of them used by a player. SQLite comes only
# through filelock's read-write locks (``filelock._sqlite``, imported lazily, and filelock
# goes on without it); the game takes a plain file lock, so neither it nor libsqlite3 ships.
EXCLUDES = (
    "numpy",
    "tkinter",
    "_tkinter",
    "unittest",
    "doctest",
    "pdb",
    "pydoc",
    "ssl",
    "_ssl",
    "_hashlib",
    "mahjong",
    "hypothesis",
    "pytest",
    "_pytest",
    "setuptools",
    "pkg_resources",
    "sqlite3",
    "_sqlite3",
    "filelock._sqlite",
)
# Modules imported only on Windows, whose ctypes calls make PyInstaller warn on the other
# systems that it cannot find the DLLs they name: platformdirs' (ole32, shell32) and
# filelock's file-system and strict-lock helpers (ntdll). Never ``filelock._native._windows``:
# ``filelock._native`` imports it on every OS.
WINDOWS_ONLY = (
    "platformdirs.windows",
    "filelock._filesystem._windows",
    "filelock._soft._strict._windows",
)
ZIP_LEVEL = 6  # level 9 saves 0.1 MB of 26 and takes four times as long
# PyInstaller's warning for a library a module asks for that it could not bundle
LIBRARY_NOT_FOUND = re.compile(r"Library \S+ required via \S+ not found")
# the systems whose builds are known to be free of that warning, where it fails the build;
# on the others it is printed as a warning until their first clean build in CI
STRICT_LIBRARIES_ON = ("linux",)


def excludes(platform: str = sys.platform) -> list[str]:
    """What the spec leaves out on ``platform``: :data:`EXCLUDES`, and elsewhere than on
    Windows the Windows-only modules."""
    return [*EXCLUDES, *(WINDOWS_ONLY if platform != "win32" else ())]


def strip_debug_info(
    binaries: list[tuple[str, str, str]], work: Path
) -> list[tuple[str, str, str]]:
    """Linux: the bundle's copies of the Python installation's shared files (libpython,
    the lib-dynload modules) without their debug information; other entries unchanged.

    Only ``strip --strip-debug`` (the ``.debug_*`` sections: symbols and code stay), and
    only on Python's own files: its builds often keep debug information (libpython 22 MB,
    6.5 MB without), while the libraries of the wheels come stripped already, and
    stripping those (PyInstaller's ``strip=True``, every symbol of every library) broke
    numpy's and SDL's patched libraries. Each file kind was smoke-tested stripped.
    """
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return binaries
    home = Path(sys.base_prefix).resolve()
    out = []
    for dest, src, kind in binaries:
        source = Path(src).resolve()
        if source.is_relative_to(home) and _is_elf(source):
            target = work / "stripped" / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([strip, "--strip-debug", "-o", str(target), str(source)], check=True)
            src = str(target)
        out.append((dest, src, kind))
    return out


def _is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def os_name() -> str:
    """``windows``, ``macos`` or ``linux`` (else the platform's own name)."""
    named = {"win32": "windows", "darwin": "macos"}
    return named.get(sys.platform, sys.platform.rstrip("0123456789"))


def arch_name() -> str:
    """The CPU architecture with one spelling per kind: ``x86_64`` or ``arm64``."""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def this_target() -> str:
    """This machine's download, ``<os>-<arch>`` (``linux-x86_64``)."""
    return f"{os_name()}-{arch_name()}"


def zip_name(version: str = __version__, target: str | None = None) -> str:
    return f"{APP_NAME}-{version}-{target or this_target()}.zip"


def icon_file() -> Path | None:
    """The file icon for this OS's executable (Linux executables carry none)."""
    name = ICONS.get(sys.platform)
    return ROOT / "assets" / "icons" / name if name else None


def info_plist(version: str = __version__) -> dict[str, object]:
    """The macOS ``Info.plist`` entries beyond PyInstaller's minimal ones."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
    }


def version_resource(version: str = __version__) -> str:
    """The Windows executables' version resource (Properties → Details), in PyInstaller's
    ``VSVersionInfo`` notation, from the one version string."""
    numbers = tuple(int(part) for part in version.split(".")[:3])
    four = (*numbers, *(0,) * (4 - len(numbers)))
    strings = {
        "CompanyName": "mahjong2p",
        "FileDescription": "mahjong2p, two-player mahjong",  # ASCII: any code page
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": "MIT License, the mahjong2p authors",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ", ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3F, flags=0x0,\n"
        "    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        f"  kids=[StringFileInfo([StringTable('040904B0', [{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n"
    )


def app_path(dist: Path) -> Path:
    """What the zip holds: the ``.app`` on macOS, the one-folder program elsewhere."""
    return dist / (f"{APP_NAME}.app" if sys.platform == "darwin" else APP_NAME)


def executables(app: Path) -> list[Path]:
    """The programs inside an (unpacked) download, the windowed game first."""
    if sys.platform == "darwin":
        return [app / "Contents" / "MacOS" / APP_NAME]
    if sys.platform == "win32":
        return [app / f"{APP_NAME}.exe", app / f"{CLI_TWIN_NAME}.exe"]
    return [app / APP_NAME]


def run_pyinstaller(dist: Path, work: Path, clean: bool, verbose: bool) -> list[str]:
    """Run PyInstaller, passing its log on; the "library … not found" warnings it gave."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "INFO" if verbose else "WARN",
    ]
    if clean:
        command.append("--clean")
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}  # the spec imports pygame modules
    missing = []
    with subprocess.Popen(
        [*command, str(SPEC_FILE)],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
    ) as process:
        assert process.stderr is not None
        for line in process.stderr:
            sys.stderr.write(line)
            if LIBRARY_NOT_FOUND.search(line):
                missing.append(line.strip())
    if process.returncode:
        raise subprocess.CalledProcessError(process.returncode, command)
    return missing


def make_zip(app: Path, zip_path: Path) -> None:
    """Zip ``app`` under its own name, keeping file modes (the executable bit) and symbolic
    links (PyInstaller links shared libraries on Linux and macOS, and a ``.app`` depends
    on its links), which ``shutil.make_archive`` would follow and duplicate."""
    zip_path.unlink(missing_ok=True)
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=ZIP_LEVEL) as zf:
        for path in sorted(_tree(app)):
            arcname = path.relative_to(app.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(arcname, time.localtime(path.lstat().st_mtime)[:6])
                info.create_system = 3  # Unix: unzip tools read the mode bits below
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            else:
                zf.write(path, arcname)


def extract_zip(zip_path: Path, dest: Path) -> None:
    """The inverse of :func:`make_zip`, as a player's unzip tool does it: modes and links
    restored (``ZipFile.extractall`` restores neither)."""
    dest = dest.resolve()
    with zipfile.ZipFile(zip_path) as zf:
        for info in zf.infolist():
            target = (dest / info.filename).resolve()
            if not target.is_relative_to(dest):
                raise ValueError(f"{zip_path.name}: {info.filename} points outside the folder")
            mode = info.external_attr >> 16
            target.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode):
                link = zf.read(info).decode("utf-8")
                if not (target.parent / link).resolve().is_relative_to(dest):
                    raise ValueError(f"{zip_path.name}: {info.filename} links outside the folder")
                os.symlink(link, target)
            elif not info.is_dir():
                target.write_bytes(zf.read(info))
                if mode & 0o777:
                    target.chmod(mode & 0o777)


def pack(app: Path, zip_path: Path) -> None:
    """The download's zip: :func:`make_zip`, except that a macOS ``.app`` is zipped with
    ``ditto``, Apple's own tool, which keeps the extended attributes and the code
    signature's resources as Finder's Archive Utility expects them."""
    if sys.platform != "darwin":
        make_zip(app, zip_path)
        return
    zip_path.unlink(missing_ok=True)
    ditto = ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent"]
    subprocess.run([*ditto, str(app), str(zip_path)], check=True)


def unpack(zip_path: Path, dest: Path) -> None:
    """Unzip a download as its player would: ``ditto`` on macOS, else :func:`extract_zip`."""
    if sys.platform != "darwin":
        extract_zip(zip_path, dest)
        return
    dest.mkdir(parents=True, exist_ok=True)
    subprocess.run(["ditto", "-x", "-k", str(zip_path), str(dest)], check=True)


def _tree(top: Path) -> list[Path]:
    """Files and symbolic links under ``top``; a linked folder is one entry, not entered."""
    found: list[Path] = []
    for folder, dirnames, filenames in os.walk(top):
        base = Path(folder)
        found += [base / name for name in dirnames if (base / name).is_symlink()]
        found += [base / name for name in filenames]
    return found


def tree_size(top: Path) -> tuple[int, int]:
    """(bytes, files) of a folder as unpacked, counting a link as a link."""
    paths = _tree(top)
    return sum(p.lstat().st_size for p in paths), len(paths)


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


class MissingLibraries(Exception):
    """PyInstaller could not bundle a library some module asks for."""


def build(dist: Path, work: Path, clean: bool = False, verbose: bool = False) -> Path:
    """Build and zip; returns the zip's path. Prints what it made and how long it took."""
    start = time.perf_counter()
    missing = run_pyinstaller(dist, work, clean, verbose)
    if missing and os_name() in STRICT_LIBRARIES_ON:
        raise MissingLibraries(missing)
    for line in missing:  # GitHub shows this form as an annotation of the run
        print(f"::warning::{line}")
    built = time.perf_counter()
    app = app_path(dist)
    zip_path = dist / zip_name()
    pack(app, zip_path)
    done = time.perf_counter()
    size, files = tree_size(app)
    print(f"built {app} in {built - start:.1f} s (PyInstaller)")
    print(f"  unpacked: {megabytes(size)} in {files} files")
    print(f"  zip:      {zip_path} {megabytes(zip_path.stat().st_size)} ({done - built:.1f} s)")
    return zip_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mahjong2p.build", description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's cache")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--verbose", action="store_true", help="PyInstaller's full log")
    args = parser.parse_args(argv)
    if not SPEC_FILE.is_file():
        print(f"mahjong2p.build: no {SPEC_FILE}: build from a source checkout", file=sys.stderr)
        return 2
    try:
        import PyInstaller  # noqa: F401  (only to give a clear message when it is missing)
    except ImportError:
        print('mahjong2p.build: PyInstaller is missing: pip install -e ".[build]"', file=sys.stderr)
        return 2
    try:
        build(args.dist.resolve(), args.work.resolve(), args.clean, args.verbose)
    except subprocess.CalledProcessError as exc:
        print(f"mahjong2p.build: PyInstaller failed (status {exc.returncode})", file=sys.stderr)
        return 1
    except MissingLibraries as exc:
        for line in exc.args[0]:
            print(f"mahjong2p.build: {line}: exclude the module asking for it", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
