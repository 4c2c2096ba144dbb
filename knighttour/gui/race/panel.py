"""The Race tab: two to six solvers from one square at once, each on its own thread."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import BoardError
from ...core.words import QT_TRANSLATE_NOOP
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..i18n import number
from ..icons import icon
from ..widgets.charts import PALETTE
from ..widgets.fitting import keep_in_sight, narrow_combo, scroller
from ..widgets.marks_key import MarksKey
from ..widgets.solver_list import checked_solvers, offer_closed_only, solver_list, solver_title
from .lane import LANE_BOARD, RaceLane, line_up
from .results import RaceResults

#: the race's speeds: seconds per move of every lane (0: flat out), and how each reads
PACES: dict[str, float] = {
    QT_TRANSLATE_NOOP("RacePanel", "Flat out (a race of speed)"): 0.0,
    QT_TRANSLATE_NOOP("RacePanel", "Paced: 1 move a second"): 1.0,
    QT_TRANSLATE_NOOP("RacePanel", "Paced: 2 moves a second"): 0.5,
    QT_TRANSLATE_NOOP("RacePanel", "Paced: 10 moves a second"): 0.1,
    QT_TRANSLATE_NOOP("RacePanel", "Paced: 50 moves a second"): 0.02,
    QT_TRANSLATE_NOOP("RacePanel", "Paced: 250 moves a second"): 0.004,
}
#: the width of the race's left column
CONTROLS_WIDTH = 250
#: the least width of a lane (its board is at least LANE_BOARD square)
LANE_WIDTH = LANE_BOARD + 16


def lane_columns(lanes: int, width: int) -> int:
    """How many lanes a row holds: as many as fit width (three when there are more than
    four lanes, else two), and at least one."""
    most = 3 if lanes > 4 else 2
    return max(1, min(most, lanes, width // (LANE_WIDTH + 6)))


class RacePanel(RaceResults):
    """Two to six solvers on one board from one start, all at once, each on its own thread."""

    MAX_LANES = 6

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.lanes: list[RaceLane] = []
        self._start: int | None = None
        self._onward = False
        self._make_choices()
        self._make_buttons()
        self._make_labels()
        self.grid = QGridLayout()
        side = self._make_side()
        right = self._make_lanes_column()
        layout = QHBoxLayout(self)
        layout.addWidget(side)
        layout.addLayout(right, 1)
        model.boardChanged.connect(self._board_changed)
        model.boardChanged.connect(self._setup_changed)
        model.closedChanged.connect(self._setup_changed)
        self._setup_changed()

    def _make_choices(self) -> None:
        """Make the race's choices: its solvers, its start square and its pace."""
        self.solvers = solver_list(["warnsdorff", "warnsdorff-backtracking", "backtracking"])
        self.solvers.setAccessibleName(self.tr("Solvers in the race"))
        self.start_square = QLineEdit("a1")
        self.start_square.setToolTip(self.tr("The square every solver starts from"))
        self.start_square.returnPressed.connect(self.start)
        self.pace = QComboBox()
        for title, pace in PACES.items():
            self.pace.addItem(self.tr(title), pace)
        self.pace.setToolTip(
            self.tr(
                "Flat out: every solver as fast as it can (a race of speed). A paced race "
                "moves every solver the same number of moves a second, drawing each move and "
                "each take-back, and ranks them live by moves: a race a class can watch."
            )
        )
        narrow_combo(self.pace)  # a long (French) pace is elided, whole in the tooltip

    def _make_buttons(self) -> None:
        """Make the live ranking's timer and the Start and Stop buttons."""
        # the live ranking is redrawn at most a few times a second, not on every move
        self._rank_timer = QTimer(self)
        self._rank_timer.setSingleShot(True)
        self._rank_timer.setInterval(200)
        self._rank_timer.timeout.connect(self._show_live_ranking)
        self.go_button = QPushButton(icon("run"), self.tr("Start the race"))
        self.go_button.clicked.connect(self.start)
        self.stop_button = QPushButton(icon("stop"), self.tr("Stop all"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop_all)

    def _make_labels(self) -> None:
        """Make the labels saying what the race is and how its solvers rank."""
        #: what the race is: which tours, on which board (set on the Explore tab)
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        self.ranking = QLabel(
            self.tr(
                "Check 2 to 6 solvers and start them together on the board set in the Explore tab."
            )
        )
        self.ranking.setWordWrap(True)
        self.ranking.setAccessibleName(self.tr("The race's ranking"))
        self.ranking.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

    def _make_side(self) -> QWidget:
        """The left column (its choices, its buttons and the ranking), scrolled when long."""
        controls = QVBoxLayout()
        controls.addWidget(self.kind)
        for label, field in (
            (self.tr("S&olvers (2 to 6):"), self.solvers),
            (self.tr("S&tart square:"), self.start_square),
            (self.tr("Spee&d:"), self.pace),
        ):
            named = QLabel(label)
            named.setBuddy(field)
            controls.addWidget(named)
            controls.addWidget(field)
        controls.addWidget(self.go_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.ranking, 1)
        # a fixed width: the ranking wraps inside it, and the lanes never move; the column
        # scrolls when the ranking is longer than the window is tall (it is never cut)
        side = QWidget()
        side.setLayout(controls)
        rows = self.solvers.sizeHintForRow(0) if self.solvers.count() else 18
        self.solvers.setFixedHeight(rows * 7 + 2 * self.solvers.frameWidth())
        self.ranking.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.ranking.setMinimumHeight(self.fontMetrics().lineSpacing() * (self.MAX_LANES + 2))
        self.side_area = scroller(side, self.tr("The race's choices and ranking"))
        self.side_area.setFixedWidth(
            CONTROLS_WIDTH + self.side_area.verticalScrollBar().sizeHint().width()
        )
        return self.side_area

    def _make_lanes_column(self) -> QVBoxLayout:
        """The right column: the lanes (scrolled when many) over the marks' key."""
        #: the marks of every lane, named once under the lanes while a race is shown
        self.marks_key = MarksKey()
        self.marks_key.setVisible(False)
        lanes = QWidget()
        lanes.setLayout(self.grid)
        self.grid.setContentsMargins(0, 0, 0, 0)
        #: the lanes, each board large enough to follow its moves: scrolled when many
        self.lanes_area = scroller(lanes, self.tr("The lanes of the race"))
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.lanes_area, 1)
        right.addWidget(self.marks_key, 0, Qt.AlignmentFlag.AlignRight)
        return right

    @Slot()
    def _setup_changed(self, *_: object) -> None:
        """Say what the race is (open or closed tours, on which board) and offer only the
        solvers that can look for that kind of tour."""
        kind = (
            self.tr("<b>Closed tours on {board}</b> (board and kind are set on the Explore tab).")
            if self.model.closed
            else self.tr(
                "<b>Any tour, open or closed, on {board}</b> (board and kind are set on the "
                "Explore tab)."
            )
        )
        self.kind.setText(kind.format(board=self.model.board.spec))
        offer_closed_only(self.solvers, self.model.closed)

    @Slot()
    def _board_changed(self, *_: object) -> None:
        """A finished race belongs to the board it ran on: cleared when the board changes."""
        if self.running:
            return
        self._clear_lanes()
        self.ranking.setText(
            self.tr("Check 2 to 6 solvers and start them together on {board}.").format(
                board=self.model.board.spec
            )
        )

    def _clear_lanes(self) -> None:
        """Take the lanes off the tab at once (deleted later, when Qt is done with them)."""
        for lane in self.lanes:
            self.grid.removeWidget(lane)
            lane.hide()
            lane.deleteLater()
        self.lanes = []
        self.marks_key.setVisible(False)

    @Slot()
    def start(self) -> bool:
        """Start every checked solver at once; False (with a message) if the race is not set."""
        if self.running:
            return False
        names = checked_solvers(self.solvers)
        if not 2 <= len(names) <= self.MAX_LANES:
            show_and_say(
                self.ranking,
                # named: a ticked solver may be out of the list's sight
                self.tr("Check 2 to 6 solvers, not {n}: {solvers}.").format(
                    n=number(len(names)), solvers=", ".join(map(solver_title, names)) or "-"
                ),
                assertive=True,
            )
            return False
        board = self.model.board
        try:
            start = board.parse_square(self.start_square.text())
        except BoardError as exc:
            show_and_say(self.ranking, str(exc), assertive=True)
            return False
        self._clear_lanes()
        columns = lane_columns(len(names), self.lanes_area.viewport().width())
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        for i, name in enumerate(names):
            lane = RaceLane(name, PALETTE[i % len(PALETTE)], columns)
            lane.setMinimumWidth(LANE_WIDTH)
            lane.ended.connect(self._lane_ended)
            lane.progressed.connect(self._lane_progressed)
            self.grid.addWidget(lane, i // columns, i % columns)
            self.lanes.append(lane)
        line_up(self.lanes)  # their boards in line, whatever their ideas' lengths
        self.marks_key.setVisible(True)
        pace = float(self.pace.currentData() or 0.0)
        for lane in self.lanes:
            lane.start(board, start, self.model.closed, self.model.max_steps, pace)
            lane.view.onward_hints = self._onward and lane.paced
        self.stop_button.setEnabled(True)
        if self.go_button.hasFocus():  # the keyboard goes on to Stop all, never to nowhere
            self.stop_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.go_button.setEnabled(False)
        racing = (
            self.tr("Racing for a closed tour from {square} on {board}…")
            if self.model.closed
            else self.tr("Racing for a tour from {square} on {board}…")
        )
        self.ranking.setText(racing.format(square=board.name(start), board=board.spec))
        # the ranking in sight (a short screen's column scrolls), whole as its lines arrive
        keep_in_sight(self.side_area, self.ranking)
        self._start = start
        return True

    def show_onward(self, on: bool) -> None:
        """Show Warnsdorff's numbers on the lanes of a paced race."""
        self._onward = on
        for lane in self.lanes:
            lane.view.onward_hints = on and lane.paced
            lane.view.update()

    @Slot()
    def stop_all(self) -> None:
        """Stop every lane."""
        for lane in self.lanes:
            lane.stop()

    def shutdown(self) -> None:
        """Stop every lane (for closing the window)."""
        self._rank_timer.stop()
        self.stop_all()
