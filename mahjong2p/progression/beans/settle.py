"""Settling a hand in beans (RULES.md B6): a win, and 逃跑.

A win pays ``min(total fan, cap) × multiplier × rate``: ×3 for 自摸 (a flower or kong
replacement is a self-draw), ×1 for 点和 and 抢杠和. The loser pays the winner, but never
more than they hold, so beans never go below 0. The house stands behind the CPU: when the
CPU loses more than it holds, the player is still paid in full and the house covers the
difference (:attr:`Payment.house_covered`); that is the only way beans enter or leave the
table. A player's loss is never covered: they pay what they can.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.scoring import WinBy


class Party(Enum):
    PLAYER = "player"
    CPU = "cpu"

    @property
    def other(self) -> Party:
        return Party.CPU if self is Party.PLAYER else Party.PLAYER


@dataclass(frozen=True, slots=True)
class Purses:
    """Both sides' beans at the table."""

    player: int
    cpu: int

    def of(self, party: Party) -> int:
        return self.player if party is Party.PLAYER else self.cpu

    def moved(self, payer: Party, paid: int, received: int) -> Purses:
        """``paid`` leaves the payer, ``received`` reaches the other side."""
        if payer is Party.PLAYER:
            return Purses(self.player - paid, self.cpu + received)
        return Purses(self.player + received, self.cpu - paid)


@dataclass(frozen=True, slots=True)
class Payment:
    """``due`` is what the rules ask of ``payer``; ``paid`` what left its purse (at most
    what it held); ``received`` what the other side got."""

    payer: Party
    due: int
    paid: int
    received: int
    before: Purses
    after: Purses

    @property
    def house_covered(self) -> int:
        return self.received - self.paid


@dataclass(frozen=True, slots=True)
class WinSettlement:
    """The formula as the results screen spells it: points × multiplier × rate."""

    winner: Party
    points: int  # the total fan, capped
    multiplier: int
    rate: int
    payment: Payment


def settle_win(
    rules: BeanRules, room: Room, winner: Party, total_fan: int, win_by: WinBy, before: Purses
) -> WinSettlement:
    """The beans a win moves. ``total_fan`` includes the flowers; a win below 起和 is never
    offered, so it never reaches here (ValueError)."""
    if total_fan < rules.min_fan:
        raise ValueError(f"a win needs at least {rules.min_fan} fan, not {total_fan}")
    points = min(total_fan, rules.fan_cap)
    multiplier = win_multiplier(rules, win_by)
    due = points * multiplier * room.rate
    payment = _pay(winner.other, due, before)
    return WinSettlement(winner, points, multiplier, room.rate, payment)


def win_multiplier(rules: BeanRules, win_by: WinBy) -> int:
    """×3 for a self-draw, ×1 for a discard or a robbed kong (B6)."""
    return rules.settlement.self_draw if win_by is WinBy.TSUMO else rules.settlement.discard


def escape_due(rules: BeanRules, room: Room) -> int:
    """What 逃跑 costs in ``room``: the game says so before the player leaves."""
    return rules.escape_points * room.rate


def settle_escape(rules: BeanRules, room: Room, leaver: Party, before: Purses) -> Payment:
    """逃跑: the leaver pays the escape points × rate to the opponent."""
    return _pay(leaver, escape_due(rules, room), before)


def _pay(payer: Party, due: int, before: Purses) -> Payment:
    paid = min(due, before.of(payer))
    received = due if payer is Party.CPU else paid
    return Payment(payer, due, paid, received, before, before.moved(payer, paid, received))


def cpu_purse(rules: BeanRules, room: Room) -> int:
    """The beans the CPU sits down with: a number of entries, at most the room's limit."""
    return min(room.entry_min * rules.cpu_purse_entries, room.entry_max)


def cpu_for_next_hand(rules: BeanRules, room: Room, cpu_beans: int) -> int:
    """The CPU's beans at the start of a hand: a CPU that fell below the entry is topped up
    by the house to a fresh purse, so the player always faces a seated opponent."""
    return cpu_beans if cpu_beans >= room.entry_min else cpu_purse(rules, room)
