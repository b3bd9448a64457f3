"""The release workflow (.github/workflows/downloads.yml) cannot run here, so it is read.

PyYAML is no dependency of the game, so a small reader for the plain block YAML that
workflows use does the parsing: mappings, lists, ``[a, b]`` lists, quoted scalars and
``|`` blocks. Anything fancier (anchors, ``{…}``, ``>`` folding, tabs) makes it fail loudly
rather than misread the file; PyYAML is in the test extra, and one test checks that both
readers see the same workflow.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "downloads.yml"
TEST_OSES = {"windows-latest", "macos-latest", "ubuntu-latest"}
# macos-15: arm64; macos-15-intel: x86_64 (GitHub's last Intel image, macos-13 is retired)
BUILD_OSES = {"windows-latest", "macos-15", "macos-15-intel", "ubuntu-22.04"}
GLIBC_FLOOR = "2.35"  # Ubuntu 22.04, Debian 12 has 2.36
# the first major of each action whose action.yml runs on Node 24 (Node 20 is gone)
NODE24_MAJORS = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
}
TAG_CONDITION = "startsWith(github.ref, 'refs/tags/v')"


class Line:
    def __init__(self, number: int, indent: int, text: str) -> None:
        self.number, self.indent, self.text = number, indent, text


def _strip_comment(text: str) -> str:
    quote = ""
    for i, char in enumerate(text):
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'" and (i == 0 or text[i - 1] in " [,:"):
            quote = char
        elif char == "#" and (i == 0 or text[i - 1] == " "):
            return text[:i].rstrip()
    return text.rstrip()


def _scalar(text: str, number: int) -> Any:
    text = text.strip()
    if text[:1] in "&*{>!" or text == "---":
        raise ValueError(f"line {number}: YAML feature not supported here: {text!r}")
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(item, number) for item in text[1:-1].split(",") if item.strip()]
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def _split_key(text: str) -> tuple[str, str] | None:
    match = re.match(r"^([A-Za-z0-9_.-]+):(?:\s+(.*))?$", text)
    return (match[1], match[2] or "") if match else None


def parse_yaml(source: str) -> Any:
    """The subset of YAML described in the module docstring, scalars as strings."""
    raw = source.splitlines()
    lines: list[Line] = []
    blocks: dict[int, str] = {}  # index in ``lines`` of a ``key: |`` → its text
    i = 0
    while i < len(raw):
        if "\t" in raw[i][: len(raw[i]) - len(raw[i].lstrip())]:
            raise ValueError(f"line {i + 1}: tab in indentation")
        text = _strip_comment(raw[i])
        if text.strip():
            indent = len(text) - len(text.lstrip())
            lines.append(Line(i + 1, indent, text.strip()))
            if text.endswith(": |") or text.endswith(": |-"):
                body: list[str] = []
                while i + 1 < len(raw) and (
                    not raw[i + 1].strip() or len(raw[i + 1]) - len(raw[i + 1].lstrip()) > indent
                ):
                    i += 1
                    body.append(raw[i])
                depth = min(len(b) - len(b.lstrip()) for b in body if b.strip())
                blocks[len(lines) - 1] = "\n".join(b[depth:] for b in body).rstrip("\n") + "\n"
        i += 1

    def block(pos: int, indent: int) -> tuple[Any, int]:
        if lines[pos].text.startswith("- ") or lines[pos].text == "-":
            return sequence(pos, indent)
        return mapping(pos, indent)

    def value_after(pos: int, rest: str, indent: int) -> tuple[Any, int]:
        if pos in blocks:
            return blocks[pos], pos + 1
        if rest:
            return _scalar(rest, lines[pos].number), pos + 1
        if pos + 1 < len(lines) and lines[pos + 1].indent > indent:
            return block(pos + 1, lines[pos + 1].indent)
        if (
            pos + 1 < len(lines)
            and lines[pos + 1].indent == indent
            and (lines[pos + 1].text.startswith("- "))
        ):
            return sequence(pos + 1, indent)
        return None, pos + 1

    def mapping(pos: int, indent: int, first: str | None = None) -> tuple[dict[str, Any], int]:
        """``first``: the first key of a list item, on the ``- `` line itself."""
        result: dict[str, Any] = {}
        text = first
        while pos < len(lines) and (text is not None or lines[pos].indent == indent):
            text = lines[pos].text if text is None else text
            pair = _split_key(text)
            if pair is None:
                raise ValueError(f"line {lines[pos].number}: expected 'key: value': {text!r}")
            key, rest = pair
            if key in result:
                raise ValueError(f"line {lines[pos].number}: key {key!r} twice")
            result[key], pos = value_after(pos, rest, indent)
            text = None
        if pos < len(lines) and lines[pos].indent > indent:
            raise ValueError(f"line {lines[pos].number}: unexpected indentation")
        return result, pos

    def sequence(pos: int, indent: int) -> tuple[list[Any], int]:
        result: list[Any] = []
        while pos < len(lines) and lines[pos].indent == indent and lines[pos].text[:1] == "-":
            item = lines[pos].text[1:].strip()
            if _split_key(item) is not None:  # its other keys line up after the "- "
                value, pos = mapping(pos, indent + 2, first=item)
            else:
                value, pos = value_after(pos, item, indent)
            result.append(value)
        return result, pos

    document, end = block(0, lines[0].indent)
    if end != len(lines):
        raise ValueError(f"line {lines[end].number}: not understood")
    return document


@pytest.fixture(scope="module")
def workflow() -> dict[str, Any]:
    return parse_yaml(WORKFLOW.read_text(encoding="utf-8"))


def steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    return job["steps"]


def step_using(job: dict[str, Any], action: str) -> dict[str, Any]:
    (found,) = [s for s in steps(job) if s.get("uses", "").startswith(action + "@")]
    return found


def test_it_runs_on_pushes_pull_requests_and_version_tags(workflow: dict[str, Any]) -> None:
    triggers = workflow["on"]
    assert triggers["push"]["tags"] == ["v*"] and triggers["push"]["branches"] == ["main"]
    assert "pull_request" in triggers
    assert workflow["permissions"] == {"contents": "read"}  # write only where it releases


def test_every_action_is_a_major_that_runs_on_node_24(workflow: dict[str, Any]) -> None:
    used = [s["uses"] for job in workflow["jobs"].values() for s in steps(job) if "uses" in s]
    assert used, "no actions found"
    for ref in used:
        action, _, version = ref.partition("@")
        assert re.fullmatch(r"v\d+", version), f"{ref}: pin a major version"
        assert int(version[1:]) >= NODE24_MAJORS[action], f"{ref} still runs on Node 20"


def test_the_suite_runs_on_the_three_oses_before_any_build(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["test"]
    assert set(job["strategy"]["matrix"]["os"]) == TEST_OSES
    assert job["runs-on"] == "${{ matrix.os }}" and job["strategy"]["fail-fast"] == "false"
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"
    runs = [s.get("run", "") for s in steps(job)]
    install = runs.index('python -m pip install -e ".[test]"')
    assert runs.index("python -m pytest") > install
    assert workflow["jobs"]["build"]["needs"] == "test"


def build_targets(workflow: dict[str, Any]) -> dict[str, dict[str, str]]:
    return {t["os"]: t for t in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]}


def test_it_builds_for_windows_both_macs_and_an_old_linux(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert set(build_targets(workflow)) == BUILD_OSES
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] == "false"  # one OS failing must not hide the others
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"


def test_the_linux_zip_is_held_to_the_oldest_supported_glibc(workflow: dict[str, Any]) -> None:
    (linux,) = [t for os_name, t in build_targets(workflow).items() if "ubuntu" in os_name]
    assert linux["os"] == "ubuntu-22.04"  # glibc 2.35: newer runners build for newer only
    assert linux["smoke-args"] == f"--glibc-max {GLIBC_FLOOR}"
    others = [t for t in build_targets(workflow).values() if t is not linux]
    assert all(t["smoke-args"] == "" for t in others)
    smoke = next(
        s for s in steps(workflow["jobs"]["build"]) if "smoke_build.py" in s.get("run", "")
    )
    assert smoke["run"] == "python scripts/smoke_build.py ${{ matrix.smoke-args }}"
    source = (ROOT / "scripts" / "smoke_build.py").read_text(encoding="utf-8")
    assert '"--glibc-max"' in source and '"objdump", "-T"' in source


def test_each_build_installs_builds_and_smoke_tests(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert step_using(job, "actions/setup-python")["with"]["python-version"] == "3.11"
    runs = [s.get("run", "") for s in steps(job)]
    install = next(i for i, run in enumerate(runs) if '-e ".[build]"' in run)
    smoke = next(i for i, run in enumerate(runs) if "scripts/smoke_build.py" in run)
    upload = steps(job).index(step_using(job, "actions/upload-artifact"))
    assert install < smoke < upload
    assert (ROOT / "scripts" / "smoke_build.py").is_file()
    artifact = step_using(job, "actions/upload-artifact")["with"]
    assert artifact["path"] == "dist/mahjong2p-*.zip"
    assert artifact["if-no-files-found"] == "error"
    assert "${{ matrix.os }}" in artifact["name"]


def test_a_tag_must_name_the_version_built_compared_inside_python(
    workflow: dict[str, Any],
) -> None:
    job = workflow["jobs"]["build"]
    (check,) = [s for s in steps(job) if s.get("if") == TAG_CONDITION]
    assert "mahjong2p.__version__" in check["run"] and "GITHUB_REF_NAME" in check["run"]
    # no shell capture of Python's output: on Windows it ends in \r and never compares equal
    assert "$(" not in check["run"] and "`" not in check["run"]
    assert check["run"].startswith("python - <<'EOF'\n") and "sys.exit(" in check["run"]


def test_a_tag_attaches_every_zip_to_its_release(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["release"]
    assert job["if"] == TAG_CONDITION
    assert job["needs"] == "build"
    assert job["permissions"] == {"contents": "write"}
    download = step_using(job, "actions/download-artifact")["with"]
    assert download["merge-multiple"] == "true" and download["path"] == "dist"
    assert workflow["jobs"]["build"]["steps"][-1]["with"]["name"].startswith(
        download["pattern"].rstrip("*")
    )
    (release,) = [s for s in steps(job) if "gh release" in s.get("run", "")]
    assert "gh release create" in release["run"] and "dist/*.zip" in release["run"]
    assert release["env"]["GH_TOKEN"] == "${{ github.token }}"


def test_the_macos_app_is_zipped_with_ditto() -> None:
    source = (ROOT / "mahjong2p" / "build.py").read_text(encoding="utf-8")
    assert '"ditto", "-c", "-k", "--sequesterRsrc", "--keepParent"' in source


def test_pyyaml_is_in_the_test_extra_so_the_agreement_test_runs() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(r.startswith("pyyaml") for r in project["optional-dependencies"]["test"])


def test_the_reader_refuses_what_it_does_not_know() -> None:
    for text in ("a: &anchor 1\n", "a: {b: 1}\n", "a:\n\tb: 1\n", "a: >\n  folded\n"):
        with pytest.raises(ValueError):
            parse_yaml(text)


def test_the_reader_handles_the_shapes_used() -> None:
    text = (
        "a: 1  # note\n"
        "b:\n  - x\n  - y: '2'\n    z: [p, \"q\"]\n"
        "c: |\n  line one\n    indented #not a comment\n"
        "d:\n"
        "e:\n- f\n"
    )
    assert parse_yaml(text) == {
        "a": "1",
        "b": ["x", {"y": "2", "z": ["p", "q"]}],
        "c": "line one\n  indented #not a comment\n",
        "d": None,
        "e": ["f"],
    }


def test_the_reader_agrees_with_pyyaml_where_it_is_installed() -> None:
    yaml = pytest.importorskip("yaml")

    def plain(value: Any) -> Any:  # PyYAML types its scalars; this reader keeps strings
        if isinstance(value, dict):
            return {("on" if k is True else str(k)): plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, bool):
            return str(value).lower()
        return value if value is None or isinstance(value, str) else str(value)

    source = WORKFLOW.read_text(encoding="utf-8")
    assert parse_yaml(source) == plain(yaml.safe_load(source))
