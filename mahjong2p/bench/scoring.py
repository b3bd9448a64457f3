"""Bench part ``scoring``: ``score_win`` on generated winning hands, and the ``mahjong``
package's HandCalculator on the same hands in the same run (DESIGN.md ``bench``).

Decomposition is memoised per suit, and a long game reaches a steady state where almost
every suit it meets is known; so, like the engine part, the rates are taken after a
warm-up on other hands of the same kind, and each is the best of a few passes (the machine
may be busy). Both sides get the same warm-up and passes.

The generator is also the differential test's source of hands, so both see the same kind
of hand: four sets and a pair drawn with a bias towards few suits, triplets, honours and
repeated sequences (so the interesting fans actually occur), some seven pairs, now and
then thirteen orphans, and optionally melds of every kind.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong2p.rules.decompose import ORPHAN_KINDS
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import COPIES, NUM_KINDS

SEED = 20240611
QUICK = {"warm_up": 500, "hands": 500, "passes": 2}
FULL = {"warm_up": 5000, "hands": 5000, "passes": 3}
HONOURS = tuple(range(27, 34))


@dataclass(frozen=True)
class GeneratedHand:
    """A winning hand: concealed kinds (winning tile included), melds, the situation."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    situation: WinSituation


def random_winning_hand(rng: random.Random, *, closed: bool) -> GeneratedHand:
    """One winning hand; ``closed`` hands have no melds at all (the differential test)."""
    roll = rng.random()
    if roll < 0.02:
        concealed = [*ORPHAN_KINDS, rng.choice(ORPHAN_KINDS)]
        melds: tuple[Meld, ...] = ()
    elif roll < 0.14:
        concealed, melds = _seven_pairs(rng), ()
    else:
        concealed, melds = _standard(rng, closed)
    win_tile = rng.choice(concealed)
    return GeneratedHand(tuple(sorted(concealed)), melds, win_tile, _situation(rng))


def measure(quick: bool) -> dict[str, Any]:
    """Hands scored per second, ours and the ``mahjong`` package's on the same hands."""
    sizes = QUICK if quick else FULL
    warm_up = _hands(SEED - 1, sizes["warm_up"])
    hands = _hands(SEED, sizes["hands"])
    ours = _best_rate(_ours, warm_up, hands, sizes["passes"])
    package = _package_scorer()
    if package is None:
        return {"score_per_s": ours, "mahjong_pkg": None}
    theirs = _best_rate(package, warm_up, hands, sizes["passes"])
    return {"score_per_s": ours, "mahjong_pkg": {"score_per_s": theirs}}


def package_arguments(hand: GeneratedHand) -> tuple[list[int], int, list[Any], Any]:
    """``(tiles, win_tile, melds, config)`` for ``HandCalculator.estimate_hand_value``:
    136-format tiles of the whole hand (melds included), the winning tile's id among the
    concealed ones, the package's melds, and a config with the win's tsumo/ron."""
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld as PackageMeld

    used = [0] * NUM_KINDS
    tiles: list[int] = []
    melds = []
    for meld in hand.melds:
        ids = [_take(kind, used) for kind in meld.kinds]
        tiles += ids
        meld_type = PackageMeld.CHI if meld.is_sequence else PackageMeld.PON
        if meld.kind.is_kong:
            meld_type = PackageMeld.KAN
        melds.append(PackageMeld(meld_type, ids, opened=meld.kind.is_open))
    concealed = [_take(kind, used) for kind in hand.concealed]
    win = next(t for t in concealed if t // COPIES == hand.win_tile)
    config = HandConfig(
        is_tsumo=hand.situation.self_draw, options=OptionalRules(has_open_tanyao=True)
    )
    return tiles + concealed, win, melds, config


def _hands(seed: int, count: int) -> list[GeneratedHand]:
    rng = random.Random(seed)
    return [random_winning_hand(rng, closed=False) for _ in range(count)]


def _ours(hands: Sequence[GeneratedHand]) -> Callable[[], object]:
    def run() -> None:
        for h in hands:
            score_win(h.concealed, h.melds, h.win_tile, h.situation)

    return run


def _package_scorer() -> Callable[[Sequence[GeneratedHand]], Callable[[], object]] | None:
    """The package's HandCalculator over prepared arguments (conversion not timed)."""
    try:
        from mahjong.hand_calculating.hand import HandCalculator
    except ImportError:
        return None

    def prepare(hands: Sequence[GeneratedHand]) -> Callable[[], object]:
        prepared = [package_arguments(h) for h in hands]

        def run() -> None:
            for tiles, win, melds, config in prepared:
                HandCalculator.estimate_hand_value(tiles, win, melds, config=config)

        return run

    return prepare


def _best_rate(
    prepare: Callable[[Sequence[GeneratedHand]], Callable[[], object]],
    warm_up: Sequence[GeneratedHand],
    hands: Sequence[GeneratedHand],
    passes: int,
) -> float:
    """Hands per second: the best of ``passes`` runs over ``hands``, after one over
    ``warm_up``."""
    prepare(warm_up)()
    run = prepare(hands)
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return round(len(hands) / best, 1)


def _take(kind: int, used: list[int]) -> int:
    tile = kind * COPIES + used[kind]
    used[kind] += 1
    return tile


def _situation(rng: random.Random) -> WinSituation:
    win_by = rng.choice([WinBy.TSUMO, WinBy.TSUMO, WinBy.RON, WinBy.RON, WinBy.ROB_KONG])
    flowers = tuple(rng.randrange(NUM_KINDS) for _ in range(rng.randint(1, 3)))
    return WinSituation(
        win_by=win_by,
        dealer=rng.random() < 0.5,
        declared_ready=rng.random() < 0.3,
        after_kong=rng.random() < 0.05,
        last_tile=rng.random() < 0.05,
        flower_indicators=flowers,
    )


def _seven_pairs(rng: random.Random) -> list[int]:
    palette = _palette(rng)
    kinds: list[int] = []
    while len(kinds) < 14:
        kind = rng.choice(palette)
        if kinds.count(kind) <= 2:
            kinds += [kind, kind]
    return kinds


def _standard(rng: random.Random, closed: bool) -> tuple[list[int], tuple[Meld, ...]]:
    """Four sets and a pair from a small palette; retried until no kind has a fifth copy."""
    while True:
        palette = _palette(rng)
        sets = [_random_set(rng, palette) for _ in range(4)]
        for i in range(1, 4):
            if rng.random() < 0.15 and len(set(sets[i - 1])) == 3:
                sets[i] = sets[i - 1]  # 一杯口 material
        pair = [rng.choice(palette)] * 2
        counts = [0] * NUM_KINDS
        for kind in pair + [k for s in sets for k in s]:
            counts[kind] += 1
        if max(counts) <= COPIES:
            return _with_melds(rng, sets, pair, counts, closed)


def _with_melds(
    rng: random.Random,
    sets: list[list[int]],
    pair: list[int],
    counts: list[int],
    closed: bool,
) -> tuple[list[int], tuple[Meld, ...]]:
    concealed = list(pair)
    melds: list[Meld] = []
    used = [0] * NUM_KINDS
    for kinds in sets:
        kind = _meld_kind(rng, kinds, counts, closed)
        if kind is None:
            concealed += kinds
            continue
        if kind.is_kong:
            kinds = [kinds[0]] * 4
            counts[kinds[0]] = 4
        tiles = tuple(_take(k, used) for k in kinds)
        melds.append(Meld(kind, tiles, None if kind is MeldKind.CONCEALED_KONG else tiles[0]))
    return concealed, tuple(melds)


def _meld_kind(
    rng: random.Random, kinds: list[int], counts: list[int], closed: bool
) -> MeldKind | None:
    if closed or rng.random() < 0.7:
        return None
    if kinds[0] != kinds[1]:
        return MeldKind.CHI
    if counts[kinds[0]] == 3 and rng.random() < 0.4:
        return rng.choice([MeldKind.KONG, MeldKind.CONCEALED_KONG, MeldKind.ADDED_KONG])
    return MeldKind.PON


def _palette(rng: random.Random) -> list[int]:
    suits = rng.sample(range(3), rng.choice([1, 1, 2, 2, 3]))
    kinds = [s * 9 + n for s in suits for n in range(9)]
    if rng.random() < 0.5:
        kinds += HONOURS
    return kinds


def _random_set(rng: random.Random, palette: list[int]) -> list[int]:
    kind = rng.choice(palette)
    if kind < 27 and kind % 9 <= 6 and kind + 2 in palette and rng.random() < 0.6:
        return [kind, kind + 1, kind + 2]
    return [kind] * 3
