"""``python -m mahjong2p review FILE [--json]``: the DESIGN.md shape and every error path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong2p.ai.policies import make_agent
from mahjong2p.cli import main
from mahjong2p.play.loop import play_hand
from mahjong2p.replay.record import replay_of, replay_to_json
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet


def _replay_file(folder: Path, rules: RuleSet, policy: str = "easy", seed: int = 4) -> Path:
    hand = Hand(seed, rules=rules)
    play_hand(hand, [make_agent(policy, 1, rules), make_agent("master", 2, rules)])
    path = folder / f"{rules.id}.json"
    path.write_text(json.dumps(replay_to_json(replay_of(hand, 1, "2026-12-02 03:00:00"))))
    return path


@pytest.mark.parametrize("rules", [ARCADE, GB], ids=["arcade", "gb"])
def test_the_json_has_the_contracts_shape(
    rules: RuleSet, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(_replay_file(tmp_path, rules)), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ruleset"] == rules.id and out["seat"] == 0
    assert out["currency"] == ("beans" if rules is GB else "points")
    decisions = out["decisions"]
    assert decisions
    for d in decisions:
        assert set(d) >= {"index", "kind", "chosen", "best", "options", "loss", "grade"}
        assert d["best"] == d["options"][0]["action"]
        assert d["chosen"] in [o["action"] for o in d["options"]]
        for option in d["options"]:
            assert set(option) >= {"action", "win_chance", "value", "deal_in"}
            assert 0 <= option["win_chance"] <= 1 and 0 <= option["deal_in"] <= 1
        values = [o["value"] for o in d["options"]]
        assert values == sorted(values, reverse=True)
        assert d["grade"] in {"good", "ok", "doubt", "mistake"}
    summary = out["summary"]
    assert summary["decisions"] == len(decisions)
    assert summary["mistakes"] == sum(d["grade"] == "mistake" for d in decisions)
    agreed = sum(d["grade"] == "good" for d in decisions)
    assert summary["agreement"] == round(agreed / len(decisions), 4)


def test_the_text_says_whose_opinion_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(_replay_file(tmp_path, ARCADE))]) == 0
    out = capsys.readouterr().out
    assert "the CPU model's opinion" in out
    assert "decisions, agreement" in out


@pytest.mark.parametrize(
    "content",
    [
        "",  # empty
        "{not json",
        "[1, 2]",  # JSON but not an object
        '{"format": 1}',  # a replay missing everything
        '{"version": 3, "credits": 100}',  # a save file, not a replay
        "\x00\x01binary",
    ],
)
def test_a_damaged_or_foreign_file_is_one_line_and_exit_2(
    content: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.json"
    path.write_text(content)
    assert main(["review", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mahjong2p review: x.json")


def test_actions_that_do_not_replay_are_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _replay_file(tmp_path, ARCADE)
    data = json.loads(path.read_text())
    data["actions"] = data["actions"][1:]  # the dealer's first discard gone
    path.write_text(json.dumps(data))
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "do not replay" in err


def test_a_missing_file_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(tmp_path / "gone.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
