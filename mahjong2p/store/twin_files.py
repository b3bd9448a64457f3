"""Two copies of a save file that both hold the latest save (``beans.json`` and
``beans.json.copy``; ``save.json`` and ``save.json.copy``).

A copy one save behind would hand back the last hand's loss to a player who damages the
main file; so every save writes both copies with the same, rising sequence number
(``save_sequence``), each atomically, and loading takes the newest copy that is valid.
Each copy is read through the guarded reader (capped, never a FIFO, never a link to a
missing file taken for a first start), so the loaders only decide what a valid document
means and what to do when none is.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from mahjong2p.codec.safe_json import DataFileError, clipped, parse_json, read_capped
from mahjong2p.store import atomic

T = TypeVar("T")
COPY_SUFFIX = ".copy"
SEQUENCE_KEY = "save_sequence"
SEQUENCE_LIMIT = 10**15


def copy_path(path: Path) -> Path:
    return path.with_name(path.name + COPY_SUFFIX)


def write_both(path: Path, document: dict[str, Any], sequence: int) -> None:
    """Write ``document`` numbered ``sequence`` to both copies (OSError as usual)."""
    text = json.dumps({**document, SEQUENCE_KEY: sequence}, ensure_ascii=False, indent=1)
    atomic.write_atomically(path, text)
    atomic.write_atomically(copy_path(path), text)


@dataclass(frozen=True, slots=True)
class Copy(Generic[T]):
    """One copy as read: its value and sequence, or why it is unusable (``tag`` names the
    move-aside: damaged, unreadable, unusable, v<N>; ``missing``: no file at all)."""

    path: Path
    value: T | None = None
    sequence: int = -1
    tag: str = ""
    what: str = ""

    @property
    def missing(self) -> bool:
        return self.value is None and not self.tag


def read_copy(path: Path, limit: int, newest_schema: int, decode: Callable[[Any], T]) -> Copy[T]:
    """Read and decode one copy; ``decode`` raises ValueError/TypeError (SaveDataError is
    one) for a document it cannot use."""
    if path.is_symlink() and not path.exists():
        return Copy(path, tag="damaged", what="is a link to a file that does not exist")
    try:
        raw = read_capped(path, limit)
    except FileNotFoundError:
        return Copy(path)
    except OSError as exc:  # permission denied, an I/O error: never overwrite it blind
        return Copy(path, tag="unreadable", what=f"could not be read ({exc.strerror or exc})")
    except DataFileError as exc:  # a FIFO, a folder, 200 MB
        return Copy(path, tag="unusable", what=f"could not be used ({exc})")
    try:
        data = parse_json(raw)
    except DataFileError as exc:  # not UTF-8, not JSON, NaN, nested too deep
        return Copy(path, tag="damaged", what=f"was damaged ({exc})")
    version = data.get("schema_version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > newest_schema:
        return Copy(path, tag=f"v{version}", what=f"is from a newer version (schema {version})")
    try:
        sequence = _sequence(data)
        return Copy(path, decode(data), sequence)
    except (ValueError, TypeError, KeyError) as exc:
        first = clipped(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        return Copy(path, tag="damaged", what=f"was damaged ({first})")


def _sequence(data: Any) -> int:
    """Take the sequence number out of ``data`` (0 for a file from before it was kept)."""
    if not isinstance(data, dict) or SEQUENCE_KEY not in data:
        return 0
    value = data.pop(SEQUENCE_KEY)
    if type(value) is not int or not 0 <= value <= SEQUENCE_LIMIT:
        raise ValueError(f"{SEQUENCE_KEY}: not a save number: {clipped(repr(value))}")
    return value


def newest(copies: list[Copy[T]]) -> Copy[T] | None:
    """The valid copy with the highest sequence (the main file on a tie)."""
    valid = [c for c in copies if c.value is not None]
    return max(valid, key=lambda c: c.sequence) if valid else None


def set_aside(copies: list[Copy[T]]) -> tuple[list[str], bool]:
    """Move every unusable copy aside; the one-line notes, and whether all could be moved
    (if not, the caller must not save: a file that cannot be moved is never overwritten)."""
    notes: list[str] = []
    moved_all = True
    for c in copies:
        if c.value is not None or c.missing:
            continue
        try:
            kept = atomic._move_aside(c.path, c.tag)
        except OSError as exc:
            notes.append(f"{c.path.name} {c.what}; it could not be set aside ({exc.strerror})")
            moved_all = False
            continue
        notes.append(f"{c.path.name} {c.what}; kept as {kept.name}")
    return notes, moved_all
