"""The JSON form of a file's dataclasses, from their own fields and types: one codec for
every file the game keeps, instead of a reader and a writer per file.

A field's type says how it is read and written (int, bool, str, a probability, an enum, an
optional value, a tuple, a table of values, a nested dataclass: :mod:`.codec_types`); the
limits a hand edit must not pass ride on the type as :data:`typing.Annotated` marks
(:class:`Bounds`, :class:`MaxLength`, :class:`Check` …), and :class:`Stored` says what is
particular to the file (the key's name, a key older files lack, a key written only when it
holds something): :mod:`.codec_marks`. A class that belongs to another layer (the engine's
config, the bean account) gets its marks from the file's module through :func:`describe`,
so it learns nothing about files.

Reading goes through :class:`~mahjong2p.store.fields.Fields`, so every problem is the same
one-line message the hand-written readers gave, and every table refuses a key nobody asked
for. The plan for a class — each field's key, reader and writer — is made once, at its first
use, and written out as one reader and one writer function for the class, as
:mod:`dataclasses` writes a class's ``__init__``: a field costs what a hand-written line
cost, and a replay list reads fifty files at a time.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from mahjong2p.store.codec_marks import (
    Bounds,
    Check,
    Custom,
    Decoder,
    Encoder,
    Entries,
    Forgiven,
    MaxLength,
    NotStored,
    Probability,
    Reading,
    Stored,
)
from mahjong2p.store.codec_types import codec_of, mark, same, split
from mahjong2p.store.fields import Fields

__all__ = [
    "Bounds",
    "Check",
    "Custom",
    "Entries",
    "Forgiven",
    "MaxLength",
    "NotStored",
    "Probability",
    "Reading",
    "Stored",
    "decode",
    "describe",
    "encode",
    "of",
]

T = TypeVar("T")

# a field as written: (name, key, writer or None to write the value as it is, written only
# when not the default, the default, the writer gives keys, not a value)
_Writer = tuple[str, str, Encoder | None, bool, Any, bool]
_Reader = tuple[str, str, Decoder, bool]  # (name, key, reader, older files may lack the key)


@dataclass(frozen=True, slots=True)
class _Plan:
    writers: tuple[_Writer, ...]  # in the file's order
    readers: tuple[_Reader, ...]  # in reading order: the early ones first
    write: Callable[[Any], dict[str, Any]]  # the writers, written out as one function
    read: Callable[[Fields, bool], Any]  # the readers likewise, with the class made: (table,
    # finish it); a reading that forgives, or given fields, goes field by field instead


_MARKS: dict[type, dict[str, tuple[Any, ...]]] = {}
_ORDER: dict[type, tuple[str, ...]] = {}
_NAMES: dict[type, Mapping[str, Any]] = {}


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
    _MARKS[cls] = {name: m if isinstance(m, tuple) else (m,) for name, m in marks.items()}
    if order:
        _ORDER[cls] = order
    if names:
        _NAMES[cls] = names
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


@functools.cache
def plan_of(cls: type) -> _Plan:
    """How each stored field of ``cls`` is written and read, made once per class."""
    hints = typing.get_type_hints(cls, localns=_NAMES.get(cls), include_extras=True)
    extra = _MARKS.get(cls, {})
    fields = [field for field in dataclasses.fields(cls) if field.init]
    if cls in _ORDER:
        fields.sort(key=lambda field: _ORDER[cls].index(field.name))
    writers: list[_Writer] = []
    readers: list[tuple[bool, _Reader]] = []
    for field in fields:
        kind, marks = split(hints[field.name])
        marks = (*marks, *extra.get(field.name, ()))
        if mark(marks, NotStored):
            continue
        stored = mark(marks, Stored) or Stored()
        custom = mark(marks, Custom)
        if custom is not None:
            write, read = custom.encode, custom.decode
        else:
            write, read = codec_of(kind, marks, stored)
        default = field.default
        if field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        key = stored.key or field.name
        inline = custom is not None and custom.inline
        as_is = None if write is same else write
        writers.append((field.name, key, as_is, stored.omit_default, default, inline))
        readers.append((not stored.early, (field.name, key, read, stored.since)))
    readers.sort(key=lambda entry: entry[0])  # stable: the early ones first, in order
    in_order = tuple(reader for _, reader in readers)
    return _Plan(tuple(writers), in_order, _writer(writers), _reader(cls, in_order))


def _writer(writers: list[_Writer]) -> Callable[[Any], dict[str, Any]]:
    """The class's writer: one line a field (``out["seed"] = value.seed`` …)."""
    lines, scope = ["def write(value):", "    out = {}"], {}
    for index, (name, key, write, omit_default, default, inline) in enumerate(writers):
        item, scope[f"w{index}"], scope[f"d{index}"] = f"value.{name}", write, default
        if write is None:
            line = f"out[{key!r}] = {item}"
        elif inline:
            line = f"out.update(w{index}({item}))"
        else:
            line = f"out[{key!r}] = w{index}({item})"
        if omit_default:
            lines += [f"    if {item} != d{index}:", f"        {line}"]
        else:
            lines.append(f"    {line}")
    lines.append("    return out")
    return _compiled(lines, scope, "write")


def _reader(cls: type, readers: tuple[_Reader, ...]) -> Callable[[Fields, bool], Any]:
    """The class's reader: one line a field (``values["seed"] = table.integer("seed", 0,
    …)`` for a plain value, a call of the field's reader otherwise), then the table
    finished and the class made."""
    lines = ["def read(table, finish):", "    values = Reading()", "    values.dropped = None"]
    scope: dict[str, Any] = {"Reading": Reading, "cls": cls}
    for index, (name, key, read, since) in enumerate(readers):
        scope[f"r{index}"] = read
        expression = getattr(read, "expression", None)
        call = f"r{index}(table, {key!r}, values)"
        line = (
            f"values[{name!r}] = {call if expression is None else expression.format(key=repr(key))}"
        )
        if since:
            lines += [f"    if table.has({key!r}):", f"        {line}"]
        else:
            lines.append(f"    {line}")
    lines += ["    if finish:", "        table.finish()", "    return cls(**values)"]
    return _compiled(lines, scope, "read")


def _compiled(lines: list[str], scope: dict[str, Any], name: str) -> Any:
    """The function ``name`` that ``lines`` define, its free names taken from ``scope``
    (the lines are made above from a dataclass's field names and ``repr`` of its keys)."""
    exec("\n".join(lines), scope)
    return scope[name]
