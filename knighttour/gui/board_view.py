"""BoardView: paints a board with a path on it and reports which square was clicked."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..core.board import Board, file_name

LIGHT = QColor("#eed9b6")
DARK = QColor("#b88a62")
PATH = QColor(30, 60, 150, 200)
START = QColor("#2e8b57")
CURRENT = QColor("#c0392b")
RETREAT = QColor(200, 30, 30, 170)
DIM = QColor(255, 255, 255, 120)
INK = QColor("#111111")


@dataclass(frozen=True)
class Geometry:
    """Where the board sits in a rectangle: square size and the top-left of file a / top rank."""

    side: float
    x0: float
    y0: float
    labels: bool


def fit(board: Board, rect: QRectF) -> Geometry:
    """The largest square size fitting board and its labels into rect, centred."""
    rows, cols = board.rows, board.cols
    margin = 22.0
    side = max(1.0, min((rect.width() - 2 * margin) / cols, (rect.height() - 2 * margin) / rows))
    labels = side >= 8
    if not labels:  # too small for labels: give the margin back to the squares
        side = max(0.5, min((rect.width() - 4) / cols, (rect.height() - 4) / rows))
    x0 = rect.left() + (rect.width() - side * cols) / 2
    y0 = rect.top() + (rect.height() - side * rows) / 2
    return Geometry(side, x0, y0, labels)


class BoardPainter:
    """Draws a board, a path up to a cursor, move numbers and markers on any QPainter: the
    view's paint event and the PNG / SVG export share it."""

    def __init__(self, board: Board, path: np.ndarray, cursor: int,
                 retreated: np.ndarray, palette: QPalette, font: QFont) -> None:
        self.board, self.path, self.cursor = board, path, cursor
        self.retreated, self.palette, self.font = retreated, palette, font

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Draw everything into rect."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = fit(self.board, rect)
        shown = self.path[: self.cursor]
        self.draw_squares(painter, g)
        self.draw_dimmed(painter, g, shown)
        if g.labels:
            self.draw_labels(painter, g)
        self.draw_path(painter, g, shown)
        self.draw_retreats(painter, g)
        self.draw_numbers(painter, g, shown)

    def square_rect(self, g: Geometry, square: int) -> QRectF:
        file, rank = self.board.coords(square)
        return QRectF(g.x0 + file * g.side, g.y0 + (self.board.rows - 1 - rank) * g.side,
                      g.side, g.side)

    def draw_squares(self, painter: QPainter, g: Geometry) -> None:
        rows, cols = self.board.rows, self.board.cols
        painter.fillRect(QRectF(g.x0, g.y0, g.side * cols, g.side * rows), LIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DARK)
        for row in range(rows):
            rank = rows - 1 - row
            for file in range(rank % 2, cols, 2):  # a1 is dark, as on a chessboard
                painter.drawRect(QRectF(g.x0 + file * g.side, g.y0 + row * g.side,
                                        g.side, g.side))

    def draw_dimmed(self, painter: QPainter, g: Geometry, shown: np.ndarray) -> None:
        """Wash out the squares the path has not reached yet (only while a path is shown)."""
        if len(shown) == 0:
            return
        visited = np.zeros(self.board.size, dtype=bool)
        visited[shown] = True
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIM)
        for square in np.flatnonzero(~visited).tolist():
            painter.drawRect(self.square_rect(g, square))

    def draw_labels(self, painter: QPainter, g: Geometry) -> None:
        rows, cols, side = self.board.rows, self.board.cols, g.side
        font = QFont(self.font)
        font.setPixelSize(int(min(13, max(8, side * 0.3))))
        painter.setFont(font)
        painter.setPen(self.palette.windowText().color())
        step = max(1, int(24 // side) + 1)  # skip labels that would overlap
        for file in range(0, cols, step):
            for y in (g.y0 + rows * side + 2, g.y0 - 20):
                painter.drawText(QRectF(g.x0 + file * side, y, side, 18),
                                 Qt.AlignmentFlag.AlignCenter, file_name(file))
        for rank in range(0, rows, step):
            top = g.y0 + (rows - 1 - rank) * side
            for x in (g.x0 - 22, g.x0 + cols * side + 2):
                painter.drawText(QRectF(x, top, 20, side), Qt.AlignmentFlag.AlignCenter,
                                 str(rank + 1))

    def centres(self, g: Geometry, squares: np.ndarray) -> QPolygonF:
        files = squares % self.board.cols
        ranks = squares // self.board.cols
        xs = g.x0 + (files + 0.5) * g.side
        ys = g.y0 + (self.board.rows - 1 - ranks + 0.5) * g.side
        return QPolygonF([QPointF(x, y) for x, y in zip(xs.tolist(), ys.tolist(), strict=True)])

    def draw_path(self, painter: QPainter, g: Geometry, shown: np.ndarray) -> None:
        if len(shown) == 0:
            return
        side = g.side
        centres = self.centres(g, shown)
        pen = QPen(PATH, max(1.0, side * 0.06))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(centres)
        radius = max(2.0, side * 0.32)
        for point, colour in ((centres[0], START), (centres[centres.size() - 1], CURRENT)):
            painter.setPen(QPen(colour.darker(130), max(1.0, side * 0.05)))
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.setBrush(fill)
            painter.drawEllipse(point, radius, radius)

    def draw_retreats(self, painter: QPainter, g: Geometry) -> None:
        """A red cross on each square the search has just taken back."""
        if len(self.retreated) == 0 or g.side < 6:
            return
        painter.setPen(QPen(RETREAT, max(1.0, g.side * 0.06)))
        for square in self.retreated.tolist():
            r = self.square_rect(g, square).adjusted(g.side * 0.3, g.side * 0.3,
                                                      -g.side * 0.3, -g.side * 0.3)
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())

    def draw_numbers(self, painter: QPainter, g: Geometry, shown: np.ndarray) -> None:
        side = g.side
        if side < 16 or len(shown) == 0:
            return
        font = QFont(self.font)
        font.setPixelSize(int(side * 0.3))
        font.setBold(True)
        painter.setFont(font)
        half = side * 0.22
        for i, square in enumerate(shown.tolist()):
            rect = self.square_rect(g, square)
            # a patch of the square's own colour keeps the number readable over the path
            colour = DARK if self.board.colour(square) == 0 else LIGHT
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(rect.center().x() - half * 1.25,
                                           rect.center().y() - half * 0.8,
                                           half * 2.5, half * 1.6), half * 0.4, half * 0.4)
            painter.setPen(INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))


class BoardView(QWidget):
    """A chessboard with file letters and rank numbers, a path as a polyline through square
    centres up to the playback cursor, move numbers on visited squares, the squares not yet
    reached dimmed, the start and the current square marked, and the squares a search has
    just taken back crossed out."""

    squareClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = Board(8, 8)
        self.path = np.zeros(0, np.int64)
        self.cursor = 0
        self.retreated = np.zeros(0, np.int64)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip("Click a square to find a tour from it")

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def set_board(self, board: Board) -> None:
        """Show an empty board of a new size."""
        self.board = board
        self.path = np.zeros(0, np.int64)
        self.cursor = 0
        self.retreated = np.zeros(0, np.int64)
        self.update()

    def set_path(self, path: np.ndarray, cursor: int | None = None, live: bool = False) -> None:
        """Show path up to cursor (all of it by default).  With live, the squares the old path
        had beyond what the new one shares are marked as taken back."""
        old = self.path
        self.retreated = np.zeros(0, np.int64)
        if live and len(old):
            common = min(len(old), len(path))
            differ = np.flatnonzero(old[:common] != path[:common])
            keep = int(differ[0]) if len(differ) else common
            self.retreated = old[keep:].copy()
        self.path = path
        self.cursor = len(path) if cursor is None else max(0, min(int(cursor), len(path)))
        self.update()

    def painter_for(self, palette: QPalette | None = None) -> BoardPainter:
        """A BoardPainter drawing what this view shows."""
        return BoardPainter(self.board, self.path, self.cursor, self.retreated,
                            palette or self.palette(), self.font())

    # geometry ----------------------------------------------------------------------------
    def geometry_now(self) -> Geometry:
        return fit(self.board, QRectF(self.contentsRect()))

    def square_rect(self, square: int) -> QRectF:
        """The rectangle a square occupies in widget coordinates."""
        return self.painter_for().square_rect(self.geometry_now(), square)

    def square_at(self, point: QPointF) -> int | None:
        """The square under a widget point, or None."""
        g = self.geometry_now()
        file = int((point.x() - g.x0) // g.side)
        row = int((point.y() - g.y0) // g.side)
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
            self.painter_for().paint(painter, QRectF(self.contentsRect()))
