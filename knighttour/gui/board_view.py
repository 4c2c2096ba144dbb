"""BoardView: paints a board with a path on it and reports which square was clicked."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..core.board import Board, file_name

LIGHT = QColor("#eed9b6")
DARK = QColor("#b88a62")
PATH = QColor(30, 60, 150, 200)
START = QColor("#2e8b57")
END = QColor("#c0392b")


class BoardView(QWidget):
    """A chessboard with file letters and rank numbers, a path as a polyline through square
    centres, move numbers on visited squares, and start and end marked."""

    squareClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = Board(8, 8)
        self.path = np.zeros(0, np.int64)
        self.backtracking = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self.setToolTip("Click a square to find a tour from it")

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def set_board(self, board: Board) -> None:
        """Show an empty board of a new size."""
        self.board = board
        self.path = np.zeros(0, np.int64)
        self.update()

    def set_path(self, path: np.ndarray) -> None:
        """Show path (square indices in order) on the board."""
        self.path = path
        self.update()

    # geometry ----------------------------------------------------------------------------
    def _layout(self) -> tuple[float, float, float]:
        """(square size, x of file a, y of the top rank) fitting the board and its labels."""
        rect = self.contentsRect()
        rows, cols = self.board.rows, self.board.cols
        margin = 22.0
        side = max(1.0, min((rect.width() - 2 * margin) / cols,
                            (rect.height() - 2 * margin) / rows))
        if side < 8:  # too small for labels: give the margin back to the squares
            margin = 2.0
            side = max(1.0, min((rect.width() - 4) / cols, (rect.height() - 4) / rows))
        x0 = rect.left() + (rect.width() - side * cols) / 2
        y0 = rect.top() + (rect.height() - side * rows) / 2
        return side, x0, y0

    def square_rect(self, square: int) -> QRectF:
        """The rectangle a square occupies in widget coordinates."""
        side, x0, y0 = self._layout()
        file, rank = self.board.coords(square)
        return QRectF(x0 + file * side, y0 + (self.board.rows - 1 - rank) * side, side, side)

    def square_at(self, point: QPointF) -> int | None:
        """The square under a widget point, or None."""
        side, x0, y0 = self._layout()
        file = int((point.x() - x0) // side)
        row = int((point.y() - y0) // side)
        if 0 <= file < self.board.cols and 0 <= row < self.board.rows:
            return self.board.index(file, self.board.rows - 1 - row)
        return None

    # events ------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square is not None:
                self.squareClicked.emit(square)
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            side, x0, y0 = self._layout()
            self.draw_squares(painter, side, x0, y0)
            self.draw_labels(painter, side, x0, y0)
            self.draw_path(painter, side)
            self.draw_numbers(painter, side)

    # layers ------------------------------------------------------------------------------
    def draw_squares(self, painter: QPainter, side: float, x0: float, y0: float) -> None:
        rows, cols = self.board.rows, self.board.cols
        painter.fillRect(QRectF(x0, y0, side * cols, side * rows), LIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DARK)
        for row in range(rows):
            rank = rows - 1 - row
            for file in range(rank % 2, cols, 2):  # a1 is dark, as on a chessboard
                painter.drawRect(QRectF(x0 + file * side, y0 + row * side, side, side))

    def draw_labels(self, painter: QPainter, side: float, x0: float, y0: float) -> None:
        if side < 8:
            return
        rows, cols = self.board.rows, self.board.cols
        font = QFont(self.font())
        font.setPixelSize(int(min(13, max(8, side * 0.3))))
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        step = max(1, int(24 // side) + 1)  # skip labels that would overlap
        for file in range(0, cols, step):
            for y in (y0 + rows * side + 2, y0 - 20):
                painter.drawText(QRectF(x0 + file * side, y, side, 18),
                                 Qt.AlignmentFlag.AlignCenter, file_name(file))
        for rank in range(0, rows, step):
            top = y0 + (rows - 1 - rank) * side
            for x in (x0 - 22, x0 + cols * side + 2):
                painter.drawText(QRectF(x, top, 20, side), Qt.AlignmentFlag.AlignCenter,
                                 str(rank + 1))

    def _centres(self, side: float) -> QPolygonF:
        _, x0, y0 = self._layout()
        path = self.path
        files = path % self.board.cols
        ranks = path // self.board.cols
        xs = x0 + (files + 0.5) * side
        ys = y0 + (self.board.rows - 1 - ranks + 0.5) * side
        return QPolygonF([QPointF(float(x), float(y)) for x, y in zip(xs, ys, strict=False)])

    def draw_path(self, painter: QPainter, side: float) -> None:
        if len(self.path) == 0:
            return
        centres = self._centres(side)
        pen = QPen(PATH, max(1.0, side * 0.06))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(centres)
        radius = max(2.0, side * 0.32)
        for point, colour in ((centres[0], START), (centres[centres.size() - 1], END)):
            painter.setPen(QPen(colour.darker(130), max(1.0, side * 0.04)))
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.setBrush(fill)
            painter.drawEllipse(point, radius, radius)

    def draw_numbers(self, painter: QPainter, side: float) -> None:
        if side < 16 or len(self.path) == 0:
            return
        font = QFont(self.font())
        font.setPixelSize(int(side * 0.3))
        font.setBold(True)
        painter.setFont(font)
        half = side * 0.22
        for i, square in enumerate(self.path.tolist()):
            rect = self.square_rect(square)
            # a patch of the square's own colour keeps the number readable over the path
            colour = DARK if self.board.colour(square) == 0 else LIGHT
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(rect.center().x() - half * 1.25,
                                           rect.center().y() - half * 0.8,
                                           half * 2.5, half * 1.6), half * 0.4, half * 0.4)
            painter.setPen(QColor("#111111"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
