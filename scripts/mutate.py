"""Mutation testing: change one thing at a time in a module and run the tests that target
it; a change no test notices (a survivor) is behaviour nothing guards.

    python scripts/mutate.py mahjong2p/progression/journal.py --tests tests/test_hand_journal.py
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
import ast
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
from dataclasses import dataclass
from pathlib import Path

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
TYPING_NAMES = ("TypeVar", "ParamSpec", "TypeVarTuple", "NewType")
FLIPS = ((ast.Lt, ast.LtE), (ast.Gt, ast.GtE), (ast.Eq, ast.NotEq), (ast.Is, ast.IsNot))
COMPARISONS = {a: b for pair in (*FLIPS, (ast.In, ast.NotIn)) for a, b in (pair, pair[::-1])}


@dataclass(frozen=True, slots=True)
class Mutant:
    """One change: where (byte offsets into the source), what it becomes, and its name."""

    module: Path
    line: int
    where: str  # the enclosing function or class, by qualified name
    operator: str
    start: int
    end: int
    text: str

    def apply(self, source: bytes) -> bytes:
        return source[: self.start] + self.text.encode() + source[self.end :]

    def describe(self, source: bytes) -> str:
        old = " ".join(source[self.start : self.end].decode().split())
        new = " ".join(self.text.split()) or "(nothing)"
        return f"{old[:60]} -> {new[:60]}"


class Finder(ast.NodeVisitor):
    """Every mutant of one module's source, by the operators of docs/mutation.md."""

    def __init__(self, module: Path, source: bytes) -> None:
        self.module = module
        self.source = source
        self.offsets = [0]
        for line in source.splitlines(keepends=True):
            self.offsets.append(self.offsets[-1] + len(line))
        self.scope: list[str] = []
        self.found: list[Mutant] = []
        self.parents: dict[ast.AST, ast.AST] = {}

    def _span(self, node: ast.AST) -> tuple[int, int]:
        return (
            self.offsets[node.lineno - 1] + node.col_offset,
            self.offsets[node.end_lineno - 1] + node.end_col_offset,
        )

    def _add(
        self, node: ast.AST, operator: str, text: str, span: tuple[int, int] | None = None
    ) -> None:
        start, end = span or self._span(node)
        where = ".".join(self.scope) or "<module>"
        self.found.append(Mutant(self.module, node.lineno, where, operator, start, end, text))

    def _expr(self, node: ast.expr, operator: str, new: ast.expr) -> None:
        """Replace ``node`` by ``new``, in brackets, keeping the line count."""
        lines = node.end_lineno - node.lineno
        self._add(node, operator, f"({ast.unparse(new)}{chr(10) * lines})")

    # scopes and what is never mutated -------------------------------------------------------
    def _scoped(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        for decorator in node.decorator_list:
            self.visit(decorator)
        if not isinstance(node, ast.ClassDef):
            for default in node.args.defaults + [d for d in node.args.kw_defaults if d]:
                self.visit(default)
        self.scope.append(node.name)
        if not isinstance(node, ast.ClassDef):
            self._returns_none(node)
        self._body(node.body)
        self.scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scoped

    def visit_Module(self, node: ast.Module) -> None:
        for parent in ast.walk(node):
            for child in ast.iter_child_nodes(parent):
                self.parents[child] = parent
        self._body(node.body)

    def _body(self, body: list[ast.stmt]) -> None:
        for statement in body:
            self.visit(statement)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:  # the annotation is never run (postponed annotations)
            self._delete(node)
            self.visit(node.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                self.visit(value.value)

    def visit_If(self, node: ast.If) -> None:
        if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            return
        self._delete(node)
        self.generic_visit(node)

    def visit_Import(self, node: ast.stmt) -> None:
        return

    visit_ImportFrom = visit_Global = visit_Nonlocal = visit_Import

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant):  # a docstring or ``...``
            return
        self._delete(node)
        self.generic_visit(node)

    # statements -------------------------------------------------------------------------
    def generic_visit(self, node: ast.AST) -> None:
        if isinstance(node, ast.stmt) and not isinstance(node, ast.Pass | ast.If | ast.Expr):
            self._delete(node)
        super().generic_visit(node)

    def _delete(self, node: ast.stmt) -> None:
        start, end = self._span(node)
        if self.source[start:end].startswith(b"elif") or self._falls_off(node):
            return
        self._add(node, "statement deleted", "pass" + "\n" * (node.end_lineno - node.lineno))

    def _falls_off(self, node: ast.stmt) -> bool:
        """``node`` is a ``return`` of nothing after which the function ends anyway:
        deleting it changes nothing a caller can see."""
        if not isinstance(node, ast.Return):
            return False
        if node.value is not None and not (
            isinstance(node.value, ast.Constant) and node.value.value is None
        ):
            return False
        child: ast.AST = node
        while not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            parent = self.parents[child]
            if isinstance(parent, ast.For | ast.AsyncFor | ast.While):
                return False
            blocks = [getattr(parent, f, None) for f in ("body", "orelse", "finalbody")]
            inside_try = isinstance(parent, ast.Try) and child not in parent.finalbody
            if inside_try and (parent.finalbody or (child in parent.body and parent.orelse)):
                return False
            block = next((b for b in blocks if isinstance(b, list) and child in b), None)
            if block is not None and block[-1] is not child:
                return False
            child = parent
        return True

    def _returns_none(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        body = node.body
        if isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        generator = any(isinstance(n, ast.Yield | ast.YieldFrom) for n in ast.walk(node))
        if not body or generator:
            return
        first = body[0]
        start = self.offsets[first.lineno - 1] + first.col_offset
        if first.lineno == node.lineno:
            text = "return None; "
        else:
            text = "return None\n" + " " * first.col_offset
        self._add(first, "returns None", text, (start, start))

    def visit_Break(self, node: ast.Break) -> None:
        self._add(node, "break->continue", "continue")

    def visit_Continue(self, node: ast.Continue) -> None:
        self._add(node, "continue->break", "break")

    # expressions ------------------------------------------------------------------------
    def visit_Compare(self, node: ast.Compare) -> None:
        for index, op in enumerate(node.ops):
            flipped = ast.Compare(node.left, list(node.ops), node.comparators)
            flipped.ops[index] = COMPARISONS[type(op)]()
            self._expr(node, "comparison flipped", flipped)
        self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        self._expr(node, "and<->or", ast.BoolOp(other, node.values))
        for index in range(len(node.values)):
            rest = node.values[:index] + node.values[index + 1 :]
            kept = rest[0] if len(rest) == 1 else ast.BoolOp(node.op, rest)
            self._expr(node, "operand dropped", kept)
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        self._expr(node, "operand dropped", node.left)
        self._expr(node, "operand dropped", node.right)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, ast.Not | ast.Invert) or not isinstance(node.operand, ast.Constant):
            self._expr(node, "operand dropped", node.operand)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name) and node.func.id in ("any", "all"):
            other = "all" if node.func.id == "any" else "any"
            self._add(node.func, "any<->all", other)
        if isinstance(node.func, ast.Name) and node.func.id in TYPING_NAMES:
            return  # a type variable's own name is never read by the program
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, bool):
            self._add(node, "True<->False", repr(not value))
        elif isinstance(value, int | float):
            self._add(node, "constant +1", f"({value + 1!r})")
            self._add(node, "constant -1", f"({value - 1!r})")
        elif isinstance(value, str | bytes):
            marker = "XX" if isinstance(value, str) else b"XX"
            lines = node.end_lineno - node.lineno
            self._add(node, "string changed", f"({marker + value + marker!r}{chr(10) * lines})")


def mutants_of(module: Path) -> list[Mutant]:
    source = module.read_bytes()
    finder = Finder(module, source)
    finder.visit(ast.parse(source))
    found = sorted(finder.found, key=lambda m: (m.start, m.end, m.operator, m.text))
    for mutant in found:  # each must still compile: an operator that cannot apply here is a bug
        compile(mutant.apply(source), str(module), "exec")
    return found


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
