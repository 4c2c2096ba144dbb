"""BoardPainter: draws a board, a path, numbers and marks on any QPainter (the board view
and the PNG / SVG export share it), level of detail by square size."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np
import shiboken6
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from ...core.board import Board
from ..icons import svg_path

LIGHT = QColor("#eed9b6")
DARK = QColor("#b88a62")
PATH = QColor(30, 60, 150, 200)
START = QColor("#2e8b57")
CURRENT = QColor("#c0392b")
RETREAT = QColor(200, 30, 30, 170)
DIM = QColor(255, 255, 255, 120)
INK = QColor("#111111")
HOLE = QColor("#5b5b5b")
#: a move from one layer of a 3D board to another: lighter, dashed, so the eye can follow it
BETWEEN_LAYERS = QColor(200, 90, 20, 150)


_knight: list[QSvgRenderer] = []


def knight_renderer() -> QSvgRenderer | None:
    """The knight glyph (resources/icons/knight.svg), loaded once; None if it is missing."""
    if not _knight:
        path = svg_path("knight")
        if path is None:
            return None
        _knight.append(QSvgRenderer(path))
    return _knight[0] if _knight[0].isValid() else None


#: below this many pixels a square, the path is drawn as a picture coloured by move number
LOD_PICTURE = 5.0
#: numbers are drawn from this many pixels a square
LOD_NUMBERS = 16.0
#: the most zoom: a square this many times its fitted size, or 60 pixels
MAX_SQUARE = 60.0


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
    if poly[n - 1] != QPointF(float(xy[-1, 0]), float(xy[-1, 1])):  # pragma: no cover
        return QPolygonF([QPointF(float(x), float(y)) for x, y in xy.tolist()])
    return poly


def image_from(argb: np.ndarray) -> QImage:
    """A QImage (owning a copy) of a (rows, cols) uint32 ARGB array."""
    argb = np.ascontiguousarray(argb, dtype=np.uint32)
    h, w = argb.shape
    return QImage(argb.data, w, h, 4 * w, QImage.Format.Format_ARGB32).copy()


def _ramp(steps: int = 4096) -> np.ndarray:
    """The move-number colours, blue (first move) to red (last), as ARGB words."""
    t = np.linspace(0.0, 1.0, steps)
    red = (40 + 200 * t).astype(np.uint32)
    green = (70 + 60 * np.sin(np.pi * t)).astype(np.uint32)
    blue = (220 - 180 * t).astype(np.uint32)
    return (0xFF000000 | (red << 16) | (green << 8) | blue).astype(np.uint32)


_RAMP = _ramp()


def _argb(colour: QColor) -> int:
    return colour.rgba() & 0xFFFFFFFF


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


class BoardPainter:
    """Draws a board, a path up to a cursor, move numbers and markers on any QPainter: the
    view's paint event and the PNG / SVG export share it.

    Drawing cost does not grow with the board: the squares and the dimming are two pictures
    of one pixel a square, scaled; only the visible moves of the path are drawn, as lines;
    when squares are smaller than LOD_PICTURE pixels the path becomes a picture too, each
    visited square coloured by its move number; labels and numbers appear when they fit.
    """

    def __init__(
        self,
        board: Board,
        path: np.ndarray,
        cursor: int,
        retreated: np.ndarray,
        palette: QPalette,
        font: QFont,
        cache: dict | None = None,
        marks: dict[int, tuple[QColor, str]] | None = None,
    ) -> None:
        self.board, self.path, self.cursor = board, path, cursor
        self.retreated, self.palette, self.font = retreated, palette, font
        self.cache = {} if cache is None else cache
        self.marks = marks or {}
        #: draw a knight on the current square (the Explore tab's playback and watch)
        self.knight = False
        #: a search is being watched: its marks get a legend
        self.live = False
        #: the closing move of a closed tour as drawn (a QLineF), after paint; else None
        self.closing_drawn: QLineF | None = None
        #: the moves between layers of a 3D board as drawn (QLineFs), after paint
        self.between_layers_drawn: list[QLineF] = []
        #: the texts of the legend drawn, after paint (empty when there is none)
        self.legend_drawn: list[str] = []
        #: the coordinate labels drawn along the edges of a zoomed view, after paint
        self.edge_labels_drawn: list[str] = []

    def paint(self, painter: QPainter, rect: QRectF, g: Geometry | None = None) -> None:
        """Draw into rect, fitted, or placed by g (zoomed and panned)."""
        g = g or fit(self.board, rect)
        painter.save()
        painter.setClipRect(rect)
        shown = self.path[: self.cursor]
        visible = self.visible_range(g, rect)
        # only the part of each picture that shows is scaled
        f0, f1, r0, r1 = visible
        top_row = self.board.rows - 1 - r1
        source = QRectF(f0, top_row, f1 - f0 + 1, r1 - r0 + 1)
        target = QRectF(
            g.x0 + f0 * g.side,
            g.y0 + top_row * g.side,
            (f1 - f0 + 1) * g.side,
            (r1 - r0 + 1) * g.side,
        )
        if g.side < LOD_PICTURE:
            painter.drawImage(target, self.order_picture(shown), source)
        else:
            painter.drawImage(target, self.checker_picture(), source)
            if len(shown):
                painter.drawImage(target, self.dim_picture(shown), source)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw_layer_gaps(painter, g)
        if g.labels:
            self.draw_labels(painter, g)
        if g.side >= LOD_PICTURE:
            self.draw_holes(painter, g)
            self.draw_path(painter, g, shown, visible)
            self.draw_retreats(painter, g)
            self.draw_numbers(painter, g, shown, visible)
            self.draw_marks(painter, g)
            self.draw_knight(painter, g, shown)
        if not g.labels:
            self.draw_edge_labels(painter, g, rect, visible)
        self.draw_legend(painter, g, rect)
        painter.restore()

    # pictures of one pixel a square ---------------------------------------------------------
    def _rank_rows(self, values: np.ndarray) -> np.ndarray:
        """(size,) per square -> (rows, cols) with the top rank first, as drawn."""
        return values.reshape(self.board.rows, self.board.cols)[::-1]

    def _holes(self) -> np.ndarray:
        return np.fromiter(self.board.removed, dtype=np.int64, count=len(self.board.removed))

    def checker_picture(self) -> QImage:
        key = ("checker", self.board.rows, self.board.cols, self.board.removed)
        if self.cache.get("checker-key") != key:
            rank, file = np.divmod(np.arange(self.board.size), self.board.cols)
            layers = self.board.layers
            if layers > 1:  # each layer's a1 takes the colour the 3D knight gives it
                layer, file = np.divmod(file, self.board.files)
                rank = rank + layer
            colours = np.where((rank + file) % 2 == 0, _argb(DARK), _argb(LIGHT))
            colours = colours.astype(np.uint32)
            colours[self._holes()] = _argb(HOLE)
            self.cache["checker"] = image_from(self._rank_rows(colours))
            self.cache["checker-key"] = key
        return self.cache["checker"]

    def _cursor_picture(self, name: str, plain_of, visited) -> QImage:
        """A picture of one pixel a square: plain_of()[square] where the path shown has not been,
        visited(indices)[k] on the square of path index k where it has.  Moving the cursor
        repaints only the squares between the old cursor and the new one, so playing a
        million-square tour back costs each frame only the moves it adds."""
        key = (name, id(self.path), len(self.path), self.board.removed, self.board.size)
        entry = self.cache.get(name)
        if entry is None or entry["key"] != key:
            plain = plain_of().astype(np.uint32)
            flat = np.ascontiguousarray(self._rank_rows(plain)).ravel()
            entry = {"key": key, "flat": flat, "cursor": 0, "plain": plain}
            self.cache[name] = entry
        rows, cols, plain = self.board.rows, self.board.cols, entry["plain"]
        old, new = entry["cursor"], self.cursor
        if new != old:
            low, high = min(old, new), max(old, new)
            squares = self.path[low:high]
            where = (rows - 1 - squares // cols) * cols + squares % cols
            if new > old:
                entry["flat"][where] = visited(np.arange(low, high))
            else:
                entry["flat"][where] = plain[squares]
            entry["cursor"] = new
        flat = entry["flat"]
        # the picture shares the array's memory (kept in the cache): no copy a frame
        return QImage(flat.data, cols, rows, 4 * cols, QImage.Format.Format_ARGB32)

    def dim_picture(self, shown: np.ndarray) -> QImage:
        """A veil over the squares the path shown has not reached yet."""

        def plain() -> np.ndarray:
            veil = np.full(self.board.size, _argb(DIM), dtype=np.uint32)
            veil[self._holes()] = 0
            return veil

        return self._cursor_picture(
            "dim", plain, lambda index: np.zeros(len(index), dtype=np.uint32)
        )

    def order_picture(self, shown: np.ndarray) -> QImage:
        """Visited squares coloured from blue (first move) to red (last move of the tour),
        the rest plain."""

        def plain() -> np.ndarray:
            rows, cols = self.board.rows, self.board.cols
            odd = (
                np.arange(rows, dtype=np.int32)[:, None] + np.arange(cols, dtype=np.int32)[None, :]
            ) & 1
            colours = np.where(odd == 0, np.uint32(0xFFC9B49E), np.uint32(0xFFF3E9DA)).ravel()
            colours[self._holes()] = _argb(HOLE)
            return colours

        last = max(1, len(self.path) - 1)

        def visited(index: np.ndarray) -> np.ndarray:
            # a table of the ramp's colours, looked up: a million squares in a few ms
            at = index * (len(_RAMP) - 1)  # one new array, then worked on in place
            at //= last
            return _RAMP[at]

        return self._cursor_picture("order", plain, visited)

    # geometry ----------------------------------------------------------------------------
    def square_rect(self, g: Geometry, square: int) -> QRectF:
        file, rank = self.board.coords(square)
        return QRectF(
            g.x0 + file * g.side, g.y0 + (self.board.rows - 1 - rank) * g.side, g.side, g.side
        )

    def visible_range(self, g: Geometry, rect: QRectF) -> tuple[int, int, int, int]:
        """(first file, last file, first rank, last rank) that show in rect."""
        rows, cols = self.board.rows, self.board.cols
        f0 = max(0, int((rect.left() - g.x0) // g.side))
        f1 = min(cols - 1, int((rect.right() - g.x0) // g.side))
        top = max(0, int((rect.top() - g.y0) // g.side))
        bottom = min(rows - 1, int((rect.bottom() - g.y0) // g.side))
        return f0, f1, rows - 1 - bottom, rows - 1 - top

    def _xy(self, g: Geometry, squares: np.ndarray) -> np.ndarray:
        files = squares % self.board.cols
        ranks = squares // self.board.cols
        return np.column_stack(
            [g.x0 + (files + 0.5) * g.side, g.y0 + (self.board.rows - 1 - ranks + 0.5) * g.side]
        )

    def order(self) -> np.ndarray:
        """order[square] = its index in the path, or the path's length if it is not on it."""
        key = ("order-index", id(self.path), len(self.path))
        if self.cache.get("order-index-key") != key:
            order = np.full(self.board.size, len(self.path), dtype=np.int64)
            order[self.path] = np.arange(len(self.path))
            self.cache["order-index"] = order
            self.cache["order-index-key"] = key
        return self.cache["order-index"]

    def visible_indices(self, visible: tuple[int, int, int, int]) -> np.ndarray:
        """Path indices (below the cursor) of the squares in view, in path order."""
        f0, f1, r0, r1 = visible
        files = np.arange(f0, f1 + 1)
        ranks = np.arange(r0, r1 + 1)
        squares = (ranks[:, None] * self.board.cols + files[None, :]).ravel()
        index = self.order()[squares]
        return np.sort(index[index < self.cursor])

    def centres(self, g: Geometry, squares: np.ndarray) -> QPolygonF:
        return polygon(self._xy(g, squares))

    # layers ------------------------------------------------------------------------------
    def draw_labels(self, painter: QPainter, g: Geometry) -> None:
        """File letters and rank numbers round the board (every few on a large board); on a
        3D board the files below only, and each layer's name above it."""
        rows, cols, side = self.board.rows, self.board.cols, g.side
        font = QFont(self.font)
        font.setPixelSize(int(min(13, max(8, side * 0.3))))
        painter.setFont(font)
        painter.setPen(self.palette.windowText().color())
        step = max(1, int(24 // side) + 1)  # skip labels that would overlap
        layered = self.board.layers > 1
        file_rows = (g.y0 + rows * side + 2,) if layered else (g.y0 + rows * side + 2, g.y0 - 20)
        for file in range(0, cols, step):
            for y in file_rows:
                painter.drawText(
                    QRectF(g.x0 + (file + 0.5) * side - 20, y, 40, 18),
                    Qt.AlignmentFlag.AlignCenter,
                    self.board.file_label(file),
                )
        for rank in range(0, rows, step):
            middle = g.y0 + (rows - 1 - rank + 0.5) * side
            for x in (g.x0 - 22, g.x0 + cols * side + 2):
                painter.drawText(
                    QRectF(x, middle - 9, 20, 18), Qt.AlignmentFlag.AlignCenter, str(rank + 1)
                )
        if layered:
            self.draw_layer_labels(painter, g)

    def layer_names(self) -> list[str]:
        """'layer 1', 'layer 2', ...: the names written above a 3D board's layers."""
        return [f"layer {k + 1}" for k in range(self.board.layers)]

    def draw_layer_labels(self, painter: QPainter, g: Geometry) -> None:
        """Each layer of a 3D board named above it."""
        font = QFont(self.font)
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette.windowText().color())
        width = self.board.files * g.side
        for k, name in enumerate(self.layer_names()):
            painter.drawText(
                QRectF(g.x0 + k * width, g.y0 - 40, width, 20), Qt.AlignmentFlag.AlignCenter, name
            )

    def draw_edge_labels(
        self, painter: QPainter, g: Geometry, rect: QRectF, visible: tuple[int, int, int, int]
    ) -> None:
        """Zoomed in, the labels round the board are out of view: the files and ranks in
        view are written along the view's top and left edges, on a band of the window's
        colour."""
        self.edge_labels_drawn = []
        side = g.side
        if side < 4:
            return
        f0, f1, r0, r1 = visible
        band = QColor(self.palette.window().color())
        band.setAlpha(215)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRect(QRectF(rect.left(), rect.top(), rect.width(), 18))
        painter.drawRect(QRectF(rect.left(), rect.top() + 18, 30, rect.height() - 18))
        font = QFont(self.font)
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(self.palette.windowText().color())
        step = max(1, int(30 // side) + 1)
        for file in range(f0, f1 + 1):
            if file % step:
                continue
            x = g.x0 + (file + 0.5) * side
            if x < rect.left() + 34:
                continue
            text = self.board.file_label(file)
            if self.board.layers > 1:
                text += f":{file // self.board.files + 1}"
            painter.drawText(QRectF(x - 25, rect.top(), 50, 18), Qt.AlignmentFlag.AlignCenter, text)
            self.edge_labels_drawn.append(text)
        for rank in range(r0, r1 + 1):
            if rank % step:
                continue
            y = g.y0 + (self.board.rows - 1 - rank + 0.5) * side
            if y < rect.top() + 24:
                continue
            painter.drawText(
                QRectF(rect.left(), y - 9, 30, 18), Qt.AlignmentFlag.AlignCenter, str(rank + 1)
            )
            self.edge_labels_drawn.append(str(rank + 1))

    def draw_path(
        self, painter: QPainter, g: Geometry, shown: np.ndarray, visible: tuple[int, int, int, int]
    ) -> None:
        if len(shown) == 0:
            return
        side = g.side
        pen = QPen(PATH, max(1.0, side * 0.06))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        f0, f1, r0, r1 = visible
        whole = f0 == 0 and r0 == 0 and f1 == self.board.cols - 1 and r1 == self.board.rows - 1
        if self.board.layers > 1 and len(shown) > 1:
            self._draw_layered_path(painter, g, shown, pen)
        elif self.board.wrap != "none" and len(shown) > 1:
            self._draw_wrapped_path(painter, g, shown, pen)
        elif whole:
            painter.drawPolyline(self.centres(g, shown))
        elif len(shown) > 1:
            # only the moves with an end in view, as separate lines
            index = self.visible_indices(visible)
            keep = np.union1d(index[index + 1 < len(shown)], index[index >= 1] - 1)
            pairs = np.empty(2 * len(keep), dtype=np.int64)
            pairs[0::2], pairs[1::2] = shown[keep], shown[keep + 1]
            if len(keep) <= 800:
                # Qt antialiases a list of QLineF much faster than point pairs, and flat
                # ends several times faster than round ones
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                painter.setPen(pen)
                xy = self._xy(g, pairs).reshape(-1, 4).tolist()
                painter.drawLines([QLineF(*line) for line in xy])
            else:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
                painter.drawLines(self.centres(g, pairs))
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw_closing_move(painter, g, pen)
        radius = max(2.0, side * 0.32)
        ends = self._xy(g, np.array([shown[0], shown[-1]]))
        for (x, y), colour in zip(ends.tolist(), (START, CURRENT), strict=True):
            painter.setPen(QPen(colour.darker(130), max(1.0, side * 0.05)))
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(x, y), radius, radius)

    def closing_move(self) -> tuple[int, int] | None:
        """(last square, first square) when the whole of a closed tour is shown, else None."""
        n = len(self.path)
        if (
            n < 3
            or self.cursor != n
            or n != self.board.squares
            or not self.board.is_move(int(self.path[-1]), int(self.path[0]))
        ):
            return None
        return int(self.path[-1]), int(self.path[0])

    def draw_closing_move(self, painter: QPainter, g: Geometry, pen: QPen) -> None:
        """The move from a closed tour's last square back to its first, dashed."""
        self.closing_drawn = None
        closing = self.closing_move()
        if closing is None:
            return
        u, v = closing
        dashed = QPen(pen)
        dashed.setStyle(Qt.PenStyle.DashLine)
        dashed.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(dashed)
        (xu, yu), (xv, yv) = self._xy(g, np.array([u, v])).tolist()
        jump = self._wrapped_jump(u, v) if self.board.wrap != "none" else None
        if jump is not None and not self._plain(u, v):
            # across a joined edge: a stub leaving towards where the jump points
            line = QLineF(xu, yu, xu + jump[0] * g.side, yu - jump[1] * g.side)
        else:
            line = QLineF(xu, yu, xv, yv)
        painter.drawLine(line)
        self.closing_drawn = line

    def _plain(self, u: int, v: int) -> bool:
        cols = self.board.cols
        return (v % cols - u % cols, v // cols - u // cols) in set(self.board.jumps)

    def _draw_layered_path(
        self, painter: QPainter, g: Geometry, shown: np.ndarray, pen: QPen
    ) -> None:
        """A 3D board's path: moves within a layer as lines, moves between layers (which
        cross the other layers drawn side by side) thinner, dashed and lighter."""
        cols, files = self.board.cols, self.board.files
        a, b = shown[:-1], shown[1:]
        across = (a % cols) // files != (b % cols) // files
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        inside = self._xy(g, np.column_stack([a[~across], b[~across]]).ravel())
        painter.drawLines([QLineF(*line) for line in inside.reshape(-1, 4).tolist()])
        light = QPen(BETWEEN_LAYERS, max(1.0, g.side * 0.035))
        light.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(light)
        between = self._xy(g, np.column_stack([a[across], b[across]]).ravel())
        self.between_layers_drawn = [QLineF(*line) for line in between.reshape(-1, 4).tolist()]
        painter.drawLines(self.between_layers_drawn)

    def _draw_wrapped_path(
        self, painter: QPainter, g: Geometry, shown: np.ndarray, pen: QPen
    ) -> None:
        """Moves within the board as lines; a move across a joined edge as two dashed stubs,
        one leaving the board towards where the jump points and one arriving from the other
        side, so the eye can follow it round."""
        board = self.board
        cols = board.cols
        a, b = shown[:-1], shown[1:]
        df, dr = b % cols - a % cols, b // cols - a // cols
        plain = np.zeros(len(a), dtype=bool)
        for jf, jr in set(board.jumps):
            plain |= (df == jf) & (dr == jr)
        xy = self._xy(g, np.column_stack([a[plain], b[plain]]).ravel())
        lines = xy.reshape(-1, 4).tolist()
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLines([QLineF(*line) for line in lines])
        dashed = QPen(pen)
        dashed.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.save()
        painter.setClipRect(
            QRectF(g.x0, g.y0, g.side * cols, g.side * board.rows), Qt.ClipOperation.IntersectClip
        )
        for u, v in zip(a[~plain].tolist(), b[~plain].tolist(), strict=True):
            jump = self._wrapped_jump(u, v)
            if jump is None:
                continue
            (xu, yu), (xv, yv) = self._xy(g, np.array([u, v])).tolist()
            dx, dy = jump[0] * g.side, -jump[1] * g.side
            painter.drawLine(QLineF(xu, yu, xu + dx, yu + dy))
            painter.drawLine(QLineF(xv - dx, yv - dy, xv, yv))
        painter.restore()

    def _wrapped_jump(self, u: int, v: int) -> tuple[int, int] | None:
        board = self.board
        fu, ru = board.coords(u)
        fv, rv = board.coords(v)
        for jf, jr in board.jumps:
            f2, r2 = (fu + jf) % board.cols, ru + jr
            if board.wrap == "torus":
                r2 %= board.rows
            if (f2, r2) == (fv, rv):
                return jf, jr
        return None

    def draw_layer_gaps(self, painter: QPainter, g: Geometry) -> None:
        """On a 3D board, a band of the window's colour between the layers side by side."""
        layers = self.board.layers
        if layers < 2:
            return
        files = self.board.files
        pen = QPen(self.palette.window().color(), max(2.0, g.side * 0.18))
        painter.setPen(pen)
        for k in range(1, layers):
            x = g.x0 + k * files * g.side
            painter.drawLine(QPointF(x, g.y0), QPointF(x, g.y0 + self.board.rows * g.side))

    def draw_holes(self, painter: QPainter, g: Geometry) -> None:
        """A cross on each removed square."""
        if not self.board.removed or g.side < 8:
            return
        painter.setPen(QPen(QColor("#8a8a8a"), max(1.0, g.side * 0.05)))
        for square in sorted(self.board.removed):
            r = self.square_rect(g, square).adjusted(
                g.side * 0.25, g.side * 0.25, -g.side * 0.25, -g.side * 0.25
            )
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())

    def draw_retreats(self, painter: QPainter, g: Geometry) -> None:
        """A red cross on each square the search has just taken back."""
        if len(self.retreated) == 0 or g.side < 6 or len(self.retreated) > 5000:
            return
        painter.setPen(QPen(RETREAT, max(1.0, g.side * 0.06)))
        for square in self.retreated.tolist():
            r = self.square_rect(g, square).adjusted(
                g.side * 0.3, g.side * 0.3, -g.side * 0.3, -g.side * 0.3
            )
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())

    def draw_marks(self, painter: QPainter, g: Geometry) -> None:
        """A ring on each marked square (legal moves, a hint), with its text if any."""
        if not self.marks or g.side < 6:
            return
        font = QFont(self.font)
        font.setPixelSize(max(8, int(g.side * 0.22)))
        font.setItalic(True)
        painter.setFont(font)
        for square, (colour, text) in self.marks.items():
            rect = self.square_rect(g, square)
            fill = QColor(colour)
            fill.setAlpha(70)
            painter.setPen(QPen(colour, max(1.5, g.side * 0.07)))
            painter.setBrush(fill)
            inset = g.side * 0.14
            painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
            if text and g.side >= 16:
                # in the ring's colour, unlike the black move numbers of visited squares
                painter.setPen(colour.darker(170))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def draw_knight(self, painter: QPainter, g: Geometry, shown: np.ndarray) -> None:
        """The knight on the current square (the last one shown)."""
        renderer = knight_renderer() if self.knight else None
        if renderer is None or len(shown) == 0 or g.side < 10:
            return
        inset = g.side * 0.12
        rect = self.square_rect(g, int(shown[-1])).adjusted(inset, inset, -inset, -inset)
        size = renderer.defaultSize()
        # keep the glyph's own proportions, centred in the square
        scale = min(rect.width() / size.width(), rect.height() / size.height())
        w, h = size.width() * scale, size.height() * scale
        renderer.render(painter, QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h))

    def legend_entries(self) -> list[tuple[str, str]]:
        """(mark, meaning) of the marks a watched search draws."""
        return [("cross", "taken back"), ("start", "start"), ("current", "current square")]

    def draw_legend(self, painter: QPainter, g: Geometry, rect: QRectF) -> None:
        """While a search is watched, a small key to its marks in the view's bottom-right
        corner: the red crosses (moves taken back), the start and the current square."""
        self.legend_drawn = []
        if not self.live or g.side < 6:
            return
        font = QFont(self.font)
        font.setPixelSize(11)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        entries = self.legend_entries()
        width = sum(metrics.horizontalAdvance(text) + 26 for _, text in entries) + 6
        box = QRectF(rect.right() - width - 4, rect.bottom() - 22, width, 18)
        back = QColor(self.palette.window().color())
        back.setAlpha(225)
        painter.setPen(QPen(self.palette.mid().color(), 1))
        painter.setBrush(back)
        painter.drawRoundedRect(box, 4, 4)
        x, cy = box.left() + 6, box.center().y()
        for kind, text in entries:
            mark = QRectF(x, cy - 6, 12, 12)
            if kind == "cross":
                painter.setPen(QPen(RETREAT, 2))
                painter.drawLine(mark.topLeft(), mark.bottomRight())
                painter.drawLine(mark.topRight(), mark.bottomLeft())
            else:
                colour = START if kind == "start" else CURRENT
                fill = QColor(colour)
                fill.setAlpha(110)
                painter.setPen(QPen(colour.darker(130), 1.5))
                painter.setBrush(fill)
                painter.drawEllipse(mark)
            painter.setPen(self.palette.windowText().color())
            advance = metrics.horizontalAdvance(text)
            painter.drawText(
                QRectF(x + 16, box.top(), advance + 4, box.height()),
                Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            self.legend_drawn.append(text)
            x += advance + 26

    def draw_numbers(
        self, painter: QPainter, g: Geometry, shown: np.ndarray, visible: tuple[int, int, int, int]
    ) -> None:
        side = g.side
        if side < LOD_NUMBERS or len(shown) == 0:
            return
        index = self.visible_indices(visible)
        if len(index) > 700:
            return
        font = QFont(self.font)
        font.setPixelSize(int(side * 0.3 if len(shown) < 1000 else side * 0.24))
        font.setBold(True)
        painter.setFont(font)
        half = side * 0.22
        for i in index.tolist():
            square = int(shown[i])
            rect = self.square_rect(g, square)
            # a patch of the square's own colour keeps the number readable over the path
            colour = DARK if self.board.colour(square) == 0 else LIGHT
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
            painter.setPen(INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
