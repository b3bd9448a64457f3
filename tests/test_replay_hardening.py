"""Issue 11 items 3 and 5: a damaged replay file is skipped and set aside — by the list and
by the replay itself — never a crash on every visit; the store touches only its own files."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.play.loop import play_hand
from mahjong2p.replay.record import Replay, replay_from_json, replay_to_json
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.scenes.replays import ReplayListScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import (
    KEEP,
    REPLAY_LIMIT,
    check,
    load_replays,
    replay_folder,
    save_replay,
)
from tests.agents import WinHungryRandom
from tests.json_damage import edited

BAD_NAME = "20990101-000000-s9-h9.json"


def _replay(seed: int = 1) -> Replay:
    from mahjong2p.replay.record import replay_of
    from mahjong2p.rules.hand import Hand

    hand = Hand(seed=seed, hand_number=0, dealer=0)
    play_hand(hand, [WinHungryRandom(seed), WinHungryRandom(seed + 1)])
    return replay_of(hand, 1, "2026-01-01 12:00:00")


DAMAGE: dict[str, Callable[[dict[str, Any]], str]] = {
    "nested": lambda good: "[" * 5000 + "]" * 5000,
    "nested-in-a-field": lambda good: json.dumps(
        {**good, "seed": [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]}
    ),
    "infinity": lambda good: re.sub(r'"seed": \d+', '"seed": Infinity', json.dumps(good)),
    "nan-points": lambda good: re.sub(r'"points": \d+', '"points": NaN', json.dumps(good)),
    "points-lots": edited(lambda g: g["summary"].update(points="lots")),
    "haitei-draws-text": edited(lambda g: g["config"].update(haitei_draws="3")),
    "haitei-draws-huge": edited(lambda g: g["config"].update(haitei_draws=10**6)),
    "chance-above-one": edited(lambda g: g["config"].update(draw_choice_chance=7)),
    "unknown-config": edited(lambda g: g["config"].update(cheat=True)),
    "winner-seven": edited(lambda g: g["summary"].update(winner=7)),
    "stage-nine": edited(lambda g: g.update(stage=9)),
    "played-at-list": edited(lambda g: g.update(played_at=[1])),
    "huge-seed": lambda good: re.sub(r'"seed": \d+', '"seed": ' + "7" * 5000, json.dumps(good)),
    "seed-30-digits": edited(lambda g: g.update(seed=10**30)),
    "played-at-long": edited(lambda g: g.update(played_at="2026" * 100)),
    "action-tile-list": edited(lambda g: g["actions"][0].update(tile=[1])),
    "oversized": lambda good: json.dumps({**good, "played_at": "x" * REPLAY_LIMIT}),
}


@pytest.mark.parametrize("damage", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_replay_is_skipped_and_set_aside(
    tmp_path: Path, damage: Callable[[dict[str, Any]], str]
) -> None:
    replay = _replay()
    assert save_replay(tmp_path, replay) is None
    good = replay_to_json(replay)
    (tmp_path / BAD_NAME).write_text(damage(good), encoding="utf-8")
    found, skipped = load_replays(tmp_path)
    assert [s.replay for s in found] == [replay] and skipped == [BAD_NAME]
    assert (tmp_path / f"{BAD_NAME}.damaged").exists() and not (tmp_path / BAD_NAME).exists()
    assert load_replays(tmp_path) == (found, [])  # the next visit does not trip on it again


def test_the_list_draws_and_survives_damaged_files(tmp_path: Path) -> None:
    """The list used to crash drawing ``"points": "lots"`` on every visit."""
    app = App(size=(1280, 720), seed=3, profile=Profile.open(tmp_path))
    try:
        folder = replay_folder(tmp_path)
        won = next(r for r in map(_replay, range(1, 40)) if r.summary.winner == 0)
        assert save_replay(folder, won) is None
        for index, damage in enumerate(DAMAGE.values()):
            name = f"2099010{index // 10}-00000{index % 10}-s9-h9.json"
            (folder / name).write_text(damage(replay_to_json(won)), encoding="utf-8")
        listing = ReplayListScene(app.ctx)
        app.ctx.stack.push(listing)
        app.draw()
        assert listing.skipped == len(DAMAGE) and len(listing.stored) == 1
    finally:
        pygame.quit()


def test_a_replay_whose_actions_break_the_engine_is_refused_and_set_aside(
    tmp_path: Path,
) -> None:
    app = App(size=(1280, 720), seed=3, profile=Profile.open(tmp_path))
    try:
        folder = replay_folder(tmp_path)
        replay = _replay()
        broken = Action(ActionKind.DISCARD, 0, tile=10**9)
        bad = replay_to_json(replay) | {"actions": [broken.to_json()]}
        folder.mkdir(parents=True, exist_ok=True)
        (folder / BAD_NAME).write_text(json.dumps(bad), encoding="utf-8")
        assert not check(replay_from_json(bad))
        listing = ReplayListScene(app.ctx)
        app.ctx.stack.push(listing)
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        assert app.ctx.stack.top is listing and listing.skipped == 1 and not listing.stored
        assert (folder / f"{BAD_NAME}.damaged").exists()
    finally:
        pygame.quit()


def _files(folder: Path) -> Iterator[str]:
    return (p.name for p in sorted(folder.iterdir()))


def test_rotation_and_the_list_leave_the_players_own_files_alone(tmp_path: Path) -> None:
    mine = {"my-best-hand.json": "{}", "notes.json": "not even JSON", "a.txt": "hello"}
    for name, text in mine.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    replay = _replay()
    for i in range(KEEP + 3):
        stamp = f"2026-01-01 00:{i // 60:02d}:{i % 60:02d}"
        assert save_replay(tmp_path, Replay(**{**replay.__dict__, "played_at": stamp})) is None
    found, skipped = load_replays(tmp_path)
    assert len(found) == KEEP and not skipped
    for name, text in mine.items():
        assert (tmp_path / name).read_text(encoding="utf-8") == text
    assert not any(name.endswith(".damaged") for name in _files(tmp_path))


def test_a_killed_replay_write_leaves_no_temporary_file_behind(tmp_path: Path) -> None:
    leftover = tmp_path / "20260101-000000-s1-h0.json.x1y2.tmp"
    leftover.write_text("{half", encoding="utf-8")
    assert save_replay(tmp_path, _replay()) is None
    assert not leftover.exists()
