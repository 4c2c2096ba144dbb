"""The window's heartbeat, while threads work beside it (core/give_way.py): a timer on the
window's thread beats every PULSE_MS while that thread is free, and a worker's Python gives
way whenever a beat is late, so the window's own work (a batch of rows shown, a paint, a
tab's first showing) runs at the speed of a window with nothing beside it.

The pulse beats while someone holds it: every worker from its start to its end
(worker_base.start_worker), and the kernels' warm-up (main_window.py).  With nobody holding
it, no timer wakes the window and nothing gives way."""

from __future__ import annotations

import threading
from contextlib import suppress

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..core import give_way

__all__ = ["PULSE_MS", "Pulse", "pulse"]

#: how often the window's thread beats while threads work beside it (ms)
PULSE_MS = 10


class Pulse(QObject):
    """The heartbeat of the thread that made it (the window's).  `hold` and `release` may be
    called from any thread; the timer follows on its own thread."""

    _holders_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.heart = give_way.Heartbeat(PULSE_MS / 1000)
        self._timer = QTimer(self)
        self._timer.setInterval(PULSE_MS)
        self._timer.timeout.connect(self.heart.beat)
        self._holders = 0
        self._lock = threading.Lock()
        self._holders_changed.connect(self._follow)

    @property
    def beating(self) -> bool:
        """True while someone holds the pulse."""
        return self._holders > 0

    def hold(self) -> None:
        """Beat (from now on, if nobody held it) and have the working threads give way."""
        with self._lock:
            self._holders += 1
            if self._holders == 1:
                self.heart.beat()
                give_way.give_way_to(self.heart)
        self._holders_changed.emit()

    @Slot()
    def release(self) -> None:
        """One holder less; with none left, nobody gives way and the timer stops."""
        with self._lock:
            self._holders = max(0, self._holders - 1)
            if self._holders == 0:
                give_way.give_way_to(None)
        with suppress(RuntimeError):  # (released at the end, after the application went)
            self._holders_changed.emit()

    @Slot()
    def _follow(self) -> None:
        if self._holders and not self._timer.isActive():
            self._timer.start()
        elif not self._holders:
            self._timer.stop()


_pulse: Pulse | None = None


def pulse() -> Pulse:
    """The one pulse, made on first call: call it first from the window's thread."""
    global _pulse
    if _pulse is None:
        _pulse = Pulse()
    return _pulse
