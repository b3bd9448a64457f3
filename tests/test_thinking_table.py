"""The table with a searching CPU thinking in its worker process (issue 26): a whole hand
played through the scene's own clock — the decision started when the CPU's turn is known,
taken when the pause ends — gives the CPU's moves a direct decision gives."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.ai.policies import make_agent
from mahjong2p.app.shell import App
from mahjong2p.play.session import HandSession
from mahjong2p.play.thinking import Thinker
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.showcase.staged import settled_table
from mahjong2p.seat import Seat

STEP = 1 / 60
SEED = 12
MAX_STEPS = 60 * 60 * 5  # five minutes of table time: a hand takes one or two


@pytest.fixture
def app() -> Iterator[App]:
    yield App(size=(1280, 720), seed=1)
    pygame.quit()


def test_the_table_takes_every_cpu_move_from_the_worker_and_they_are_the_direct_ones(
    app: App,
) -> None:
    session = HandSession(Hand(SEED, 0, 1))
    thinker = Thinker(make_agent("master-search", 5, session.hand.rules))
    assert thinker.worker_ready(120.0)
    session.cpu = thinker
    session.auto_play = True  # 托管 plays the human's seat
    scene = settled_table(app.ctx, session)
    from_worker = 0
    for _ in range(MAX_STEPS):
        if session.hand.is_over:
            break
        before = thinker.agent
        scene.update(STEP)
        from_worker += thinker.agent is not before
    assert session.hand.is_over
    thinker.close()

    hand = Hand(SEED, 0, 1)
    view, direct = hand.view(Seat.CPU), make_agent("master-search", 5, hand.rules)
    cpu_moves = 0
    for action in session.hand.actions:
        if hand.to_act == Seat.CPU:
            assert direct.choose(view, hand.legal_actions()) == action
            cpu_moves += 1
        for event in hand.apply(action):
            view.observe(event)
    assert cpu_moves > 5 and from_worker == cpu_moves
