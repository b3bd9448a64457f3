"""The two copies of a save (mahjong2p/store/twin_files.py) through their own
interface: which copy is read as what, the save number's check, which copy wins, and what
is said and done when one cannot be set aside. The loaders' tests (tests/test_bean_saves.py,
tests/test_saves.py) drive the same code through one save format each; these kill the
mutants they left alive (docs/mutation.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.store import atomic, twin_files
from mahjong2p.store.twin_files import (
    SEQUENCE_KEY,
    SEQUENCE_LIMIT,
    Copy,
    copy_path,
    newest,
    read_copy,
    set_aside,
    write_both,
)

LIMIT = 4096
SCHEMA = 3
SEEN: list[Any] = []


def _decode(data: Any) -> dict[str, Any]:
    """A loader's decode: a dict with ``beans``, else a ValueError naming what is wrong."""
    SEEN.append(data)
    if not isinstance(data, dict) or not isinstance(data.get("beans"), int):
        raise ValueError("beans: not a number\nsecond line")
    if data.get("raise") == "key":
        raise KeyError("stage")
    if data.get("raise") == "bare":
        raise TypeError
    return data


def _write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document))
    return path


def _read(path: Path) -> Copy[dict[str, Any]]:
    return read_copy(path, LIMIT, SCHEMA, _decode)


def test_both_copies_hold_the_document_and_its_number(tmp_path: Path) -> None:
    path = tmp_path / "beans.json"
    write_both(path, {"beans": 7, "name": "雀士"}, 12)
    assert copy_path(path) == tmp_path / "beans.json.copy"
    for each in (path, copy_path(path)):
        assert json.loads(each.read_text("utf-8")) == {"beans": 7, "name": "雀士", SEQUENCE_KEY: 12}
        read = _read(each)
        assert (read.value, read.sequence, read.tag, read.missing) == (
            {"beans": 7, "name": "雀士"},
            12,
            "",
            False,
        )


def test_a_file_from_before_the_numbers_is_number_zero(tmp_path: Path) -> None:
    read = _read(_write(tmp_path / "old.json", {"beans": 5}))
    assert (read.value, read.sequence) == ({"beans": 5}, 0)


DOCUMENTED_BOUND = 10**15  # docs/beans.md: a save's numbers are at most 10¹⁵


@pytest.mark.parametrize("number", [0, 1, 10**9, SEQUENCE_LIMIT, DOCUMENTED_BOUND])
def test_a_save_number_in_range_is_taken(tmp_path: Path, number: int) -> None:
    read = _read(_write(tmp_path / "beans.json", {"beans": 5, SEQUENCE_KEY: number}))
    assert (read.value, read.sequence) == ({"beans": 5}, number)


@pytest.mark.parametrize(
    "number", ["9", -1, True, False, 1.0, None, [3], SEQUENCE_LIMIT + 1, DOCUMENTED_BOUND + 1]
)
def test_a_save_number_that_is_not_one_sets_the_copy_aside(tmp_path: Path, number: object) -> None:
    """Not a TypeError out of the comparison: the copy is damaged, said in one line."""
    read = _read(_write(tmp_path / "beans.json", {"beans": 5, SEQUENCE_KEY: number}))
    assert read.value is None and read.tag == "damaged" and not read.missing
    assert read.what.startswith(f"was damaged ({SEQUENCE_KEY}: not a save number: ")


def test_a_valid_save_reached_through_a_link_loads(tmp_path: Path) -> None:
    target = _write(tmp_path / "elsewhere.json", {"beans": 9, SEQUENCE_KEY: 4})
    link = tmp_path / "beans.json"
    link.symlink_to(target)
    read = _read(link)
    assert (read.value, read.sequence, read.tag) == ({"beans": 9}, 4, "")


def test_a_link_to_nothing_is_damaged_not_a_first_start(tmp_path: Path) -> None:
    link = tmp_path / "beans.json"
    link.symlink_to(tmp_path / "gone.json")
    read = _read(link)
    assert read.tag == "damaged" and not read.missing
    assert read.what == "is a link to a file that does not exist"


def test_no_file_is_missing(tmp_path: Path) -> None:
    read = _read(tmp_path / "beans.json")
    assert read.missing and read.value is None and read.tag == ""


def test_a_file_that_cannot_be_read_is_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path / "beans.json", {"beans": 1})

    def denied(path: Path, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(twin_files, "read_capped", denied)
    read = _read(path)
    assert (read.tag, read.what) == ("unreadable", "could not be read (Permission denied)")
    assert not read.missing


def test_a_read_error_without_a_reason_says_what_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path / "beans.json", {"beans": 1})

    def failed(path: Path, limit: int) -> bytes:
        raise OSError("the disk went away")

    monkeypatch.setattr(twin_files, "read_capped", failed)
    assert _read(path).what == "could not be read (the disk went away)"


def test_a_document_that_is_not_a_table_is_the_loader_s_to_refuse(tmp_path: Path) -> None:
    """A bare number or list has no save number to take: the loader says what is wrong."""
    for document in (5, [1, 2], "beans"):
        read = _read(_write(tmp_path / "beans.json", document))
        assert (read.tag, read.what) == ("damaged", "was damaged (beans: not a number)")


def test_a_folder_or_an_oversized_file_is_unusable(tmp_path: Path) -> None:
    (tmp_path / "beans.json").mkdir()
    read = _read(tmp_path / "beans.json")
    assert (read.tag, read.what) == ("unusable", "could not be used (not a regular file)")
    big = _write(tmp_path / "big.json", {"beans": 1, "pad": "x" * LIMIT})
    assert _read(big).tag == "unusable"


def test_a_copy_that_is_not_json_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "beans.json"
    path.write_bytes(b'{"beans": 1')
    read = _read(path)
    assert read.tag == "damaged" and read.what.startswith("was damaged (")


@pytest.mark.parametrize(
    ("document", "what"),
    [
        ({"beans": "lots"}, "was damaged (beans: not a number)"),
        ({"beans": 1, "raise": "key"}, "was damaged ('stage')"),
        ({"beans": 1, "raise": "bare"}, "was damaged (TypeError)"),
    ],
)
def test_a_document_the_loader_refuses_is_damaged_in_one_line(
    tmp_path: Path, document: dict[str, Any], what: str
) -> None:
    read = _read(_write(tmp_path / "beans.json", document))
    assert (read.value, read.tag, read.what) == (None, "damaged", what)


@pytest.mark.parametrize("schema", [SCHEMA + 1, SCHEMA + 40])
def test_a_newer_schema_is_kept_as_its_version(tmp_path: Path, schema: int) -> None:
    SEEN.clear()
    read = _read(_write(tmp_path / "beans.json", {"beans": 1, "schema_version": schema}))
    assert (read.value, read.tag) == (None, f"v{schema}")
    assert read.what == f"is from a newer version (schema {schema})"
    assert SEEN == []  # never decoded


@pytest.mark.parametrize("schema", [SCHEMA, 1, True, "9"])
def test_this_schema_or_an_older_one_or_not_a_number_is_decoded(
    tmp_path: Path, schema: object
) -> None:
    read = _read(_write(tmp_path / "beans.json", {"beans": 1, "schema_version": schema}))
    assert read.value == {"beans": 1, "schema_version": schema} and read.tag == ""


def test_the_newest_valid_copy_wins_and_the_main_file_on_a_tie(tmp_path: Path) -> None:
    main, copy = tmp_path / "a", tmp_path / "a.copy"
    assert newest([Copy(main, {"v": 1}, 4), Copy(copy, {"v": 2}, 5)]) == Copy(copy, {"v": 2}, 5)
    assert newest([Copy(main, {"v": 1}, 6), Copy(copy, {"v": 2}, 5)]) == Copy(main, {"v": 1}, 6)
    assert newest([Copy(main, {"v": 1}, 5), Copy(copy, {"v": 2}, 5)]) == Copy(main, {"v": 1}, 5)
    damaged = Copy(copy, None, 9, "damaged", "was damaged (x)")
    assert newest([Copy(main, {"v": 1}, 2), damaged]) == Copy(main, {"v": 1}, 2)
    assert newest([damaged, Copy(main)]) is None


def test_setting_aside_moves_the_unusable_and_leaves_the_rest(tmp_path: Path) -> None:
    bad = _write(tmp_path / "beans.json", {"beans": "x"})
    good = _write(tmp_path / "beans.json.copy", {"beans": 1})
    copies = [_read(bad), _read(good), _read(tmp_path / "missing.json")]
    notes, moved_all = set_aside(copies)
    assert moved_all
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("beans.json.damaged-")]
    assert notes == [f"beans.json was damaged (beans: not a number); kept as {kept.name}"]
    assert json.loads(kept.read_text()) == {"beans": "x"}
    assert good.exists() and not bad.exists()
    assert not (tmp_path / "missing.json").exists()


def test_a_copy_that_cannot_be_set_aside_is_said_and_the_other_is_still_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = tmp_path / "beans.json"
    main.mkdir()
    copy = tmp_path / "beans.json.copy"
    copy.write_bytes(b"\x00")
    real = atomic._move_aside

    def stuck(path: Path, tag: str) -> Path:
        if path == main:
            raise PermissionError(13, "Permission denied")
        return real(path, tag)

    monkeypatch.setattr(atomic, "_move_aside", stuck)
    notes, moved_all = set_aside([_read(main), _read(copy)])
    assert not moved_all
    assert notes[0] == (
        "beans.json could not be used (not a regular file); "
        "it could not be set aside (Permission denied)"
    )
    assert len(notes) == 2 and notes[1].startswith("beans.json.copy was damaged (")
    assert main.is_dir() and not copy.exists()
    assert [p.name.split("-")[0] for p in tmp_path.iterdir() if p != main] == [
        "beans.json.copy.damaged"
    ]


def test_a_sequence_never_reaches_the_decoder(tmp_path: Path) -> None:
    SEEN.clear()
    _read(_write(tmp_path / "beans.json", {"beans": 3, SEQUENCE_KEY: 2}))
    assert SEEN == [{"beans": 3}]
