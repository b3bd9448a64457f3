"""Refit the CPU's win-chance models from self-play: ``python -m mahjong2p.sim.calibrate``.

The constants in :mod:`mahjong2p.ai.win_chance` come from here. ``normal`` without its
mistakes (:data:`PLAYER`) plays itself; at every turn decision the hand its best discard
leaves is recorded (shanten, live effective tiles, the lookahead's live waits at 1-shanten,
live wall tiles, whether the opponent had declared 报听) with how the hand ended, and a
logistic regression per shanten is fitted by Newton's method. Rerun it after changing how
the CPU plays (the chances are those of the CPU's own play) and paste the printed tuples
into ``win_chance.py``.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mahjong2p.ai.assess import rank_discards
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.danger import ReadyWatch
from mahjong2p.ai.efficiency import Shape, effective_tiles, expected_ready_waits
from mahjong2p.ai.levels import NORMAL, Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.ai.win_chance import BY_SHANTEN
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.match import Match
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

NEWTON_STEPS = 40
# Competent, plain play: counts tiles, declares 报听, neither defends nor makes mistakes.
PLAYER: Level = dataclasses.replace(NORMAL, name="calibration", mistake_rate=0.0)


@dataclass(frozen=True, slots=True)
class Sample:
    seat: int
    shanten: int
    live: float
    next_live: float
    live_wall: int
    declared: bool


class Recorder:
    """:data:`PLAYER`, noting the hand its best discard leaves at every turn decision."""

    def __init__(self, seed: int, samples: list[Sample]) -> None:
        self._agent = CpuAgent(PLAYER, seed)
        self._watch = ReadyWatch()
        self._samples = samples

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if len(legal) > 1 and any(a.kind is ActionKind.DISCARD for a in legal):
            self._samples.append(self._sample(view))
        return self._agent.choose(view, legal)

    def _sample(self, view: PlayerView) -> Sample:
        outlook = Outlook.of(view, PLAYER, self._watch)
        counts = counts_of(kind_of(t) for t in view.concealed)
        melds = tuple(view.melds[view.seat])
        best = rank_discards(counts, melds, outlook, PLAYER)[0]
        found = best.assessment
        next_live = 0.0
        if found.shanten == 1:
            counts[best.kind] -= 1
            shape = Shape.of(melds)
            _, useful = effective_tiles(counts, shape, outlook.unseen)
            next_live = expected_ready_waits(counts, shape, list(outlook.unseen), useful)
        declared = view.declared_ready[view.opponent]
        return Sample(view.seat, found.shanten, found.live, next_live, view.live_count, declared)


def collect(hands: int, seed: int) -> list[tuple[Sample, int | None]]:
    """Samples of ``hands`` self-play hands, each with the hand's winner."""
    match = Match(seed)
    labelled: list[tuple[Sample, int | None]] = []
    for _ in range(hands):
        samples: list[Sample] = []
        hand = match.new_hand()
        play_hand(hand, [Recorder(seed, samples), Recorder(seed + 1, samples)])
        labelled += [(s, hand.winner) for s in samples]
        match.finish(hand)
    return labelled


def fit(features: np.ndarray, won: np.ndarray) -> list[float]:
    """Logistic regression weights (Newton's method with a little ridge)."""
    weights = np.zeros(features.shape[1])
    for _ in range(NEWTON_STEPS):
        p = 1 / (1 + np.exp(-features @ weights))
        hessian = features.T @ (features * (p * (1 - p))[:, None])
        hessian += 1e-6 * np.eye(features.shape[1])
        weights += np.linalg.solve(hessian, features.T @ (won - p))
    return [round(float(w), 3) for w in weights]


def models(data: list[tuple[Sample, int | None]]) -> dict[str, object]:
    """The three models of :mod:`mahjong2p.ai.win_chance`, fitted to ``data``."""

    def rows(samples: list[tuple[Sample, int | None]], *columns: str) -> np.ndarray:
        return np.array([[1.0, *(_column(s, c) for c in columns)] for s, _ in samples])

    def wins(samples: list[tuple[Sample, int | None]]) -> np.ndarray:
        return np.array([float(winner == s.seat) for s, winner in samples])

    last = len(BY_SHANTEN) - 1
    by_shanten = []
    for shanten in range(last + 1):
        part = [d for d in data if min(d[0].shanten, last) == shanten]
        by_shanten.append(tuple(fit(rows(part, "live", "wall", "declared"), wins(part))))
    one = [d for d in data if d[0].shanten == 1]
    lookahead = fit(rows(one, "live", "next", "wall", "declared"), wins(one))
    declared = [d for d in data if d[0].declared]
    lost = np.array([float(w is not None and w != s.seat) for s, w in declared])
    return {
        "BY_SHANTEN": tuple(by_shanten),
        "LOOKAHEAD": tuple(lookahead),
        "OPPONENT_FINISH": tuple(fit(rows(declared, "wall"), lost)),
    }


def _column(sample: Sample, name: str) -> float:
    if name == "declared":
        return float(sample.declared)
    value = {"live": sample.live, "next": sample.next_live, "wall": sample.live_wall}[name]
    return math.log1p(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args()
    data = collect(args.hands, args.seed)
    print(f"# {len(data)} decisions from {args.hands} hands, seed {args.seed}")
    for name, value in models(data).items():
        print(f"{name} = {value}")


if __name__ == "__main__":
    main()
