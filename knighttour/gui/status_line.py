"""StatusBar: the window's status bar, whose message is never cut mid-word nor drawn under the
widgets beside it (the first launch's notice, a file's busy bar): one wider than the room it
has is elided ("…") and shown whole in its tooltip and to a screen reader (its accessible
description)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

#: what a widget beside the message does that changes the message's room
ROOM_EVENTS = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
#: the message's left margin, and its right one without a size grip (Qt's QStatusBar)
LEFT_MARGIN, RIGHT_MARGIN = 6, 12


def message_room(bar: QStatusBar, permanent: list[QWidget] | None = None) -> int:
    """The width bar draws its message in, as Qt's QStatusBar computes it: from its left
    margin to its size grip, or to the first permanent widget shown (permanent: those
    widgets; by default every widget of bar's shown)."""
    right = bar.width() - RIGHT_MARGIN
    grip = bar.findChild(QSizeGrip)
    if grip is not None and grip.isVisible():
        right = grip.x()
    beside = permanent if permanent is not None else bar.findChildren(QWidget)
    shown = [w for w in beside if w.parent() is bar and w.isVisible() and w is not grip]
    if shown:
        right = min(right, min(w.x() for w in shown) - 2)
    return right - LEFT_MARGIN


class StatusBar(QStatusBar):
    """A status bar that elides a message too wide for the room it has, the whole in its
    tooltip and its accessible description (a message Qt shows itself, a menu's status tip,
    is elided too)."""

    def __init__(self) -> None:
        super().__init__()
        #: the message as it was given, whole
        self.full_message = ""
        self._timeout = 0
        self._showing = False
        #: the widgets beside the message (it is elided to the room they leave)
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self._message_changed)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        """Show text (elided to the bar, whole in the tooltip) for timeout ms (0: until the
        next)."""
        self.full_message, self._timeout = text, timeout or 0
        self._show()

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        """Put widget at the bar's right; the message is elided to the room left of it."""
        self._permanent.append(widget)
        widget.installEventFilter(self)
        super().addPermanentWidget(widget, stretch or 0)
        self._show()

    def removeWidget(self, widget: QWidget) -> None:
        """Take widget off the bar; the message has its room again."""
        if widget in self._permanent:
            self._permanent.remove(widget)
            widget.removeEventFilter(self)
        super().removeWidget(widget)
        self._show()

    @Slot(str)
    def _message_changed(self, text: str) -> None:
        if self._showing:
            return
        # shown by Qt itself (a status tip) or cleared
        self.full_message, self._timeout = text, 0
        self._show()

    def room(self) -> int:
        """The width the message is drawn in, beside the widgets shown."""
        return message_room(self, self._permanent)

    def shown_text(self) -> str:
        """The message as it fits the room it has: whole, or elided."""
        room = max(self.room(), 40)
        return self.fontMetrics().elidedText(self.full_message, Qt.TextElideMode.ElideRight, room)

    def _show(self) -> None:
        shown = self.shown_text()
        self.setToolTip(self.full_message if shown != self.full_message else "")
        self.setAccessibleDescription(self.full_message)
        if shown == self.currentMessage():
            return
        self._showing = True
        try:
            if shown:
                super().showMessage(shown, self._timeout)
            else:
                super().clearMessage()
        finally:
            self._showing = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a widget beside the message shown, hidden, moved or resized: the room changed
        if event.type() in ROOM_EVENTS and self.full_message:
            self._show()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.full_message:
            self._show()
