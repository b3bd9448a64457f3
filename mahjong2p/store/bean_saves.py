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
from typing import Any

from mahjong2p.paths import user_data_dir
from mahjong2p.progression.beans.account import BeanAccount, new_account
from mahjong2p.progression.beans.hand_marks import OpenHand, SettledRecord
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.stats import BeanStats, RoomRecord
from mahjong2p.progression.progress import SaveDataError
from mahjong2p.progression.rooms import ROOM_ID, BeanRules
from mahjong2p.rules.gb.deals import DEAL_VERSION, FIRST_DEAL
from mahjong2p.store import saves
from mahjong2p.store.fields import Fields
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
def account_to_json(account: BeanAccount) -> dict[str, Any]:
    day = account.relief.day
    return {
        "schema_version": BEANS_SCHEMA_VERSION,
        "beans": account.beans,
        "relief": {"day": None if day is None else day.isoformat(), "used": account.relief.used},
        "last_room": account.last_room,
        "rooms": [
            {
                "id": room_id,
                **{key: getattr(r, key) for key in RECORD_KEYS},
                "biggest_win": r.biggest_win,
            }
            for room_id, r in account.stats.rooms.items()
        ],
        "fan_counts": dict(account.stats.fan_counts),
        "settled_hand": account.settled,
        "open_hand": None if account.open_hand is None else _open_hand_json(account.open_hand),
        "settled_record": None if account.record is None else _record_json(account.record),
    }


def _open_hand_json(mark: OpenHand) -> dict[str, Any]:
    return {
        "room": mark.room,
        "seed": mark.seed,
        "hand_number": mark.hand_number,
        "dealer": mark.dealer,
        "cpu_beans": mark.cpu_beans,
        "deal": mark.deal,
    }


def _record_json(record: SettledRecord) -> dict[str, Any]:
    return {
        "before": list(record.before),
        "moved": record.moved,
        "played_at": record.played_at,
        "escaped": record.escaped,
    }


def _error(key: str, problem: str) -> SaveDataError:
    return SaveDataError(f"{key}: {problem}")


def account_from_json(data: Any) -> BeanAccount:
    """The account in ``data`` (parsed JSON of schema version 1); SaveDataError naming the
    key for anything a hand edit could break."""
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, _error)
    top.integer("schema_version", minimum=BEANS_SCHEMA_VERSION, maximum=BEANS_SCHEMA_VERSION)
    last_room = (
        None if top.is_null("last_room") else _room_id(top, "last_room", top.text("last_room"))
    )
    account = BeanAccount(
        beans=top.integer("beans", maximum=SAVED_LIMIT),
        relief=_relief(top.table("relief")),
        stats=BeanStats(_rooms(top), _fans(top.table("fan_counts"))),
        last_room=last_room,
        settled=_settled(top),
        open_hand=_open_hand(top),
        record=_record(top),
    )
    top.finish()
    return account


def _settled(top: Fields) -> str | None:
    """The last settled hand's key (absent in files from before it was kept)."""
    if not top.has("settled_hand") or top.is_null("settled_hand"):
        return None
    return top.text("settled_hand", max_length=60)


def _open_hand(top: Fields) -> OpenHand | None:
    """The hand dealt and not settled (absent in files from before it was kept)."""
    if not top.has("open_hand") or top.is_null("open_hand"):
        return None
    table = top.table("open_hand")
    mark = OpenHand(
        room=_room_id(table, "room", table.text("room")),
        seed=table.integer("seed", maximum=SAVED_LIMIT),
        hand_number=table.integer("hand_number", maximum=SAVED_LIMIT),
        dealer=table.integer("dealer", maximum=1),
        cpu_beans=table.integer("cpu_beans", maximum=SAVED_LIMIT),
        deal=table.integer("deal", minimum=FIRST_DEAL, maximum=DEAL_VERSION),
    )
    table.finish()
    return mark


def _record(top: Fields) -> SettledRecord | None:
    """The settled hand's numbers for its records (absent in files from before)."""
    if not top.has("settled_record") or top.is_null("settled_record"):
        return None
    table = top.table("settled_record")
    before = table.entries("before")
    if len(before) != 2 or not all(type(b) is int and 0 <= b <= SAVED_LIMIT for b in before):
        raise table.error("before", "must be the two purses before the hand")
    moved = table.integer("moved", minimum=-SAVED_LIMIT, maximum=SAVED_LIMIT)
    record = SettledRecord(
        (before[0], before[1]), moved, table.text("played_at", max_length=40), table.flag("escaped")
    )
    table.finish()
    return record


def _room_id(table: Fields, key: str, value: str) -> str:
    if not ROOM_ID.fullmatch(value):
        raise table.error(key, f"not a room id: {value!r}")
    return value


def _relief(table: Fields) -> ReliefUse:
    day = None
    if not table.is_null("day"):
        text = table.text("day")
        try:
            day = datetime.date.fromisoformat(text)
        except ValueError:
            raise table.error("day", f"must be a date like 2026-12-01, not {text!r}") from None
    use = ReliefUse(day, table.integer("used", maximum=SAVED_LIMIT))
    table.finish()
    return use


def _rooms(top: Fields) -> dict[str, RoomRecord]:
    records: dict[str, RoomRecord] = {}
    for table in top.tables("rooms"):
        room_id = _room_id(table, "id", table.text("id"))
        if room_id in records:
            raise table.error("id", f"{room_id!r} appears twice")
        counts = {key: table.integer(key, maximum=SAVED_LIMIT) for key in RECORD_KEYS}
        record = RoomRecord(**counts, biggest_win=table.integer("biggest_win", maximum=SAVED_LIMIT))
        table.finish()
        _check_record(table, record)
        records[room_id] = record
    return records


def _check_record(table: Fields, record: RoomRecord) -> None:
    """The counts a hand edit could make disagree."""
    results = record.wins + record.losses + record.draws + record.escapes
    if results != record.hands:
        raise table.error("hands", f"is {record.hands}, but the results add up to {results}")
    if record.biggest_win > record.beans_won:
        raise table.error("biggest_win", f"is more than beans_won ({record.beans_won})")


def _fans(table: Fields) -> dict[str, int]:
    """Fan id (the scorer's snake_case name) → the winning hands that had it."""
    ids = list(table.rest())
    for fan_id in ids:
        if not FAN_ID.fullmatch(fan_id):
            raise table.error(fan_id, "not a fan id")
    return {fan_id: table.integer(fan_id, minimum=1, maximum=SAVED_LIMIT) for fan_id in ids}
