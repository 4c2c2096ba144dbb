"""The Race tab: two to six solvers from one square at once, each on its own thread."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.board import Board, BoardError
from ..core.ranking import rank
from ..core.solvers import SOLVERS
from ..core.status import Status
from .explore.model import KnightTourModel
from .icons import icon
from .snapshot import Snapshot
from .widgets.board_view import BoardView
from .widgets.charts import PALETTE
from .widgets.solver_list import checked_solvers, solver_list
from .workers import RunEnd, SolverWorker, start_worker


class RaceLane(QWidget):
    """One solver in a race: a small board drawing its path live, its counters, a Stop."""

    ended = Signal()

    def __init__(self, name: str, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.view = BoardView()
        self.view.setToolTip(SOLVERS[name].description)
        self.title = QLabel(f"<b style='color:{colour}'>{SOLVERS[name].title}</b>")
        self.counters = QLabel("Waiting…")
        self.counters.setMinimumHeight(70)
        self.counters.setWordWrap(True)  # a long reason must not widen its lane
        self.stop_button = QPushButton(icon("stop"), "Stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.snapshot: Snapshot | None = None
        self._worker: SolverWorker | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.counters)
        layout.addWidget(self.stop_button)

    @property
    def running(self) -> bool:
        return self._worker is not None

    def start(self, board: Board, start: int, closed: bool, max_steps: int | None) -> None:
        self.view.set_board(board)
        worker = SolverWorker(board, start, self.name, closed and SOLVERS[self.name].closed,
                              max_steps=max_steps)
        worker.progressed.connect(self._progressed)
        worker.ended.connect(self._ended)
        worker.failed.connect(self._failed)
        self._worker = worker
        start_worker(worker)
        self.stop_button.setEnabled(True)
        self.counters.setText("Running…")

    @Slot()
    def stop(self) -> None:
        if self._worker is not None:
            self._worker.abort()

    @Slot(object)
    def _progressed(self, snap: Snapshot) -> None:
        self.snapshot = snap
        self.view.set_path(snap.path, live=True)
        self.counters.setText(
            f"Steps {snap.steps:,} · backtracks {snap.backtracks:,}\n"
            f"Depth {snap.depth} of {snap.squares} · {snap.moves_per_second:,.0f} moves/s\n"
            f"{snap.seconds:.3f} s")

    @Slot(object)
    def _ended(self, end: RunEnd) -> None:
        self._progressed(end.snapshot)
        self.view.set_path(end.snapshot.path)
        self._worker = None
        self.stop_button.setEnabled(False)
        snap = end.snapshot
        outcome = {Status.FOUND: "Found a tour", Status.NO_TOUR: "No tour",
                   Status.GAVE_UP: "Gave up", Status.STOPPED: "Stopped"}
        self.counters.setText(self.counters.text() + f"\n{outcome.get(snap.status, '')}"
                              + (f": {snap.reason}" if snap.reason else ""))
        self.ended.emit()

    @Slot(int, str)
    def _failed(self, generation: int, message: str) -> None:
        self._worker = None
        self.stop_button.setEnabled(False)
        self.snapshot = None
        self.counters.setText(message)
        self.ended.emit()


class RacePanel(QWidget):
    """Two to six solvers on one board from one start, all at once, each on its own thread."""

    MAX_LANES = 6

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.lanes: list[RaceLane] = []
        self.solvers = solver_list(["warnsdorff", "warnsdorff-backtracking", "backtracking"])
        self.solvers.setMaximumWidth(240)
        self.start_square = QLineEdit("a1")
        self.start_square.setToolTip("The square every solver starts from")
        self.go_button = QPushButton(icon("run"), "Start the race")
        self.go_button.clicked.connect(self.start)
        self.stop_button = QPushButton(icon("stop"), "Stop all")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop_all)
        self.ranking = QLabel("Check 2 to 6 solvers and start them together on the board set "
                              "in the Explore tab.")
        self.ranking.setWordWrap(True)
        self.grid = QGridLayout()
        controls = QVBoxLayout()
        controls.addWidget(QLabel("Solvers (2 to 6):"))
        controls.addWidget(self.solvers, 1)
        controls.addWidget(QLabel("Start square:"))
        controls.addWidget(self.start_square)
        controls.addWidget(self.go_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.ranking)
        lanes = QWidget()
        lanes.setLayout(self.grid)
        layout = QHBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(lanes, 1)

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
        for lane in self.lanes:
            lane.deleteLater()
        self.lanes = []
        columns = 3 if len(names) > 4 else 2
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        for i, name in enumerate(names):
            lane = RaceLane(name, PALETTE[i % len(PALETTE)])
            lane.ended.connect(self._lane_ended)
            self.grid.addWidget(lane, i // columns, i % columns)
            self.lanes.append(lane)
        for lane in self.lanes:
            lane.start(board, start, self.model.closed, self.model.max_steps)
        self.go_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.ranking.setText(f"Racing from {board.name(start)} on {board.spec}…")
        return True

    @Slot()
    def stop_all(self) -> None:
        """Stop every lane."""
        for lane in self.lanes:
            lane.stop()

    @Slot()
    def _lane_ended(self) -> None:
        if self.running:
            return
        self.go_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.ranking.setText(self.ranking_text())

    def ranking_text(self) -> str:
        """Found tours first, fastest first; then the rest by how far they got."""
        done = [lane for lane in self.lanes if lane.snapshot is not None]
        lines = ["Ranking:"]
        for place, lane in enumerate(rank(done, result=lambda lane: lane.snapshot), 1):
            s = lane.snapshot
            result = (f"{s.seconds:.3f} s, {s.steps:,} steps" if s.status == Status.FOUND else
                      f"{s.status}, deepest {s.max_depth} of {s.squares}")
            lines.append(f"{place}. {SOLVERS[lane.name].title}: {result}")
        return "\n".join(lines)

    def shutdown(self) -> None:
        """Stop every lane (for closing the window)."""
        self.stop_all()
