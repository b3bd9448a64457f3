"""The 国标 scorer against the oracle (``pymahjonggb``, the Chinese Official fan
calculator) on 100,000 random winning hands of the 72-tile set (RULES.md B5, issue 12).

Every fan id, every count and the total must agree on every hand. The generator
(``bench/gb_hands.py``) is biased toward the rare fans; the test also asserts that every
fan this tile set can make was hit often enough for the agreement to mean something.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mahjong2p.bench.gb_hands import GeneratedGbHand, random_gb_hand
from mahjong2p.bench.gb_oracle import oracle_calculator, oracle_fans
from mahjong2p.rules.gb.scoring import GB_SPECS, score_gb
from mahjong2p.rules.tiles import format_kinds

pytest.importorskip("MahjongGB")

HANDS = 100_000
BATCH = 10_000
SEED = 20261201
MIN_HITS = 150  # per fan over the 100,000 hands (the rarest, 九莲宝灯, gets ~200)


def _describe(hand: GeneratedGbHand) -> str:
    melds = [(m.kind.value, m.notation()) for m in hand.melds]
    win = format_kinds([hand.win_tile])
    return f"{format_kinds(hand.concealed)} win {win} {melds} {hand.situation}"


def test_every_fan_and_count_agrees_with_the_oracle() -> None:
    calculator = oracle_calculator()
    assert calculator is not None
    rng = random.Random(SEED)
    hits: Counter[str] = Counter()
    mismatches: list[str] = []
    for _ in range(HANDS // BATCH):
        batch = [random_gb_hand(rng) for _ in range(BATCH)]
        for hand in batch:
            theirs = oracle_fans(calculator, hand)
            result = score_gb(hand.concealed, hand.melds, hand.win_tile, hand.situation)
            ours = {f.id: f.count for f in result.fans} if result.win else None
            if ours != theirs:
                mismatches.append(f"{_describe(hand)}\n  ours {ours}\n  oracle {theirs}")
                continue
            if result.win:
                assert result.total_fan == sum(f.fan * f.count for f in result.fans)
                hits.update(ours)
    assert not mismatches, f"{len(mismatches)} hands disagree:\n" + "\n".join(mismatches[:5])
    rare = {fan_id: hits[fan_id] for fan_id in GB_SPECS if hits[fan_id] < MIN_HITS}
    assert not rare, f"fans hit too rarely to be tested: {rare}"


def test_the_oracle_names_map_onto_our_ids() -> None:
    """Every fan the oracle gives on these hands is one of ours (same snake_case ids)."""
    calculator = oracle_calculator()
    assert calculator is not None
    rng = random.Random(SEED + 1)
    seen: set[str] = set()
    for _ in range(3000):
        seen |= set(oracle_fans(calculator, random_gb_hand(rng)) or {})
    assert seen <= set(GB_SPECS)
