"""The layers of docs/architecture.md, enforced: every import of a module of the game names a
module of its own layer or of one below it — type-only imports (``TYPE_CHECKING``) too, so
no circle of layers can hide behind them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mahjong2p"

# Top first; a module belongs to the layer of the longest prefix that names it.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("entry", ("__main__", "frozen_entry", "cli", "build")),
    ("tools", ("bench", "sim")),
    ("shell", ("app", "startup")),
    ("scenes", ("scenes",)),
    ("drawing", ("ui", "audio")),
    ("play", ("play",)),
    ("store", ("store",)),
    ("data", ("progression", "replay", "stats", "review")),
    ("codec", ("codec",)),
    ("ai", ("ai",)),
    ("words", ("i18n",)),
    ("rules", ("rules",)),
    ("base", ("paths", "seat", "notices", "notice_components", "")),
)


def layer_of(module: str) -> int:
    """The index in :data:`LAYERS` of ``module`` (a dotted name under ``mahjong2p``)."""
    inner = module.removeprefix("mahjong2p").lstrip(".")
    best, best_len = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            matches = prefix == "" or inner == prefix or inner.startswith(prefix + ".")
            if matches and len(prefix) > best_len:
                best, best_len = index, len(prefix)
    return best


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> list[tuple[int, str]]:
    """Every ``mahjong2p`` module ``path`` imports, wherever the import stands: (line, module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            targets = [node.module]
            targets += [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            continue
        for target in targets:
            if target.split(".")[0] == "mahjong2p" and _is_module(target):
                found.append((node.lineno, target))
    return found


def _is_module(dotted: str) -> bool:
    path = PACKAGE.parent.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def upward_imports() -> list[str]:
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = module_name(path)
        for line, target in imports_of(path):
            if layer_of(target) < layer_of(source):
                rel = path.relative_to(PACKAGE.parent)
                problems.append(
                    f"{rel}:{line} ({LAYERS[layer_of(source)][0]}) imports {target} "
                    f"({LAYERS[layer_of(target)][0]})"
                )
    return problems


def test_no_module_imports_a_layer_above_its_own() -> None:
    assert upward_imports() == []


@pytest.mark.parametrize(
    ("module", "layer"),
    [
        ("mahjong2p.app.shell", "shell"),
        ("mahjong2p.scenes.context", "scenes"),
        ("mahjong2p.play.thinking", "play"),
        ("mahjong2p.store.journal", "store"),
        ("mahjong2p.codec.core", "codec"),
        ("mahjong2p.replay.record", "data"),
        ("mahjong2p.rules.hand", "rules"),
        ("mahjong2p.paths", "base"),
        ("mahjong2p", "base"),
    ],
)
def test_modules_fall_in_the_layers_the_document_gives(module: str, layer: str) -> None:
    assert LAYERS[layer_of(module)][0] == layer


def test_an_upward_import_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "mahjong2p"
    (fake / "rules").mkdir(parents=True)
    (fake / "play").mkdir()
    (fake / "__init__.py").write_text("")
    (fake / "rules" / "__init__.py").write_text("")
    (fake / "play" / "__init__.py").write_text("")
    (fake / "play" / "loop.py").write_text("X = 1\n")
    type_only = "from mahjong2p.play.loop import X"
    (fake / "rules" / "hand.py").write_text(
        f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    {type_only}\n"
    )
    monkeypatch.setitem(globals(), "PACKAGE", fake)
    assert upward_imports() == [
        "mahjong2p/rules/hand.py:3 (rules) imports mahjong2p.play.loop (play)"
    ]


def test_the_architecture_document_draws_every_layer() -> None:
    drawing = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = {line.split()[0] for line in drawing.split("```")[1].strip().splitlines()}
    assert rows == {name for name, _ in LAYERS}
