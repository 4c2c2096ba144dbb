"""A side column as wide as the window's usual width for it, or wider when its controls need
more (larger text, a longer language): they are never cut; the Bigger text command refuses a
size at which the window would no longer fit the screen (appearance.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QWidget


class ColumnWidth(QObject):
    """Keeps column at least least wide, and as wide as its contents' least width (and
    needed(), for contents in a scroll area, which does not pass theirs on); fixed at that
    width, or only bounded by it (fixed=False)."""

    def __init__(
        self,
        column: QWidget,
        least: int,
        needed: Callable[[], int] | None = None,
        fixed: bool = True,
    ) -> None:
        super().__init__(column)
        self.column = column
        self.least = least
        self.needed = needed
        self.fixed = fixed
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        column.installEventFilter(self)
        self.fit()

    def set_least(self, least: int) -> None:
        """A new usual width (presentation mode has its own)."""
        self.least = least
        self.fit()

    def width(self) -> int:
        """The width the column takes now."""
        layout = self.column.layout()
        inner = layout.totalMinimumSize().width() if layout is not None else 0
        extra = self.needed() if self.needed is not None else 0
        return max(self.least, inner, extra)

    @Slot()
    def fit(self) -> None:
        """Set the column's width (after a change of text size or language)."""
        width = self.width()
        if self.fixed and (self.column.minimumWidth(), self.column.maximumWidth()) != (
            width,
            width,
        ):
            self.column.setFixedWidth(width)
        elif not self.fixed and self.column.maximumWidth() != width:
            self.column.setMaximumWidth(width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LayoutRequest):
            self._timer.start()
        return False
