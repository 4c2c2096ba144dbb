"""Access keys (Alt and a label's underlined letter) never type their letter into a field.

Qt gives Alt+G to the label or button whose text underlines G; when none is shown (the label
is under a closed "More options", or on another tab) the key press goes on to the focused
widget, and a text field or a spin box takes Alt+G as the letter g (Qt's line edits accept
any printable text that comes without Ctrl).  A teacher pressing Alt+G for "Re&garder" in
French, with the options closed, found "g" typed into the Start field.  AccessKeyGuard drops
such a key press instead: an access key that leads nowhere does nothing.

On macOS, Option (Qt's Alt) types letters such as é and ø, and there are no access keys:
the guard is not installed there.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

#: the modifiers an access key may carry besides Alt
_BESIDE_ALT = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


def is_access_key(event: QKeyEvent) -> bool:
    """True for Alt (with or without Shift) and a key that writes a letter or a digit."""
    modifiers = event.modifiers() & ~_BESIDE_ALT
    text = event.text()
    return modifiers == Qt.KeyboardModifier.AltModifier and len(text) == 1 and text.isalnum()


class AccessKeyGuard(QObject):
    """An application-wide filter: a key press that is an access key no control took (see
    the module's docstring) is dropped before any widget types it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        key_press = event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
        if key_press and is_access_key(event):  # type: ignore[arg-type]
            event.accept()
            return True
        return False


def guard_access_keys(owner: QObject) -> AccessKeyGuard | None:
    """Install an AccessKeyGuard for the application, owned by owner (it goes with it);
    None on macOS or without an application."""
    app = QApplication.instance()
    if sys.platform == "darwin" or app is None:
        return None
    guard = AccessKeyGuard(owner)
    app.installEventFilter(guard)
    return guard
