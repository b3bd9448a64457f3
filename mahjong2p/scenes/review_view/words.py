"""A review in the player's words: options named with the catalogue's verbs and tile
names, grades with their colours, values in the rule set's currency."""

from __future__ import annotations

from mahjong2p.i18n import Translator
from mahjong2p.review.record import Grade, Priced
from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.ui import theme
from mahjong2p.ui.theme import Color

GRADE_COLORS: dict[Grade, Color] = {
    Grade.GOOD: theme.GREEN,
    Grade.OK: theme.BLUE,
    Grade.DOUBT: theme.ACTION_CALL,
    Grade.MISTAKE: theme.RED,
}


def option_words(text: Translator, priced: Priced) -> str:
    """ "打五万报听", "碰五筒", "过" — the option as the player would say it."""
    action = priced.action
    kind = action.kind
    assert isinstance(kind, ActionKind), "the review prices mahjong actions only"
    key = kind.value
    if kind is ActionKind.DISCARD and action.declare_ready:
        key = "ready"
    tiles = [action.tile] if action.tile is not None else list(action.tiles)
    if kind is not ActionKind.CHI:
        tiles = tiles[:1]  # a pon or a kong is named by one of its tiles
    tile = "·".join(text.tile_name(kind_of(t)) for t in tiles)
    return text.text(f"review.act.{key}", tile=tile)


def grade_words(text: Translator, grade: Grade) -> str:
    return text.text(f"review.grade.{grade.value}")


def percent(share: float) -> int:
    return round(share * 100)
