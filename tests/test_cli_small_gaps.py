"""#35 §5: ``sim --replays ""`` wrote the replay files into the current folder and exited 0;
``review`` on a replay whose actions do not replay said ``the actions do not replay ()``.
Now the first is one line and exit 2, and the second names the first action that fails and
why."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from test_review_cli import _replay_file

from mahjong2p.cli import main
from mahjong2p.rules.arcade import ARCADE


def test_sim_refuses_an_empty_replays_folder_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as ended:
        main(["sim", "--hands", "2", "--jobs", "1", "--replays", ""])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--replays" in err and "empty" in err
    assert os.listdir(tmp_path) == []


def test_review_names_the_first_action_that_does_not_replay_and_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _replay_file(tmp_path, ARCADE)
    data = json.loads(path.read_text())
    data["actions"][2]["kind"] = "tsumo"  # a win the hand does not hold
    path.write_text(json.dumps(data))
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "replay ()" not in err
    assert f"action 3 of {len(data['actions'])}" in err and '"kind":"tsumo"' in err
    assert "not legal" in err  # the engine's reason
