"""ExplorePanel: the Explore tab (the board, the playback bar, the run's choices and counters)
over a KnightTourModel."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import Board, BoardError
from ...core.board.explain import Explanation
from ..announce import announce
from ..i18n import number
from ..icons import icon
from ..keys import BACK_KEY, FORWARD_KEY, key_text
from ..snapshot import Snapshot
from ..widgets.board_view import BoardView
from ..widgets.column_width import ColumnWidth
from ..widgets.playback import PlaybackBar
from .answer import AnswerArea
from .controls import RunControls
from .counters import RunCounters
from .model import KnightTourModel
from .run_model import SPEEDS
from .shown import ExploreShown
from .side_heights import SideHeights, form_area

#: the width of the panel of choices beside the board (the window fits 800 pixels wide)
PANEL_WIDTH = 360
#: its width in presentation mode: the board takes over 80% of an 800x600 screen's height
PRESENTING_WIDTH = 250


class ExplorePanel(ExploreShown):
    """Click a square and see a tour: the board view and playback bar on the left, the run's
    choices, its counters, Stop and Next solution on the right.  It draws what the model's
    signals carry and hands clicks and choices to the model."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.snapshot: Snapshot | None = None
        self.running = False
        self._make_board(model)
        self._make_answer()
        self._make_run_box()
        self._make_start()
        self._lay_out()
        self._follow(model)
        #: the form's height and the counters' shared out (More options open or not)
        self.heights = SideHeights(self.form_area, self.controls, self.run_box)

    def _make_board(self, model: KnightTourModel) -> None:
        """Make the board view, the playback bar and the run's choices."""
        self.view = BoardView()
        self.view.delay_clicks = True  # a double click fits the view, and never solves
        self.view.show_knight = True
        self.view.squareClicked.connect(self._square_clicked)
        self.playback = PlaybackBar(model)
        self.view.set_tour_keys(
            self.tr("{back} and {forward} step through the tour.").format(
                back=key_text(BACK_KEY), forward=key_text(FORWARD_KEY)
            )
        )
        self.controls = RunControls(model)
        self.controls.message.connect(self.message)
        self.controls.problemChanged.connect(self._problem_changed)
        self.controls.end.editingFinished.connect(self._show_marks)
        # editing holes, each click is one (a double click fits the view only otherwise)
        self.controls.holes_button.toggled.connect(self._every_click)

    def _make_answer(self) -> None:
        """Make the answer area under the board, with Search anyway and the marks' key."""
        #: the answer about the board, in full where the eye is: under the board
        self.answer_box = AnswerArea()
        self.answer = self.answer_box.answer
        self.answer_area = self.answer_box.scroller
        self.anyway_button = self.answer_box.anyway_button
        self.anyway_button.clicked.connect(self.search_anyway)
        self.marks_key = self.answer_box.marks_key
        self.view.show_legend = False  # the key is under the board, not on it
        #: what a search anyway hid (why, the answer, the start), to show again when it ends
        self._anyway_why: tuple[Explanation | None, str, int | None] | None = None
        #: True while the answer shown is a theorem's (Search anyway may be offered)
        self._theorem = False

    def _make_run_box(self) -> None:
        """Make the run's counters with Stop, Next solution, Pause and Step."""
        self.run_box = RunCounters()
        self.counters, self.progress = self.run_box.counters, self.run_box.progress
        self.stop_button, self.next_button = self.run_box.stop_button, self.run_box.next_button
        self.stop_button.clicked.connect(self.model.stop)
        self.next_button.clicked.connect(self.next_solution)
        self.run_box.pause_button.clicked.connect(self.model.toggle_pause)
        self.run_box.step_button.clicked.connect(self.model.step_once)

    def _make_start(self) -> None:
        """Make the start square's field and the Solve button."""
        # while a tour is shown a click on the board only chooses the next start: the tour
        # being studied is replaced only on purpose (this button, or Enter)
        self.start_field = QLineEdit()
        self.start_field.setPlaceholderText(self.tr("a square, e.g. c3"))
        self.start_field.setToolTip(
            self.tr(
                "The square to solve from: type its name, or click it on the board; "
                "Enter or Solve starts"
            )
        )
        self.start_field.setAccessibleName(self.tr("Start square"))
        self.start_field.returnPressed.connect(self.solve_chosen)
        self.solve_button = QPushButton(icon("run"), self.tr("Solve"))
        self.solve_button.setToolTip(self.tr("Find a tour from the chosen square (Enter)"))
        self.solve_button.clicked.connect(self.solve_chosen)
        self.view.activated.connect(self.solve_chosen)
        self.view.squareActivated.connect(self.solve_from)
        self.chosen: int | None = None

    def _lay_out(self) -> None:
        """Put the board on the left and the start, the choices and the counters beside it."""
        # the board's size, the solver and open or closed stay in sight (controls.basics);
        # the rest scrolls under them on a short screen
        self.form_area = form_area(self.controls, self.tr("The run's choices"))
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        start_row = QHBoxLayout()
        start_label = QLabel(self.tr("S&tart:"))
        start_label.setBuddy(self.start_field)
        start_row.addWidget(start_label)
        start_row.addWidget(self.start_field, 1)
        start_row.addWidget(self.solve_button)
        side.addLayout(start_row)
        side.addWidget(self.controls.basics)
        side.addWidget(self.form_area, 1)
        side.addWidget(self.run_box)
        panel = QWidget()
        panel.setLayout(side)
        # a fixed width: long counters or answers never squeeze the board (wider only when
        # larger text needs it: its fields are never cut)
        self._width = ColumnWidth(panel, PANEL_WIDTH, self._form_width)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.answer_box)
        left.addWidget(self.playback)
        top = QHBoxLayout()
        top.addLayout(left, 1)
        top.addWidget(panel)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        self._left, self._side, self._layout, self._panel = left, side, layout, panel

    def _follow(self, model: KnightTourModel) -> None:
        """Draw what the model's signals carry, starting with its board."""
        model.boardChanged.connect(self._board_changed)
        model.snapshotChanged.connect(self._snapshot_changed)
        model.cursorChanged.connect(self._cursor_changed)
        model.runningChanged.connect(self._running_changed)
        model.answerChanged.connect(self.show_answer)
        model.answerChanged.connect(self._say_answer)
        model.pausedChanged.connect(self._update_buttons)
        self._board_changed(model.board)

    def add_presenting_widget(self, widget: QWidget) -> None:
        """Put widget at the top of the side panel (presentation mode's Leave button)."""
        self._side.insertWidget(0, widget)

    def present(self, on: bool) -> None:
        """Presentation mode's layout (on) or the usual one: the board alone on the left, the
        answer beside it, the playback under both, the form put away."""
        if on:
            self._side.insertWidget(2, self.answer_box, 1)
            self._layout.addWidget(self.playback)
            self._layout.setContentsMargins(4, 4, 4, 4)
            self._width.set_least(PRESENTING_WIDTH)
        else:
            self._width.set_least(PANEL_WIDTH)
            self._left.insertWidget(1, self.answer_box)
            self._left.insertWidget(2, self.playback)
            self._layout.setContentsMargins(-1, -1, -1, -1)
        self.form_area.setVisible(not on)
        self.controls.basics.setVisible(not on)
        self._width.fit()

    def _form_width(self) -> int:
        """The width the form needs beside its scroll bar (none while it is put away)."""
        if self.form_area.isHidden():
            return 0
        bar = self.form_area.verticalScrollBar().sizeHint().width()
        self.controls.fit_rows(PANEL_WIDTH - bar - 2)
        return self.controls.minimumSizeHint().width() + bar + 2

    @Slot(object)
    def _board_changed(self, board: Board) -> None:
        self.chosen = None
        self._anyway_why = None
        self.start_field.clear()
        self.controls.show_board(board)
        self.view.set_board(board)
        self.run_box.set_squares(board.squares)

    @Slot(bool)
    def _every_click(self, on: bool) -> None:
        self.view.every_click = on

    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.controls.editing_holes:
            self.model.toggle_hole(square)
        elif self.has_work:
            self.choose(square)
            self.message.emit(
                self.tr(
                    "{square} chosen: press Enter or Solve to replace what is on the board "
                    "with a run from there."
                ).format(square=self.model.board.name(square))
            )
        else:
            self.solve_from(square)

    def choose(self, square: int | None) -> None:
        """Make square the start of the next run (ringed on the board, named in the field)."""
        self.chosen = square
        self.start_field.setText("" if square is None else self.model.board.name(square))
        self._show_marks()

    @Slot()
    def search_anyway(self) -> None:
        """Run the solver although a theorem says no tour exists: watch it fail; its answer
        and why come back when the search ends."""
        why, answer = self.why, self.model.answer
        if self.model.search_anyway():
            self._anyway_why = (why, answer, self.snapshot.start if self.snapshot else None)
            # the pace the model runs it at: the watch chosen, or Normal when Watch is off
            speed = self.model.speed if SPEEDS.get(self.model.speed, 0.0) else "Normal"
            per_second = round(1 / SPEEDS[speed])
            self.message.emit(
                self.tr(
                    "Searching anyway, {n} moves a second: More options > Watch sets the pace.",
                    "",
                    per_second,
                ).format(n=number(per_second))
            )

    @Slot()
    def solve_chosen(self) -> None:
        """Solve from the square named in the start field (typed, or clicked on the board)."""
        text = self.start_field.text().strip()
        if not text:
            self.message.emit(self.tr("Name a square to solve from (or click one on the board)."))
            return
        try:
            square = self.model.board.parse_square(text)
        except BoardError as exc:
            said = self.tr("Not solving: {why}").format(why=exc)
            self.message.emit(said)
            self.show_answer(said)
            announce(self.answer, said, assertive=True)
            return
        self.solve_from(square)

    def solve_from(self, square: int) -> bool:
        """Start a run from square, unless a field cannot be read (then say why)."""
        if self.controls.problem:
            # a field in red is never silently replaced by the last good choice
            self.show_answer(self.controls.problem)
            self.message.emit(self.tr("Not solving: a field cannot be read."))
            announce(self.answer, self.controls.problem, assertive=True)
            return False
        self.chosen = square
        self.start_field.setText(self.model.board.name(square))
        started = self.model.solve_from(square)
        self.show_answer(self.model.answer)  # ("Not solving: ..." said before goes)
        return started

    @Slot()
    def next_solution(self) -> None:
        """Continue the exact search to the next tour."""
        if not self.model.next_solution():
            self.message.emit(self.tr("Next solution needs a tour from an exact solver."))

    @Slot()
    def go_to_move(self) -> None:
        """Ask for a move number and show the tour up to it."""
        if not self.has_path or self.snapshot is None:
            return
        n = len(self.snapshot.path)
        k, ok = QInputDialog.getInt(
            self,
            self.tr("Go to move"),
            self.tr("Move (1 to {n}):").format(n=number(n)),
            self.playback.moves_shown,
            1,
            n,
        )
        if ok:
            self.model.set_cursor(k)
