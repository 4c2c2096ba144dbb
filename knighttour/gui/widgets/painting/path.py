"""The tour drawn on the board: its moves as lines through the square centres (only those
in view), a closed tour's closing move dashed, a 3D board's moves between layers and a
wrapped board's moves across an edge drawn apart, the start and current squares ringed,
and the move numbers when they fit."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ....core.board.board import Board
from .geometry import Geometry, Visible, centres_xy, polygon, square_rect
from .pictures import order_index
from .style import BETWEEN_LAYERS, LOD_NUMBERS, STYLES, BoardStyle


def visible_indices(
    board: Board, path: np.ndarray, cursor: int, cache: dict, visible: Visible
) -> np.ndarray:
    """Path indices (below the cursor) of the squares in view, in path order."""
    f0, f1, r0, r1 = visible
    files = np.arange(f0, f1 + 1)
    ranks = np.arange(r0, r1 + 1)
    squares = (ranks[:, None] * board.cols + files[None, :]).ravel()
    index = order_index(board, path, cache)[squares]
    return np.sort(index[index < cursor])


def closing_move(board: Board, path: np.ndarray, cursor: int) -> tuple[int, int] | None:
    """(last square, first square) when the whole of a closed tour is shown, else None."""
    n = len(path)
    if n == 0 or cursor != n or n != board.squares or not board.closes(path[0], path[-1], n):
        return None
    return int(path[-1]), int(path[0])


class PathPainter:
    """Draws the first cursor squares of a path on a board, and its move numbers; after a
    paint it says what it drew of the moves that are easy to miss (closing_drawn,
    between_layers_drawn)."""

    def __init__(
        self, board: Board, path: np.ndarray, cursor: int, cache: dict, style: BoardStyle | None
    ) -> None:
        self.board, self.path, self.cursor, self.cache = board, path, cursor, cache
        #: the colours: the squares' (under the numbers' patches), the path's, the ends'
        self.style = style or STYLES["light"]
        #: the closing move of a closed tour as drawn (a QLineF), after paint; else None
        self.closing_drawn: QLineF | None = None
        #: the moves between layers of a 3D board as drawn (QLineFs), after paint
        self.between_layers_drawn: list[QLineF] = []
        #: how many move numbers the last paint wrote
        self.numbers_drawn = 0

    def visible_indices(self, visible: Visible) -> np.ndarray:
        """Path indices (below the cursor) of the squares in view, in path order."""
        return visible_indices(self.board, self.path, self.cursor, self.cache, visible)

    def draw(self, painter: QPainter, g: Geometry, visible: Visible) -> None:
        """The moves shown, the closing move, and the start and current squares ringed."""
        shown = self.path[: self.cursor]
        if len(shown) == 0:
            return
        board, side = self.board, g.side
        pen = QPen(self.style.path, max(1.0, side * 0.06))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if len(shown) > 1:
            # only the moves with an end in view, each a line of its own: one polyline of the
            # whole path made Qt's stroker work over every crossing (seconds a paint on a 4K
            # window), and its cost grew with the path, not with what shows
            index = self.visible_indices(visible)
            keep = np.union1d(index[index + 1 < len(shown)], index[index >= 1] - 1)
            a, b = shown[keep], shown[keep + 1]
            if board.layers > 1:
                self._draw_layered_path(painter, g, a, b, pen)
            elif board.wrap != "none":
                self._draw_wrapped_path(painter, g, a, b, pen)
            else:
                self._draw_lines(painter, g, a, b, pen)
        self.draw_closing_move(painter, g, pen)
        radius = max(2.0, side * 0.32)
        # one square shown (a worksheet's start) is the start, not a current square too
        ends = centres_xy(board, g, np.array([shown[0], shown[-1]][: min(2, len(shown))]))
        colours = (self.style.start, self.style.current)
        for (x, y), colour in zip(ends.tolist(), colours[: len(ends)], strict=True):
            painter.setPen(QPen(colour.darker(130), max(1.0, side * 0.05)))
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(x, y), radius, radius)

    def draw_closing_move(self, painter: QPainter, g: Geometry, pen: QPen) -> None:
        """The move from a closed tour's last square back to its first, dashed."""
        self.closing_drawn = None
        closing = closing_move(self.board, self.path, self.cursor)
        if closing is None:
            return
        u, v = closing
        dashed = QPen(pen)
        dashed.setStyle(Qt.PenStyle.DashLine)
        dashed.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(dashed)
        (xu, yu), (xv, yv) = centres_xy(self.board, g, np.array([u, v])).tolist()
        jump = self.board.jump_between(u, v) if self.board.wrap != "none" else None
        if jump is not None and not self._plain(u, v):
            # across a joined edge: a stub leaving towards where the jump points
            line = QLineF(xu, yu, xu + jump[0] * g.side, yu - jump[1] * g.side)
        else:
            line = QLineF(xu, yu, xv, yv)
        painter.drawLine(line)
        self.closing_drawn = line

    def _draw_lines(
        self, painter: QPainter, g: Geometry, a: np.ndarray, b: np.ndarray, pen: QPen
    ) -> None:
        """The moves a[i] -> b[i] as lines: antialiased while they are few; Qt antialiases a
        list of QLineF much faster than point pairs, and flat ends several times faster than
        round ones."""
        pairs = np.column_stack([a, b]).ravel()
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        if len(a) <= 800:
            xy = centres_xy(self.board, g, pairs).reshape(-1, 4).tolist()
            painter.drawLines([QLineF(*line) for line in xy])
            width = pen.widthF()
            if width >= 3:  # the joints rounded, where flat ends would leave notches
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(pen.color())
                joints = centres_xy(self.board, g, np.intersect1d(a, b)).tolist()
                for x, y in joints:
                    painter.drawEllipse(QPointF(x, y), width / 2, width / 2)
                painter.restore()
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        # pairs of points: the stubs know drawLines only for lists
        painter.drawLines(polygon(centres_xy(self.board, g, pairs)))  # type: ignore[call-overload]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    def _plain(self, u: int, v: int) -> bool:
        cols = self.board.cols
        return (v % cols - u % cols, v // cols - u // cols) in set(self.board.jumps)

    def _draw_layered_path(
        self, painter: QPainter, g: Geometry, a: np.ndarray, b: np.ndarray, pen: QPen
    ) -> None:
        """A 3D board's moves a[i] -> b[i]: moves within a layer as lines, moves between
        layers (which cross the other layers drawn side by side) thinner, dashed and
        lighter."""
        board = self.board
        cols, files = board.cols, board.files
        across = (a % cols) // files != (b % cols) // files
        self._draw_lines(painter, g, a[~across], b[~across], pen)
        light = QPen(BETWEEN_LAYERS, max(1.0, g.side * 0.035))
        light.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(light)
        between = centres_xy(board, g, np.column_stack([a[across], b[across]]).ravel())
        self.between_layers_drawn = [QLineF(*line) for line in between.reshape(-1, 4).tolist()]
        painter.drawLines(self.between_layers_drawn)

    def _draw_wrapped_path(
        self, painter: QPainter, g: Geometry, a: np.ndarray, b: np.ndarray, pen: QPen
    ) -> None:
        """The moves a[i] -> b[i]: within the board as lines; across a joined edge as two
        dashed stubs, one leaving the board towards where the jump points and one arriving
        from the other side, so the eye can follow it round."""
        board = self.board
        cols = board.cols
        df, dr = b % cols - a % cols, b // cols - a // cols
        plain = np.zeros(len(a), dtype=bool)
        for jf, jr in set(board.jumps):
            plain |= (df == jf) & (dr == jr)
        self._draw_lines(painter, g, a[plain], b[plain], pen)
        dashed = QPen(pen)
        dashed.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.save()
        painter.setClipRect(
            QRectF(g.x0, g.y0, g.side * cols, g.side * board.rows), Qt.ClipOperation.IntersectClip
        )
        for u, v in zip(a[~plain].tolist(), b[~plain].tolist(), strict=True):
            jump = self.board.jump_between(u, v)
            if jump is None:
                continue
            (xu, yu), (xv, yv) = centres_xy(board, g, np.array([u, v])).tolist()
            dx, dy = jump[0] * g.side, -jump[1] * g.side
            painter.drawLine(QLineF(xu, yu, xu + dx, yu + dy))
            painter.drawLine(QLineF(xv - dx, yv - dy, xv, yv))
        painter.restore()

    def draw_numbers(self, painter: QPainter, g: Geometry, visible: Visible, font: QFont) -> None:
        """Each visited square in view numbered, when the squares are large enough and the
        numbers few enough."""
        shown = self.path[: self.cursor]
        side = g.side
        self.numbers_drawn = 0
        if side < LOD_NUMBERS or len(shown) == 0:
            return
        index = self.visible_indices(visible)
        if len(index) > 700:
            return
        self.numbers_drawn = len(index)
        font = QFont(font)
        font.setPixelSize(int(side * 0.3 if len(shown) < 1000 else side * 0.24))
        font.setBold(True)
        painter.setFont(font)
        half = side * 0.22
        for i in index.tolist():
            square = int(shown[i])
            rect = square_rect(self.board, g, square)
            # a patch of the square's own colour keeps the number readable over the path
            colour = self.style.dark if self.board.colour(square) == 0 else self.style.light
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(
                QRectF(
                    rect.center().x() - half * 1.25,
                    rect.center().y() - half * 0.8,
                    half * 2.5,
                    half * 1.6,
                ),
                half * 0.4,
                half * 0.4,
            )
            painter.setPen(self.style.ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
