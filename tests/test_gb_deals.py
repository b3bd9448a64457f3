"""The 72-tile deal as the seed says it (RULES.md B2, issue 25 item 8), and the files
written before it: the dealer's 跳牌 takes the tops of stacks 1 and 3 of the next three,
the other seat the bottom of stack 1, live draws go on from stack 2; the broken wall's
owner throws the second time. A replay or a saved hand in progress names its deal; one
that names none was dealt with deal 1 and still plays back and resumes exactly — the
fixtures in ``tests/data/deal1`` were written by the game's own code before the change."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.session import HandSession
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.replay.record import (
    Replay,
    ReplayError,
    Summary,
    replay_from_json,
    replay_of,
    replay_to_json,
)
from mahjong2p.rules.actions import IllegalActionError
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Dealt, DiceRolled, Event, WallBroken, WallTaken
from mahjong2p.rules.gb.deals import DEAL_VERSION, deal_of, with_deal
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.gb.wall import STACKS
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.store.bean_table_save import load_table
from mahjong2p.store.hand_files import TABLE_FILE, table_path
from mahjong2p.store.replays import load_replays, replay_folder

DATA = Path(__file__).parent / "data" / "deal1"
EXPECTED = json.loads((DATA / "gb_deal1_expected.json").read_text(encoding="utf-8"))
RULES = load_rooms()

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def digest(log: Sequence[Event]) -> str:
    return hashlib.sha256("\n".join(repr(e) for e in log).encode()).hexdigest()


def front_takes(hand: Hand) -> list[WallTaken]:
    return [e for e in hand.log if isinstance(e, WallTaken) and not e.tail]


def stacks_from_break(hand: Hand) -> list[int]:
    [broken] = [e for e in hand.log if isinstance(e, WallBroken)]
    return [(broken.stack + i) % STACKS for i in range(STACKS)]


@pytest.mark.parametrize("seed", range(8))
def test_live_draws_go_on_from_the_skipped_stack(seed: int) -> None:
    hand = Hand(seed, dealer=seed % 2, rules=GB)
    s = stacks_from_break(hand)
    assert front_takes(hand)[6].places == ((s[12], 0), (s[14], 0)), "跳牌: 隔一墩"
    assert front_takes(hand)[7].places == ((s[12], 1),)
    for _ in range(4):
        hand.wall.draw()
    assert hand.wall.pop_places() == ((s[13], 0), (s[13], 1), (s[14], 1), (s[15], 0))


@pytest.mark.parametrize("seed", range(8))
def test_deal_1_is_the_deal_before_the_correction(seed: int) -> None:
    old = Hand(seed, dealer=seed % 2, rules=with_deal(GB, 1))
    new = Hand(seed, dealer=seed % 2, rules=GB)
    assert old.wall.dice == new.wall.dice and old.wall.break_stack == new.wall.break_stack
    assert [e.seat for e in old.log if isinstance(e, DiceRolled)] == [old.dealer] * 2
    rollers = [e.seat for e in new.log if isinstance(e, DiceRolled)]
    assert rollers == [new.dealer, new.wall.break_wall]
    s = stacks_from_break(old)
    assert front_takes(old)[6].places == ((s[12], 0), (s[13], 0)), "deal 1: two tops side by side"
    assert front_takes(old)[:6] == front_takes(new)[:6], "the 4-4-4 is the same"
    old_dealt = [e.tiles[:12] for e in old.log if isinstance(e, Dealt)]
    assert old_dealt == [e.tiles[:12] for e in new.log if isinstance(e, Dealt)]


def test_with_deal_keeps_the_rules_that_already_deal_so() -> None:
    assert with_deal(GB, DEAL_VERSION) is GB and deal_of(GB) == DEAL_VERSION
    assert with_deal(ARCADE, 1) is ARCADE and deal_of(ARCADE) is None
    old = with_deal(GB, 1)
    assert deal_of(old) == 1 and with_deal(old, DEAL_VERSION) == GB
    with pytest.raises(ValueError, match="deal 9"):
        with_deal(GB, 9)


# ---------------------------------------------------------------- replays
def _fixture(name: str) -> dict[str, Any]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def test_an_old_replay_file_plays_back_exactly_through_the_replay_list(tmp_path: Path) -> None:
    folder = replay_folder(tmp_path)
    folder.mkdir()
    shutil.copy(DATA / "gb_deal1_replay.json", folder / "20261202-030346-s5-h0-gb.json")
    (stored,), skipped = load_replays(folder)
    assert not skipped and deal_of(stored.replay.rules) == 1
    hand = stored.replay.play()
    expected = EXPECTED["replay"]
    assert digest(hand.log) == expected["log_sha256"] and len(hand.log) == expected["events"]
    assert hand.winner == expected["winner"] == stored.replay.summary.winner
    assert [sorted(s.concealed) for s in hand.seats] == expected["concealed"]
    as_deal_2 = replay_from_json({**_fixture("gb_deal1_replay.json"), "deal": 2})
    try:
        other: list[Event] | None = as_deal_2.play().log
    except IllegalActionError:
        other = None
    assert other != hand.log, "the version is what makes the difference"


def test_a_replay_names_its_deal_and_reads_back_the_same_rules() -> None:
    for rules in (GB, with_deal(GB, 1)):
        data = json.loads(json.dumps(replay_to_json(replay_of(Hand(3, rules=rules), 1, ""))))
        assert data["deal"] == deal_of(rules)
        assert replay_from_json(data).rules == rules
    assert replay_from_json({**data, "deal": DEAL_VERSION}).rules is GB


def test_a_bad_deal_key_is_one_line_naming_it() -> None:
    gb = replay_to_json(replay_of(Hand(3, rules=GB), 1, ""))
    with pytest.raises(ReplayError, match=f"^deal: must be at most {DEAL_VERSION}, not 7$"):
        replay_from_json({**gb, "deal": 7})
    arcade = replay_to_json(
        Replay(
            seed=3, hand_number=0, dealer=1, config=HandConfig(), actions=(), summary=Summary(None)
        )
    )
    assert "deal" not in arcade
    with pytest.raises(ReplayError, match=r"^deal: only a gb hand has one, not this arcade one$"):
        replay_from_json({**arcade, "deal": 1})


# ---------------------------------------------------------------- the hand in progress
def _play(hand: Hand, session: HandSession, actions: int) -> None:
    for _ in range(MAX_ACTIONS):
        if len(hand.actions) >= actions or hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        session.agent_move(seat)
    else:
        raise AssertionError("the hand never got there")


def test_a_hand_saved_before_the_change_resumes_exactly_and_stays_deal_1(tmp_path: Path) -> None:
    shutil.copy(DATA / "gb_deal1_bean_table.json", tmp_path / TABLE_FILE)
    loaded = load_table(room_ruleset(RULES), tmp_path)
    assert loaded.table is not None and loaded.table.deal == 1 and loaded.message is None
    table = BeanTable.resume(BeanWallet.open(RULES, tmp_path), tmp_path)
    assert table is not None and table.hand is not None
    expected = EXPECTED["bean_table"]
    assert digest(table.hand.log) == expected["log_sha256"]
    assert table.hand.to_act == expected["to_act"]
    assert [sorted(s.concealed) for s in table.hand.seats] == expected["concealed"]
    _play(table.hand, HandSession(table.hand, table.difficulty), len(table.hand.actions) + 2)
    table.save()  # saved again mid-hand: still the deal it was dealt with
    assert json.loads(table_path(tmp_path).read_text(encoding="utf-8"))["deal"] == 1
    again = BeanTable.resume(BeanWallet.open(RULES, tmp_path), tmp_path)
    assert again is not None and again.hand is not None and again.hand.log == table.hand.log


def test_a_hand_saved_now_names_the_current_deal(tmp_path: Path) -> None:
    table = BeanTable(BeanWallet.open(RULES, tmp_path), RULES.room("regular"), 11, folder=tmp_path)
    hand = table.begin_hand()
    _play(hand, HandSession(hand, table.difficulty), 6)
    table.save()
    assert json.loads(table_path(tmp_path).read_text(encoding="utf-8"))["deal"] == DEAL_VERSION
    resumed = BeanTable.resume(BeanWallet.open(RULES, tmp_path), tmp_path)
    assert resumed is not None and resumed.hand is not None and resumed.hand.log == hand.log
