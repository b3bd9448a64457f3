"""The 欢乐豆 save file: ``beans.json`` beside the arcade's ``save.json``, never inside it,
so a damaged file of one mode never costs the other mode's progress.

Schema version 1 holds the beans, the day and count of 破产补助 taken, the last room, the
per-room records, the fan counts and the last settled hand. Every save writes it twice —
``beans.json`` and ``beans.json.copy``, the same latest account with the same save number
(:mod:`~mahjong2p.store.twin_files`) — and loading takes the newest valid copy, so
damaging one file gives back nothing. Loading never raises; a copy that cannot be used is
moved aside as ``beans.json.damaged-<time>`` (``unreadable``, ``unusable`` likewise; a
newer schema as ``.v<N>-<time>``) and the player is told where the beans came from. Only
when no copy is usable does a new account start, with today's 破产补助 counted as used. If
a file cannot be moved aside, this session does not save, so it is never overwritten.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated, Any

from mahjong2p.codec.core import decode, describe, encode, of
from mahjong2p.codec.fields import Fields
from mahjong2p.codec.marks import Bounds, Check, Custom, Entries, MaxLength, Stored
from mahjong2p.paths import user_data_dir
from mahjong2p.progression.beans.account import BeanAccount, new_account
from mahjong2p.progression.beans.hand_marks import OpenHand, SettledRecord
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.stats import BeanStats, RoomRecord
from mahjong2p.progression.progress import SaveDataError
from mahjong2p.progression.rooms import ROOM_ID, BeanRules
from mahjong2p.rules.gb.deals import DEAL_VERSION, FIRST_DEAL
from mahjong2p.store import saves
from mahjong2p.store.twin_files import copy_path, newest, read_copy, set_aside, write_both

BEANS_FILE = "beans.json"
BEANS_SCHEMA_VERSION = 1
BEANS_LIMIT = 1024 * 1024  # bytes; a real file is a few kilobytes
SAVED_LIMIT = 10**15  # beans or counts beyond any play (a hand wins at most a few 100,000)
FAN_ID = re.compile(r"[a-z][a-z0-9_]{0,59}")
RECORD_KEYS = ("hands", "wins", "losses", "draws", "escapes", "beans_won", "beans_lost")


@dataclass(frozen=True, slots=True)
class LoadedBeans:
    """The account to start from, a message when a file was set aside or a copy restored,
    whether this session may write the files (see
    :class:`mahjong2p.store.saves.Loaded`), and the save number it continues from."""

    account: BeanAccount
    message: str | None = None
    can_save: bool = True
    sequence: int = 0


def beans_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / BEANS_FILE


def load_beans(
    rules: BeanRules, folder: Path | None = None, today: datetime.date | None = None
) -> LoadedBeans:
    """The newest valid copy of the account; a copy that is not valid is set aside and the
    player told which copy the beans came from. Only when no copy is usable (and one was
    there) does a new account start — with ``today``'s 破产补助 counted as used, so
    damaging the files is never a way to more beans."""
    path = beans_path(folder)
    saves.remove_leftover_temps(path)
    copies = [
        read_copy(p, BEANS_LIMIT, BEANS_SCHEMA_VERSION, account_from_json)
        for p in (path, copy_path(path))
    ]
    best = newest(copies)
    notes, can_save = set_aside(copies)
    if best is not None and best.value is not None:
        if notes:
            notes.append(f"the beans were restored from {best.path.name} (save {best.sequence})")
        return LoadedBeans(best.value, "; ".join(notes) or None, can_save, best.sequence)
    if all(c.missing for c in copies):
        return LoadedBeans(new_account(rules))  # a first start
    day = today or datetime.date.today()
    fresh = replace(new_account(rules), relief=ReliefUse(day, rules.relief.per_day))
    tail = "new account (today's 破产补助 counted as used)"
    if not can_save:
        tail += "; this session will not be saved"
    return LoadedBeans(fresh, "; ".join([*notes, tail]), can_save)


def save_beans(account: BeanAccount, folder: Path | None = None, sequence: int = 0) -> str | None:
    """Write the account to both copies as save number ``sequence``; ``None`` on success,
    else a one-line message (disk full …)."""
    path = beans_path(folder)
    try:
        write_both(path, account_to_json(account), sequence)
    except OSError as exc:
        return f"the beans could not be saved to {path} ({exc.strerror or exc})"
    return None


# ---------------------------------------------------------------- JSON
def _room_id(value: str) -> bool:
    return ROOM_ID.fullmatch(value) is not None


SAVED = Bounds(0, SAVED_LIMIT)
ROOM = Check(_room_id, "not a room id: {value!r}")
write_fans, read_fans = of(
    Annotated[
        dict[str, Annotated[int, Bounds(1, SAVED_LIMIT)]],
        Check(FAN_ID.fullmatch, "not a fan id"),
    ]
)


def _day_json(day: datetime.date | None) -> str | None:
    return None if day is None else day.isoformat()


def _read_day(table: Fields, key: str, _: Any) -> datetime.date | None:
    if table.is_null(key):
        return None
    text = table.text(key)
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise table.error(key, f"must be a date like 2026-12-01, not {text!r}") from None


def _stats_json(stats: BeanStats) -> dict[str, Any]:
    rooms = [{"id": room_id, **encode(record)} for room_id, record in stats.rooms.items()]
    return {"rooms": rooms, "fan_counts": write_fans(stats.fan_counts)}


def _read_stats(top: Fields, key: str, so_far: Any) -> BeanStats:
    """The per-room records (a list of tables, each naming its room) and the fan counts
    (fan id, the scorer's snake_case name → the winning hands that had it)."""
    records: dict[str, RoomRecord] = {}
    for table in top.tables("rooms"):
        room_id = table.text("id")
        if not _room_id(room_id):
            raise table.error("id", f"not a room id: {room_id!r}")
        if room_id in records:
            raise table.error("id", f"{room_id!r} appears twice")
        record = decode(RoomRecord, table)
        _check_record(table, record)
        records[room_id] = record
    return BeanStats(records, read_fans(top, "fan_counts", so_far))


describe(ReliefUse, day=Custom(_day_json, _read_day), used=SAVED)
describe(RoomRecord, **dict.fromkeys([*RECORD_KEYS, "biggest_win"], SAVED))
describe(
    OpenHand,
    room=ROOM,
    seed=SAVED,
    hand_number=SAVED,
    dealer=Bounds(0, 1),
    cpu_beans=SAVED,
    deal=Bounds(FIRST_DEAL, DEAL_VERSION),
)
describe(
    SettledRecord,
    before=(SAVED, Entries("must be the two purses before the hand")),
    moved=Bounds(-SAVED_LIMIT, SAVED_LIMIT),
    played_at=MaxLength(40),
)
describe(
    BeanAccount,
    order=("beans", "relief", "last_room", "stats", "settled", "open_hand", "record"),
    beans=SAVED,
    stats=Custom(_stats_json, _read_stats, inline=True),
    last_room=ROOM,
    settled=(Stored(key="settled_hand", since=True), MaxLength(60)),
    open_hand=Stored(since=True),
    record=Stored(key="settled_record", since=True),
)


def account_to_json(account: BeanAccount) -> dict[str, Any]:
    return {"schema_version": BEANS_SCHEMA_VERSION, **encode(account)}


def account_from_json(data: Any) -> BeanAccount:
    """The account in ``data`` (parsed JSON of schema version 1); SaveDataError naming the
    key for anything a hand edit could break."""
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, lambda key, problem: SaveDataError(f"{key}: {problem}"))
    top.integer("schema_version", minimum=BEANS_SCHEMA_VERSION, maximum=BEANS_SCHEMA_VERSION)
    return decode(BeanAccount, top)


def _check_record(table: Fields, record: RoomRecord) -> None:
    """The counts a hand edit could make disagree."""
    results = record.wins + record.losses + record.draws + record.escapes
    if results != record.hands:
        raise table.error("hands", f"is {record.hands}, but the results add up to {results}")
    if record.biggest_win > record.beans_won:
        raise table.error("biggest_win", f"is more than beans_won ({record.beans_won})")
