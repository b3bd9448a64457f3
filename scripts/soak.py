"""A long session of the real game, headless, and the memory it keeps (issue 43).

``python scripts/soak.py --hands 1000 --mode both`` opens the game as a player does (the
window — SDL's dummy driver here — the title, a player data folder: a fresh temporary one
unless ``MAHJONG2P_DATA_DIR`` is set), sets 动画速度 to 瞬间 and plays through key events
only (:mod:`soak_player`): 托管 on, Enter on every results screen; the arcade from stage
1 with a fixed seed and no CONTINUE, on through stage clears and new runs, the beans in
新手场 through new sittings. ``both`` plays half the hands in each mode, the arcade first,
in the one process.

Every ``--every`` hands it samples RSS (the game's own and the sum with its children: the
CPU's thinking worker) and, with ``--counts``, the live hands, sessions, scenes, surfaces
and threads, and every cache against its bound (:mod:`soak_caches`), with ``tables_mib``
what they hold; with ``--alloc``, where the game's RSS is by allocator (Python's
small-object arenas, C's heap in use and kept free: :func:`soak_probe.allocator_mib`); with
``--trace``, tracemalloc's allocation sites that grew most since hand ``--every``
(tracemalloc costs memory of its own: its RSS is not the player's). It
prints one JSON line: the samples, the slope over the second half of the hands (and over
each mode's own second half), and the run's tally.

``--arcade-hands`` splits ``both`` otherwise; ``--size`` and ``--draw-every`` (draw one
frame in N) make a quicker soak that still draws every screen; ``--clear-tables``
empties the bounded memo tables after every hand (a diagnostic: what RSS still gains
then is not theirs). ``--check`` is the CI's short soak: it fails (exit 1, one line
each) unless, in each mode, the counts at its last sample equal those at its first, and
every cache is within its bound. Nothing is timed: the figures are memory and counts.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the one JSON line

from soak_caches import cache_report, clear_tables, over_bound, surface_caches
from soak_player import ARCADE, BEANS, Closed, SoakPlayer
from soak_probe import SiteTracer, allocator_mib, live_counts, memory_mib

SEED = 4301  # the arcade's runs deal from it (each new run the same walls, as in the game)
COUNTED = ("hands", "sessions", "scenes", "surfaces")  # what --check holds flat


def slope_per_100(samples: Sequence[dict[str, Any]], field: str) -> float | None:
    """Least-squares slope of ``field`` against the hand number, in MiB per 100 hands."""
    if len(samples) < 2:
        return None
    xs = [s["hand"] for s in samples]
    ys = [s[field] for s in samples]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    return round(100 * cov / var, 2) if var else None


def second_half(samples: Sequence[dict[str, Any]], first: int, last: int) -> list[dict[str, Any]]:
    """The samples from the middle of hands ``first``..``last`` on."""
    middle = (first + last) / 2
    return [s for s in samples if middle <= s["hand"] <= last]


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.tracer = SiteTracer() if args.trace else None
        self.samples: list[dict[str, Any]] = []
        from mahjong2p.app.shell import App, open_profile
        from mahjong2p.progression.levels import load_levels

        width, height = (int(v) for v in args.size.split("x"))
        levels = load_levels()
        self.app = App((width, height), seed=args.seed, profile=open_profile(), levels=levels)
        self.app.ctx.flow.to_title()
        self.app.ctx.audio.start()
        self.app.frame(0.0)  # the title on screen, as the player first sees it
        self.mode = ARCADE
        self.samples.append({"hand": 0, "mode": "title", **memory_mib()})

    def run(self) -> dict[str, Any]:
        args = self.args
        count = {args.mode: args.hands}
        if args.mode == "both":
            arcade = args.hands // 2 if args.arcade_hands is None else args.arcade_hands
            count = {ARCADE: arcade, BEANS: args.hands - arcade}
        modes = list(count)
        player = SoakPlayer(self.app, modes[0], args.draw_every)
        spans: dict[str, tuple[int, int]] = {}
        for mode in modes:
            if mode != player.mode:
                player.switch(mode)
            self.mode = mode
            start = player.tally.hands
            player.play_hands(count[mode], self._after)
            spans[mode] = (start, player.tally.hands)
        end = self.samples[-1]["hand"]
        halves = {m: second_half(self.samples, a, b) for m, (a, b) in spans.items()}
        return {
            "hands": end,
            "mode": args.mode,
            "every": args.every,
            "tally": vars(player.tally),
            "slope_second_half": self._slopes(second_half(self.samples, 0, end)),
            "slope_by_mode": {m: self._slopes(s) for m, s in halves.items()},
            "samples": self.samples,
        }

    @staticmethod
    def _slopes(samples: Sequence[dict[str, Any]]) -> dict[str, float | None]:
        return {f: slope_per_100(samples, f) for f in ("rss_mib", "rss_total_mib")}

    def _after(self, hands: int) -> None:
        if self.args.clear_tables:
            clear_tables()
        if hands % self.args.every:
            return
        sample: dict[str, Any] = {"hand": hands, "mode": self.mode, **memory_mib()}
        if self.args.alloc:
            sample["alloc"] = allocator_mib()
        if self.args.counts:
            sample["counts"] = live_counts(surface_caches(self.app).values())
            sample["caches"] = caches = cache_report(self.app)
            sample["tables_mib"] = round(sum(c["kib"] for c in caches.values()) / 1024, 1)
        if self.tracer is not None:
            if hands == self.args.every:
                self.tracer.mark()
            else:
                sample["grew"] = self.tracer.top(self.args.top)
        self.samples.append(sample)
        print(f"soak: hand {hands} ({self.mode}): {sample['rss_mib']} MiB", file=sys.stderr)


def check(result: dict[str, Any]) -> list[str]:
    """The short soak's failures: in each mode, a count at its last sample that differs
    from its first (both taken on a results screen, so the same screens are alive), or a
    cache over its bound at any sample."""
    counted = [s for s in result["samples"] if "counts" in s]
    by_mode = {m: [s for s in counted if s["mode"] == m] for m in (ARCADE, BEANS)}
    if not any(len(samples) > 1 for samples in by_mode.values()):
        return ["--check needs two samples of one mode: --hands at least twice --every"]
    problems = []
    for samples in by_mode.values():
        if len(samples) < 2:
            continue
        first, last = samples[0], samples[-1]
        problems += [
            f"live {name}: {first['counts'][name]} at hand {first['hand']}, "
            f"{last['counts'][name]} at hand {last['hand']}"
            for name in COUNTED
            if first["counts"][name] != last["counts"][name]
        ]
    for sample in counted:
        problems += [f"hand {sample['hand']}: {line}" for line in over_bound(sample["caches"])]
    return problems


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=100, help="hands in all (both: half each)")
    parser.add_argument("--mode", choices=(ARCADE, BEANS, "both"), default="both")
    parser.add_argument("--arcade-hands", type=int, help="both: the arcade's share (half)")
    parser.add_argument("--every", type=int, default=10, help="sample every this many hands")
    parser.add_argument("--counts", action="store_true", help="live objects and caches too")
    parser.add_argument("--alloc", action="store_true", help="RSS by allocator (glibc)")
    parser.add_argument("--trace", action="store_true", help="tracemalloc's growing sites")
    parser.add_argument("--top", type=int, default=12, help="sites listed with --trace")
    parser.add_argument(
        "--clear-tables", action="store_true", help="empty the memo tables after every hand"
    )
    parser.add_argument("--check", action="store_true", help="fail unless the counts hold")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--size", default="1280x720", help="the window, WxH")
    parser.add_argument("--draw-every", type=int, default=1, help="draw one frame in this many")
    args = parser.parse_args(argv)
    if min(args.hands, args.every, args.draw_every) < 1:
        parser.error("--hands, --every and --draw-every must be at least 1")
    if args.check:
        args.counts = True
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    with tempfile.TemporaryDirectory(prefix="soak-") as folder:
        os.environ.setdefault("MAHJONG2P_DATA_DIR", folder)
        try:
            result = Soak(args).run()
        except Closed as closed:
            print(f"soak: {closed}", file=sys.stderr)
            return 1
    print(json.dumps(result, ensure_ascii=False))
    problems = check(result) if args.check else []
    for line in problems:
        print(f"soak: {line}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Not pygame's exit: closing SDL's dummy sound device hung once in a loaded machine's
    # run (in Mix_CloseAudio); the soak's figures are printed, nothing is left to save.
    os._exit(code)
