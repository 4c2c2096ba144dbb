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
from ...core.compare.ranking import rank, seconds_text
from ...core.solve.catalogue import SOLVERS
from ...core.status import Status
from ..explore.model import KnightTourModel
from ..icons import icon
from ..widgets.charts import PALETTE
from ..widgets.marks_key import MarksKey
from ..widgets.solver_list import checked_solvers, offer_closed_only, solver_list
from .lane import OUTCOMES, RaceLane

#: the race's speeds: seconds per move of every lane (0: flat out)
PACES: dict[str, float] = {
    "Flat out (a race of speed)": 0.0,
    "Paced: 2 moves a second": 0.5,
    "Paced: 10 moves a second": 0.1,
    "Paced: 50 moves a second": 0.02,
    "Paced: 250 moves a second": 0.004,
}
#: the width of the race's left column
CONTROLS_WIDTH = 250


class RacePanel(QWidget):
    """Two to six solvers on one board from one start, all at once, each on its own thread."""

    MAX_LANES = 6

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.lanes: list[RaceLane] = []
        self.solvers = solver_list(["warnsdorff", "warnsdorff-backtracking", "backtracking"])
        self.start_square = QLineEdit("a1")
        self.start_square.setToolTip("The square every solver starts from")
        self.pace = QComboBox()
        for title in PACES:
            self.pace.addItem(title)
        self.pace.setToolTip(
            "Flat out: every solver as fast as it can (a race of speed). A paced race moves "
            "every solver the same number of moves a second, drawing each move and each "
            "take-back, and ranks them live by moves: a race a class can watch."
        )
        # the live ranking is redrawn at most a few times a second, not on every move
        self._rank_timer = QTimer(self)
        self._rank_timer.setSingleShot(True)
        self._rank_timer.setInterval(200)
        self._rank_timer.timeout.connect(self._show_live_ranking)
        self.go_button = QPushButton(icon("run"), "Start the race")
        self.go_button.clicked.connect(self.start)
        self.stop_button = QPushButton(icon("stop"), "Stop all")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop_all)
        #: what the race is: which tours, on which board (set on the Explore tab)
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        self.ranking = QLabel(
            "Check 2 to 6 solvers and start them together on the board set in the Explore tab."
        )
        self.ranking.setWordWrap(True)
        self.grid = QGridLayout()
        controls = QVBoxLayout()
        controls.addWidget(self.kind)
        controls.addWidget(QLabel("Solvers (2 to 6):"))
        controls.addWidget(self.solvers, 1)
        controls.addWidget(QLabel("Start square:"))
        controls.addWidget(self.start_square)
        controls.addWidget(QLabel("Speed:"))
        controls.addWidget(self.pace)
        controls.addWidget(self.go_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.ranking)
        # a fixed width: the ranking wraps inside it, and the lanes never move
        side = QWidget()
        side.setLayout(controls)
        side.setFixedWidth(CONTROLS_WIDTH)
        self.ranking.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.ranking.setMinimumHeight(self.fontMetrics().lineSpacing() * (self.MAX_LANES + 2))
        #: the marks of every lane, named once under the lanes while a race is shown
        self.marks_key = MarksKey()
        self.marks_key.setVisible(False)
        lanes = QWidget()
        lanes_layout = QVBoxLayout(lanes)
        lanes_layout.setContentsMargins(0, 0, 0, 0)
        lanes_layout.addLayout(self.grid, 1)
        lanes_layout.addWidget(self.marks_key, 0, Qt.AlignmentFlag.AlignRight)
        self.grid.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout(self)
        layout.addWidget(side)
        layout.addWidget(lanes, 1)
        model.boardChanged.connect(self._board_changed)
        model.boardChanged.connect(self._setup_changed)
        model.closedChanged.connect(self._setup_changed)
        self._setup_changed()

    @Slot()
    def _setup_changed(self, *_: object) -> None:
        """Say what the race is (open or closed tours, on which board) and offer only the
        solvers that can look for that kind of tour."""
        kind = "Closed tours" if self.model.closed else "Any tour, open or closed,"
        self.kind.setText(
            f"<b>{kind} on {self.model.board.spec}</b> (board and kind are set on the Explore tab)."
        )
        offer_closed_only(self.solvers, self.model.closed)

    @Slot()
    def _board_changed(self, *_: object) -> None:
        """A finished race belongs to the board it ran on: cleared when the board changes."""
        if self.running:
            return
        self._clear_lanes()
        self.ranking.setText(
            f"Check 2 to 6 solvers and start them together on {self.model.board.spec}."
        )

    def _clear_lanes(self) -> None:
        """Take the lanes off the tab at once (deleted later, when Qt is done with them)."""
        for lane in self.lanes:
            self.grid.removeWidget(lane)
            lane.hide()
            lane.deleteLater()
        self.lanes = []
        self.marks_key.setVisible(False)

    @property
    def running(self) -> bool:
        """True while any lane runs."""
        return any(lane.running for lane in self.lanes)

    @Slot()
    def start(self) -> bool:
        """Start every checked solver at once; False (with a message) if the race is not set."""
        if self.running:
            return False
        names = checked_solvers(self.solvers)
        if not 2 <= len(names) <= self.MAX_LANES:
            self.ranking.setText(f"Check 2 to 6 solvers, not {len(names)}.")
            return False
        board = self.model.board
        try:
            start = board.parse_square(self.start_square.text())
        except BoardError as exc:
            self.ranking.setText(str(exc))
            return False
        self._clear_lanes()
        columns = 3 if len(names) > 4 else 2
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        for i, name in enumerate(names):
            lane = RaceLane(name, PALETTE[i % len(PALETTE)], columns)
            lane.ended.connect(self._lane_ended)
            lane.progressed.connect(self._lane_progressed)
            self.grid.addWidget(lane, i // columns, i % columns)
            self.lanes.append(lane)
        self.marks_key.setVisible(True)
        pace = PACES[self.pace.currentText()]
        for lane in self.lanes:
            lane.start(board, start, self.model.closed, self.model.max_steps, pace)
        self.go_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        kind = "a closed tour" if self.model.closed else "a tour"
        self.ranking.setText(f"Racing for {kind} from {board.name(start)} on {board.spec}…")
        return True

    @Slot()
    def stop_all(self) -> None:
        """Stop every lane."""
        for lane in self.lanes:
            lane.stop()

    @Slot()
    def _lane_progressed(self) -> None:
        if not self._rank_timer.isActive():
            self._rank_timer.start()

    @Slot()
    def _show_live_ranking(self) -> None:
        if self.running:
            self.ranking.setText(self.ranking_text(live=True))

    @Slot()
    def _lane_ended(self) -> None:
        if self.running:
            self._lane_progressed()
            return
        self._rank_timer.stop()
        self.go_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.ranking.setText(self.ranking_text())

    def ranking_text(self, live: bool = False) -> str:
        """Found tours first, fewest moves first; then the rest by how far they got (while
        the race goes on, by how far they are now)."""
        done = [(lane, lane.snapshot) for lane in self.lanes if lane.snapshot is not None]
        lines = ["Ranking so far:" if live else "Ranking:"]
        for place, (lane, s) in enumerate(rank(done, result=lambda entry: entry[1]), 1):
            if s.status == Status.FOUND and lane.paced:
                result = f"a tour in {s.steps:,} moves"
            elif s.status == Status.FOUND:
                result = f"{s.steps:,} moves, {seconds_text(s.seconds)}"
            elif s.status == Status.RUNNING:
                result = f"{s.steps:,} moves so far, deepest {s.max_depth:,} of {s.squares:,}"
            else:
                outcome = OUTCOMES.get(s.status, (s.status, ""))[0].lower()
                result = f"{outcome}, deepest {s.max_depth:,} of {s.squares:,}"
            lines.append(f"{place}. {SOLVERS[lane.name].title}: {result}")
        return "\n".join(lines)

    def shutdown(self) -> None:
        """Stop every lane (for closing the window)."""
        self._rank_timer.stop()
        self.stop_all()
