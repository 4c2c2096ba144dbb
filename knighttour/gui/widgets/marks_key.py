"""MarksKey: the legend of a watched search's marks as a widget of its own, for a tab that
shows several boards at once (the race) and names the marks once."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .painting.marks import LEGEND, LEGEND_GAP, LEGEND_HEIGHT, draw_legend, legend_width


class MarksKey(QWidget):
    """'taken back, start, current square', drawn as each board draws its marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        #: the texts drawn by the last paint
        self.drawn: list[str] = []

    def sizeHint(self) -> QSize:
        width = legend_width(list(LEGEND), self.font())
        return QSize(math.ceil(width) + 2 * LEGEND_GAP, LEGEND_HEIGHT + 2 * LEGEND_GAP)

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(self.contentsRect())
            self.drawn = draw_legend(painter, rect, list(LEGEND), self.font(), self.palette())
