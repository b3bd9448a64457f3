"""``screenshot --scene NAME --out FILE.png [--size WxH] [--seed S] [--lang zh|en] [--at T]``.

Renders one scene headless in a state reached by playing from the seed, and saves a PNG;
``--at T`` plays T seconds of its animation first (frames of an effect: 0.1, 0.3, …).
"""

from __future__ import annotations

import argparse
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

from mahjong2p.cli.errors import InputError
from mahjong2p.codec.safe_json import quoted

NAME = "screenshot"
HELP = "render one scene headless (title, level_select, table, haitei, results, …) to a PNG"
SCENE_NAMES = (
    "title",
    "title_attract",
    "level_select",
    "settings",
    "how_to_play",
    "how_to_play_gb",
    "encyclopedia",
    "encyclopedia_yakuman",
    "replays",
    "table",
    "table_log",
    "table_late",
    "pause",
    "cutin_pon",
    "cutin_ready",
    "cutin_win",
    "cutin_big_deal",
    "cutin_streak",
    "swap",
    "draw_choice",
    "triplet_offer",
    "items",
    "tou_tian_huan_ri",
    "yi_hua_jie_mu",
    "haitei",
    "results",
    "results_draw",
    "results_haitei_missed",
    "results_cpu_win",
    "win_sequence",
    "yakuman",
    "stage_clear",
    "game_over",
    "shop",
    "ending",
    "name_entry",
    "high_scores",
    "replay",
    "mode_select",
    "rooms",
    "rooms_new",
    "rooms_rich",
    "rooms_broke",
    "gb_table",
    "gb_table_deal",
    "gb_table_waits",
    "gb_table_late",
    "gb_escape",
    "gb_results",
    "gb_results_cpu",
    "gb_results_draw",
    "gb_encyclopedia",
    "gb_replay",
    "results_review",
    "replay_review",
    "gb_replay_review",
    "stats",
)  # the keys of mahjong2p.scenes.showcase.SCENES (a test keeps them equal)
MIN_SIZE, MAX_SIZE = (320, 240), (7680, 4320)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scene", required=True, help=f"one of: {', '.join(SCENE_NAMES)}")
    parser.add_argument("--out", required=True, help="the PNG file to write")
    parser.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the match played")
    parser.add_argument("--lang", choices=("zh", "en"), default="zh", help="text language")
    parser.add_argument(
        "--at",
        type=float,
        default=None,
        help="seconds of animation to play before the picture (default: the scene's own)",
    )


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{1,5})[xX×](\d{1,5})", text.strip())
    if match is None:
        raise InputError(f"--size: expected WxH like 1280x720, got {text!r}")
    w, h = int(match[1]), int(match[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise InputError(
            f"--size: {w}x{h} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} … {MAX_SIZE[0]}x{MAX_SIZE[1]}"
        )
    return w, h


def run(args: argparse.Namespace) -> int:
    if args.scene not in SCENE_NAMES:
        raise InputError(f"--scene: unknown scene {args.scene!r} (one of {', '.join(SCENE_NAMES)})")
    size = parse_size(args.size)
    if not args.out.lower().endswith(".png"):
        raise InputError(f"--out: expected a .png file name, got {args.out!r}")
    from mahjong2p.app.pygame_env import prepare

    if args.at is not None and not 0 <= args.at <= 120:
        raise InputError(f"--at: expected 0 … 120 seconds, got {args.at}")
    prepare(headless=True)
    return _render(args.scene, args.out, size, args.seed, args.lang, args.at)


def _render(
    scene: str, out: str, size: tuple[int, int], seed: int, lang: str, at: float | None
) -> int:
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.i18n import Language
    from mahjong2p.scenes import showcase
    from mahjong2p.store.settings import Settings
    from mahjong2p.ui.fonts import FontFileError

    with _scratch_temp_folder():
        try:
            app = App(size=size, settings=Settings(language=Language(lang)), seed=seed)
            showcase.show(app.ctx, scene, at)
            app.draw()
        except FontFileError as exc:  # a damaged install: one line naming the file
            raise InputError(str(exc)) from None
        else:
            try:
                pygame.image.save(app.surface, out)
            except (pygame.error, OSError) as exc:
                raise InputError(f"--out: cannot write {quoted(out)}: {exc}") from None
        finally:
            pygame.quit()
    return 0


@contextmanager
def _scratch_temp_folder() -> Iterator[None]:
    """Scenes that need a data folder of their own (the replay list) make a throw-away
    one with ``tempfile.mkdtemp``; pointing the temporary folder into one that is removed
    afterwards leaves nothing behind in /tmp, whatever a scene made there."""
    with tempfile.TemporaryDirectory(prefix="mahjong2p-screenshot-") as scratch:
        before = tempfile.tempdir
        tempfile.tempdir = scratch
        try:
            yield
        finally:
            tempfile.tempdir = before
