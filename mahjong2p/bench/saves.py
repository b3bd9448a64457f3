"""Bench part ``saves``: how long the game takes to write and to read back each file it
keeps — the arcade save with a run and its hand in play, the 欢乐豆 account, a replay and
the statistics — through the same writers and readers the game calls.

The contents are a seeded run's and a played hand's, so the files are the size a player's
are. Each figure is the median over the repetitions of one write or one read, in ms; the
write includes its two copies and the flushes the game pays for.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.beans.account import new_account
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.progress import Progress, RunInProgress
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.progression.run import begin_hand, new_run
from mahjong2p.replay.record import replay_of
from mahjong2p.rules.hand import Hand
from mahjong2p.stats.record import HandLine, Mode, Result, Stats
from mahjong2p.store.bean_saves import load_beans, save_beans
from mahjong2p.store.replays import load_replays, save_replay
from mahjong2p.store.saves import load_progress, save_progress
from mahjong2p.store.stats import load_stats, save_stats

SEED = 20261206
QUICK_REPEATS, FULL_REPEATS = 20, 200
PLAYED_AT = "2026-12-06 10:00:00"


def measure(quick: bool) -> dict[str, Any]:
    repeats = QUICK_REPEATS if quick else FULL_REPEATS
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        figures = {
            kind: {
                "save": _median_ms(save, repeats),
                "load": _median_ms(load, repeats),
            }
            for kind, (save, load) in _files(folder).items()
        }
    return {"save_load_ms": figures}


def _files(folder: Path) -> dict[str, tuple[Callable[[], object], Callable[[], object]]]:
    """Each file's write and read, on contents made once."""
    levels = load_levels()
    run = new_run(levels, seed=SEED)
    start = begin_hand(run, levels)
    progress = Progress(
        stages_unlocked=3,
        high_scores=tuple(HighScore(f"P{n}", 40_000 - 3_000 * n, 4, n % 3) for n in range(10)),
        run=RunInProgress(run, start, (), in_hand_file=True),
    )
    hand = Hand(SEED, 1, 0)
    play_hand(hand, [make_agent("normal", SEED + seat, hand.rules) for seat in range(2)])
    replay = replay_of(hand, 1, PLAYED_AT)
    replays = folder / "replays"
    rooms = load_rooms()
    account = new_account(rooms)
    stats = Stats()
    for n in range(200):  # the file's bound: its last hands
        stats = stats.with_line(_line(n))
    return {
        "save": (lambda: save_progress(progress, folder, 1), lambda: load_progress(folder)),
        "beans": (lambda: save_beans(account, folder, 1), lambda: load_beans(rooms, folder)),
        "replay": (lambda: save_replay(replays, replay), lambda: load_replays(replays)),
        "stats": (lambda: save_stats(folder, stats), lambda: load_stats(folder)),
    }


def _line(n: int) -> HandLine:
    won = n % 3 == 0
    return HandLine(
        key=f"s{SEED + n}-h{n}",
        mode=Mode.BEANS if n % 2 else Mode.ARCADE,
        place="novice" if n % 2 else "1",
        result=Result.WON if won else Result.LOST,
        self_draw=won and n % 2 == 0,
        dealt_in=n % 3 == 1,
        fan=8 if won else 0,
        amount=1_200 if won else 0,
        balance=3_000 + 100 * n,
        fans=("pinghu", "duanyao") if won else (),
    )


def _median_ms(step: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        begun = time.perf_counter()
        step()
        times.append((time.perf_counter() - begun) * 1000)
    times.sort()
    return round(times[len(times) // 2], 3)
