"""Mutation testing: change one thing at a time in a module and run the tests that target
it; a change no test notices (a survivor) is behaviour nothing guards.

    python scripts/mutate.py mahjong2p/store/journal.py --tests tests/test_hand_journal.py
    python scripts/mutate.py MODULE [MODULE ...] --tests TEST [TEST ...] [--jobs 2]
                             [--timeout S] [--only N ...] [--show N] [--list]

Each mutant is written into a copy of the package in a temporary folder, and pytest runs
there with ``PYTHONPATH`` at that copy, ``CI=true`` (hypothesis derandomized) and no byte
code written. The editable install points ``mahjong2p`` at the checkout, so without that
path every mutant would silently survive; three guards stop that: a plugin in each run
checks that every mutated module was imported from the copy (the run stops if not), the
unmutated copy must pass first, and a mutant that makes a module raise on import must fail.
A run past the timeout counts as timed out (caught, as a hang is a failure too).
Score = (killed + timed out) / mutants. See docs/mutation.md.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from mutate_ops import Mutant, mutants_of

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "mahjong2p"
GUARD = "_mutate_guard"
WRONG_MODULE_EXIT = 97
GUARD_SOURCE = f"""
import importlib, os, sys
from pathlib import Path

def pytest_configure(config):
    for name, expected in (p.split("=", 1) for p in os.environ["MUTATE_EXPECT"].split(";")):
        try:
            module = importlib.import_module(name)
        except BaseException:
            continue  # a mutant that breaks the import: the tests will fail on it
        if Path(module.__file__).resolve() != Path(expected).resolve():
            sys.stderr.write(f"mutate: {{name}} came from {{module.__file__}}, not the copy\\n")
            os._exit({WRONG_MODULE_EXIT})
"""


def dotted(module: Path) -> str:
    return ".".join(module.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


class Workspace:
    """A copy of the package (with the checkout's other top-level entries linked beside it,
    so shipped data is found) where one mutant at a time is written."""

    def __init__(self, modules: list[Path]) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="mutate-"))
        self.modules = modules
        shutil.copytree(ROOT / PACKAGE, self.root / PACKAGE, ignore=_byte_code)
        for entry in ROOT.iterdir():
            if entry.name not in (PACKAGE, ".git") and not entry.name.startswith(".venv"):
                (self.root / entry.name).symlink_to(entry)
        (self.root / f"{GUARD}.py").write_text(GUARD_SOURCE)
        self.restore()

    def copy_of(self, module: Path) -> Path:
        return self.root / module.relative_to(ROOT)

    def restore(self) -> None:
        for module in self.modules:
            shutil.copyfile(module, self.copy_of(module))

    def write(self, module: Path, source: bytes) -> None:
        self.restore()
        self.copy_of(module).write_bytes(source)

    def run(self, tests: list[str], timeout: float) -> tuple[str, float]:
        """``killed``, ``survived`` or ``timed out`` for what is in the copy now, and the
        seconds it took."""
        env = {
            **os.environ,
            "PYTHONPATH": str(self.root),
            "PYTHONDONTWRITEBYTECODE": "1",
            "CI": "true",
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "MUTATE_EXPECT": ";".join(f"{dotted(m)}={self.copy_of(m)}" for m in self.modules),
        }
        command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
        command += ["-p", GUARD, *(str(Path(t).resolve()) for t in tests)]
        started = time.monotonic()
        child = subprocess.Popen(
            command,
            cwd=self.root,  # not the checkout: ``python -m`` puts the working folder first
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        try:
            _, errors = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()
            return "timed out", time.monotonic() - started
        seconds = time.monotonic() - started
        if child.returncode == WRONG_MODULE_EXIT:
            sys.exit(errors.decode(errors="replace").strip() or "mutate: wrong module imported")
        if child.returncode in (4, 5):  # usage error, no tests collected: the run is wrong
            sys.exit(f"mutate: pytest could not run the tests (exit {child.returncode})")
        return ("survived" if child.returncode == 0 else "killed"), seconds

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def _byte_code(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if n == "__pycache__"]


def check_harness(workspace: Workspace, tests: list[str]) -> float:
    """The unmutated copy passes and a module that cannot import fails: else every score
    would mean nothing. The baseline's seconds."""
    verdict, seconds = workspace.run(tests, timeout=3600)
    if verdict != "survived":
        sys.exit("mutate: the tests fail on the unmutated code; fix that first")
    module = workspace.modules[0]
    workspace.write(module, b"raise RuntimeError('mutate: sanity mutant')\n")
    verdict, _ = workspace.run(tests, timeout=max(60.0, 5 * seconds))
    workspace.restore()
    if verdict != "killed":
        sys.exit(f"mutate: a {module.name} that cannot import was not noticed ({verdict})")
    return seconds


def run_all(
    mutants: list[tuple[int, Mutant]], tests: list[str], jobs: int, timeout: float | None
) -> Iterator[tuple[int, Mutant, str]]:
    modules = sorted({m.module for _, m in mutants})
    sources = {m: m.read_bytes() for m in modules}
    spaces: queue.Queue[Workspace] = queue.Queue()
    for _ in range(jobs):
        spaces.put(Workspace(modules))
    first = spaces.get()
    baseline = check_harness(first, tests)
    spaces.put(first)
    limit = timeout or max(20.0, 4 * baseline + 10)
    print(f"baseline passes in {baseline:.1f} s; timeout {limit:.0f} s per mutant", flush=True)

    def one(item: tuple[int, Mutant]) -> tuple[int, Mutant, str]:
        number, mutant = item
        space = spaces.get()
        try:
            space.write(mutant.module, mutant.apply(sources[mutant.module]))
            return number, mutant, space.run(tests, limit)[0]
        finally:
            spaces.put(space)

    try:
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            yield from pool.map(one, mutants)
    finally:
        while not spaces.empty():
            spaces.get().remove()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="+", type=Path, help="the modules to mutate")
    parser.add_argument("--tests", nargs="+", default=[], help="the test files to run")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=float, help="seconds per mutant (default from baseline)")
    parser.add_argument("--only", type=int, nargs="+", help="run only these mutant numbers")
    parser.add_argument("--show", type=int, help="print mutant N's changed source and stop")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args()
    modules = [m.resolve() for m in args.modules]
    mutants = [m for module in modules for m in mutants_of(module)]
    numbered = list(enumerate(mutants, 1))
    sources = {m: m.read_bytes() for m in modules}
    if args.show is not None:
        mutant = mutants[args.show - 1]
        sys.stdout.write(mutant.apply(sources[mutant.module]).decode())
        return
    if args.list:
        for number, m in numbered:
            print(f"{number:4} {_place(m)}  {m.operator}: {m.describe(sources[m.module])}")
        return
    if not args.tests:
        parser.error("--tests is required to run the mutants")
    if args.only:
        numbered = [(n, m) for n, m in numbered if n in args.only]
    counts = {"killed": 0, "survived": 0, "timed out": 0}
    survivors: list[str] = []
    for number, mutant, verdict in run_all(numbered, args.tests, args.jobs, args.timeout):
        counts[verdict] += 1
        line = f"{number:4} {_place(mutant)}  {mutant.operator}: "
        line += mutant.describe(sources[mutant.module])
        print(f"{verdict:9} {line}", flush=True)
        if verdict == "survived":
            survivors.append(line)
    total = sum(counts.values())
    caught = counts["killed"] + counts["timed out"]
    print(f"\n{', '.join(f'{k} {v}' for k, v in counts.items())}, mutants {total}")
    print(f"score {caught}/{total} = {100 * caught / max(total, 1):.1f} %")
    if survivors:
        print("survivors:\n" + "\n".join(survivors))


def _place(mutant: Mutant) -> str:
    return f"{mutant.module.relative_to(ROOT)}:{mutant.line} [{mutant.where}]"


if __name__ == "__main__":
    main()
