"""Issue 37.16: each room's card says the most one hand can cost there — the CPU's capped
自摸, 13 × 3 × the rate (7,800 in 普通场), as the bean economy settles it — and an open
room where that is more than the player holds says so in words; the rooms' numbers stay as
they are. Read from the text the room select draws."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from text_drawn import drawn_text

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.access import room_access
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.scenes import showcase
from mahjong2p.scenes.room_card import most_a_hand_costs
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.store.settings import Settings


@pytest.fixture(params=list(Language), ids=lambda lang: lang.value)
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(size=(1280, 720), seed=1, settings=Settings(language=request.param))
    yield application
    pygame.quit()


def test_the_most_a_hand_costs_is_the_capped_self_draw() -> None:
    rules = load_rooms()
    for room in rules.rooms:
        assert most_a_hand_costs(rules, room) == rules.fan_cap * 3 * room.rate
    assert most_a_hand_costs(rules, rules.room("regular")) == 7_800


@pytest.mark.parametrize("scene", ["rooms_new", "rooms", "rooms_rich"])
def test_every_card_says_it_and_warns_in_words_when_it_is_more_than_the_player_has(
    app: App, scene: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    showcase.show(app.ctx, scene)
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene)
    lines = drawn_text(monkeypatch)
    app.draw()
    tr, lang = app.ctx.text.text, app.ctx.text.language
    beans, rules = rooms.wallet.account.beans, rooms.wallet.rules
    risky = 0
    for access in room_access(rules, beans):
        most = most_a_hand_costs(rules, access.room)
        assert tr("look.rooms.most", n=format_amount(most, lang)) in lines
        risky += access.open and most > beans
    warning = tr("look.rooms.risky").splitlines()[0]
    assert sum(line.startswith(warning[:6]) for line in lines) == risky
    if scene == "rooms_new":  # 5,000 beans: 普通场 lets them in, one 自摸 there is 7,800
        assert risky >= 1
