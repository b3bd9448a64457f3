"""The one architectural rule (DESIGN.md): the rules engine is pure — no pygame, no I/O."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "mahjong2p" / "rules"
FORBIDDEN_MODULES = {
    "pygame",
    "os",
    "sys",
    "io",
    "pathlib",
    "subprocess",
    "socket",
    "shutil",
    "tempfile",
    "logging",
    "json",
    "tomllib",
    "time",
}
FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}


def _rules_files() -> list[Path]:
    files = sorted(RULES.rglob("*.py"))
    assert len(files) > 10
    return files


def _problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in FORBIDDEN_CALLS:
                found.append(f"{path.name}:{node.lineno} calls {node.func.id}()")
            continue
        else:
            continue
        found += [
            f"{path.name}:{node.lineno} imports {n}"
            for n in names
            if n.split(".")[0] in FORBIDDEN_MODULES
        ]
    return found


def test_rules_engine_source_has_no_pygame_and_no_io() -> None:
    problems = [p for path in _rules_files() for p in _problems(path)]
    assert problems == []


def test_importing_the_whole_engine_does_not_load_pygame() -> None:
    modules = [
        "mahjong2p.rules." + ".".join(p.relative_to(RULES).with_suffix("").parts)
        for p in _rules_files()
        if p.name != "__init__.py"
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
