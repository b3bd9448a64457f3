"""Amounts (beans, the arcade's credits, bets, points and prizes) as a player reads them —
one rule for every screen of both modes, so the same amount never shows two ways:

- up to 99,999: exact, with thousands separators ("5,000", "18,150"), in both languages;
- above, in zh: in 万 with one decimal ("12.3万", "1234.5万"), from 1亿 in 亿 ("3.5亿");
- above, in en: in K, M or B with one decimal ("123.4K", "1.2M", "2B").
The decimal is cut, not rounded (129,999 → 12.9万), so a shown amount never exceeds what
it stands for and never rounds up into the next unit ("10000万", "1000K"); a trailing
".0" is dropped. A negative amount keeps its sign; ``signed=True`` also marks gains with
"+" (a settlement).
"""

from __future__ import annotations

from mahjong2p.i18n.language import Language

EXACT_MAX = 99_999  # shown exactly up to here
WAN = 10_000
YI = 100_000_000
UNIT_NAMES = "万亿"  # the characters this module adds to the shown text (font subset)
ZH_UNITS = ((YI, "亿"), (WAN, "万"))
EN_UNITS = ((1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K"))


def format_amount(amount: int, language: Language, signed: bool = False) -> str:
    sign = "-" if amount < 0 else ("+" if signed and amount > 0 else "")
    size = abs(amount)
    if size <= EXACT_MAX:
        return f"{sign}{size:,}"
    units = ZH_UNITS if language is Language.ZH else EN_UNITS
    unit, name = next((u, n) for u, n in units if size >= u)
    tenths = size * 10 // unit  # cut, never rounded up
    whole, tenth = divmod(tenths, 10)
    return f"{sign}{whole}{'' if tenth == 0 else f'.{tenth}'}{name}"


def format_estimate(value: float, language: Language) -> str:
    """An average or an estimated loss of amounts: one decimal below 10 ("2.5"), else
    rounded to a whole amount and shown by :func:`format_amount`."""
    if abs(value) < 10:
        return f"{value:.1f}"
    return format_amount(round(value), language)
