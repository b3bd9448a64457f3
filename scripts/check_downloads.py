"""Check the downloads as the release job receives them, before a tag depends on it.

    python scripts/check_downloads.py dist                          # all four zips
    python scripts/check_downloads.py dist --targets linux-x86_64   # the one built here

The workflow's check job runs this on every run, on the folder its download step filled
with the very inputs the release job's step uses; the smoke test runs it on the zip it
built. Each target's zip must be there under its name, over 5 MB, with its program where
a player looks for it, executable outside Windows; and the folder must hold nothing else,
which is what a download step that unpacked the zips would leave instead. One line per
zip, ``FAIL`` or ``ok``; the exit status is 1 if any failed. Needs only the standard
library and the checkout (not the game's dependencies).
"""

from __future__ import annotations

import argparse
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong2p import __version__  # noqa: E402
from mahjong2p.build import APP_NAME, megabytes, zip_name  # noqa: E402

# the release's downloads, as the workflow's build matrix names them
TARGETS = ("windows-x86_64", "macos-arm64", "macos-x86_64", "linux-x86_64")
MIN_ZIP_BYTES = 5_000_000  # the program's own libraries alone are more


def zip_entry(target: str) -> str:
    """The program a player opens, as the zip for ``target`` names it."""
    system = target.partition("-")[0]
    if system == "windows":
        return f"{APP_NAME}/{APP_NAME}.exe"
    if system == "macos":
        return f"{APP_NAME}.app/Contents/MacOS/{APP_NAME}"
    return f"{APP_NAME}/{APP_NAME}"


def download_problems(zip_path: Path, target: str) -> list[str]:
    """What is wrong with the zip for ``target``: too small to hold the program, not a
    zip, no program where it should be, or (outside Windows) a program without its
    executable bit. Empty when it is fine."""
    size = zip_path.stat().st_size
    problems = [] if size > MIN_ZIP_BYTES else [f"{megabytes(size)}, not over 5 MB"]
    entry = zip_entry(target)
    try:
        with zipfile.ZipFile(zip_path) as zf:
            mode = zf.getinfo(entry).external_attr >> 16
    except zipfile.BadZipFile as exc:
        return [*problems, f"not a zip ({exc})"]
    except KeyError:
        return [*problems, f"no {entry} inside"]
    if not target.startswith("windows") and not mode & 0o111:
        problems.append(f"{entry} has no executable bit (mode {mode:o})")
    return problems


def check_folder(dist: Path, targets: tuple[str, ...], version: str = __version__) -> list[str]:
    """Every line of the report, ``ok`` or ``FAIL``, for the zips of ``targets``."""
    wanted = {zip_name(version, target): target for target in targets}
    lines = []
    for name, target in wanted.items():
        path = dist / name
        if not path.is_file():
            lines.append(f"FAIL {name}: missing")
            continue
        problems = download_problems(path, target)
        size = megabytes(path.stat().st_size)
        verdict = "; ".join(problems) if problems else f"{size}, {zip_entry(target)}"
        lines.append(f"{'FAIL' if problems else 'ok  '} {name}: {verdict}")
    strays = sorted(p.name for p in dist.iterdir() if p.name not in wanted) if dist.is_dir() else []
    lines += [f"FAIL {name}: not one of the zips (an unpacked download?)" for name in strays]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path, help="the folder the zips were downloaded to")
    parser.add_argument("--targets", nargs="+", default=TARGETS, choices=TARGETS)
    args = parser.parse_args(argv)
    lines = check_folder(args.dist, tuple(args.targets))
    print("\n".join(lines))
    failed = sum(line.startswith("FAIL") for line in lines)
    print(f"downloads: {'FAILED' if failed else 'passed'} ({failed} problems)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
