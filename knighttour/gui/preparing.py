"""The first launch's preparation of the solvers, in the status bar: what is happening, about
how long it takes, and a bar that keeps moving until it is done.

On a first launch (or the first after an upgrade) numba compiles the kernels for this
computer, some twenty seconds on a slow machine; the window is already on screen and the
compilation runs on a thread of its own (main_window.py), so the window answers throughout.
Without a word a first click would seem to do nothing for seconds: this says why, once.
"""

from __future__ import annotations

import time
from contextlib import suppress

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QStatusBar, QWidget

from ..core import kernel_groups
from ..core.kernel_groups import Kernels

#: how often the bar moves while a group compiles (ms)
TICK_MS = 200
#: the share of a group's usual time the bar may reach before the group is done
AHEAD = 0.9
#: the most of the status bar's width the notice takes (its message keeps the rest)
SHARE = 0.45
#: the progress bar's width
BAR_WIDTH = 100


class PreparingNotice(QWidget):
    """A label and a progress bar shown in a status bar while the groups of kernels not yet
    compiled on this computer are compiled; it takes itself away when they are done."""

    #: a group's compilation started (False) or ended (True): sent from the compiling thread
    heard = Signal(object, bool)
    #: the thread that compiles is through (sent from it): the notice goes even if some
    #: group was compiled meanwhile by another program and so never heard of here
    warmedUp = Signal()
    #: every group is ready, the notice is gone
    finished = Signal()

    def __init__(self, groups: tuple[Kernels, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._todo = {group.name: group.seconds for group in groups if not group.is_compiled}
        self.total = sum(self._todo.values())
        self._done = 0.0
        self._current: tuple[float, float] | None = None  # (its usual seconds, when it began)
        self._over = False
        self.label = QLabel(
            self.tr("Preparing the solvers for this computer (once, about %n s)…", "", self.seconds)
        )
        # on two lines where one would leave the status bar's message too little room
        self.label.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setMaximumWidth(BAR_WIDTH)
        self.bar.setAccessibleName(self.tr("Preparing the solvers"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.heard.connect(self._on_heard)
        self.warmedUp.connect(self.finish)

    @property
    def needed(self) -> bool:
        """True when some group is still to be compiled on this computer."""
        return bool(self._todo)

    @property
    def seconds(self) -> int:
        """About how long the whole preparation takes, in whole seconds."""
        return max(1, round(self.total))

    def start(self, status: QStatusBar) -> None:
        """Show the notice in status and follow the compilations from now on."""
        self.fit(status.width())
        status.installEventFilter(self)
        status.addPermanentWidget(self)
        kernel_groups.add_listener(self.hear)
        self._timer.start()
        self._tick()

    def fit(self, width: int) -> None:
        """Take at most SHARE of a status bar width wide: the label on one line where it
        fits, else on two (the message beside it keeps the rest, a small screen's too)."""
        line = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 4
        most = max(int(width * SHARE) - BAR_WIDTH, line // 2 + self.label.fontMetrics().height())
        self.label.setFixedWidth(min(line, most))
        self.label.setFixedHeight(self.label.heightForWidth(self.label.width()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.fit(watched.width())
        return False

    def hear(self, group: Kernels, done: bool) -> None:
        """kernel_groups's listener: called on the compiling thread, passed on as a signal."""
        with suppress(RuntimeError):  # the notice went meanwhile (the window closed)
            self.heard.emit(group, done)

    def warmed_up(self) -> None:
        """Called by the thread that compiles when it is through."""
        with suppress(RuntimeError):  # the notice went meanwhile (the window closed)
            self.warmedUp.emit()

    @Slot(object, bool)
    def _on_heard(self, group: Kernels, done: bool) -> None:
        if group.name not in self._todo:
            return
        if done:
            self._done += self._todo.pop(group.name)
            self._current = None
            if not self._todo:
                self.finish()
                return
        else:
            self._current = (self._todo[group.name], time.monotonic())
        self._tick()

    @Slot()
    def _tick(self) -> None:
        progress = self._done
        if self._current is not None:
            seconds, began = self._current
            progress += min(time.monotonic() - began, AHEAD * seconds)
        self.bar.setValue(round(100 * progress / max(self.total, 1e-9)))

    @Slot()
    def finish(self) -> None:
        """The preparation is over: stop following it, say so, and go."""
        if self._over:
            return
        self._over = True
        kernel_groups.remove_listener(self.hear)
        self._timer.stop()
        self.bar.setValue(100)
        status = self.parent()
        if isinstance(status, QStatusBar):
            status.removeEventFilter(self)
            status.removeWidget(self)
            if not status.currentMessage():  # never over a run's own message
                status.showMessage(self.tr("The solvers are ready."), 5000)
        self.setParent(None)
        self.deleteLater()
        self.finished.emit()
