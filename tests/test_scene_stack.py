"""The scene stack's lifecycle (STYLE.md): push/pop/replace, paired pause/resume, and
overlays drawn over the scene below from the topmost opaque scene up."""

from __future__ import annotations

import pygame

from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.stack import SceneStack


class Probe(Scene):
    """Records every lifecycle call, and draws by appending its name to a shared list."""

    def __init__(self, name: str, drawn: list[str], opaque: bool = True) -> None:
        self.name = name
        self.drawn = drawn
        self.opaque = opaque
        self.calls: list[str] = []
        self.updates = 0

    def enter(self) -> None:
        self.calls.append("enter")

    def exit(self) -> None:
        self.calls.append("exit")

    def pause(self) -> None:
        self.calls.append("pause")

    def resume(self) -> None:
        self.calls.append("resume")

    def update(self, dt: float) -> None:
        self.updates += 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.calls.append("event")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn.append(self.name)


def surface() -> pygame.Surface:
    return pygame.Surface((8, 8))


def test_push_pauses_the_scene_below_and_pop_resumes_it() -> None:
    drawn: list[str] = []
    stack = SceneStack()
    a, b = Probe("a", drawn), Probe("b", drawn)
    stack.push(a)
    stack.push(b)
    assert stack.top is b
    assert stack.pop() is b
    assert a.calls == ["enter", "pause", "resume"]
    assert b.calls == ["enter", "exit"]
    assert stack.top is a


def test_replace_exits_the_top_without_touching_the_scene_below() -> None:
    drawn: list[str] = []
    stack = SceneStack()
    a, b, c = Probe("a", drawn), Probe("b", drawn), Probe("c", drawn)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    assert stack.scenes == (a, c)
    assert a.calls == ["enter", "pause"]
    assert b.calls == ["enter", "exit"]
    assert c.calls == ["enter"]


def test_pause_and_resume_always_come_in_pairs() -> None:
    drawn: list[str] = []
    stack = SceneStack()
    base = Probe("base", drawn)
    stack.push(base)
    for i in range(5):
        stack.push(Probe(f"o{i}", drawn, opaque=False))
        stack.replace(Probe(f"r{i}", drawn))
        stack.pop()
    assert base.calls.count("pause") == base.calls.count("resume") == 5


def test_reset_exits_every_scene_top_first() -> None:
    drawn: list[str] = []
    order: list[str] = []
    stack = SceneStack()
    scenes = [Probe(n, drawn) for n in "abc"]
    for scene in scenes:
        stack.push(scene)
        scene.exit = lambda s=scene: order.append(s.name)  # type: ignore[method-assign]
    fresh = Probe("fresh", drawn)
    stack.reset(fresh)
    assert order == ["c", "b", "a"]
    assert stack.scenes == (fresh,)


def test_overlays_are_drawn_over_the_scenes_below_down_to_the_first_opaque_one() -> None:
    drawn: list[str] = []
    stack = SceneStack()
    for name, opaque in (("title", True), ("table", True), ("menu", False), ("prompt", False)):
        stack.push(Probe(name, drawn, opaque))
    stack.draw(surface())
    assert drawn == ["table", "menu", "prompt"]


def test_only_the_top_scene_gets_input_and_updates() -> None:
    drawn: list[str] = []
    stack = SceneStack()
    below, top = Probe("below", drawn), Probe("top", drawn, opaque=False)
    stack.push(below)
    stack.push(top)
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    stack.update(1 / 60)
    assert "event" not in below.calls and "event" in top.calls
    assert (below.updates, top.updates) == (0, 1)


def test_an_empty_stack_ignores_everything() -> None:
    stack = SceneStack()
    assert not stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    stack.update(0.1)
    stack.draw(surface())
    assert stack.top is None
