"""The Table tab: every start square x the chosen solvers, in the background on every core."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.compare import runs as compare
from ...core.files import formats
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..files import default_name, save_or_warn
from ..i18n import count_form, number
from ..icons import icon
from ..widgets.charts import Heatmap, HeatmapLegend, LogChart, decade_top
from ..widgets.column_width import ColumnWidth
from ..widgets.fitting import WrapCheckBox, narrow_combo, scroller
from ..widgets.solver_list import checked_solvers, offer_closed_only, solver_list
from ..worker_base import start_worker
from .columns import cell_width, fit_to_width, table_view, widen_columns
from .heat_grid import HeatmapGrid
from .model import (
    COLUMNS,
    SUMMARY,
    RunsModel,
    column_title,
    finished_text,
    sort_key,
    summary_items,
    widest_cells,
)
from .worker import CompareWorker, RowBatch

#: how many moves a run may try before it gives up (Spelchan's *Making Knight's Tour* went
#: to 10 billion)
CAPS = (10**6, 10**7, 10**8, 10**9, 10**10)
#: tours are kept for the exports on boards up to this many squares (a tour per run)
TOURS_UP_TO = 576
#: the width of the choices' column (wider only when larger text needs it)
SIDE_WIDTH = 250


class TablePanel(QWidget):
    """Every start square x the chosen solvers: a sortable table, heatmaps, a summary, a
    log-scale chart, CSV and JSON export.  Runs in the background on every core."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.rows: list[compare.Row] = []
        self._worker: CompareWorker | None = None
        self._total = 0
        self._t0 = 0.0
        self._board = model.board
        self._closed, self._cap = False, 0
        self._failure = ""  # why the comparison could not go on, if it could not

        self.solvers = solver_list(
            list(("backtracking", "forward-checking", "warnsdorff-backtracking", "circuit"))
        )
        self.solvers.setMaximumWidth(240)
        self.solvers.setAccessibleName(self.tr("Solvers in the table"))
        self.cap = QComboBox()
        for cap in CAPS:
            self.cap.addItem(self.tr("{n} moves").format(n=number(cap)), cap)
        self.cap.setCurrentIndex(self.cap.findData(10**7))
        self.cap.setToolTip(self.tr("Each run gives up after trying this many moves"))
        narrow_combo(self.cap)
        #: each row keeps its tour, for the exports (on boards small enough to hold them all)
        self.keep_tours = WrapCheckBox(self.tr("&Keep each tour for the exports"))
        self.keep_tours.setToolTip(
            self.tr(
                "Each row keeps the tour it found: Export CSV and JSON then have a tour column "
                "a student can check square by square"
            )
        )
        self.run_button = QPushButton(icon("run"), self.tr("Run over every start"))
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton(icon("stop"), self.tr("Stop"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        #: what the next run is: which tours, on which board (set on the Explore tab)
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        self.csv_button = QPushButton(icon("save"), self.tr("Export CSV…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button = QPushButton(icon("save"), self.tr("Export JSON…"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        self.progress = QProgressBar()
        self._show_progress(0, 0)
        self.status = QLabel(
            self.tr(
                "Choose solvers and run them from every start square of the board set in the "
                "Explore tab."
            )
        )
        self.status.setWordWrap(True)

        #: the runs, sorted (by solver, then start in board order, until a header is clicked)
        self.runs = RunsModel(self.palette, self)
        row_height = self.fontMetrics().height() + 6
        self.table = table_view(self.runs, row_height)
        self.table.setAccessibleName(self.tr("Runs, one a row"))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        # each column as wide as its widest text (header included), measured as rows arrive
        self._widths = [0] * len(COLUMNS)
        self._fit_columns()
        self.summary = QStandardItemModel(0, len(SUMMARY), self)
        self.summary.setHorizontalHeaderLabels([column_title(t) for t in SUMMARY])
        self.summary_view = table_view(self.summary, row_height)
        self.summary_view.setAccessibleName(self.tr("Summary"))
        self._fit_summary()
        self.heatmaps = HeatmapGrid()
        self.heat_legend = HeatmapLegend()
        heat_box = QWidget()
        heat_layout = QVBoxLayout(heat_box)
        heat_layout.setContentsMargins(0, 0, 0, 0)
        # many solvers make many heatmaps: they scroll, the window keeps its size
        self.heat_scroll = QScrollArea()
        self.heat_scroll.setAccessibleName(self.tr("Heatmaps, one a solver"))
        self.heat_scroll.setWidget(self.heatmaps)
        self.heat_scroll.setWidgetResizable(True)
        self.heat_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.heat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        heat_layout.addWidget(self.heat_scroll, 1)
        heat_layout.addWidget(self.heat_legend)
        self.chart = LogChart()

        controls = QVBoxLayout()
        controls.addWidget(self.kind)
        for label, field in (
            (self.tr("S&olvers:"), self.solvers),
            (self.tr("&Give up each run after:"), self.cap),
        ):
            named = QLabel(label)
            named.setBuddy(field)
            controls.addWidget(named)
            controls.addWidget(field, 1 if field is self.solvers else 0)
        controls.addWidget(self.keep_tours)
        controls.addWidget(self.run_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.progress)
        controls.addWidget(self.csv_button)
        controls.addWidget(self.json_button)
        # the table across the top (its columns as wide as their text); below it the
        # summary, then the chart with the heatmaps beside it
        right = QSplitter(Qt.Orientation.Vertical)
        bottom = QWidget()
        charts = QHBoxLayout()
        charts.addWidget(self.chart, 3)
        charts.addWidget(heat_box, 2)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.summary_view)
        bottom_layout.addLayout(charts, 1)
        right.addWidget(self.table)
        right.addWidget(bottom)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 2)
        column = QVBoxLayout()
        column.addWidget(right, 1)
        column.addWidget(self.status)
        # the choices scroll when larger text makes them taller than the window
        side = QWidget()
        side.setLayout(controls)
        controls.setContentsMargins(0, 0, 0, 0)
        self.side_area = scroller(side, self.tr("The table's choices"))
        bar = self.side_area.verticalScrollBar().sizeHint().width()
        self._width = ColumnWidth(
            self.side_area, SIDE_WIDTH, lambda: side.minimumSizeHint().width() + bar + 2
        )
        layout = QHBoxLayout(self)
        layout.addWidget(self.side_area)
        layout.addLayout(column, 1)
        model.boardChanged.connect(self._setup_changed)
        model.closedChanged.connect(self._setup_changed)
        self._setup_changed()
        self._update_buttons()

    @property
    def running(self) -> bool:
        """True while a comparison runs."""
        return self._worker is not None

    @Slot()
    def _setup_changed(self, *_: object) -> None:
        """Say what the next run is (open or closed tours, on which board), and offer only
        the solvers that can look for that kind of tour (as the command line does)."""
        board, closed = self.model.board, self.model.closed
        kind = (
            self.tr(
                "<b>Closed tours on {board}</b>, from each of its {n} squares (board and kind "
                "are set on the Explore tab)."
            )
            if closed
            else self.tr(
                "<b>Any tour, open or closed, on {board}</b>, from each of its {n} squares "
                "(board and kind are set on the Explore tab)."
            )
        )
        self.kind.setText(kind.format(board=board.spec, n=number(board.squares)))
        offer_closed_only(self.solvers, closed)
        small = board.squares <= TOURS_UP_TO
        self.keep_tours.setEnabled(small)
        if not small:
            self.keep_tours.setChecked(False)
            self.keep_tours.setToolTip(
                self.tr("Tours are kept on boards of up to {n} squares").format(
                    n=number(TOURS_UP_TO)
                )
            )
        if self.rows and not self.running and (self._board != board or self._closed != closed):
            old = (
                self.tr(
                    "The results below are for closed tours on {board}, not what the tab would "
                    "run now: Run over every start to run on this board."
                )
                if self._closed
                else self.tr(
                    "The results below are for tours on {board}, not what the tab would run "
                    "now: Run over every start to run on this board."
                )
            )
            self.status.setText(old.format(board=self._board.spec))

    @Slot()
    def start(self) -> None:
        """Run the checked solvers from every start square of the model's board."""
        if self.running:
            return
        solvers = checked_solvers(self.solvers)
        if not solvers:
            show_and_say(self.status, self.tr("Check at least one solver."))
            return
        board = self.model.board
        closed = self.model.closed
        starts = board.live_squares()
        self.rows = []
        self.runs.reset(board)
        self.summary.removeRows(0, self.summary.rowCount())
        self._fit_summary()
        self._widths = [0] * len(COLUMNS)
        self._fit_columns()
        self._maps = {name: Heatmap(board, name) for name in solvers}
        self.heatmaps.show_maps(list(self._maps.values()))
        self.chart.reset(solvers, starts)
        self.heat_legend.set_top(1)
        self._board = board
        self._total = len(solvers) * len(starts)
        self._show_progress(0, self._total)
        self._t0 = time.perf_counter()
        self._closed, self._cap = closed, int(self.cap.currentData())
        self._failure = ""
        tours = self.keep_tours.isChecked() and self.keep_tours.isEnabled()
        worker = CompareWorker(board, solvers, starts, self._cap, closed, tours=tours)
        worker.progressed.connect(self._rows_done)
        worker.errored.connect(self._failed)
        worker.finished.connect(self._finished)
        self._worker = worker
        start_worker(worker)
        running = (
            self.tr("Running {n} runs for closed tours on {board}…")
            if closed
            else self.tr("Running {n} runs for tours on {board}…")
        )
        self.status.setText(running.format(n=number(self._total), board=board.spec))
        self._update_buttons()

    @Slot()
    def stop(self) -> None:
        """Stop the comparison: running searches end at their next chunk."""
        if self._worker is not None:
            self._worker.abort()

    @Slot(object)
    def _rows_done(self, batch: RowBatch) -> None:
        rows, squares = batch.rows, batch.squares
        self.rows.extend(rows)
        for column, text in enumerate(widest_cells(rows)):
            self._widths[column] = max(self._widths[column], self.cell_width(text))
        self.runs.add(rows, squares)
        self._fit_columns()
        top = max(int(self.heat_legend.top), decade_top(max(r.steps for r in rows)))
        by_solver: dict[str, tuple[list[int], list[int], list[str]]] = {}
        for row, square in zip(rows, squares, strict=True):
            group = by_solver.setdefault(row.solver, ([], [], []))
            group[0].append(square)
            group[1].append(row.steps)
            group[2].append(row.status)
        for name, heat in self._maps.items():
            group = by_solver.get(name, ([], [], []))
            if group[0]:
                self.chart.add(name, *group)
            if group[0] or heat.top != top:
                heat.add(*group, top)
        self.heat_legend.set_top(top)
        self._show_progress(len(self.rows), self._total)

    def cell_width(self, text: str) -> int:
        """The width a cell needs to show text in full: the delegate's margins and a little air."""
        return cell_width(self.table, text)

    def _fit_columns(self) -> None:
        widen_columns(self.table, self._widths)

    def _fit_summary(self) -> None:
        """The summary as tall as its rows and within its width: every solver shows, none
        clipped, its long titles and names wrapped where the width is short."""
        fit_to_width(self.summary_view, self.cell_width)

    def _show_progress(self, value: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(value)
        self.progress.setFormat(
            self.tr("{done} of {total} runs", "", count_form(value)).format(
                done=number(value), total=number(total)
            )
            if total
            else self.tr("No runs yet")
        )

    @Slot(str)
    def _failed(self, why: str) -> None:
        self._failure = why

    @Slot()
    def _finished(self) -> None:
        stopped = self._worker is not None and self._worker.abort_requested()
        self._worker = None
        self.summary.removeRows(0, self.summary.rowCount())
        for s in compare.summarise(self.rows):
            self.summary.appendRow(summary_items(s, self.palette()))
        self._fit_summary()
        took = time.perf_counter() - self._t0
        ended = finished_text(self.rows, self._total, took, stopped)
        show_and_say(self.status, f"{self._failure} {ended}" if self._failure else ended)
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
                self,
                self.tr("Export {kind}").format(kind=kind.upper()),
                str(Path.home() / default_name("compare", suffix=kind)),
                self.tr("{kind} files (*.{suffix})").format(kind=kind.upper(), suffix=kind),
            )
            if not filename:
                return False
        encode = formats.table_csv_bytes if kind == "csv" else formats.table_json_bytes
        # in the table's first order, by solver then start in board order, not as they ended
        board = self._board
        rows = sorted(self.rows, key=lambda r: sort_key(r, board.parse_square(r.start), 0))
        data = encode(board, rows, closed=self._closed, max_steps=self._cap)
        if not save_or_warn(self, self.tr("Export"), filename, data):
            return False
        show_and_say(self.status, self.tr("Saved {file}.").format(file=filename))
        return True

    def shutdown(self) -> None:
        """Stop the comparison (for closing the window)."""
        self.stop()
