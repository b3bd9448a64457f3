"""#24 item 9: ``score --jsonl`` caps a line while reading it: a line over the cap answers its
own ``{"error": ...}`` line at a small, flat memory (read in pieces, never held whole), and
the lines around it are scored as usual. The 400 MB run (peak RSS) is
scripts/measure_jsonl_cap.py; here a line several times the cap, from a byte stream and from
a text stream."""

from __future__ import annotations

import io
import json
import tracemalloc

import pytest

from mahjong2p.cli.hand_input import MAX_INPUT_BYTES
from mahjong2p.cli.score_cmd import FIELDS, score_object
from mahjong2p.cli.score_gb import GB_FIELDS
from mahjong2p.cli.score_lines import score_lines

HAND = {"concealed": "123m456p789s11222z", "win_tile": "2z", "win_by": "ron"}
FIELD_NAMES = sorted({*FIELDS, *GB_FIELDS})


def _run(source: io.TextIOBase) -> tuple[list[dict[str, object]], int]:
    out = io.StringIO()
    tracemalloc.start()
    score_lines(source, out, FIELD_NAMES, score_object)  # type: ignore[arg-type]
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return [json.loads(line) for line in out.getvalue().splitlines()], peak


@pytest.mark.parametrize("binary", [True, False], ids=["bytes", "text"])
def test_a_line_far_over_the_cap_is_one_error_line_at_flat_memory(binary: bool) -> None:
    long_line = '{"concealed": "' + "1m" * (4 * MAX_INPUT_BYTES) + '"}'
    text = "\n".join([json.dumps(HAND), long_line, json.dumps(HAND)]) + "\n"
    del long_line
    source = io.TextIOWrapper(io.BytesIO(text.encode())) if binary else io.StringIO(text)
    del text
    answers, peak = _run(source)
    assert len(answers) == 3
    assert answers[0]["points"] == answers[2]["points"]  # type: ignore[index]
    assert answers[1] == {
        "error": f"line 2: more than {MAX_INPUT_BYTES:,} bytes (a hand is a few hundred)"
    }
    assert peak < 4 * MAX_INPUT_BYTES  # the 8 MB line was never held whole


def test_a_line_just_under_the_cap_is_read_and_judged_on_its_own() -> None:
    line = json.dumps({**HAND, "concealed": "1" * (MAX_INPUT_BYTES - 100)})
    answers, _ = _run(io.StringIO(line + "\n" + json.dumps(HAND)))
    assert "more than" not in str(answers[0]["error"])
    assert answers[1]["points"]
