"""Issue 15 item 7 on screen: the replay list shows 欢乐豆 and arcade hands together, each
labelled with its mode, room (or stage) and result in zh and en; a damaged or
unknown-ruleset 72-tile file is set aside with the list's one-line notice, never a crash;
a 72-tile 牌谱 is watched on the 72-tile table (two walls, dice, deal, 补花, flowers — as the
engine's events say) and Esc, a click on the list or the end of the hand work as for the
arcade's."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.loop import play_hand
from mahjong2p.play.session import HandSession
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.replay.record import (
    Replay,
    ReplayError,
    Summary,
    replay_from_json,
    replay_of,
    replay_to_json,
)
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.events import DiceRolled, FlowerSetAside, WallTaken
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.scenes.gb_table.hints import GbAids
from mahjong2p.scenes.gb_table.hud import BeanNumbers
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.replay_row import row_labels
from mahjong2p.scenes.replays import ReplayListScene
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.seat import Seat
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import Stored, load_replays, replay_folder, save_replay
from mahjong2p.store.settings import Settings
from tests.agents import WinHungryRandom
from tests.json_damage import edited

RULES = load_rooms()
BAD_NAME = "20990101-000000-s9-h9-gb.json"
STEP = 1 / 60

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def _room_hands(folder: Path, count: int, seed: int = 1) -> list[Stored]:
    """``count`` hands at one 普通场 table, each settled (and so kept) by the bean table."""
    wallet = BeanWallet.open(RULES, folder)
    table = BeanTable(wallet, RULES.room("regular"), seed, folder=folder)
    for _ in range(count):
        hand = table.begin_hand()
        session = HandSession(hand, table.difficulty)
        for _ in range(MAX_ACTIONS):
            if hand.is_over:
                break
            session.agent_move(hand.to_act if hand.to_act is not None else Seat.HUMAN)
        else:
            raise AssertionError("the hand never ended")
        table.settle(hand.log)
    found, skipped = load_replays(replay_folder(folder))
    assert not skipped
    return found


def _arcade_replay(seed: int = 1) -> Replay:
    hand = Hand(seed=seed, hand_number=0, dealer=0)
    play_hand(hand, [WinHungryRandom(seed), WinHungryRandom(seed + 1)])
    return replay_of(hand, 2, "2026-01-01 12:00:00")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    application = App(size=(1280, 720), seed=3, profile=Profile.open(tmp_path))
    yield application
    pygame.quit()


def _with(replay: Replay, winner: int | None, moved: int, fan: int = 16) -> Replay:
    room = replay.room
    assert room is not None
    return replace(
        replay,
        summary=Summary(winner, fan if winner is not None else 0, 13 if winner is not None else 0),
        room=replace(room, beans_moved=moved),
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            Language.ZH,
            [
                ("欢乐豆场", "普通场 · 第1局", "你和 16番 +2,600欢乐豆"),
                ("欢乐豆场", "普通场 · 第1局", "电脑和牌 -12,000欢乐豆"),
                ("欢乐豆场", "普通场 · 第1局", "流局 0欢乐豆"),
                ("闯关模式", "第2关 · 第1局", None),
            ],
        ),
        (
            Language.EN,
            [
                ("Bean Rooms", "Regular Room · Hand 1", "You won: 16 fan · +2,600 beans"),
                ("Bean Rooms", "Regular Room · Hand 1", "The CPU wins · -12,000 beans"),
                ("Bean Rooms", "Regular Room · Hand 1", "Drawn hand · 0 beans"),
                ("Arcade", "Stage 2 · Hand 1", None),
            ],
        ),
    ],
)
def test_each_row_names_its_mode_room_and_result(
    tmp_path: Path, language: Language, expected: list[tuple[str, str, str | None]]
) -> None:
    (stored,) = _room_hands(tmp_path, 1)
    rows = [
        _with(stored.replay, Seat.HUMAN, 2600),
        _with(stored.replay, Seat.CPU, -12000),
        _with(stored.replay, None, 0),
        _arcade_replay(),
    ]
    application = App(size=(1280, 720), settings=Settings(language=language), seed=3)
    try:
        for replay, (mode, where, outcome) in zip(rows, expected, strict=True):
            labels = row_labels(application.ctx, replay)
            assert (labels.mode, labels.where) == (mode, where)
            if outcome is not None:
                assert labels.outcome == outcome
    finally:
        pygame.quit()


def test_a_room_the_game_no_longer_has_is_shown_by_its_id(tmp_path: Path, app: App) -> None:
    (stored,) = _room_hands(tmp_path, 1)
    room = stored.replay.room
    assert room is not None
    gone = replace(stored.replay, room=replace(room, room="vip_2027"))
    data = json.loads(json.dumps(replay_to_json(gone)))
    assert row_labels(app.ctx, replay_from_json(data)).where == "vip_2027 · 第1局"


def test_the_list_shows_both_modes_and_draws(tmp_path: Path, app: App) -> None:
    folder = replay_folder(tmp_path)
    assert save_replay(folder, _arcade_replay()) is None
    _room_hands(tmp_path, 3)
    listing = ReplayListScene(app.ctx)
    app.ctx.stack.push(listing)
    app.draw()
    modes = [s.replay.rules.id for s in listing.stored]
    assert sorted(modes) == ["arcade", "gb", "gb", "gb"] and listing.skipped == 0


# ---------------------------------------------------------------- damaged files
DAMAGE: dict[str, Callable[[dict[str, Any]], str]] = {
    "ruleset-unknown": edited(lambda g: g.update(ruleset="riichi")),
    "ruleset-number": edited(lambda g: g.update(ruleset=72)),
    "room-on-arcade": edited(lambda g: g.update(ruleset="arcade")),
    "room-list": edited(lambda g: g.update(room=[1, 2])),
    "room-id-space": edited(lambda g: g["room"].update(id="../../etc")),
    "room-id-long": edited(lambda g: g["room"].update(id="a" * 500)),
    "rate-zero": edited(lambda g: g["room"].update(rate=0)),
    "rate-text": edited(lambda g: g["room"].update(rate="200")),
    "min-fan-negative": edited(lambda g: g["room"].update(min_fan=-1)),
    "cap-huge": edited(lambda g: g["room"].update(fan_cap=10**9)),
    "multiplier-float": edited(lambda g: g["room"].update(self_draw=1.5)),
    "beans-one": edited(lambda g: g["room"].update(beans_before=[5000])),
    "beans-text": edited(lambda g: g["room"].update(beans_before=["5000", 1])),
    "beans-true": edited(lambda g: g["room"].update(beans_before=[True, 1])),
    "moved-null": edited(lambda g: g["room"].update(beans_moved=None)),
    "room-unknown-key": edited(lambda g: g["room"].update(vip=True)),
    "room-missing-key": edited(lambda g: g["room"].pop("rate")),
    "higher-min-fan": edited(lambda g: g["room"].update(min_fan=88)),  # its wins no longer fit
}


@pytest.mark.parametrize("damage", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_gb_replay_is_set_aside_with_the_notice(
    tmp_path: Path, app: App, damage: Callable[[dict[str, Any]], str]
) -> None:
    found = _room_hands(tmp_path, 3, seed=2)
    good = next(s for s in found if s.replay.summary.winner is not None)  # a win to refuse
    folder = replay_folder(tmp_path)
    (folder / BAD_NAME).write_text(damage(replay_to_json(good.replay)), encoding="utf-8")
    listing = ReplayListScene(app.ctx)
    app.ctx.stack.push(listing)
    for stored in list(listing.stored):  # opening every row refuses the ones that do not play
        index = listing.stored.index(stored)
        listing.list.focus_on(index)
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        if app.ctx.stack.top is not listing:
            app.ctx.stack.pop()  # it played: back to the list
    app.draw()
    assert listing.skipped == 1 and len(listing.stored) == 3
    assert (folder / f"{BAD_NAME}.damaged").exists() and not (folder / BAD_NAME).exists()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
ROOM_KEYS = ["id", "rate", "min_fan", "fan_cap", "self_draw", "discard", "beans_before"]


@pytest.fixture(scope="module")
def good_gb(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    (stored,) = _room_hands(tmp_path_factory.mktemp("gb"), 1)
    return replay_to_json(stored.replay)


@settings(max_examples=150)
@given(key=st.sampled_from([*ROOM_KEYS, "beans_moved", None]), value=JSON)
def test_any_room_value_is_read_or_refused_in_one_line(
    good_gb: dict[str, Any], key: str | None, value: object
) -> None:
    data = json.loads(json.dumps(good_gb))
    if key is None:
        data["room"] = value
    else:
        data["room"][key] = value
    try:
        replay = replay_from_json(data)
    except ReplayError as exc:
        assert "\n" not in str(exc) and str(exc)
        return
    assert replay.room is not None and replay.rules.id == "gb"


@settings(max_examples=60)
@given(
    room=st.builds(
        RoomHand,
        room=st.from_regex(r"[a-z0-9_]{1,32}", fullmatch=True),
        rate=st.integers(1, 10**12),
        min_fan=st.integers(0, 88),
        fan_cap=st.integers(1, 1000),
        self_draw=st.integers(1, 9),
        discard=st.integers(1, 9),
        beans_before=st.tuples(st.integers(0, 10**12), st.integers(0, 10**12)),
        beans_moved=st.integers(-(10**12), 10**12),
    )
)
def test_every_room_record_survives_its_json(room: RoomHand) -> None:
    replay = Replay(
        seed=1,
        hand_number=0,
        dealer=0,
        config=HandConfig(),
        actions=(),
        summary=Summary(None),
        rules=room.rules,
        room=room,
    )
    again = replay_from_json(json.loads(json.dumps(replay_to_json(replay))))
    assert again.room == room and again.rules.min_fan == room.min_fan
    assert again.rules.settlement is not None
    assert (again.rules.settlement.self_draw, again.rules.settlement.discard) == (
        room.self_draw,
        room.discard,
    )


# ---------------------------------------------------------------- watching
def _open_newest(app: App, tmp_path: Path, hands: int = 1) -> tuple[ReplayListScene, Replay]:
    _room_hands(tmp_path, hands)
    listing = ReplayListScene(app.ctx)
    app.ctx.stack.push(listing)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    return listing, listing.stored[0].replay


def test_a_gb_replay_plays_on_the_gb_table_as_the_engine_dealt_it(tmp_path: Path, app: App) -> None:
    _, replay = _open_newest(app, tmp_path)
    viewer = app.ctx.stack.top
    assert isinstance(viewer, ReplayViewer)  # the replay viewer, opened after the deal
    scene = viewer.table
    assert isinstance(scene, GbWatchTable) and isinstance(scene.aids.inner, GbAids)
    room = replay.room
    assert room is not None and scene.caption_title() == "普通场"
    assert scene.numbers() == BeanNumbers(200, *room.beans_before, 8, 13)  # as it was dealt
    engine = replay.play()
    app.draw()
    dice = [e.dice for e in engine.log if isinstance(e, DiceRolled)]
    assert scene.walls.dice == dice and scene.walls.broken is not None
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    app.draw()
    assert app.ctx.stack.top is viewer and viewer.position == viewer.track.end
    taken = {p for e in engine.log if isinstance(e, WallTaken) for p in e.places}
    assert scene.walls.taken == taken
    flowers = [
        [e.tile for e in engine.log if isinstance(e, FlowerSetAside) and e.seat == s]
        for s in (0, 1)
    ]
    assert [list(f) for f in scene.model.view.flowers] == flowers


def test_esc_leaves_a_gb_replay_for_the_list(tmp_path: Path, app: App) -> None:
    listing, _ = _open_newest(app, tmp_path)
    scene = app.ctx.stack.top
    assert isinstance(scene, ReplayViewer) and isinstance(scene.table, GbWatchTable)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert scene.playing
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.ctx.stack.top is listing


def test_a_click_on_a_gb_row_opens_it_in_the_viewer_and_space_plays_it(
    tmp_path: Path, app: App
) -> None:
    _room_hands(tmp_path, 2)
    listing = ReplayListScene(app.ctx)
    app.ctx.stack.push(listing)
    app.draw()
    index, rect = listing.row_rects[1]
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    scene = app.ctx.stack.top
    assert isinstance(scene, ReplayViewer) and listing.list.focus == index
    assert isinstance(scene.table, GbWatchTable)
    assert scene.table.session.hand.hand_number == listing.stored[index].replay.hand_number
    first = scene.position
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    for _ in range(round(2.0 / STEP)):
        app.ctx.stack.update(STEP)
    assert scene.position > first  # playing on
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1))
    assert app.ctx.stack.top is scene
    app.draw()
