"""玩法说明: reachable from the title and the in-game menu, turned by keyboard and mouse,
every page drawn in both languages at the small and the usual size, its numbers taken
from the level data and the engine; and the title's language toggle, saved at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import click, key, quick_app, table_with
from walls import rigged_hand

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.scenes.how_to_play import HowToPlayScene
from mahjong2p.scenes.how_to_play.pages import PAGES
from mahjong2p.scenes.how_to_play.pictures import EXAMPLE_HAND, EXAMPLE_WIN, worked_example
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import LABELS, TitleScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.settings import Settings, settings_from_json
from mahjong2p.ui import theme


@pytest.fixture
def app() -> Iterator[App]:
    application = quick_app(App(size=(1280, 720), seed=3))
    yield application
    pygame.quit()


def test_the_title_opens_it_and_keys_turn_the_pages(app: App) -> None:
    ctx = app.ctx
    ctx.stack.push(TitleScene(ctx))
    app.draw()
    for _ in range(LABELS.index("title.how_to_play") - 1):  # 继续游戏 is off: skipped
        key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    app.frame(0.1)
    scene = ctx.stack.top
    assert isinstance(scene, HowToPlayScene) and scene.page == 0
    key(pygame.K_LEFT)  # already the first page: stays
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    app.frame(0.1)
    assert scene.page == 2
    for _ in range(len(PAGES) + 2):
        key(pygame.K_RIGHT)
    app.frame(0.1)
    assert scene.page == len(PAGES) - 1
    key(pygame.K_ESCAPE)
    app.frame(0.1)
    assert isinstance(ctx.stack.top, TitleScene)


def test_the_mouse_turns_the_pages_by_button_and_dot(app: App) -> None:
    ctx = app.ctx
    scene = HowToPlayScene(ctx)
    ctx.stack.push(scene)
    app.draw()
    click(scene.next.rect.center)
    app.frame(0.1)
    assert scene.page == 1
    click(scene.dots[5].center)
    app.frame(0.1)
    assert scene.page == 5
    click(scene.prev.rect.center)
    app.frame(0.1)
    assert scene.page == 4


def test_the_in_game_menu_opens_it(app: App) -> None:
    table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", "258m369p147s2456z"))
    app.frame(0.1)
    key(pygame.K_ESCAPE)  # the menu
    app.frame(0.1)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and table.menu is not None
    button = table.menu.menu.buttons[2]  # 继续, 设置, 玩法说明, …
    assert button.label == app.ctx.text.text("title.how_to_play")
    click(button.rect.center)
    app.frame(0.1)
    assert isinstance(app.ctx.stack.top, HowToPlayScene)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("language", list(Language))
def test_every_page_draws_in_both_languages(size: tuple[int, int], language: Language) -> None:
    application = App(size=size, settings=Settings(language=language), seed=1)
    scene = HowToPlayScene(application.ctx)
    application.ctx.stack.push(scene)
    try:
        for page in range(len(PAGES)):
            scene.page = page
            application.draw()
            assert all(line for line in PAGES[page].lines(application.ctx))
    finally:
        pygame.quit()


def test_the_worked_example_is_the_engines_score_and_the_formula() -> None:
    fans, total, points = worked_example()
    situation = WinSituation(win_by=WinBy.TSUMO)
    (win,) = parse_kinds(EXAMPLE_WIN)
    assert len(parse_kinds(EXAMPLE_HAND)) == 13  # printed as the hand held + the winning tile
    engine = score_win([*parse_kinds(EXAMPLE_HAND), win], [], win, situation)
    assert points == engine.points == total * (total + 1) * 50
    assert total == sum(n for _, _, n in fans) == engine.total_fan >= 2


def test_the_pages_quote_the_level_data(app: App) -> None:
    credits_page = next(p for p in PAGES if p.title_key == "howto.credits.title")
    text = " ".join(credits_page.lines(app.ctx))
    for stage in app.ctx.levels.stages:
        amount = app.ctx.text.amount
        assert amount(stage.target) in text and amount(stage.bet) in text
    assert app.ctx.text.amount(app.ctx.levels.economy.starting_credits) in text


def test_the_title_toggles_the_language_and_saves_it(tmp_path: Path) -> None:
    application = App(size=(1024, 576), seed=2, profile=Profile.open(tmp_path))
    try:
        ctx = application.ctx
        ctx.stack.push(TitleScene(ctx))
        application.draw()
        assert ctx.text.language is Language.ZH  # a given folder starts in Chinese
        title = ctx.stack.top
        assert isinstance(title, TitleScene)
        click(title.language.rect.center)
        application.frame(0.1)
        assert ctx.text.language is Language.EN
        assert Profile.open(tmp_path).settings().language is Language.EN
    finally:
        pygame.quit()


def test_an_old_settings_file_gets_the_new_switches_at_their_defaults() -> None:
    old = {"language": "en", "timer_enabled": False, "music_volume": 3}
    settings, bad = settings_from_json(old)
    assert bad == [] and settings.language is Language.EN and not settings.timer_enabled
    assert (settings.auto_win, settings.auto_pass, settings.confirm_discard) == (False,) * 3
    first, _ = settings_from_json({}, first_language=Language.EN)
    assert first.language is Language.EN  # a first start takes the system's language
    again, bad = settings_from_json({"auto_win": True, "confirm_discard": "yes"})
    assert again.auto_win and bad == ["confirm_discard"]


def test_a_first_start_in_the_players_folder_speaks_the_systems_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert Profile.open().settings().language is Language.EN
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert Profile.open().settings().language is Language.ZH
    saved = Profile.open()
    saved.save_settings(Settings(language=Language.ZH))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert Profile.open().settings().language is Language.ZH  # a saved choice wins


def test_the_settings_overlay_flips_the_new_switches_and_saves_them(tmp_path: Path) -> None:
    application = App(size=(1280, 720), seed=2, profile=Profile.open(tmp_path))
    try:
        ctx = application.ctx
        ctx.stack.push(TitleScene(ctx))
        scene = SettingsScene(ctx, in_game=False)
        ctx.stack.push(scene)
        application.draw()
        for name in ("settings.auto_win", "settings.auto_pass", "settings.confirm_discard"):
            index = [row.name_key for row in scene.rows].index(name)
            click(scene.menu.buttons[index].rect.center)
        application.frame(0.1)
        key(pygame.K_ESCAPE)
        application.frame(0.1)
        saved = Profile.open(tmp_path).settings()
        assert saved.auto_win and saved.auto_pass and saved.confirm_discard
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
@pytest.mark.parametrize("language", list(Language))
def test_the_titles_letters_stay_clear_of_the_subtitle(
    size: tuple[int, int], language: Language
) -> None:
    """No gold of the title's letters ("Mahjong"'s j and g hang low) inside the subtitle."""
    application = App(size=size, settings=Settings(language=language), seed=1)
    try:
        title = TitleScene(application.ctx)
        application.ctx.stack.push(title)
        application.draw()
        area = title.subtitle_rect.inflate(0, 4)
        gold = [
            (x, y)
            for x in range(area.left, area.right)
            for y in range(area.top, area.bottom)
            if _near(application.surface.get_at((x, y)), theme.GOLD)
        ]
        assert not gold, f"the title's gold reaches into the subtitle at {gold[:3]}"
    finally:
        pygame.quit()


def _near(color: pygame.Color, target: tuple[int, int, int]) -> bool:
    return all(abs(c - t) < 40 for c, t in zip(color[:3], target, strict=True))
