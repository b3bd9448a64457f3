"""The tween system: easing endpoints, tweens, waits, callbacks, sequences, parallel
groups, cancel and finish, and the animation-speed setting."""

from __future__ import annotations

import math

import pytest

from mahjong2p.store.settings import Speed
from mahjong2p.ui import tween
from mahjong2p.ui.tween import Call, Parallel, Sequence, Tween, Tweener, Wait


@pytest.mark.parametrize("name", list(tween.EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name: str) -> None:
    ease = tween.EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("name", ["linear", "in_quad", "out_quad", "in_out_cubic", "out_cubic"])
def test_plain_easings_never_go_backwards(name: str) -> None:
    ease = tween.EASINGS[name]
    values = [ease(i / 100) for i in range(101)]
    assert values == sorted(values)


def test_out_back_overshoots_then_settles() -> None:
    assert max(tween.out_back(i / 100) for i in range(101)) > 1.0


def test_a_tween_steps_to_exactly_one_and_reports_leftover_time() -> None:
    seen: list[float] = []
    t = Tween(1.0, seen.append, tween.linear)
    assert t.advance(0.25) == 0.0 and seen == [0.25]
    assert t.advance(1.0) == pytest.approx(0.25)
    assert seen[-1] == 1.0 and t.done


def test_a_zero_length_tween_finishes_at_once() -> None:
    seen: list[float] = []
    t = Tween(0.0, seen.append)
    t.advance(0.0)
    assert t.done and seen == [1.0]


def test_a_sequence_runs_its_steps_in_order_and_hands_on_leftover_time() -> None:
    log: list[str] = []
    seq = Sequence(
        Call(lambda: log.append("a")),
        Wait(0.5),
        Call(lambda: log.append("b")),
        Tween(0.5, lambda k: log.append(f"t{k:.1f}"), tween.linear),
        Call(lambda: log.append("c")),
    )
    seq.advance(0.25)
    assert log == ["a"]
    seq.advance(0.5)  # 0.25 finishes the wait, 0.25 goes into the tween
    assert log == ["a", "b", "t0.5"]
    assert seq.advance(1.0) == pytest.approx(0.75)
    assert log[-2:] == ["t1.0", "c"] and seq.done


def test_a_parallel_group_ends_with_its_longest_part() -> None:
    short, long = Wait(0.2), Wait(1.0)
    group = Parallel(short, long)
    group.advance(0.5)
    assert short.done and not long.done and not group.done
    assert group.advance(0.6) == pytest.approx(0.1)
    assert group.done


def test_cancel_stops_without_running_what_is_left() -> None:
    log: list[str] = []
    seq = Sequence(Wait(1.0), Call(lambda: log.append("never")))
    seq.advance(0.5)
    seq.cancel()
    seq.advance(5.0)
    assert log == [] and seq.done and seq.cancelled


def test_finish_runs_every_remaining_step_in_order() -> None:
    log: list[str] = []
    seq = Sequence(
        Tween(2.0, lambda k: log.append(f"{k:.0f}"), tween.linear),
        Call(lambda: log.append("end")),
    )
    seq.finish()
    assert log == ["1", "end"]


def test_the_tweener_scales_time_by_the_speed_setting() -> None:
    speed = [Speed.NORMAL]
    driver = Tweener(lambda: speed[0])
    normal, fast = Wait(1.0), Wait(1.0)
    driver.add(normal)
    driver.update(0.6)
    assert not normal.done and driver.busy
    speed[0] = Speed.FAST
    driver.add(fast)
    driver.update(0.5)
    assert normal.done and fast.done and not driver.busy


def test_instant_speed_finishes_an_animation_as_it_is_added() -> None:
    log: list[str] = []
    driver = Tweener(lambda: Speed.INSTANT)
    driver.add(Sequence(Wait(10), Call(lambda: log.append("done"))))
    assert log == ["done"] and not driver.busy
    assert Speed.INSTANT.factor == math.inf


def test_finish_all_also_finishes_animations_added_by_callbacks() -> None:
    driver = Tweener()
    log: list[str] = []

    def chain() -> None:
        log.append("first")
        driver.add(Sequence(Wait(5), Call(lambda: log.append("second"))))

    driver.add(Sequence(Wait(5), Call(chain)))
    driver.finish_all()
    assert log == ["first", "second"] and not driver.busy


def test_cancel_all_drops_everything() -> None:
    driver = Tweener()
    log: list[str] = []
    driver.add(Sequence(Wait(1), Call(lambda: log.append("x"))))
    driver.cancel_all()
    driver.update(5)
    assert log == [] and not driver.busy
