"""``score --jsonl``: one JSON object per input line, one result per output line.

A malformed line — bad JSON, bad fields, bytes that are not UTF-8 — answers
``{"error": "..."}`` on its own output line and the run goes on, so a batch keeps its order
line for line; only a stream that cannot be read at all (an I/O error) stops the run, as
an :class:`InputError` (exit 2). Lines are decoded one by one from the byte stream when
there is one, so one bad line cannot spoil the others whatever the locale.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable, Sequence
from typing import IO, Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import read_json_object


def score_lines(
    source: IO[str],
    out: IO[str],
    fields: Sequence[str],
    score: Callable[[dict[str, Any]], dict[str, Any]],
) -> int:
    """Score every line of ``source`` with ``score`` and write one JSON line each."""
    lines: Iterable[str | bytes] = getattr(source, "buffer", source)
    try:
        for number, line in enumerate(lines, start=1):
            answer = _answer(line, number, fields, score)
            out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise InputError(f"standard input cannot be read: {exc}") from None
    return 0


def _answer(
    raw: str | bytes,
    number: int,
    fields: Sequence[str],
    score: Callable[[dict[str, Any]], dict[str, Any]],
) -> dict[str, Any]:
    try:
        line = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        return {"error": f"line {number}: not UTF-8 text"}
    if not line.strip():
        return {"error": f"line {number}: empty (expected one JSON object)"}
    try:
        return score(read_json_object(io.StringIO(line), fields))
    except InputError as exc:
        return {"error": f"line {number}: {exc}"}
