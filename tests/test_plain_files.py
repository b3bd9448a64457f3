"""The one opener for appended files (mahjong2p/store/plain_files.py) by what it says and keeps:
each kind of thing at a path named in the one line, a link never followed, a missing file
not created unless asked, no descriptor left open when it refuses, and the folder probe.
tests/test_no_file_hangs.py proves nothing hangs; these kill the mutants it left alive
(docs/mutation.md)."""

from __future__ import annotations

import logging
import os
import socket
from pathlib import Path

import pytest

from mahjong2p.store.plain_files import NotAPlainFile, kind_of, open_plain, probe_folder

PROC_FDS = Path("/proc/self/fd")
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs, devices, /proc")


def _descriptors() -> int:
    return len(os.listdir(PROC_FDS))


def _make(path: Path, kind: str) -> None:
    if kind == "a FIFO":
        os.mkfifo(path)
    elif kind == "a folder":
        path.mkdir()
    elif kind == "a link":
        (path.parent / "real").write_text("x")
        path.symlink_to(path.parent / "real")
    elif kind == "a link to nothing":
        path.symlink_to(path.parent / "gone")
    elif kind == "not a regular file":
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))
        server.close()


KINDS = ["a FIFO", "a folder", "a link", "a link to nothing", "not a regular file"]


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_is_named_and_refused_in_one_line(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "hand.json"
    _make(path, kind)
    assert kind_of(path) == kind
    before = _descriptors()
    with pytest.raises(NotAPlainFile) as refused:
        open_plain(path)
    assert str(refused.value) == f"hand.json is {kind}, not a regular file"
    assert _descriptors() == before


@posix_only
def test_a_device_is_named_refused_and_let_go(tmp_path: Path) -> None:
    device = Path(os.devnull)
    assert kind_of(device) == "a device"
    before = _descriptors()
    with pytest.raises(NotAPlainFile, match=r"^null is a device, not a regular file$"):
        open_plain(device)
    assert _descriptors() == before  # the descriptor it got is closed again


def test_a_regular_file_or_nothing_is_no_kind(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    assert kind_of(tmp_path / "file") is None
    assert kind_of(tmp_path / "missing") is None


def test_a_missing_file_is_made_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    with pytest.raises(FileNotFoundError):
        open_plain(path, create=False)
    assert not path.exists()
    handle = open_plain(path)
    try:
        os.write(handle, b"one\n")
    finally:
        os.close(handle)
    handle = open_plain(path, create=False)
    try:
        os.write(handle, b"two\n")  # appended, never over what is there
    finally:
        os.close(handle)
    assert path.read_bytes() == b"one\ntwo\n"


@posix_only
def test_the_probe_makes_the_folder_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    before = _descriptors()
    probe_folder(folder, ".probe")
    assert folder.is_dir() and list(folder.iterdir()) == []
    assert _descriptors() == before


@posix_only
def test_the_probe_sets_aside_a_fifo_and_says_so(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    os.mkfifo(tmp_path / ".probe")
    with caplog.at_level(logging.WARNING, logger="mahjong2p.store.plain_files"):
        probe_folder(tmp_path, ".probe")
    (kept,) = [p for p in tmp_path.iterdir()]
    assert kept.name.startswith(".probe.unusable-") and kind_of(kept) == "a FIFO"
    assert caplog.messages == [f".probe is a FIFO, not a regular file; kept as {kept.name}"]
