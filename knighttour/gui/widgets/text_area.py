"""TextArea: a scroll area for a word-wrapped label that scrolls exactly as far as the text
goes (a QLabel in a QScrollArea otherwise takes the height of a narrower wrap, and the last
lines scroll into a blank)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget


class TextArea(QScrollArea):
    """Shows label (word-wrapped) at the height its text takes at the area's width."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        # the label takes the focus (to read or select it); the area around it is no
        # second, unnamed Tab stop
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def fit(self) -> None:
        """Size the label to its text at the width shown (after a new text or a resize)."""
        width = self.viewport().width()
        self.label.setFixedHeight(max(self.label.heightForWidth(width), 1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
