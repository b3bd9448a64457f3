"""The review as the JSON object of the ``review`` command (DESIGN.md), rounded for
reading: chances to 4 places, values and losses to 2."""

from __future__ import annotations

from typing import Any

from mahjong2p.review.grades import summarise
from mahjong2p.review.record import Decision, HandReview, Priced
from mahjong2p.rules.tiles import format_kinds, kind_of


def review_to_json(review: HandReview) -> dict[str, Any]:
    summary = summarise(review)
    lost = review.lost_at
    return {
        "ruleset": review.ruleset,
        "seat": review.seat,
        "currency": review.currency,
        "decisions": [_decision(d) for d in _in_order(review)],
        "summary": {
            "decisions": summary.decisions,
            "agreement": round(summary.agreement, 4),
            "loss_total": round(summary.loss_total, 2),
            "mistakes": summary.mistakes,
            "largest": [{"index": d.index, "loss": round(d.loss, 2)} for d in summary.largest],
            "not_reviewed": list(review.not_reviewed),
            "not_graded": [d.index for d in review.apart],
            "lost_at": None
            if lost is None
            else {
                "index": lost.index,
                "tile": None if lost.tile is None else format_kinds([kind_of(lost.tile)]),
                "deal_in": None if lost.deal_in is None else round(lost.deal_in, 4),
                "model_avoided": lost.model_avoided,
            },
        },
    }


def _decision(decision: Decision) -> dict[str, Any]:
    return {
        "index": decision.index,
        "kind": decision.kind.value,
        "chosen": decision.chosen.label,
        "best": decision.best.label,
        "options": [_option(p) for p in decision.options],
        "loss": round(decision.loss, 2),
        "grade": decision.grade.value,
        "by": decision.by.shown_as,
        "graded": decision.by.graded,
    }


def _in_order(review: HandReview) -> list[Decision]:
    """Every priced decision, graded or apart, in the hand's order."""
    return sorted((*review.decisions, *review.apart), key=lambda d: d.index)


def _option(priced: Priced) -> dict[str, Any]:
    return {
        "action": priced.label,
        "win_chance": round(priced.win_chance, 4),
        "value": round(priced.value, 2),
        "deal_in": round(priced.deal_in, 4),
        "weighed": priced.weighed,
    }
