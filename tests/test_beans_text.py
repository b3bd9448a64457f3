"""The 欢乐豆 texts: every shipped room and CPU strength has a name in both languages, and
the arcade's stages are named apart from the rooms (新手场 is a room now)."""

from __future__ import annotations

from mahjong2p.i18n.catalogue import CATALOGUE
from mahjong2p.progression.levels import STAGE_COUNT, Difficulty
from mahjong2p.progression.rooms import load_rooms

RULES = load_rooms()


def test_every_room_and_cpu_strength_is_named() -> None:
    for room in RULES.rooms:
        zh, en = CATALOGUE[f"beans.room.{room.id}"]
        assert zh.endswith("场") and en.endswith("Room")
    for level in Difficulty:
        assert all(CATALOGUE[f"beans.cpu.{level.value}"])


def test_stage_names_are_their_own() -> None:
    room_names = {name for room in RULES.rooms for name in CATALOGUE[f"beans.room.{room.id}"]}
    stage_names = [CATALOGUE[f"level.name.{n}"] for n in range(1, STAGE_COUNT + 1)]
    for zh, en in stage_names:
        assert zh not in room_names and en not in room_names
        assert not zh.endswith("场") and "Room" not in en and "Table" not in en
    assert len({zh for zh, _ in stage_names}) == STAGE_COUNT
