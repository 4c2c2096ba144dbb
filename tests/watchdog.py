"""A watchdog on the GUI thread's event loop: how long it was kept from running.

A precise 5 ms timer ticks on the GUI thread; a tick that comes late says for how long the
loop could not run (a slot, a paint, a long call made from the GUI thread, a sleep, a lock,
or the GIL held by another thread).  The worst delay is what a person feels as a freeze.

What the machine does to the program is not the program's block: where the kernel tells
(Linux: /proc/thread-self/schedstat), the time the GUI thread spent ready to run but waiting
for a processor (another process's turn, on a loaded machine) is taken out of each delay, so
the limit holds for what the program itself does, whatever else runs beside it.

The watch covers a whole user action: started before the first click (the setup included),
it goes on after the run ends until the event loop has been quiet for half a second
(`settle`), so a block the end of a run leaves for later is seen too."""

from __future__ import annotations

import gc
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Slot

#: the longest the event loop may be kept from running, in seconds
LIMIT = 0.100
#: the loop is quiet when no delay over this was seen for QUIET seconds
QUIET_DELAY = 0.020
QUIET = 0.5

_SCHEDSTAT = Path("/proc/thread-self/schedstat")


def _waiting_for_a_processor() -> float:
    """Seconds this thread has spent ready to run but not running (0.0 where not known)."""
    try:
        return int(_SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


class Watchdog(QObject):
    """Measures the event loop's worst block while it is started (a context manager)."""

    INTERVAL_MS = 5

    def __init__(self) -> None:
        super().__init__()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.INTERVAL_MS)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0
        self._waited = 0.0
        #: the worst delay seen (seconds beyond the tick's interval, the machine's share out)
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
        #: the delays over LIMIT / 2, (when, how long, what was going on): for the report
        self.long: list[tuple[float, float, str]] = []

    def __enter__(self) -> Watchdog:
        # what a thousand tests before left on the heap is not the window's to collect: a
        # full collection over it would be a pause the program itself never has
        gc.collect()
        gc.freeze()
        self._began = self._last = self._last_delay = time.perf_counter()
        self._waited = _waiting_for_a_processor()
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._tick()
        self._timer.stop()
        gc.unfreeze()

    @Slot()
    def _tick(self) -> None:
        now = time.perf_counter()
        waited = _waiting_for_a_processor()
        delay = now - self._last - self.INTERVAL_MS / 1000 - (waited - self._waited)
        self._last, self._waited = now, waited
        self.ticks += 1
        if delay > QUIET_DELAY:
            self._last_delay = now
        if delay > LIMIT / 2:
            self.long.append((now - self._began, delay, self._was))
        if delay > self.worst:
            self.worst, self.worst_at, self.worst_during = delay, now - self._began, self._was
        self._was = self.doing

    def quiet(self) -> bool:
        """True once no delay over QUIET_DELAY was seen for QUIET seconds."""
        return time.perf_counter() - self._last_delay >= QUIET

    def settle(self, qtbot, timeout: int = 30000) -> None:
        """After a run has ended: keep watching until the loop has been quiet for QUIET
        seconds (a block the end of the run leaves for later falls in the watch)."""
        self.doing = "after the run ended"
        self._last_delay = time.perf_counter()  # from the end of the run, at least QUIET
        qtbot.waitUntil(self.quiet, timeout=timeout)

    def check(self, what: str) -> None:
        """Fail if the loop was blocked longer than LIMIT (and say how long, and where)."""
        assert self.ticks > 1, "the watchdog never ran: nothing was measured"
        where = f"{self.worst_at:.2f} s into the watch, {self.worst_during}"
        print(
            f"\n{what}: the longest block of the event loop was {self.worst * 1000:.0f} ms "
            f"({where}); over {LIMIT * 500:.0f} ms: "
            + (", ".join(f"{d * 1000:.0f} ms {w} at {t:.2f} s" for t, d, w in self.long) or "none")
        )
        assert self.worst <= LIMIT, (
            f"{what}: the event loop was blocked {self.worst * 1000:.0f} ms ({where})"
        )
