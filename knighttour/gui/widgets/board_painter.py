"""BoardPainter: draws a board, a path, numbers and marks on any QPainter (the board view
and the PNG / SVG export share it), level of detail by square size.  The drawing itself is
done by the modules of painting/, one concern each; BoardPainter puts them in order."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette

from ...core.board.board import Board
from .painting import pictures
from .painting.geometry import Geometry, Visible, fit, square_rect, visible_range
from .painting.labels import draw_edge_labels, draw_labels, draw_layer_gaps, layer_names
from .painting.marks import (
    LEGEND,
    LEGEND_GAP,
    LEGEND_HEIGHT,
    draw_holes,
    draw_knight,
    draw_legend,
    draw_marks,
    draw_retreats,
    legend_width,
)
from .painting.path import PathPainter, closing_move
from .painting.style import (
    LOD_NUMBERS,
    LOD_PICTURE,
    PRINT,
    VECTOR_IN_VIEW,
    BoardStyle,
    print_palette,
)

#: boards up to this many squares are drawn square by square in an SVG drawing
VECTOR_SQUARES = 40_000


def detailed(g: Geometry, visible: Visible) -> bool:
    """Whether the squares in view are drawn one by one, the path as lines: squares of
    LOD_PICTURE pixels or more, and at most VECTOR_IN_VIEW of them (else the path is a picture
    coloured by move number), so that a paint costs at most so much at any window size."""
    f0, f1, r0, r1 = visible
    return g.side >= LOD_PICTURE and (f1 - f0 + 1) * (r1 - r0 + 1) <= VECTOR_IN_VIEW


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
        style: BoardStyle | None = None,
    ) -> None:
        self.board, self.path, self.cursor = board, path, cursor
        self.retreated, self.palette, self.font = retreated, palette, font
        self.cache = {} if cache is None else cache
        self.marks = marks or {}
        #: draw a knight on the current square (the Explore tab's playback and watch)
        self.knight = False
        #: hand the painter copies of the pictures (it keeps them: a print preview)
        self.detached = False
        #: draw the squares as shapes, not as a picture (an SVG drawing), where they are few
        self.vector = False
        #: a search is being watched: its marks get a legend
        self.live = False
        #: draw the legend of a watched search's marks (off where one legend serves many)
        self.legend = True
        #: the texts of the legend drawn, after paint (empty when there is none)
        self.legend_drawn: list[str] = []
        #: the coordinate labels drawn along the edges of a zoomed view, after paint
        self.edge_labels_drawn: list[str] = []
        #: on screen: a picture repaints a slice of its squares a paint (a tour of millions of
        #: squares is filled in over several paints); off (a page, a file): all at once
        self.sliced = False
        #: after paint: a picture was left part-made (sliced): paint again
        self.more_to_draw = False
        self._tour = PathPainter(board, path, cursor, self.cache, style)

    @property
    def style(self) -> BoardStyle:
        """The colours the board is drawn in."""
        return self._tour.style

    def use_ink_light(self) -> None:
        """White and light grey squares with dark numbers and labels on white, and no
        knight over a number: the style of pictures and print, whatever the screen's."""
        self.knight = False
        self._tour.style = PRINT
        self.palette = print_palette()

    @property
    def closing_drawn(self) -> QLineF | None:
        """The closing move of a closed tour as drawn (a QLineF), after paint; else None."""
        return self._tour.closing_drawn

    @property
    def between_layers_drawn(self) -> list[QLineF]:
        """The moves between layers of a 3D board as drawn (QLineFs), after paint."""
        return self._tour.between_layers_drawn

    def paint(self, painter: QPainter, rect: QRectF, g: Geometry | None = None) -> None:
        """Draw into rect, fitted, or placed by g (zoomed and panned)."""
        g = g or fit(self.board, rect)
        self.more_to_draw = False
        board, font, palette = self.board, self.font, self.palette
        painter.save()
        painter.setClipRect(rect)
        shown = self.path[: self.cursor]
        visible = self.visible_range(g, rect)
        detail = detailed(g, visible)
        self._draw_pictures(painter, g, visible, shown, detail)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_layer_gaps(painter, g, board, palette)
        if g.labels:
            draw_labels(painter, g, board, font, palette)
        if detail:
            draw_holes(painter, g, board)
            self._tour.draw(painter, g, visible)
            draw_retreats(painter, g, board, self.retreated)
            self._tour.draw_numbers(painter, g, visible, font)
            draw_marks(painter, g, board, self.marks, font)
            if self.knight and len(shown):
                numbered = g.side >= LOD_NUMBERS and self._tour.numbers_drawn > 0
                draw_knight(painter, g, board, int(shown[-1]), beside_number=numbered)
        if not g.labels:
            self.edge_labels_drawn = draw_edge_labels(
                painter, g, rect, visible, board, font, palette
            )
        self.legend_drawn = []
        if self.live and self.legend and g.side >= 6:
            # while a search is watched, a key to its marks, clear of the labels
            entries = self.legend_entries()
            corner = legend_corner(board, g, rect, legend_width(entries, font))
            self.legend_drawn = draw_legend(painter, corner, entries, font, palette)
        painter.restore()

    def _draw_pictures(
        self, painter: QPainter, g: Geometry, visible: Visible, shown: np.ndarray, detail: bool
    ) -> None:
        """The pictures of one pixel a square, scaled: only the part of each that shows."""
        f0, f1, r0, r1 = visible
        top_row = self.board.rows - 1 - r1
        source = QRectF(f0, top_row, f1 - f0 + 1, r1 - r0 + 1)
        target = QRectF(
            g.x0 + f0 * g.side,
            g.y0 + top_row * g.side,
            (f1 - f0 + 1) * g.side,
            (r1 - r0 + 1) * g.side,
        )
        if self.vector and detail and self.board.size <= VECTOR_SQUARES:
            self._draw_squares(painter, g, shown)
            return
        if detail:
            images = [self.checker_picture()] + ([self.dim_picture(shown)] if len(shown) else [])
        elif g.side < 1.0:
            # squares under a pixel: their checker scaled down is drawn one square in several,
            # whose colours made a false board of a dozen large squares a side (a thousand
            # files 380 pixels wide); their blend is what the eye would see
            painter.fillRect(target, blend(pictures.ORDER_DARK, pictures.ORDER_LIGHT))
            images = [self.order_picture(shown)]
        else:
            images = [self.order_squares_picture(), self.order_picture(shown)]
        for picture in images:
            # a recording device (a print preview) keeps the image to draw it later: it gets a
            # copy, not a picture sharing the cache's memory
            painter.drawImage(target, picture.copy() if self.detached else picture, source)

    def _draw_squares(self, painter: QPainter, g: Geometry, shown: np.ndarray) -> None:
        """Each square as a rectangle of its colour (a drawing's vectors), the squares not
        reached yet veiled, holes grey."""
        board, style = self.board, self.style
        reached = np.zeros(board.size, dtype=bool)
        reached[shown] = True
        for square in board.live_squares().tolist():
            rect = square_rect(board, g, square)
            colour = style.dark if board.colour(square) == 0 else style.light
            painter.fillRect(rect, colour)
            if len(shown) and not reached[square]:
                painter.fillRect(rect, style.dim)
        for square in sorted(board.holes):
            painter.fillRect(square_rect(board, g, square), QColor("#8a8a8a"))

    # pictures of one pixel a square (painting/pictures.py) -----------------------------------
    def checker_picture(self) -> QImage:
        """The board's squares in their two colours, holes grey."""
        picture, done = pictures.checker_picture(
            self.board, self.cache, self.style.dark, self.style.light, self._budget()
        )
        self.more_to_draw |= not done
        return picture

    def _budget(self) -> pictures.TurnBudget | None:
        """The squares a picture may repaint in this paint: on screen what is left of the
        budget every view shares in a turn of the event loop (the rest in the next paints,
        more_to_draw), all of them for a page or a file."""
        return pictures.ON_SCREEN if self.sliced else None

    def dim_picture(self, shown: np.ndarray) -> QImage:
        """A veil over the squares the path shown has not reached yet."""
        picture, done = pictures.dim_picture(
            self.board, self.path, self.cursor, self.cache, self.style.dim, self._budget()
        )
        self.more_to_draw |= not done
        return picture

    def order_squares_picture(self) -> QImage:
        """The squares under the order picture, lighter than the board's, holes grey."""
        picture, done = pictures.order_squares_picture(self.board, self.cache, self._budget())
        self.more_to_draw |= not done
        return picture

    def order_picture(self, shown: np.ndarray) -> QImage:
        """Visited squares coloured from blue (first move) to red (last move of the tour),
        the rest plain."""
        picture, done = pictures.order_picture(
            self.board, self.path, self.cursor, self.cache, self._budget()
        )
        self.more_to_draw |= not done
        return picture

    # geometry (painting/geometry.py) ---------------------------------------------------------
    def square_rect(self, g: Geometry, square: int) -> QRectF:
        """The rectangle a square occupies when the board is placed by g."""
        return square_rect(self.board, g, square)

    def visible_range(self, g: Geometry, rect: QRectF) -> Visible:
        """(first file, last file, first rank, last rank) that show in rect."""
        return visible_range(self.board, g, rect)

    def order(self) -> np.ndarray:
        """order[square] = its index in the path, or the path's length if it is not on it."""
        return pictures.order_index(self.board, self.path, self.cache)

    def visible_indices(self, visible: Visible) -> np.ndarray:
        """Path indices (below the cursor) of the squares in view, in path order."""
        return self._tour.visible_indices(visible)

    # what is drawn ---------------------------------------------------------------------------
    def closing_move(self) -> tuple[int, int] | None:
        """(last square, first square) when the whole of a closed tour is shown, else None."""
        return closing_move(self.board, self.path, self.cursor)

    def layer_names(self) -> list[str]:
        """'layer 1', 'layer 2', ...: the names written above a 3D board's layers."""
        return layer_names(self.board)

    def legend_entries(self) -> list[tuple[str, str]]:
        """(mark, meaning) of the marks a watched search draws."""
        return list(LEGEND)


def legend_corner(board: Board, g: Geometry, rect: QRectF, width: float) -> QRectF:
    """A rectangle whose bottom-right corner is where the legend (width wide) goes: beside
    the board's bottom rank when there is room right of the rank labels, else below the file
    labels, else in the board's own bottom-right corner, never over a label.  Zoomed in (the
    labels along the view's top and left edges), the view's bottom-right corner."""
    if not g.labels or board.layers > 1:
        return rect
    margin = 22.0  # the labels' band round the board (geometry.fit)
    right, bottom = g.x0 + board.cols * g.side, g.y0 + board.rows * g.side
    need = width + 2 * LEGEND_GAP
    if rect.right() - (right + margin) >= need:
        return QRectF(rect.topLeft(), QPointF(right + margin + need, bottom + LEGEND_GAP))
    if rect.bottom() - (bottom + margin) >= LEGEND_HEIGHT + 2 * LEGEND_GAP:
        return rect
    return QRectF(QPointF(g.x0, g.y0), QPointF(right, bottom - LEGEND_GAP))


def blend(a: QColor, b: QColor) -> QColor:
    """The colour half way between a and b."""
    return QColor(
        (a.red() + b.red()) // 2, (a.green() + b.green()) // 2, (a.blue() + b.blue()) // 2
    )
