"""A watchdog on the GUI thread's event loop: how long it was kept from running.

A precise 5 ms timer ticks on the GUI thread; a tick that comes late says for how long the
loop could not run (a slot, a paint, a long call made from the GUI thread, a sleep, a lock,
or the GIL held by another thread).  The worst delay is what a person feels as a freeze.

What the machine does to the program is not the program's block: where the kernel tells
(Linux: /proc/thread-self/schedstat), the time the GUI thread spent ready to run but waiting
for a processor (another process's turn, on a loaded machine) is taken out of each delay, and
so is the time the machine itself stopped: a process of its own (machine_clock.py, sharing no
GIL, memory or code with the program) ticks beside the watch, and the time it lost in the same
stretch (on a virtual machine, a host holding up both virtual processors) is taken out too.
So the limit holds for what the program itself does, whatever else runs beside it.

The watch covers a whole user action: started before the first click (the setup included),
it goes on after the run ends until the event loop has been quiet for half a second
(`settle`), so a block the end of a run leaves for later is seen too."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine_clock import waiting_for_a_processor
from PySide6.QtCore import QObject, Qt, QTimer, Slot

#: the longest the event loop may be kept from running, in seconds
LIMIT = 0.100
#: the loop is quiet when no delay over this was seen for QUIET seconds
QUIET_DELAY = 0.020
QUIET = 0.5
#: delays shorter than this are not kept (the worst is at least this, or no block at all)
MEASURED = 0.002


def machine_lost(began: float, ended: float, lost: list[tuple[float, float, float]]) -> float:
    """Of the stretch began..ended, the seconds the machine clock lost meanwhile: for each of
    its stretches (began, ended, lost), the part of its loss that can lie in the overlap."""
    return sum(
        min(max(0.0, min(ended, e) - max(began, b)), gone) for b, e, gone in lost if e > began
    )


class MachineClock:
    """machine_clock.py running beside the watch (Linux only: elsewhere nothing is lost)."""

    def __init__(self) -> None:
        self._process: subprocess.Popen | None = None
        fd, name = tempfile.mkstemp(prefix="machine-clock-", suffix=".txt")
        os.close(fd)
        self._file = Path(name)

    def start(self) -> None:
        """Start the clock and wait until it ticks."""
        if not sys.platform.startswith("linux"):
            return
        script = Path(__file__).with_name("machine_clock.py")
        self._process = subprocess.Popen(
            [sys.executable, "-I", "-S", str(script), str(self._file)], stdin=subprocess.PIPE
        )
        deadline = time.monotonic() + 10
        while not self._file.read_text().startswith("ready") and time.monotonic() < deadline:
            time.sleep(0.005)

    def stop(self) -> None:
        """Stop the clock (its input closed) and wait for it."""
        if self._process is not None:
            assert self._process.stdin is not None
            self._process.stdin.close()
            self._process.wait(timeout=10)
            self._process = None

    def lost(self) -> list[tuple[float, float, float]]:
        """The stretches the clock lost, (began, ended, seconds lost), CLOCK_MONOTONIC; the
        file is gone after."""
        if not self._file.exists():
            return []  # (read once already)
        lines = self._file.read_text().splitlines()[1:]
        self._file.unlink(missing_ok=True)
        return [(float(b), float(e), float(x)) for b, e, x in (line.split() for line in lines)]


class Watchdog(QObject):
    """Measures the event loop's worst block while it is started (a context manager)."""

    INTERVAL_MS = 5

    def __init__(self) -> None:
        super().__init__()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.INTERVAL_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = MachineClock()
        self._last = 0.0
        self._waited = 0.0
        #: the worst delay seen (seconds beyond the tick's interval, the machine's share out):
        #: known once check() has run
        self.worst = 0.0
        #: when the worst delay ended, in seconds since the watch began, and what was going on
        #: when it began
        self.worst_at = 0.0
        self.worst_during = ""
        #: what the test is doing (named in the report of a delay that began meanwhile)
        self.doing = "setting up"
        self._was = self.doing
        self.ticks = 0
        self._began = 0.0
        self._last_delay = 0.0  # when the last delay over QUIET_DELAY ended
        #: the delays over MEASURED: (began, ended (time.monotonic), the delay beyond the
        #: wait for a processor, what was going on)
        self._delays: list[tuple[float, float, float, str]] = []
        #: the delays over LIMIT / 2, the machine's share out, (when, how long, the machine's
        #: share, what was going on): for the report
        self.long: list[tuple[float, float, float, str]] = []
        #: the worst delay before the machine's share was taken out, and that share
        self.worst_before = (0.0, 0.0)

    def __enter__(self) -> Watchdog:
        # what a thousand tests before left on the heap is not the window's to collect: a
        # full collection over it would be a pause the program itself never has
        gc.collect()
        gc.freeze()
        self._clock.start()
        self._began = self._last = self._last_delay = time.monotonic()
        self._waited = waiting_for_a_processor()
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._tick()
        self._timer.stop()
        self._clock.stop()
        gc.unfreeze()

    @Slot()
    def _tick(self) -> None:
        now = time.monotonic()
        waited = waiting_for_a_processor()
        delay = now - self._last - self.INTERVAL_MS / 1000 - (waited - self._waited)
        if delay > QUIET_DELAY:
            self._last_delay = now
        if delay > MEASURED:
            self._delays.append((self._last, now, delay, self._was))
        self._last, self._waited = now, waited
        self.ticks += 1
        self._was = self.doing

    def quiet(self) -> bool:
        """True once no delay over QUIET_DELAY was seen for QUIET seconds."""
        return time.monotonic() - self._last_delay >= QUIET

    def settle(self, qtbot, timeout: int = 30000) -> None:
        """After a run has ended: keep watching until the loop has been quiet for QUIET
        seconds (a block the end of the run leaves for later falls in the watch)."""
        self.doing = "after the run ended"
        self._last_delay = time.monotonic()  # from the end of the run, at least QUIET
        qtbot.waitUntil(self.quiet, timeout=timeout)

    def _weigh(self) -> None:
        """The worst delay and the long ones, each with the time the machine lost meanwhile
        taken out."""
        lost = self._clock.lost()
        for began, ended, delay, was in self._delays:
            machine = min(delay, machine_lost(began, ended, lost))
            left = delay - machine
            if delay > self.worst_before[0]:
                self.worst_before = (delay, machine)
            if left > LIMIT / 2:
                self.long.append((ended - self._began, left, machine, was))
            if left > self.worst:
                self.worst, self.worst_at, self.worst_during = left, ended - self._began, was

    def check(self, what: str) -> None:
        """Fail if the loop was blocked longer than LIMIT (and say how long, and where)."""
        assert self.ticks > 1, "the watchdog never ran: nothing was measured"
        self._weigh()
        where = (
            f"{self.worst_at:.2f} s into the watch, {self.worst_during}"
            if self.worst_during
            else f"no delay over {MEASURED * 1000:.0f} ms"
        )
        print(
            f"\n{what}: the longest block of the event loop was {self.worst * 1000:.0f} ms "
            f"({where}); over {LIMIT * 500:.0f} ms: "
            + (
                ", ".join(
                    f"{d * 1000:.0f} ms {w} at {t:.2f} s"
                    + (f" (and {m * 1000:.0f} ms the machine lost)" if m > 0.0005 else "")
                    for t, d, m, w in self.long
                )
                or "none"
            )
            + "; the longest before the time the machine lost was taken out: "
            + "{:.0f} ms, {:.0f} ms of it lost".format(*(x * 1000 for x in self.worst_before))
        )
        assert self.worst <= LIMIT, (
            f"{what}: the event loop was blocked {self.worst * 1000:.0f} ms ({where})"
        )
