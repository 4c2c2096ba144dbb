"""The Count tab: how many tours the Explore tab's board has (closed, open, open from one
square) and, for open tours, the table of counts per start square drawn on the board.  The
count runs in a worker (core/count/methods.py: enumeration or the frontier counter, whichever
is faster), with progress and Stop."""

from __future__ import annotations

import html
import shutil
import time
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import BoardError
from ...core.count.estimates import TimeLeft
from ...core.count.methods import TourCount, progress_text
from ..explore.model import KnightTourModel
from ..files import save_or_warn
from ..settings import (
    cluster_address,
    last_folder,
    remember_folder,
    set_cluster_address,
)
from ..workers import CountWorker, TaskWorker, start_worker
from .count_map import CountMap
from .saved import checkpoint_folder, folder_bytes, saved_counts_folder, saved_square


def duration_text(seconds: float) -> str:
    """'40 s', '12 min', '1 h 05 min'."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


class CountPanel(QWidget):
    """Count the tours of the Explore tab's board, with progress and Stop."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._worker: CountWorker | None = None
        self._counting = ""
        self._outcome = "done"
        self.result: TourCount | None = None
        self.closed_button = QPushButton("Count closed tours")
        self.closed_button.setToolTip("Each closed tour once, whatever its start and direction")
        self.open_button = QPushButton("Count open tours")
        self.open_button.setToolTip(
            "Open tours counted with their direction, from every "
            "square (tick the table to see each square's count)"
        )
        self.start_square = QLineEdit(placeholderText="a1 (optional)")
        self.start_square.setToolTip("Count only the open tours from this square")
        hint_width = self.fontMetrics().horizontalAdvance("a1 (optional)") + 16
        self.start_square.setMinimumWidth(hint_width)
        self.start_square.setMaximumWidth(130)
        self.per_start = QCheckBox("a count for each square")
        self.per_start.setChecked(True)
        self.per_start.setToolTip(
            "Open tours only: also count the open tours from each square and draw the counts "
            "on the board (not with a start square given, nor for closed tours)"
        )
        # a table of every square's count goes with open tours from every square only
        self.start_square.textChanged.connect(
            lambda text: self.per_start.setEnabled(not text.strip())
        )
        self.cluster = QLineEdit(cluster_address(), placeholderText="this machine")
        self.cluster.setToolTip(
            "Leave empty to count on this computer. For experts: a Dask cluster's scheduler "
            "address (tcp://host:8786), or local:N for N worker processes here (needs "
            "knighttour[cluster])."
        )
        self.cluster.setMinimumWidth(self.fontMetrics().horizontalAdvance("this machine") + 16)
        self.cluster.setMaximumWidth(220)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setEnabled(False)
        self.export_button = QPushButton("Export counts (CSV)…")
        self.export_button.setToolTip("Each square's number of open tours, exactly, as CSV")
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.export_counts)
        self.forget_button = QPushButton("Forget saved counts")
        self.forget_button.setToolTip(
            "A stopped count keeps its finished squares on disk and goes on from them when "
            "counted again; this removes them"
        )
        self.forget_button.clicked.connect(self.forget_saved)
        self.forget_button.setEnabled(saved_counts_folder().exists())
        self._folder: Path | None = None
        self._forgetting: TaskWorker | None = None
        self._done = self._total = 0
        #: the time left of the count running, and when it began
        self._pace = TimeLeft()
        self._began = 0.0
        self.progress = QProgressBar()
        self.progress.setFormat("%p%")
        self.answer = QLabel("Count the tours of the board set in the Explore tab.", wordWrap=True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.map = CountMap()
        self.closed_button.clicked.connect(self.count_closed)
        self.open_button.clicked.connect(self.count_open)
        self.stop_button.clicked.connect(self.stop)

        # what to count on the first line; where to count and what to keep on the second:
        # the tab never widens the window
        row = QHBoxLayout()
        for w in (
            self.closed_button,
            self.open_button,
            QLabel("from"),
            self.start_square,
            self.per_start,
            self.stop_button,
        ):
            row.addWidget(w)
        row.addStretch(1)
        second = QHBoxLayout()
        for w in (
            QLabel("Run on (optional):"),
            self.cluster,
            self.export_button,
            self.forget_button,
        ):
            second.addWidget(w)
        second.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(second)
        layout.addWidget(self.progress)
        layout.addWidget(self.answer)
        layout.addWidget(self.map, 1)
        model.boardChanged.connect(self._board_changed)

    @property
    def running(self) -> bool:
        """True while a count runs."""
        return self._worker is not None

    @Slot()
    def _board_changed(self, *_: object) -> None:
        if not self.running:  # the last count was of another board: it goes, bar and all
            self.map.show_table(None, None)
            self.export_button.setEnabled(False)
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
            self.progress.setFormat("not counted yet")
            self.answer.setText(f"Count the tours of {self.model.board.spec}.")

    @Slot()
    def count_closed(self) -> None:
        """Count the closed tours of the board."""
        self._start(closed=True, start=None, per_start=False)

    @Slot()
    def count_open(self) -> None:
        """Count the open tours, from the square given or from every square."""
        text = self.start_square.text().strip()
        try:
            start = self.model.board.parse_square(text) if text else None
        except BoardError as exc:
            self.answer.setText(f"Not counted: {exc}.")
            self.progress.setFormat("not counted")
            self.progress.setValue(0)
            return
        per_start = self.per_start.isChecked() and start is None
        self._start(closed=False, start=start, per_start=per_start)

    def _start(self, *, closed: bool, start: int | None, per_start: bool) -> None:
        """Start the count in its worker, which first says what cannot be counted here
        (the command line's checks: on a large board seconds of work, never the window's)."""
        if self.running:
            return
        board = self.model.board
        address = self.cluster.text().strip()
        set_cluster_address(address)
        # where a frontier count here keeps its squares (the worker says if it counts so)
        folder = None if address else checkpoint_folder(board, closed, start, per_start)
        worker = CountWorker(
            board, closed, start, per_start, address, str(folder) if folder else None
        )
        self._folder = None
        self._done = 0
        self._pace, self._began = TimeLeft(), time.perf_counter()
        worker.progressed.connect(self._progressed)
        worker.searched.connect(self._searched)
        worker.connected.connect(self._connected)
        worker.decided.connect(self._decided)
        worker.counted.connect(self._counted)
        worker.failed.connect(self._failed)
        worker.finished.connect(self._finished)
        self._worker, self._board, self._closed, self._start_square = (worker, board, closed, start)
        self.progress.setRange(0, 0)
        self.map.show_table(None, None)
        what = (
            "closed tours"
            if closed
            else "open tours" + (f" from {board.name(start)}" if start is not None else "")
        )
        self._counting = f"Counting the {what} of {board.spec}"
        self.answer.setText(self._counting + (f" (connecting to {address})…" if address else "…"))
        self._set_running(True)
        start_worker(worker)

    @Slot(str, int)
    def _decided(self, folder: str, resumed: int) -> None:
        """The count goes ahead here: its squares kept in folder (if any), going on from
        the square resumed (if a stopped count of the same board kept one)."""
        self._folder = Path(folder) if folder else None
        if resumed:
            self._counting += f", going on from square {resumed:,} (saved when it was stopped)"
            self.answer.setText(self._counting + "…")

    @Slot()
    def stop(self) -> None:
        """Stop the count at its next square."""
        if self._worker is not None:
            self._worker.abort()

    def shutdown(self) -> None:
        """Stop the count (for closing the window)."""
        self.stop()

    def _set_running(self, running: bool) -> None:
        for button in (self.closed_button, self.open_button):
            button.setEnabled(not running)
        self.forget_button.setEnabled(not running and saved_counts_folder().exists())
        self.stop_button.setEnabled(running)

    @Slot(int, int, int, int)
    def _progressed(self, done: int, total: int, states: int, used: int) -> None:
        self._done, self._total = done, total
        seconds = self._pace.add(done, total, states, time.perf_counter() - self._began)
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        place = progress_text(done, total, self._board.squares)
        memory = f", {used / 2**20:,.0f} MiB" if used else ""  # a cluster's is its own
        left = ""
        one_count = total <= self._board.squares  # not a table of counts, one per square
        if one_count and seconds is not None and seconds >= 1:
            left = f", about {duration_text(seconds)} left"
        self.progress.setFormat(f"{place}: {states:,} live states{memory}{left}")

    @Slot(int, int, object)
    def _searched(self, done: int, total: int, tours: int) -> None:
        tally = f"{tours:,} tour{'' if tours == 1 else 's'} found so far"
        if total > 1:  # one search a start square (one per class of mirror images)
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.progress.setFormat(
                f"exhaustive search: {done:,} of {total:,} start squares, {tally}"
            )
        else:  # one search: how far it is cannot be told, what it found can
            self.answer.setText(f"{self._counting} by an exhaustive search: {tally}…")

    @Slot(str)
    def _connected(self, where: str) -> None:
        self.answer.setText(f"{self._counting} {where}…")

    @Slot(object, str)
    def _counted(self, result: TourCount, why: str) -> None:
        self.result = result
        board = self._board
        if result.count is None:
            self.answer.setText("Stopped before the end: no count." + self._kept_text())
            self._outcome = "stopped"
        else:
            what = (
                "closed tours (each loop once, whatever its start and direction)"
                if self._closed
                else f"open tours from {board.name(self._start_square)}"
                if self._start_square is not None
                else "open tours (a tour and the same tour backwards count as two)"
            )
            how = "by a theorem" if why else f"by {result.method} in {result.seconds:,.2f} s"
            self.answer.setText(
                f"<b>{result.count:,}</b> {what} on {board.spec}, {how}."
                + (f"<br>{html.escape(why)}" if why else "")
            )
            self._outcome = "done"
        if result.per_start is not None and result.count is not None:
            self.map.show_table(board, result.per_start)  # a stopped table is not shown
        self.export_button.setEnabled(self.map.table is not None)

    def _kept_text(self) -> str:
        """What a stopped count kept on disk, and how to go on."""
        folder = self._folder
        if folder is None or not saved_square(folder):
            return ""
        size = folder_bytes(folder)
        where = html.escape(str(folder))
        return (
            f"<br>The squares finished so far ({saved_square(folder):,} of "
            f"{self._board.squares:,}) are kept on disk ({size / 2**20:,.0f} MiB in {where}): "
            "count again to go on from there, or Forget saved counts to free the space."
        )

    @Slot()
    def forget_saved(self) -> None:
        """Remove the squares kept by stopped counts (not while a count runs), on a worker:
        gigabytes of files take a while to delete."""
        if self.running or self._forgetting is not None:
            return
        folder = saved_counts_folder()

        def forget() -> int:
            size = folder_bytes(folder) if folder.exists() else 0
            shutil.rmtree(folder, ignore_errors=True)
            return size

        self.forget_button.setEnabled(False)
        self.answer.setText("Forgetting the saved counts…")
        worker = TaskWorker(forget)
        worker.done.connect(self._forgotten)
        worker.failed.connect(self._failed)
        worker.finished.connect(self._forget_finished)
        self._forgetting = worker
        start_worker(worker)

    @property
    def forgetting(self) -> bool:
        """True while saved counts are being deleted."""
        return self._forgetting is not None

    @Slot(object)
    def _forgotten(self, size: int) -> None:
        self.answer.setText(f"Forgot the saved counts ({size / 2**20:,.0f} MiB freed).")

    @Slot()
    def _forget_finished(self) -> None:
        self._forgetting = None
        self.forget_button.setEnabled(not self.running and saved_counts_folder().exists())

    @Slot()
    def export_counts(self, filename: str | None = None) -> bool:
        """Save each square's count as CSV (square, open tours): exact numbers."""
        board, table = self.map.board, self.map.table
        if board is None or table is None:
            return False
        if filename is None:
            filename, _ = QFileDialog.getSaveFileName(
                self,
                "Export counts",
                str(Path(last_folder()) / f"counts-{board.spec}.csv"),
                "CSV files (*.csv)",
            )
            if not filename:
                return False
            remember_folder(filename)
        lines = ["square,open_tours"] + [
            f"{board.name(s)},{int(table[s])}" for s in board.live_squares().tolist()
        ]
        if not save_or_warn(self, "Export counts", filename, ("\n".join(lines) + "\n").encode()):
            return False
        self.answer.setText(self.answer.text() + f"<br>Saved {html.escape(filename)}.")
        return True

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.export_button.setEnabled(False)
        self.answer.setText(f"Not counted: {html.escape(message)}")
        self._outcome = "not counted"

    @Slot()
    def _finished(self) -> None:
        self._worker = None
        self.progress.setRange(0, 1)
        self.progress.setValue(1 if self._outcome == "done" else 0)
        self.progress.setFormat(self._outcome)
        self._set_running(False)
