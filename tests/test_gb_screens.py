"""The 72-tile table and its results on screen: every new scene renders at 1280×720,
1920×1080 and 1024×576 in both languages; the two walls are drawn exactly as the engine's
wall events leave them (also mid-deal); the layout keeps the walls, flowers, ponds, hands
and HUD apart; the waits hint pays what the bean economy would; flower tiles are drawn."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language, Translator
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.gb.wall import STACKS
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import FLOWER_BASE, WEST, kind_of, parse_kinds
from mahjong2p.rules.tileset import GB_TILES
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes import showcase
from mahjong2p.scenes.aids.ready_hints import Wait
from mahjong2p.scenes.encyclopedia.scene import EncyclopediaScene
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.gb_table.hints import WaitValues
from mahjong2p.scenes.gb_table.layout import GbTableLayout
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.seat import Seat
from mahjong2p.store.settings import Settings

GB_SCENES = [name for name in showcase.SCENES if name.startswith("gb_")]
SIZES = [(1280, 720), (1920, 1080), (1024, 576)]
RULES = load_rooms()


@pytest.fixture
def make_app() -> Iterator[object]:
    def make(size: tuple[int, int], language: Language = Language.ZH) -> App:
        return App(size=size, settings=Settings(language=language), seed=3)

    yield make
    pygame.quit()


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", GB_SCENES)
def test_every_gb_scene_renders(make_app, scene: str, size: tuple[int, int], language) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size, language)
    showcase.show(app.ctx, scene)
    app.draw()
    top = app.ctx.stack.top
    shown = GbTableScene | GbWatchTable | GbResultsScene | EncyclopediaScene | ReplayViewer
    assert isinstance(top, shown)
    assert len({app.surface.get_at((x, size[1] // 2))[:3] for x in range(0, size[0], 37)}) > 3


def _walls_match(table: GbTableScene) -> None:
    """Every place the screen shows holds a tile in the engine's walls, and the reverse —
    once the screen has been told every event so far."""
    wall = table.session.hand.wall
    engine = {(s, lv) for s in range(STACKS) for lv in (0, 1) if wall.stacks[s][lv] is not None}
    shown = {(s, lv) for s in range(STACKS) for lv in (0, 1) if table.walls.present(s, lv)}
    assert shown == engine


def test_the_walls_are_drawn_as_the_engine_took_them(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    showcase.show(app.ctx, "gb_table")
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    assert not table.session.pending
    _walls_match(table)
    assert table.walls.dice == [d for d in (table.session.hand.wall.dice)]
    assert all(table.model.view.flowers[seat] for seat in Seat)


def test_mid_deal_the_walls_lose_exactly_the_stacks_taken_so_far(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    showcase.show(app.ctx, "gb_table_deal")
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    taken = len(table.walls.taken)
    assert 0 < taken < 27  # some of the deal is on its way, not all of it
    assert sum(table.walls.dealt_backs) <= taken
    assert table._status() == table.ctx.text.text("gb.hud.dealing")
    for _ in range(2000):  # play the deal out: then the screen and the engine agree
        if not table.session.pending and not table.animator.busy:
            break
        table.update(1 / 60)
    _walls_match(table)


@pytest.mark.parametrize("size", [*SIZES, (1280, 1024), (1440, 900)], ids=str)
def test_the_gb_layout_keeps_its_regions_apart(size: tuple[int, int]) -> None:
    layout = GbTableLayout(*size)
    window = pygame.Rect((0, 0), size)
    regions = layout.regions()
    for name, rect in regions.items():
        assert window.contains(rect), (name, rect)
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    for stack in range(STACKS):  # 18 stacks a wall, all inside the walls' bed
        assert layout.ring.contains(layout.stack_rect(stack))
    rows = {layout.stack_rect(s).y for s in range(STACKS)}
    assert len(rows) == 2  # two parallel walls
    # the player's wall runs right to left, the CPU's left to right (clockwise deal)
    assert layout.stack_rect(0).x > layout.stack_rect(17).x
    assert layout.stack_rect(18).x < layout.stack_rect(35).x


def test_the_waits_hint_pays_what_the_economy_would_and_marks_waits_below_8() -> None:
    """An open hand (吃 345m, 碰 北) waiting on 1m or 4m with 23m 789m 22z: on 4m a win on a
    discard is 7 fan (混一色 6, 幺九刻 1: below 起和), by 自摸 8."""
    room = RULES.room("regular")
    view = PlayerView(Seat.HUMAN, tile_set=GB_TILES)
    melds = [Meld(MeldKind.CHI, (8, 12, 16), 8), Meld(MeldKind.PON, (120, 121, 122), 120)]
    view.melds = (melds, [])
    view.dealer = Seat.CPU  # the player sits 西
    kinds = parse_kinds("23m789m22z")
    values = WaitValues(RULES, room).values(view, kinds, [Wait(0, 3), Wait(3, 2)])
    by_kind = {v.kind: v for v in values}
    for value in values:
        for win_by, shown in ((WinBy.TSUMO, value.tsumo_points), (WinBy.RON, value.ron_points)):
            situation = GbSituation(win_by=win_by, seat_wind=WEST)
            score = score_gb([*kinds, value.kind], melds, value.kind, situation)
            if not score.meets(RULES.min_fan):
                assert shown == 0  # shown as "—": that win is never offered
                continue
            settled = settle_win(RULES, room, Party.PLAYER, score.total_fan, win_by, Purses(0, 0))
            assert (
                shown
                == settled.payment.due
                == min(score.total_fan, 13) * (3 if win_by is WinBy.TSUMO else 1) * room.rate
            )
    assert by_kind[3].ron_points == 0 and by_kind[3].tsumo_points > 0
    assert by_kind[0].ron_points > 0


def test_flower_tiles_have_faces_and_english_names(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    for kind in range(34, 42):
        face = app.ctx.tiles.face(kind, 45, 62)
        assert face.get_size() == (45, 62)
    assert Translator(Language.EN).tile_name(34) == "Spring"
    assert Translator(Language.ZH).tile_name(41) == "菊"


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_hand_at_normal_speed_draws_every_frame(make_app, seed: int) -> None:  # type: ignore[no-untyped-def]
    """托管 plays the player's seat at normal animation speed and every frame is drawn, so
    every in-between moment is painted — a drawn flower still in the hand (before it is set
    aside) once broke the waits hint."""
    app = make_app((1280, 720))
    app.ctx.seed = seed
    showcase.show(app.ctx, "gb_table_deal", at=0.0)
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    table.toggle_auto()
    flowers_in_hand = 0
    for _ in range(6000):
        app.frame(0.05)
        top = app.ctx.stack.top
        if isinstance(top, GbResultsScene):
            break
        view = table.model.view
        flowers_in_hand += any(kind_of(t) >= FLOWER_BASE for t in view.concealed)
    assert isinstance(app.ctx.stack.top, GbResultsScene)
    assert flowers_in_hand  # the moment that broke was drawn
