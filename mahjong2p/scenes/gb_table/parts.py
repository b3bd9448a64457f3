"""What makes a table scene the 72-tile one, whoever sits at it: the two walls of 18 stacks
and their events (dice, the break, the 4-4-4-跳牌 deal, 补花 to the flower row) told by the
72-tile presenter, its board painter and layout, the tumbling dice over the board, and the
"dealing" line until both hands are dealt.

A mixin placed before a :class:`~mahjong2p.scenes.table.scene.TableScene` subclass in the
bases — the played table (:class:`~mahjong2p.scenes.gb_table.scene.GbTableScene`) and a
watched 牌谱 (:class:`~mahjong2p.scenes.gb_table.watch.GbWatchTable`) — so the two never
drift apart; the subclass calls :meth:`GbParts.use_gb_parts` once its table is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong2p.scenes.gb_table.layout import GbTableLayout
from mahjong2p.scenes.gb_table.presenter import GbPresenter
from mahjong2p.scenes.gb_table.walls import GbWallPainter, GbWallState, draw_dice
from mahjong2p.scenes.table import board
from mahjong2p.scenes.table.layout import TableLayout

if TYPE_CHECKING:
    from mahjong2p.scenes.table.scene import TableScene

    _Base = TableScene
else:
    _Base = object


class GbParts(_Base):
    walls: GbWallState

    def use_gb_parts(self, quiet: bool = False) -> None:
        """Swap the arcade's presenter and board for the 72-tile ones (``quiet``: no sounds)."""
        self.walls = GbWallState()
        self.presenter = GbPresenter(self.ctx, self.model, self.animator, self.walls, quiet)
        self.board = board.BoardLayer(GbWallPainter(self.walls))

    def make_layout(self, width: int, height: int) -> TableLayout:
        return GbTableLayout(width, height, self.board_side)

    def update(self, dt: float) -> None:
        rolling = self.walls.rolling is not None
        super().update(dt)
        if rolling and self.walls.rolling is None:
            self.board.invalidate()  # the dice have settled: they lie on the board again

    def _status(self) -> str:
        if len(self.walls.dealt) < 2:
            return self.ctx.text.text("gb.hud.dealing")
        return super()._status()

    def board_rects(self) -> dict[str, list[pygame.Rect]]:
        """The arcade's, and each seat's flower row once it holds a flower."""
        rects = super().board_rects()
        assert isinstance(self.layout, GbTableLayout)
        flowers = self.model.view.flowers
        rects["flowers"] = [self.layout.flower_area(seat) for seat in (0, 1) if flowers[seat]]
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        assert isinstance(self.layout, GbTableLayout)
        if self.walls.rolling is not None:  # tumbling over the board (no tile flies yet)
            draw_dice(surface, self.layout, self.walls)
