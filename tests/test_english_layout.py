"""Issue 37.15, the English layout: the action bar's labels ("Tsumo") sit on their
button's middle, not dropped under the shortcut; the room titles share one size
("Intermediate Room" is not shrunk beside the rest). (Auto-pass's size: see
test_small_looks.) Read from what the scenes draw."""

from __future__ import annotations

import pygame
import pytest
from text_drawn import drawn_boxes

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.scenes import showcase
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.settings import Settings

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, pygame.Rect]]:
    found = drawn_boxes(monkeypatch)
    app.draw()
    monkeypatch.undo()
    return found


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_action_bars_labels_sit_on_their_buttons_middle(
    size: tuple[int, int], language: Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(size=size, seed=1, settings=Settings(language=language))
    try:
        showcase.show(app.ctx, "gb_table_waits")  # a 自摸 turn: Tsumo on the bar
        table = app.ctx.stack.top
        assert isinstance(table, TableScene)
        table.aids.expanded = False
        drawn = _drawn(app, monkeypatch)
        assert table.bar.buttons
        for button in table.bar.buttons:
            (label,) = [r for text, _, r in drawn if text == button.label]
            assert abs(label.centery - button.rect.centery) <= 3, (button.label, label, button.rect)
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_room_titles_share_one_size(
    size: tuple[int, int], language: Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(size=size, seed=1, settings=Settings(language=language))
    try:
        showcase.show(app.ctx, "rooms")
        names = {
            app.ctx.text.text(f"beans.room.{r}")
            for r in ("novice", "regular", "junior", "intermediate", "senior")
        }
        sizes = {px for text, px, _ in _drawn(app, monkeypatch) if text in names}
        assert len(sizes) == 1, sizes
    finally:
        pygame.quit()
