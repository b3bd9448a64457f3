"""The one exception a user's input may cause at the command line, and the last guard that
keeps its message one short line."""

from __future__ import annotations

import re

from mahjong2p.codec.safe_json import QUOTE_LIMIT

LINE_LIMIT = 400  # characters of an error line
_LONG_QUOTE = re.compile(rf"'[^'\n]{{{QUOTE_LIMIT + 1},}}'")  # a quoted value too long to show


class InputError(ValueError):
    """Malformed input; the message names the field and what is wrong, in one line."""


def one_line(message: str) -> str:
    """``message`` as one line for standard error: line breaks flattened, a long quoted
    value (argparse quotes the whole of a bad argument) cut to about 60 characters, and the
    whole cut to :data:`LINE_LIMIT` — a 50 MB bad value must not come back whole."""
    flat = " ".join(message.splitlines())
    short = _LONG_QUOTE.sub(lambda m: f"{m[0][: QUOTE_LIMIT - 1]}…'", flat)
    return short if len(short) <= LINE_LIMIT else f"{short[: LINE_LIMIT - 1]}…"
