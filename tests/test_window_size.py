"""The first window fits the desktop (issue 25): 16:9, 3/4 of a big screen's height, 1280×720
on an ordinary one, shrunk inside what the taskbar and title bar leave on a small laptop or
netbook, and never below the 960×540 every screen is laid out for."""

from __future__ import annotations

import pygame
import pytest

from mahjong2p.app import shell
from mahjong2p.app.shell import DEFAULT_SIZE, MIN_WINDOW, initial_window_size


@pytest.mark.parametrize(
    ("desktop", "window"),
    [
        ((3840, 2160), (2880, 1620)),
        ((2560, 1440), (1920, 1080)),
        ((1920, 1080), (1440, 810)),
        ((1600, 900), (1280, 720)),
        ((1366, 768), (1200, 675)),
        ((1280, 800), (1216, 684)),
        ((1280, 720), (1120, 630)),
        ((1024, 600), (960, 540)),
        ((800, 600), (960, 540)),
    ],
)
def test_the_first_window_fits_the_desktop(
    desktop: tuple[int, int], window: tuple[int, int]
) -> None:
    size = initial_window_size(desktop)
    assert size == window
    assert size[0] * 9 == size[1] * 16  # 16:9 exactly
    assert size[0] >= MIN_WINDOW[0] and size[1] >= MIN_WINDOW[1]
    if desktop[1] * 88 // 100 >= MIN_WINDOW[1]:  # room for the title bar and taskbar
        assert size[1] <= desktop[1] * 88 // 100 and size[0] <= desktop[0]


def test_the_desktop_is_asked_of_pygame(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell.pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    assert initial_window_size() == (1120, 630)


def test_without_a_desktop_size_the_window_is_1280_by_720(monkeypatch: pytest.MonkeyPatch) -> None:
    def unknown() -> list[tuple[int, int]]:
        raise pygame.error("no video")

    monkeypatch.setattr(shell.pygame.display, "get_desktop_sizes", unknown)
    assert initial_window_size() == DEFAULT_SIZE
    monkeypatch.setattr(shell.pygame.display, "get_desktop_sizes", list)
    assert initial_window_size() == DEFAULT_SIZE
