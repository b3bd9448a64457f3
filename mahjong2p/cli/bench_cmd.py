"""``bench [--json] [--quick]``: speed and memory, measured and printed."""

from __future__ import annotations

import argparse
import json

NAME = "bench"
HELP = "measure engine, AI and frame speed; print a table or one JSON object"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")


def run(args: argparse.Namespace) -> int:
    from mahjong2p.bench import run_bench

    report = run_bench(args.quick)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        width = max(map(len, report))
        for key, value in report.items():
            print(f"{key:<{width}}  {_readable(value)}")
    return 0


def _readable(value: object) -> str:
    if value is None:
        return "— (not built yet)"
    if isinstance(value, float):
        return f"{value:,.2f}"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, dict):
        return ", ".join(f"{k}={_readable(v)}" for k, v in value.items())
    return str(value)
