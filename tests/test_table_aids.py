"""The table's aids as pure functions on real hands: the waits panel's rows (every ready
discard, its waits, the copies unseen and the engine's points), the safe kinds after the
opponent's 报听, the turn timer's and the settings' answers, and the system language."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from walls import rigged_hand

from mahjong2p.i18n import Language
from mahjong2p.i18n.system_language import environment_locales, language_for
from mahjong2p.play.protection import auto_answer, timeout_action
from mahjong2p.play.session import HandSession
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import DeclaredReady, Discarded, Drew
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.shape import is_winning_hand, waits_of
from mahjong2p.rules.tiles import counts_of, kind_of, parse_kinds
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.safe_tiles import SafeTiles
from mahjong2p.scenes.aids.waits_panel import ready_options

ONE_Z, TWO_Z, NINE_P = parse_kinds("1z2z9p")


def human_view(dealer_tiles: str, indicator: str = "9p"):  # type: ignore[no-untyped-def]
    session = HandSession(rigged_hand(dealer_tiles, "258m369p147s2456z", indicator=indicator))
    return session.views[0]


def test_every_ready_discard_is_listed_with_its_waits_unseen_counts_and_engine_points() -> None:
    # 1z or 2z may go (a single-tile wait on the other); the 1z 花牌 indicator is a seen 1z,
    # so the 2z wait has more copies left and comes first. Nothing else leaves it ready.
    view = human_view("123m456p789s345s1z2z", indicator="1z")
    options = ready_options(view)
    assert [o.discard for o in options] == [ONE_Z, TWO_Z]
    assert [[(w.kind, w.unseen) for w in o.waits] for o in options] == [[(TWO_Z, 3)], [(ONE_Z, 2)]]
    flowers = tuple(kind_of(t) for t in view.indicators)
    assert flowers == (ONE_Z,)
    for option, wait_kind in zip(options, (TWO_Z, ONE_Z), strict=True):
        (wait,) = option.waits
        hand = [*parse_kinds("123m456p789s345s"), wait_kind, wait_kind]  # the kept one pairs
        for win_by, points in ((WinBy.TSUMO, wait.tsumo_points), (WinBy.RON, wait.ron_points)):
            situation = WinSituation(win_by=win_by, dealer=True, flower_indicators=flowers)
            assert points == score_win(hand, [], wait_kind, situation).points > 0


def test_a_thirteen_tile_hand_shows_its_own_waits() -> None:
    session = HandSession(rigged_hand("123m456p789s345s1z9p", "258m369p147s2456z"))
    nine_p = next(t for t in session.hand.seats[0].concealed if kind_of(t) == NINE_P)
    session.apply(Action(ActionKind.DISCARD, 0, tile=nine_p))
    (option,) = ready_options(session.views[0])
    assert option.discard is None and [w.kind for w in option.waits] == [ONE_Z]


def test_declaring_ready_adds_its_fan_to_the_points() -> None:
    view = human_view("123m456p789s345s1z2z")
    plain = {o.discard: o.waits[0].ron_points for o in ready_options(view)}
    declared = {o.discard: o.waits[0].ron_points for o in ready_options(view, declaring=True)}
    assert all(declared[k] > plain[k] for k in plain)


def test_a_hand_that_is_not_close_has_no_rows() -> None:
    assert ready_options(human_view("147m258p369s1234z5m")) == ()


def test_a_kind_passed_after_the_opponents_ready_is_safe_and_its_own_discards_are_not() -> None:
    watch = SafeTiles(seat=0)
    five_m, seven_m, nine_s = 4 * 4, 6 * 4, 17 * 4
    watch.observe(Discarded(0, seven_m, False))  # before the 报听: proves nothing
    watch.observe(Drew(1, None, False, 30))
    watch.observe(DeclaredReady(1, False))
    watch.observe(Discarded(1, nine_s, False))  # its own 报听 tile: no 振听, not safe
    watch.observe(Drew(0, 40, False, 29))
    watch.observe(Discarded(0, five_m, False))
    assert watch.safe_kinds() == frozenset()  # the CPU has not answered yet
    watch.observe(Drew(1, None, False, 28))  # it did not win on 5m: safe for good
    assert watch.safe_kinds() == {kind_of(five_m)}
    assert kind_of(nine_s) not in watch.safe_kinds()
    assert kind_of(seven_m) not in watch.safe_kinds()


def test_nothing_is_safe_before_a_declaration() -> None:
    watch = SafeTiles(seat=0)
    watch.observe(Discarded(0, 0, False))
    watch.observe(Drew(1, None, False, 30))
    assert watch.safe_kinds() == frozenset()


def _action(kind: ActionKind, tile: int | None = None) -> Action:
    return Action(kind, 0, tile=tile)


def test_the_timer_takes_a_win_only_after_ready() -> None:
    legal = [_action(ActionKind.RON), _action(ActionKind.PASS)]
    assert timeout_action(legal, None).kind is ActionKind.PASS
    assert timeout_action(legal, None, declared_ready=True).kind is ActionKind.RON
    tsumo = [_action(ActionKind.TSUMO), _action(ActionKind.DISCARD, 5)]
    assert timeout_action(tsumo, 5).kind is ActionKind.DISCARD
    assert timeout_action(tsumo, 5, declared_ready=True).kind is ActionKind.TSUMO


def test_auto_win_and_auto_pass() -> None:
    win = [_action(ActionKind.RON), _action(ActionKind.PON), _action(ActionKind.PASS)]
    call = [_action(ActionKind.PON), _action(ActionKind.CHI), _action(ActionKind.PASS)]
    assert auto_answer(win, auto_win=True, auto_pass=False).kind is ActionKind.RON  # type: ignore[union-attr]
    assert auto_answer(win, auto_win=False, auto_pass=True) is None  # a win is never passed
    assert auto_answer(call, auto_win=True, auto_pass=True).kind is ActionKind.PASS  # type: ignore[union-attr]
    assert auto_answer(call, auto_win=True, auto_pass=False) is None
    own_turn = [_action(ActionKind.CONCEALED_KONG), _action(ActionKind.DISCARD, 3)]
    assert auto_answer(own_turn, auto_win=True, auto_pass=True) is None


def test_system_language_from_locale_names() -> None:
    assert language_for(["zh_CN.UTF-8"]) is Language.ZH
    assert language_for(["zh_TW"]) is Language.ZH
    assert language_for(["Chinese (Simplified)_China.936"]) is Language.ZH
    assert language_for(["en_US.UTF-8", "zh_CN"]) is Language.EN  # the first one decides
    assert language_for(["de_DE@euro"]) is Language.EN
    assert language_for(["C", "POSIX", "", None, "fr_FR"]) is Language.EN
    assert language_for(["C.UTF-8", None]) is Language.ZH  # nothing said: the original


def test_locale_variables_in_their_order_of_precedence() -> None:
    env = {"LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LC_ALL": ""}
    assert environment_locales(env) == ["zh_CN.UTF-8", "en_US.UTF-8"]
    assert environment_locales({"LANGUAGE": "en_GB:zh_CN", "LANG": "zh_CN"})[0] == "en_GB"
    assert language_for(environment_locales(env)) is Language.ZH
    assert language_for(environment_locales({"LC_ALL": "ja_JP", "LANG": "zh_CN"})) is Language.EN


def _near_win_hands() -> st.SearchStrategy[list[int]]:
    """14 tiles (ids) built as four sets and a pair, then one tile swapped for any other:
    hands that are often one discard from ready, never five copies of a kind."""
    runs = [[k, k + 1, k + 2] for suit in range(3) for k in range(suit * 9, suit * 9 + 7)]
    triplets = [[k] * 3 for k in range(34)]
    sets = st.lists(st.sampled_from(runs + triplets), min_size=4, max_size=4)
    return (
        st.tuples(sets, st.integers(0, 33), st.integers(0, 13), st.integers(0, 33))
        .map(_as_tiles)
        .filter(lambda tiles: tiles is not None)
    )  # type: ignore[return-value]


def _as_tiles(parts: tuple[list[list[int]], int, int, int]) -> list[int] | None:
    sets, pair, swap_at, swap_to = parts
    kinds = [k for s in sets for k in s] + [pair, pair]
    kinds[swap_at] = swap_to
    if any(kinds.count(k) > 4 for k in kinds):
        return None
    used: dict[int, int] = {}
    tiles = []
    for kind in kinds:
        tiles.append(kind * 4 + used.get(kind, 0))
        used[kind] = used.get(kind, 0) + 1
    return tiles


@settings(max_examples=80, deadline=None)
@given(tiles=_near_win_hands())
def test_each_row_is_a_real_ready_discard_and_none_is_missing(tiles: list[int]) -> None:
    view = PlayerView(seat=0, tile_set=ARCADE_TILES, concealed=tiles)
    options = ready_options(view)
    counts = counts_of(kind_of(t) for t in tiles)
    unseen = view.unseen_counts()
    listed = {o.discard for o in options}
    held = sorted({kind_of(t) for t in tiles})
    for kind in held:
        counts[kind] -= 1
        assert bool(waits_of(counts, [])) == (kind in listed), kind  # every one, no other
        counts[kind] += 1
    for option in options:
        assert option.discard in held
        for wait in option.waits:
            after = list(counts)
            after[option.discard] -= 1  # type: ignore[index]
            after[wait.kind] += 1
            assert is_winning_hand(after, [])
            assert wait.unseen == unseen[wait.kind]
            assert wait.tsumo_points >= wait.ron_points >= 0  # a self-draw never scores less
