"""GameClock: the time a game played by hand has taken."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer


class GameClock(QTimer):
    """Counts the seconds played from the first move to the last, and ticks (timeout) once
    a second to have them shown.  Counting and ticking are apart: the tab stops the ticking
    while it is hidden, and the count goes on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setInterval(1000)
        self._started_at: float | None = None
        self._stopped_after = 0.0

    @property
    def counting(self) -> bool:
        """True from the first move of a game until it ends or is cleared."""
        return self._started_at is not None

    def elapsed(self) -> float:
        """Seconds of play so far."""
        if self._started_at is None:
            return self._stopped_after
        return time.monotonic() - self._started_at

    def text(self) -> str:
        """The time played, as the tab shows it."""
        seconds = int(self.elapsed())
        return QCoreApplication.translate("PlayClock", "Time: {time}").format(
            time=f"{seconds // 60}:{seconds % 60:02d}"
        )

    def count_from_now(self) -> None:
        """Start counting (on from the time already counted)."""
        self._started_at = time.monotonic() - self._stopped_after

    def halt(self) -> None:
        """The game has ended: keep the time played, stop counting and ticking."""
        self._stopped_after = self.elapsed()
        self._started_at = None
        self.stop()

    def set_elapsed(self, seconds: float) -> None:
        """Seconds already played (a game put back): not counting until count_from_now."""
        self._started_at, self._stopped_after = None, max(0.0, seconds)

    def clear(self) -> None:
        """No time played: nothing counted (the ticking is left as it is)."""
        self._started_at, self._stopped_after = None, 0.0
