"""A 72-tile 牌谱 watched (``gb_replay``): the arcade's watched table (Space pauses, Esc or
the end of the hand leaves, a click or a key hurries an animation) with the 72-tile parts
(:class:`~mahjong2p.scenes.gb_table.parts.GbParts`) — the two walls, the dice and the
break, the 4-4-4-跳牌 deal, 补花 flying to the flower row — and the room's numbers as the
hand was played: its name, the rate, both sides' beans as the hand began, the waits panel
in that room's beans. Nothing is settled: the beans moved when the hand was played."""

from __future__ import annotations

from dataclasses import replace

from mahjong2p.play.session import HandSession
from mahjong2p.progression.rooms import BeanRules, Room, load_rooms
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.ruleset import Settlement
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.hints import GbAids
from mahjong2p.scenes.gb_table.hud import BeanNumbers
from mahjong2p.scenes.gb_table.parts import GbParts
from mahjong2p.scenes.replay_row import room_name
from mahjong2p.scenes.table.hud_part import HudNumbers
from mahjong2p.scenes.table.watch import Watch, WatchTable


class GbWatchTable(GbParts, WatchTable):
    """``room``: the table the hand was played at (``None``: a 72-tile hand played
    outside the rooms, shown with the rooms' own numbers and no beans)."""

    def __init__(
        self, ctx: AppContext, session: HandSession, room: RoomHand | None, watch: Watch
    ) -> None:
        super().__init__(ctx, session, ctx.levels.stage(1), watch)
        self.use_gb_parts(watch.quiet)
        self.room = room
        self.aids = GbAids(*recorded_table(load_rooms(), room))

    def caption_title(self) -> str:
        tr = self.ctx.text.text
        return tr("mode.beans") if self.room is None else room_name(tr, self.room)

    def numbers(self) -> HudNumbers | None:
        room = self.room
        if room is None:
            return None
        player, cpu = room.beans_before
        return BeanNumbers(room.rate, player, cpu, room.min_fan, room.fan_cap)


def recorded_table(rules: BeanRules, room: RoomHand | None) -> tuple[BeanRules, Room]:
    """The room data as the replay recorded it (its 起和, cap, multipliers and rate), for
    the waits panel's beans; the rest (entries, the CPU) is the room data's, unused here."""
    if room is None:
        return rules, rules.rooms[0]
    recorded = replace(
        rules,
        min_fan=room.min_fan,
        fan_cap=room.fan_cap,
        settlement=Settlement(room.self_draw, room.discard),
    )
    base = next((r for r in rules.rooms if r.id == room.room), rules.rooms[0])
    return recorded, replace(base, id=room.room, rate=room.rate)
