"""The Table tab: every start square x the chosen solvers, in the background on every core."""

from __future__ import annotations

import math
import time
from pathlib import Path

from PySide6.QtCore import QSortFilterProxyModel, Qt, Slot
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core import compare, formats
from ..core.solvers import SOLVERS
from .explore.model import KnightTourModel
from .files import save_or_warn
from .icons import icon
from .widgets.charts import Heatmap, LogChart
from .widgets.solver_list import checked_solvers, solver_list
from .workers import CompareWorker, start_worker

#: step caps offered by the table (seed 001 went to 10 billion)
CAPS = {"1 million": 10**6, "10 million": 10**7, "100 million": 10**8, "1 billion": 10**9,
        "10 billion": 10**10}


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
        self.run_button = QPushButton(icon("run"), "Run over every start")
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton(icon("stop"), "Stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.csv_button = QPushButton(icon("save"), "Export CSV…")
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button = QPushButton(icon("save"), "Export JSON…")
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
