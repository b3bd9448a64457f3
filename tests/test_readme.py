"""The README serves a player first and keeps its commands true: its test command is the one
CI runs (in CI's own folder, ``.venv-ci``, so a developer's ``.venv`` is never deleted), and
every command it shows exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return [b.strip() for b in re.findall(rf"```{language}\n(.*?)```", README, re.S)]


def _readme_test_command() -> str:
    (command,) = [b for b in _blocks("sh") if "pytest" in b]
    return command


def test_ci_runs_the_readme_test_command_in_its_own_folder() -> None:
    command = _readme_test_command()
    assert command.startswith("python3 -m venv .venv &&") and "-m pytest" in command
    in_ci = re.sub(r"\.venv\b", ".venv-ci", command)
    assert in_ci in CI.splitlines()


def test_ci_leaves_the_users_venv_alone() -> None:
    commands = "\n".join(line for line in CI.splitlines() if not line.startswith("#"))
    assert not re.search(r"\.venv(?![-\w])", commands), ".ci/run uses .venv"
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert ".venv-ci/" in ignored and ".venv-build-ci/" in ignored


def test_readme_is_for_players_first() -> None:
    sections = re.findall(r"^## (.+)$", README, re.M)
    assert sections.index("Download and play") < sections.index("From the source")
    assert sections.index("Playing") < sections.index("From the source")
    for topic in ("### Language", "### Where your saves and the log are", "### Uninstall"):
        assert topic in README


def test_the_key_table_has_every_binding() -> None:
    for key in ("| U / Y |", "| L |", "Backspace", "| Enter / R / Esc |", "1 2 3 / Q / Esc"):
        assert key in README, key


def test_every_shell_command_has_a_powershell_twin_without_and_and() -> None:
    shell = [b for b in _blocks("sh") if "venv" in b or "[build]" in b]
    powershell = _blocks("powershell")
    assert len(powershell) == len(shell)
    assert all("&&" not in block for block in powershell)  # Windows PowerShell 5.1


def test_readme_opens_with_install_and_start_from_source() -> None:
    first = _blocks("sh")[0]
    assert "pip install" in first and first.endswith("mahjong2p")


def test_the_command_line_contract_is_in_the_repository() -> None:
    assert "../shared" not in README
    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for command in ("## `score`", "## `waits`", "## `sim`", "## `screenshot`", "## `bench`"):
        assert command in cli
    assert "docs/cli.md" in README
