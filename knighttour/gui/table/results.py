"""The Table tab's results: the rows as they come (the table, its summary, the chart and the
heat map), the progress, the end of a run said, and the exports.  The runs are set and
started by TablePanel (panel.py)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QWidget,
)

from ...core.board.board import Board
from ...core.compare import runs as compare
from ...core.files import formats
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..files import default_name, save_or_warn
from ..i18n import count_form, number
from ..widgets.charts import Heatmap, HeatmapLegend, LogChart, decade_top
from .columns import cell_width, fit_to_width, widen_columns
from .model import (
    RunsModel,
    finished_text,
    sort_key,
    summary_items,
    widest_cells,
)
from .worker import CompareWorker, RowBatch


class TableResults(QWidget):
    """What a table of runs shows as its rows come and when it ends, and its exports."""

    # made by TablePanel
    model: KnightTourModel
    rows: list[compare.Row]
    _worker: CompareWorker | None
    _total: int
    _t0: float
    _board: Board
    _closed: bool
    _cap: int
    _failure: str
    _widths: list[int]
    _maps: dict[str, Heatmap]
    runs: RunsModel
    table: QTableView
    summary: QStandardItemModel
    summary_view: QTableView
    chart: LogChart
    heat_legend: HeatmapLegend
    progress: QProgressBar
    status: QLabel
    run_button: QPushButton
    stop_button: QPushButton
    csv_button: QPushButton
    json_button: QPushButton

    @property
    def running(self) -> bool:
        """True while a comparison runs."""
        return self._worker is not None

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
