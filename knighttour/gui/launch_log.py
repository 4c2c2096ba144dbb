"""A launch's milestones written to a file, for measuring start-up from outside the process
(tools/time_launch.py times the standalone app this way, which runs no script of ours).

Set KNIGHTTOUR_LAUNCH_LOG to a file's path and the window appends one line per milestone,
each with the wall-clock time (time.time()):

    shown TIME X Y    the window is on screen; X, Y: the screen point of square e4's centre
    language TIME CODE QT   the window's language; QT: qt when Qt's own dialogs speak it
                      (its qtbase translation was found: the standalone app is checked so),
                      none when they do not
    tour TIME         the first tour found is on the board
    ready TIME        every kernel is loaded (or compiled, on a first launch)

Unset, nothing is written and nothing is connected.
"""

from __future__ import annotations

import os
import threading
import time

from PySide6.QtCore import QObject, QTimer, Slot

from ..core.solve.search import FOUND
from .i18n import current_language, qt_translated

#: the environment variable naming the file
LOG_ENV = "KNIGHTTOUR_LAUNCH_LOG"
#: the square whose centre the log gives (on the default 8x8 board)
SQUARE = "e4"


class LaunchLog(QObject):
    """Writes the milestones of one launch of window to path."""

    def __init__(self, window, path: str) -> None:
        super().__init__(window)
        self.window = window
        self.path = path
        self._lock = threading.Lock()
        self._tour_seen = False
        window.model.snapshotChanged.connect(self._snapshot)
        QTimer.singleShot(0, self._shown)

    def write(self, event: str, *extra: object) -> None:
        """Append one line: the event, the time now, and extra (any thread)."""
        line = " ".join([event, f"{time.time():.6f}", *map(str, extra)]) + "\n"
        with self._lock, open(self.path, "a", encoding="utf-8") as log:
            log.write(line)

    @Slot()
    def _shown(self) -> None:
        view = self.window.explore.view
        board = self.window.model.board
        centre = view.square_rect(board.parse_square(SQUARE)).center().toPoint()
        where = view.mapToGlobal(centre)
        self.write("shown", where.x(), where.y())
        self.write("language", current_language(), "qt" if qt_translated() else "none")

    @Slot(object, int)
    def _snapshot(self, snapshot: object, _cursor: int) -> None:
        if not self._tour_seen and getattr(snapshot, "status", None) == FOUND:
            self._tour_seen = True
            self.write("tour")


def follow_launch(window) -> LaunchLog | None:
    """A LaunchLog for window when KNIGHTTOUR_LAUNCH_LOG is set, else None."""
    path = os.environ.get(LOG_ENV)
    return LaunchLog(window, path) if path else None
