"""Where each mode's hand in progress is kept, in a module of its own: the start looks for
them before the first frame, and their readers (:mod:`.bean_table_save`,
:mod:`mahjong2p.play.run_hand_file`) bring the whole rules engine with them."""

from __future__ import annotations

from pathlib import Path

from mahjong2p.paths import user_data_dir

TABLE_FILE = "bean_table.json"  # a 欢乐豆 table's hand
RUN_HAND_FILE = "run_hand.json"  # the arcade run's hand: its snapshot, then one line an action


def table_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / TABLE_FILE
