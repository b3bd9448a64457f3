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


def test_the_language_paragraph_says_what_a_neutral_locale_does() -> None:
    """``LANG=C.UTF-8`` names no language; the README says where that starts, and the game
    does what it says."""
    from mahjong2p.i18n import Language
    from mahjong2p.i18n.system_language import language_for

    paragraph = README.split("### Language", 1)[1].split("###", 1)[0]
    assert "`C.UTF-8`" in paragraph and "starts in\nChinese" in paragraph
    for neutral in ("C.UTF-8", "C", "POSIX", None):
        assert language_for([neutral]) is Language.ZH
    assert language_for(["en_GB.UTF-8"]) is Language.EN and language_for(["de_DE"]) is Language.EN
    assert language_for(["zh_CN.UTF-8"]) is Language.ZH


def test_a_new_contributor_is_told_what_to_install_first() -> None:
    source = README.split("## From the source", 1)[1].split("\n## ", 1)[0]
    before_command = source.split("```sh", 1)[0]
    assert "python3.11" in before_command and "python3-venv" in before_command
    assert "python.org" in before_command
    for compiler in ("g++", "gcc-c++", "xcode-select --install", "Desktop development with C++"):
        assert compiler in source, compiler
    assert "mahjong2p --version" in source


def test_the_downloads_are_built_from_an_environment_of_their_own() -> None:
    (command,) = [b for b in _blocks("sh") if "mahjong2p.build" in b]
    assert command.startswith("python3 -m venv .venv-build && ")
    assert ".venv/" not in command and "[test]" not in command


def test_the_readme_opens_with_the_game_itself() -> None:
    """Before any word: the 欢乐豆场 table and an arcade win, pictures that exist."""
    top = README.split("\n## ", 1)[0]
    pictures = re.findall(r'<img src="([^"]+)"', top)
    assert pictures == ["docs/screens/gb_table.zh.jpg", "docs/screens/results.zh.jpg"]
    assert all((ROOT / picture).is_file() for picture in pictures)
    assert top.index("<img") < top.index("A two-player mahjong")


def test_the_command_table_lists_every_command_and_the_sim_options() -> None:
    from mahjong2p.cli import SUBCOMMANDS

    table = README.split("| command | what it does |", 1)[1].split("\n\n", 1)[0]
    rows = [line.split("|")[1].strip() for line in table.splitlines() if line.startswith("| `")]
    assert {row.strip("`").split()[0] for row in rows} == set(SUBCOMMANDS)
    for option in ("--replays", "--jobs", "--ruleset"):
        assert any(row.startswith("`sim") and option in row for row in rows), option


def test_the_readme_says_how_long_the_tests_take() -> None:
    before_command = README.split("```sh\n" + _readme_test_command(), 1)[0]
    assert "about 5 minutes" in before_command.strip().split("\n\n")[-1]
