"""ExplorePanel: the Explore tab (the board, the playback bar, the run's choices and counters)
over a KnightTourModel."""

from __future__ import annotations

import time

import numpy as np
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import Board
from ...core.solve.search import RUNNING
from .. import export
from ..icons import icon
from ..snapshot import Snapshot
from ..widgets.board_view import BoardView
from ..widgets.playback import PlaybackBar
from .controls import RunControls
from .model import PREPARING, SPEEDS, KnightTourModel

#: the ring on the start square of a run that ended with no path to show
NO_PATH_RING = "#c62828"
#: the counters before any run
IDLE_TEXT = "Click a square to start."


def counters_text(snap: Snapshot, wall: float | None = None, paced: bool = False) -> str:
    """The counters of a run, always the same six lines: the path drawn, the search's own
    counts, its own time and speed, and the wall time watched with the pace shown on screen
    (a paced watch shows a few moves a second of a search that takes milliseconds)."""
    squares = len(snap.path)
    rate = f"{snap.moves_per_second:,.0f} moves/s" if snap.seconds > 0 else "– moves/s"
    if wall is None:
        watched = "Wall clock: –"
    elif paced and wall > 0:
        pace = snap.steps / wall
        shown = f"{pace:,.0f}" if pace >= 100 else f"{pace:,.1f}"
        watched = f"Watched: {wall:,.1f} s, {shown} moves/s shown"
    else:
        watched = f"Wall clock: {wall:,.2f} s"
    solution = f"Solution {snap.solutions:,}" if snap.solutions > 1 else ""
    return (
        f"Path: {squares:,} of {snap.squares:,} squares (deepest {snap.max_depth:,})\n"
        f"Steps: {snap.steps:,}, backtracks: {snap.backtracks:,}\n"
        f"Search's own time: {snap.seconds:,.3f} s\n"
        f"Search's own speed: {rate}\n"
        f"{watched}\n{solution}"
    )


class ExplorePanel(QWidget):
    """Click a square and see a tour: the board view and playback bar on the left, the run's
    choices, its counters, Stop and Next solution on the right.  It draws what the model's
    signals carry and hands clicks and choices to the model."""

    message = Signal(str)  # for the window's status bar
    actionsChanged = Signal()  # what the window's menus may do has changed

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.snapshot: Snapshot | None = None
        self.running = False
        self.view = BoardView()
        self.view.delay_clicks = True  # a double click fits the view, and never solves
        self.view.show_knight = True
        self.view.squareClicked.connect(self._square_clicked)
        self.playback = PlaybackBar(model)
        self.controls = RunControls(model)
        self.controls.message.connect(self.message)
        self.controls.problemChanged.connect(self._problem_changed)
        #: the answer about the board, in full where the eye is: under the board
        self.answer = QLabel(wordWrap=True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer.setFrameShape(QFrame.Shape.StyledPanel)
        self.answer.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.answer.setMargin(6)
        self.answer.setObjectName("answer")
        self.answer.hide()
        self.progress = QProgressBar()
        self.progress.setToolTip("Squares on the current path")
        self.counters = QLabel(IDLE_TEXT)
        self.counters.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.counters.setToolTip(
            "The search's own time and speed count only its work; "
            "'Watched' is the time on the clock since the run started, "
            "and the pace at which its moves were shown"
        )
        # six lines always: the counters never change the panel's height
        self.counters.setMinimumHeight(self.counters.fontMetrics().lineSpacing() * 6 + 4)
        self.counters.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._run_started: float | None = None
        self._run_ended: float | None = None
        self._paced = False
        self.stop_button = QPushButton(icon("stop"), "Stop")
        self.stop_button.setToolTip("Stop the search (Esc)")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.model.stop)
        self.next_button = QPushButton(icon("next"), "Next solution")
        self.next_button.setToolTip("Continue the exact search to the next different tour (Ctrl+N)")
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self.next_solution)

        # the form and the solver's description scroll when the window is short, so no
        # field is ever squeezed below its own height
        self.form_area = QScrollArea()
        self.form_area.setWidget(self.controls)
        self.form_area.setWidgetResizable(True)
        self.form_area.setFrameShape(QFrame.Shape.NoFrame)
        self.form_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form_area.setMinimumWidth(
            self.controls.minimumSizeHint().width()
            + self.form_area.verticalScrollBar().sizeHint().width()
        )
        self.form_area.setMinimumHeight(120)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.form_area, 1)
        side.addWidget(self.counters)
        side.addWidget(self.progress)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.next_button)
        side.addLayout(buttons)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(380)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.answer)
        left.addWidget(self.playback)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(panel)

        model.boardChanged.connect(self._board_changed)
        model.snapshotChanged.connect(self._snapshot_changed)
        model.cursorChanged.connect(self._cursor_changed)
        model.runningChanged.connect(self._running_changed)
        model.answerChanged.connect(self.show_answer)
        self._board_changed(model.board)

    @property
    def has_path(self) -> bool:
        """True when a finished run's path (or an opened tour) is on the board."""
        return self.snapshot is not None and len(self.snapshot.path) > 0 and not self.running

    # model -> view -----------------------------------------------------------------------
    @Slot(object)
    def _board_changed(self, board: Board) -> None:
        self.controls.show_board(board)
        self.view.set_board(board)
        self.progress.setRange(0, board.squares)
        self._show_progress(0)

    def _show_progress(self, squares: int) -> None:
        self.progress.setValue(squares)
        self.progress.setFormat(f"{squares:,} of {self.progress.maximum():,} squares")

    @Slot(str)
    def show_answer(self, text: str) -> None:
        """Show the answer about the board under it, in full (hidden when there is none)."""
        text = text or self.controls.problem
        self.answer.setText(text)
        self.answer.setVisible(bool(text))

    @Slot(str)
    def _problem_changed(self, problem: str) -> None:
        self.show_answer(problem or self.model.answer)

    def _wall_seconds(self) -> float | None:
        if self._run_started is None:
            return None
        return (self._run_ended or time.perf_counter()) - self._run_started

    @Slot(object, int)
    def _snapshot_changed(self, snap: Snapshot | None, cursor: int) -> None:
        self.snapshot = snap
        if snap is None:
            self.view.set_marks({})
            self.view.set_path(np.zeros(0, np.int64))
            self._show_progress(0)
            self._run_started = None
            self.counters.setText(IDLE_TEXT)
        else:
            self.view.set_path(snap.path, cursor, live=self.running)
            # with no path to draw, ring the square the answer is about
            bare = not len(snap.path) and snap.status != RUNNING and snap.start is not None
            self.view.set_marks({snap.start: (QColor(NO_PATH_RING), "")} if bare else {})
            # the counters count the very path drawn: they cannot be a frame out of step
            self._show_progress(len(snap.path))
            if self.running and self.model.answer == PREPARING:
                self.counters.setText(PREPARING)
            else:
                self.counters.setText(counters_text(snap, self._wall_seconds(), self._paced))
        self._update_buttons()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        if self.snapshot is not None and self.view.cursor != cursor and not self.running:
            self.view.set_path(self.snapshot.path, cursor)

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.running = running
        if running:
            self._run_started, self._run_ended = time.perf_counter(), None
            self._paced = SPEEDS.get(self.model.speed, 0.0) > 0
        elif self._run_started is not None:
            self._run_ended = time.perf_counter()
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.stop_button.setEnabled(self.running)
        self.next_button.setEnabled(self.model.can_continue)
        self.actionsChanged.emit()

    # clicks and commands -----------------------------------------------------------------
    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.controls.editing_holes:
            self.model.toggle_hole(square)
        elif self.controls.problem:
            # a field in red is never silently replaced by the last good choice
            self.show_answer(self.controls.problem)
            self.message.emit("Not solving: a field cannot be read.")
        else:
            self.model.solve_from(square)

    @Slot()
    def next_solution(self) -> None:
        """Continue the exact search to the next tour."""
        if not self.model.next_solution():
            self.message.emit("Next solution needs a tour from an exact solver.")

    @Slot()
    def go_to_move(self) -> None:
        """Ask for a move number and show the tour up to it."""
        if not self.has_path:
            return
        n = len(self.snapshot.path)
        k, ok = QInputDialog.getInt(
            self, "Go to move", f"Move (1 to {n}):", self.playback.cursor, 1, n
        )
        if ok:
            self.model.set_cursor(k)

    @Slot()
    def copy_tour(self) -> None:
        """Put the tour's squares on the clipboard."""
        if not self.has_path:
            return
        path = self.snapshot.path
        QGuiApplication.clipboard().setText(export.tour_text(self.model.board, path))
        self.message.emit(f"Copied {len(path):,} squares.")
