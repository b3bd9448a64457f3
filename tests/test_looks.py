"""Defects found by looking at the screens in a real window (issue 25: every screen at
960×540, 1280×720 and 1920×1080, zh and en), each checked here as drawn."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from itertools import pairwise
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from text_drawn import drawn_boxes, drawn_text

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.settle import escape_due
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.events import Won
from mahjong2p.rules.features.choice import Choice
from mahjong2p.scenes.bean_flow import BeanFlow
from mahjong2p.scenes.how_to_play import HowToPlayScene, gb_pictures
from mahjong2p.scenes.how_to_play.gb_pages import GB_PAGES
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.showcase.gb import (
    SEEDS_TRIED,
    play_seats,
    showcase_flow,
    table_for,
    winner_of,
)
from mahjong2p.scenes.showcase.staged import settled_table
from mahjong2p.scenes.showcase.staging import human_won, play_until
from mahjong2p.scenes.showcase.tables import asking
from mahjong2p.scenes.table.hud_part import items_area
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.seat import Seat
from mahjong2p.store.settings import Settings
from mahjong2p.ui import draw
from mahjong2p.ui.theme import MIN_TEXT_PX
from mahjong2p.ui.widgets import Button

DAY = datetime.date(2026, 12, 1)

MAX_SKIPS = 1000  # animations skipped to the win


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(960, 540), settings=Settings(language=Language.ZH), seed=1)
    yield application
    pygame.quit()


def rooms_with(app: App, account: BeanAccount) -> None:
    wallet = BeanWallet.in_memory(load_rooms(), account, today=lambda: DAY)
    app.ctx.stack.reset(RoomsScene(app.ctx, wallet))
    app.draw()


def test_the_record_names_no_biggest_win_before_the_first_win(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a lost hand and an escape (逃跑) the rooms never read "单局最多赢 0 欢乐豆"
    (nor the beans an escape or a loss cost as a win): the record names no biggest win
    until there is one."""
    lines = drawn_text(monkeypatch)
    rules = load_rooms()
    cost = escape_due(rules, rules.room("novice"))
    lost = (
        BeanStats()
        .with_hand("novice", HandResult.LOST, -650)
        .with_hand("novice", HandResult.ESCAPED, -cost)
    )
    rooms_with(app, BeanAccount(5_000 - 650 - cost, stats=lost))
    assert "战绩：2 局 · 胜 0 局" in lines and not any("最多赢" in line for line in lines)
    lines.clear()
    won = lost.with_hand("novice", HandResult.WON, 550)
    rooms_with(app, BeanAccount(5_000 - 650 - cost + 550, stats=won))
    assert "战绩：3 局 · 胜 1 局 · 单局最多赢 550 欢乐豆" in lines


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", [Language.ZH, Language.EN])
def test_the_rooms_page_fits_the_five_room_names_side_by_side(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: Language
) -> None:
    """玩法说明's 房间 page in English: "Junior Ro" and "Intermediate Roo" ran under the
    next room's badge."""
    badges: list[pygame.Rect] = []
    real = gb_pictures.badge

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        badges.append(real(*args, **kwargs))
        return badges[-1]

    monkeypatch.setattr(gb_pictures, "badge", recorded)
    app.ctx.settings.language = language
    app.ctx.apply_settings()
    scene = HowToPlayScene(app.ctx, gb_first=True)
    scene.page = next(i for i, p in enumerate(GB_PAGES) if p.title_key == "gbhow.rooms.title")
    app.ctx.stack.reset(scene)
    surface = pygame.Surface(size)
    scene.draw(surface)
    assert len(badges) == 5
    assert all(a.right < b.left for a, b in pairwise(badges))
    assert badges[0].left >= 0 and badges[-1].right <= size[0]


def test_room_rates_read_by_the_amount_rule(app: App) -> None:
    """The rooms page wrote "rate 2000" where the rooms themselves say "2,000"."""
    app.ctx.settings.language = Language.EN
    app.ctx.apply_settings()
    page = next(p for p in GB_PAGES if p.title_key == "gbhow.rooms.title")
    text = " ".join(page.lines(app.ctx))
    for room in load_rooms().rooms:
        assert f"rate {app.ctx.text.amount(room.rate)} " in text
    assert "rate 2,000" in text and "rate 2000" not in text


def _won_table(app: App, gb: bool) -> TableScene:
    """A table whose player has just won, every event shown up to the ``Won``."""
    if gb:
        flow = showcase_flow(app.ctx)
        for k in range(SEEDS_TRIED):
            table, session = table_for(app.ctx, flow, app.ctx.seed + k)
            play_seats(session, lambda h: False)
            if winner_of(session.hand) == Seat.HUMAN:
                break
        scene: TableScene = flow.show_table(table, session)
    else:
        session = play_until(app.ctx.seed, human_won)
        scene = settled_table(app.ctx, session, keep=len(session.hand.log))
    log = session.hand.log
    keep = len(log) - next(i for i, e in enumerate(log) if isinstance(e, Won))
    for _ in range(MAX_SKIPS):
        if not (len(session.pending) > keep or scene.animator.busy):
            break
        scene.animator.skip()
        if len(session.pending) > keep:
            scene.update(0)
    else:
        raise AssertionError("the animations never reached the win")
    return scene


@pytest.mark.parametrize("gb", [False, True], ids=["arcade", "beans"])
def test_no_waits_are_shown_once_the_players_win_is(app: App, gb: bool) -> None:
    """While the hands were laid open after the player's 自摸, the waits strip still
    offered discards ("打 一万 … +1,950 / +650") and the fan note stood over the board."""
    table = _won_table(app, gb)
    assert table.model.won is None and table.session.pending
    app.draw()
    table.update(0)  # the Won is shown
    assert table.model.won is not None and table.model.won.seat == Seat.HUMAN
    app.draw()
    assert table.frame_rects["waits"] == [] and table.aids.drawn == []


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", [Language.ZH, Language.EN])
@pytest.mark.parametrize("auto", [False, True], ids=["choosing", "auto-play"])
def test_the_sidebar_status_stays_in_the_sidebar_above_the_items(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: Language, auto: bool
) -> None:
    """Stage 3 (the held items under the status) in English: "Your choice (Space
    declines)" ran out of the sidebar onto the felt, and "Auto-play · press A to stop" had
    its second line under the items' buttons. The status is one readable line there."""
    application = App(size=size, settings=Settings(language=language), seed=4)
    try:
        table = asking(application.ctx, 3, Choice.OPENING_SWAP)
        table.session.auto_play = auto
        drawn = drawn_boxes(monkeypatch)
        application.draw()
        tr = application.ctx.text.text
        status = tr("hud.auto_on") if auto else tr("hud.choosing")
        (size_px, rect) = next((px, r) for text, px, r in drawn if text == status)
        hud, items = table.layout.hud, items_area(table.layout)
        assert size_px >= MIN_TEXT_PX and rect.right <= hud.right and rect.bottom <= items.y
    finally:
        pygame.quit()


@pytest.mark.parametrize(("label", "shortcut", "size"), [("Pass", "Space", (68, 44))])
def test_a_short_button_keeps_its_label_readable_beside_a_long_shortcut(
    app: App,
    monkeypatch: pytest.MonkeyPatch,
    label: str,
    shortcut: str,
    size: tuple[int, int],
) -> None:
    """The call bar's "Pass" at 960×540 in English was squeezed left of "Space" to about
    nine pixels: the label now goes under the shortcut, readable, overlapping nothing."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((args[2], args[3], real(*args, **kwargs)))
        return drawn[-1][2]

    monkeypatch.setattr(draw, "text", recorded)
    button = Button(label, lambda: None, key_label=shortcut)
    button.rect = pygame.Rect((10, 10), size)
    button.draw(pygame.Surface((100, 80)), app.ctx.fonts, False)
    (_, label_px, label_at), (_, _, key_at) = drawn
    assert label_px >= MIN_TEXT_PX + 2 and not label_at.colliderect(key_at)
    assert button.rect.contains(label_at)


@pytest.mark.parametrize("language", [Language.ZH, Language.EN])
def test_a_worked_sum_never_starts_a_line_with_its_operator(app: App, language: Language) -> None:
    """玩法说明's 72-tile page at 1280×720 wrapped "…花牌：36" / "+ 28 + 8 = 72张"."""
    app.ctx.settings.language = language
    app.ctx.apply_settings()
    for key in ("gbhow.tiles.1", "howto.points.formula"):
        text = app.ctx.text.text(key, f=3, points="600")
        for width in range(120, 1000, 7):
            for line in draw.wrap(app.ctx.fonts, text, 20, width):
                assert line[0] not in "+=×", (width, line)


def test_the_escape_message_writes_the_rate_by_the_amount_rule(app: App) -> None:
    """After 逃跑 from a 2,000-a-point room the rooms said "（13分 × 底分2000）"."""
    rules = load_rooms()
    room = next(r for r in rules.rooms if r.rate >= 1_000)
    wallet = BeanWallet.in_memory(rules, BeanAccount(room.entry_min), today=lambda: DAY)
    app.ctx.beans = wallet
    app.ctx.bean_table = BeanTable(wallet, room, 1)
    paid = rules.escape_points * room.rate
    BeanFlow(app.ctx, lambda: None).escaped(SimpleNamespace(paid=paid))  # type: ignore[arg-type]
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene)
    assert f"底分{app.ctx.text.amount(room.rate)}" in rooms.notice
    assert f"底分{room.rate})" not in rooms.notice
