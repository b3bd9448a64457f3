"""Bean amounts as a player reads them: the Chinese way in zh (5,000 · 1.2万 · 3.5亿), with
thousands separators in en (5,000 · 12,000 · 350,000,000).

The zh rules (docs/beans.md):
- below 1万 (10,000): the number with thousands separators, "5,000";
- from 1万 up to below 1亿: in 万 with one decimal, "1.2万", "60万", "1234.5万";
- from 1亿 up: in 亿 likewise, "3.5亿", "20亿";
- the decimal is cut, not rounded (12,999 → 1.2万), so a shown amount never exceeds the
  beans held and never rounds up into the next unit ("10000万"); a trailing ".0" is dropped.
A negative amount keeps its sign; ``signed=True`` also marks gains with "+" (a settlement).
"""

from __future__ import annotations

from mahjong2p.i18n.language import Language

WAN = 10_000
YI = 100_000_000
UNIT_NAMES = "万亿"  # the characters this module adds to the shown text (font subset)


EN_ROUND_WORDS = ((1_000_000_000, "billion"), (1_000_000, "million"))


def format_beans(amount: int, language: Language, signed: bool = False, short: bool = False) -> str:
    """``short``: in en, a whole number of millions or billions in words ("2 billion"),
    for lines as narrow as a room card's entry range (zh is short already)."""
    sign = "-" if amount < 0 else ("+" if signed and amount > 0 else "")
    size = abs(amount)
    if language is Language.EN:
        for unit, word in EN_ROUND_WORDS if short else ():
            if size >= unit and size % unit == 0:
                return f"{sign}{size // unit:,} {word}"
        return f"{sign}{size:,}"
    if size < WAN:
        return f"{sign}{size:,}"
    unit, name = (YI, UNIT_NAMES[1]) if size >= YI else (WAN, UNIT_NAMES[0])
    tenths = size * 10 // unit  # cut, never rounded up
    whole, tenth = divmod(tenths, 10)
    return f"{sign}{whole}{'' if tenth == 0 else f'.{tenth}'}{name}"
