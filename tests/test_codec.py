"""The file codec (mahjong2p/codec/core.py, plan.py): a dataclass's JSON form from its
fields and types, its limits from Annotated marks, every problem the one-line message of the Fields
reader, unknown keys refused, keys older files lack read as defaults, a forgiving reading
that keeps the rest, and the plan of a class made once, not per object."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Annotated

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.codec import plan as codec_plan
from mahjong2p.codec.core import decode, describe, encode
from mahjong2p.codec.fields import Fields
from mahjong2p.codec.marks import Bounds, Check, Entries, Forgiven, MaxLength, Probability, Stored


class Fault(ValueError):
    pass


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True, slots=True)
class Inner:
    amount: Annotated[int, Bounds(0, 99)]
    name: Annotated[str, MaxLength(5), Check(str.isalpha, "not a word: {value!r}")] = "a"


@dataclass(frozen=True, slots=True)
class Outer:
    count: Annotated[int, Bounds(1, 5)]
    colour: Colour
    chance: Annotated[float, Probability()]
    pair: Annotated[tuple[int, int], Bounds(0, 9), Entries("must be two digits")]
    inner: Inner
    maybe: Inner | None = None
    rows: tuple[Inner, ...] = ()
    counts: Annotated[dict[str, Annotated[int, Bounds(0, 9)]], Stored(sort=True)] = None  # type: ignore[assignment]
    # a key older files lack, written only when set
    later: Annotated[bool, Stored(key="since_v2", since=True, omit_default=True)] = False


@dataclass(frozen=True, slots=True)
class Foreign:
    """A class of another layer: its marks and its order in the file come from describe."""

    b: int
    a: int


describe(Foreign, order=("a", "b"), a=Bounds(0, 3), b=Stored(key="bee"))


@dataclass(frozen=True, slots=True)
class Loose:
    level: Annotated[int, Bounds(0, 3)] = 0
    sound: bool = False


GOOD = {
    "count": 3,
    "colour": "blue",
    "chance": 0.25,
    "pair": [1, 2],
    "inner": {"amount": 7, "name": "abc"},
    "maybe": None,
    "rows": [{"amount": 1, "name": "x"}],
    "counts": {"a": 1, "b": 2},
}


def fields(data: dict[str, object]) -> Fields:
    return Fields(data, lambda key, problem: Fault(f"{key}: {problem}"))


def read(data: dict[str, object], cls: type = Outer) -> object:
    return decode(cls, fields(data))


def problem(data: dict[str, object]) -> str:
    with pytest.raises(Fault) as error:
        read(data)
    return str(error.value)


def test_a_file_reads_and_writes_back_key_for_key() -> None:
    value = read(GOOD)
    assert isinstance(value, Outer) and value.colour is Colour.BLUE and value.pair == (1, 2)
    assert value.inner == Inner(7, "abc") and value.rows == (Inner(1, "x"),)
    assert json.dumps(encode(value)) == json.dumps(GOOD)  # the same keys, in the same order


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"count": 6}, "count: must be at most 5, not 6"),
        ({"count": True}, "count: must be a whole number, not true"),
        ({"colour": "green"}, "colour: must be one of red, blue, not 'green'"),
        ({"chance": 2}, "chance: must be a probability between 0 and 1, not 2.0"),
        ({"pair": [1, 2, 3]}, "pair: must be two digits"),
        ({"pair": [1, 10]}, "pair: must be two digits"),
        ({"inner": {"amount": 100}}, "inner.amount: must be at most 99, not 100"),
        ({"inner": {"amount": 1, "name": "a1"}}, "inner.name: not a word: 'a1'"),
        ({"inner": {"amount": 1, "name": "abcdef"}}, "inner.name: must be at most 5"),
        ({"inner": {"amount": 1, "name": "a", "extra": 0}}, "inner.extra: unknown key"),
        ({"inner": {"amount": 1}}, "inner.name: missing"),  # a default is not a key to omit
        ({"maybe": 3}, "maybe: must be a table, not 3"),
        ({"rows": [{"amount": 1, "name": "a"}, 4]}, "rows[1]: must be a table, not 4"),
        ({"rows": [{"amount": -1, "name": "a"}]}, "rows[0].amount: must be at least 0, not -1"),
        ({"counts": {"a": 10}}, "counts.a: must be at most 9, not 10"),
        ({"extra": 1}, "extra: unknown key"),
    ],
)
def test_each_problem_is_the_fields_readers_one_line(
    change: dict[str, object], message: str
) -> None:
    assert problem({**GOOD, **change}).startswith(message)


def test_a_missing_key_is_named_unless_older_files_lack_it() -> None:
    data = dict(GOOD)
    del data["count"]
    assert problem(data) == "count: missing"
    assert read(GOOD).later is False  # "since_v2" absent: the default
    later = read({**GOOD, "since_v2": True})
    assert later.later is True and encode(later)["since_v2"] is True


def test_a_described_class_takes_its_marks_and_the_files_order() -> None:
    value = read({"a": 2, "bee": 9}, Foreign)
    assert value == Foreign(b=9, a=2) and list(encode(value)) == ["a", "bee"]
    with pytest.raises(Fault, match=r"^a: must be at most 3, not 4$"):
        read({"a": 4, "bee": 9}, Foreign)


def test_a_forgiving_reading_keeps_what_is_good_and_names_the_rest() -> None:
    data = {"level": 9, "sound": True, "zz": 1}
    dropped: list[Forgiven] = []
    assert decode(Loose, fields(data), dropped=dropped) == Loose(level=0, sound=True)
    assert dropped == [
        Forgiven("level", "level: must be at most 3, not 9"),
        Forgiven("zz", "zz: unknown key"),
    ]
    dropped = []
    assert decode(Loose, fields(data), dropped=dropped, unknown=False) == Loose(0, True)
    assert [part.key for part in dropped] == ["level"]  # a newer version's key: ignored
    with pytest.raises(Fault, match=r"^level: must be at most 3, not 9$"):
        decode(Loose, fields(data))  # the strict reading: the first problem


def test_a_forgiving_reading_of_sound_values_still_names_an_unknown_key() -> None:
    """Sound values are read in one go (the fast way); a key nobody asked for is still
    named when the reading notes them, and ignored when it does not."""
    data = {"level": 2, "sound": True, "zz": 1}
    dropped: list[Forgiven] = []
    assert decode(Loose, fields(data), dropped=dropped) == Loose(level=2, sound=True)
    assert dropped == [Forgiven("zz", "zz: unknown key")]
    dropped = []
    assert decode(Loose, fields(data), dropped=dropped, unknown=False) == Loose(2, True)
    assert dropped == []


def test_the_plan_of_a_class_is_made_once_not_per_object(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = codec_plan.typing.get_type_hints

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args[0])
        return real(*args, **kwargs)  # type: ignore[arg-type]

    codec_plan.plan_of.cache_clear()
    monkeypatch.setattr(codec_plan.typing, "get_type_hints", counted)
    for _ in range(200):
        encode(read(GOOD))
    assert sorted(c.__name__ for c in calls) == ["Inner", "Outer"]


digits = st.integers(0, 9)
inners = st.builds(Inner, st.integers(0, 99), st.text("abcxyz", min_size=1, max_size=5))


@given(
    st.builds(
        Outer,
        count=st.integers(1, 5),
        colour=st.sampled_from(Colour),
        chance=st.floats(0, 1),
        pair=st.tuples(digits, digits),
        inner=inners,
        maybe=st.none() | inners,
        rows=st.lists(inners, max_size=3).map(tuple),
        counts=st.dictionaries(st.text("ab", min_size=1, max_size=3), digits).map(
            lambda d: dict(sorted(d.items()))
        ),
        later=st.booleans(),
    )
)
def test_every_value_within_its_marks_comes_back_as_it_went(value: Outer) -> None:
    assert read(json.loads(json.dumps(encode(value)))) == value
