"""The freeze check's own instruments: the watchdog sees a block of the GUI thread, and takes
out only the time a process of its own (the machine clock) lost in the same stretch."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest
from PySide6.QtCore import QTimer
from watchdog import LIMIT, MachineClock, Watchdog, machine_lost


def test_machine_lost_counts_only_the_overlap_and_at_most_the_loss() -> None:
    lost = [(1.0, 1.2, 0.19), (2.0, 2.5, 0.05), (3.0, 3.1, 0.09)]
    assert machine_lost(0.0, 0.9, lost) == 0.0  # before them all
    assert machine_lost(1.0, 1.2, lost) == pytest.approx(0.19)  # the whole first: its loss
    assert machine_lost(1.1, 1.3, lost) == pytest.approx(0.1)  # half of it overlaps
    assert machine_lost(1.9, 2.6, lost) == pytest.approx(0.05)  # a long stretch, little lost
    assert machine_lost(0.5, 3.05, lost) == pytest.approx(0.19 + 0.05 + 0.05)
    assert machine_lost(3.2, 4.0, lost) == 0.0  # after them all


def _block_gui_thread(qtbot, seconds: float) -> Watchdog:
    """A slot that keeps the GUI thread for seconds, watched from before it until the loop
    is quiet."""
    with Watchdog() as dog:
        dog.doing = "a slot sleeping"
        QTimer.singleShot(50, lambda: time.sleep(seconds))
        qtbot.wait(100)
        dog.settle(qtbot)
    return dog


def test_a_block_of_the_gui_thread_is_seen_and_fails_the_check(qtbot) -> None:
    dog = _block_gui_thread(qtbot, 0.3)
    with pytest.raises(AssertionError, match="blocked"):
        dog.check("a slot that sleeps 300 ms")
    assert 0.25 < dog.worst < 1.0
    assert dog.worst_during == "a slot sleeping"
    assert [w for _t, _d, _m, w in dog.long] == ["a slot sleeping"]


def test_no_block_passes(qtbot) -> None:
    with Watchdog() as dog:
        qtbot.wait(300)
    dog.check("the loop left alone")
    assert dog.ticks > 20
    assert dog.worst < LIMIT


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the clock: Linux only")
def test_the_machine_clock_tells_the_time_it_was_stopped(qtbot) -> None:
    clock = MachineClock()
    clock.start()
    assert clock._process is not None
    os.kill(clock._process.pid, signal.SIGSTOP)
    time.sleep(0.25)  # the stop the clock is to tell (not a wait for something)
    os.kill(clock._process.pid, signal.SIGCONT)
    qtbot.waitUntil(lambda: len(clock._file.read_text().splitlines()) > 1, timeout=5000)
    clock.stop()
    lost = clock.lost()
    assert len(lost) == 1
    began, ended, gone = lost[0]
    assert 0.2 < gone < 0.5
    assert ended - began >= gone


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the clock: Linux only")
def test_the_time_the_machine_lost_meanwhile_is_taken_out(qtbot) -> None:
    """The GUI thread kept 300 ms while the machine clock was stopped for as long (as a host
    stops a virtual machine's processors): the watch does not count it against the program,
    and says how much it took out."""
    with Watchdog() as dog:
        assert dog._clock._process is not None
        pid = dog._clock._process.pid

        def block() -> None:
            os.kill(pid, signal.SIGSTOP)
            time.sleep(0.3)
            os.kill(pid, signal.SIGCONT)

        dog.doing = "a slot sleeping, the machine clock stopped"
        QTimer.singleShot(50, block)
        qtbot.wait(100)
        dog.settle(qtbot)
    dog.check("a slot that sleeps 300 ms while the machine clock is stopped as long")
    assert dog.worst < LIMIT
    before, lost = dog.worst_before
    assert before > 0.25
    assert lost > 0.2
