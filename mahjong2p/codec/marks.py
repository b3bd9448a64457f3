"""The marks a file's dataclass gives its fields for the file codec
(:mod:`mahjong2p.codec.core`): limits on the values (:class:`Bounds`, :class:`MaxLength`,
:class:`Probability`, :class:`Check`, :class:`Entries`) and what is particular to the file
(:class:`Stored`, :class:`Custom`, :class:`NotStored`), with what a reading hands a
:class:`Custom` reader (:class:`Reading`) and notes when it forgives (:class:`Forgiven`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from mahjong2p.codec.fields import Fields

Encoder = Callable[[Any], Any]


class Forgiven(NamedTuple):
    """A part a forgiving reading left out: its key and its one-line error."""

    key: str
    line: str


class Reading(dict[str, Any]):
    """The fields of a table read so far (a :class:`Custom` reader's third argument), and
    where a forgiving reading notes the parts it leaves out (``None``: it does not forgive)."""

    __slots__ = ("dropped",)
    dropped: list[Forgiven] | None


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
