"""core/kernel_groups.py: each group of kernels loads once, under the one lock, whatever the
threads."""

from __future__ import annotations

import threading
import time

from knighttour.core import kernel_groups
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
