"""QA findings on the menu screens: focus reads at a glance whatever the button's colour,
Quit asks once more, the in-game menu opens on Resume, Chinese text wraps between
characters (keys stay with their labels), notes and hints stay readable in small windows,
and every menu screen — the 欢乐豆 ones too — centres the 1280×720 design in a 5:4 window."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.scenes import showcase
from mahjong2p.scenes.gb_results import panels as gb_panels
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.results import panels
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.settings import Settings
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.widgets import Button

MENU_SCENES = ["level_select", "shop", "haitei", "replays", "results", "high_scores"]
BEAN_SCENES = ["mode_select", "rooms", "rooms_broke", "gb_results", "gb_results_draw"]


@pytest.fixture
def app() -> Iterator[App]:
    yield App(size=(1280, 720), settings=Settings(language=Language.ZH), seed=3)
    pygame.quit()


def _keydown(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


# ------------------------------------------------------------------ item 1: focus


def _marker_pixels(app: App, color: tuple[int, int, int], focused: bool) -> int:
    """Bright marker pixels drawn outside a button's own rectangle."""
    surface = pygame.Surface((400, 120))
    surface.fill(theme.FELT)
    button = Button("开始游戏", lambda: None, pygame.Rect(100, 40, 200, 40), color)
    button.draw(surface, app.ctx.fonts, focused)
    count = 0
    for x in range(400):
        for y in range(120):
            if not button.rect.collidepoint(x, y) and surface.get_at((x, y))[:3] == (
                theme.FOCUS_RING
            ):
                count += 1
    return count


def test_focus_is_a_marker_outside_the_button_not_a_colour(app: App) -> None:
    assert _marker_pixels(app, theme.RED_DARK, focused=False) == 0  # red alone is not focus
    assert _marker_pixels(app, theme.BUTTON, focused=True) > 400  # ring + arrow


def test_quit_asks_once_more(app: App) -> None:
    title = TitleScene(app.ctx)
    title.menu.focus = len(title.menu.buttons) - 1
    title.handle_event(_keydown(pygame.K_RETURN))
    assert app.running and title.quit_armed
    title.handle_event(_keydown(pygame.K_UP))  # moving away disarms it
    assert not title.quit_armed
    title.handle_event(_keydown(pygame.K_DOWN))
    title.handle_event(_keydown(pygame.K_RETURN))
    assert app.running
    title.handle_event(_keydown(pygame.K_RETURN))
    assert not app.running


def test_escape_on_the_title_also_asks_first(app: App) -> None:
    title = TitleScene(app.ctx)
    title.handle_event(_keydown(pygame.K_ESCAPE))
    assert app.running
    title.handle_event(_keydown(pygame.K_ESCAPE))
    assert not app.running


def test_the_in_game_menu_opens_on_resume(app: App) -> None:
    menu = SettingsScene(app.ctx, in_game=True)
    language = app.ctx.settings.language
    menu.handle_event(_keydown(pygame.K_RIGHT))  # the stray key of the QA report
    assert app.ctx.settings.language is language
    focused = menu.menu.focus - len(menu.rows)
    assert menu.action_keys[focused] == "settings.resume"


# ------------------------------------------------------------------ item 3: wrapping


def test_chinese_with_spaces_breaks_between_characters(app: App) -> None:
    text = app.ctx.text.text
    fonts = app.ctx.fonts
    about = "在这里使用：下一局必定是大出血配牌 （役满或大番型）"
    lines = draw.wrap(fonts, about, 17, 120)
    font = fonts.font(17)
    assert all(font.size(line)[0] <= 120 for line in lines)
    assert "".join(lines).replace(" ", "") == about.replace(" ", "")
    assert not any(line[0] in "，。：）" for line in lines)
    hint = text("settings.keys")  # ↑↓ 选择 · ←→ 调整 · Enter 确定 · Esc 返回
    for width in range(60, 400, 7):
        lines = draw.wrap(fonts, hint, 15, width)
        assert "Enter 确定" in "\n".join(lines)  # a key never leaves its label
        assert not any(line.startswith("·") for line in lines)


def test_english_keeps_words_whole(app: App) -> None:
    content = "Use on your discard turn: change one tile into any kind you choose"
    lines = draw.wrap(app.ctx.fonts, content, 17, 150)
    assert " ".join(lines) == content
    assert len(lines) > 2


# ------------------------------------------------------------------ item 4: tiny text


def _record_text_sizes(app: App) -> list[tuple[int, str]]:
    """From now on, every text the app's fonts render, with its size in pixels."""
    sizes: list[tuple[int, str]] = []
    real = app.ctx.fonts.render

    def recorded(content: str, px: int, *rest: object) -> pygame.Surface:
        sizes.append((int(px), content))
        return real(content, px, *rest)  # type: ignore[arg-type]

    app.ctx.fonts.render = recorded  # type: ignore[method-assign]
    return sizes


@pytest.mark.parametrize("size", [(1024, 576), (900, 700)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", ["title", "settings", "level_select", "shop", "replays"])
@pytest.mark.parametrize("language", [Language.ZH, Language.EN], ids=lambda x: x.value)
def test_no_text_below_12_px(scene: str, size: tuple[int, int], language: Language) -> None:
    app = App(size=size, settings=Settings(language=language), seed=3)
    showcase.show(app.ctx, scene)
    sizes = _record_text_sizes(app)
    app.draw()
    pygame.quit()
    assert [(px, c) for px, c in sizes if px < theme.MIN_TEXT_PX] == []


def test_the_72_tile_fan_list_keeps_its_second_names_readable_in_a_small_window() -> None:
    app = App(size=(960, 540), settings=Settings(language=Language.ZH), seed=3)
    showcase.show(app.ctx, "gb_results")
    scene = app.ctx.stack.top
    assert isinstance(scene, GbResultsScene) and scene.outcome.score is not None
    scene.skip()
    sizes = _record_text_sizes(app)
    panel = pygame.Rect(0, 0, 480, 225)  # the fan panel at 960×540 (s = 0.75)
    gb_panels.draw_fans(app.surface, app.ctx, scene.outcome.score, panel, scene.state, 13, 0.75)
    pygame.quit()
    english = {fan.name_en for fan in scene.outcome.score.fans}
    assert english & {content for _, content in sizes}  # the English names are drawn
    assert [(px, c) for px, c in sizes if px < theme.MIN_TEXT_PX] == []


# ------------------------------------------------------------------ item 2: centring


def test_the_design_box_is_centred() -> None:
    box = design_box((1280, 1024))
    assert (box.s, box.left, box.top, box.bottom) == (1.0, 0.0, 152.0, 872.0)
    wide = design_box((1920, 720))
    assert (wide.s, wide.left, wide.top) == (1.0, 320.0, 0.0)


def _painted_rows(surface: pygame.Surface) -> tuple[int, int]:
    """The first and last rows that hold more than the bare felt (text, panels, tiles)."""
    w, h = surface.get_size()
    plain = pygame.Surface((w, h))
    plain.blit(draw.felt((w, h)), (0, 0))
    rows = [
        y
        for y in range(20, h - 20, 2)
        if any(surface.get_at((x, y)) != plain.get_at((x, y)) for x in range(20, w - 20, 9))
    ]
    return rows[0], rows[-1]


@pytest.mark.parametrize("scene", MENU_SCENES + BEAN_SCENES)
def test_menu_scenes_centre_their_content_at_5_to_4(scene: str) -> None:
    """The content stays one 720-px design block (the footer hint is not pinned to the
    window's bottom edge) and that block sits in the middle of the window."""
    app = App(size=(1280, 1024), settings=Settings(language=Language.ZH), seed=3)
    showcase.show(app.ctx, scene)
    app.draw()
    top, bottom = _painted_rows(app.surface)
    pygame.quit()
    assert bottom - top <= 720
    assert abs(top - (1024 - bottom)) < 80, (top, bottom)


# ------------------------------------------------------------------ item 5: drawn hands


def test_a_drawn_hand_shows_the_cpus_winning_tiles_too(app: App) -> None:
    showcase.show(app.ctx, "results_draw")
    scene = app.ctx.stack.top
    view = scene.session.views[0]  # type: ignore[attr-defined]
    assert view.shown_hands is not None and scene.exhausted.ready[1]  # type: ignore[attr-defined]
    assert panels._winning_kinds(view, 1) != []
