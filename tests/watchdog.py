"""A watchdog on the GUI thread's event loop: how long it was kept from running.

A precise 5 ms timer ticks on the GUI thread; a tick that comes late says for how long the
loop could not run (a slot, a paint, a long call made from the GUI thread, or the GIL held
by another thread).  The worst delay is what a person feels as a freeze."""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, Qt, QTimer, Slot

#: the longest the event loop may be kept from running, in seconds
LIMIT = 0.100


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
        #: the worst delay seen (seconds beyond the tick's interval) and where it ended
        self.worst = 0.0
        self.ticks = 0

    def __enter__(self) -> Watchdog:
        # what a thousand tests before left on the heap is not the window's to collect: a
        # full collection over it would be a pause the program itself never has
        gc.collect()
        gc.freeze()
        self._last = time.perf_counter()
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._tick()
        self._timer.stop()
        gc.unfreeze()

    @Slot()
    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self._last - self.INTERVAL_MS / 1000)
        self._last = now
        self.ticks += 1

    def check(self, what: str) -> None:
        """Fail if the loop was blocked longer than LIMIT (and say how long, and where)."""
        assert self.ticks > 1, "the watchdog never ran: nothing was measured"
        print(f"\n{what}: the longest block of the event loop was {self.worst * 1000:.0f} ms")
        assert self.worst <= LIMIT, f"{what}: the event loop was blocked {self.worst * 1000:.0f} ms"
