"""Particles for celebrations: sparks that burst from a point and confetti that falls.

Plain Python lists rather than numpy: a few hundred particles cost well under a
millisecond a frame either way, and numpy's import (over 100 ms) would be paid by the
first scene that celebrates — or by start-up. Sprites are small pre-rendered surfaces,
cached per colour and size, drawn with one ``fblits`` call. Scenes decide *where*
particles may fly: never over the tiles the player is reading.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from mahjong2p.ui.lru import Lru
from mahjong2p.ui.theme import Color

MAX_PARTICLES = 600
GRAVITY = 900.0  # px/s² at 1280×720, times each particle's own weight
DRAG_PER_FRAME = 0.985  # velocity kept per 1/60 s
SPARK, CONFETTI = 0, 1

# A sprite per kind, colour and size: 2 kinds × the bursts' few palettes × the sizes a
# burst picks at one window's scale; the oldest go first.
SPRITE_CACHE_LIMIT = 256
_sprites: Lru[tuple[int, Color, int], pygame.Surface] = Lru(SPRITE_CACHE_LIMIT)


def _sprite(kind: int, color: Color, size: int) -> pygame.Surface:
    key = (kind, color, size)
    sprite = _sprites.get(key)
    if sprite is None:
        if kind == SPARK:
            sprite = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
            for r, alpha in ((size, 60), (size * 2 // 3, 140), (max(1, size // 3), 255)):
                pygame.draw.circle(sprite, (*color, alpha), (size, size), r)
        else:
            sprite = pygame.Surface((size, max(2, size // 2)), pygame.SRCALPHA)
            sprite.fill((*color, 235))
        if pygame.display.get_surface() is not None:
            sprite = sprite.convert_alpha()
        _sprites[key] = sprite
    return sprite


@dataclass(slots=True)
class _Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    weight: float  # share of gravity: sparks fall, confetti drifts
    sprite: pygame.Surface
    age: float = 0.0


class Particles:
    """A pool of particles; emitting past :data:`MAX_PARTICLES` drops the oldest."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.items: list[_Particle] = []

    def __len__(self) -> int:
        return len(self.items)

    def clear(self) -> None:
        self.items.clear()

    def burst(
        self,
        center: tuple[float, float],
        count: int,
        colors: tuple[Color, ...],
        s: float,
        speed: float = 420.0,
        kind: int = SPARK,
    ) -> None:
        """Sparks (or confetti) flying out from ``center`` in every direction."""
        size = max(3, round((7 if kind == SPARK else 10) * s))
        for _ in range(count):
            angle = self.rng.uniform(0, 2 * math.pi)
            v = self.rng.uniform(0.35, 1.0) * speed * s
            self._add(
                _Particle(
                    center[0],
                    center[1],
                    math.cos(angle) * v,
                    math.sin(angle) * v - 120 * s,
                    self.rng.uniform(0.6, 1.3),
                    0.5 * s,
                    _sprite(kind, self.rng.choice(colors), size),
                )
            )

    def rain(self, area: pygame.Rect, count: int, colors: tuple[Color, ...], s: float) -> None:
        """Confetti released along the top of ``area``, drifting down through it."""
        size = max(3, round(10 * s))
        life = area.h / (160 * s) + 0.5
        for _ in range(count):
            self._add(
                _Particle(
                    self.rng.uniform(area.left, area.right),
                    self.rng.uniform(area.top - 40 * s, area.top),
                    self.rng.uniform(-60, 60) * s,
                    self.rng.uniform(60, 200) * s,
                    life,
                    0.12 * s,
                    _sprite(CONFETTI, self.rng.choice(colors), size),
                )
            )

    def _add(self, particle: _Particle) -> None:
        self.items.append(particle)
        if len(self.items) > MAX_PARTICLES:
            del self.items[: len(self.items) - MAX_PARTICLES]

    def update(self, dt: float) -> None:
        if not self.items:
            return
        drag = DRAG_PER_FRAME ** (dt * 60)
        fall = GRAVITY * dt
        for p in self.items:
            p.age += dt
            p.vy = (p.vy + fall * p.weight) * drag
            p.vx *= drag
            p.x += p.vx * dt
            p.y += p.vy * dt
        self.items = [p for p in self.items if p.age < p.life]

    def draw(self, surface: pygame.Surface) -> None:
        if self.items:
            surface.fblits(
                [
                    (
                        p.sprite,
                        (
                            round(p.x) - p.sprite.get_width() // 2,
                            round(p.y) - p.sprite.get_height() // 2,
                        ),
                    )
                    for p in self.items
                ]
            )
