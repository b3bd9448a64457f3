"""Write one file of every kind the game keeps on disk, with realistic contents, into a
folder: the golden files of ``tests/golden/`` (``tests/test_golden_files.py`` loads each one
on the current code and checks that writing it back gives the same bytes).

    python scripts/golden_files.py OUT_FOLDER

The hands are played by the game's own agents on the game's own engine, and every file is
written by the game's own writer, so the files are what a player's folder holds. The script
runs on the code before the store layer (the writers under ``progression/``, ``replay/``,
``stats/``) and after it (``store/``): the golden files in the repository were made by the
version before the file codec, so they show that the new code reads and writes the old bytes.
"""

from __future__ import annotations

import datetime
import importlib
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from mahjong2p.ai.decider import Decider
from mahjong2p.ai.registry import ai_for
from mahjong2p.progression.beans.account import new_account
from mahjong2p.progression.beans.hand_marks import OpenHand, SettledRecord
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.ruleset import gb_ruleset
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.progress import Progress, RunInProgress, SettledHand
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.progression.run import begin_hand, new_run, settle
from mahjong2p.replay.record import replay_of
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.actions import Action
from mahjong2p.rules.gb.deals import DEAL_VERSION
from mahjong2p.rules.hand import Hand
from mahjong2p.stats import record as stats_record

PLAYED_AT = "2026-12-05 21:14:09"
IN_PROGRESS = 14  # actions of the hand in progress already taken


def _module(new: str, old: str) -> ModuleType:
    """The module at its place in the store layer, or where the older version kept it."""
    try:
        return importlib.import_module(new)
    except ModuleNotFoundError:
        return importlib.import_module(old)


saves = _module("mahjong2p.store.saves", "mahjong2p.progression.saves")
bean_saves = _module("mahjong2p.store.bean_saves", "mahjong2p.progression.bean_saves")
table_save = _module("mahjong2p.store.bean_table_save", "mahjong2p.progression.bean_table_save")
journal = _module("mahjong2p.store.journal", "mahjong2p.progression.journal")
decider_json = _module("mahjong2p.codec.decider_json", "mahjong2p.progression.decider_json")
replays = _module("mahjong2p.store.replays", "mahjong2p.replay.store")
play_hand = _module("mahjong2p.play.loop", "mahjong2p.sim.runner").play_hand
stats_store = _module("mahjong2p.store.stats", "mahjong2p.stats.store")
# the statistics' modes and results: text before they were enums, the enums after
MODE = getattr(stats_record, "Mode", str)
RESULT = getattr(stats_record, "Result", str)


def played(hand: Hand, seed: int, policy: str = "normal") -> list[Action]:
    """``hand`` played to its end by two of the CPU's agents; the actions taken."""
    brains = ai_for(hand.rules)
    play_hand(hand, [brains.agent(policy, seed), brains.agent(policy, seed + 1)])
    return list(hand.actions)


def human_actions(actions: Sequence[Action], count: int) -> tuple[int, ...]:
    """The indices of the first ``count`` actions of the player's seat."""
    return tuple(i for i, a in enumerate(actions) if a.seat == 0)[:count]


def arcade_files(folder: Path) -> None:
    """``save.json`` (+ its copy) with a run whose hand is in play, ``run_hand.json`` with
    that hand's actions so far, a replay of a finished hand, and ``stats.json``."""
    levels = load_levels()
    run = new_run(levels, seed=918_273_645)
    start = begin_hand(run, levels)
    hand = start.plan.start().hand
    played(hand, 7)
    settlement = settle(start, hand.log, levels)
    replays.save_replay(folder / "replays", replay_of(hand, 1, PLAYED_AT, start.plan.rig))
    current = begin_hand(settlement.run, levels)
    open_hand = current.plan.start().hand
    taken = played(open_hand, 11)[:IN_PROGRESS]
    by = {i: Decider.AUTO for i in human_actions(taken, 1)}
    header = {"seed": current.plan.seed, "hand_number": current.plan.hand_number}
    marks = decider_json.deciders_json(by)
    run_hand = journal.journal_at(folder / "run_hand.json")
    run_hand.start({**header, decider_json.BY_KEY: marks}, taken)
    run_hand.close()
    progress = Progress(
        stages_unlocked=3,
        high_scores=(
            HighScore("小明", 48_200, 4, 1),
            HighScore("Ana", 31_500, 3, 0),
            HighScore("老王", 9_800, 2, 2, "easy"),
        ),
        yakuman_collected=frozenset({"guo_shi_wu_shuang", "si_an_ke"}),
        settings={
            "language": "en",
            "timer_enabled": False,
            "fullscreen": False,
            "music_volume": 4,
            "effects_volume": 9,
            "muted": False,
            "anim_speed": "fast",
            "player_name": "小明",
            "auto_win": True,
            "auto_pass": False,
            "confirm_discard": True,
            "difficulty": "standard",
            "auto_play": False,
        },
        run=RunInProgress(current.run, current, (), in_hand_file=True),
        settled=SettledHand(start.plan, 1, PLAYED_AT, settlement.run.credits),
    )
    saves.save_progress(progress, folder, 41)
    stats = stats_record.Stats()
    for n, (mode, place, result, amount) in enumerate(
        [
            ("arcade", "1", "won", settlement.points),
            ("arcade", "1", "lost", 0),
            ("beans", "novice", "drawn", 0),
            ("beans", "novice", "won", 1_280),
            ("arcade", "2", "drawn", 0),
        ]
    ):
        line = stats_record.HandLine(
            key=f"s{918_273_645 + n}-h{n}",
            mode=MODE(mode),
            place=place,
            result=RESULT(result),
            self_draw=n == 3,
            dealt_in=result == "lost",
            fan=8 * (result == "won"),
            amount=amount,
            balance=3_000 + 500 * n,
            fans=("pinghu", "menqianqing") if result == "won" else (),
            agreement=0.8125 if n % 2 else None,
            takeover=n == 4,
        )
        stats = stats.with_line(line)
    stats_store.save_stats(folder, stats)


def bean_files(folder: Path) -> None:
    """``beans.json`` (+ its copy) with records of real hands, ``bean_table.json`` with a
    hand in play, and a room's replay of a finished hand."""
    rules = load_rooms()
    room = rules.rooms[1]
    hand_rules = gb_ruleset(rules.min_fan, rules.settlement.self_draw, rules.settlement.discard)
    hand = Hand(424_242, 3, 1, rules=hand_rules)
    actions = played(hand, 5)
    by = {i: Decider.TAKEOVER for i in human_actions(actions, 3)}
    moved = 4 * room.rate if hand.winner == 0 else -4 * room.rate
    table = RoomHand(
        room.id,
        room.rate,
        rules.min_fan,
        rules.fan_cap,
        rules.settlement.self_draw,
        rules.settlement.discard,
        (12_000, 35_000),
        moved,
    )
    replays.save_replay(folder / "replays", replay_of(hand, 1, PLAYED_AT, room=table, by=by))
    stats = BeanStats()
    for result, delta, fans in [
        (HandResult.WON, 2_400, ("pinghu", "duanyao")),
        (HandResult.LOST, -1_600, ()),
        (HandResult.DRAWN, 0, ()),
        (HandResult.ESCAPED, -3_000, ()),
        (HandResult.WON, 5_600, ("qingyise", "pinghu")),
    ]:
        stats = stats.with_hand(room.id, result, delta, fans)
    stats = stats.with_hand(rules.rooms[0].id, HandResult.WON, 800, ("duanyao",))
    account = replace(
        new_account(rules),
        beans=15_400,
        relief=ReliefUse(datetime.date(2026, 12, 4), 2),
        stats=stats,
        last_room=room.id,
        settled="s424241-h2",
        open_hand=OpenHand(room.id, 424_242, 3, 1, 35_000, DEAL_VERSION),
        record=SettledRecord((13_200, 33_800), -1_200, PLAYED_AT, escaped=False),
    )
    bean_saves.save_beans(account, folder, 12)
    next_hand = Hand(424_242, 4, 0, rules=hand_rules)
    taken = tuple(played(next_hand, 9)[:IN_PROGRESS])
    marks = tuple((i, Decider.TIMEOUT) for i in human_actions(taken, 2))
    saved = table_save.TableInProgress(room.id, 424_242, 4, 0, 34_200, taken, DEAL_VERSION, marks)
    table_save.save_table(saved, folder)
    table_save.table_journal(folder).close()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python scripts/golden_files.py OUT_FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    arcade_files(folder)
    bean_files(folder)
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        print(f"{path.stat().st_size:6,} {path.relative_to(folder)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
