"""The release workflow (.github/workflows/downloads.yml) cannot run here, so it is read.

PyYAML is no dependency of the project, so a small reader for the plain block YAML that
workflows use does the parsing: mappings, lists, ``[a, b]`` lists, quoted scalars and
``|`` blocks. Anything fancier (anchors, ``{…}``, ``>`` folding, tabs) makes it fail loudly
rather than misread the file; and where PyYAML happens to be installed, one test checks
that both readers see the same workflow.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "downloads.yml"
OSES = {"windows-latest", "macos-latest", "ubuntu-latest"}
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


def test_it_builds_on_the_three_hosted_oses(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert set(job["strategy"]["matrix"]["os"]) == OSES
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] == "false"  # one OS failing must not hide the others
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"


def test_each_build_installs_builds_and_smoke_tests(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert step_using(job, "actions/setup-python")["with"]["python-version"] == "3.11"
    runs = [s.get("run", "") for s in steps(job)]
    install = next(i for i, run in enumerate(runs) if '-e ".[build]"' in run)
    smoke = next(i for i, run in enumerate(runs) if run == "python scripts/smoke_build.py")
    upload = steps(job).index(step_using(job, "actions/upload-artifact"))
    assert install < smoke < upload
    assert (ROOT / "scripts" / "smoke_build.py").is_file()
    artifact = step_using(job, "actions/upload-artifact")["with"]
    assert artifact["path"] == "dist/mahjong2p-*.zip"
    assert artifact["if-no-files-found"] == "error"
    assert "${{ matrix.os }}" in artifact["name"]


def test_a_tag_must_name_the_version_built(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["build"]
    (check,) = [s for s in steps(job) if s.get("if") == TAG_CONDITION]
    assert "mahjong2p.__version__" in check["run"] and "$GITHUB_REF_NAME" in check["run"]


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
