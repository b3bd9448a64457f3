"""The 欢乐豆场 data (``levels/rooms.toml``): the five rooms and the bean economy, validated.

Every number of RULES.md B6 — rates, entries, the minimum fan, the cap, the settlement
multipliers, 逃跑, the starting beans and 破产补助 — lives in that file, read through the
same :class:`~mahjong2p.codec.fields.Fields` getters and one-line
:class:`~mahjong2p.progression.levels.LevelDataError` as the stage files. Beyond each value's
own range, the rooms are checked as a ladder: entries and upper limits rise room by room
and leave no gap, so a player with any amount from the lowest entry up can always sit
somewhere, and the relief and the starting beans open at least the lowest room.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.codec.fields import Fields
from mahjong2p.paths import levels_dir
from mahjong2p.progression.levels import Difficulty, read_toml
from mahjong2p.rules.ruleset import Settlement

ROOMS_FILE = "rooms.toml"
ROOM_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")  # a catalogue key part: beans.room.<id>
# Sane ranges, far beyond any tuning and short of what breaks the game (an amount of
# 10**30 beans cannot be shown; a multiplier of a million makes every hand a fortune).
MAX_BEANS = 10**12
MAX_FAN = 1000
MAX_MULTIPLIER = 100
MAX_COUNT = 999


@dataclass(frozen=True, slots=True)
class Room:
    """One room: ``rate`` beans per point; a player may sit down with ``entry_min`` to
    ``entry_max`` beans and stay while they keep ``entry_min``."""

    id: str
    rate: int
    entry_min: int
    entry_max: int
    cpu_difficulty: Difficulty
    turn_timer: bool = True  # whether the room has a turn timer at all (新手场: none)

    def admits(self, beans: int) -> bool:
        return self.entry_min <= beans <= self.entry_max


@dataclass(frozen=True, slots=True)
class Relief:
    """破产补助: back up to ``top_up_to`` beans, ``per_day`` times per calendar day."""

    top_up_to: int
    per_day: int


@dataclass(frozen=True, slots=True)
class BeanRules:
    rooms: tuple[Room, ...]  # lowest first
    starting_beans: int
    min_fan: int
    fan_cap: int
    settlement: Settlement
    escape_points: int
    relief: Relief
    cpu_purse_entries: int

    @property
    def lowest_entry(self) -> int:
        """Below this a player can sit nowhere (and may take 破产补助)."""
        return self.rooms[0].entry_min

    def room(self, room_id: str) -> Room:
        """The room ``room_id``; KeyError for an id the data does not have."""
        for room in self.rooms:
            if room.id == room_id:
                return room
        raise KeyError(room_id)


def load_rooms(directory: Path | None = None) -> BeanRules:
    """Load and validate ``rooms.toml`` from ``directory`` (default: the shipped ``levels/``)."""
    top = read_toml((levels_dir() if directory is None else directory) / ROOMS_FILE)
    settlement, escape = top.table("settlement"), top.table("escape")
    relief, house = top.table("relief"), top.table("house")
    rules = BeanRules(
        rooms=_rooms(top),
        starting_beans=top.integer("starting_beans", minimum=1, maximum=MAX_BEANS),
        min_fan=top.integer("min_fan", minimum=1, maximum=MAX_FAN),
        fan_cap=top.integer("fan_cap", minimum=1, maximum=MAX_FAN),
        settlement=Settlement(
            self_draw=settlement.integer("self_draw", minimum=1, maximum=MAX_MULTIPLIER),
            discard=settlement.integer("discard", minimum=1, maximum=MAX_MULTIPLIER),
        ),
        escape_points=escape.integer("points", minimum=1, maximum=MAX_FAN),
        relief=Relief(
            top_up_to=relief.integer("top_up_to", minimum=1, maximum=MAX_BEANS),
            per_day=relief.integer("per_day", maximum=MAX_COUNT),
        ),
        cpu_purse_entries=house.integer("cpu_purse_entries", minimum=1, maximum=MAX_COUNT),
    )
    for table in (top, settlement, escape, relief, house):
        table.finish()
    _check_together(top, relief, rules)
    return rules


def _rooms(top: Fields) -> tuple[Room, ...]:
    tables = top.tables("room")
    if not tables:
        raise top.error("room", "at least one [[room]] is needed")
    rooms: list[Room] = []
    for index, table in enumerate(tables):
        room = _room(table)
        if any(r.id == room.id for r in rooms):
            raise table.error("id", f"{room.id!r} is the id of an earlier room too")
        if rooms:
            _check_ladder(table, rooms[-1], room, index)
        rooms.append(room)
    return tuple(rooms)


def _room(table: Fields) -> Room:
    room_id = table.text("id")
    if not ROOM_ID.fullmatch(room_id):
        raise table.error(
            "id", f"must be up to 40 lowercase letters, digits and _, not {room_id!r}"
        )
    room = Room(
        id=room_id,
        rate=table.integer("rate", minimum=1, maximum=MAX_BEANS),
        entry_min=table.integer("entry_min", minimum=1, maximum=MAX_BEANS),
        entry_max=table.integer("entry_max", minimum=1, maximum=MAX_BEANS),
        cpu_difficulty=Difficulty(table.one_of("cpu", [d.value for d in Difficulty])),
        turn_timer=table.flag("turn_timer"),
    )
    table.finish()
    if room.entry_min >= room.entry_max:
        raise table.error(
            "entry_max", f"must be above entry_min ({room.entry_min}), not {room.entry_max}"
        )
    return room


def _check_ladder(table: Fields, below: Room, room: Room, index: int) -> None:
    """Each room asks more than the one before it, and a player who outgrows the one below
    (more than its ``entry_max``) can already sit in this one (no gap between rooms)."""
    before = f"room[{index - 1}]"
    if room.entry_min <= below.entry_min:
        raise table.error(
            "entry_min", f"must be above {before}'s ({below.entry_min}), not {room.entry_min}"
        )
    if room.entry_max <= below.entry_max:
        raise table.error(
            "entry_max", f"must be above {before}'s ({below.entry_max}), not {room.entry_max}"
        )
    if room.entry_min > below.entry_max + 1:
        raise table.error(
            "entry_min",
            f"leaves a gap: {before} takes at most {below.entry_max}, this room needs "
            f"{room.entry_min}",
        )


def _check_together(top: Fields, relief: Fields, rules: BeanRules) -> None:
    """The values that only make sense against each other."""
    if rules.fan_cap < rules.min_fan:
        raise top.error(
            "fan_cap", f"must be at least min_fan ({rules.min_fan}), not {rules.fan_cap}"
        )
    lowest = rules.rooms[0]
    if not lowest.admits(rules.starting_beans):
        raise top.error(
            "starting_beans",
            f"must let a new player into room[0] ({lowest.entry_min}-{lowest.entry_max}), "
            f"not {rules.starting_beans}",
        )
    if not lowest.admits(rules.relief.top_up_to):
        raise relief.error(
            "top_up_to",
            f"must let a player into room[0] ({lowest.entry_min}-{lowest.entry_max}), "
            f"not {rules.relief.top_up_to}",
        )
