"""BoardView: paints a board with a path on it (through BoardPainter), zooms and pans, and
reports which square was clicked."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...core.board.board import Board
from .board_painter import BoardPainter
from .painting.geometry import Geometry, clamped_centre, fit, square_at, square_rect, zoomed
from .painting.style import MAX_SQUARE


class BoardView(QWidget):
    """A chessboard with file letters and rank numbers, a path as a polyline through square
    centres up to the playback cursor, move numbers on visited squares, the squares not yet
    reached dimmed, the start and the current square marked, and the squares a search has
    just taken back crossed out.

    The wheel zooms about the pointer, dragging pans, and fit_to_window (or a double click)
    shows the whole board again; a click without a drag reports its square.  With
    delay_clicks, a click is reported only once the double-click interval has passed without
    a second click, so a double click fits the view and never counts as a click.  Hovering
    names the square under the pointer (its tooltip, and squareHovered).
    """

    squareClicked = Signal(int)
    activated = Signal()  # Enter or Return pressed on the view
    squareHovered = Signal(object)  # the square under the pointer, or None

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
        self._press: QPoint | None = None
        self._dragged = False
        self._double = False
        #: report a click only when no second click follows (see the class docstring)
        self.delay_clicks = False
        self._pending: int | None = None
        self._click_timer = QTimer(self)
        self._click_timer.setSingleShot(True)
        self._click_timer.timeout.connect(self._report_click)
        self._hovered: int | None = None
        #: a knight on the current square (the Explore tab); False draws the plain ring
        self.show_knight = False
        #: the path is a search being watched (its marks get a legend)
        self.live = False
        #: draw that legend (off where one legend serves several boards: the race)
        self.show_legend = True
        self.setMouseTracking(True)
        # a click on the board takes the focus from a field being edited, so the playback
        # keys reach the window again
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(
            "Click a square to find a tour from it; wheel to zoom, drag to pan, double-click to fit"
        )

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

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
        """The most zoom: squares MAX_SQUARE pixels wide (and never less than fitted)."""
        base = fit(self.board, QRectF(self.contentsRect())).side
        return max(1.0, MAX_SQUARE / base)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by factor keeping the board point under anchor (default: the centre) still."""
        rect = QRectF(self.contentsRect())
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
        return zoomed(self.board, QRectF(self.contentsRect()), self.zoom, self.centre)

    def square_rect(self, square: int) -> QRectF:
        """The rectangle a square occupies in widget coordinates."""
        return square_rect(self.board, self.geometry_now(), square)

    def square_at(self, point: QPointF) -> int | None:
        """The square under a widget point, or None."""
        return square_at(self.board, self.geometry_now(), point)

    # events ------------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.25**steps, event.position())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._dragged = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._hover(self.square_at(event.position()))
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            now = event.position().toPoint()
            delta = now - self._press
            if (self._dragged or delta.manhattanLength() > 6) and self.zoom > 1.0:
                self._dragged = True
                self.pan_by(delta.x(), delta.y())
                self._press = now
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            dragged, self._press, self._dragged = self._dragged, None, False
            square = self.square_at(event.position())
            if square is not None and not dragged and not self._double:
                if self.delay_clicks:
                    self._pending = square
                    self._click_timer.start(QGuiApplication.styleHints().mouseDoubleClickInterval())
                else:
                    self.squareClicked.emit(square)
            self._double = False
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated.emit()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # the first click of the pair is forgotten, and the release of the second is no click
        self._click_timer.stop()
        self._pending = None
        self._double = True
        self.fit_to_window()
        super().mouseDoubleClickEvent(event)

    def _report_click(self) -> None:
        square, self._pending = self._pending, None
        if square is not None and square < self.board.size:
            self.squareClicked.emit(square)

    def hideEvent(self, event) -> None:
        self._click_timer.stop()
        self._pending = None
        super().hideEvent(event)

    # hovering ----------------------------------------------------------------------------
    def square_text(self, square: int) -> str:
        """The square's name, and its move number if the path shown visits it."""
        text = self.board.name(square)
        if len(self.path) and self.moves_shown:
            hits = np.flatnonzero(self.path[: self.moves_shown] == square)
            if len(hits):
                text += f": move {int(hits[0]) + 1:,}"
        return text

    def _hover(self, square: int | None) -> None:
        if square != self._hovered:
            self._hovered = square
            self.squareHovered.emit(square)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover(None)
        super().leaveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(QPointF(event.pos()))
            if square is None:
                QToolTip.showText(event.globalPos(), self.toolTip(), self)
            else:
                QToolTip.showText(event.globalPos(), self.square_text(square), self)
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as painter:
            self.painter_for().paint(painter, QRectF(self.contentsRect()), self.geometry_now())
