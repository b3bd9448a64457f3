"""The text the player reads: one catalogue (zh-CN first, English second), looked up by key.

A :class:`Translator` carries the current language; scenes get it from their context, so
switching language in the settings changes every scene at its next draw. Fan names come
from the scoring package's specs (the rules engine owns them), tile names from here.
"""

from __future__ import annotations

from collections.abc import Iterator

from mahjong2p.i18n.amounts import UNIT_NAMES, format_amount, format_estimate
from mahjong2p.i18n.catalogue import CATALOGUE
from mahjong2p.i18n.glyphs import TILE_TEXT
from mahjong2p.i18n.language import Language
from mahjong2p.rules.scoring import SPECS
from mahjong2p.rules.tiles import (
    FLOWER_BASE,
    is_flower,
    is_honour,
    kind_name_zh,
    number_of,
    suit_of,
)

FLOWER_NAMES_EN = (
    "Spring",
    "Summer",
    "Autumn",
    "Winter",
    "Plum",
    "Orchid",
    "Bamboo",
    "Chrysanthemum",
)

PRINTABLE_ASCII = "".join(chr(c) for c in range(0x20, 0x7F))


SUIT_NAMES_EN = {"m": "Char", "p": "Dot", "s": "Bam"}
HONOUR_NAMES_EN = ("East", "South", "West", "North", "White", "Green", "Red")


class Translator:
    """Looks up catalogue keys in the current language; unknown keys fail loudly in tests."""

    def __init__(self, language: Language = Language.ZH) -> None:
        self.language = language

    def text(self, key: str, **fields: object) -> str:
        """The catalogue string for ``key``, with ``{fields}`` filled in."""
        zh, en = CATALOGUE[key]
        template = zh if self.language is Language.ZH else en
        return template.format(**fields) if fields else template

    def amount(self, value: int, signed: bool = False) -> str:
        """``value`` (beans, credits, a bet, points, a prize) by the one amount rule in the
        current language (:mod:`mahjong2p.i18n.amounts`)."""
        return format_amount(value, self.language, signed)

    def estimate(self, value: float) -> str:
        """An average or estimate of amounts (:func:`~mahjong2p.i18n.amounts.format_estimate`)."""
        return format_estimate(value, self.language)

    def fan_name(self, fan_id: str) -> str:
        spec = SPECS[fan_id]
        return spec.name if self.language is Language.ZH else spec.name_en

    def tile_name(self, kind: int) -> str:
        """五万 / 东 in Chinese; "5 Char" / "East" in English."""
        if self.language is Language.ZH:
            return kind_name_zh(kind)
        if is_flower(kind):
            return FLOWER_NAMES_EN[kind - FLOWER_BASE]
        if is_honour(kind):
            return HONOUR_NAMES_EN[kind - 27]
        return f"{number_of(kind)} {SUIT_NAMES_EN[suit_of(kind)]}"


def every_shown_string() -> Iterator[str]:
    """Every text the game can show in either language (for the font subset and its test)."""
    for zh, en in CATALOGUE.values():
        yield zh
        yield en
    from mahjong2p.rules.gb.scoring import GB_SPECS  # the 72-tile game's results name its fans

    for spec in (*SPECS.values(), *GB_SPECS.values()):
        yield from (spec.name, spec.name_en, spec.description_zh, spec.description_en)
    for kind in range(42):  # the 34 kinds and the 8 flowers
        for language in Language:
            yield Translator(language).tile_name(kind)
    yield UNIT_NAMES


def shown_characters() -> str:
    """Every character the game can show, sorted, as one string: the shown strings, the
    glyphs painted on tiles and printable ASCII (what the font subsets must cover)."""
    chars = set(PRINTABLE_ASCII) | set(TILE_TEXT)
    for text in every_shown_string():
        chars.update(text)
    chars.discard("\n")
    return "".join(sorted(chars))
