"""StatusBar: the window's status bar, whose message is never cut mid-word: one wider than the
bar is elided ("…") and shown whole in its tooltip and to a screen reader (its accessible
description)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStatusBar

#: room the bar keeps beside its message (its margins, and the size grip)
SIDE_ROOM = 28


class StatusBar(QStatusBar):
    """A status bar that elides a message too wide for it, the whole in its tooltip and its
    accessible description (a message Qt shows itself, a menu's status tip, is elided too)."""

    def __init__(self) -> None:
        super().__init__()
        #: the message as it was given, whole
        self.full_message = ""
        self._timeout = 0
        self._showing = False
        self.messageChanged.connect(self._message_changed)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        """Show text (elided to the bar, whole in the tooltip) for timeout ms (0: until the
        next)."""
        self.full_message, self._timeout = text, timeout or 0
        self._show()

    @Slot(str)
    def _message_changed(self, text: str) -> None:
        if self._showing:
            return
        # shown by Qt itself (a status tip) or cleared
        self.full_message, self._timeout = text, 0
        self._show()

    def shown_text(self) -> str:
        """The message as it fits the bar: whole, or elided."""
        room = max(self.width() - SIDE_ROOM, 40)
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.full_message:
            self._show()
