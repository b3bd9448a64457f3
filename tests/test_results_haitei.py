"""A drawn hand after a 海底捞月 round says on its results who drew and how many."""

from __future__ import annotations

from mahjong2p.i18n import Language, Translator
from mahjong2p.play.session import HandSession
from mahjong2p.rules.events import HaiteiDrew, HaiteiStarted
from mahjong2p.scenes.results.panels import haitei_outcome
from mahjong2p.scenes.showcase.staging import drawn_after_haitei, drawn_hand, play_until


def _drawn_without_haitei(session: HandSession) -> bool:
    log = session.hand.log
    return drawn_hand(session) and not any(isinstance(e, HaiteiStarted) for e in log)


def test_the_line_names_the_seat_and_the_draws_it_made() -> None:
    session = play_until(1, drawn_after_haitei)
    log = session.hand.log
    started = next(e for e in log if isinstance(e, HaiteiStarted))
    drew = [e for e in log if isinstance(e, HaiteiDrew)]
    assert drew and all(e.seat == started.seat for e in drew)
    who = "玩家" if started.seat == 0 else "电脑"
    line = haitei_outcome(log, Translator(Language.ZH).text)
    assert line == f"海底捞月：{who}摸{len(drew)}张未和"
    english = haitei_outcome(log, Translator(Language.EN).text)
    assert english is not None and f"drew {len(drew)}, no win" in english


def test_a_drawn_hand_without_the_round_has_no_line() -> None:
    session = play_until(1, _drawn_without_haitei)
    assert haitei_outcome(session.hand.log, Translator(Language.ZH).text) is None
