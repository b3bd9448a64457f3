"""Bean amounts formatted the Chinese way in zh and with separators in en."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_beans

ZH, EN = Language.ZH, Language.EN


@pytest.mark.parametrize(
    ("amount", "zh", "en"),
    [
        (0, "0", "0"),
        (50, "50", "50"),
        (5000, "5,000", "5,000"),
        (9999, "9,999", "9,999"),
        (10000, "1万", "10,000"),
        (12000, "1.2万", "12,000"),
        (12999, "1.2万", "12,999"),  # cut, not rounded
        (60000, "6万", "60,000"),
        (1000000, "100万", "1,000,000"),
        (12345678, "1234.5万", "12,345,678"),
        (99999999, "9999.9万", "99,999,999"),  # never "10000万"
        (100000000, "1亿", "100,000,000"),
        (350000000, "3.5亿", "350,000,000"),
        (2000000000, "20亿", "2,000,000,000"),
    ],
)
def test_amounts(amount: int, zh: str, en: str) -> None:
    assert format_beans(amount, ZH) == zh
    assert format_beans(amount, EN) == en


def test_short_english_names_whole_millions_and_billions_only() -> None:
    assert format_beans(2_000_000_000, EN, short=True) == "2 billion"
    assert format_beans(1_000_000, EN, short=True) == "1 million"
    assert format_beans(1_250_000, EN, short=True) == "1,250,000"  # never rounded
    assert format_beans(200_000, EN, short=True) == "200,000"
    assert format_beans(2_000_000_000, ZH, short=True) == "20亿"


def test_signs() -> None:
    assert format_beans(-15000, ZH) == "-1.5万"
    assert format_beans(15000, ZH, signed=True) == "+1.5万"
    assert format_beans(-2600, EN, signed=True) == "-2,600"
    assert format_beans(0, EN, signed=True) == "0"


@given(st.integers(min_value=0, max_value=10**13))
def test_a_shown_zh_amount_never_exceeds_the_beans_and_is_within_a_tenth_of_a_unit(
    amount: int,
) -> None:
    text = format_beans(amount, ZH)
    match = re.fullmatch(r"([\d.]+)(万|亿)", text)
    if match is None:
        assert amount < 10000 and text.replace(",", "") == str(amount)
        return
    unit = 10_000 if match[2] == "万" else 100_000_000
    shown_tenths = round(float(match[1]) * 10)
    assert shown_tenths * unit <= amount * 10 < (shown_tenths + 1) * unit
    assert not match[1].endswith(".0")


def _shown_value(text: str) -> float:
    """The amount a zh text stands for (its lower bound)."""
    for unit, size in (("亿", 100_000_000), ("万", 10_000)):
        if text.endswith(unit):
            return float(text[:-1]) * size
    return float(text.replace(",", ""))


@given(st.integers(min_value=0, max_value=10**13), st.integers(min_value=0, max_value=10**13))
def test_more_beans_never_read_as_fewer(a: int, b: int) -> None:
    low, high = sorted((a, b))
    assert _shown_value(format_beans(low, ZH)) <= _shown_value(format_beans(high, ZH))
    assert int(format_beans(high, EN).replace(",", "")) == high
