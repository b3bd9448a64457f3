"""``score --jsonl``: one JSON object per input line, one result per output line.

A malformed line — bad JSON, bad fields, bytes that are not UTF-8 — answers
``{"error": "..."}`` on its own output line and the run goes on, so a batch keeps its order
line for line; only a stream that cannot be read at all (an I/O error) stops the run, as
an :class:`InputError` (exit 2). Lines are decoded one by one from the byte stream when
there is one, so one bad line cannot spoil the others whatever the locale.

The cap on a line (:data:`~mahjong2p.cli.hand_input.MAX_INPUT_BYTES`) holds while reading:
a line is read at most one byte past the cap, and the rest of a longer line is skipped in
small chunks, so a 400 MB line costs a flat few megabytes (it took 2.37 GB and 49 s read
whole) and answers its own ``{"error": ...}`` line.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator, Sequence
from typing import IO, Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import MAX_INPUT_BYTES, read_json_object


def score_lines(
    source: IO[str],
    out: IO[str],
    fields: Sequence[str],
    score: Callable[[dict[str, Any]], dict[str, Any]],
) -> int:
    """Score every line of ``source`` with ``score`` and write one JSON line each."""
    stream: IO[Any] = getattr(source, "buffer", source)
    try:
        for number, line in enumerate(_capped_lines(stream), start=1):
            answer = _answer(line, number, fields, score)
            out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise InputError(f"standard input cannot be read: {exc}") from None
    return 0


SKIP_CHUNK = 64 * 1024


def _capped_lines(stream: IO[Any], limit: int = MAX_INPUT_BYTES) -> Iterator[str | bytes | None]:
    """The lines of ``stream``, each read at most ``limit + 1`` long; ``None`` for a longer
    line, whose rest is read past in :data:`SKIP_CHUNK` pieces and dropped."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or line[-1:] in ("\n", b"\n"):
            yield line
            continue
        while True:  # the rest of the long line, never held whole
            rest = stream.readline(SKIP_CHUNK)
            if not rest or rest[-1:] in ("\n", b"\n"):
                break
        yield None


def _answer(
    raw: str | bytes | None,
    number: int,
    fields: Sequence[str],
    score: Callable[[dict[str, Any]], dict[str, Any]],
) -> dict[str, Any]:
    if raw is None:
        return {
            "error": f"line {number}: more than {MAX_INPUT_BYTES:,} bytes (a hand is a few hundred)"
        }
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
