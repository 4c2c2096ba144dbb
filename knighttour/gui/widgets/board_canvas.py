"""BoardCanvas: what a board view shows, and how it is painted (through BoardPainter),
zoomed and panned.  The keyboard's square and a name being typed are drawn here too; the
input that moves them is BoardView's (board_view.py), what a screen reader hears of them
SpokenBoard's (board_speech.py)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.board.board import Board
from ...core.board.magic import MagicSums, sums_so_far
from .board_painter import BoardPainter
from .painting.geometry import Geometry, clamped_centre, fit, square_at, square_rect, zoomed
from .painting.style import MAX_SQUARE, screen_style
from .painting.sums import MAX_SUMS_SIDE, draw_sums, sums_margins

#: the ring on the square chosen to solve from next
CHOSEN_RING = "#1565c0"
#: every board can be zoomed in at least this far
MIN_ZOOM = 3.0
#: Warnsdorff's numbers are shown on boards up to this many squares
ONWARD_UP_TO = 10_000


class BoardCanvas(QWidget):
    """A chessboard with file letters and rank numbers, a path as lines through square
    centres up to the playback cursor, move numbers on visited squares, the squares not yet
    reached dimmed, the start and the current square marked, and the squares a search has
    just taken back crossed out; zoomed about a point and panned."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = Board(8, 8)
        self.path = np.zeros(0, np.int64)
        self.moves_shown = 0
        self.retreated = np.zeros(0, np.int64)
        #: square -> (colour, text): rings drawn over the board (legal moves, hints)
        self.marks: dict[int, tuple[QColor, str]] = {}
        self.zoom = 1.0
        #: the board point (in squares from the top-left corner) at the widget's centre
        self.centre: tuple[float, float] | None = None
        self._cache: dict = {}
        #: a knight on the current square (the Explore tab); False draws the plain ring
        self.show_knight = False
        #: the path is a search being watched (its marks get a legend)
        self.live = False
        #: draw that legend (off where one legend serves several boards: the race)
        self.show_legend = True
        #: the square ringed as chosen (the next start): on screen only, never on paper
        self.selected: int | None = None
        #: the keyboard's square: moved by the arrow keys whenever the board has the focus
        self.cursor_square: int | None = None
        #: the keyboard's square is shown (the board was reached or used from the keyboard);
        #: a click hides it until the next arrow key
        self.keyboard = False
        #: a square's name being typed (c3, then Enter)
        self.typed = ""
        #: Warnsdorff's idea shown: each square the knight could go to next, with its
        #: number of onward moves (the rule goes where it is smallest)
        self.onward_hints = False
        #: the magic sums of the move numbers shown, written beside the board
        self.show_sums = False
        #: the sums written at the last paint (ranks, then files)
        self.sums_drawn: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    #: the side the view asks for (a race's lane asks for less: its lanes share the tab)
    preferred_side = 560

    def sizeHint(self) -> QSize:
        return QSize(self.preferred_side, self.preferred_side)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 160)

    def set_board(self, board: Board) -> None:
        """Show an empty board of a new size, fitted to the window."""
        self.board = board
        self.live = False
        self.path = np.zeros(0, np.int64)
        self.moves_shown = 0
        self.retreated = np.zeros(0, np.int64)
        self._cache = {}
        self.selected = None
        if self.cursor_square is not None and self.cursor_square >= board.size:
            self.cursor_square = None
        self.typed = ""
        self.fit_to_window()

    def set_path(self, path: np.ndarray, cursor: int | None = None, live: bool = False) -> None:
        """Show path up to cursor (all of it by default).  With live, the squares the old path
        had beyond what the new one shares are marked as taken back."""
        old = self.path
        self.live = live
        self.retreated = np.zeros(0, np.int64)
        if live and len(old):
            common = min(len(old), len(path))
            differ = np.flatnonzero(old[:common] != path[:common])
            keep = int(differ[0]) if len(differ) else common
            self.retreated = old[keep:].copy()
        self.path = path
        self.moves_shown = len(path) if cursor is None else max(0, min(int(cursor), len(path)))
        self.update()

    def set_marks(self, marks: dict[int, tuple[QColor, str]]) -> None:
        """Ring these squares (legal moves, a hint), each in its colour with its text."""
        self.marks = dict(marks)
        self.update()

    def set_selected(self, square: int | None) -> None:
        """Ring square as chosen (None: none); drawn on screen, never printed or exported."""
        if square != self.selected:
            self.selected = square
            self.update()

    def painter_for(
        self, palette: QPalette | None = None, moves: int | None = None
    ) -> BoardPainter:
        """A BoardPainter drawing what this view shows (its path up to moves squares, when
        given, instead of as far as shown)."""
        painter = BoardPainter(
            self.board,
            self.path,
            self.moves_shown if moves is None else min(moves, len(self.path)),
            self.retreated,
            palette or self.palette(),
            self.font(),
            self._cache,
            self.marks,
            screen_style(palette or self.palette()),
        )
        painter.knight, painter.live = self.show_knight, self.live
        painter.legend = self.show_legend
        return painter

    # zoom and pan ------------------------------------------------------------------------

    def fit_to_window(self) -> None:
        """Show the whole board."""
        self.zoom = 1.0
        self.centre = None
        self.update()

    def max_zoom(self) -> float:
        """The most zoom: squares MAX_SQUARE pixels wide, and at least MIN_ZOOM times the
        fitted size (a small board can be looked at closely too)."""
        base = fit(self.board, self.board_area()).side
        return max(MIN_ZOOM, MAX_SQUARE / max(base, 1e-9))

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by factor keeping the board point under anchor (default: the centre) still."""
        rect = self.board_area()
        anchor = anchor or rect.center()
        g = self.geometry_now()
        bx, by = (anchor.x() - g.x0) / g.side, (anchor.y() - g.y0) / g.side
        self.zoom = min(max(1.0, self.zoom * factor), self.max_zoom())
        side = fit(self.board, rect).side * self.zoom
        # choose the centre so that (bx, by) stays under the anchor
        cx = bx + (rect.center().x() - anchor.x()) / side
        cy = by + (rect.center().y() - anchor.y()) / side
        self.centre = (cx, cy)
        if self.zoom == 1.0:
            self.centre = None
        self.update()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) pixels."""
        g = self.geometry_now()
        cx, cy = clamped_centre(self.board, self.centre)
        self.centre = (cx - dx / g.side, cy - dy / g.side)
        self.update()

    def geometry_now(self) -> Geometry:
        """Where the board sits in the widget now, zoom and pan included."""
        return zoomed(self.board, self.board_area(), self.zoom, self.centre)

    # magic sums ----------------------------------------------------------------------------

    def sums(self) -> MagicSums | None:
        """The sums of the move numbers shown, by rank and by file, while they are asked
        for (show_sums) on a board that has them and fits them beside it; else None."""
        board = self.board
        if not self.show_sums or max(board.rows, board.cols) > MAX_SUMS_SIDE:
            return None
        return sums_so_far(board, self.path[: self.moves_shown])

    def set_show_sums(self, on: bool) -> None:
        """Write (or stop writing) the magic sums beside the board."""
        self.show_sums = on
        self.update()

    def board_area(self) -> QRectF:
        """The part of the widget the board and its labels are fitted in: all of it, less
        the room of the magic sums while they are shown."""
        rect = QRectF(self.contentsRect())
        if self.sums() is None:
            return rect
        right, bottom = sums_margins(self.board, self.font())
        return rect.adjusted(0, 0, -right, -bottom)

    def square_rect(self, square: int) -> QRectF:
        """The rectangle a square occupies in widget coordinates."""
        return square_rect(self.board, self.geometry_now(), square)

    def square_at(self, point: QPointF) -> int | None:
        """The square under a widget point, or None."""
        return square_at(self.board, self.geometry_now(), point)

    # painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            g = self.geometry_now()
            board_painter = self.painter_for()
            board_painter.sliced = True
            board_painter.paint(painter, QRectF(self.contentsRect()), g)
            if board_painter.more_to_draw:  # a picture of millions of squares, a slice a paint
                QTimer.singleShot(0, self.update)
            self._draw_screen_marks(painter)
            sums = self.sums()
            self.sums_drawn = (
                draw_sums(painter, g, self.board, sums, self.font(), self.palette())
                if sums is not None and g.labels
                else []
            )

    def onward_counts(self) -> dict[int, int]:
        """Each square the knight could go to next from the last square shown, with how
        many unvisited squares it could go on to from there (Warnsdorff's numbers)."""
        shown = self.path[: self.moves_shown]
        if not len(shown) or self.board.size > ONWARD_UP_TO:
            return {}
        visited = set(shown.tolist())
        here = int(shown[-1])
        counts = {}
        for square in self.board.moves_from(here):
            if square not in visited:
                counts[square] = sum(
                    1 for w in self.board.moves_from(square) if w not in visited and w != square
                )
        return counts

    def _draw_onward(self, painter: QPainter) -> None:
        counts = self.onward_counts()
        if not counts:
            return
        g = self.geometry_now()
        if g.side < 14:
            return
        fewest = min(counts.values())
        font = painter.font()
        font.setPixelSize(max(9, int(g.side * 0.28)))
        font.setBold(True)
        painter.setFont(font)
        for square, n in counts.items():
            r = self.square_rect(square)
            badge = QRectF(
                r.right() - r.width() * 0.46, r.top() + 2, r.width() * 0.42, r.width() * 0.36
            )
            best = n == fewest
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#00796b") if best else QColor("#546e7a"))
            painter.drawRoundedRect(badge, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))

    def _draw_screen_marks(self, painter: QPainter) -> None:
        """What only the screen shows: Warnsdorff's numbers when asked, the chosen square's
        ring, and with the focus a ring round the board, the keyboard's square and the name
        being typed."""
        palette = self.palette()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.onward_hints:
            self._draw_onward(painter)
        if self.selected is not None and self.selected < self.board.size:
            r = self.square_rect(self.selected)
            painter.setPen(QPen(QColor(CHOSEN_RING), max(2.0, r.width() * 0.08)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(
                r.adjusted(r.width() * 0.1, r.width() * 0.1, -r.width() * 0.1, -r.width() * 0.1)
            )
        if not self.hasFocus():
            return
        highlight = palette.color(QPalette.ColorRole.Highlight)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(highlight, 2, Qt.PenStyle.DashLine))
        painter.drawRect(QRectF(self.contentsRect()).adjusted(1, 1, -1, -1))
        if self.keyboard and self.cursor_square is not None:
            r = self.square_rect(self.cursor_square)
            painter.setPen(QPen(highlight, max(3.0, r.width() * 0.1)))
            painter.drawRect(r.adjusted(2, 2, -2, -2))
        if self.typed:
            font = painter.font()
            font.setPointSizeF(font.pointSizeF() * 1.5)
            painter.setFont(font)
            box = QRectF(8, 8, painter.fontMetrics().horizontalAdvance(self.typed) + 24, 40)
            painter.setPen(QPen(highlight, 2))
            painter.setBrush(palette.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.typed)
