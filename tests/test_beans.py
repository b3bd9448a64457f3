"""The 欢乐豆 economy (RULES.md B6) on the shipped room data: room access and its reasons,
staying at a table, settlement of a win and of 逃跑, 破产补助 per calendar day, and the
statistics — with hypothesis properties for the invariants a player relies on."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.progression.beans.access import (
    Barrier,
    SeatAfterHand,
    is_broke,
    open_rooms,
    room_access,
    room_to_move_to,
    seat_after_hand,
)
from mahjong2p.progression.beans.account import (
    BeanAccount,
    after_draw,
    after_escape,
    after_win,
    new_account,
    with_relief,
)
from mahjong2p.progression.beans.relief import (
    ReliefRefusal,
    ReliefRefusedError,
    ReliefUse,
    relief_left,
    relief_refusal,
)
from mahjong2p.progression.beans.settle import (
    Party,
    Purses,
    cpu_for_next_hand,
    cpu_purse,
    escape_due,
    settle_escape,
    settle_win,
)
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.scoring import WinBy

RULES = load_rooms()
NOVICE, REGULAR, JUNIOR, MIDDLE, SENIOR = RULES.rooms
DAY = datetime.date(2026, 12, 1)


# ---------------------------------------------------------------- access
def test_a_new_player_may_enter_only_the_rooms_their_5000_beans_reach() -> None:
    account = new_account(RULES)
    assert account.beans == 5000
    access = room_access(RULES, account.beans)
    assert [a.open for a in access] == [True, True, False, False, False]
    assert access[2].barrier is Barrier.BELOW_ENTRY and access[2].needed == 10000
    assert open_rooms(RULES, 5000) == (NOVICE, REGULAR)


def test_a_rich_player_is_sent_to_the_higher_rooms() -> None:
    access = room_access(RULES, 90000)
    assert [a.barrier for a in access] == [
        Barrier.ABOVE_LIMIT,
        Barrier.ABOVE_LIMIT,
        None,
        None,
        Barrier.BELOW_ENTRY,
    ]
    assert access[0].needed == 60000  # the limit exceeded
    assert room_to_move_to(RULES, 90000) is MIDDLE


@pytest.mark.parametrize(
    ("beans", "room_index"),
    [(1000, 0), (9999, 1), (10000, 2), (49999, 2), (1000000, 4), (2000000000, 4)],
)
def test_the_room_edges_are_inclusive(beans: int, room_index: int) -> None:
    room = RULES.rooms[room_index]
    assert room.admits(beans)
    assert room_to_move_to(RULES, beans) is room


def test_beyond_the_highest_limit_no_room_admits() -> None:
    assert open_rooms(RULES, 2000000001) == ()
    assert not is_broke(RULES, 2000000001)


def test_staying_needs_the_entry_and_winning_past_the_limit_does_not_evict() -> None:
    assert seat_after_hand(RULES, NOVICE, 75000) is SeatAfterHand.STAY  # above 60,000: still seated
    assert seat_after_hand(RULES, JUNIOR, 10000) is SeatAfterHand.STAY
    assert seat_after_hand(RULES, JUNIOR, 9999) is SeatAfterHand.MOVE_DOWN
    assert room_to_move_to(RULES, 9999) is REGULAR
    assert seat_after_hand(RULES, NOVICE, 999) is SeatAfterHand.BROKE
    assert seat_after_hand(RULES, SENIOR, 0) is SeatAfterHand.BROKE


# ---------------------------------------------------------------- settlement
def test_a_self_drawn_win_pays_points_times_3_times_the_rate() -> None:
    win = settle_win(RULES, JUNIOR, Party.PLAYER, 10, WinBy.TSUMO, Purses(20000, 100000))
    assert (win.points, win.multiplier, win.rate) == (10, 3, 500)
    assert win.payment.due == 15000
    assert win.payment.after == Purses(35000, 85000)
    assert win.payment.house_covered == 0


@pytest.mark.parametrize("win_by", [WinBy.RON, WinBy.ROB_KONG])
def test_a_discard_or_robbed_kong_win_pays_points_times_1(win_by: WinBy) -> None:
    win = settle_win(RULES, REGULAR, Party.CPU, 9, win_by, Purses(50000, 50000))
    assert win.multiplier == 1 and win.payment.due == 9 * 200
    assert win.payment.after == Purses(48200, 51800)


def test_the_points_are_capped_at_13() -> None:
    win = settle_win(RULES, NOVICE, Party.PLAYER, 88 + 3, WinBy.TSUMO, Purses(5000, 10000))
    assert win.points == 13 and win.payment.due == 13 * 3 * 50


def test_a_player_loses_at_most_what_they_hold() -> None:
    win = settle_win(RULES, MIDDLE, Party.CPU, 13, WinBy.TSUMO, Purses(50000, 500000))
    assert win.payment.due == 78000
    assert win.payment.paid == win.payment.received == 50000
    assert win.payment.after == Purses(0, 550000)


def test_the_house_covers_what_the_cpu_cannot_pay() -> None:
    win = settle_win(RULES, SENIOR, Party.PLAYER, 13, WinBy.TSUMO, Purses(300000, 100000))
    assert win.payment.due == 234000
    assert win.payment.after == Purses(534000, 0)
    assert win.payment.house_covered == 134000


def test_a_win_below_the_minimum_never_reaches_settlement() -> None:
    with pytest.raises(ValueError, match="at least 8 fan"):
        settle_win(RULES, NOVICE, Party.PLAYER, 7, WinBy.TSUMO, Purses(5000, 5000))


def test_escape_costs_13_points_times_the_rate() -> None:
    assert escape_due(RULES, REGULAR) == 2600
    payment = settle_escape(RULES, REGULAR, Party.PLAYER, Purses(6000, 50000))
    assert payment.after == Purses(3400, 52600)
    assert settle_escape(RULES, REGULAR, Party.PLAYER, Purses(1000, 0)).after == Purses(0, 1000)


def test_the_cpu_sits_down_with_ten_entries_and_is_topped_up_when_short() -> None:
    assert [cpu_purse(RULES, r) for r in RULES.rooms] == [10000, 50000, 100000, 500000, 2000000]
    assert cpu_for_next_hand(RULES, JUNIOR, 10000) == 10000
    assert cpu_for_next_hand(RULES, JUNIOR, 9999) == 100000


# ---------------------------------------------------------------- relief
def test_relief_three_times_a_day_and_again_the_next_day() -> None:
    account = BeanAccount(0)
    for left in (3, 2, 1):
        assert relief_left(RULES, account.relief, DAY) == left
        account = with_relief(RULES, account, DAY)
        assert account.beans == 5000
        account = BeanAccount(120, account.relief)  # lost it all again
    assert relief_refusal(RULES, account.beans, account.relief, DAY) is ReliefRefusal.USED_UP
    with pytest.raises(ReliefRefusedError) as caught:
        with_relief(RULES, account, DAY)
    assert caught.value.refusal is ReliefRefusal.USED_UP
    assert str(caught.value) == f"破产补助 refused: {ReliefRefusal.USED_UP.value}"  # says why
    tomorrow = DAY + datetime.timedelta(days=1)
    assert relief_left(RULES, account.relief, tomorrow) == 3
    assert with_relief(RULES, account, tomorrow).relief == ReliefUse(tomorrow, 1)


def test_no_relief_while_any_room_admits() -> None:
    assert relief_refusal(RULES, 1000, ReliefUse(), DAY) is ReliefRefusal.NOT_BROKE
    assert relief_refusal(RULES, 999, ReliefUse(), DAY) is None


# ---------------------------------------------------------------- account and statistics
def test_hands_update_beans_and_the_per_room_history() -> None:
    account = new_account(RULES)
    win = settle_win(RULES, NOVICE, Party.PLAYER, 12, WinBy.TSUMO, Purses(5000, 10000))
    account = after_win(account, NOVICE, win, ["full_flush", "flower_tiles", "full_flush"])
    loss = settle_win(RULES, NOVICE, Party.CPU, 8, WinBy.RON, Purses(account.beans, 8200))
    account = after_win(account, NOVICE, loss, ["big_three_dragons"])
    account = after_draw(account, REGULAR)
    escape = settle_escape(RULES, REGULAR, Party.PLAYER, Purses(account.beans, 50000))
    account = after_escape(account, REGULAR, escape)
    assert account.beans == 5000 + 1800 - 400 - 2600
    stats = account.stats
    assert (stats.hands, stats.wins, stats.biggest_win) == (4, 1, 1800)
    assert dict(stats.fan_counts) == {"flower_tiles": 1, "full_flush": 1}  # the CPU's not
    novice, regular = stats.rooms["novice"], stats.rooms["regular"]
    assert (novice.hands, novice.wins, novice.losses, novice.net) == (2, 1, 1, 1400)
    assert (regular.hands, regular.draws, regular.escapes, regular.net) == (2, 1, 1, -2600)
    assert account.last_room == "regular"


def test_a_payment_from_another_balance_is_refused() -> None:
    win = settle_win(RULES, NOVICE, Party.PLAYER, 8, WinBy.RON, Purses(9000, 10000))
    with pytest.raises(ValueError, match="9000"):
        after_win(new_account(RULES), NOVICE, win)


def test_negative_beans_cannot_exist() -> None:
    with pytest.raises(ValueError, match="negative"):
        BeanAccount(-1)


# ---------------------------------------------------------------- properties
beans = st.integers(min_value=0, max_value=3_000_000_000)
rooms = st.sampled_from(RULES.rooms)
parties = st.sampled_from(list(Party))
fans = st.integers(min_value=RULES.min_fan, max_value=200)
win_bys = st.sampled_from(list(WinBy))


@given(rooms, parties, fans, win_bys, beans, beans)
def test_settlement_never_goes_negative_and_conserves_but_for_the_house(
    room, winner, total_fan, win_by, player, cpu
) -> None:
    payment = settle_win(RULES, room, winner, total_fan, win_by, Purses(player, cpu)).payment
    after = payment.after
    assert after.player >= 0 and after.cpu >= 0
    assert after.player + after.cpu == player + cpu + payment.house_covered
    assert payment.house_covered >= 0
    if payment.payer is Party.PLAYER:
        assert payment.house_covered == 0  # the house never pays for the player
        assert payment.paid == min(payment.due, player)
    else:
        assert payment.received == payment.due  # the player is always paid in full
    gainer = payment.payer.other
    assert after.of(gainer) - Purses(player, cpu).of(gainer) == payment.received


@given(rooms, parties, beans, beans)
def test_escape_never_goes_negative_and_conserves_but_for_the_house(
    room, leaver, player, cpu
) -> None:
    payment = settle_escape(RULES, room, leaver, Purses(player, cpu))
    assert payment.after.player >= 0 and payment.after.cpu >= 0
    assert payment.after.player + payment.after.cpu == player + cpu + payment.house_covered


days = st.dates(min_value=datetime.date(2026, 1, 1), max_value=datetime.date(2026, 1, 5))


@given(st.lists(st.tuples(days, st.integers(min_value=0, max_value=3000)), max_size=30))
def test_relief_only_when_broke_and_at_most_three_a_day(attempts) -> None:
    account = BeanAccount(0)
    taken: dict[datetime.date, int] = {}
    for today, beans_now in sorted(attempts):
        account = BeanAccount(beans_now, account.relief)
        allowed = beans_now < RULES.lowest_entry and taken.get(today, 0) < RULES.relief.per_day
        assert (relief_refusal(RULES, beans_now, account.relief, today) is None) == allowed
        if allowed:
            account = with_relief(RULES, account, today)
            assert account.beans == RULES.relief.top_up_to
            taken[today] = taken.get(today, 0) + 1
    assert all(count <= 3 for count in taken.values())


results = st.sampled_from(list(HandResult))


@given(st.lists(st.tuples(st.sampled_from(["novice", "senior"]), results, st.integers(-9, 9))))
def test_the_statistics_add_up(hands) -> None:
    stats = BeanStats()
    for room_id, result, delta in hands:
        stats = stats.with_hand(room_id, result, delta)
    assert stats.hands == len(hands)
    assert stats.wins == sum(r is HandResult.WON for _, r, _ in hands)
    for record in stats.rooms.values():
        assert record.wins + record.losses + record.draws + record.escapes == record.hands
        assert record.net == sum(d for room, _, d in hands if stats.rooms[room] is record)


@given(st.integers(min_value=0, max_value=2_000_000_000))
def test_the_shipped_ladder_has_a_room_for_every_amount_from_the_lowest_entry(amount) -> None:
    assert bool(open_rooms(RULES, amount)) == (amount >= RULES.lowest_entry)
    assert is_broke(RULES, amount) == (amount < RULES.lowest_entry)


events = st.sampled_from(["win_tsumo", "win_ron", "loss_tsumo", "loss_ron", "draw", "escape"])


@given(st.lists(st.tuples(rooms, events, fans), max_size=40))
def test_an_account_played_hand_after_hand_stays_consistent(hands) -> None:
    """Sitting where the beans admit, relief when broke: beans never negative, and the
    records' net plus the reliefs is the change in beans."""
    account = new_account(RULES)
    relief_beans, cpu = 0, 0
    for number, (wanted, event, total_fan) in enumerate(hands):
        if is_broke(RULES, account.beans):  # a day later, so relief is always left
            before = account.beans
            account = with_relief(RULES, account, DAY + datetime.timedelta(days=number))
            relief_beans += account.beans - before
        room = wanted if wanted.admits(account.beans) else room_to_move_to(RULES, account.beans)
        assert room is not None
        cpu = cpu_for_next_hand(RULES, room, cpu)
        purses = Purses(account.beans, cpu)
        if event == "draw":
            account = after_draw(account, room)
            continue
        if event == "escape":
            payment = settle_escape(RULES, room, Party.PLAYER, purses)
            account = after_escape(account, room, payment)
        else:
            winner = Party.PLAYER if event.startswith("win") else Party.CPU
            win_by = WinBy.TSUMO if event.endswith("tsumo") else WinBy.RON
            settlement = settle_win(RULES, room, winner, total_fan, win_by, purses)
            account = after_win(account, room, settlement, ["full_flush"])
            payment = settlement.payment
        cpu = payment.after.cpu
        assert account.beans >= 0 and cpu >= 0
    stats = account.stats
    assert stats.hands == len(hands)
    net = sum(r.net for r in stats.rooms.values())
    assert account.beans == RULES.starting_beans + relief_beans + net
    assert stats.fan_counts.get("full_flush", 0) == stats.wins
