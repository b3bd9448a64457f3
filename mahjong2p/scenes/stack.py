"""The scene stack: push, pop, replace, and drawing from the topmost opaque scene up."""

from __future__ import annotations

import math

import pygame

from mahjong2p.scenes.base import Scene


class SceneStack:
    """Owns the scenes; only the top one gets input and updates.

    Changes requested while a scene is handling input or updating take effect at once, but
    a scene that removed itself is never called again in the same frame.
    """

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``; the scene below is neither paused nor resumed."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack (each scene exits, top first) and start over with ``scene``."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def frame_due(self) -> float:
        """The top scene's :meth:`~Scene.frame_due`: the scenes below it are not updated,
        so they do not change. An empty stack has nothing to draw."""
        top = self.top
        return top.frame_due() if top is not None else math.inf

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self._scenes) - 1
        while start > 0 and not self._scenes[start].opaque:
            start -= 1
        for scene in self._scenes[max(start, 0) :]:
            scene.draw(surface)
