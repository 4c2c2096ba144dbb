"""Comparing solvers: the table over every start square, and the live race."""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, QSortFilterProxyModel, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core import compare, formats
from ..core.board import Board, BoardError
from ..core.solvers import SOLVERS
from ..core.status import Status
from .board_view import BoardView
from .files import save_or_warn
from .model import KnightTourModel
from .snapshot import Snapshot
from .workers import RunEnd, SolverWorker, error_message, start_worker

#: step caps offered by the table (seed 001 went to 10 billion)
CAPS = {"1 million": 10**6, "10 million": 10**7, "100 million": 10**8, "1 billion": 10**9,
        "10 billion": 10**10}
#: one colour per solver in the chart and the race
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
           "#e377c2", "#7f7f7f", "#bcbd22", "#393b79", "#637939", "#8c6d31", "#843c39"]


def solver_list(checked: list[str]) -> QListWidget:
    """A list of every solver with a check box, the given ones checked."""
    widget = QListWidget()
    for info in SOLVERS.values():
        item = QListWidgetItem(info.title)
        item.setData(Qt.ItemDataRole.UserRole, info.name)
        item.setToolTip(info.description)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if info.name in checked
                           else Qt.CheckState.Unchecked)
        widget.addItem(item)
    return widget


def checked_solvers(widget: QListWidget) -> list[str]:
    """Names of the checked solvers, in catalogue order."""
    return [widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked]


def set_checked(widget: QListWidget, names: list[str]) -> None:
    """Check exactly the named solvers."""
    for i in range(widget.count()):
        item = widget.item(i)
        item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in names
                           else Qt.CheckState.Unchecked)


# the table ---------------------------------------------------------------------------------
class CompareWorker(QObject):
    """Runs a whole comparison (every core busy) on its own thread; sends each row as it ends."""

    rowDone = Signal(object)  # compare.Row
    failed = Signal(str)
    finished = Signal()

    def __init__(self, board: Board, solvers: list[str], starts: list[int], max_steps: int,
                 closed: bool) -> None:
        super().__init__()
        self.board, self.solvers, self.starts = board, solvers, starts
        self.max_steps, self.closed = max_steps, closed
        self.stop_flag = threading.Event()

    def abort(self) -> None:
        """Stop every run at its next chunk; runs not yet started are skipped."""
        self.stop_flag.set()

    @Slot()
    def run(self) -> None:
        try:
            compare.compare(self.board, self.solvers, self.starts, self.max_steps, self.closed,
                            stop=self.stop_flag, on_row=self.rowDone.emit)
        except Exception as exc:
            self.failed.emit(error_message(exc))
        finally:
            self.finished.emit()


class Heatmap(QWidget):
    """One solver's results drawn on the board: colour is log10 of the steps each start
    needed (pale: few, dark: many); a cross marks a start without a tour."""

    def __init__(self, board: Board, solver: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.solver = board, solver
        self.steps: dict[int, tuple[int, str]] = {}
        self.top = 1.0
        self.setMinimumSize(150, 170)
        self.setToolTip(f"{SOLVERS[solver].title}: colour is log10(steps) from each start; "
                        "a cross marks no tour found")

    def add(self, square: int, steps: int, status: str, top: float) -> None:
        self.steps[square] = (steps, status)
        self.top = top
        self.update()

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(self.contentsRect()).adjusted(2, 18, -2, -2)
            p.setPen(self.palette().windowText().color())
            title = self.fontMetrics().elidedText(SOLVERS[self.solver].title,
                                                  Qt.TextElideMode.ElideRight, self.width() - 4)
            p.drawText(QRectF(0, 0, self.width(), 16), Qt.AlignmentFlag.AlignCenter, title)
            rows, cols = self.board.rows, self.board.cols
            side = min(rect.width() / cols, rect.height() / rows)
            x0 = rect.left() + (rect.width() - side * cols) / 2
            y0 = rect.top()
            for square in range(self.board.size):
                file, rank = self.board.coords(square)
                cell = QRectF(x0 + file * side, y0 + (rows - 1 - rank) * side, side, side)
                if square not in self.steps:
                    p.fillRect(cell, QColor("#dddddd"))
                    continue
                steps, status = self.steps[square]
                share = math.log10(max(steps, 1)) / max(self.top, 1.0)
                colour = QColor.fromHsvF(0.6, 0.15 + 0.85 * min(share, 1.0), 1.0 - 0.6 * share)
                p.fillRect(cell, colour)
                if status != Status.FOUND:
                    p.setPen(QPen(QColor("#c0392b"), max(1.0, side * 0.12)))
                    p.drawLine(cell.topLeft() + QPointF(side * .2, side * .2),
                               cell.bottomRight() - QPointF(side * .2, side * .2))
                    p.drawLine(cell.topRight() + QPointF(-side * .2, side * .2),
                               cell.bottomLeft() + QPointF(side * .2, -side * .2))


class LogChart(QWidget):
    """Steps of every run on a log scale: one row of points per solver, starts along x."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, dict[int, tuple[int, str]]] = {}
        self.order: list[int] = []
        self.setMinimumHeight(180)
        self.setToolTip("Steps per start square, log scale; hollow points did not find a tour")

    def reset(self, solvers: list[str], starts: list[int]) -> None:
        self.series = {name: {} for name in solvers}
        self.order = list(starts)
        self.update()

    def add(self, solver: str, start: int, steps: int, status: str) -> None:
        self.series.setdefault(solver, {})[start] = (steps, status)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, 220)

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ink = self.palette().windowText().color()
            area = QRectF(self.contentsRect()).adjusted(48, 10, -10, -22)
            top = max([math.log10(max(s, 1)) for d in self.series.values()
                       for s, _ in d.values()] + [1.0])
            top = math.ceil(top)
            p.setPen(QPen(ink, 1))
            p.drawRect(area)
            font = QFont(self.font())
            font.setPixelSize(10)
            p.setFont(font)
            for decade in range(0, top + 1, max(1, top // 6)):
                y = area.bottom() - area.height() * decade / top
                p.setPen(QPen(QColor(128, 128, 128, 90), 1))
                p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                p.setPen(ink)
                p.drawText(QRectF(0, y - 7, 44, 14), Qt.AlignmentFlag.AlignRight, f"1e{decade}")
            p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16),
                       Qt.AlignmentFlag.AlignCenter, "start squares, in board order")
            n = max(len(self.order), 1)
            index = {s: i for i, s in enumerate(self.order)}
            for k, (name, data) in enumerate(self.series.items()):
                colour = QColor(PALETTE[k % len(PALETTE)])
                for start, (steps, status) in data.items():
                    x = area.left() + area.width() * (index.get(start, 0) + 0.5) / n
                    y = area.bottom() - area.height() * math.log10(max(steps, 1)) / top
                    p.setPen(QPen(colour, 1.5))
                    p.setBrush(colour if status == Status.FOUND else Qt.BrushStyle.NoBrush)
                    p.drawEllipse(QPointF(x, y), 3, 3)
                p.setPen(colour)
                p.drawText(QRectF(area.left() + 6, area.top() + 4 + 13 * k, 300, 14),
                           Qt.AlignmentFlag.AlignLeft, SOLVERS[name].title)


class TablePanel(QWidget):
    """Every start square x the chosen solvers: a sortable table, heatmaps, a summary, a
    log-scale chart, CSV and JSON export.  Runs in the background on every core."""

    COLUMNS = ("Solver", "Start", "Outcome", "Steps", "Backtracks", "Seconds")

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.rows: list[compare.Row] = []
        self._worker: CompareWorker | None = None
        self._total = 0
        self._t0 = 0.0
        self._board = model.board
        self._closed, self._cap = False, 0

        self.solvers = solver_list(list(("backtracking", "forward-checking",
                                          "warnsdorff-backtracking", "circuit")))
        self.solvers.setMaximumWidth(240)
        self.cap = QComboBox()
        self.cap.addItems(list(CAPS))
        self.cap.setCurrentText("10 million")
        self.cap.setToolTip("Each run gives up after this many moves")
        self.run_button = QPushButton("Run over every start")
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.csv_button = QPushButton("Export CSV…")
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button = QPushButton("Export JSON…")
        self.json_button.clicked.connect(lambda: self.export("json"))
        self.progress = QProgressBar()
        self.progress.setFormat("%v of %m runs")
        self.status = QLabel("Choose solvers and run them from every start square of the "
                             "board set in the Explore tab.")
        self.status.setWordWrap(True)

        self.items = QStandardItemModel(0, len(self.COLUMNS), self)
        self.items.setHorizontalHeaderLabels(list(self.COLUMNS))
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.items)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.summary = QStandardItemModel(0, 5, self)
        self.summary.setHorizontalHeaderLabels(["Solver", "Found", "Median steps",
                                                "Max steps", "Total seconds"])
        self.summary_view = QTableView()
        self.summary_view.setModel(self.summary)
        self.summary_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        self.summary_view.verticalHeader().setVisible(False)
        self.summary_view.setMaximumHeight(150)
        self.heatmaps = QWidget()
        self.heatmap_grid = QGridLayout(self.heatmaps)
        self.chart = LogChart()

        controls = QVBoxLayout()
        controls.addWidget(QLabel("Solvers:"))
        controls.addWidget(self.solvers, 1)
        controls.addWidget(QLabel("Step cap per run:"))
        controls.addWidget(self.cap)
        controls.addWidget(self.run_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.progress)
        controls.addWidget(self.csv_button)
        controls.addWidget(self.json_button)
        right = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table, 3)
        top_layout.addWidget(self.heatmaps, 2)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.summary_view)
        bottom_layout.addWidget(self.chart, 1)
        bottom_layout.addWidget(self.status)
        right.addWidget(top)
        right.addWidget(bottom)
        layout = QHBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(right, 1)
        self._update_buttons()

    @property
    def running(self) -> bool:
        """True while a comparison runs."""
        return self._worker is not None

    @Slot()
    def start(self) -> None:
        """Run the checked solvers from every start square of the model's board."""
        if self.running:
            return
        solvers = checked_solvers(self.solvers)
        if not solvers:
            self.status.setText("Check at least one solver.")
            return
        board = self.model.board
        closed = self.model.closed and all(SOLVERS[s].closed for s in solvers)
        starts = [int(s) for s in board.live_squares()]
        self.rows = []
        self.items.removeRows(0, self.items.rowCount())
        self.summary.removeRows(0, self.summary.rowCount())
        while self.heatmap_grid.count():
            self.heatmap_grid.takeAt(0).widget().deleteLater()
        self._maps = {}
        for i, name in enumerate(solvers):
            heat = Heatmap(board, name)
            self._maps[name] = heat
            self.heatmap_grid.addWidget(heat, i // 2, i % 2)
        self.chart.reset(solvers, starts)
        self._board = board
        self._total = len(solvers) * len(starts)
        self.progress.setRange(0, self._total)
        self.progress.setValue(0)
        self._t0 = time.perf_counter()
        self._closed, self._cap = closed, CAPS[self.cap.currentText()]
        worker = CompareWorker(board, solvers, starts, self._cap, closed)
        worker.rowDone.connect(self._row_done)
        worker.failed.connect(self.status.setText)
        worker.finished.connect(self._finished)
        self._worker = worker
        start_worker(worker)
        self.status.setText(f"Running {self._total} runs on {board.spec}…")
        self._update_buttons()

    @Slot()
    def stop(self) -> None:
        """Stop the comparison: running searches end at their next chunk."""
        if self._worker is not None:
            self._worker.abort()

    @Slot(object)
    def _row_done(self, row: compare.Row) -> None:
        self.rows.append(row)
        cells = [(SOLVERS[row.solver].title, row.solver), (row.start, row.start),
                 (row.status, row.status), (f"{row.steps:,}", row.steps),
                 (f"{row.backtracks:,}", row.backtracks), (f"{row.seconds:.4f}", row.seconds)]
        items = []
        for text, key in cells:
            item = QStandardItem(text)
            item.setData(key, Qt.ItemDataRole.UserRole)
            item.setEditable(False)
            items.append(item)
        self.items.appendRow(items)
        square = self._board.parse_square(row.start)
        top = max(math.log10(max(r.steps, 1)) for r in self.rows)
        self._maps[row.solver].add(square, row.steps, row.status, top)
        self.chart.add(row.solver, square, row.steps, row.status)
        self.progress.setValue(len(self.rows))

    @Slot()
    def _finished(self) -> None:
        stopped = self._worker is not None and self._worker.stop_flag.is_set()
        self._worker = None
        self.summary.removeRows(0, self.summary.rowCount())
        for s in compare.summarise(self.rows):
            self.summary.appendRow([QStandardItem(x) for x in (
                SOLVERS[s.solver].title, f"{s.found} of {s.runs}", f"{s.median_steps:,.0f}",
                f"{s.max_steps:,}", f"{s.seconds:.2f}")])
        took = time.perf_counter() - self._t0
        what = "Stopped after" if stopped else "Done:"
        self.status.setText(f"{what} {len(self.rows)} of {self._total} runs in {took:.1f} s.")
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.run_button.setEnabled(not self.running)
        self.stop_button.setEnabled(self.running)
        self.csv_button.setEnabled(bool(self.rows) and not self.running)
        self.json_button.setEnabled(bool(self.rows) and not self.running)

    def export(self, kind: str, filename: str | None = None) -> bool:
        """Save the rows as CSV or JSON (asks for a file name unless given)."""
        if filename is None:
            filename, _ = QFileDialog.getSaveFileName(
                self, f"Export {kind.upper()}", str(Path.home() / f"compare.{kind}"),
                f"{kind.upper()} files (*.{kind})")
            if not filename:
                return False
        encode = formats.table_csv_bytes if kind == "csv" else formats.table_json_bytes
        data = encode(self._board, self.rows, closed=self._closed, max_steps=self._cap)
        if not save_or_warn(self, "Export", filename, data):
            return False
        self.status.setText(f"Saved {filename}.")
        return True

    def shutdown(self) -> None:
        """Stop the comparison (for closing the window)."""
        self.stop()


# the race ----------------------------------------------------------------------------------
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
        self.stop_button = QPushButton("Stop")
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
        self.go_button = QPushButton("Start the race")
        self.go_button.clicked.connect(self.start)
        self.stop_button = QPushButton("Stop all")
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
        order = sorted(done, key=lambda lane: (lane.snapshot.status != Status.FOUND,
                                               lane.snapshot.seconds
                                               if lane.snapshot.status == Status.FOUND
                                               else -lane.snapshot.max_depth))
        lines = ["Ranking:"]
        for place, lane in enumerate(order, 1):
            s = lane.snapshot
            result = (f"{s.seconds:.3f} s, {s.steps:,} steps" if s.status == Status.FOUND else
                      f"{s.status}, deepest {s.max_depth} of {s.squares}")
            lines.append(f"{place}. {SOLVERS[lane.name].title}: {result}")
        return "\n".join(lines)

    def shutdown(self) -> None:
        """Stop every lane (for closing the window)."""
        self.stop_all()
