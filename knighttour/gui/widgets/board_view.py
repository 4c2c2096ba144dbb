"""BoardView: paints a board with a path on it (through BoardPainter), zooms and pans, and
reports which square was clicked."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...core.board.board import Board, BoardError
from ...core.board.magic import MagicSums, sums_so_far
from ..announce import announce_now
from ..i18n import number
from .board_painter import BoardPainter
from .painting.geometry import Geometry, clamped_centre, fit, square_at, square_rect, zoomed
from .painting.style import MAX_SQUARE, screen_style
from .painting.sums import MAX_SUMS_SIDE, draw_sums, sums_margins

#: the arrow keys and the step each takes the keyboard's square (files, ranks: up is up).
#: The keyboard's one rule: on a board that has the focus the arrow keys always move its
#: square; a tour is stepped with Ctrl+Left and Ctrl+Right (PlaybackBar), on the board too
ARROWS: dict[int, tuple[int, int]] = {
    int(Qt.Key.Key_Left.value): (-1, 0),
    int(Qt.Key.Key_Right.value): (1, 0),
    int(Qt.Key.Key_Up.value): (0, 1),
    int(Qt.Key.Key_Down.value): (0, -1),
}
#: the ring on the square chosen to solve from next
CHOSEN_RING = "#1565c0"
#: every board can be zoomed in at least this far
MIN_ZOOM = 3.0
#: Warnsdorff's numbers are shown on boards up to this many squares
ONWARD_UP_TO = 10_000


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
    activated = Signal()  # Enter or Return pressed on the view with no square at the cursor
    #: Enter on the keyboard's square (moved to with the arrow keys, or typed: c3 Enter)
    squareActivated = Signal(int)
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
        #: the keys that step the tour shown, said with the board's own (the Explore tab's)
        self.tour_keys = ""
        #: what a screen reader hears of a square (the tab says more: legal moves, ...)
        self.describe: Callable[[int], str] = self.square_text
        #: what was announced, newest last (a screen reader hears each as it comes)
        self.announcements: list[str] = []
        self.setMouseTracking(True)
        # Tab reaches the board (its square cursor, Enter); a click takes the focus from a
        # field being edited, so the playback keys reach the window again
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(
            self.tr(
                "Click a square to find a tour from it; wheel to zoom, drag to pan, "
                "double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; "
                "or type a square's name (c3) and Enter"
            )
        )
        self.setAccessibleName(self.tr("Board"))
        self._describe_board()

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
        self._describe_board()
        self._rename_cursor()
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
        if self.show_sums:
            self._describe_board()
        self._rename_cursor()
        self.update()

    def _rename_cursor(self) -> None:
        """The board's accessible name: the keyboard's square as the path shown now has it
        (never as a tour replaced had it), or "Board"."""
        square = self.cursor_square
        text = self.describe(square) if square is not None and square < self.board.size else ""
        text = text or self.tr("Board")
        if text != self.accessibleName():
            self.setAccessibleName(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def set_marks(self, marks: dict[int, tuple[QColor, str]]) -> None:
        """Ring these squares (legal moves, a hint), each in its colour with its text."""
        self.marks = dict(marks)
        self.update()

    def set_selected(self, square: int | None) -> None:
        """Ring square as chosen (None: none); drawn on screen, never printed or exported."""
        if square != self.selected:
            self.selected = square
            self.update()

    # the keyboard and screen readers -----------------------------------------------------
    def _describe_board(self) -> None:
        b = self.board
        if b.layers > 1:
            size = self.tr("{layers} layers of {rows} by {cols}").format(
                layers=number(b.layers), rows=number(b.rows), cols=number(b.files)
            )
        else:
            size = self.tr("{rows} rows by {cols} columns").format(
                rows=number(b.rows), cols=number(b.cols)
            )
        said = self.tr(
            "A board of {size}. Arrow keys move from square to square, Enter acts on the "
            "square; or type a square's name, such as c3, and press Enter."
        ).format(size=size)
        if self.tour_keys:
            said += " " + self.tour_keys
        sums = self.sums()
        if sums is not None:
            said += " " + self.tr(
                "Sums of the move numbers shown: ranks 1 up, {ranks}; files a on, {files}."
            ).format(
                ranks=", ".join(number(v) for v in sums.ranks),
                files=", ".join(number(v) for v in sums.files),
            )
        self.setAccessibleDescription(said)

    def set_tour_keys(self, said: str) -> None:
        """Say, in the tooltip and to a screen reader, which keys step the tour shown."""
        self.tour_keys = said
        self.setToolTip(self.toolTip() + "\n" + said)
        self._describe_board()

    def announce(self, text: str) -> None:
        """Say text to a screen reader now (and keep it in announcements)."""
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-50]
        announce_now(self, text)

    def move_cursor(self, square: int | None, say: bool = True) -> None:
        """Put the keyboard's square on square (None: take it away), and say what is there."""
        self.cursor_square = square
        text = "" if square is None else self.describe(square)
        self.setAccessibleName(text or self.tr("Board"))
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        if say and text:
            self.announce(text)
        self.update()

    def _step_cursor(self, df: int, dr: int) -> None:
        b = self.board
        if self.cursor_square is None:
            shown = self.path[: self.moves_shown]
            start = int(shown[-1]) if len(shown) else (self.selected or 0)
            self.move_cursor(start)
            return
        rank, column = divmod(self.cursor_square, b.cols)
        column = min(max(column + df, 0), b.cols - 1)
        rank = min(max(rank + dr, 0), b.rows - 1)
        self.move_cursor(rank * b.cols + column)

    def _typed_square(self) -> int | None:
        """The square named by what was typed (None, with a word said, if it names none)."""
        text, self.typed = self.typed, ""
        try:
            return self.board.parse_square(text)
        except BoardError as exc:
            self.announce(self.tr("{typed}: {why}").format(typed=text, why=exc))
            self.update()
            return None

    def _keyboard_keys(self, event: QKeyEvent) -> bool:
        """The keys the board takes while it has the focus: the arrows (always: with
        Ctrl they are the playback's), a square's name being typed, Enter and Backspace."""
        key, text = event.key(), event.text()
        if event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        if key in ARROWS:
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return True
        if self.typed and key in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
            return True
        return bool(text) and text.isalnum() and text.isascii() and len(self.typed) < 8

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
        self._describe_board()
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
            self.keyboard = False  # the square is hidden until an arrow key is pressed
            self.typed = ""
            square = self.square_at(event.position())
            if square is not None:
                self.move_cursor(square, say=False)
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

    def event(self, event: QEvent) -> bool:
        override = event.type() == QEvent.Type.ShortcutOverride
        if override and isinstance(event, QKeyEvent) and self._keyboard_keys(event):
            event.accept()  # the board takes it before the window's shortcuts do
            return True
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(QPointF(event.pos()))
            if square is None:
                QToolTip.showText(event.globalPos(), self.toolTip(), self)
            else:
                QToolTip.showText(event.globalPos(), self.square_text(square), self)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not self._keyboard_keys(event):
            super().keyPressEvent(event)
            return
        if key in ARROWS:
            self.keyboard = True
            self._step_cursor(*ARROWS[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.typed:
                square = self._typed_square()
                if square is None:
                    return
                self.keyboard = True
                # said by what Enter does (the run's answer, the move): never the square as
                # the tour about to be replaced has it
                self.move_cursor(square, say=False)
            if self.cursor_square is not None and self.keyboard:
                self.squareActivated.emit(self.cursor_square)
            else:
                self.activated.emit()
        elif key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
        elif key == Qt.Key.Key_Escape:
            self.typed = ""
        else:
            self.typed += event.text().lower()
            self.announce(self.typed)
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        if event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        ):
            self.show_cursor()
        super().focusInEvent(event)

    def show_cursor(self) -> None:
        """The keyboard has the board: its square is shown (and said), the arrows move it."""
        self.keyboard = True
        if self.cursor_square is None:
            self._step_cursor(0, 0)
        else:
            self.move_cursor(self.cursor_square)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.typed = ""
        super().focusOutEvent(event)

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
        """The square's name, and its move number if the path shown visits it (a hole, or
        not visited yet, said so)."""
        name = self.board.name(square)
        if square in self.board.removed:
            return self.tr("{square}, a hole").format(square=name)
        if len(self.path) and self.moves_shown:
            hits = np.flatnonzero(self.path[: self.moves_shown] == square)
            if len(hits):
                return self.tr("{square}, move {n}").format(square=name, n=number(int(hits[0]) + 1))
            return self.tr("{square}, not visited").format(square=name)
        return name

    def _hover(self, square: int | None) -> None:
        if square != self._hovered:
            self._hovered = square
            self.squareHovered.emit(square)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover(None)
        super().leaveEvent(event)

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
