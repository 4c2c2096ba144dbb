"""BoardView: a board view that takes input: a click reports its square (a double click fits
the board), the wheel zooms, a drag pans, and on the keyboard the arrows move a square,
Enter acts on it and a square's name can be typed.  What it paints is BoardCanvas's
(board_canvas.py), what a screen reader hears SpokenBoard's (board_speech.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...core.board.board import BoardError
from .board_canvas import CHOSEN_RING, MIN_ZOOM, ONWARD_UP_TO
from .board_speech import SpokenBoard

__all__ = ["ARROWS", "CHOSEN_RING", "MIN_ZOOM", "ONWARD_UP_TO", "BoardView"]

#: the arrow keys and the step each takes the keyboard's square (files, ranks: up is up).
#: The keyboard's one rule: on a board that has the focus the arrow keys always move its
#: square; a tour is stepped with Ctrl+Left and Ctrl+Right (PlaybackBar), on the board too
ARROWS: dict[int, tuple[int, int]] = {
    int(Qt.Key.Key_Left.value): (-1, 0),
    int(Qt.Key.Key_Right.value): (1, 0),
    int(Qt.Key.Key_Up.value): (0, 1),
    int(Qt.Key.Key_Down.value): (0, -1),
}


class BoardView(SpokenBoard):
    """The board the tabs show.  The wheel zooms about the pointer, dragging pans, and
    fit_to_window (or a double click) shows the whole board again; a click without a drag
    reports its square.  With delay_clicks, a click is reported only once the double-click
    interval has passed without a second click, so a double click fits the view and never
    counts as a click; with every_click, each click is reported at once and a double click is
    two clicks (editing holes: quick clicks on squares a pixel apart were taken for double
    clicks, and lost).  Hovering names the square under the pointer (its tooltip, and
    squareHovered)."""

    squareClicked = Signal(int)
    activated = Signal()  # Enter or Return pressed on the view with no square at the cursor
    #: Enter on the keyboard's square (moved to with the arrow keys, or typed: c3 Enter)
    squareActivated = Signal(int)
    squareHovered = Signal(object)  # the square under the pointer, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._press: QPoint | None = None
        self._dragged = False
        self._double = False
        #: report a click only when no second click follows (see the class docstring)
        self.delay_clicks = False
        # every click reported at once, a double click as two (see the class docstring)
        self.every_click = False
        self._pending: int | None = None
        self._click_timer = QTimer(self)
        self._click_timer.setSingleShot(True)
        self._click_timer.timeout.connect(self._report_click)
        self._hovered: int | None = None
        self.setMouseTracking(True)
        # Tab reaches the board (its square cursor, Enter); a click takes the focus from a
        # field being edited, so the playback keys reach the window again
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(
            self.tr(
                "Click a square to find a tour from it; wheel to zoom, drag to pan, "
                "double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; "
                "or type a square's name (c3) and Enter"
            )
        )

    # the keyboard ------------------------------------------------------------------------
    def _step_cursor(self, df: int, dr: int) -> None:
        """Move the keyboard's square by (df, dr), from the square last shown (or chosen, or
        a1) when it has none yet: the first arrow key moves too, it does not only show."""
        b = self.board
        here = self.cursor_square
        if here is None:
            shown = self.path[: self.moves_shown]
            here = int(shown[-1]) if len(shown) else (self.selected or 0)
        rank, column = divmod(here, b.cols)
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
                if self.delay_clicks and not self.every_click:
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
            # the screen reader echoes the keys: the letters typed are shown, not said again
            self.typed += event.text().lower()
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
        if self.every_click:
            self.mousePressEvent(event)  # the second click of the pair is a click
            return
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

    def _hover(self, square: int | None) -> None:
        if square != self._hovered:
            self._hovered = square
            self.squareHovered.emit(square)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover(None)
        super().leaveEvent(event)
