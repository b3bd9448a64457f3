"""Build the download with build.spec, unpack its zip as a player would, and try it headless.

    python scripts/smoke_build.py              # build (python -m mahjong2p.build), then test
    python scripts/smoke_build.py --no-build   # test the zip already in dist/

Needs the ``build`` extra. The zip, not ``dist/``, is what is tested, so a file the zip
loses (an executable bit, a symbolic link) fails here and not on a player's machine.
Everything runs with SDL's dummy video and audio drivers and a throw-away data folder
(``MAHJONG2P_DATA_DIR``), so no window opens and no real save is touched. The checks:

- ``--version`` names the version built;
- ``sim --hands 5`` plays five whole hands (the rules engine, the AI and ``levels/``);
- ``screenshot --scene table`` writes a 1280×720 PNG that is a real picture, not one flat
  colour (fonts, tile art and pygame's image modules inside the bundle);
- ``waits`` answers on standard output (the command-line contract holds in a bundle);
- a failing start is reported, not silent: exit status 1, a line on standard error and the
  traceback in ``logs/mahjong2p.log`` of the data folder;
- the start-up time to the first title frame is measured (best of three) and printed;
- no test-only module (``MahjongGB``, ``mahjong``, hypothesis, pytest, PyYAML) can be
  imported by the program: the download is built from an environment without the test
  extra, and this fails if one slips in;
- the searching CPU's worker process (play/thinking.py) starts inside the bundle and its
  decisions over a 72-tile hand equal direct ones (``freeze_support`` at work);
- the game's lock on its data folder is taken inside the bundle, and a second copy of the
  program started meanwhile is refused it (filelock's modules for this OS are inside);
- once per download: the zip passes the release workflow's own check of it
  (scripts/check_downloads.py: over 5 MB, the program where a player looks, executable
  outside Windows); ``LICENSE`` and ``THIRD_PARTY_NOTICES.txt`` are inside it, naming
  pygame-ce, SDL2, Python and the Noto fonts, with the licence texts in ``licenses/``
  beside them (the build itself stops on a file it cannot credit, mahjong2p/notices.py);
- Linux: the glibc floor, the newest ``GLIBC_x.y`` symbol version any bundled ELF file
  needs (``objdump -T``), is printed, and ``--glibc-max 2.35`` fails above it; and no
  bundled ELF file may carry debug information (``objdump -h``: ``.debug_info``).

On Windows each check runs with both programs of the folder; the windowed ``mahjong2p.exe``
has no standard output in a terminal, so there its answers are judged by exit status and
files, and ``mahjong2p-cli.exe`` gives the printed answers.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from check_downloads import download_problems  # noqa: E402
from smoke_code import FAILING_START, LOCK_CODE, TEST_ONLY_CODE, THINK_CODE  # noqa: E402

from mahjong2p import __version__, build  # noqa: E402
from mahjong2p.bench.frames import STARTUP_CODE  # noqa: E402

TIMEOUT_S = 120
SCREEN = (1280, 720)
MIN_COLOURS = 64  # distinct colours among the sampled pixels of a real table picture
MAX_FLAT_SHARE = 0.9  # no colour may cover more of the picture than this
STARTUP_RUNS = 3
WAITS_INPUT = '{"concealed": "1112345678999m"}'
NOTICE_MUST_NAME = ("pygame-ce", "LGPL-2.1", "SDL2", "Python", "PSF-2.0", "OFL-1.1")
# licence texts every download ships (licenses/ beside the notice)
TEXTS_MUST_SHIP = ("LGPL-2.1.txt", "pygame-ce.txt", "SDL2.txt", "Python-LICENSE.txt")
GLIBC_SYMBOL = re.compile(rb"GLIBC_(\d+)\.(\d+)")


class SmokeFailure(Exception):
    """One check of the built program did not hold; the message says which and why."""


class Program:
    """One executable of the unpacked download, run headless with its own data folder."""

    def __init__(self, path: Path, data: Path, prints: bool) -> None:
        self.path = path
        self.data = data
        self.prints = prints  # False: a windowed Windows program, whose stdout is nowhere
        self.env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "MAHJONG2P_DATA_DIR": str(data),
        }

    def run(self, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.path), *args],
            input=stdin,
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=self.env,
            timeout=TIMEOUT_S,
            cwd=self.data.parent,
        )

    def ok(self, *args: str, stdin: str = "") -> str:
        """Run; fail unless the exit status is 0; the standard output."""
        done = self.run(*args, stdin=stdin)
        if done.returncode != 0:
            raise SmokeFailure(
                f"{self.path.name} {' '.join(args)[:60]}: exit status {done.returncode}\n"
                f"{done.stderr.strip()[-2000:]}"
            )
        return done.stdout


def check_sim(program: Program, _: Path) -> str:
    out = program.ok("sim", "--hands", "5", "--seed", "1", "--json")
    if not program.prints:
        return "exit status 0"
    report = json.loads(out)
    if report.get("hands") != 5 or report.get("invariants_ok") is not True:
        raise SmokeFailure(f"sim: unexpected report {out[:300]}")
    return f"5 hands, wins {report['wins']}, invariants ok"


def check_screenshot(program: Program, work: Path) -> str:
    import pygame

    png = work / f"table-{program.path.stem}.png"
    program.ok("screenshot", "--scene", "table", "--out", str(png))
    if not png.is_file():
        raise SmokeFailure(f"screenshot: {png.name} was not written")
    picture = pygame.image.load(str(png))
    if picture.get_size() != SCREEN:
        raise SmokeFailure(f"screenshot: {picture.get_size()} instead of {SCREEN}")
    w, h = SCREEN
    samples = Counter(tuple(picture.get_at((x, y))) for x in range(0, w, 4) for y in range(0, h, 4))
    flat_share = samples.most_common(1)[0][1] / samples.total()
    if len(samples) < MIN_COLOURS or flat_share > MAX_FLAT_SHARE:
        raise SmokeFailure(
            f"screenshot: not a real picture ({len(samples)} colours, one covers {flat_share:.0%})"
        )
    return f"{w}x{h} PNG, {len(samples)} colours, largest area {flat_share:.0%}"


def check_waits(program: Program, _: Path) -> str:
    out = program.ok("waits", stdin=WAITS_INPUT)
    if not program.prints:
        return "exit status 0"
    answer = json.loads(out)
    if answer.get("shanten") != 0 or len(answer.get("waits", [])) != 9:
        raise SmokeFailure(f"waits: unexpected answer {out.strip()}")
    return out.strip()


def check_failing_start(program: Program, _: Path) -> str:
    done = program.run("-c", FAILING_START)
    log = program.data / "logs" / "mahjong2p.log"
    if done.returncode != 1:
        raise SmokeFailure(f"failing start: exit status {done.returncode}, expected 1")
    if program.prints and "smoke test: a start-up failure" not in done.stderr:
        raise SmokeFailure(f"failing start: standard error says {done.stderr.strip()!r}")
    if not log.is_file() or "RuntimeError: smoke test" not in log.read_text(encoding="utf-8"):
        raise SmokeFailure(f"failing start: no traceback in {log}")
    return f"exit status 1, traceback in {log.relative_to(program.data)}"


def check_startup(program: Program, _: Path) -> str:
    times = []
    for _run in range(STARTUP_RUNS):
        start = time.perf_counter()
        program.ok("-c", STARTUP_CODE)
        times.append(time.perf_counter() - start)
    return f"first title frame after {min(times):.2f} s (best of {STARTUP_RUNS})"


def check_thinking(program: Program, _: Path) -> str:
    out = program.ok("-c", THINK_CODE).strip()
    if not program.prints:
        return "exit status 0"
    return f"{out} CPU decisions made in its worker process, each the direct one"


def check_lock(program: Program, _: Path) -> str:
    out = program.ok("-c", LOCK_CODE).strip()
    return out if program.prints else "exit status 0"


def check_version(program: Program, _: Path) -> str:
    out = program.ok("--version").strip()
    if program.prints and out != f"mahjong2p {__version__}":
        raise SmokeFailure(f"--version says {out!r}, not mahjong2p {__version__}")
    return out or "exit status 0"


def check_no_test_modules(program: Program, _: Path) -> str:
    done = program.run("-c", TEST_ONLY_CODE)
    if done.returncode != 0:
        raise SmokeFailure(done.stderr.strip()[-500:] or f"exit status {done.returncode}")
    return "none of the test extra's modules can be imported"


CHECKS: tuple[tuple[str, Callable[[Program, Path], str]], ...] = (
    ("version", check_version),
    ("sim", check_sim),
    ("screenshot", check_screenshot),
    ("waits", check_waits),
    ("failing start", check_failing_start),
    ("start-up time", check_startup),
    ("test-only modules", check_no_test_modules),
    ("thinking process", check_thinking),
    ("data folder lock", check_lock),
)


def check_notices(app: Path) -> str:
    """THIRD_PARTY_NOTICES.txt is in the download and names the essentials, with the
    project's own LICENSE beside it."""
    from mahjong2p.notices import LICENCES_DIR, NOTICES_NAME

    found = sorted(app.rglob(NOTICES_NAME))
    if not found:
        raise SmokeFailure(f"notices: no {NOTICES_NAME} in the download")
    notices = found[0]
    licence = notices.with_name("LICENSE")
    if not licence.is_file() or "mahjong2p" not in licence.read_text(encoding="utf-8"):
        raise SmokeFailure(f"notices: the project's LICENSE is not beside {notices.name}")
    text = notices.read_text(encoding="utf-8")
    missing = [name for name in NOTICE_MUST_NAME if name not in text]
    if missing:
        raise SmokeFailure(f"notices: {NOTICES_NAME} does not name {missing}")
    texts = notices.with_name(LICENCES_DIR)
    shipped = sorted(p.name for p in texts.iterdir()) if texts.is_dir() else []
    absent = [name for name in TEXTS_MUST_SHIP if name not in shipped]
    if absent:
        raise SmokeFailure(f"notices: {LICENCES_DIR}/ lacks {absent}")
    return f"{notices.relative_to(app.parent)}, LICENSE and {len(shipped)} licence texts"


def elf_files(app: Path) -> list[Path]:
    found = []
    for path in sorted(p for p in app.rglob("*") if p.is_file() and not p.is_symlink()):
        with path.open("rb") as f:
            if f.read(4) == b"\x7fELF":
                found.append(path)
    return found


def check_no_debug_info(app: Path) -> str:
    """No bundled ELF file carries debug sections (mahjong2p.build.strip_debug_info)."""
    carrying = [
        path.name
        for path in elf_files(app)
        if b".debug_info"
        in subprocess.run(["objdump", "-h", str(path)], capture_output=True).stdout
    ]
    if carrying:
        raise SmokeFailure(f"debug information in {', '.join(carrying)}")
    return "no ELF file carries debug information"


def glibc_floor(app: Path) -> tuple[tuple[int, int], str]:
    """The newest glibc symbol version a bundled ELF file needs, and the first file needing
    it; ``objdump -T`` lists each file's dynamic symbols with their versions."""
    floor, needed_by = (0, 0), "-"
    for path in elf_files(app):
        symbols = subprocess.run(["objdump", "-T", str(path)], capture_output=True).stdout
        for major, minor in GLIBC_SYMBOL.findall(symbols):
            version = (int(major), int(minor))
            if version > floor:
                floor, needed_by = version, path.name
    return floor, needed_by


def check_glibc(app: Path, most: tuple[int, int] | None) -> str:
    if shutil.which("objdump") is None:
        raise SmokeFailure("glibc floor: objdump is missing (binutils)")
    (major, minor), needed_by = glibc_floor(app)
    floor = f"glibc floor {major}.{minor} (needed by {needed_by})"
    if most is not None and (major, minor) > most:
        raise SmokeFailure(f"{floor}: above {most[0]}.{most[1]}, the oldest supported")
    return floor


def check_zip(zip_path: Path) -> str:
    """The check the workflow makes of every download before a release (check_downloads)."""
    problems = download_problems(zip_path, build.this_target())
    if problems:
        raise SmokeFailure("; ".join(problems))
    return f"{build.megabytes(zip_path.stat().st_size)}, the program where a player looks"


def check_bundle(app: Path, zip_path: Path, glibc_max: tuple[int, int] | None) -> int:
    """The checks of the download as a whole (not per program); the number failed."""
    checks: list[tuple[str, Callable[[], str]]] = [
        ("zip", lambda: check_zip(zip_path)),
        ("notices", lambda: check_notices(app)),
    ]
    if sys.platform.startswith("linux"):
        checks.append(("glibc", lambda: check_glibc(app, glibc_max)))
        checks.append(("debug info", lambda: check_no_debug_info(app)))
    failed = 0
    for name, check in checks:
        try:
            print(f"ok   {app.name} {name}: {check()}")
        except SmokeFailure as exc:
            failed += 1
            print(f"FAIL {app.name} {name}: {exc}")
    return failed


def smoke(zip_path: Path, glibc_max: tuple[int, int] | None = None) -> int:
    """Unpack ``zip_path`` and run every check with every program; the number failed."""
    failed = 0
    with tempfile.TemporaryDirectory(prefix="mahjong2p-smoke-") as tmp:
        work = Path(tmp)
        build.unpack(zip_path, work / "unpacked")
        app = build.app_path(work / "unpacked")
        failed += check_bundle(app, zip_path, glibc_max)
        paths = build.executables(app)
        for index, path in enumerate(paths):
            windowed_windows = sys.platform == "win32" and index == 0
            program = Program(path, work / f"data-{path.stem}", prints=not windowed_windows)
            for name, check in CHECKS:
                try:
                    result = check(program, work)
                except (SmokeFailure, subprocess.TimeoutExpired, ValueError) as exc:
                    failed += 1
                    print(f"FAIL {path.name} {name}: {exc}")
                else:
                    print(f"ok   {path.name} {name}: {result}")
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="test the zip in dist/ as is")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument(
        "--glibc-max",
        type=_version,
        help="Linux: fail if the bundle needs a newer glibc than this (e.g. 2.35)",
    )
    args = parser.parse_args()
    dist = args.dist.resolve()
    if not args.no_build:
        status = build.main(["--dist", str(dist)])
        if status:
            return status
    zip_path = dist / build.zip_name()
    if not zip_path.is_file():
        print(f"smoke: {zip_path} not found (build first)", file=sys.stderr)
        return 2
    failed = smoke(zip_path, args.glibc_max)
    verdict = "FAILED" if failed else "passed"
    print(f"smoke test of {zip_path.name}: {verdict} ({failed} checks failed)")
    return 1 if failed else 0


def _version(text: str) -> tuple[int, int]:
    major, _, minor = text.partition(".")
    if not (major.isdigit() and minor.isdigit()):
        raise argparse.ArgumentTypeError(f"not a version like 2.35: {text!r}")
    return int(major), int(minor)


if __name__ == "__main__":
    sys.exit(main())
