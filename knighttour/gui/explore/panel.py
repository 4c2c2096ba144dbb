"""ExplorePanel: the Explore tab (the board, the playback bar, the run's choices and counters)
over a KnightTourModel."""

from __future__ import annotations

import time

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import Board, BoardError
from ...core.board.explain import Explanation, explain
from ...core.solve.search import NO_TOUR, RUNNING
from ..icons import icon
from ..snapshot import Snapshot
from ..widgets.board_view import BoardView
from ..widgets.marks_key import MarksKey
from ..widgets.playback import PlaybackBar
from ..widgets.text_area import TextArea
from .controls import RunControls
from .model import PREPARING, SPEEDS, KnightTourModel

#: the ring on the start square of a run that ended with no path to show
NO_PATH_RING = "#c62828"
#: the ring on the squares a theorem's explanation labels (their colour, their line)
WHY_RING = "#7f8c8d"
#: the ring on the square chosen to solve from next, while a tour is shown
CHOSEN_RING = "#1565c0"
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
        self.answer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer.setMargin(6)
        self.answer.setObjectName("answer")
        self.answer.hide()
        #: why a theorem rules the tour out, in plain words, while its answer is shown
        self.why: Explanation | None = None
        self.anyway_button = QPushButton(icon("run"), "Search anyway")
        self.anyway_button.setToolTip(
            "Run the chosen solver all the same and watch it fail (under the step limit, "
            "or 10 million moves)"
        )
        self.anyway_button.clicked.connect(self.search_anyway)
        self.anyway_button.hide()
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
        # while a tour is shown a click on the board only chooses the next start: the tour
        # being studied is replaced only on purpose (this button, or Enter)
        self.start_field = QLineEdit()
        self.start_field.setPlaceholderText("a square, e.g. c3")
        self.start_field.setToolTip(
            "The square to solve from: type its name, or click it on the board; "
            "Enter or Solve starts"
        )
        self.start_field.returnPressed.connect(self.solve_chosen)
        self.solve_button = QPushButton(icon("run"), "Solve")
        self.solve_button.setToolTip("Find a tour from the chosen square (Enter)")
        self.solve_button.clicked.connect(self.solve_chosen)
        self.view.activated.connect(self.solve_chosen)
        self.chosen: int | None = None

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
        start_row = QHBoxLayout()
        start_row.addWidget(QLabel("Start:"))
        start_row.addWidget(self.start_field, 1)
        start_row.addWidget(self.solve_button)
        side.addLayout(start_row)
        side.addWidget(self.form_area, 1)
        side.addWidget(self.counters)
        side.addWidget(self.progress)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.next_button)
        side.addLayout(buttons)
        panel = QWidget()
        panel.setLayout(side)
        # a fixed width: long counters or answers never squeeze the board
        panel.setFixedWidth(360)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        # the answer's place is kept whether or not there is one, and long answers scroll:
        # the board never moves under the pointer as answers come and go
        self.answer_area = answer_area = TextArea(self.answer)
        answer_area.setFrameShape(QFrame.Shape.NoFrame)
        answer_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        answer_area.setFixedHeight(self.fontMetrics().lineSpacing() * 6 + 16)
        # the key to a watched search's marks, under the board while a search runs (drawn on
        # the board it would cover squares or labels)
        self.view.show_legend = False
        self.marks_key = MarksKey()
        self.marks_key.hide()
        self._key_timer = QTimer(self)
        self._key_timer.setSingleShot(True)
        self._key_timer.setInterval(300)  # not for a run that ends in the blink of an eye
        self._key_timer.timeout.connect(self.marks_key.show)
        beside = QVBoxLayout()
        beside.addWidget(self.anyway_button, 0, Qt.AlignmentFlag.AlignRight)
        beside.addStretch(1)
        beside.addWidget(self.marks_key, 0, Qt.AlignmentFlag.AlignRight)
        answer_row = QHBoxLayout()
        answer_row.addWidget(answer_area, 1)
        answer_row.addLayout(beside)
        left.addLayout(answer_row)
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
        self.chosen = None
        self.start_field.clear()
        self.controls.show_board(board)
        self.view.set_board(board)
        self.progress.setRange(0, board.squares)
        self._show_progress(0)

    def _show_progress(self, squares: int) -> None:
        self.progress.setValue(squares)
        self.progress.setFormat(f"{squares:,} of {self.progress.maximum():,} squares")

    @Slot(str)
    def show_answer(self, text: str) -> None:
        """Show the answer about the board under it, in full (hidden when there is none);
        a theorem's answer comes with why, in plain words."""
        if not text and self.why is not None:  # the answer went: its reason goes with it
            self.why = None
            self.anyway_button.hide()
            self._show_marks()
        if text and self.why is not None and text == self.model.answer:
            text = f"{text}\n\nWhy: {self.why.text}"
        text = text or self.controls.problem
        self.answer.setText(text)
        self.answer.setVisible(bool(text))
        self.answer_area.fit()

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
        self._find_why(snap)
        if snap is not None:
            self._show_marks()
            # the counters count the very path drawn: they cannot be a frame out of step
            self._show_progress(len(snap.path))
            if self.running and self.model.answer == PREPARING:
                self.counters.setText(PREPARING)
            else:
                self.counters.setText(counters_text(snap, self._wall_seconds(), self._paced))
        self._update_buttons()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        if self.snapshot is not None and self.view.moves_shown != cursor and not self.running:
            self.view.set_path(self.snapshot.path, cursor)

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.running = running
        if running:
            self._key_timer.start()
        else:
            self._key_timer.stop()
            self.marks_key.hide()
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
    @property
    def has_work(self) -> bool:
        """True while something a click must not throw away is on the board: a run going
        on, or a path (a tour, a dead end, an opened file) to study."""
        return self.running or (self.snapshot is not None and len(self.snapshot.path) > 1)

    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.controls.editing_holes:
            self.model.toggle_hole(square)
        elif self.has_work:
            self.choose(square)
            self.message.emit(
                f"{self.model.board.name(square)} chosen: press Enter or Solve to replace "
                "what is on the board with a run from there."
            )
        else:
            self.solve_from(square)

    def choose(self, square: int | None) -> None:
        """Make square the start of the next run (ringed on the board, named in the field)."""
        self.chosen = square
        self.start_field.setText("" if square is None else self.model.board.name(square))
        self._show_marks()

    def _find_why(self, snap: Snapshot | None) -> None:
        """A run that a theorem answered at once: say why on the board, offer Search anyway."""
        theorem = (
            snap is not None
            and snap.status == NO_TOUR
            and snap.steps == 0
            and snap.start is not None
            and not self.running
        )
        self.why = (
            explain(self.model.board, snap.start, self.model.tour_closed)
            if theorem and snap is not None
            else None
        )
        self.anyway_button.setVisible(theorem)

    @Slot()
    def search_anyway(self) -> None:
        """Run the solver although a theorem says no tour exists: watch it fail."""
        self.why = None
        if self.model.search_anyway():
            speed = self.model.speed if SPEEDS.get(self.model.speed, 0.0) else "Fast"
            per_second = round(1 / SPEEDS[speed])
            self.message.emit(
                f"Searching anyway, {per_second} moves a second: More options > Watch sets "
                "the pace (Normal: 4 a second)."
            )

    def _show_marks(self) -> None:
        marks: dict[int, tuple[QColor, str]] = {}
        if self.why is not None:
            marks.update((s, (QColor(WHY_RING), label)) for s, label in self.why.labels.items())
        snap = self.snapshot
        # with no path to draw, ring the square the answer is about
        bare = snap is not None and not len(snap.path) and snap.status != RUNNING
        if bare and snap is not None and snap.start is not None:
            label = self.why.labels.get(snap.start, "") if self.why is not None else ""
            marks[snap.start] = (QColor(NO_PATH_RING), label)
        shown_start = snap.start if snap is not None else None
        if self.chosen is not None and self.has_work and self.chosen != shown_start:
            marks[self.chosen] = (QColor(CHOSEN_RING), "")
        self.view.set_marks(marks)

    @Slot()
    def solve_chosen(self) -> None:
        """Solve from the square named in the start field (typed, or clicked on the board)."""
        text = self.start_field.text().strip()
        if not text:
            self.message.emit("Name a square to solve from (or click one on the board).")
            return
        try:
            square = self.model.board.parse_square(text)
        except BoardError as exc:
            self.message.emit(f"Not solving: {exc}")
            self.show_answer(f"Not solving: {exc}")
            return
        self.solve_from(square)

    def solve_from(self, square: int) -> bool:
        """Start a run from square, unless a field cannot be read (then say why)."""
        if self.controls.problem:
            # a field in red is never silently replaced by the last good choice
            self.show_answer(self.controls.problem)
            self.message.emit("Not solving: a field cannot be read.")
            return False
        self.chosen = square
        self.start_field.setText(self.model.board.name(square))
        return self.model.solve_from(square)

    @Slot()
    def next_solution(self) -> None:
        """Continue the exact search to the next tour."""
        if not self.model.next_solution():
            self.message.emit("Next solution needs a tour from an exact solver.")

    @Slot()
    def go_to_move(self) -> None:
        """Ask for a move number and show the tour up to it."""
        if not self.has_path or self.snapshot is None:
            return
        n = len(self.snapshot.path)
        k, ok = QInputDialog.getInt(
            self, "Go to move", f"Move (1 to {n}):", self.playback.moves_shown, 1, n
        )
        if ok:
            self.model.set_cursor(k)
