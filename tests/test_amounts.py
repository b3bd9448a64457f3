"""Amounts: exact up to 99,999, above in 万/亿 (zh) or K/M/B (en) with one decimal, cut."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_amount

ZH, EN = Language.ZH, Language.EN


@pytest.mark.parametrize(
    ("amount", "zh", "en"),
    [
        (0, "0", "0"),
        (50, "50", "50"),
        (5000, "5,000", "5,000"),
        (18150, "18,150", "18,150"),
        (99999, "99,999", "99,999"),  # exact up to here, in both languages
        (100000, "10万", "100K"),
        (129999, "12.9万", "129.9K"),  # cut, not rounded
        (1000000, "100万", "1M"),
        (1250000, "125万", "1.2M"),
        (12345678, "1234.5万", "12.3M"),
        (99999999, "9999.9万", "99.9M"),  # never "10000万"
        (100000000, "1亿", "100M"),
        (350000000, "3.5亿", "350M"),
        (2000000000, "20亿", "2B"),
    ],
)
def test_amounts(amount: int, zh: str, en: str) -> None:
    assert format_amount(amount, ZH) == zh
    assert format_amount(amount, EN) == en


def test_signs() -> None:
    assert format_amount(-150000, ZH) == "-15万"
    assert format_amount(150000, EN, signed=True) == "+150K"
    assert format_amount(-2600, EN, signed=True) == "-2,600"
    assert format_amount(0, EN, signed=True) == "0"


@given(st.integers(min_value=0, max_value=10**13))
def test_a_shown_zh_amount_never_exceeds_the_beans_and_is_within_a_tenth_of_a_unit(
    amount: int,
) -> None:
    text = format_amount(amount, ZH)
    match = re.fullmatch(r"([\d.]+)(万|亿)", text)
    if match is None:
        assert amount <= 99_999 and text.replace(",", "") == str(amount)
        return
    unit = 10_000 if match[2] == "万" else 100_000_000
    shown_tenths = round(float(match[1]) * 10)
    assert shown_tenths * unit <= amount * 10 < (shown_tenths + 1) * unit
    assert not match[1].endswith(".0")


def _shown_value(text: str) -> float:
    """The amount a zh text stands for (its lower bound)."""
    for unit, size in (
        ("亿", 100_000_000),
        ("万", 10_000),
        ("B", 10**9),
        ("M", 10**6),
        ("K", 1000),
    ):
        if text.endswith(unit):
            return float(text[:-1]) * size
    return float(text.replace(",", ""))


@given(st.integers(min_value=0, max_value=10**13), st.integers(min_value=0, max_value=10**13))
def test_more_beans_never_read_as_fewer(a: int, b: int) -> None:
    low, high = sorted((a, b))
    for language in (ZH, EN):
        shown_low = _shown_value(format_amount(low, language))
        assert shown_low <= _shown_value(format_amount(high, language))
        assert shown_low <= low  # never more than the beans held


def test_the_zh_ui_says_he_for_a_win() -> None:
    """One word for a win across the zh UI: 和, as the rule book (fan names aside, which
    are the rule book's own and not in the catalogue)."""
    from mahjong2p.i18n import CATALOGUE

    assert [key for key, (zh, _) in CATALOGUE.items() if "胡" in zh] == []
