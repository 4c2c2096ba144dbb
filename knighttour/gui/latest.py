"""Latest: a worker's progress taken once per turn of the event loop, the latest only.

A worker may send progress faster than the window draws it (a watched search sends every
move; a 4K window takes tens of milliseconds a paint).  Handled one by one, the signals
queued meanwhile were handled back to back, each with its paint: the window froze for
hundreds of milliseconds at a time.  Here each one only replaces the one waiting, and the
latest is handed on at the next turn of the event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Slot

T = TypeVar("T")


class Latest(QObject, Generic[T]):
    """Holds the latest value put, and hands it to deliver once per turn of the event loop."""

    def __init__(self, deliver: Callable[[T], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deliver = deliver
        self._waiting: list[T] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._hand_on)

    @Slot(object)
    def put(self, value: T) -> None:
        """Keep value (dropping one still waiting) and hand it on soon."""
        self._waiting[:] = [value]
        if not self._timer.isActive():
            self._timer.start()

    def clear(self) -> None:
        """Drop the value waiting, if any (the run ended: its end is shown instead)."""
        self._waiting.clear()
        self._timer.stop()

    @Slot()
    def _hand_on(self) -> None:
        if self._waiting:
            self._deliver(self._waiting.pop())
