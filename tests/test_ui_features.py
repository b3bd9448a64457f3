"""The stage features at the table, answered through their overlays with synthetic mouse
and keyboard events (RULES.md A3, A9): the opening swap, the 搓牌 picker, the triplet
offer, 偷天换日 and 移花接木 — each changes the hand only through the engine, which keeps
all 136 tiles accounted for; and a choice never stalls (the timer declines, 托管 answers).
Each state is reached by agents playing a seed with the stage's real features on."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_driver import FRAME_S, click, key, marked_tiles, quick_app, tile_center

from mahjong2p.app.shell import MAX_STEPS_PER_FRAME, STEP, App
from mahjong2p.rules.events import ChoiceDeclined, DrawChosen, Drew, TilesExchanged
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.showcase.tables import asking, using
from mahjong2p.scenes.table.hand_part import hand_order
from mahjong2p.scenes.table.marking_part import MarkingOverlay
from mahjong2p.scenes.table.picker_part import PickerOverlay
from mahjong2p.scenes.table.scene import TableScene

SEED = 4


@pytest.fixture
def app() -> Iterator[App]:
    application = quick_app(App(size=(1280, 720), seed=SEED))
    yield application
    pygame.quit()


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.frame(FRAME_S)


def exchanged(table: TableScene) -> TilesExchanged:
    found = [e for e in table.session.hand.log if isinstance(e, TilesExchanged)]
    assert found, "no tiles were exchanged"
    return found[-1]


def picker_of(table: TableScene) -> PickerOverlay:
    picker = getattr(table.feature, "picker", None)
    assert isinstance(picker, PickerOverlay)
    return picker


def walk_to(app: App, picker: PickerOverlay, kind: int) -> None:
    """Arrow keys, one frame each, until the picker's cursor is on ``kind``."""
    for _ in range(40):
        if picker.cursor == kind:
            return
        key(pygame.K_RIGHT if picker.cursor // 9 == kind // 9 else pygame.K_DOWN)
        app.frame(FRAME_S)
    assert picker.cursor == kind


@pytest.mark.parametrize("by_mouse", [True, False], ids=["mouse", "keys"])
def test_the_opening_swap_marks_tiles_and_swaps_them(app: App, by_mouse: bool) -> None:
    table = asking(app.ctx, 2, Choice.OPENING_SWAP)
    app.draw()
    first, second = hand_order(table.model.view)[:2]
    if by_mouse:
        for index in (0, 1, 1, 1):  # mark, mark, unmark, mark again
            click(tile_center(table, index))
        frames(app, 1)
        assert marked_tiles(table) == [first, second]
        click(table.feature.confirm.rect.center)  # type: ignore[union-attr]
    else:
        for k in (pygame.K_RIGHT, pygame.K_UP, pygame.K_RIGHT, pygame.K_UP):
            key(k)
        frames(app, 1)
        assert marked_tiles(table) == [first, second]
        key(pygame.K_RETURN)
    frames(app)
    swap = exchanged(table)
    assert swap.choice is Choice.OPENING_SWAP and set(swap.given or ()) == {first, second}
    view = table.model.view
    assert first not in view.concealed and set(swap.received or ()) <= set(view.concealed)
    table.session.hand.check_invariants()


@pytest.mark.parametrize("way", [pygame.K_SPACE, pygame.K_RETURN], ids=["space", "enter"])
def test_keeping_every_tile_declines_the_swap(app: App, way: int) -> None:
    table = asking(app.ctx, 2, Choice.OPENING_SWAP)
    key(way)  # Enter with nothing marked keeps them all, as Space does
    frames(app)
    log = table.session.hand.log
    declined = [e for e in log if isinstance(e, ChoiceDeclined)]
    assert declined and declined[0].choice is Choice.OPENING_SWAP
    assert not any(isinstance(e, TilesExchanged) for e in log)


@pytest.mark.parametrize("by_mouse", [True, False], ids=["mouse", "keys"])
def test_the_draw_picker_takes_the_kind_chosen(app: App, by_mouse: bool) -> None:
    table = asking(app.ctx, 3, Choice.DRAW_CHOICE)
    app.draw()
    picker = picker_of(table)
    kind = max(picker.enabled)
    greyed = [k for k in range(34) if k not in picker.enabled]
    if greyed and by_mouse:
        click(picker.cells[greyed[0]].center)  # a kind that cannot be had does nothing
        frames(app, 1)
        assert table.session.choosing
    if by_mouse:
        click(picker.cells[kind].center)
    else:
        walk_to(app, picker, kind)
        key(pygame.K_RETURN)
    frames(app)
    log = table.session.hand.log
    chosen = next(e for e in log if isinstance(e, DrawChosen))
    drew = log[log.index(chosen) + 1]
    assert chosen.kind == kind and isinstance(drew, Drew) and kind_of(drew.tile or 0) == kind
    table.session.hand.check_invariants()


def test_the_normal_draw_declines_the_picker(app: App) -> None:
    table = asking(app.ctx, 3, Choice.DRAW_CHOICE)
    app.draw()
    click(picker_of(table).decline.rect.center)
    frames(app)
    log = table.session.hand.log
    declined = next(e for e in log if isinstance(e, ChoiceDeclined))
    assert isinstance(log[log.index(declined) + 1], Drew)


@pytest.mark.parametrize("by_mouse", [True, False], ids=["mouse", "keys"])
def test_the_triplet_offer_takes_three_tiles(app: App, by_mouse: bool) -> None:
    table = asking(app.ctx, 3, Choice.TRIPLET_OFFER)
    app.draw()
    offer = table.model.view.choice
    assert offer is not None and offer.tile_kind is not None
    overlay = table.feature
    assert isinstance(overlay, MarkingOverlay)
    for i in range(3):
        if by_mouse:
            click(tile_center(table, i))
        else:
            key(pygame.K_RIGHT)
            key(pygame.K_UP)
        if i == 1:  # two marked: confirming is not possible yet
            key(pygame.K_RETURN)
            frames(app, 1)
            assert table.session.choosing and not overlay.complete
    frames(app, 1)
    if by_mouse:
        click(overlay.confirm.rect.center)
    else:
        key(pygame.K_RETURN)
    frames(app)
    swap = exchanged(table)
    assert [kind_of(t) for t in swap.received or ()] == [offer.tile_kind] * 3
    table.session.hand.check_invariants()


def test_sky_swap_changes_one_tile_into_the_kind_picked(app: App) -> None:
    table = using(app.ctx, Choice.TOU_TIAN_HUAN_RI)  # opened (the HUD's way is tested below)
    app.draw()
    tile = hand_order(table.model.view)[0]
    click(tile_center(table, 0))  # the one tile: sent at once, then the picker asks
    frames(app)
    picker = picker_of(table)
    assert kind_of(tile) not in picker.enabled  # not into its own kind
    kind = min(picker.enabled)
    walk_to(app, picker, kind)
    key(pygame.K_RETURN)
    frames(app)
    swap = exchanged(table)
    assert swap.given == (tile,) and [kind_of(t) for t in swap.received or ()] == [kind]
    assert table.session.hand.items_left[Choice.TOU_TIAN_HUAN_RI] == 0
    table.session.hand.check_invariants()


@pytest.mark.parametrize("by_mouse", [True, False], ids=["mouse", "keys"])
def test_the_hud_buttons_use_the_items_on_the_discard_turn(app: App, by_mouse: bool) -> None:
    from mahjong2p.progression.deal import stage_hand_config
    from mahjong2p.scenes.showcase.staged import arcade_at, holding, settled_table
    from mahjong2p.scenes.showcase.staging import may_use, play_until

    arcade = arcade_at(app.ctx, 3, items=holding(1, 1, 0))
    config = stage_hand_config(arcade.stage, arcade.run.items)
    table = settled_table(app.ctx, play_until(SEED, may_use(Choice.YI_HUA_JIE_MU), config))
    frames(app, 1)
    app.draw()
    assert table.usable_items() == {Choice.TOU_TIAN_HUAN_RI, Choice.YI_HUA_JIE_MU}
    if by_mouse:
        click(table.items.buttons[Choice.YI_HUA_JIE_MU].rect.center)
    else:
        key(pygame.K_y)
    frames(app, 1)
    overlay = table.feature
    assert isinstance(overlay, MarkingOverlay) and overlay.spec.count == 3
    for i in range(3):
        click(tile_center(table, i))
    frames(app, 1)
    key(pygame.K_RETURN)
    frames(app)
    swap = exchanged(table)
    assert (
        swap.choice is Choice.YI_HUA_JIE_MU and len({kind_of(t) for t in swap.received or ()}) == 1
    )
    table.session.hand.check_invariants()


def test_cancelling_an_item_keeps_it(app: App) -> None:
    table = using(app.ctx, Choice.YI_HUA_JIE_MU)
    key(pygame.K_SPACE)
    frames(app)
    assert table.session.hand.phase.kind is PhaseKind.TURN
    assert table.session.hand.items_left[Choice.YI_HUA_JIE_MU] == 1


def test_the_turn_timer_declines_a_choice_it_is_never_stalled(app: App) -> None:
    app.ctx.settings.timer_enabled = True
    table = asking(app.ctx, 3, Choice.DRAW_CHOICE)
    per_frame = STEP * MAX_STEPS_PER_FRAME  # the most game time one frame advances
    frames(app, round((table.turn_seconds + 1) / per_frame))
    log = table.session.hand.log
    declined = next(e for e in log if isinstance(e, ChoiceDeclined))
    assert declined.choice is Choice.DRAW_CHOICE and isinstance(log[log.index(declined) + 1], Drew)


def test_auto_play_answers_a_choice(app: App) -> None:
    table = asking(app.ctx, 2, Choice.OPENING_SWAP)
    key(pygame.K_a)  # 托管
    frames(app, 4)
    log = table.session.hand.log
    assert any(isinstance(e, TilesExchanged | ChoiceDeclined) for e in log)
    assert not table.session.choosing
