"""Latest: a worker's progress taken at the pace the window can show it, the latest only.

A worker may send progress faster than the window draws it (a watched search sends every
move; a 4K window takes tens of milliseconds a paint).  Handled one by one, the signals
queued meanwhile were handled back to back, each with its paint: the window froze for
hundreds of milliseconds at a time.  Here each one only replaces the one waiting, and the
latest is handed on when the window has had time to breathe: after a hand-on, the next waits
twice as long as that hand-on and the paint it caused took (so at most a third of the event
loop's time goes to showing progress, however slow a frame; at most PACE_CAP between two).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Slot

T = TypeVar("T")

#: the longest wait between two hand-ons (seconds), however slow the last frame was
PACE_CAP = 0.25


class Latest(QObject, Generic[T]):
    """Holds the latest value put, and hands it to deliver at the window's pace."""

    def __init__(
        self,
        deliver: Callable[[T], None],
        parent: QObject | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(parent)
        self._deliver = deliver
        self._clock = clock
        self._waiting: list[T] = []
        #: when the next hand-on may come (clock seconds)
        self._next_at = 0.0
        #: a hand-on's cost is being measured (its paint has not come yet)
        self._measuring = False
        self._began = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._hand_on)
        # a zero timer runs after the events posted before it: the paint a hand-on asked for
        self._measured = QTimer(self)
        self._measured.setSingleShot(True)
        self._measured.setInterval(0)
        self._measured.timeout.connect(self._measure)

    @Slot(object)
    def put(self, value: T) -> None:
        """Keep value (dropping one still waiting) and hand it on soon."""
        self._waiting[:] = [value]
        self._start()

    def clear(self) -> None:
        """Drop the value waiting, if any (the run ended: its end is shown instead)."""
        self._waiting.clear()
        self._timer.stop()

    @property
    def waiting(self) -> bool:
        """True while a value waits to be handed on."""
        return bool(self._waiting)

    @property
    def wait_ms(self) -> int:
        """How long the value put now would wait before it is handed on (milliseconds)."""
        return max(0, round((self._next_at - self._clock()) * 1000))

    def _start(self) -> None:
        if self._waiting and not self._measuring and not self._timer.isActive():
            self._timer.start(self.wait_ms)

    @Slot()
    def _hand_on(self) -> None:
        if self._waiting:
            self._began = self._clock()
            self._measuring = True
            self._deliver(self._waiting.pop())
            self._measured.start()

    @Slot()
    def _measure(self) -> None:
        now = self._clock()
        self._next_at = now + min(2 * (now - self._began), PACE_CAP)
        self._measuring = False
        self._start()
