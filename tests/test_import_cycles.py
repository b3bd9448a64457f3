"""Each file stands on its own: no import circle among the scenes (they ask ``ctx.flow``,
a :class:`~mahjong2p.scenes.navigator.Navigator`, for the next scene instead of importing
a flow hub), and none elsewhere in the package beyond the few named here to be undone.

The graph is read from the source (``tests/import_graph.py``): every import that can run,
inside functions too, but not those under ``if TYPE_CHECKING:``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from import_graph import circles, import_graph

ROOT = Path(__file__).resolve().parent.parent
FLOWS = ("mahjong2p.scenes.arcade_flow", "mahjong2p.scenes.bean_flow")


@pytest.fixture(scope="module")
def graph() -> dict[str, frozenset[str]]:
    found = import_graph(ROOT, "mahjong2p")
    assert len(found) > 300 and "mahjong2p.scenes.title" in found
    return found


def test_no_scene_imports_a_flow(graph: dict[str, frozenset[str]]) -> None:
    scenes = [
        name
        for name in graph
        if name.startswith("mahjong2p.scenes.") and name not in FLOWS
        if not name.startswith("mahjong2p.scenes.showcase")  # it stages scenes, as tests do
    ]
    assert {
        name: sorted(graph[name] & set(FLOWS)) for name in scenes if graph[name] & set(FLOWS)
    } == {}


def test_the_scenes_import_one_another_in_no_circle(graph: dict[str, frozenset[str]]) -> None:
    assert [c for c in circles(graph) if any(m.startswith("mahjong2p.scenes") for m in c)] == []


def test_the_package_has_no_import_circle_at_all(graph: dict[str, frozenset[str]]) -> None:
    assert circles(graph) == []


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_late_import_closes_a_circle_and_a_type_checking_one_does_not(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/hub.py": "def go():\n    from pkg.scene import Scene\n",
            "pkg/scene.py": "from pkg import hub\n",
            "pkg/typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from pkg.other import X\nelse:\n    from . import helper\n",
            "pkg/other.py": "from .typed import Y\n",
            "pkg/helper.py": "import pkg.other\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.scene"] == {"pkg.hub"}  # `from pkg import hub` is the module
    assert graph["pkg.typed"] == {"pkg.helper"}  # the else branch runs; the typed one not
    assert circles(graph) == [
        ["pkg.helper", "pkg.other", "pkg.typed"],
        ["pkg.hub", "pkg.scene"],
    ]
