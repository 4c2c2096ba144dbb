"""Enter presses the focused push button, as Space does.

Qt presses a focused button on Enter only in a dialog (its buttons are "auto default"); in
the main window Enter on a button did nothing, though the tooltips say "(Enter)" and a
keyboard or screen reader user presses Enter on what they reached (a blind pupil, on
"Search anyway", heard nothing happen).  EnterPresses, an application-wide filter, clicks
the focused, enabled push button of a main window on Enter; dialogs keep Qt's own rule
(Enter presses the default button).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterPresses(QObject):
    """An application-wide filter: Enter on a focused push button outside a dialog clicks
    it (see the module's docstring)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() not in ENTER_KEYS or not plain:
            return False
        button = QApplication.focusWidget()
        if watched is not button or not isinstance(button, QPushButton):
            return False
        if not button.isEnabled() or isinstance(button.window(), QDialog):
            return False
        button.animateClick()
        return True


def press_on_enter(owner: QObject) -> EnterPresses | None:
    """Install an EnterPresses for the application, owned by owner (it goes with it); None
    without an application."""
    app = QApplication.instance()
    if app is None:
        return None
    presses = EnterPresses(owner)
    app.installEventFilter(presses)
    return presses
