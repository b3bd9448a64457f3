"""The mutation operators of ``scripts/mutate.py``: where in a module's source each one
applies, and the mutant it makes (the source with one span replaced). Kept apart from the
runner so that what is mutated can be read, and listed, without what runs the tests.
See docs/mutation.md for the operator list and what counts as unobservable.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

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
