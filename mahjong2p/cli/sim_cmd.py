"""``sim``: whole hands between two policies, headless (DESIGN.md, command-line contract).

``--hands N [--seed S] [--stage K] [--seat0 POLICY] [--seat1 POLICY] [--levels DIR]
[--ruleset arcade|gb] [--jobs N] [--replays DIR] [--json]`` (the seed defaults to 1).
Every result but the timings is determined by the seed; ``--jobs N`` (default: the number
of cores) plays the run's blocks of hands in N worker processes without changing any of
it. ``--stage K`` plays that stage's hands from the stage data (``--levels DIR`` instead
of the shipped ``levels/``; the data is validated whenever given). ``--ruleset gb`` plays
the 72-tile game (no stages) and adds ``min_win_fan`` and ``flowers_per_hand`` to the
report; with ``--levels DIR`` it validates ``DIR/rooms.toml`` (the 欢乐豆 room data)
instead of the stage files. ``--room ID`` (with ``--ruleset gb``) plays that room of the
room data: its CPU level in seat 1 against the strong-player model (``expert``, or
``--seat0``), at its rate, and adds the bean flow a player would see
(:mod:`mahjong2p.sim.room_flow`). ``--replays DIR`` writes every hand played there as a
replay file (:mod:`mahjong2p.sim.replays`). Usage mistakes, bad stage or room data and a
folder that cannot take the replays are one line and exit status 2; an engine invariant
that breaks is reported (``invariants_ok`` false), exit status 1.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong2p.ai.policies import POLICIES
from mahjong2p.cli.errors import InputError
from mahjong2p.codec.safe_json import clipped, quoted
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.levels import STAGE_COUNT, LevelDataError, Stage, load_levels
from mahjong2p.progression.rooms import BeanRules, load_rooms
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.rulesets import RULESETS
from mahjong2p.sim.replays import ReplayFolderError, ReplayWriter, SimRoom
from mahjong2p.sim.room_flow import (
    PLAYER_POLICY,
    BeanFlowTally,
    RoomConfig,
    bean_flow,
    room_lines,
    seat_decisions,
)
from mahjong2p.sim.session import SimConfig, WinTally, run_sim
from mahjong2p.sim.stats import SimStats

NAME = "sim"
HELP = "play N whole hands CPU against CPU, headless; print statistics (table or JSON)"
PROGRESS_EVERY_S = 0.5
DEFAULT_SEED = 1
DEFAULT_POLICY = "normal"
MAX_HANDS = 10_000_000
MAX_JOBS = 256
MAX_DIGITS = 40  # of a whole-number argument (int() itself refuses past 4,300)


def _hand_count(text: str) -> int:
    value = _int(text)
    if not 1 <= value <= MAX_HANDS:
        raise argparse.ArgumentTypeError(f"must be 1 … {MAX_HANDS:,}, got {value}")
    return value


def _int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"not a whole number of at most {MAX_DIGITS} digits")
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {quoted(text)}") from None


def _job_count(text: str) -> int:
    value = _int(text)
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"must be 1 … {MAX_JOBS}, got {value}")
    return value


def _folder(text: str) -> Path:
    """A folder named on the command line; an empty name is refused, not read as the
    current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty folder name; name the folder for the replays")
    return Path(text)


def _stage_number(text: str) -> int:
    value = _int(text)
    if not 1 <= value <= STAGE_COUNT:
        raise argparse.ArgumentTypeError(f"stages are 1-{STAGE_COUNT}, not {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(POLICIES)
    parser.add_argument("--hands", type=_hand_count, required=True, help="hands to play")
    parser.add_argument(
        "--seed", type=_int, default=DEFAULT_SEED, help=f"seed of the whole run ({DEFAULT_SEED})"
    )
    parser.add_argument("--stage", type=_stage_number, help=f"play stage 1-{STAGE_COUNT}'s hands")
    for seat in (0, 1):
        parser.add_argument(
            f"--seat{seat}",
            choices=list(POLICIES),
            metavar="POLICY",
            help=f"policy of seat {seat}: {names} (default {DEFAULT_POLICY})",
        )
    parser.add_argument("--levels", type=Path, help="stage data folder instead of levels/")
    parser.add_argument(
        "--ruleset",
        default="arcade",
        choices=list(RULESETS),
        help="arcade (default) or gb, the 72-tile game (no --stage)",
    )
    parser.add_argument(
        "--room",
        metavar="ID",
        help="with --ruleset gb: play this 欢乐豆 room (its CPU in seat 1, the player model "
        f"{PLAYER_POLICY} in seat 0) and report its bean flow",
    )
    parser.add_argument(
        "--jobs",
        type=_job_count,
        default=os.cpu_count() or 1,
        metavar="N",
        help="worker processes playing the run's blocks of hands (default: the cores, "
        f"{os.cpu_count() or 1}); the report is the same for any N but for the timings",
    )
    parser.add_argument(
        "--replays",
        type=_folder,
        metavar="DIR",
        help="write every hand played to DIR as a replay file of the game's format",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    if args.room is not None:
        return _run_room(args)
    rules = RULESETS[args.ruleset]
    if args.stage is not None and not rules.stage_features:
        raise InputError(f"--stage: the {rules.id} rule set has no stages")
    stage = _stage(args.stage, args.levels, rooms=not rules.stage_features)
    policies = (args.seat0 or DEFAULT_POLICY, args.seat1 or DEFAULT_POLICY)
    replays = _replays(args.replays, stage, None)
    config = SimConfig(args.hands, args.seed, policies, stage, rules, replays=replays)
    tally = WinTally(rules) if rules.min_fan else None
    stats = _played(config, args, tally)
    report = stats.to_json(config.seed, config.policies, args.stage)
    if tally is not None:
        report.update(tally.to_json())
    return _print(args, report, stats)


def _run_room(args: argparse.Namespace) -> int:
    """``--room ID``: the room's CPU against the player model, with the room's bean flow."""
    if args.ruleset != GB.id:
        raise InputError(f"--room: rooms are the 72-tile game's; add --ruleset {GB.id}")
    if args.stage is not None:
        raise InputError("--room: a room has no stages; leave out --stage")
    if args.seat1 is not None:
        raise InputError("--room: seat 1 is the room's CPU; leave out --seat1")
    bean_rules = _bean_rules(args.levels)
    try:
        room = bean_rules.room(args.room)
    except KeyError:
        ids = ", ".join(r.id for r in bean_rules.rooms)
        raise InputError(f"--room: no room {quoted(args.room)}; the rooms are {ids}") from None
    policies = (args.seat0 or PLAYER_POLICY, room.cpu_difficulty.value)
    replays = _replays(args.replays, None, SimRoom(bean_rules, room))
    rules = room_ruleset(bean_rules)
    config = RoomConfig(args.hands, args.seed, policies, None, rules, replays=replays)
    tally = BeanFlowTally(config)
    stats = _played(config, args, tally)
    report = stats.to_json(config.seed, config.policies, None)
    report.update(tally.to_json())
    report["room"] = bean_flow(bean_rules, room, tally.results)
    report["seat_decision_cpu_ms"] = seat_decisions(config)
    return _print(args, report, stats)


def _replays(folder: Path | None, stage: Stage | None, room: SimRoom | None) -> ReplayWriter | None:
    """``--replays DIR``'s writer, the folder checked before any hand is played."""
    if folder is None:
        return None
    try:
        return ReplayWriter.into(folder, stage, room)
    except ReplayFolderError as exc:
        raise InputError(str(exc)) from None


def _played(config: SimConfig, args: argparse.Namespace, tally: WinTally | None) -> SimStats:
    try:
        return run_sim(config, _progress(args.hands), tally, args.jobs)
    except ReplayFolderError as exc:  # the folder stopped taking files during the run
        raise InputError(str(exc)) from None


def _print(args: argparse.Namespace, report: dict[str, Any], stats: SimStats) -> int:
    print(json.dumps(report, ensure_ascii=False) if args.json else _table(report, stats))
    return 0 if stats.invariant_error is None else 1


def _stage(number: int | None, folder: Path | None, *, rooms: bool = False) -> Stage | None:
    """Stage ``number`` of the stage data (from ``folder`` or the shipped ``levels/``),
    which is loaded and validated whenever either is given. With ``rooms`` (a rule set
    without stages, the 72-tile game) it is ``folder``'s room data that is validated: the
    data that game plays, so a bad file stops the run before any hand, as stage data does."""
    if number is None and folder is None:
        return None
    if rooms:
        _bean_rules(folder)
        return None
    try:
        levels = load_levels(_checked(folder))
    except LevelDataError as exc:
        raise InputError(str(exc)) from None
    return None if number is None else levels.stage(number)


def _bean_rules(folder: Path | None) -> BeanRules:
    """The room data of ``folder`` (else the shipped ``levels/``), validated."""
    try:
        return load_rooms(_checked(folder))
    except LevelDataError as exc:
        raise InputError(str(exc)) from None


def _checked(folder: Path | None) -> Path | None:
    """``folder`` when it is one (``None`` stays ``None``: the shipped data)."""
    if folder is not None:
        try:
            usable = folder.is_dir()
        except (OSError, ValueError) as exc:  # a name too long, a NUL byte
            reason = getattr(exc, "strerror", None) or exc
            raise InputError(f"--levels: {clipped(str(folder))}: {reason}") from None
        if not usable:
            raise InputError(f"--levels: {clipped(str(folder))} is not a folder")
    return folder


class _Progress:
    """A progress line on standard error, rewritten in place now and then."""

    def __init__(self, total: int) -> None:
        self.total = total
        self._shown_at = 0.0

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self._shown_at >= PROGRESS_EVERY_S or done == self.total:
            self._shown_at = now
            end = "\n" if done == self.total else ""
            print(f"\rsim: {done}/{self.total} hands", end=end, file=sys.stderr, flush=True)


def _progress(total: int) -> Callable[[int], None] | None:
    """Progress for a person watching a terminal; nothing for pipes and logs."""
    return _Progress(total) if sys.stderr.isatty() else None


def _table(report: dict[str, Any], stats: SimStats) -> str:
    """The report as aligned lines; fans that never came up are left out."""
    seat0, seat1 = report["policies"]
    share = report["seat0_win_share"]
    lines = [
        f"hands          {report['hands']} (seed {report['seed']}, {_stage_text(report['stage'])})",
        f"seat 0 / 1     {seat0} / {seat1}",
        f"wins           {report['wins'][0]} / {report['wins'][1]}"
        + ("" if share is None else f"  (seat 0 wins {share:.1%} of decided hands)"),
        f"points         {report['points'][0]} / {report['points'][1]}",
        f"draws          {report['draws']}",
        f"海底捞月 rounds {report['haitei_rounds']} ({report['haitei_wins']} won)",
        f"rigged deals   {report['rigged_deals']}",
        f"decision ms    mean {report['decision_ms']['mean']}, p99 {report['decision_ms']['p99']}",
        f"hands/s        {report['hands_per_s']}",
        f"invariants     {'ok' if report['invariants_ok'] else report['invariant_error']}",
        "fans           " + ", ".join(f"{k} {n}" for k, n in stats.fan_histogram.items() if n),
    ]
    if "min_win_fan" in report:
        lines.insert(1, f"rule set       {report['ruleset']}")
        lines.append(
            f"lowest win     {report['min_win_fan']} fan; "
            f"flowers {report['flowers_per_hand']} per hand"
        )
    if "room" in report:
        lines.extend(room_lines(report["room"], report["seat_decision_cpu_ms"]))
    return "\n".join(lines)


def _stage_text(stage: int | None) -> str:
    """``stage 3``, or what a run without ``--stage`` plays."""
    return "no stage features" if stage is None else f"stage {stage}"
