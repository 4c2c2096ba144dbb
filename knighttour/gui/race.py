"""The Race tab: two to six solvers from one square at once, each on its own thread."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.board.board import Board, BoardError
from ..core.compare.ranking import rank, seconds_text
from ..core.solve.catalogue import SOLVERS
from ..core.status import Status
from .colours import readable, status_html
from .explore.model import KnightTourModel
from .icons import icon
from .snapshot import Snapshot
from .widgets.board_view import BoardView
from .widgets.charts import PALETTE
from .widgets.marks_key import MarksKey
from .widgets.solver_list import checked_solvers, offer_closed_only, solver_list, solver_tip
from .workers import RunEnd, SolverWorker, start_worker

#: how each ending reads in a lane, and the colour it takes
OUTCOMES: dict[str, tuple[str, str]] = {
    Status.FOUND: ("Found a tour", "good"),
    Status.NO_TOUR: ("No tour", "bad"),
    Status.GAVE_UP: ("Gave up", "bad"),
    Status.STOPPED: ("Stopped", "stopped"),
}
#: lines of text under a lane's board (the counters, then the outcome, wrapped): in a wide
#: lane (two a row) and in a narrow one (three a row)
COUNTER_LINES = {2: 4, 3: 6}


def outcome_text(status: str, reason: str) -> tuple[str, str]:
    """The lane's last line (the outcome, then the reason unless it only says the same) and
    its colour kind."""
    outcome, kind = OUTCOMES.get(status, ("", "plain"))
    said = reason.strip()
    if not said or said.rstrip(".").lower() == outcome.lower():
        return f"{outcome}.", kind
    if outcome and said.lower().startswith(outcome.split()[0].lower() + " "):
        return said, kind  # "No open tour exists ...": the reason says the outcome already
    return f"{outcome}: {said}", kind


class RaceLane(QWidget):
    """One solver in a race: a small board drawing its path live, its counters, a Stop."""

    ended = Signal()
    progressed = Signal()  # a new snapshot is shown

    def __init__(
        self, name: str, colour: str, columns: int = 2, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.name = name
        self.view = BoardView()
        self.view.show_legend = False  # the race names the marks once, for every lane
        self.view.setToolTip(solver_tip(name))
        self.colour = QColor(colour)
        self.title = QLabel()
        self.title.setToolTip(SOLVERS[name].title)
        # the title is elided to its lane, never widening it: lanes of a row stay equal
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._show_title()
        self.counters = QLabel("Waiting…")
        self.counters.setWordWrap(True)  # a long reason must not widen its lane
        self.counters.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # as tall as its longest text from the start, so the board above never moves
        lines = COUNTER_LINES[min(max(columns, 2), 3)]
        self.counters.setFixedHeight(self.fontMetrics().lineSpacing() * lines + 4)
        self.stop_button = QPushButton(icon("stop"), "Stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.snapshot: Snapshot | None = None
        self._worker: SolverWorker | None = None
        self.paced = False
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.counters)

    @property
    def running(self) -> bool:
        return self._worker is not None

    def start(
        self, board: Board, start: int, closed: bool, max_steps: int | None, pace: float = 0.0
    ) -> None:
        """Run the lane's solver; pace > 0 makes one move every pace seconds, each drawn."""
        self.view.set_board(board)
        self.paced = pace > 0
        worker = SolverWorker(board, start, self.name, closed, max_steps=max_steps, pace=pace)
        worker.progressed.connect(self._progressed)
        worker.ended.connect(self._ended)
        worker.failed.connect(self._failed)
        self._worker = worker
        start_worker(worker)
        self.stop_button.setEnabled(True)
        self.counters.setText("Running…")

    @Slot()
    def stop(self) -> None:
        """Stop the lane's run at once; the moves it had queued are not drawn."""
        if self._worker is not None:
            self._worker.abort()

    def counter_text(self, snap: Snapshot) -> str:
        """The lane's counters: the very figures the ranking orders by (moves, deepest); in
        a paced race no times, which are the pace's and not the solver's."""
        if self.paced:
            return (
                f"Moves {snap.steps:,} · taken back {snap.backtracks:,}<br>"
                f"Deepest {snap.max_depth:,} of {snap.squares:,}"
            )
        return (
            f"Moves {snap.steps:,} · taken back {snap.backtracks:,} · "
            f"{seconds_text(snap.seconds)}<br>Deepest {snap.max_depth:,} of {snap.squares:,} · "
            f"{snap.moves_per_second:,.0f} moves/s"
        )

    @Slot(object)
    def _progressed(self, snap: Snapshot) -> None:
        if self._worker is None or self._worker.aborted():
            return  # queued before the lane's Stop: the lane holds still
        self.snapshot = snap
        self.view.set_path(snap.path, live=True)
        self.counters.setText(self.counter_text(snap))
        self.progressed.emit()

    @Slot(object)
    def _ended(self, end: RunEnd) -> None:
        snap = end.snapshot
        self.snapshot = snap
        self.view.set_path(snap.path)
        self._worker = None
        self.stop_button.setEnabled(False)
        self._show_outcome()
        self.ended.emit()

    def _show_title(self) -> None:
        shown = readable(self.colour, self.palette().window().color())
        font = QFont(self.title.font())
        font.setBold(True)
        title = QFontMetrics(font).elidedText(
            SOLVERS[self.name].title, Qt.TextElideMode.ElideRight, max(self.title.width(), 40)
        )
        self.title.setText(f"<b style='color:{shown.name()}'>{html.escape(title)}</b>")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_title()

    def _show_outcome(self) -> None:
        snap = self.snapshot
        if snap is None:
            return
        text, kind = outcome_text(snap.status, snap.reason)
        self.counters.setText(
            self.counter_text(snap)
            + "<br>"
            + status_html(kind, html.escape(text), self.palette(), bold=False)
        )

    def changeEvent(self, event: QEvent) -> None:
        # the colours are chosen for the palette: choose again when it changes (dark mode)
        if event.type() == QEvent.Type.PaletteChange:
            self._show_title()
            if self.snapshot is not None and self.snapshot.status != Status.RUNNING:
                self._show_outcome()
        super().changeEvent(event)

    @Slot(int, str)
    def _failed(self, generation: int, message: str) -> None:
        self._worker = None
        self.stop_button.setEnabled(False)
        self.snapshot = None
        self.counters.setText(status_html("bad", html.escape(message), self.palette(), bold=False))
        self.ended.emit()


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
