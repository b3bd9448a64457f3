"""A settled hand's records — its 牌谱 (the replay file) and its 战绩 line — written by the
authority that settles it (the bean table, the arcade run) in the step that ends the hand,
whether or not a results screen is ever drawn.

The settling save records what the records need (``played_at`` among it) before they are
written, and the hand's own file is cleared only after them; so a kill anywhere in between
leaves the hand's file under the settled key, and the next start writes both again from
that record. Writing them again changes nothing that was already written: the replay's file
name and the 战绩 line's key are both made of the hand and its ``played_at``.
"""

from __future__ import annotations

from pathlib import Path

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.decider_json import BY_KEY
from mahjong2p.play.stats_keeper import keep_line
from mahjong2p.replay.record import Replay
from mahjong2p.rules.hand import Hand
from mahjong2p.store.replays import replay_folder, save_replay


def keep_records(folder: Path | None, replay: Replay, credits: int, line: bool = True) -> None:
    """Write ``replay`` and (``line``) its 战绩 line into the data folder ``folder``
    (``None``: memory only, nothing written); ``credits``: the arcade run's after the hand.
    A failure is logged by each store and never stops the game."""
    if folder is None:
        return
    save_replay(replay_folder(folder), replay)
    if line:
        keep_line(folder, replay, credits)


def noted(marks: dict[int, Decider], hand: Hand, by: Decider) -> dict[str, str] | None:
    """Note in ``marks`` who chose ``hand``'s last action (the player's own go unnoted)
    and give the hand file's line its extra key for it (``None``: none)."""
    if by is Decider.PLAYER:
        return None
    marks[len(hand.actions) - 1] = by
    return {BY_KEY: by.value}
