"""Reading JSON that a person, a damaged disk or a hostile pipe may have broken: the one
guarded reader for the save file, the replays and the command line.

``json.loads`` alone lets through what the rest of the game cannot take: ``NaN`` and
``Infinity`` (and ``1e999``, which Python reads as infinity) end as an OverflowError in the
first ``int()``; a document nested a couple of thousand deep raises RecursionError; an
integer of more than 4,300 digits raises a ValueError that is not a JSONDecodeError. And
``Path.read_bytes`` blocks forever on a FIFO and reads a 200 MB file whole. Here every one of
those is a :class:`DataFileError` with a one-line message, so each caller has a single
exception to turn into its own answer (set the file aside, exit 2).
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # the deepest real document (a save's run → hand → actions) is about 6
_CONTAINERS = (dict, list)
QUOTE_LIMIT = 60  # characters of a bad value quoted in a message


class DataFileError(ValueError):
    """Data that cannot be used as it is; the message is one line saying why."""


def clipped(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` (a key, a path, a value) on one short line, however long or multi-line it
    was: control characters escaped as in a Python literal, cut to ``limit`` characters."""
    shown = text if text.isprintable() else repr(text)[1:-1]
    return shown if len(shown) <= limit else f"{shown[: limit - 1]}…"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error line, cut like :func:`clipped`."""
    return clipped(repr(value), limit)


def parse_json(data: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The parsed document in ``data`` (bytes are UTF-8; a leading byte-order mark, as
    Notepad writes, is allowed), or :class:`DataFileError`."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataFileError(f"not UTF-8 text (byte {exc.start})") from None
    try:
        parsed = json.loads(
            data.removeprefix("\ufeff"),
            parse_constant=_refuse_constant,
            parse_float=_finite_number,
        )
    except RecursionError:
        raise DataFileError(f"nested more than {max_depth} deep") from None
    except json.JSONDecodeError as exc:
        raise DataFileError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except ValueError as exc:  # int() refuses more than 4,300 digits
        if isinstance(exc, DataFileError):
            raise
        raise DataFileError("a number of more than 4,300 digits") from None
    if _too_deep(parsed, max_depth):
        raise DataFileError(f"nested more than {max_depth} deep")
    return parsed


def _refuse_constant(name: str) -> Any:
    raise DataFileError(f"{name} is not a number JSON allows")


def _finite_number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise DataFileError(f"{clipped(text)} is too large a number")
    return value


def _too_deep(value: Any, max_depth: int) -> bool:
    """Do lists and objects nest more than ``max_depth`` deep in ``value``? Level by
    level, without recursion (the caller's code may recurse over what is accepted)."""
    level = [value] if type(value) in _CONTAINERS else []
    for _ in range(max_depth):
        level = [
            child
            for node in level
            for child in (node.values() if type(node) is dict else node)
            if type(child) in _CONTAINERS
        ]
        if not level:
            return False
    return True


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, refused (:class:`DataFileError`) if it is
    something else — a FIFO would block the start forever, a folder cannot be read — or
    longer than ``limit`` bytes. OSError as usual for a missing or unreadable file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags)
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise DataFileError("not a regular file")
        if info.st_size > limit:
            raise DataFileError(f"{info.st_size:,} bytes, more than the {limit:,} allowed")
        with os.fdopen(handle, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    finally:
        os.close(handle)
    if len(data) > limit:
        raise DataFileError(f"more than the {limit:,} bytes allowed")
    return data


def load_json_file(path: Path, limit: int) -> Any:
    """:func:`read_capped` then :func:`parse_json`."""
    return parse_json(read_capped(path, limit))
