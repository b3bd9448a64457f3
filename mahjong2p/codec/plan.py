"""The plans of the file codec (:mod:`mahjong2p.codec.core`): how it writes and reads a
value of each type a file's dataclass may have — whole numbers, flags, text, probabilities,
enums, optional values, lists, tables and nested dataclasses, each checked by its marks —
and, made once per class at its first use, the class's writer and reader.

The class's writer and reader are written out as one function each, as :mod:`dataclasses`
writes a class's ``__init__``: a plain value's reader carries its ``expression`` (the
:class:`~mahjong2p.codec.fields.Fields` call it makes), which the class's reader makes
itself, so a field costs what a hand-written reader's line cost.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar, get_args, get_origin

from mahjong2p.codec.fields import Fields, shown
from mahjong2p.codec.marks import (
    Bounds,
    Check,
    Custom,
    Decoder,
    Encoder,
    Entries,
    MaxLength,
    NotStored,
    Probability,
    Reading,
    Stored,
)

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


MARKS: dict[type, dict[str, tuple[Any, ...]]] = {}
ORDER: dict[type, tuple[str, ...]] = {}
NAMES: dict[type, Mapping[str, Any]] = {}


KEPT_PLANS = 64  # the files' dataclasses are a few dozen: each plan is made once


@functools.lru_cache(maxsize=KEPT_PLANS)
def plan_of(cls: type) -> _Plan:
    """How each stored field of ``cls`` is written and read, made once per class."""
    hints = typing.get_type_hints(cls, localns=NAMES.get(cls), include_extras=True)
    extra = MARKS.get(cls, {})
    fields = [field for field in dataclasses.fields(cls) if field.init]
    if cls in ORDER:
        fields.sort(key=lambda field: ORDER[cls].index(field.name))
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
    """The class's writer, written out as one function: the fields always written first
    as one table (``out = {"seed": value.seed, …}``), in the file's order, then one line a
    field from the first that is written only when set or inline (``out.update(…)``).
    An enum's and a list's forms are written out too, so a line costs no call."""
    scope: dict[str, Any] = {}
    together = len(writers)
    for index, (_, _, _, omit_default, _, inline) in enumerate(writers):
        if omit_default or inline:
            together = index
            break
    entries = []
    for index, (name, key, write, _, _, _) in enumerate(writers[:together]):
        scope[f"w{index}"] = write
        entries.append(f"{key!r}: {_written(f'value.{name}', write, index)}")
    lines = ["def write(value):", f"    out = {{{', '.join(entries)}}}"]
    for index, (name, key, write, omit_default, default, inline) in enumerate(writers):
        if index < together:
            continue
        item, scope[f"w{index}"], scope[f"d{index}"] = f"value.{name}", write, default
        if inline:
            line = f"out.update(w{index}({item}))"
        else:
            line = f"out[{key!r}] = {_written(item, write, index)}"
        if omit_default:
            lines += [f"    if {item} != d{index}:", f"        {line}"]
        else:
            lines.append(f"    {line}")
    lines.append("    return out")
    return _compiled(lines, scope, "write")


def _written(item: str, write: Encoder | None, index: int) -> str:
    """The expression that writes ``item`` with the field's writer ``write``."""
    if write is None:
        return item
    if write is list:
        return f"list({item})"
    if write is _enum_value:  # _value_: the member's own attribute; .value is a descriptor
        return f"{item}._value_"
    return f"w{index}({item})"


def _enum_value(member: enum.Enum) -> Any:
    """The writer of an enum's member: its value, as the file spells it."""
    return member.value


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


def _called(call: str) -> Decoder:
    """The reader that makes the :class:`Fields` call ``call`` (``{key}`` for the key),
    carrying it as its ``expression`` for the class's reader to write out."""
    source = f"lambda table, key, _: {call.format(key='key')}"
    read: Decoder = eval(source, {})  # the call is one of the four written in _scalar
    read.expression = call  # type: ignore[attr-defined]
    return read


def split(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    """A type and its marks (``Annotated[int, Bounds(1, 4)]`` → ``int, (Bounds(1, 4),)``)."""
    if get_origin(hint) is Annotated:
        kind, *marks = get_args(hint)
        return kind, tuple(marks)
    return hint, ()


def mark(marks: tuple[Any, ...], kind: type[T]) -> T | None:
    return next((m for m in marks if isinstance(m, kind)), None)


def same(value: Any) -> Any:
    """The writer of a value written as it is."""
    return value


def codec_of(kind: Any, marks: tuple[Any, ...], stored: Stored) -> tuple[Encoder, Decoder]:
    """The writer and reader of a field of type ``kind``."""
    origin, args = get_origin(kind), get_args(kind)
    if origin in (types.UnionType, typing.Union) and type(None) in args:
        inner, inner_marks = split(next(a for a in args if a is not type(None)))
        return _optional(*codec_of(inner, (*inner_marks, *marks), stored))
    if origin is tuple:
        return _tuple(args, marks, stored)
    if origin in (dict, Mapping):
        return _table(args, marks, stored)
    if dataclasses.is_dataclass(kind):
        noun = stored.noun
        return (
            lambda value: plan_of(kind).write(value),
            lambda table, key, _: plan_of(kind).read(table.table(key, noun), True),
        )
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        members = {member.value: member for member in kind}
        options = list(members)
        return _enum_value, lambda table, key, _: members[table.one_of(key, options)]
    return same, _scalar(kind, marks)


def _scalar(kind: Any, marks: tuple[Any, ...]) -> Decoder:
    """The reader of a plain value, checked by its marks."""
    check = mark(marks, Check)
    if kind is bool:
        call = "table.flag({key})"
    elif kind is int:
        bounds = mark(marks, Bounds) or Bounds()
        call = f"table.integer({{key}}, {bounds.minimum!r}, {bounds.maximum!r})"
    elif kind is str:
        length = mark(marks, MaxLength)
        call = f"table.text({{key}}, {None if length is None else length.limit!r})"
    elif kind is float and mark(marks, Probability):
        call = "table.probability({key})"
    else:
        raise TypeError(f"the file codec cannot store a {kind!r}")
    read = _called(call)
    if check is None:
        return read

    def checked(table: Fields, key: str, so_far: Reading) -> Any:
        value = read(table, key, so_far)
        if not check.test(value):
            raise table.error(key, check.problem.format(value=value))
        return value

    return checked


def _optional(write: Encoder, read: Decoder) -> tuple[Encoder, Decoder]:
    """``null`` for ``None``, else the value's own form."""

    def read_optional(table: Fields, key: str, so_far: Reading) -> Any:
        return None if table.is_null(key) else read(table, key, so_far)

    if write is same:
        return same, read_optional
    return (lambda v: None if v is None else write(v)), read_optional


def _fits(kind: Any, marks: tuple[Any, ...]) -> Callable[[Any], bool]:
    """Whether a list entry is a value of ``kind`` within its marks."""
    if kind is int:
        bounds = mark(marks, Bounds) or Bounds()
        low, high = bounds.minimum, bounds.maximum
        return lambda v: type(v) is int and v >= low and (high is None or v <= high)
    if kind is str:
        length = mark(marks, MaxLength)
        limit = None if length is None else length.limit
        return lambda v: isinstance(v, str) and (limit is None or len(v) <= limit)
    raise TypeError(f"the file codec cannot store a list of {kind!r}")


def _tuple(
    args: tuple[Any, ...], marks: tuple[Any, ...], stored: Stored
) -> tuple[Encoder, Decoder]:
    """A list: of tables (each read with its key path; an entry that is not a table is
    :class:`Entries`'s problem if there is one), or of plain values refused as a whole by
    :class:`Entries`'s one problem."""
    kind, entry_marks = split(args[0])
    entry_marks = entry_marks or marks  # a described field's marks are its entries'
    size = None if len(args) == 2 and args[1] is Ellipsis else len(args)
    rule = mark(marks, Entries)
    if dataclasses.is_dataclass(kind):

        def read_tables(table: Fields, key: str, _: Reading) -> Any:
            read, found = plan_of(kind).read, []
            for index, value in enumerate(table.entries(key)):
                path = f"{key}[{index}]" if stored.indexed else key
                if not isinstance(value, dict):
                    if rule is not None:
                        raise table.error(key, rule.problem)
                    raise table.error(path, f"must be a table, not {shown(value)}")
                found.append(read(table.inner(path, value), True))
            return tuple(found)

        def write_tables(value: Any) -> Any:
            write = plan_of(kind).write
            return [write(entry) for entry in value]

        return write_tables, read_tables
    if rule is None:
        raise TypeError("a list of plain values needs an Entries mark")
    most = size if size is not None else rule.most
    fits = _fits(kind, entry_marks)

    def read_values(table: Fields, key: str, _: Reading) -> Any:
        found = table.entries(key)
        wrong_size = (size is not None and len(found) != size) or (
            most is not None and len(found) > most
        )
        if wrong_size or not all(map(fits, found)):
            raise table.error(key, rule.problem)
        return tuple(found)

    return list, read_values


def _table(
    args: tuple[Any, ...], marks: tuple[Any, ...], stored: Stored
) -> tuple[Encoder, Decoder]:
    """A table of values by key: every member of an enum (each one required), or free
    keys, each passing the table's :class:`Check` on keys."""
    key_kind, (value_kind, value_marks) = args[0], split(args[1])
    value_marks = value_marks or marks  # a described field's marks are its values'
    write_value, read_value = codec_of(value_kind, value_marks, Stored())
    if isinstance(key_kind, type) and issubclass(key_kind, enum.Enum):
        members = tuple(key_kind)

        def read_members(table: Fields, key: str, so_far: Reading) -> Any:
            inner = table.table(key, stored.noun)
            found = {m: read_value(inner, m.value, so_far) for m in members}
            inner.finish()
            return found

        def write_members(value: Mapping[Any, Any]) -> Any:
            return {m.value: write_value(value.get(m, 0)) for m in members}

        return write_members, read_members
    key_check = mark(marks, Check)

    def read_keys(table: Fields, key: str, so_far: Reading) -> Any:
        inner = table.table(key, stored.noun)
        names = list(inner.rest())
        if key_check is not None:
            for name in names:
                if not key_check.test(name):
                    raise inner.error(name, key_check.problem.format(value=name))
        return {name: read_value(inner, name, so_far) for name in names}

    def write_keys(value: Mapping[str, Any]) -> Any:
        items = sorted(value.items()) if stored.sort else value.items()
        if write_value is same:
            return dict(items)
        return {name: write_value(item) for name, item in items}

    return write_keys, read_keys
