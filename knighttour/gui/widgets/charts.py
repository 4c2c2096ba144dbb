"""Charts of a table's results: a heatmap board per solver and a log-scale chart of steps."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...core.board import Board
from ...core.solvers import SOLVERS
from ...core.status import Status

#: one colour per solver in the chart and the race
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
           "#e377c2", "#7f7f7f", "#bcbd22", "#393b79", "#637939", "#8c6d31", "#843c39"]


class Heatmap(QWidget):
    """One solver's results drawn on the board: colour is log10 of the steps each start
    needed (pale: few, dark: many); a cross marks a start without a tour."""

    def __init__(self, board: Board, solver: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.solver = board, solver
        self.steps: dict[int, tuple[int, str]] = {}
        self.top = 1.0
        self.setMinimumSize(150, 170)
        self.setToolTip(f"{SOLVERS[solver].title}: colour is log10(steps) from each start; "
                        "a cross marks no tour found")

    def add(self, square: int, steps: int, status: str, top: float) -> None:
        self.steps[square] = (steps, status)
        self.top = top
        self.update()

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(self.contentsRect()).adjusted(2, 18, -2, -2)
            p.setPen(self.palette().windowText().color())
            title = self.fontMetrics().elidedText(SOLVERS[self.solver].title,
                                                  Qt.TextElideMode.ElideRight, self.width() - 4)
            p.drawText(QRectF(0, 0, self.width(), 16), Qt.AlignmentFlag.AlignCenter, title)
            rows, cols = self.board.rows, self.board.cols
            side = min(rect.width() / cols, rect.height() / rows)
            x0 = rect.left() + (rect.width() - side * cols) / 2
            y0 = rect.top()
            for square in range(self.board.size):
                file, rank = self.board.coords(square)
                cell = QRectF(x0 + file * side, y0 + (rows - 1 - rank) * side, side, side)
                if square not in self.steps:
                    p.fillRect(cell, QColor("#dddddd"))
                    continue
                steps, status = self.steps[square]
                share = math.log10(max(steps, 1)) / max(self.top, 1.0)
                colour = QColor.fromHsvF(0.6, 0.15 + 0.85 * min(share, 1.0), 1.0 - 0.6 * share)
                p.fillRect(cell, colour)
                if status != Status.FOUND:
                    p.setPen(QPen(QColor("#c0392b"), max(1.0, side * 0.12)))
                    p.drawLine(cell.topLeft() + QPointF(side * .2, side * .2),
                               cell.bottomRight() - QPointF(side * .2, side * .2))
                    p.drawLine(cell.topRight() + QPointF(-side * .2, side * .2),
                               cell.bottomLeft() + QPointF(side * .2, -side * .2))


class LogChart(QWidget):
    """Steps of every run on a log scale: one row of points per solver, starts along x."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, dict[int, tuple[int, str]]] = {}
        self.order: list[int] = []
        self.setMinimumHeight(180)
        self.setToolTip("Steps per start square, log scale; hollow points did not find a tour")

    def reset(self, solvers: list[str], starts: list[int]) -> None:
        self.series = {name: {} for name in solvers}
        self.order = list(starts)
        self.update()

    def add(self, solver: str, start: int, steps: int, status: str) -> None:
        self.series.setdefault(solver, {})[start] = (steps, status)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, 220)

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ink = self.palette().windowText().color()
            area = QRectF(self.contentsRect()).adjusted(48, 10, -10, -22)
            top = max([math.log10(max(s, 1)) for d in self.series.values()
                       for s, _ in d.values()] + [1.0])
            top = math.ceil(top)
            p.setPen(QPen(ink, 1))
            p.drawRect(area)
            font = QFont(self.font())
            font.setPixelSize(10)
            p.setFont(font)
            for decade in range(0, top + 1, max(1, top // 6)):
                y = area.bottom() - area.height() * decade / top
                p.setPen(QPen(QColor(128, 128, 128, 90), 1))
                p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                p.setPen(ink)
                p.drawText(QRectF(0, y - 7, 44, 14), Qt.AlignmentFlag.AlignRight, f"1e{decade}")
            p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16),
                       Qt.AlignmentFlag.AlignCenter, "start squares, in board order")
            n = max(len(self.order), 1)
            index = {s: i for i, s in enumerate(self.order)}
            for k, (name, data) in enumerate(self.series.items()):
                colour = QColor(PALETTE[k % len(PALETTE)])
                for start, (steps, status) in data.items():
                    x = area.left() + area.width() * (index.get(start, 0) + 0.5) / n
                    y = area.bottom() - area.height() * math.log10(max(steps, 1)) / top
                    p.setPen(QPen(colour, 1.5))
                    p.setBrush(colour if status == Status.FOUND else Qt.BrushStyle.NoBrush)
                    p.drawEllipse(QPointF(x, y), 3, 3)
                p.setPen(colour)
                p.drawText(QRectF(area.left() + 6, area.top() + 4 + 13 * k, 300, 14),
                           Qt.AlignmentFlag.AlignLeft, SOLVERS[name].title)
