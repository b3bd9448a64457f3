"""Issue 27 §3: ``sim --replays DIR`` keeps every simulated hand as a file in the game's
replay format — arcade, stage and 72-tile room hands — which the game's replay loader
reads back and plays to exactly the hand that was simulated; at most ``--hands`` files;
a folder that cannot take them is one line and exit status 2."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from mahjong2p.cli import main
from mahjong2p.progression.levels import load_levels
from mahjong2p.rules.events import Won
from mahjong2p.rules.gb.deals import DEAL_VERSION, deal_of
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.sim.replays import ReplayWriter
from mahjong2p.sim.session import SimConfig, run_sim
from mahjong2p.store.replays import OWN_NAME, load_replays


def _digest(hand: Hand) -> str:
    return hashlib.sha256("\n".join(map(repr, hand.log)).encode()).hexdigest()


@dataclass(frozen=True)
class LogSink:
    """Writes each simulated hand's event digest beside its number (the sim's own record
    of what was played, to hold the replays against)."""

    folder: Path

    def write(self, hand: Hand) -> None:
        (self.folder / f"{hand.hand_number}.txt").write_text(_digest(hand))


def _played_and_kept(tmp_path: Path, config: SimConfig, jobs: int) -> tuple[dict, list]:
    logs, kept = tmp_path / "logs", tmp_path / "replays"
    logs.mkdir()
    run_sim(SimConfig(**{**config.__dict__, "replays": LogSink(logs)}), None, None, jobs)
    writer = ReplayWriter.into(kept, config.stage, None)
    run_sim(SimConfig(**{**config.__dict__, "replays": writer}), None, None, jobs)
    played = {int(p.stem): p.read_text() for p in logs.iterdir()}
    stored, skipped = load_replays(kept)
    assert not skipped
    return played, stored


@pytest.mark.parametrize(
    "config",
    [
        SimConfig(7, 3, ("normal", "greedy"), block_hands=4),
        SimConfig(6, 2, ("normal", "normal"), load_levels().stage(3)),
        SimConfig(5, 4, ("normal", "easy"), rules=GB, block_hands=3),
    ],
    ids=["arcade", "stage3", "gb"],
)
def test_every_hand_replays_from_its_file_to_the_same_end(
    tmp_path: Path, config: SimConfig
) -> None:
    played, stored = _played_and_kept(tmp_path, config, jobs=2)
    assert (
        sorted(s.replay.hand_number for s in stored) == sorted(played) == list(range(config.hands))
    )
    for entry in stored:
        assert OWN_NAME.fullmatch(entry.path.name)
        hand = entry.replay.play()
        assert hand.is_over and _digest(hand) == played[hand.hand_number]
        assert entry.replay.summary.winner == hand.winner
        assert entry.replay.rules.id == config.rules.id
        if config.stage is not None:
            assert entry.replay.stage == config.stage.number


def test_a_room_run_keeps_its_room_and_the_current_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "replays"
    args = ["sim", "--ruleset", "gb", "--room", "novice", "--hands", "4", "--seed", "9"]
    assert main([*args, "--jobs", "2", "--replays", str(folder), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    stored, skipped = load_replays(folder)
    assert not skipped and len(stored) == report["hands"] == 4
    assert all(p.name.endswith("-gb.json") for p in folder.iterdir())
    wins = 0
    for entry in stored:
        replay = entry.replay
        assert replay.room is not None and replay.room.room == "novice" and replay.room.rate == 50
        assert deal_of(replay.rules) == DEAL_VERSION
        hand = replay.play()
        assert hand.is_over and hand.winner == replay.summary.winner
        wins += any(isinstance(e, Won) for e in hand.log)
    assert wins == sum(report["wins"])


def test_an_unwritable_folder_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    assert main(["sim", "--hands", "2", "--replays", str(not_a_folder)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "--replays:" in err and "file" in err
