"""The results screen's timeline: what is visible at each moment, and the tweens that
move it along.

A human win plays: the title stamps in with the fanfare, the winning hand is revealed tile
by tile, the fans appear one by one with a rising pluck each, the total stamps down, the
points count up, then the credits. A 役满 plays its own, bigger opening (a gong, rays,
"役满" stamped huge with its multiplier) and lists each 役满 with its tier. Drawn hands
and the CPU's wins play a short version. Everything runs on the scene's tweener, so a key
or click finishes it at once (silently) and the speed setting applies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mahjong2p.audio.cues import Sfx
from mahjong2p.audio.mixer import Audio
from mahjong2p.rules.events import Won
from mahjong2p.ui import tween
from mahjong2p.ui.tween import Anim, Call, Parallel, Sequence, Tween, Wait

TITLE_S = 0.4
TILE_S = 0.05
FAN_S = 0.24
FAN_GAP_S = 0.1
COUNT_S = 0.9
TICKS = 14  # count-up ticks per count


@dataclass
class ShowState:
    """0..1 progress values the drawing reads; all 1 (or full) once the show is over."""

    title: float = 0.0
    yakuman: float = 0.0  # the big 役满 stamp
    tiles: float = 0.0  # how many tiles are revealed (fractional: the one flipping)
    rows: float = 0.0  # how many fan rows are shown (fractional: the one sliding in)
    total: float = 0.0
    points: float = 0.0
    credits: float = 0.0
    footer: float = 0.0  # buttons and notes fade in at the end

    def complete(self, tiles: int, rows: int) -> None:
        self.title = self.yakuman = self.total = self.points = self.credits = 1.0
        self.footer = 1.0
        self.tiles, self.rows = float(tiles), float(rows)


class ShowBuilder:
    """Builds the timeline; ``sound`` plays a cue unless the show is being skipped."""

    def __init__(
        self,
        state: ShowState,
        audio: Audio,
        burst: Callable[[str], None],
        count_cue: Sfx = Sfx.TICK,
    ) -> None:
        self.state = state
        self.audio = audio
        self.count_cue = count_cue  # the 72-tile results count beans with their own sound
        self.burst = burst  # "title", "total" or "yakuman": where sparks fly from
        self.quiet = False

    def sound(self, cue: Sfx) -> Call:
        return Call(lambda: None if self.quiet else self.audio.play(cue))

    def _set(self, name: str, scale: float = 1.0) -> Callable[[float], None]:
        return lambda k: setattr(self.state, name, k * scale)

    def _count(self, name: str) -> Anim:
        """A count-up with a tick each time it passes one of :data:`TICKS` marks."""
        marks = [0]

        def step(k: float) -> None:
            setattr(self.state, name, k)
            mark = int(k * TICKS)
            if mark > marks[0]:
                marks[0] = mark
                if not self.quiet:
                    self.audio.play(self.count_cue)

        return Tween(COUNT_S, step, tween.out_quad)

    def _reveal(self, tiles: int) -> Anim:
        def step(k: float) -> None:
            before = int(self.state.tiles)
            self.state.tiles = k * tiles
            if int(self.state.tiles) > before and int(self.state.tiles) % 3 == 0 and not self.quiet:
                self.audio.play(Sfx.FLIP)

        return Tween(TILE_S * tiles, step, tween.linear)

    def _rows(self, rows: int) -> list[Anim]:
        steps: list[Anim] = []
        for i in range(rows):
            steps += [
                Call(lambda i=i: None if self.quiet else self.audio.play_fan(i)),
                Tween(FAN_S, lambda k, i=i: setattr(self.state, "rows", i + k), tween.out_cubic),
                Wait(FAN_GAP_S),
            ]
        return steps

    def _stamp(self, name: str, cue: Sfx, burst: str, seconds: float = 0.3) -> list[Anim]:
        return [
            self.sound(cue),
            Tween(seconds, self._set(name), tween.out_back),
            Call(lambda: self.burst(burst)),
        ]

    def _ending(self) -> list[Anim]:
        return [
            self._count("credits"),
            Tween(0.25, self._set("footer"), tween.out_quad),
        ]

    def human_win(self, tiles: int, rows: int) -> Anim:
        return Sequence(
            self.sound(Sfx.WIN),
            Tween(TITLE_S, self._set("title"), tween.out_back),
            Call(lambda: self.burst("title")),
            self._reveal(tiles),
            Wait(0.12),
            *self._rows(rows),
            *self._stamp("total", Sfx.STAMP, "total"),
            self._count("points"),
            *self._ending(),
        )

    def yakuman_win(self, tiles: int, rows: int) -> Anim:
        return Sequence(
            self.sound(Sfx.YAKUMAN),
            Parallel(
                Tween(0.5, self._set("title"), tween.out_cubic),
                Sequence(Wait(0.8), *self._stamp("yakuman", Sfx.STAMP, "yakuman", 0.45)),
            ),
            self._reveal(tiles),
            Wait(0.2),
            *self._rows(rows),
            *self._stamp("total", Sfx.STAMP, "total"),
            self._count("points"),
            *self._ending(),
        )

    def plain(self, tiles: int) -> Anim:
        """The CPU's win or a drawn hand: the title, the hand, the credits."""
        return Sequence(
            Tween(TITLE_S, self._set("title"), tween.out_back),
            self._reveal(tiles),
            Call(lambda: self._complete_rows()),
            *self._ending(),
        )

    def _complete_rows(self) -> None:
        self.state.total = self.state.points = 1.0


def kind_of_show(won: Won | None, human: int) -> str:
    """ "yakuman", "win" (the human's scored win) or "plain"."""
    if won is None or won.seat != human:
        return "plain"
    return "yakuman" if won.score.yakuman else "win"
