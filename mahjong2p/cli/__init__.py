"""The one entry point: ``python -m mahjong2p [subcommand]`` (DESIGN.md, command-line contract).

Each subcommand lives in its own module exposing ``NAME``, ``HELP``, ``add_arguments(parser)``
and ``run(args) -> int``; this module only wires them up and turns a user's mistake
(:class:`InputError`) into one line on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import NoReturn

from mahjong2p import __version__
from mahjong2p.cli.errors import InputError, one_line

SUBCOMMANDS = ("score", "waits", "sim", "screenshot", "bench", "review")


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line and exit 2, like every other input error."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, one_line(f"{self.prog}: {message} (see --help)") + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="mahjong2p",
        description="Arcade two-player mahjong (二人麻将). Without a command it starts the "
        "game in its window; a command runs one of the tools below instead.",
        epilog="No command: the game starts. 'mahjong2p COMMAND --help' describes a command.",
    )
    parser.add_argument("--version", action="version", version=f"mahjong2p {__version__}")
    subparsers = parser.add_subparsers(dest="command", parser_class=_OneLineParser)
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"mahjong2p.cli.{name}_cmd")
        sub = subparsers.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from mahjong2p.cli.play import start_game

        return start_game()
    try:
        return int(args.run(args))
    except InputError as exc:
        print(one_line(f"mahjong2p {args.command}: {exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"mahjong2p {args.command}: interrupted", file=sys.stderr)
        return 130
