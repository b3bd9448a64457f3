"""#24 item 4: 破产补助 starts counting again only when the local date moves forward past the
last use. A clock moved back, or a time zone switched back and forth, gives nothing more
(fake clocks throughout; the zone test switches ``TZ`` for real)."""

from __future__ import annotations

import datetime
import time
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.relief import (
    ReliefRefusal,
    ReliefUse,
    relief_left,
    relief_refusal,
)
from mahjong2p.progression.rooms import load_rooms

RULES = load_rooms()
PER_DAY = RULES.relief.per_day
DAY = datetime.date(2026, 12, 2)


def _take_all(wallet: BeanWallet) -> int:
    """Go broke and take 破产补助 until refused; how many were given (a relief that is never
    refused fails here after more than a day's worth, instead of hanging the test)."""
    for given_now in range(PER_DAY + 2):
        wallet.account = BeanAccount(0, wallet.account.relief)
        if wallet.relief_refusal() is not None:
            return given_now
        wallet.take_relief()
    raise AssertionError(f"破产补助 was given {PER_DAY + 2} times in a row and never refused")


def test_a_clock_moved_back_gives_nothing() -> None:
    clock = [DAY]
    wallet = BeanWallet.in_memory(RULES, BeanAccount(0), today=lambda: clock[0])
    assert _take_all(wallet) == PER_DAY
    for back in (1, 2, 30, 365):
        clock[0] = DAY - datetime.timedelta(days=back)
        assert _take_all(wallet) == 0, f"{back} days back"
    assert wallet.account.relief.day == DAY  # the kept day never moves back
    clock[0] = DAY + datetime.timedelta(days=1)
    assert _take_all(wallet) == PER_DAY  # the next real day


def test_a_use_on_an_earlier_date_is_kept_under_the_later_day() -> None:
    use = ReliefUse(DAY, 1)
    earlier = DAY - datetime.timedelta(days=3)
    assert relief_refusal(RULES, 0, use, earlier) is None  # 2 of today's 3 are left
    wallet = BeanWallet.in_memory(RULES, BeanAccount(0, use), today=lambda: earlier)
    wallet.take_relief()
    assert wallet.account.relief == ReliefUse(DAY, 2)


@pytest.fixture
def zone() -> Iterator[None]:
    yield
    time.tzset()  # back to the process's own zone (monkeypatch restores TZ first)


def test_switching_time_zones_gives_no_more_than_the_two_dates_it_shows(
    monkeypatch: pytest.MonkeyPatch, zone: None
) -> None:
    """At 2026-12-02 12:00 UTC it is already the 3rd in Kiritimati (+14) and still the 2nd
    in Pago Pago (-11): switching between them used to give 3 more every time."""
    instant = datetime.datetime(2026, 12, 2, 12, tzinfo=datetime.UTC).timestamp()

    def local_today() -> datetime.date:
        return datetime.datetime.fromtimestamp(instant).date()  # the local zone's date

    wallet = BeanWallet.in_memory(RULES, BeanAccount(0), today=local_today)
    total = 0
    for tz in ["Pacific/Pago_Pago", "Pacific/Kiritimati"] * 5:
        monkeypatch.setenv("TZ", tz)
        time.tzset()
        total += _take_all(wallet)
    assert total == 2 * PER_DAY  # the 2nd, then the 3rd; nothing on any switch back


@given(st.lists(st.tuples(st.dates(), st.booleans()), max_size=40))
def test_reliefs_follow_the_latest_date_whatever_the_clock_does(steps) -> None:
    """Model: the count resets only on a date later than every date a relief was taken."""
    account = BeanAccount(0)
    latest: datetime.date | None = None
    used = 0
    for today, broke in steps:
        beans = 0 if broke else RULES.lowest_entry
        account = BeanAccount(beans, account.relief)
        left = PER_DAY if latest is None or today > latest else PER_DAY - used
        allowed = broke and left > 0
        assert (relief_refusal(RULES, beans, account.relief, today) is None) == allowed
        if allowed:
            wallet = BeanWallet.in_memory(RULES, account, today=lambda d=today: d)
            wallet.take_relief()
            account = wallet.account
            used = 1 if latest is None or today > latest else used + 1
            latest = today if latest is None else max(latest, today)


def test_more_uses_today_than_a_day_allows_still_refuse() -> None:
    """A save holding more of today's reliefs than the rules now allow (rooms.toml lowered
    the number) gives none: the reliefs left are none, never fewer than none."""
    used = ReliefUse(DAY, PER_DAY + 1)
    assert relief_left(RULES, used, DAY) == 0
    assert relief_refusal(RULES, 0, used, DAY) is ReliefRefusal.USED_UP
