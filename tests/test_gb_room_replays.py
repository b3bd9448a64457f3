"""Issue 15 item 7: every settled 欢乐豆 hand is kept as a replay with its room, and the
replay reproduces the hand — dice, the deal, 补花 and every event — from its JSON file;
the hand left by 逃跑 and a memory-only table keep none; a resumed hand keeps all of it;
the room's rules are rebuilt from the file, not from today's room data."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong2p.play.bean_table import BeanOutcome, BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.session import HandSession
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.replay.record import Replay, ReplayError, Summary, replay_from_json, replay_to_json
from mahjong2p.rules.events import Dealt, DiceRolled, FlowerSetAside, WallBroken, WallTaken
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.store.replays import OWN_NAME, Stored, load_replays, replay_folder

RULES = load_rooms()
ROOM = "regular"

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def _table(folder: Path | None, seed: int, wallet: BeanWallet | None = None) -> BeanTable:
    """A table at the room; ``folder``: the player's data folder (``None``: memory-only)."""
    if wallet is None:
        wallet = BeanWallet.open(RULES, folder) if folder else BeanWallet.in_memory(RULES)
    return BeanTable(wallet, RULES.room(ROOM), seed, folder=folder)


def _play_out(table: BeanTable, hand: Hand) -> BeanOutcome:
    """Both seats played by the CPU agents to the end, then settled by the bean table."""
    session = HandSession(hand, table.difficulty)
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        session.agent_move(seat)
    else:
        raise AssertionError("the hand never ended")
    return table.settle(hand.log)


def _play_some(session: HandSession, actions: int) -> None:
    hand = session.hand
    for _ in range(MAX_ACTIONS):
        if len(hand.actions) >= actions or hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        session.agent_move(seat)
    else:
        raise AssertionError("the hand never got there")


def _kept(folder: Path) -> list[Stored]:
    found, skipped = load_replays(replay_folder(folder))
    assert not skipped
    return found


def _hands(folder: Path, seeds: range) -> Iterator[tuple[Hand, BeanOutcome, Stored]]:
    wallet = BeanWallet.open(RULES, folder)
    for seed in seeds:
        table = _table(folder, seed, wallet)
        hand = table.begin_hand()
        outcome = _play_out(table, hand)
        newest = max(_kept(folder), key=lambda s: s.path.stat().st_mtime_ns)
        yield hand, outcome, newest


def test_every_settled_hand_replays_from_its_file_event_for_event(tmp_path: Path) -> None:
    flowers = 0
    for hand, outcome, stored in _hands(tmp_path, range(8)):
        data = json.loads(stored.path.read_text(encoding="utf-8"))  # the file as written
        assert data["ruleset"] == "gb" and data["room"]["id"] == ROOM
        replay = replay_from_json(data)
        assert replay == stored.replay
        again = replay.play()
        assert again.log == hand.log, f"seed {hand.seed}"
        assert again.is_over
        kinds = [type(e) for e in again.log]
        assert kinds.count(DiceRolled) == 2 and WallBroken in kinds and Dealt in kinds
        assert [e for e in again.log if isinstance(e, WallTaken)] == [
            e for e in hand.log if isinstance(e, WallTaken)
        ]
        flowers += kinds.count(FlowerSetAside)
        room = replay.room
        assert room is not None
        assert (room.rate, room.beans_before) == (200, (outcome.before.player, outcome.before.cpu))
        assert room.beans_moved == outcome.after.player - outcome.before.player
        assert replay.summary.winner == hand.winner
    assert flowers > 0  # 补花 was among what the replays reproduced


def test_the_file_is_named_for_its_mode(tmp_path: Path) -> None:
    for _hand, _outcome, stored in _hands(tmp_path, range(1)):
        assert stored.path.name.endswith("-h0-gb.json") and OWN_NAME.fullmatch(stored.path.name)


def test_a_resumed_hand_keeps_every_action_from_the_deal(tmp_path: Path) -> None:
    table = _table(tmp_path, 11)
    hand = table.begin_hand()
    _play_some(HandSession(hand, table.difficulty), 10)
    assert not hand.is_over
    table.save()  # the window closes mid-hand
    resumed = BeanTable.resume(BeanWallet.open(RULES, tmp_path), tmp_path)
    assert resumed is not None and resumed.hand is not None
    finished = resumed.hand
    _play_out(resumed, finished)
    (stored,) = _kept(tmp_path)
    assert stored.replay.play().log == finished.log
    assert stored.replay.actions[:10] == tuple(hand.actions)


def test_a_hand_left_by_escape_is_kept_marked_escaped(tmp_path: Path) -> None:
    """#25 item 5: the escaped hand is in 牌谱, as far as it was played, marked 逃跑."""
    table = _table(tmp_path, 5)
    hand = table.begin_hand()
    _play_some(HandSession(hand, table.difficulty), 6)
    assert not hand.is_over
    payment = table.escape()
    assert payment is not None
    [stored] = _kept(tmp_path)
    assert stored.replay.room is not None and stored.replay.room.escaped
    assert stored.replay.room.beans_moved == -payment.paid
    assert stored.replay.actions == tuple(hand.actions)


def test_a_memory_only_table_keeps_no_replay(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    table = _table(None, 5)
    _play_out(table, table.begin_hand())
    assert not any(tmp_path.rglob("*.json"))


def test_the_rules_come_from_the_file_not_from_today_s_room_data(tmp_path: Path) -> None:
    """A room's 起和 is data: a hand played under 6 replays under 6 after the data says 8."""
    wallet = BeanWallet.open(replace(RULES, min_fan=6, fan_cap=20), tmp_path)
    table = _table(tmp_path, 2, wallet)
    hand = table.begin_hand()
    assert hand.rules.min_fan == 6
    _play_out(table, hand)
    (stored,) = _kept(tmp_path)
    assert stored.replay.rules.min_fan == 6 and stored.replay.rules.settlement == GB.settlement
    assert stored.replay.room is not None and stored.replay.room.fan_cap == 20
    assert stored.replay.play().log == hand.log


def test_a_room_on_an_arcade_hand_is_refused() -> None:
    data = replay_to_json(
        Replay(
            seed=3, hand_number=0, dealer=1, config=HandConfig(), actions=(), summary=Summary(None)
        )
    )
    data["room"] = {"id": "novice"}
    with pytest.raises(ReplayError, match="room: only a gb hand has one, not this arcade one"):
        replay_from_json(data)
