"""``review FILE [--json]``: the 复盘 of one saved replay (either rule set) by the CPU's
model, from the player's view at each decision (DESIGN.md, docs/review.md).

A file that cannot be read, is not a replay, or whose actions do not replay is one line
on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from mahjong2p.cli.errors import InputError
from mahjong2p.codec.safe_json import clipped, load_json_file
from mahjong2p.replay.record import Replay, ReplayError, replay_from_json
from mahjong2p.review.grades import summarise
from mahjong2p.review.json_form import review_to_json
from mahjong2p.review.record import HandReview
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.actions import Action
from mahjong2p.store.replays import REPLAY_LIMIT

NAME = "review"
HELP = "review the player's decisions in a saved replay with the CPU's model"
REASON_LIMIT = 160  # characters of the engine's reason in the error line
GRADES_ZH = {"good": "好", "ok": "可", "doubt": "疑问", "mistake": "失误"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a replay file (the game's replays folder)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    replay = read_replay(args.file)
    check_actions(args.file, replay)
    try:
        review = review_hand(replay.start(), replay.actions, by=replay.deciders())
    except Exception as exc:  # the engine is not built to take damaged actions politely
        raise InputError(f"{args.file.name}: the review failed ({_why(exc)})") from exc
    if args.json:
        print(json.dumps(review_to_json(review), ensure_ascii=False))
    else:
        print("\n".join(review_lines(review)))
    return 0


def check_actions(path: Path, replay: Replay) -> None:
    """An InputError naming the first action of ``replay`` the engine refuses, and why."""
    try:
        hand = replay.start()
    except Exception as exc:  # a deal the engine cannot make from the file's numbers
        raise InputError(f"{path.name}: the hand cannot be dealt ({_why(exc)})") from exc
    for number, action in enumerate(replay.actions, start=1):
        try:
            hand.apply(action)
        except Exception as exc:  # the engine is not built to take damaged actions politely
            raise InputError(
                f"{path.name}: the actions do not replay: action {number} of "
                f"{len(replay.actions)} ({_action_words(action)}): {_why(exc)}"
            ) from exc


def _action_words(action: Action) -> str:
    """The action as the file gives it, short (its JSON form)."""
    return clipped(json.dumps(action.to_json(), ensure_ascii=False, separators=(",", ":")))


def _why(exc: Exception) -> str:
    """The exception's first line, or its type when it has no message."""
    text = str(exc).splitlines()[0] if str(exc).strip() else ""
    return clipped(text, REASON_LIMIT) if text else type(exc).__name__


def read_replay(path: Path) -> Replay:
    """The replay in ``path``, or an InputError naming what is wrong."""
    try:
        return replay_from_json(load_json_file(path, REPLAY_LIMIT))
    except (OSError, ValueError) as exc:  # DataFileError and ReplayError among them
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        noun = "not a replay" if isinstance(exc, ReplayError) else "cannot be read"
        raise InputError(f"{path.name}: {noun}: {why}") from exc


def review_lines(review: HandReview) -> list[str]:
    """The review as text: a header, one line per decision, the summary."""
    unit = review.currency
    lines = [
        f"{review.ruleset} hand, seat {review.seat}; losses in expected {unit} "
        "(the CPU model's opinion, not the truth)"
    ]
    for d in review.decisions:
        grade = f"{d.grade.value} {GRADES_ZH[d.grade.value]}"
        verdict = "as the model" if d.agrees else f"model: {d.best.label}, loss {d.loss:.2f}"
        lines.append(
            f"#{d.index:<3} {d.kind.value:<8} chose {d.chosen.label:<14} {verdict} [{grade}]"
        )
    summary = summarise(review)
    lines.append(
        f"{summary.decisions} decisions, agreement {summary.agreement:.0%}, "
        f"loss {summary.loss_total:.2f} {unit}, {summary.mistakes} mistakes"
    )
    if review.not_reviewed:
        lines.append(f"stage choices not reviewed: {len(review.not_reviewed)}")
    lost = review.lost_at
    if lost is not None:
        seen = "no choice" if lost.deal_in is None else f"deal-in chance {lost.deal_in:.0%}"
        other = ", the model would have played otherwise" if lost.model_avoided else ""
        lines.append(f"lost at #{lost.index} ({seen}{other})")
    return lines
