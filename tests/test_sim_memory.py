"""``sim``'s memory is flat in the number of hands (issue 11 item 14), measured by
structure, not by the clock or the process size: after ``4 N`` hands nothing kept between
hands — a module's tables, caches and lists, the agents' and the match's state — holds
more than after ``N``, unless it is a cache with a limit (whose size then stays within it).

Caches without a limit are allowed only where their keys come from a small finite set;
each is named here with that set's size.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import FunctionType, ModuleType

import pytest

from mahjong2p.play.loop import play_hand
from mahjong2p.rules.gb.scoring import score as gb_score
from mahjong2p.rules.scoring import score
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.shape.suits import RECORDS
from mahjong2p.sim.session import InvariantGuard, SimConfig
from mahjong2p.sim.stats import DecisionTimes

# Unlimited caches whose keys are a small finite set → the most entries each can hold.
FINITE = {
    id(table): bound
    for table, bound in (
        (score._fan_award, 64 * 8),  # one per fan and count
        (score._yakuman_award, 64),  # one per 役满
        (gb_score._fan, 81 * 8),  # one per 72-tile fan and count
        # the interned standard-form records: the distinct needed-tiles vectors (hundreds)
        (RECORDS._ids, 4096),
        (RECORDS.items, 4096),
    )
}
# Containers never looked into: plain data that is not kept per hand.
SKIPPED_TYPES = (str, bytes, int, float, bool, type(None), ModuleType)

Size = tuple[int, int | None, int]  # (entries, limit or None, the object's id)


def _size(value: object) -> Size | None:
    if isinstance(value, BoundedMemo):
        return len(value), value.limit, id(value)
    info = getattr(value, "cache_info", None)
    if callable(info):
        found = info()
        return found.currsize, found.maxsize, id(value)
    if isinstance(value, dict | list | set | frozenset | tuple | bytearray):
        return len(value), None, id(value)
    return None


def _walk(name: str, value: object, depth: int, seen: set[int]) -> Iterator[tuple[str, Size]]:
    """Every container reachable from ``value`` through attributes (not through the
    containers themselves: their entries are what is counted)."""
    if id(value) in seen or isinstance(value, SKIPPED_TYPES) or depth < 0:
        return
    seen.add(id(value))
    size = _size(value)
    if size is not None:
        yield name, size
        return
    if isinstance(value, FunctionType | type):
        return
    slots = getattr(type(value), "__slots__", ())
    attrs = dict(getattr(value, "__dict__", {}))
    attrs.update({s: getattr(value, s) for s in slots if hasattr(value, s)})
    for attr, child in attrs.items():
        yield from _walk(f"{name}.{attr}", child, depth - 1, seen)


def long_lived(roots: dict[str, object]) -> dict[str, Size]:
    """Sizes of every container kept between hands: the package's module globals (and the
    objects they hold), and ``roots`` (agents, match)."""
    seen: set[int] = set()
    found: dict[str, Size] = {}
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith("mahjong2p"):
            continue
        for attr, value in vars(module).items():
            if isinstance(value, FunctionType) and _size(value) is None:
                continue
            found.update(_walk(f"{module_name}.{attr}", value, 2, seen))
    for name, root in roots.items():
        found.update(_walk(name, root, 5, seen))
    return found


def sizes_after(hands: list[int], config: SimConfig) -> list[dict[str, Size]]:
    """Play ``max(hands)`` hands as ``sim`` does; the sizes after each count in ``hands``."""
    agents = config.agents(DecisionTimes())
    match = config.match()
    guard = InvariantGuard()
    taken = []
    for played in range(1, max(hands) + 1):
        hand = match.new_hand()
        play_hand(hand, agents, on_event=guard)
        match.finish(hand)
        if played in hands:
            taken.append(long_lived({"agents": agents, "match": match}))
    return taken


def grown_without_a_limit(before: dict[str, Size], after: dict[str, Size]) -> list[str]:
    problems = []
    for name, (entries, limit, key) in after.items():
        bound = limit if limit is not None else FINITE.get(key)
        earlier = before[name][0] if name in before else 0
        if bound is not None:
            if entries > bound:
                problems.append(f"{name}: {entries} entries over its limit {bound}")
        elif entries > earlier:
            problems.append(f"{name}: {earlier} → {entries} entries")
    return problems


def test_nothing_kept_between_hands_grows_without_a_limit() -> None:
    before, after = sizes_after([25, 100], SimConfig(100, 1, ("normal", "normal")))
    assert len(after) > 40  # the walk does reach the tables and caches
    assert grown_without_a_limit(before, after) == []


def test_the_check_catches_a_list_kept_per_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    kept: list[object] = []
    monkeypatch.setattr(score, "KEPT_FOR_TEST", kept, raising=False)
    before = long_lived({})
    kept.append(object())
    assert grown_without_a_limit(before, long_lived({})) == [
        "mahjong2p.rules.scoring.score.KEPT_FOR_TEST: 0 → 1 entries"
    ]
