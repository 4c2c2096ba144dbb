"""The Count tab: how many tours the Explore tab's board has (closed, open, open from one
square) and, for open tours, the table of counts per start square drawn on the board.  The
count runs in a worker (core/count/methods.py: enumeration or the frontier counter, whichever is
faster), with progress and Stop."""

from __future__ import annotations

import hashlib
import html
import json
import math
import shutil
import time
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QHelpEvent, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..core.board.board import Board, BoardError
from ..core.board.theorems import tour_impossible
from ..core.count import frontier
from ..core.count.methods import (
    FRONTIER,
    TourCount,
    check_feasible,
    check_fits,
    choose_method,
    progress_text,
)
from .explore.model import KnightTourModel
from .files import save_or_warn
from .settings import (
    cluster_address,
    default_settings,
    last_folder,
    remember_folder,
    set_cluster_address,
)
from .workers import CountWorker, TaskWorker, start_worker


def saved_counts_folder() -> Path:
    """Where stopped counts keep their finished squares: beside the settings."""
    return Path(default_settings().fileName()).with_name("counts")


def checkpoint_folder(board: Board, closed: bool, start: int | None, per_start: bool) -> Path:
    """The folder of one count (board, kind, start) among the saved counts."""
    what = {"board": board.to_json(), **board.variant_json(), "closed": closed}
    what.update(start=start, per_start=per_start)
    key = hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]
    return saved_counts_folder() / f"{board.spec}-{'closed' if closed else 'open'}-{key}"


def saved_square(folder: Path) -> int:
    """The last square a stopped count saved in folder (0: none, or the count ended)."""
    best = 0
    for manifest in folder.glob(f"*/{frontier.CHECKPOINT}"):
        try:
            saved = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(saved, dict) and "result" not in saved:
            best = max(best, int(saved.get("square", 0) or 0))
    return best


def folder_bytes(folder: Path) -> int:
    """The bytes the files under folder take."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


def duration_text(seconds: float) -> str:
    """'40 s', '12 min', '1 h 05 min'."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def short_number(value: int) -> str:
    """value in at most four characters and a unit: 3.7M for 3,742,739, 41k for 41,200."""
    for unit, size in (("T", 10**12), ("G", 10**9), ("M", 10**6), ("k", 10**3)):
        if value >= size:
            scaled = value / size
            return f"{scaled:.1f}{unit}" if scaled < 10 else f"{scaled:,.0f}{unit}"
    return str(value)


class CountMap(QWidget):
    """Open tours from each square, drawn on the board: colour is log10 of the count (pale:
    few, dark: many; grey: none), with the number on the square where it fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.table: np.ndarray | None = None
        self.setMinimumSize(200, 200)

    def show_table(self, board: Board | None, table: np.ndarray | None) -> None:
        """Draw table (a count per square) on board; None clears the picture."""
        self.board, self.table = board, table
        self.setMouseTracking(table is not None)
        self.update()

    def _layout(self) -> tuple[float, float, float, float]:
        """(margin, side, x0, y0): where the board is drawn."""
        assert self.board is not None
        board = self.board
        margin = self.fontMetrics().horizontalAdvance("888") + 6
        rect = QRectF(self.contentsRect()).adjusted(margin, 4, -4, -margin)
        side = min(rect.width() / board.cols, rect.height() / board.rows)
        x0 = rect.left() + (rect.width() - side * board.cols) / 2
        y0 = rect.top() + (rect.height() - side * board.rows) / 2
        return margin, side, x0, y0

    def square_at(self, x: float, y: float) -> int | None:
        """The square under the point (x, y), or None."""
        if self.board is None or self.table is None:
            return None
        _, side, x0, y0 = self._layout()
        file, row = int((x - x0) // side), int((y - y0) // side)
        if not (0 <= file < self.board.cols and 0 <= row < self.board.rows):
            return None
        return (self.board.rows - 1 - row) * self.board.cols + file

    def event(self, event: QEvent) -> bool:
        # the exact count of the square under the pointer (the square shows it shortened
        # when it does not fit)
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(event.pos().x(), event.pos().y())
            if square is not None and self.board is not None and self.table is not None:
                QToolTip.showText(
                    event.globalPos(),
                    f"{self.board.name(square)}: {int(self.table[square]):,} open tours",
                    self,
                )
                return True
            QToolTip.hideText()
        return super().event(event)

    def _coordinates(
        self, p: QPainter, board: Board, x0: float, y0: float, side: float, margin: float
    ) -> None:
        """File letters under the board, rank numbers at its left (as on the Explore board)."""
        p.setPen(self.palette().windowText().color())
        bottom = y0 + board.rows * side
        for file in range(board.cols):
            cell = QRectF(x0 + file * side, bottom + 2, side, margin - 4)
            p.drawText(
                cell,
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                board.file_label(file),
            )
        for rank in range(board.rows):
            cell = QRectF(x0 - margin, y0 + (board.rows - 1 - rank) * side, margin - 4, side)
            p.drawText(
                cell, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(rank + 1)
            )

    def paintEvent(self, event) -> None:
        board, table = self.board, self.table
        if board is None or table is None:
            return
        with QPainter(self) as p:
            # a margin at the left and the bottom for the rank numbers and file letters
            margin, side, x0, y0 = self._layout()
            self._coordinates(p, board, x0, y0, side, margin)
            counts = [int(v) for v in table.tolist()]
            top = max(1.0, math.log10(max(counts) + 1))
            font = p.font()
            font.setPixelSize(max(7, int(side / 4.2)))
            p.setFont(font)
            metrics = p.fontMetrics()
            for square, value in enumerate(counts):
                file, rank = board.coords(square)
                cell = QRectF(x0 + file * side, y0 + (board.rows - 1 - rank) * side, side, side)
                if square in board.removed:
                    p.fillRect(cell, QColor("#9e9e9e"))
                    continue
                t = math.log10(value + 1) / top if value else 0.0
                colour = (
                    QColor.fromHsvF(0.6, 0.08 + 0.85 * t, 0.97 - 0.55 * t)
                    if value
                    else QColor("#e0e0e0")
                )
                p.fillRect(cell, colour)
                # in full where it fits, else shortened (3.7M): the largest counts matter most
                for text in (f"{value:,}", short_number(value)):
                    if metrics.horizontalAdvance(text) < side * 0.85:  # a gap between cells
                        p.setPen(QColor("white") if t > 0.55 else QColor("black"))
                        p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
                        break


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
        self._pace = frontier.TimeLeft()
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
        if self.running:
            return
        board = self.model.board
        address = self.cluster.text().strip()
        set_cluster_address(address)
        folder: Path | None = None
        if not address and not tour_impossible(board, start, closed):
            # what cannot be counted here is said at once, as the command line does
            try:
                board.check_fits(96)
                method = choose_method(board, closed)
                if method == FRONTIER:  # a stopped count goes on from its last square
                    folder = checkpoint_folder(board, closed, start, per_start)
                check_feasible(board, method, closed, None if per_start else start)
                check_fits(board, closed, per_start or start is not None, method)
            except BoardError as exc:
                self.map.show_table(None, None)
                self.export_button.setEnabled(False)
                self.answer.setText(f"Not counted: {html.escape(str(exc))}")
                self.progress.setRange(0, 1)
                self.progress.setValue(0)
                self.progress.setFormat("not counted")
                return
        worker = CountWorker(
            board, closed, start, per_start, address, str(folder) if folder else None
        )
        self._folder = folder
        self._done = 0
        self._pace, self._began = frontier.TimeLeft(), time.perf_counter()
        worker.progressed.connect(self._progressed)
        worker.searched.connect(self._searched)
        worker.connected.connect(self._connected)
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
        resumed = saved_square(folder) if folder is not None else 0
        if resumed:
            self._counting += f", going on from square {resumed:,} (saved when it was stopped)"
        self.answer.setText(self._counting + (f" (connecting to {address})…" if address else "…"))
        self._set_running(True)
        start_worker(worker)

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

    @Slot(object)
    def _counted(self, result: TourCount) -> None:
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
            why = ""
            if result.count == 0:
                why = tour_impossible(board, self._start_square, self._closed)
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
        self.answer.setText(f"Not counted: {message}")
        self._outcome = "not counted"

    @Slot()
    def _finished(self) -> None:
        self._worker = None
        self.progress.setRange(0, 1)
        self.progress.setValue(1 if self._outcome == "done" else 0)
        self.progress.setFormat(self._outcome)
        self._set_running(False)
