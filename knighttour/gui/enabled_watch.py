"""EnabledWatch: a callback when any of some widgets is enabled or disabled (Qt has no signal
for it: the widget gets an EnabledChange event)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class EnabledWatch(QObject):
    """Calls changed() each time one of widgets is enabled or disabled."""

    def __init__(self, widgets: Sequence[QWidget], changed: Callable[[], None]) -> None:
        super().__init__(widgets[0])
        self._changed = changed
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.EnabledChange:
            self._changed()
        return False
