"""Issue 37.6: the two results screens say the same thing the same way — the CPU's win
heads both in one wording, the total is drawn in one face, size and ink, and the bean
table's loser row shows the player's own flowers; and the catalogue keeps one English
wording per Chinese one across the results screens' words."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import CATALOGUE, Language
from mahjong2p.rules.events import Won
from mahjong2p.scenes import showcase
from mahjong2p.scenes.results import panels
from mahjong2p.scenes.results.loser import BY_KEYS
from mahjong2p.store.settings import Settings
from mahjong2p.ui import draw

# the words the two results screens (and the table's banners about a win) are made of
RESULTS_WORDS = ("results.", "gb.results.", "banner.", "gb.flowers")

Drawn = tuple[str, int, tuple[int, int, int], object]


@pytest.fixture(params=list(Language), ids=lambda lang: lang.value)
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(size=(1280, 720), seed=1, settings=Settings(language=request.param))
    yield application
    pygame.quit()


def _drawn(app: App, scene: str, monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every string the scene draws, with its size, ink and face."""
    showcase.show(app.ctx, scene, at=30.0)  # the whole show played
    found: list[Drawn] = []
    real = draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        face = args[7] if len(args) > 7 else kwargs.get("face")
        found.append((args[2], args[3], args[4], face))
        return real(*args, **kwargs)

    def outlined(*args: Any, **kwargs: Any) -> pygame.Surface:  # the stamped headings
        found.append((args[1], args[2], args[3], args[4] if len(args) > 4 else None))
        return real_outlined(*args, **kwargs)

    real_outlined = panels.outlined
    monkeypatch.setattr(draw, "text", recorded)
    monkeypatch.setattr(panels, "outlined", outlined)
    app.draw()
    monkeypatch.undo()
    return found


def _won(app: App) -> Won:
    top: Any = app.ctx.stack.top
    if hasattr(top, "won"):  # the bean table's results keep the win
        return top.won
    return next(e for e in top.session.hand.log if isinstance(e, Won))


def _heading(app: App, won: Won) -> str:
    tr = app.ctx.text.text
    return tr("results.heading", title=tr("results.cpu_win"), by=tr(BY_KEYS[won.win_by.value]))


def test_the_cpus_win_reads_alike_and_totals_look_alike(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    looks = {}
    for scene in ("results_cpu_win", "gb_results_cpu"):
        drawn = _drawn(app, scene, monkeypatch)
        heading = _heading(app, _won(app))
        texts = [d[0] for d in drawn]
        assert heading in texts, (scene, texts)
        total = app.ctx.text.text("results.total", n=0).split("0")[0].strip()
        looks[scene] = {
            (size, ink, face) for text, size, ink, face in drawn if text.startswith(total)
        }
        assert looks[scene], (scene, texts)
    assert looks["results_cpu_win"] == looks["gb_results_cpu"]


def test_the_players_flowers_show_when_the_cpu_wins(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _drawn(app, "gb_results_cpu", monkeypatch)
    flowers = app.ctx.stack.top.view.flowers[0]  # type: ignore[attr-defined]
    assert flowers, "the showcase hand has the player's flowers"
    assert app.ctx.text.text("gb.flowers", n=len(flowers)) in [d[0] for d in drawn]


def test_one_wording_per_thing_on_the_results_screens() -> None:
    """Two keys of the results' words with one Chinese wording have one English one (no
    "On a discard" here and "on a discard" there), and the other way round."""
    for side, other in ((0, 1), (1, 0)):
        words: defaultdict[str, set[str]] = defaultdict(set)
        for key, pair in CATALOGUE.items():
            if key.startswith(RESULTS_WORDS):
                words[pair[side]].add(pair[other])
        assert not {w: t for w, t in words.items() if len(t) > 1}
