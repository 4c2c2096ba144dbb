"""core/kernel_groups.py: each group of kernels loads once, under the one lock, whatever the
threads."""

from __future__ import annotations

import sys
import threading
import time

from knighttour.core import give_way, kernel_groups
from knighttour.core.kernel_groups import Kernels, ready_all


def test_a_group_loads_once_however_many_threads_ask() -> None:
    calls: list[str] = []

    def load() -> None:
        calls.append(threading.current_thread().name)
        time.sleep(0.05)

    group = Kernels("test", load)
    threads = [threading.Thread(target=group.ready) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(calls) == 1 and group.is_ready
    assert group.ready()  # a no-op once loaded
    assert len(calls) == 1


def test_groups_load_one_at_a_time_under_the_one_lock() -> None:
    inside = threading.Event()
    overlaps: list[bool] = []

    def load() -> None:
        overlaps.append(inside.is_set())
        inside.set()
        time.sleep(0.03)
        inside.clear()

    groups = [Kernels(f"g{i}", load) for i in range(4)]
    threads = [threading.Thread(target=g.ready) for g in groups]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert overlaps == [False] * 4


def test_stop_ends_the_wait_while_another_thread_loads() -> None:
    release = threading.Event()
    slow = Kernels("slow", lambda: release.wait(5))
    other = Kernels("other", lambda: None)
    loader = threading.Thread(target=slow.ready)
    loader.start()
    while not kernel_groups._lock.locked():
        time.sleep(0.001)
    assert not other.ready(stop=lambda: True)  # the lock is held: stop says give up
    assert not other.is_ready
    release.set()
    loader.join()
    assert ready_all((slow, other)) and other.is_ready


def test_the_layers_groups() -> None:
    from knighttour.core.count import count_kernels as count_kernels
    from knighttour.core.solve import solver_kernels as solve_kernels

    assert (
        solve_kernels.SEARCH in solve_kernels.EVERY
        and count_kernels.FRONTIER not in solve_kernels.EVERY
    )
    assert len({g.name for g in solve_kernels.EVERY}) == len(solve_kernels.EVERY)


def test_a_run_stopped_before_its_kernels_load_does_not_begin_loading_them() -> None:
    """A loading once begun cannot be stopped (it is one call into numba), so a run whose
    stop was asked first must not begin one: Stop would wait for it."""
    calls: list[str] = []
    group = Kernels("stopped", lambda: calls.append("loaded"))
    assert not group.ready(stop=lambda: True)
    assert calls == [] and not group.is_ready
    assert group.ready(stop=lambda: False)
    assert calls == ["loaded"] and group.is_ready


#: the groups the test below has "compiled" (its stand-in for the cache's markers)
made: set[str] = set()


def test_a_group_another_process_compiles_is_waited_for_then_loaded(monkeypatch) -> None:
    """Loading waits (hearing stop) while the other process is at it; compiled there, the
    load is the cache's and no compilation is told; failed there, it is compiled here."""
    monkeypatch.setattr(kernel_groups.kernel_cache, "is_compiled", lambda name: name in made)
    monkeypatch.setattr(kernel_groups.kernel_cache, "mark_compiled", made.add)
    heard: list[tuple[str, bool]] = []
    listener = lambda group, done: heard.append((group.name, done))  # noqa: E731
    kernel_groups.add_listener(listener)
    try:
        loads: list[str] = []
        there = Kernels("test-there", lambda: loads.append("there"))
        failed = Kernels("test-failed", lambda: loads.append("failed"))
        for group in (there, failed):
            kernel_groups.expect_elsewhere(group)
        assert not there.ready(stop=lambda: True) and not there.is_ready and loads == []
        waiter = threading.Thread(target=there.ready)
        waiter.start()
        waiter.join(0.1)
        assert waiter.is_alive() and loads == []  # waiting for the other process
        made.add("test-there")  # the other process put it in the cache
        kernel_groups.done_elsewhere(there, True)
        waiter.join(5)
        assert there.is_ready and loads == ["there"]
        kernel_groups.done_elsewhere(failed, False)
        assert failed.ready() and loads == ["there", "failed"]
        assert heard == [("test-there", True), ("test-failed", False), ("test-failed", True)]
    finally:
        kernel_groups.remove_listener(listener)


class FakeClock:
    """time.monotonic and time.sleep for the give-way hook: a sleep moves the clock on, and
    after `beat_after` sleeps the heart beats."""

    def __init__(self, heart: give_way.Heartbeat, beat_after: int = -1) -> None:
        self.now = 100.0
        self.sleeps = 0
        self.heart = heart
        self.beat_after = beat_after

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps += 1
        self.now += seconds
        if self.sleeps == self.beat_after:
            self.heart.last = self.now


def give_way_sleeps(
    monkeypatch, beat_age: float, beat_after: int = -1, host_waits: bool = False
) -> int:
    """How many naps a load on another thread takes when the heart last beat beat_age
    seconds ago (and beats again after beat_after naps)."""
    heart = give_way.Heartbeat(0.010)
    clock = FakeClock(heart, beat_after)
    heart.last = clock.now - beat_age
    monkeypatch.setattr(give_way, "time", clock)

    def step() -> None:
        """A Python call of the load: where the load may give way."""

    def load() -> None:
        for _ in range(5):
            step()

    group = Kernels("test-giving-way", load)
    give_way.give_way_to(heart)
    try:
        thread = threading.Thread(target=group.ready)
        if host_waits:
            with give_way.host_waits():
                thread.start()
                thread.join(10)
        else:
            thread.start()
            thread.join(10)
    finally:
        give_way.give_way_to(None)
    assert group.is_ready
    return clock.sleeps


def test_a_load_gives_way_while_the_windows_beat_is_late(monkeypatch) -> None:
    """On time (a beat 10 ms old): no nap.  Late (50 ms): naps of 2 ms until the beat comes
    (after 7 naps here); with no beat at all, naps (at most GIVE_WAY_AT_MOST at a time, each
    Python call of the load) until the last beat is HEART_STOPPED old: the thread is gone or
    waits for this very load, and the load goes on.  A beat that old at the start: no nap."""
    assert give_way_sleeps(monkeypatch, 0.010) == 0
    assert give_way_sleeps(monkeypatch, 0.050, beat_after=7) == 7
    naps = give_way_sleeps(monkeypatch, 0.050)
    stopped, most = give_way.HEART_STOPPED, give_way.GIVE_WAY_AT_MOST
    assert (stopped - 0.050) / 0.002 <= naps <= (stopped - 0.050 + most) / 0.002 + 5
    assert give_way_sleeps(monkeypatch, 2.0) == 0


def test_nothing_gives_way_while_the_window_waits_for_the_work(monkeypatch) -> None:
    """Closing the window waits for the workers (worker_base.wait_for_threads): its beat is
    late then because it waits for them, and a worker that gave way would only make it wait
    longer."""
    assert give_way_sleeps(monkeypatch, 0.050, beat_after=7) == 7
    assert give_way_sleeps(monkeypatch, 0.050, beat_after=7, host_waits=True) == 0


def test_the_beating_thread_never_gives_way_to_itself(monkeypatch) -> None:
    heart = give_way.Heartbeat(0.010)
    clock = FakeClock(heart)
    heart.last = clock.now - 0.050
    monkeypatch.setattr(give_way, "time", clock)
    give_way.give_way_to(heart)
    try:
        with give_way.giving_way():
            Kernels("test-own-thread", lambda: None).ready()
            give_way.yield_if_late()
            assert sys.getprofile() is None
    finally:
        give_way.give_way_to(None)
    assert clock.sleeps == 0
