"""The JSON form of a file's dataclasses, from their own fields and types: one codec for
every file the game keeps, instead of a reader and a writer per file.

A field's type says how it is read and written (int, bool, str, a probability, an enum, an
optional value, a tuple, a table of values, a nested dataclass); the limits a hand edit must
not pass ride on the type as :data:`typing.Annotated` marks (:class:`Bounds`,
:class:`MaxLength`, :class:`Check` …), and :class:`Stored` says what is particular to the
file (the key's name, a key older files lack, a key written only when it holds something).
A class that belongs to another layer (the engine's config, the bean account) gets its marks
from the file's module through :func:`describe`, so it learns nothing about files.

Reading goes through :class:`~mahjong2p.store.fields.Fields`, so every problem is the same
one-line message the hand-written readers gave, and every table refuses a key nobody asked
for. The plan for a class — each field's key, reader and writer — is made once, at its first
use, not per object: a replay list reads fifty files at a time.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, NamedTuple, TypeVar, get_args, get_origin

from mahjong2p.store.fields import Fields, shown

T = TypeVar("T")
Encoder = Callable[[Any], Any]


class Forgiven(NamedTuple):
    """A part a forgiving reading left out: its key and its one-line error."""

    key: str
    line: str


class Reading(dict[str, Any]):
    """The fields of a table read so far (a :class:`Custom` reader's third argument), and
    where a forgiving reading notes the parts it leaves out (``None``: it does not forgive)."""

    def __init__(self, dropped: list[Forgiven] | None = None) -> None:
        super().__init__()
        self.dropped = dropped


Decoder = Callable[[Fields, str, Reading], Any]  # (table, key, the fields read so far)


@dataclass(frozen=True, slots=True)
class Bounds:
    """The range of a whole number (both ends included)."""

    minimum: int = 0
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class MaxLength:
    """The most characters of a text."""

    limit: int


@dataclass(frozen=True, slots=True)
class Probability:
    """A number from 0 to 1."""


@dataclass(frozen=True, slots=True)
class Check:
    """A test of the value read (a room id's spelling …), ``problem`` the error when it
    fails, with ``{value!r}`` standing for the value."""

    test: Callable[[Any], bool]
    problem: str


@dataclass(frozen=True, slots=True)
class Entries:
    """How a list of plain values is refused: at most ``most`` entries, each fitting the
    entry type's marks, else the one ``problem`` for the whole list."""

    problem: str
    most: int | None = None


@dataclass(frozen=True, slots=True)
class Stored:
    """What is particular to a field in its file: ``key`` its name there (the field's name
    if not given); ``since`` a key older files lack (read as the field's default);
    ``omit_default`` written only when it differs from the default (so files of hands
    without it stay as they were); ``noun`` names a table's keys in its unknown-key error;
    ``sort`` writes a table's keys sorted; ``indexed`` False names the tables of a list
    without their index in an error (``recent.fan``, not ``recent[3].fan``); ``early``
    reads the field before the others, so that of several problems a table has, the one
    named is the one the hand-written readers named."""

    key: str | None = None
    since: bool = False
    omit_default: bool = False
    noun: str = "key"
    sort: bool = False
    indexed: bool = True
    early: bool = False


@dataclass(frozen=True, slots=True)
class Custom:
    """A field the types cannot say: its own writer, and its reader, given the table, the
    key and the fields read before it (who chose an action needs the actions). ``inline``:
    the writer gives keys to add to the table itself (none, or several), not a value."""

    encode: Encoder
    decode: Decoder
    inline: bool = False


@dataclass(frozen=True, slots=True)
class NotStored:
    """A field the file does not hold: never written; read as given to :func:`decode`, else
    its default."""


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    key: str
    encode: Encoder
    decode: Decoder
    since: bool
    omit_default: bool
    default: Any
    inline: bool
    stored: bool
    early: bool


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
    _plan.cache_clear()
    _reading_order.cache_clear()


def of(hint: Any) -> tuple[Encoder, Decoder]:
    """The writer and reader of a value of the type ``hint`` (with its marks), for a
    :class:`Custom` field that stores part of itself as the types say."""
    kind, marks = _split(hint)
    return _codec(kind, marks, Stored())


def encode(value: Any) -> dict[str, Any]:
    """The JSON object of the dataclass ``value``, its keys in field order."""
    out: dict[str, Any] = {}
    for field in _plan(type(value)):
        if not field.stored:
            continue
        item = getattr(value, field.name)
        if field.omit_default and item == field.default:
            continue
        if field.inline:
            out.update(field.encode(item))
        else:
            out[field.key] = field.encode(item)
    return out


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
    a missing or an unknown key) as its one-line error. ``given``: the fields the file does
    not hold (:class:`NotStored`).

    With ``dropped``, the reading forgives, for a file one hand edit must not cost the player
    (the save, the settings): a field whose value cannot be used keeps its default and its
    error is noted in ``dropped``, and so is each key nobody asked for (``unknown`` False:
    ignored, as a newer version's). ``finish`` False leaves the table's other keys to the
    caller (a table that holds more than ``cls``)."""
    values = Reading(dropped)
    for field in _reading_order(cls):
        if not field.stored or (field.since and not table.has(field.key)):
            continue
        try:
            values[field.name] = field.decode(table, field.key, values)
        except ValueError as exc:  # the files' errors (SaveDataError …) are ValueErrors
            if dropped is None:
                raise
            dropped.append(Forgiven(field.key, str(exc)))
    if dropped is None:
        if finish:
            table.finish()
    elif unknown:
        dropped.extend(Forgiven(key, str(table.error(key, "unknown key"))) for key in table.rest())
    return cls(**values, **given)


@functools.cache
def _plan(cls: type) -> tuple[_Field, ...]:
    """How each stored field of ``cls`` is written and read, made once per class."""
    hints = typing.get_type_hints(cls, localns=_NAMES.get(cls), include_extras=True)
    extra = _MARKS.get(cls, {})
    fields = [field for field in dataclasses.fields(cls) if field.init]
    if cls in _ORDER:
        fields.sort(key=lambda field: _ORDER[cls].index(field.name))
    plan = []
    for field in fields:
        kind, marks = _split(hints[field.name])
        marks = (*marks, *extra.get(field.name, ()))
        stored = _mark(marks, Stored) or Stored()
        custom = _mark(marks, Custom)
        if custom is not None:
            write, read = custom.encode, custom.decode
        elif _mark(marks, NotStored):
            write, read = _same, _same
        else:
            write, read = _codec(kind, marks, stored)
        default = field.default
        if field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        plan.append(
            _Field(
                field.name,
                stored.key or field.name,
                write,
                read,
                stored.since,
                stored.omit_default,
                default,
                custom is not None and custom.inline,
                _mark(marks, NotStored) is None,
                stored.early,
            )
        )
    return tuple(plan)


@functools.cache
def _reading_order(cls: type) -> tuple[_Field, ...]:
    """The fields in the order they are read: the early ones first."""
    return tuple(sorted(_plan(cls), key=lambda field: not field.early))


def _split(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    """A type and its marks (``Annotated[int, Bounds(1, 4)]`` → ``int, (Bounds(1, 4),)``)."""
    if get_origin(hint) is Annotated:
        kind, *marks = get_args(hint)
        return kind, tuple(marks)
    return hint, ()


def _mark(marks: tuple[Any, ...], kind: type[T]) -> T | None:
    return next((m for m in marks if isinstance(m, kind)), None)


def _same(value: Any) -> Any:
    return value


def _codec(kind: Any, marks: tuple[Any, ...], stored: Stored) -> tuple[Encoder, Decoder]:
    """The writer and reader of a field of type ``kind``."""
    origin, args = get_origin(kind), get_args(kind)
    if origin in (types.UnionType, typing.Union) and type(None) in args:
        inner, inner_marks = _split(next(a for a in args if a is not type(None)))
        return _optional(*_codec(inner, (*inner_marks, *marks), stored))
    if origin is tuple:
        return _tuple(args, marks, stored)
    if origin in (dict, Mapping):
        return _table(args, marks, stored)
    if dataclasses.is_dataclass(kind):
        return encode, lambda table, key, _: decode(kind, table.table(key, stored.noun))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        options = [member.value for member in kind]
        return (lambda v: v.value), lambda table, key, _: kind(table.one_of(key, options))
    return _same, _scalar(kind, marks)


def _scalar(kind: Any, marks: tuple[Any, ...]) -> Decoder:
    """The reader of a plain value, checked by its marks."""
    check = _mark(marks, Check)
    if kind is bool:
        read: Decoder = lambda table, key, _: table.flag(key)  # noqa: E731
    elif kind is int:
        bounds = _mark(marks, Bounds) or Bounds()
        read = lambda table, key, _: table.integer(key, bounds.minimum, bounds.maximum)  # noqa: E731
    elif kind is str:
        length = _mark(marks, MaxLength)
        limit = None if length is None else length.limit
        read = lambda table, key, _: table.text(key, limit)  # noqa: E731
    elif kind is float and _mark(marks, Probability):
        read = lambda table, key, _: table.probability(key)  # noqa: E731
    else:
        raise TypeError(f"the file codec cannot store a {kind!r}")
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

    return (lambda v: None if v is None else write(v)), read_optional


def _fits(kind: Any, marks: tuple[Any, ...], value: Any) -> bool:
    """Whether a list entry is a value of ``kind`` within its marks."""
    if kind is int:
        bounds = _mark(marks, Bounds) or Bounds()
        return (
            type(value) is int
            and value >= bounds.minimum
            and (bounds.maximum is None or value <= bounds.maximum)
        )
    if kind is str:
        length = _mark(marks, MaxLength)
        return isinstance(value, str) and (length is None or len(value) <= length.limit)
    raise TypeError(f"the file codec cannot store a list of {kind!r}")


def _tuple(
    args: tuple[Any, ...], marks: tuple[Any, ...], stored: Stored
) -> tuple[Encoder, Decoder]:
    """A list: of tables (each read with its key path; an entry that is not a table is
    :class:`Entries`'s problem if there is one), or of plain values refused as a whole by
    :class:`Entries`'s one problem."""
    kind, entry_marks = _split(args[0])
    entry_marks = entry_marks or marks  # a described field's marks are its entries'
    size = None if len(args) == 2 and args[1] is Ellipsis else len(args)
    rule = _mark(marks, Entries)
    if dataclasses.is_dataclass(kind):

        def read_tables(table: Fields, key: str, _: Reading) -> Any:
            found = []
            for index, value in enumerate(table.entries(key)):
                path = f"{key}[{index}]" if stored.indexed else key
                if not isinstance(value, dict):
                    if rule is not None:
                        raise table.error(key, rule.problem)
                    raise table.error(path, f"must be a table, not {shown(value)}")
                found.append(decode(kind, table.inner(path, value)))
            return tuple(found)

        return (lambda v: [encode(e) for e in v]), read_tables
    if rule is None:
        raise TypeError("a list of plain values needs an Entries mark")
    most = size if size is not None else rule.most

    def read_values(table: Fields, key: str, _: Reading) -> Any:
        found = table.entries(key)
        wrong_size = (size is not None and len(found) != size) or (
            most is not None and len(found) > most
        )
        if wrong_size or not all(_fits(kind, entry_marks, v) for v in found):
            raise table.error(key, rule.problem)
        return tuple(found)

    return list, read_values


def _table(
    args: tuple[Any, ...], marks: tuple[Any, ...], stored: Stored
) -> tuple[Encoder, Decoder]:
    """A table of values by key: every member of an enum (each one required), or free
    keys, each passing the table's :class:`Check` on keys."""
    key_kind, (value_kind, value_marks) = args[0], _split(args[1])
    value_marks = value_marks or marks  # a described field's marks are its values'
    write_value, read_value = _codec(value_kind, value_marks, Stored())
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
    key_check = _mark(marks, Check)

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
        return {name: write_value(item) for name, item in items}

    return write_keys, read_keys
