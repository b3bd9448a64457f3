"""Per-action cost of saving the hand in progress on the main thread: the journal's append
(written at once, fsynced by its background thread) against an fsynced append made on the
main thread and a whole-file atomic rewrite of the snapshot (what every action would cost
without the journal). Alternates the three so all see the same disk load; prints p50/p99
in ms, and how long the background fsync took to make the lines durable.

    python scripts/measure_action_save.py [--actions N] [--folder DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.store.journal import SYNCER, Journal
from mahjong2p.store.saves import write_atomically


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as name:
        folder = Path(name)
        journal = Journal(folder / "bean_table.json")
        action = Action(ActionKind.DISCARD, 0, tile=17)
        actions: list[dict[str, object]] = []
        append_ms: list[float] = []
        durable_ms: list[float] = []
        fsynced_ms: list[float] = []
        rewrite_ms: list[float] = []
        for n in range(args.actions):
            if n % 150 == 0:  # a new hand: its file starts again with its snapshot
                journal.start({"room": "regular", "seed": 1}, ())
                actions = []
            actions.append(action.to_json())
            start = time.perf_counter()
            journal.append("1/0", n % 150, action)
            append_ms.append((time.perf_counter() - start) * 1000)
            SYNCER.wait()
            durable_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            handle = os.open(folder / "fsynced.journal", os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            os.write(handle, b'{"key":"1/0","n":0,"action":{"kind":"discard"}}\n')
            os.fsync(handle)
            os.close(handle)
            fsynced_ms.append((time.perf_counter() - start) * 1000)
            snapshot = json.dumps({"room": "regular", "seed": 1, "actions": actions})
            start = time.perf_counter()
            write_atomically(folder / "bean_table.json", snapshot)
            rewrite_ms.append((time.perf_counter() - start) * 1000)
    rows = (
        ("journal append (main thread)", append_ms),
        ("journal line durable (fsynced)", durable_ms),
        ("fsynced append on main thread", fsynced_ms),
        ("atomic rewrite", rewrite_ms),
    )
    for label, values in rows:
        print(
            f"{label:31} n={len(values)} p50={statistics.median(values):.2f} ms "
            f"p99={_percentile(values, 0.99):.2f} ms max={max(values):.2f} ms"
        )


if __name__ == "__main__":
    main()
