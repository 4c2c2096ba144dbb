"""Where the board sits in a rectangle, and where its squares are: the arithmetic every
piece of the painting (and the board view's clicks) shares."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from ....core.board.board import Board

#: (first file, last file, first rank, last rank) of the squares in view
Visible = tuple[int, int, int, int]


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
    # a 3D board's layers are named above them, its files below: a line more at the top
    top = 2 * margin if board.layers > 1 else margin
    # the labels stay at every size (on large boards only every few files and ranks)
    # fitted whatever the size: a million squares in a small view are a fraction of a pixel
    side = max(1e-3, min((rect.width() - 2 * margin) / cols, (rect.height() - top - margin) / rows))
    x0 = rect.left() + (rect.width() - side * cols) / 2
    y0 = rect.top() + top + (rect.height() - top - margin - side * rows) / 2
    return Geometry(side, x0, y0, True)


def clamped_centre(board: Board, centre: tuple[float, float] | None) -> tuple[float, float]:
    """centre (a board point, in squares from the top-left corner) kept on the board; the
    board's middle for None."""
    if centre is None:
        return board.cols / 2, board.rows / 2
    cx, cy = centre
    return (
        min(max(cx, 0.0), float(board.cols)),
        min(max(cy, 0.0), float(board.rows)),
    )


def zoomed(board: Board, rect: QRectF, zoom: float, centre: tuple[float, float] | None) -> Geometry:
    """Where the board sits in rect with its squares zoom times their fitted size and the
    board point centre at rect's centre; fitted (labels round it) at zoom 1 without a
    centre."""
    base = fit(board, rect)
    if zoom == 1.0 and centre is None:
        return base
    side = base.side * zoom
    cx, cy = clamped_centre(board, centre)
    return Geometry(side, rect.center().x() - cx * side, rect.center().y() - cy * side, False)


def square_at(board: Board, g: Geometry, point: QPointF) -> int | None:
    """The square under point, or None."""
    file = int((point.x() - g.x0) // g.side)
    row = int((point.y() - g.y0) // g.side)
    if 0 <= file < board.cols and 0 <= row < board.rows:
        return board.index(file, board.rows - 1 - row)
    return None


def square_rect(board: Board, g: Geometry, square: int) -> QRectF:
    """The rectangle a square occupies."""
    file, rank = board.coords(square)
    return QRectF(g.x0 + file * g.side, g.y0 + (board.rows - 1 - rank) * g.side, g.side, g.side)


def visible_range(board: Board, g: Geometry, rect: QRectF) -> Visible:
    """(first file, last file, first rank, last rank) that show in rect."""
    rows, cols = board.rows, board.cols
    f0 = max(0, int((rect.left() - g.x0) // g.side))
    f1 = min(cols - 1, int((rect.right() - g.x0) // g.side))
    top = max(0, int((rect.top() - g.y0) // g.side))
    bottom = min(rows - 1, int((rect.bottom() - g.y0) // g.side))
    return f0, f1, rows - 1 - bottom, rows - 1 - top


def centres_xy(board: Board, g: Geometry, squares: np.ndarray) -> np.ndarray:
    """The (n, 2) centres of squares, as floats."""
    files = squares % board.cols
    ranks = squares // board.cols
    return np.column_stack(
        [g.x0 + (files + 0.5) * g.side, g.y0 + (board.rows - 1 - ranks + 0.5) * g.side]
    )


def polygon(xy: np.ndarray) -> QPolygonF:
    """A QPolygonF of the (n, 2) float coordinates, filled through numpy (no per-point
    Python objects: a million points take milliseconds)."""
    n = len(xy)
    poly = QPolygonF()
    if n == 0:
        return poly
    poly.resize(n)
    address = shiboken6.getCppPointer(poly.data())[0]
    view = np.ctypeslib.as_array((ctypes.c_double * (2 * n)).from_address(address))
    view[:] = np.ascontiguousarray(xy, dtype=np.float64).ravel()
    if poly.at(n - 1) != QPointF(float(xy[-1, 0]), float(xy[-1, 1])):  # pragma: no cover
        return QPolygonF([QPointF(float(x), float(y)) for x, y in xy.tolist()])
    return poly
