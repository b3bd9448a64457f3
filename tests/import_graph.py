"""The package's import graph read from its source with :mod:`ast`, and its circles.

An edge is every import the code can run — at the top of a module or inside a function
(a late import is still a tie: the two files must change together) — but not one under
``if TYPE_CHECKING:``, which only the type checker follows. ``from a import b`` ties to the
module ``a.b`` when there is one, else to ``a``; the packages an import passes through
(``a``'s ``__init__``) are not counted, as Python itself loads them whatever imports what.
Imports through ``importlib`` are not seen.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

Graph = Mapping[str, frozenset[str]]


def module_files(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``root/package`` by dotted name (a package by its own name)."""
    modules = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def import_graph(root: Path, package: str) -> dict[str, frozenset[str]]:
    modules = module_files(root, package)
    return {name: frozenset(_targets(name, path, modules)) for name, path in modules.items()}


def _targets(name: str, path: Path, modules: Mapping[str, Path]) -> Iterator[str]:
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for wanted in _imported_names(ast.parse(path.read_text(encoding="utf-8")), here):
        found = _owning_module(wanted, modules)
        if found is not None and found != name:
            yield found


def _imported_names(tree: ast.AST, here: str) -> Iterator[str]:
    """Every name an import of ``tree`` asks for."""
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, here)
            yield from (f"{base}.{alias.name}" for alias in node.names)


def _runtime_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node under ``node`` but the bodies of ``if TYPE_CHECKING:`` (their ``else``
    runs)."""
    for child in ast.iter_child_nodes(node):
        kept = (
            child.orelse if isinstance(child, ast.If) and _is_type_checking(child.test) else [child]
        )
        for stmt in kept:
            yield stmt
            yield from _runtime_nodes(stmt)


def _absolute(node: ast.ImportFrom, here: str) -> str:
    if not node.level:
        return node.module or ""
    parts = here.split(".")
    base = parts[: len(parts) - node.level + 1]
    return ".".join([*base, node.module] if node.module else base)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _owning_module(wanted: str, modules: Mapping[str, Path]) -> str | None:
    """The deepest module of ours that ``wanted`` (a module, or a name in one) lies in."""
    while wanted and wanted not in modules:
        wanted = wanted.rpartition(".")[0]
    return wanted or None


def circles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan), each sorted, in
    name order: every import circle lies wholly inside one of them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)
