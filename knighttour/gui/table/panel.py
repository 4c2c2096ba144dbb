"""The Table tab: every start square x the chosen solvers, in the background on every core."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
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
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..i18n import number
from ..icons import icon
from ..widgets.charts import Heatmap, HeatmapLegend, LogChart
from ..widgets.column_width import ColumnWidth
from ..widgets.fitting import WrapCheckBox, narrow_combo, scroller
from ..widgets.solver_list import checked_solvers, offer_closed_only, solver_list
from ..worker_base import start_worker
from .columns import table_view
from .heat_grid import HeatmapGrid
from .model import (
    COLUMNS,
    SUMMARY,
    RunsModel,
    column_title,
)
from .results import TableResults
from .worker import CompareWorker

#: how many moves a run may try before it gives up (Spelchan's *Making Knight's Tour* went
#: to 10 billion)
CAPS = (10**6, 10**7, 10**8, 10**9, 10**10)
#: tours are kept for the exports on boards up to this many squares (a tour per run)
TOURS_UP_TO = 576
#: the width of the choices' column (wider only when larger text needs it)
SIDE_WIDTH = 250


class TablePanel(TableResults):
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
        self._make_choices()
        self._make_results()
        self._lay_out()
        model.boardChanged.connect(self._setup_changed)
        model.closedChanged.connect(self._setup_changed)
        self._setup_changed()
        self._update_buttons()

    def _make_choices(self) -> None:
        """What to run: the kind of tour, the solvers, the cap, the buttons, the progress."""
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
        self.progress.setAccessibleName(self.tr("The table's progress"))
        self._show_progress(0, 0)
        self.status = QLabel(
            self.tr(
                "Choose solvers and run them from every start square of the board set in the "
                "Explore tab."
            )
        )
        self.status.setWordWrap(True)

    def _make_results(self) -> None:
        """The runs' table, its summary, the chart and the heat maps."""
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
        self.heat_box = QWidget()
        heat_layout = QVBoxLayout(self.heat_box)
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

    def _lay_out(self) -> None:
        """The choices in a column that scrolls; the table, the summary, the chart beside."""
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
        charts.addWidget(self.heat_box, 2)
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
        starts = compare.every_start(board)
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

    def shutdown(self) -> None:
        """Stop the comparison (for closing the window)."""
        self.stop()
