"""The JSON form of a file's dataclasses, from their own fields and types: one codec for
every file the game keeps, instead of a reader and a writer per file.

A field's type says how it is read and written (int, bool, str, a probability, an enum, an
optional value, a tuple, a table of values, a nested dataclass: :mod:`.plan`); the
limits a hand edit must not pass ride on the type as :data:`typing.Annotated` marks
(:class:`Bounds`, :class:`MaxLength`, :class:`Check` …), and :class:`Stored` says what is
particular to the file (the key's name, a key older files lack, a key written only when it
holds something): :mod:`.marks`. A class that belongs to another layer (the engine's
config, the bean account) gets its marks from the file's module through :func:`describe`,
so it learns nothing about files.

Reading goes through :class:`~mahjong2p.codec.fields.Fields`, so every problem is the same
one-line message the hand-written readers gave, and every table refuses a key nobody asked
for. The plan for a class — each field's key, reader and writer — is made once, at its first
use (:mod:`.plan`), not per object: a replay list reads fifty files at a time.

Why not a library: msgspec decodes into plain dataclasses but lets unknown keys through
there and words its errors its own way, and cattrs has no bounds; both would put a
dependency into the bundle to replace the Fields reader the files already used, and the
messages the players and the tests know would change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from mahjong2p.codec.fields import Fields
from mahjong2p.codec.marks import (
    Decoder,
    Encoder,
    Forgiven,
    Reading,
    Stored,
)
from mahjong2p.codec.plan import MARKS, NAMES, ORDER, codec_of, plan_of, split

__all__ = ["decode", "describe", "encode", "of"]

T = TypeVar("T")


def describe(
    cls: type,
    *,
    order: tuple[str, ...] = (),
    names: Mapping[str, Any] | None = None,
    **marks: Any,
) -> None:
    """Give the fields of ``cls``, a dataclass of another layer, the marks its file needs
    (a mark, or a tuple of marks, per field name); where the file's order is not the
    class's, the fields' ``order`` in the file; ``names`` for the types its module imports
    only for the type checker. Call it before the class is first read or written."""
    MARKS[cls] = {name: m if isinstance(m, tuple) else (m,) for name, m in marks.items()}
    if order:
        ORDER[cls] = order
    if names:
        NAMES[cls] = names
    plan_of.cache_clear()


def of(hint: Any) -> tuple[Encoder, Decoder]:
    """The writer and reader of a value of the type ``hint`` (with its marks), for a
    :class:`Custom` field that stores part of itself as the types say."""
    kind, marks = split(hint)
    return codec_of(kind, marks, Stored())


def encode(value: Any) -> dict[str, Any]:
    """The JSON object of the dataclass ``value``, its keys in field order."""
    return plan_of(type(value)).write(value)


def decode(
    cls: type[T],
    table: Fields,
    *,
    dropped: list[Forgiven] | None = None,
    unknown: bool = True,
    finish: bool = True,
    **given: Any,
) -> T:
    """The ``cls`` in ``table``, every value checked; the table's first problem (a bad value,
    a missing or an unknown key) as its one-line error. ``given``: fields not read from the
    table (:class:`NotStored` ones, or ones a file keeps elsewhere).

    With ``dropped``, the reading forgives, for a file one hand edit must not cost the player
    (the save, the settings): a field whose value cannot be used keeps its default and its
    error is noted in ``dropped``, and so is each key nobody asked for (``unknown`` False:
    ignored, as a newer version's). ``finish`` False leaves the table's other keys to the
    caller (a table that holds more than ``cls``)."""
    plan = plan_of(cls)
    if dropped is None and not given:
        return plan.read(table, finish)  # type: ignore[no-any-return]
    if not given:  # a sound file, the common case, is read as fast as a strict one
        try:
            whole = plan.read(table, False)
        except ValueError:
            pass  # a field to forgive: read again field by field
        else:
            if unknown and dropped is not None:
                dropped.extend(
                    Forgiven(key, str(table.error(key, "unknown key"))) for key in table.rest()
                )
            return whole  # type: ignore[no-any-return]
    values = Reading()
    values.dropped = dropped
    for name, key, read, since in plan.readers:
        if name in given or (since and not table.has(key)):
            continue
        try:
            values[name] = read(table, key, values)
        except ValueError as exc:  # the files' errors (SaveDataError …) are ValueErrors
            if dropped is None:
                raise
            dropped.append(Forgiven(key, str(exc)))
    if dropped is None:
        if finish:
            table.finish()
    elif unknown:
        dropped.extend(Forgiven(key, str(table.error(key, "unknown key"))) for key in table.rest())
    return cls(**values, **given)
