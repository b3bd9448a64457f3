"""Grading a decision by the model's loss on it, and the hand's summary (docs/review.md).

Losses are in the rule set's currency: expected points in the arcade, beans in the
72-tile game. The thresholds are the model's idea of a small, a clear and a large loss,
set from the losses of whole hands played by ``random``, ``greedy`` and the levels (the
measurements are in docs/review.md): an arcade hand is worth some hundreds of points to
the model, a 72-tile hand some beans.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.review.record import Decision, Grade, HandReview

# Two options whose values differ by at most this are priced the same (agreement).
EQUAL = 0.01
# (可 up to, 疑问 up to) — above the second, 失误 — per currency.
THRESHOLDS = {"points": (20.0, 80.0), "beans": (0.5, 2.0)}
LARGEST = 3  # the largest losses a summary lists


def grade(loss: float, currency: str) -> Grade:
    if loss <= EQUAL:
        return Grade.GOOD
    ok, doubt = THRESHOLDS[currency]
    if loss <= ok:
        return Grade.OK
    return Grade.DOUBT if loss <= doubt else Grade.MISTAKE


@dataclass(frozen=True, slots=True)
class Summary:
    """``agreement``: the share of decisions graded 好 (1.0 for a hand with none);
    ``largest``: the decisions with the largest losses, largest first (losses only)."""

    decisions: int
    agreement: float
    loss_total: float
    mistakes: int
    largest: tuple[Decision, ...]


def summarise(review: HandReview) -> Summary:
    decisions = review.decisions
    agreed = sum(d.agrees for d in decisions)
    losing = sorted((d for d in decisions if not d.agrees), key=lambda d: -d.loss)
    return Summary(
        decisions=len(decisions),
        agreement=agreed / len(decisions) if decisions else 1.0,
        loss_total=sum(d.loss for d in decisions),
        mistakes=sum(d.grade is Grade.MISTAKE for d in decisions),
        largest=tuple(losing[:LARGEST]),
    )
