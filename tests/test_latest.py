"""Latest: progress handed on at the pace the window can show it, the latest only."""

from __future__ import annotations

from knighttour.gui.latest import PACE_CAP, Latest


class Clock:
    """A clock the test moves: a hand-on 'costs' what its deliver adds."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_only_the_latest_value_is_handed_on(qtbot) -> None:
    got: list[int] = []
    latest: Latest[int] = Latest(got.append)
    for value in range(5):
        latest.put(value)
    qtbot.waitUntil(lambda: got == [4])
    assert got == [4]


def test_the_next_hand_on_waits_twice_what_the_last_one_cost(qtbot) -> None:
    clock = Clock()
    got: list[int] = []

    def slow_frame(value: int) -> None:
        got.append(value)
        clock.now += 0.030  # the hand-on and its paint took 30 ms

    latest: Latest[int] = Latest(slow_frame, clock=clock)
    latest.put(1)
    qtbot.waitUntil(lambda: got == [1])
    qtbot.waitUntil(lambda: latest.wait_ms > 0)
    assert latest.wait_ms == 60
    latest.put(2)
    assert got == [1] and latest.waiting  # not handed on at once: the window breathes first
    clock.now += 0.060
    qtbot.waitUntil(lambda: got == [1, 2], timeout=2000)
    assert not latest.waiting


def test_a_very_slow_frame_delays_the_next_no_more_than_the_cap(qtbot) -> None:
    clock = Clock()
    got: list[int] = []

    def frozen_frame(value: int) -> None:
        got.append(value)
        clock.now += 5.0

    latest: Latest[int] = Latest(frozen_frame, clock=clock)
    latest.put(1)
    qtbot.waitUntil(lambda: latest.wait_ms > 0)
    assert latest.wait_ms == round(PACE_CAP * 1000)


def test_clear_drops_the_value_waiting(qtbot) -> None:
    clock = Clock()
    got: list[int] = []
    latest: Latest[int] = Latest(got.append, clock=clock)
    latest.put(1)
    qtbot.waitUntil(lambda: got == [1])
    clock.now -= 1.0  # the next hand-on is a second away
    latest.put(2)
    latest.clear()
    clock.now += 2.0
    latest.put(3)
    qtbot.waitUntil(lambda: got == [1, 3])
    assert 2 not in got
