"""The Count tab's map: the counts per start square drawn on the board, as a heatmap."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter
from PySide6.QtWidgets import (
    QToolTip,
    QWidget,
)

from ...core.board.board import Board
from ..i18n import count_form, number


def short_number(value: int) -> str:
    """value in at most four characters and a unit: 3.7M for 3,742,739, 41k for 41,200 (the
    map's tip and the exported counts give every count in full)."""
    for unit, size in (("T", 10**12), ("G", 10**9), ("M", 10**6), ("k", 10**3)):
        if value >= size:
            scaled = value / size
            return f"{number(scaled, 1)}{unit}" if scaled < 10 else f"{number(round(scaled))}{unit}"
    return str(value)


class CountMap(QWidget):
    """Open tours from each square, drawn on the board: colour is log10 of the count (pale:
    few, dark: many; grey: none), with the number on the square where it fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.table: np.ndarray | None = None
        self.setMinimumSize(200, 200)

    def show_table(self, board: Board | None, table: np.ndarray | None) -> None:
        """Draw table (a count per square) on board; None clears the picture."""
        self.board, self.table = board, table
        self.setMouseTracking(table is not None)
        self.update()

    def _layout(self) -> tuple[float, float, float, float]:
        """(margin, side, x0, y0): where the board is drawn."""
        assert self.board is not None
        board = self.board
        margin = self.fontMetrics().horizontalAdvance("888") + 6
        rect = QRectF(self.contentsRect()).adjusted(margin, 4, -4, -margin)
        side = min(rect.width() / board.cols, rect.height() / board.rows)
        x0 = rect.left() + (rect.width() - side * board.cols) / 2
        y0 = rect.top() + (rect.height() - side * board.rows) / 2
        return margin, side, x0, y0

    def square_at(self, x: float, y: float) -> int | None:
        """The square under the point (x, y), or None."""
        if self.board is None or self.table is None:
            return None
        _, side, x0, y0 = self._layout()
        file, row = int((x - x0) // side), int((y - y0) // side)
        if not (0 <= file < self.board.cols and 0 <= row < self.board.rows):
            return None
        return (self.board.rows - 1 - row) * self.board.cols + file

    def event(self, event: QEvent) -> bool:
        # the exact count of the square under the pointer (the square shows it shortened
        # when it does not fit)
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(event.pos().x(), event.pos().y())
            if square is not None and self.board is not None and self.table is not None:
                tours = int(self.table[square])
                QToolTip.showText(
                    event.globalPos(),
                    self.tr("{square}: {n} open tours", "", count_form(tours)).format(
                        square=self.board.name(square), n=number(tours)
                    ),
                    self,
                )
                return True
            QToolTip.hideText()
        return super().event(event)

    def _coordinates(
        self, p: QPainter, board: Board, x0: float, y0: float, side: float, margin: float
    ) -> None:
        """File letters under the board, rank numbers at its left (as on the Explore board)."""
        p.setPen(self.palette().windowText().color())
        bottom = y0 + board.rows * side
        for file in range(board.cols):
            cell = QRectF(x0 + file * side, bottom + 2, side, margin - 4)
            p.drawText(
                cell,
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                board.file_label(file),
            )
        for rank in range(board.rows):
            cell = QRectF(x0 - margin, y0 + (board.rows - 1 - rank) * side, margin - 4, side)
            p.drawText(
                cell, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(rank + 1)
            )

    def paintEvent(self, event) -> None:
        board, table = self.board, self.table
        if board is None or table is None:
            return
        with QPainter(self) as p:
            # a margin at the left and the bottom for the rank numbers and file letters
            margin, side, x0, y0 = self._layout()
            self._coordinates(p, board, x0, y0, side, margin)
            counts = [int(v) for v in table.tolist()]
            top = max(1.0, math.log10(max(counts) + 1))
            font = p.font()
            font.setPixelSize(max(7, int(side / 4.2)))
            p.setFont(font)
            metrics = p.fontMetrics()
            # every square the same way: in full when the largest count fits, else all short
            full = metrics.horizontalAdvance(number(max(counts))) < side * 0.85
            for square, value in enumerate(counts):
                file, rank = board.coords(square)
                cell = QRectF(x0 + file * side, y0 + (board.rows - 1 - rank) * side, side, side)
                if square in board.holes:
                    p.fillRect(cell, QColor("#9e9e9e"))
                    continue
                t = math.log10(value + 1) / top if value else 0.0
                colour = (
                    QColor.fromHsvF(0.6, 0.08 + 0.85 * t, 0.97 - 0.55 * t)
                    if value
                    else QColor("#e0e0e0")
                )
                p.fillRect(cell, colour)
                text = number(value) if full else short_number(value)
                if metrics.horizontalAdvance(text) < side * 0.85:  # a gap between cells
                    p.setPen(QColor("white") if t > 0.55 else QColor("black"))
                    p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
