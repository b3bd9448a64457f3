"""The arcade's navigator: every scene leaves through ``ctx.flow`` (so a stand-in handed
there sees each move), and :class:`ArcadeFlow` is a whole :class:`Navigator`."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest
from ui_driver import quick_app

from mahjong2p.app.shell import App
from mahjong2p.scenes.arcade_flow import ArcadeFlow
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.navigator import Navigator
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.title import TitleScene


def _moves(cls: type) -> dict[str, inspect.Signature]:
    return {
        name: inspect.signature(member)
        for name, member in vars(cls).items()
        if callable(member) and not name.startswith("_")
    }


class Recorder:
    """A navigator that only writes down what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name not in _moves(Navigator):
            raise AttributeError(name)
        return lambda *args, **kwargs: self.asked.append((name, (*args, *kwargs.values())))


@pytest.fixture
def app() -> App:
    return quick_app(App(size=(1280, 720), seed=3))


def test_the_arcade_flow_makes_every_move_the_navigator_names_and_no_other() -> None:
    navigator, flow = _moves(Navigator), _moves(ArcadeFlow)
    flow.pop("__init__", None)
    assert navigator == flow  # the same names, each with the same parameters


def test_the_app_hands_its_scenes_the_arcade_flow(app: App) -> None:
    assert isinstance(app.ctx.flow, ArcadeFlow) and app.ctx.flow.ctx is app.ctx


def test_the_title_asks_the_navigator_it_is_handed(app: App) -> None:
    recorder = Recorder()
    app.ctx.flow = recorder  # type: ignore[assignment]  # a stand-in, as the protocol allows
    title = TitleScene(app.ctx)
    for button in title.menu.buttons[:-1]:  # the last one quits
        button.on_click()
    assert recorder.asked == [
        ("to_mode_select", ()),
        ("resume_run", ()),
        ("open_high_scores", ()),
        ("open_how_to_play", ()),
        ("open_encyclopedia", ()),
        ("open_replays", ()),
        ("open_settings", (False,)),
    ]


def test_the_settings_leave_to_the_title_through_the_navigator(app: App) -> None:
    recorder = Recorder()
    app.ctx.flow = recorder  # type: ignore[assignment]
    settings = SettingsScene(app.ctx, in_game=True)
    actions = zip(settings.action_keys, settings.menu.buttons[len(settings.rows) :], strict=True)
    for key, button in actions:
        if key != "settings.resume":  # that one only closes the menu
            button.on_click()
    assert [name for name, _ in recorder.asked] == [
        "open_encyclopedia",
        "open_how_to_play",
        "to_title",
    ]


def test_the_mode_select_forks_into_both_flows_and_the_beans_lead_back_to_the_title(
    app: App,
) -> None:
    flow = app.ctx.flow
    flow.to_title()
    flow.to_mode_select()
    modes = app.ctx.stack.top
    assert isinstance(modes, ModeSelectScene)
    modes.modes[0].on_choose()
    assert isinstance(app.ctx.stack.top, LevelSelectScene)
    app.ctx.stack.pop()
    modes.modes[1].on_choose()
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene) and len(app.ctx.stack) == 1
    rooms.back.on_click()  # one step back: the mode select, over the title
    assert isinstance(app.ctx.stack.top, ModeSelectScene) and len(app.ctx.stack) == 2
    app.ctx.stack.top.back.on_click()
    assert isinstance(app.ctx.stack.top, TitleScene) and len(app.ctx.stack) == 1
