"""A new user's first commands: ``mahjong2p --version`` names the version, and ``--help``
says that no command starts the game (and lists the tools)."""

from __future__ import annotations

import pytest

from mahjong2p import __version__
from mahjong2p.cli import SUBCOMMANDS, main


def test_version_prints_the_one_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"mahjong2p {__version__}"


def test_help_says_no_command_starts_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines
    assert "No command: the game starts." in text and "--version" in text
    assert all(name in text for name in SUBCOMMANDS)
