"""Settings: changed in the overlay (keyboard and mouse), saved in the save file, restored
on the next start; a damaged save file is moved aside with a message and the defaults are
used; a single unusable value falls back to its default alone."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.saves import save_path
from mahjong2p.store.settings import Settings, Speed, settings_from_json, settings_to_json


@pytest.fixture
def app_in(tmp_path: Path) -> Iterator[App]:
    application = App(size=(960, 540), seed=2, profile=Profile.open(tmp_path))
    yield application
    pygame.quit()


def key(app: App, k: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_settings_round_trip_through_json() -> None:
    changed = Settings(
        language=Language.EN,
        timer_enabled=False,
        fullscreen=True,
        music_volume=3,
        effects_volume=10,
        muted=True,
        anim_speed=Speed.FAST,
    )
    again, bad = settings_from_json(json.loads(json.dumps(settings_to_json(changed))))
    assert again == changed and bad == []


def test_unusable_values_keep_their_defaults_alone() -> None:
    data = {"language": "fr", "music_volume": 99, "muted": "yes", "effects_volume": 2, "x": 1}
    settings, bad = settings_from_json(data)
    assert sorted(bad) == ["language", "music_volume", "muted"]
    assert settings.effects_volume == 2 and settings.language is Language.ZH


def test_the_overlay_changes_settings_and_saves_them_on_close(tmp_path: Path, app_in: App) -> None:
    ctx = app_in.ctx
    ctx.stack.push(TitleScene(ctx))
    ctx.stack.push(SettingsScene(ctx, in_game=False))
    key(app_in, pygame.K_RETURN)  # 语言 → English
    key(app_in, pygame.K_DOWN)
    key(app_in, pygame.K_LEFT)  # music 6 → 5
    key(app_in, pygame.K_LEFT)
    for _ in range(3):
        key(app_in, pygame.K_DOWN)
    key(app_in, pygame.K_RIGHT)  # speed normal → fast
    key(app_in, pygame.K_ESCAPE)
    assert isinstance(ctx.stack.top, TitleScene)
    assert ctx.text.language is Language.EN
    reopened = Profile.open(tmp_path).settings()
    assert reopened.language is Language.EN
    assert reopened.music_volume == 4 and reopened.anim_speed is Speed.FAST


def test_clicking_a_volume_bar_sets_that_level(app_in: App) -> None:
    ctx = app_in.ctx
    scene = SettingsScene(ctx, in_game=False)
    ctx.stack.push(scene)
    app_in.draw()
    bar = scene._bar_rect(scene.menu.buttons[2].rect)  # effects volume
    pos = (bar.x + 1, bar.centery)
    app_in.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert ctx.settings.effects_volume == 0


def test_saved_settings_are_used_at_the_next_start(tmp_path: Path) -> None:
    profile = Profile.open(tmp_path)
    profile.save_settings(Settings(language=Language.EN, timer_enabled=False))
    app = App(size=(960, 540), seed=1, profile=Profile.open(tmp_path))
    try:
        assert app.ctx.text.language is Language.EN
        assert app.ctx.settings.timer_enabled is False
    finally:
        pygame.quit()


def test_a_damaged_save_file_is_moved_aside_with_a_message(tmp_path: Path) -> None:
    save_path(tmp_path).write_text('{"schema_version": 1, "settings": {', encoding="utf-8")
    profile = Profile.open(tmp_path)
    assert profile.notice == "notice.save_damaged"
    assert profile.settings() == Settings()
    kept = [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and not save_path(tmp_path).exists()
    app = App(size=(960, 540), seed=1, profile=profile)
    try:
        title = TitleScene(app.ctx)
        app.ctx.stack.push(title)
        assert title.notice == "notice.save_damaged"
        app.draw()  # the notice is drawn, in the current language
        profile.save_settings(Settings(muted=True))
        assert Profile.open(tmp_path).settings().muted
    finally:
        pygame.quit()


def test_bad_values_in_a_readable_file_are_reset_with_a_message(tmp_path: Path) -> None:
    Profile.open(tmp_path).save_settings(Settings())
    data = json.loads(save_path(tmp_path).read_text(encoding="utf-8"))
    data["settings"]["anim_speed"] = "ludicrous"
    save_path(tmp_path).write_text(json.dumps(data), encoding="utf-8")
    profile = Profile.open(tmp_path)
    assert profile.settings().anim_speed is Speed.NORMAL
    assert profile.notice == "notice.settings_bad"


def test_a_memory_profile_never_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    profile = Profile.in_memory()
    profile.save_settings(Settings(muted=True))
    profile.collect_yakuman(["si_an_ke"])
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("stage1_timer", [False, True])
def test_the_timer_line_says_when_stage_1_keeps_the_timer_off(
    app_in: App, stage1_timer: bool
) -> None:
    ctx = app_in.ctx
    first = dataclasses.replace(ctx.levels.stages[0], turn_timer=stage1_timer)
    ctx.levels = dataclasses.replace(ctx.levels, stages=(first, *ctx.levels.stages[1:]))
    scene = SettingsScene(ctx, in_game=False)
    value = next(row.value() for row in scene.rows if row.name_key == "settings.timer")
    assert ("第1关、新手场不计时" in value) is not stage1_timer
