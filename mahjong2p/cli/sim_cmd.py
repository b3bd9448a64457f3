"""`sim`: not built yet."""

from __future__ import annotations

import argparse

from mahjong2p.cli.errors import InputError

NAME = "sim"
HELP = "sim (not built yet)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    del parser


def run(args: argparse.Namespace) -> int:
    del args
    raise InputError("this command is not built yet")
