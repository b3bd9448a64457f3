"""The README's test command is the one CI runs, so a new user runs exactly what CI does."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _shell_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", text, re.S)]


def test_ci_runs_the_readme_test_command() -> None:
    readme = _shell_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    test_command = readme[1]
    assert "pytest" in test_command
    assert test_command in ci_lines


def test_readme_opens_with_install_and_start() -> None:
    first = _shell_blocks((ROOT / "README.md").read_text(encoding="utf-8"))[0]
    assert "pip install" in first and first.endswith("mahjong2p")
