"""Keeping 战绩 as hands finish: the authority that settles a hand adds its line (once — the
line's key is the hand's replay identity, ``played_at`` included), and the results add the
hand's 复盘 agreement when the review is done. Nothing is kept for a memory-only profile; a
failed write is logged and never stops play.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from mahjong2p.ai.decider import Decider
from mahjong2p.replay.record import Replay
from mahjong2p.rules.events import Won
from mahjong2p.rules.gb.scoring import GbScore
from mahjong2p.rules.scoring import WinBy
from mahjong2p.seat import Seat
from mahjong2p.stats.record import HandLine, Mode, Result
from mahjong2p.store.stats import load_stats, save_stats

if TYPE_CHECKING:
    from mahjong2p.store.profile import Profile


def stats_line_key(replay: Replay) -> str:
    """The key of the hand's 战绩 line: its replay's identity, so a hand is counted once."""
    return f"{replay.rules.id}-{replay.seed}-{replay.hand_number}-{replay.played_at}"


def line_of(replay: Replay, credits: int) -> HandLine:
    """The hand as a line of the statistics (``credits``: the arcade run's after it)."""
    won = next((e for e in replay.play().log if isinstance(e, Won)), None)
    result = (
        Result.DRAWN if won is None else (Result.WON if won.seat == Seat.HUMAN else Result.LOST)
    )
    mine = won is not None and won.seat == Seat.HUMAN
    fans: tuple[str, ...] = ()
    fan = points = 0
    if won is not None and mine:
        score = won.score
        fans = score.fan_ids if isinstance(score, GbScore) else score.award_ids
        fan, points = score.total_fan, score.points
    room = replay.room
    if room is None:
        mode, place, amount, balance = Mode.ARCADE, str(replay.stage), points, credits
    else:
        mode, place = Mode.BEANS, room.room
        amount, balance = room.beans_moved, room.beans_before[0] + room.beans_moved
    return HandLine(
        key=stats_line_key(replay),
        mode=mode,
        place=place,
        result=result,
        self_draw=mine and won is not None and won.win_by is WinBy.TSUMO,
        dealt_in=won is not None and not mine and won.win_by is not WinBy.TSUMO,
        fan=fan,
        amount=amount,
        balance=balance,
        fans=fans,
        takeover=Decider.TAKEOVER in replay.deciders().values(),
    )


def _folder(profile: Profile) -> Path | None:
    folder = profile.folder
    return folder if folder is not None and profile.can_save else None


def keep_line(folder: Path, replay: Replay, credits: int) -> None:
    """Add the hand's line to 战绩 in ``folder`` (once: a line of the same key is not added
    again); ``credits``: the arcade run's after the hand (0 for a 欢乐豆 hand)."""
    stats, _ = load_stats(folder)
    save_stats(folder, stats.with_line(line_of(replay, credits)))


def note_agreement(profile: Profile, replay: Replay, agreement: float) -> None:
    """Add the hand's 复盘 agreement to its line (nothing for a memory-only profile)."""
    folder = _folder(profile)
    if folder is None:
        return
    stats, _ = load_stats(folder)
    save_stats(folder, stats.with_agreement(stats_line_key(replay), agreement))
