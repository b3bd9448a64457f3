"""Cut-ins: the big announcements of an arcade mahjong game (碰！ 自摸！ 役满！ 大出血！).

A cut-in is a slanted band that sweeps across an area, a word that stamps onto it
(overshooting a little, then settling), a short hold and a quick exit; the bigger kinds
add a sub-line, a burst of sparks and their own sound. Any scene can own a
:class:`CutIns` layer; announcing something is one call::

    cutins.play(tr("cutin.big_deal"), CutInKind.BIG_DEAL, sub=tr("cutin.big_deal.sub"))

The returned animation runs on the scene's :class:`~mahjong2p.ui.tween.Tweener`, so the
animation-speed setting, "click to skip" and the scene's ``busy`` state all include it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.audio.mixer import Audio
from mahjong2p.ui import theme, tween
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.lru import Lru
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.theme import Color
from mahjong2p.ui.tween import Anim, Call, Sequence, Tween, Tweener, Wait


class CutInKind(Enum):
    CALL = "call"  # 吃 碰 杠
    READY = "ready"  # 报听
    WIN = "win"  # 和 自摸 抢杠
    YAKUMAN = "yakuman"  # 役满
    BIG_DEAL = "big_deal"  # 大出血 (rigged big deal), item and bonus announcements
    NOTICE = "notice"  # 流局, 海底捞月, the CPU's win


@dataclass(frozen=True)
class CutInStyle:
    """How one kind looks and sounds; lengths in the 1280×720 design, times in seconds."""

    band: Color
    edge: Color
    ink: Color
    size: int
    band_h: int
    enter: float
    hold: float
    leave: float
    sound: Sfx | None
    sparks: int = 0
    spark_colors: tuple[Color, ...] = (theme.GOLD, theme.WHITE)


STYLES: dict[CutInKind, CutInStyle] = {
    CutInKind.CALL: CutInStyle(
        theme.RED_DARK, theme.GOLD, theme.GOLD, 92, 128, 0.12, 0.34, 0.12, Sfx.CALL
    ),
    CutInKind.READY: CutInStyle(
        (70, 30, 110), theme.GOLD, theme.WHITE, 96, 136, 0.14, 0.55, 0.14, Sfx.READY, 24
    ),
    CutInKind.WIN: CutInStyle(
        theme.RED_DARK,
        theme.GOLD,
        theme.GOLD,
        128,
        176,
        0.16,
        0.95,
        0.18,
        Sfx.CUTIN,
        90,
        (theme.GOLD, theme.WHITE, (255, 150, 60)),
    ),
    CutInKind.YAKUMAN: CutInStyle(
        (40, 10, 60),
        (255, 215, 120),
        (255, 226, 140),
        150,
        210,
        0.2,
        1.3,
        0.2,
        Sfx.CUTIN,
        160,
        (theme.GOLD, (255, 120, 200), (120, 220, 255), theme.WHITE),
    ),
    CutInKind.BIG_DEAL: CutInStyle(
        (150, 12, 16),
        (255, 230, 120),
        (255, 236, 150),
        140,
        196,
        0.18,
        1.1,
        0.2,
        Sfx.BIG_DEAL,
        120,
        (theme.GOLD, theme.RED, theme.WHITE),
    ),
    CutInKind.NOTICE: CutInStyle(
        theme.PANEL, theme.GOLD_DARK, theme.WHITE, 84, 124, 0.14, 0.8, 0.14, None
    ),
}


class CutIn:
    """One announcement's moving parts: ``slide`` 0→1 brings the band in (and 1→2 takes
    it out), ``scale`` is the word's stamp, ``alpha`` its fade."""

    def __init__(self, text: str, kind: CutInKind, sub: str) -> None:
        self.text = text
        self.sub = sub
        self.kind = kind
        self.style = STYLES[kind]
        self.slide = 0.0
        self.scale = 0.0
        self.alpha = 0.0
        self.done = False

    def _set_slide(self, k: float) -> None:
        self.slide = k

    def _set_stamp(self, k: float) -> None:
        self.scale = 2.2 - 1.2 * k
        self.alpha = min(1.0, k * 2)

    def _set_exit(self, k: float) -> None:
        self.slide = 1 + k
        self.alpha = 1 - k

    def _end(self) -> None:
        self.done = True


class CutIns:
    """The cut-in layer of one scene: :meth:`play` starts one, :meth:`draw` paints those
    running over ``area`` (the band is centred on ``area``'s middle)."""

    def __init__(self, tweener: Tweener, audio: Audio, particles: Particles) -> None:
        self.tweener = tweener
        self.audio = audio
        self.particles = particles
        self.showing: list[CutIn] = []
        self._burst_at: tuple[float, float, float] | None = None  # centre and scale

    def play(
        self,
        text: str,
        kind: CutInKind,
        sub: str = "",
        sound: Sfx | None = None,
        silent: bool = False,
    ) -> Anim:
        """Announce ``text`` (with ``sub`` under it); ``sound`` overrides the kind's own,
        ``silent`` plays none (the title's attract mode)."""
        cut = CutIn(text, kind, sub)
        style = cut.style
        self.showing.append(cut)
        cue = None if silent else sound or style.sound
        steps: list[Anim] = [Call(lambda: self._sound(cue))]
        steps += [
            Tween(style.enter, cut._set_slide, tween.out_cubic),
            Call(lambda: self._burst(cut)),
            Tween(style.enter * 1.6, cut._set_stamp, tween.out_back),
            Wait(style.hold),
            Tween(style.leave, cut._set_exit, tween.in_cubic),
            Call(lambda: self._retire(cut)),
        ]
        return self.tweener.add(Sequence(*steps))

    def _sound(self, cue: Sfx | None) -> None:
        if cue is not None:
            self.audio.play(cue)

    def _burst(self, cut: CutIn) -> None:
        if cut.style.sparks and self._burst_at is not None:
            x, y, s = self._burst_at
            self.particles.burst((x, y), cut.style.sparks, cut.style.spark_colors, s)

    def _retire(self, cut: CutIn) -> None:
        cut.done = True
        if cut in self.showing:
            self.showing.remove(cut)

    @property
    def active(self) -> bool:
        return bool(self.showing)

    def clear(self) -> None:
        self.showing.clear()

    def draw(self, surface: pygame.Surface, fonts: Fonts, area: pygame.Rect, s: float) -> None:
        self._burst_at = (area.centerx, area.centery, s)
        for cut in self.showing:
            _draw_one(surface, fonts, cut, area, s)


# ---------------------------------------------------------------- drawing
# A band per cut-in size and colour (a handful at one window size); a word per text, size and
# ink: 15 over a run's first 40 hands, each up to 100 KiB. Twice that, the oldest go first.
BAND_CACHE_LIMIT = 16
WORD_CACHE_LIMIT = 32
_band_cache: Lru[tuple[int, int, Color, Color], pygame.Surface] = Lru(BAND_CACHE_LIMIT)
_word_cache: Lru[tuple[str, int, Color, Face], pygame.Surface] = Lru(WORD_CACHE_LIMIT)


def _band(w: int, h: int, color: Color, edge: Color) -> pygame.Surface:
    """A slanted translucent band with bright edges and speed lines (cached per size)."""
    key = (w, h, color, edge)
    band = _band_cache.get(key)
    if band is None:
        slant = h // 2
        band = pygame.Surface((w + slant, h), pygame.SRCALPHA)
        body = [(slant, 0), (w + slant, 0), (w, h), (0, h)]
        pygame.draw.polygon(band, (*color, 225), body)
        for i in range(7):  # speed lines
            y = round(h * (0.15 + 0.7 * i / 6))
            x0 = (i * 97) % max(1, w // 3)
            pygame.draw.line(band, (255, 255, 255, 40), (x0 + slant, y), (w - x0 // 2, y), 2)
        line = max(2, h // 30)
        pygame.draw.line(band, (*edge, 255), (slant, 0), (w + slant, 0), line)
        pygame.draw.line(band, (*edge, 255), (0, h - 1), (w, h - 1), line)
        _band_cache[key] = band
    return band


def outlined(fonts: Fonts, text: str, size: int, ink: Color, face: Face) -> pygame.Surface:
    """Big display text with a dark outline and drop shadow, cached: legible over anything."""
    key = (text, size, ink, face)
    word = _word_cache.get(key)
    if word is None:
        body = fonts.render(text, size, ink, face)
        dark = fonts.render(text, size, (30, 8, 8), face)
        pad = max(2, size // 16)
        word = pygame.Surface(
            (body.get_width() + 3 * pad, body.get_height() + 3 * pad), pygame.SRCALPHA
        )
        for dx in (-pad, 0, pad):
            for dy in (-pad, 0, pad):
                word.blit(dark, (pad + dx, pad + dy))
        word.blit(dark, (pad * 2, pad * 2))
        word.blit(body, (pad, pad))
        _word_cache[key] = word
    return word


def _draw_one(
    surface: pygame.Surface, fonts: Fonts, cut: CutIn, area: pygame.Rect, s: float
) -> None:
    style = cut.style
    h = round(style.band_h * s)
    band = _band(area.w, h, style.band, style.edge)
    # slide 0→1: in from the left; 1→2: out to the right
    offset = round((cut.slide - 1) * (area.w + band.get_width()))
    surface.blit(band, (area.x + offset, area.centery - h // 2))
    if cut.alpha <= 0:
        return
    size = fonts.fit(cut.text, round(style.size * s), area.w - round(60 * s), Face.SERIF)
    word = outlined(fonts, cut.text, size, style.ink, Face.SERIF)
    if abs(cut.scale - 1) > 0.01:
        w, hh = word.get_size()
        word = pygame.transform.smoothscale(word, (round(w * cut.scale), round(hh * cut.scale)))
    word.set_alpha(round(255 * cut.alpha))
    cy = area.centery - (round(16 * s) if cut.sub else 0)
    rect = word.get_rect(center=(area.centerx + offset // 3, cy))
    surface.blit(word, rect)
    word.set_alpha(None)
    if cut.sub:
        size_sub = fonts.fit(cut.sub, round(30 * s), area.w - round(40 * s), Face.BOLD)
        sub = outlined(fonts, cut.sub, size_sub, theme.WHITE, Face.BOLD)
        sub.set_alpha(round(255 * cut.alpha))
        surface.blit(sub, sub.get_rect(midtop=(area.centerx, cy + round(size * 0.45))))
        sub.set_alpha(None)
