"""#24 item 7: bean_table.json (the 72-tile hand in progress) is read through the guarded
reader. Nested 5,000 deep, a FIFO, a link to /dev/zero, an unreadable file, a room no
longer in rooms.toml: each is moved aside (never overwritten) with one line, and the mode
goes on at the room select; temporary files of killed writes do not pile up."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.store import journal
from mahjong2p.store.bean_table_save import TableInProgress, save_table
from mahjong2p.store.hand_files import TABLE_FILE

RULES = load_rooms()


def _resume(folder: Path) -> tuple[BeanTable | None, BeanWallet]:
    wallet = BeanWallet.in_memory(RULES)
    return BeanTable.resume(wallet, folder), wallet


def _aside(folder: Path, tag: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{TABLE_FILE}.{tag}-")]


def _one_line(wallet: BeanWallet, *words: str) -> None:
    assert wallet.notice is not None and "\n" not in wallet.notice
    for word in words:
        assert word in wallet.notice


def test_nested_5000_deep_is_set_aside_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / TABLE_FILE).write_text("[" * 5000 + "]" * 5000)
    table, wallet = _resume(tmp_path)
    assert table is None
    _one_line(wallet, "nested", "kept as")
    assert len(_aside(tmp_path, "damaged")) == 1 and not (tmp_path / TABLE_FILE).exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_a_fifo_does_not_hang_the_mode(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / TABLE_FILE)
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(_resume(tmp_path)), daemon=True)
    worker.start()
    worker.join(timeout=10)
    assert done, "reading a FIFO hung"
    _one_line(done[0][1], "not a regular file")  # type: ignore[index]
    assert len(_aside(tmp_path, "unusable")) == 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_link_to_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    (tmp_path / TABLE_FILE).symlink_to("/dev/zero")
    table, wallet = _resume(tmp_path)
    assert table is None
    _one_line(wallet, "not a regular file")
    kept = _aside(tmp_path, "unusable")
    assert len(kept) == 1 and kept[0].is_symlink()


def test_an_unreadable_file_is_set_aside_and_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / TABLE_FILE
    path.write_text('{"a saved hand": "the player may want back"}')
    original = path.read_bytes()

    def denied(*_: object) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(journal, "read_capped", denied)  # the hand file's reader
    table, wallet = _resume(tmp_path)
    monkeypatch.undo()
    assert table is None
    _one_line(wallet, "could not be read", "Permission denied")
    kept = _aside(tmp_path, "unreadable")
    assert len(kept) == 1 and kept[0].read_bytes() == original
    sat = BeanTable(wallet, RULES.room("novice"), 5, folder=tmp_path)
    sat.begin_hand()  # the next sit-down writes its own file, not over the old one
    assert kept[0].read_bytes() == original


def test_a_file_that_cannot_be_set_aside_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / TABLE_FILE
    path.write_text("{not json")

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("mahjong2p.store.atomic.os.replace", refuse)
    table, wallet = _resume(tmp_path)
    assert table is None and not wallet.keep_table
    _one_line(wallet, "could not be set aside")
    assert path.read_text() == "{not json"


def test_a_room_no_longer_in_rooms_toml_is_said_and_set_aside(tmp_path: Path) -> None:
    save_table(TableInProgress("closed_room", 1, 0, 0, 5000), tmp_path)
    original = (tmp_path / TABLE_FILE).read_bytes()
    table, wallet = _resume(tmp_path)
    assert table is None
    _one_line(wallet, "closed_room", "rooms.toml")
    kept = _aside(tmp_path, "unknown-room")
    assert len(kept) == 1 and kept[0].read_bytes() == original


def test_temporary_files_of_killed_writes_are_removed(tmp_path: Path) -> None:
    for n in range(5):
        (tmp_path / f"{TABLE_FILE}.k{n}.tmp").write_text(json.dumps({"half": n}))
    table, _ = _resume(tmp_path)
    assert table is None
    assert list(tmp_path.iterdir()) == []
