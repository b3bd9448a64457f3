"""Playing one hand for money to the edge of its end without any screen, in either mode,
through the authority that settles it (the bean table, the arcade run), and copying the
data folder before each file operation of a step: what a kill at that moment leaves.

Shared by the tests of the open-hand mark and of the records written at settlement
(tests/test_open_hand_mark.py, tests/test_records_at_settlement.py).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.store.profile import Profile

RULES = load_rooms()
LEVELS = load_levels()
WINS = (ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG)
ROOM = "novice"
SEEDS = {"beans": 100, "arcade": 3}  # a hand :func:`choose` plays to the player's win
# the operations that change what a later start finds on disk
FILE_OPERATIONS = ("open", "write", "replace", "rename", "unlink")

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def choose(hand: Hand) -> Action:
    """A plain, deterministic player for both seats: wins when it may, never calls,
    discards the first tile it may."""
    legal = hand.legal_actions()
    for kinds in (WINS, (ActionKind.PASS,), (ActionKind.DISCARD,)):
        found = [a for a in legal if a.kind in kinds and not a.declare_ready]
        if found:
            return found[0]
    return legal[0]


def all_actions(hand: Hand) -> list[Action]:
    """The actions :func:`choose` plays from ``hand``'s deal to its end (on a copy)."""
    played: list[Action] = []
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        action = choose(hand)
        hand.apply(action)
        played.append(action)
    else:
        raise AssertionError("the hand never ended")
    return played


class HandOnDisk:
    """A hand dealt on disk in ``folder`` by ``mode``'s authority: ``keeper.acted`` is what
    the table session calls after every action."""

    def __init__(self, folder: Path, mode: str) -> None:
        self.folder, self.mode = folder, mode
        seed = SEEDS[mode]
        if mode == "beans":
            self.wallet = BeanWallet.open(RULES, folder)
            table = BeanTable(self.wallet, RULES.room(ROOM), seed, folder=folder)
            self.hand = table.begin_hand()
            self.keeper: BeanTable | ArcadeRun = table
            dry = Hand(
                self.hand.seed, self.hand.hand_number, self.hand.dealer, rules=self.hand.rules
            )
        else:
            run = ArcadeRun.new(LEVELS, Profile.open(folder), seed, 1)
            self.hand = run.begin_hand().hand
            self.keeper = run
            assert run.started is not None
            dry = run.started.plan.start().hand
        self.actions = all_actions(dry)

    def play(self, count: int) -> None:
        """Play the next ``count`` actions of the hand, each journaled as the table does."""
        for action in self.actions[len(self.hand.actions) : len(self.hand.actions) + count]:
            self.hand.apply(action)
            self.keeper.acted(self.hand)

    def play_to_last(self) -> None:
        self.play(len(self.actions) - 1 - len(self.hand.actions))


def money(folder: Path, mode: str) -> int:
    """The beans or the credits a start on ``folder`` finds (after it has settled what it
    must: see :func:`start`)."""
    if mode == "beans":
        return BeanWallet.open(RULES, folder).account.beans
    progress = Profile.open(folder).progress
    return progress.run.run.credits if progress.run is not None else -1


@contextmanager
def kills_before_each_operation(folder: Path, into: Path) -> Iterator[list[Path]]:
    """Copy ``folder`` into ``into/kill-<n>`` before each file operation (on any path)
    made inside the block: the states a kill at each moment leaves; the list fills as the
    block runs."""
    states: list[Path] = []
    real = {name: getattr(os, name) for name in FILE_OPERATIONS}

    def before(name: str) -> Callable[..., Any]:
        def operation(*args: Any, **kwargs: Any) -> Any:
            for op, function in real.items():
                setattr(os, op, function)  # the copy itself opens and writes files
            try:
                states.append(shutil.copytree(folder, into / f"kill-{len(states)}-{name}"))
            finally:
                for op in real:
                    setattr(os, op, patched[op])
            return real[name](*args, **kwargs)

        return operation

    patched = {name: before(name) for name in FILE_OPERATIONS}
    for name, function in patched.items():
        setattr(os, name, function)
    try:
        yield states
    finally:
        for name, function in real.items():
            setattr(os, name, function)
