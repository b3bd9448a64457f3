"""A run played through the screens (RULES.md A9, A10): the money shown is progression's
(bet, payout, refund, nothing for a CPU win), the shop, the rigged deal's cut-in, the
stage's 海底 draws, a run that survives closing the window, a whole run to the ending with
tiny targets (through the level loader's directory argument) with the name entry and the
high scores, and a game over with CONTINUE. Everything through synthetic input, headless,
at instant animation speed; saves go to a temporary folder only."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import UiPlayer, click, key, quick_app, type_text

from mahjong2p.app.shell import STEP, App
from mahjong2p.paths import levels_dir
from mahjong2p.progression.deal import stage_hand_config
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Levels, load_levels
from mahjong2p.rules.events import Won
from mahjong2p.scenes import showcase
from mahjong2p.scenes.ending import EndingScene
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.highscores import HighScoreScene
from mahjong2p.scenes.name_entry import NameEntryScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.shop import ShopScene
from mahjong2p.scenes.showcase.staged import arcade_at
from mahjong2p.scenes.showcase.staging import human_haitei, play_until
from mahjong2p.scenes.stage_end import GameOverScene, StageClearScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.saves import save_path
from mahjong2p.store.settings import Speed
from mahjong2p.ui.cutin import CutInKind, CutIns

FRAME_S = 0.1
MAX_FRAMES = 6000


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


def open_app(data: Path, seed: int = 6, levels: Levels | None = None) -> App:
    return quick_app(App(size=(1280, 720), seed=seed, profile=Profile.open(data), levels=levels))


@pytest.fixture
def app(data: Path) -> Iterator[App]:
    yield open_app(data)
    pygame.quit()


def tiny_levels(tmp_path: Path, edits: dict[str, list[tuple[str, str]]]) -> Levels:
    """The shipped levels with ``edits`` (file → [(old, new)]), read by the real loader."""
    folder = tmp_path / "levels"
    shutil.copytree(levels_dir(), folder)
    for name, changes in edits.items():
        path = folder / name
        text = path.read_text(encoding="utf-8")
        for old, new in changes:
            assert old in text, (name, old)
            text = text.replace(old, new, 1)
        path.write_text(text, encoding="utf-8")
    return load_levels(folder)


def check_money(results: ResultsScene, app: App) -> None:
    """The results show progression's settlement: bet, payout or refund, CPU wins pay 0."""
    money, levels = results.settlement, app.ctx.levels
    stage = levels.stage(money.run.stage)
    won = results.won is not None and results.won.seat == 0
    assert money.bet == stage.bet
    assert money.refund == (money.bet if results.won is None else 0)
    points = results.won.score.points if won and results.won is not None else 0
    assert money.payout == round(points * stage.payout_multiplier) * money.streak_bonus
    assert money.credits_after == money.credits_before - money.bet + money.refund + money.payout
    assert app.ctx.playing.run.credits == money.credits_after


# ---------------------------------------------------------------- the economy on screen
def test_the_hud_shows_the_run_and_the_bet_is_taken_at_the_deal(app: App) -> None:
    app.ctx.flow.start_run(1)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    numbers = table.numbers()
    start = app.ctx.levels.economy.starting_credits
    assert numbers is not None and numbers.credits == start - numbers.bet == start - 100
    assert (numbers.winnings, numbers.target, numbers.streak) == (0, 8000, 0)
    results = UiPlayer(app).until_results()
    check_money(results, app)


def test_the_shop_sells_what_leaves_the_bet_and_qian_kun_rigs_the_next_deal(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[CutInKind] = []
    original = CutIns.play

    def spy(self: CutIns, text: str, kind: CutInKind, *args: object, **kw: object):  # type: ignore[no-untyped-def]
        played.append(kind)
        return original(self, text, kind, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(CutIns, "play", spy)
    arcade = arcade_at(app.ctx, 2, credits=15800)
    app.ctx.flow.next_hand()
    shop = app.ctx.stack.top
    assert isinstance(shop, ShopScene)
    app.draw()
    key(pygame.K_1)  # 乾坤大挪移: 15800 - 15000 leaves the bet of 800
    app.frame(FRAME_S)
    assert arcade.run.items[Item.QIAN_KUN_DA_NUO_YI] == 1 and arcade.run.credits == 800
    app.draw()
    assert not shop.buy_buttons[1].enabled  # 偷天换日 would leave less than the bet
    click(shop.buy_buttons[1].rect.center)
    app.frame(FRAME_S)
    assert arcade.run.items[Item.TOU_TIAN_HUAN_RI] == 0 and arcade.run.credits == 800
    click(shop.use_button.rect.center)  # 乾坤大挪移, used before the hand
    app.frame(FRAME_S)
    assert arcade.run.rig_next
    assert Profile.open(app.ctx.profile.folder).progress.run.run.rig_next  # type: ignore[arg-type, union-attr]
    key(pygame.K_RETURN)  # 开始下一局
    app.frame(FRAME_S)
    app.frame(FRAME_S)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and table.session.rig is not None
    assert CutInKind.BIG_DEAL in played  # "大出血!" as the rigged tiles arrive


def test_the_third_dealer_win_in_a_row_pays_double_with_its_own_cut_in(app: App) -> None:
    app.ctx.settings.anim_speed = Speed.NORMAL  # to see the cut-in on its way
    showcase.show(app.ctx, "cutin_streak", at=0.0)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    table.update(STEP)  # HandEnded: the run settles the hand on the table
    assert table.outcome is not None and table.outcome.settlement.streak_bonus == 2
    texts = [cut.text for cut in table.animator.cutins.showing]
    assert app.ctx.text.text("cutin.streak", n=2) in texts
    money = table.outcome.settlement
    won = next(e for e in table.session.hand.log if isinstance(e, Won))
    assert money.payout == won.score.points * 2 and money.run.dealer_streak == 3


def test_broken_stage_data_stops_the_game_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mahjong2p.cli import play
    from mahjong2p.progression import levels

    def broken(directory: Path | None = None) -> Levels:
        raise levels.LevelDataError(Path("levels/stage2.toml"), "bet", "must be an integer")

    monkeypatch.setattr(levels, "load_levels", broken)
    monkeypatch.setattr("mahjong2p.app.shell.load_levels", broken)
    assert play.start_game() == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "stage2.toml: bet: must be an integer" in err


@pytest.mark.parametrize(("stage", "draws"), [(1, 3), (2, 5)])
def test_the_haitei_round_has_the_stages_number_of_draws(app: App, stage: int, draws: int) -> None:
    config = stage_hand_config(app.ctx.levels.stage(stage))
    session = play_until(3, human_haitei, config)
    assert HaiteiScene(app.ctx, session).draws == draws


# ---------------------------------------------------------------- saves
def test_a_run_resumes_exactly_where_the_window_closed(data: Path) -> None:
    app = open_app(data, seed=8)
    try:
        app.ctx.flow.start_run(1)
        player = UiPlayer(app)
        for _ in range(400):
            player.step()
            table = app.ctx.stack.top
            deep = isinstance(table, TableScene) and table.session.hand.move > 12
            if deep and table.human_deciding and not table.session.pending:  # type: ignore[union-attr]
                break
        assert isinstance(table, TableScene)
        log, run = list(table.session.hand.log), app.ctx.playing.run
        concealed = sorted(table.model.view.concealed)
        app.handle_event(pygame.event.Event(pygame.QUIT))  # closing the window saves
    finally:
        pygame.quit()
    app = open_app(data, seed=99)
    try:
        title = TitleScene(app.ctx)
        app.ctx.stack.push(title)
        assert title.can_resume and title.menu.focus == 1  # 继续游戏 is offered first
        key(pygame.K_RETURN)
        app.frame(FRAME_S)
        resumed = app.ctx.stack.top
        assert isinstance(resumed, TableScene)
        assert resumed.session.hand.log == log and app.ctx.playing.run == run
        assert sorted(resumed.model.view.concealed) == concealed  # shown as it stood
        check_money(UiPlayer(app).until_results(), app)
    finally:
        pygame.quit()


def test_a_damaged_save_shows_its_message_on_the_title_and_starts_clean(data: Path) -> None:
    data.mkdir(parents=True)
    save_path(data).write_text('{"schema_version": 1, "run": {', encoding="utf-8")
    app = open_app(data)
    try:
        title = TitleScene(app.ctx)
        app.ctx.stack.push(title)
        assert title.notice == "notice.save_damaged" and not title.can_resume
        assert title.notice_detail and "damaged" in title.notice_detail
        assert "\n" not in title.notice_detail
        app.draw()
    finally:
        pygame.quit()


def test_the_title_loads_saves_without_the_deal_planner(data: Path) -> None:
    """Start-up stays short: the rigged-deal generator and the engine load with a hand."""
    code = (
        "import sys\n"
        "from mahjong2p.store.profile import Profile\n"
        "import mahjong2p.app.shell, mahjong2p.scenes.title\n"
        "from pathlib import Path\n"
        f"Profile.open(Path({str(data)!r}))\n"
        "heavy = ('progression.deal', 'progression.rigging', 'progression.run', 'rules.hand')\n"
        "print([m for m in heavy if 'mahjong2p.' + m in sys.modules])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


# ---------------------------------------------------------------- whole runs
def play_run_until(player: UiPlayer, *kinds: type) -> object:
    """托管 plays every hand (it wins often enough); the screens between are answered
    by keys: results, shop, stage clear, CONTINUE."""
    app = player.app
    for _ in range(MAX_FRAMES):
        app.frame(FRAME_S)
        top = app.ctx.stack.top
        if isinstance(top, kinds):
            return top
        if isinstance(top, TableScene) and not top.session.auto_play:
            key(pygame.K_a)
        elif isinstance(top, ResultsScene):
            check_money(top, app)
            key(pygame.K_RETURN)  # one key a frame: the next scene is seen before it is left
        elif isinstance(top, ShopScene | StageClearScene | GameOverScene):
            key(pygame.K_RETURN)
        elif isinstance(top, HaiteiScene):
            player.step()
    raise AssertionError(f"none of {kinds} reached")


def test_a_whole_run_from_stage_1_to_the_ending_and_the_high_scores(
    data: Path, tmp_path: Path
) -> None:
    targets = {
        f"stage{n}.toml": [(f"target = {t}", "target = 1")]
        for n, t in ((1, 8000), (2, 15000), (3, 18000), (4, 45000))
    }
    app = open_app(data, seed=12, levels=tiny_levels(tmp_path, targets))
    try:
        app.ctx.flow.start_run(1)
        player = UiPlayer(app)
        stages_seen = set()
        for _ in range(8):  # four stages; a run that never ends fails, not hangs
            top = play_run_until(player, StageClearScene, EndingScene)
            stages_seen.add(app.ctx.playing.run.stage)
            if isinstance(top, EndingScene):
                break
            assert Profile.open(data).progress.stages_unlocked == app.ctx.playing.run.stage
            key(pygame.K_RETURN)  # 下一关
        else:
            raise AssertionError("the run never reached its ending")
        assert stages_seen >= {2, 3, 4}
        app.draw()
        key(pygame.K_RETURN)  # the ending → the name entry (the first run always ranks)
        app.frame(FRAME_S)
        entry = app.ctx.stack.top
        assert isinstance(entry, NameEntryScene)
        type_text("Tester")  # replaces the default name
        key(pygame.K_BACKSPACE)
        key(pygame.K_RETURN)
        app.frame(FRAME_S)
        board = app.ctx.stack.top
        assert isinstance(board, HighScoreScene) and board.highlight == 0
        app.draw()
        saved = Profile.open(data)
        assert saved.progress.run is None and saved.progress.stages_unlocked == 4
        assert saved.progress.high_scores[0].name == "Teste"
        assert saved.settings().player_name == "Teste"  # the next default
    finally:
        pygame.quit()


def test_game_over_offers_continue_which_restarts_the_stage(data: Path, tmp_path: Path) -> None:
    edits = {
        "stage1.toml": [("bet = 100", "bet = 1500"), ("target = 8000", "target = 900000")],
        "economy.toml": [("countdown_seconds = 10", "countdown_seconds = 1")],
    }
    app = open_app(data, seed=21, levels=tiny_levels(tmp_path, edits))
    try:
        app.ctx.flow.start_run(1)
        player = UiPlayer(app)
        over = play_run_until(player, GameOverScene)
        run = app.ctx.playing.run
        assert run.credits < 1500 and run.continues == 0
        app.draw()
        key(pygame.K_RETURN)  # CONTINUE
        app.frame(FRAME_S)
        run = app.ctx.playing.run
        assert run.continues == 1 and run.credits == 5000 - 1500 and run.stage_winnings == 0
        assert isinstance(app.ctx.stack.top, TableScene) and app.ctx.stack.top is not over
        play_run_until(player, GameOverScene)
        for _ in range(30):  # the countdown (1 s here) runs out: the run ends
            app.frame(FRAME_S)
        assert isinstance(app.ctx.stack.top, TitleScene | NameEntryScene)
        assert Profile.open(data).progress.run is None
        if isinstance(app.ctx.stack.top, NameEntryScene):
            key(pygame.K_ESCAPE)  # keeps the default name
            app.frame(FRAME_S)
            assert Profile.open(data).progress.high_scores[0].continues == 1
    finally:
        pygame.quit()
