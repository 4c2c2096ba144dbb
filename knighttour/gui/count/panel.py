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
    QMessageBox,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import BoardError
from ...core.count.estimates import TimeLeft
from ...core.count.methods import ENUMERATION, FRONTIER, TourCount
from ...core.words import QT_TRANSLATE_NOOP
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..files import save_or_warn
from ..i18n import count_form, duration, long_duration, number
from ..settings import (
    cluster_address,
    last_folder,
    remember_folder,
    set_cluster_address,
)
from ..widgets.flow_layout import FlowLayout
from ..worker_base import TaskWorker, start_worker
from .count_map import CountMap
from .progress import WORK_STEPS, memory_text, place_text, share_text
from .saved import checkpoint_folder, folder_bytes, saved_counts_folder, saved_square
from .worker import CountAnswer, CountWorker

#: how each way of counting reads in the answer
HOW = {
    ENUMERATION: QT_TRANSLATE_NOOP("CountPanel", "by following every tour one by one"),
    FRONTIER: QT_TRANSLATE_NOOP(
        "CountPanel", "square by square, without following each tour (the frontier method)"
    ),
}


def together(widgets: list[QWidget]) -> QWidget:
    """widgets side by side in one widget (a label and its field never part at a line's end)."""
    box = QWidget()
    line = QHBoxLayout(box)
    line.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        line.addWidget(widget)
    return box


class CountPanel(QWidget):
    """Count the tours of the Explore tab's board, with progress and Stop."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._worker: CountWorker | None = None
        self._counting = ""
        self._outcome = "done"
        #: the question a count estimated long or large waits on (kind, start, per square)
        self._asked: tuple[bool, int | None, bool, str] | None = None
        self._per_start = False
        #: the question open now (a count estimated long or large), or None
        self.question: QMessageBox | None = None
        self.result: TourCount | None = None
        self.closed_button = QPushButton(self.tr("Count &closed tours"))
        self.closed_button.setToolTip(
            self.tr("Each closed tour once, whatever its start and direction")
        )
        self.open_button = QPushButton(self.tr("Count &open tours"))
        self.open_button.setToolTip(
            self.tr(
                "Open tours counted with their direction, from every square (tick a count "
                "for each square to see each square's count)"
            )
        )
        optional = self.tr("a1 (optional)")
        self.start_square = QLineEdit(placeholderText=optional)
        self.start_square.setToolTip(self.tr("Count only the open tours from this square"))
        self.start_square.setAccessibleName(self.tr("Count open tours from this square"))
        self.start_square.setMinimumWidth(self.fontMetrics().horizontalAdvance(optional) + 16)
        self.start_square.setMaximumWidth(130)
        self.per_start = QCheckBox(self.tr("a count for each square"))
        self.per_start.setChecked(True)
        self.per_start.setToolTip(
            self.tr(
                "Open tours only: also count the open tours from each square and draw the "
                "counts on the board (not with a start square given, nor for closed tours)"
            )
        )
        # a table of every square's count goes with open tours from every square only
        self.start_square.textChanged.connect(
            lambda text: self.per_start.setEnabled(not text.strip())
        )
        this_computer = self.tr("empty: this computer")
        self.cluster = QLineEdit(cluster_address(), placeholderText=this_computer)
        self.cluster.setToolTip(
            self.tr(
                "Leave empty to count on this computer. For experts: a Dask cluster's "
                "scheduler address (tcp://host:8786), or local:N for N worker processes here "
                "(needs knighttour[cluster])."
            )
        )
        self.cluster.setAccessibleName(self.tr("Cluster address"))
        self.cluster.setMinimumWidth(self.fontMetrics().horizontalAdvance(this_computer) + 16)
        self.cluster.setMaximumWidth(220)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setEnabled(False)
        self.export_button = QPushButton(self.tr("E&xport counts (CSV)…"))
        self.export_button.setToolTip(
            self.tr("Each square's number of open tours, exactly, as a CSV file")
        )
        self.export_button.setEnabled(False)
        # clicked(bool) must not reach export_counts' file name
        self.export_button.clicked.connect(lambda: self.export_counts())
        self.forget_button = QPushButton(self.tr("Forget saved counts"))
        self.forget_button.setToolTip(
            self.tr(
                "A stopped count keeps its finished squares on disk and goes on from them "
                "when counted again; this removes them"
            )
        )
        self.forget_button.clicked.connect(self.forget_saved)
        self.forget_button.setEnabled(saved_counts_folder().exists())
        self.more = QToolButton()
        self.more.setText(self.tr("More options"))
        self.more.setCheckable(True)
        self.more.setAutoRaise(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setToolTip(self.tr("Counting on a cluster of computers, and saved counts"))
        self.more.toggled.connect(self._show_more)
        self._folder: Path | None = None
        self._forgetting: TaskWorker | None = None
        self._done = self._total = 0
        #: the time left of the count running, and when it began
        self._pace = TimeLeft()
        self._began = 0.0
        self.progress = QProgressBar()
        self.progress.setRange(0, WORK_STEPS)
        self.progress.setFormat("%p%")
        self.answer = QLabel(
            self.tr("Count the tours of the board set in the Explore tab."), wordWrap=True
        )
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer.setAccessibleName(self.tr("The count's answer"))
        self.answer.setAccessibleDescription(self.answer.text())
        self.map = CountMap()
        self.closed_button.clicked.connect(self.count_closed)
        self.open_button.clicked.connect(self.count_open)
        self.stop_button.clicked.connect(self.stop)

        # what to count first, then the export and the experts' choices (those behind More
        # options), wrapped onto as many lines as the window's width needs: the tab never
        # widens the window, in any language or text size
        row = FlowLayout()
        from_label = QLabel(self.tr("fro&m"))
        from_label.setBuddy(self.start_square)
        cluster_label = QLabel(self.tr("Count on a &Dask cluster:"))
        cluster_label.setBuddy(self.cluster)
        #: the experts' choices, shown by More options
        self.advanced = [together([cluster_label, self.cluster]), self.forget_button]
        for item in (
            self.closed_button,
            self.open_button,
            together([from_label, self.start_square]),
            self.per_start,
            self.stop_button,
            self.export_button,
            self.more,
            *self.advanced,
        ):
            row.addWidget(item)
        for item in self.advanced:
            item.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.answer)
        layout.addWidget(self.map, 1)
        model.boardChanged.connect(self._board_changed)

    @Slot(bool)
    def _show_more(self, on: bool) -> None:
        self.more.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        for item in self.advanced:
            item.setVisible(on)

    @property
    def running(self) -> bool:
        """True while a count runs."""
        return self._worker is not None

    @Slot()
    def _board_changed(self, *_: object) -> None:
        if not self.running:  # the last count was of another board: it goes, bar and all
            self.map.show_table(None, None)
            self.export_button.setEnabled(False)
            self._show_outcome(self.tr("not counted yet"), 0)
            self.answer.setText(
                self.tr("Count the tours of {board}.").format(board=self.model.board.spec)
            )

    def _show_outcome(self, text: str, value: int) -> None:
        self.progress.setRange(0, WORK_STEPS)
        self.progress.setValue(value)
        self.progress.setFormat(text)
        self.progress.setToolTip("")

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
            show_and_say(
                self.answer, self.tr("Not counted: {why}.").format(why=html.escape(str(exc)))
            )
            self._show_outcome(self.tr("not counted"), 0)
            return
        per_start = self.per_start.isChecked() and start is None
        self._start(closed=False, start=start, per_start=per_start)

    def _what(self, closed: bool, start: int | None) -> str:
        """'the closed tours of 8x8', 'the open tours from a1 of 5x5', ..."""
        board = self.model.board
        if closed:
            return self.tr("the closed tours of {board}").format(board=board.spec)
        if start is not None:
            return self.tr("the open tours from {square} of {board}").format(
                square=board.name(start), board=board.spec
            )
        return self.tr("the open tours of {board}").format(board=board.spec)

    def _start(
        self, *, closed: bool, start: int | None, per_start: bool, confirmed: bool = False
    ) -> None:
        """Start the count in its worker, which first says what cannot be counted here
        (the command line's checks: on a large board seconds of work, never the window's)
        and, for a count estimated past a minute or a gigabyte, asks before it begins."""
        if self.running:
            return
        board = self.model.board
        address = self.cluster.text().strip()
        set_cluster_address(address)
        # where a frontier count here keeps its squares (the worker says if it counts so)
        folder = None if address else checkpoint_folder(board, closed, start, per_start)
        worker = CountWorker(
            board,
            closed,
            start,
            per_start,
            address,
            str(folder) if folder else None,
            confirmed=confirmed,
        )
        self._folder = None
        self._done = 0
        self._pace, self._began = TimeLeft(), time.perf_counter()
        worker.progressed.connect(self._progressed)
        worker.searched.connect(self._searched)
        worker.connected.connect(self._connected)
        worker.decided.connect(self._decided)
        worker.estimated.connect(self._estimated)
        worker.returned.connect(self._counted)
        worker.errored.connect(self._failed)
        worker.finished.connect(self._finished)
        self._worker, self._board, self._closed, self._start_square = (worker, board, closed, start)
        self._per_start = per_start
        self.progress.setRange(0, 0)
        self.progress.setToolTip("")
        self.map.show_table(None, None)
        self._counting = self.tr("Counting {what}").format(what=self._what(closed, start))
        show_and_say(
            self.answer,
            self.tr("{counting} (connecting to {address})…").format(
                counting=self._counting, address=html.escape(address)
            )
            if address
            else self.tr("{counting}…").format(counting=self._counting),
        )
        self._outcome = "done"
        self._set_running(True)
        start_worker(worker)

    @Slot(float, object)
    def _estimated(self, seconds: float, need: int) -> None:
        """A long or large count was not begun: say its estimate and ask."""
        self._outcome = "asked"
        what = self._what(self._closed, self._start_square)
        question = self.tr(
            "Counting {what} may take about {time} and about {memory} of memory (a rough "
            "estimate: more often too high than too low).\n\nThe window stays usable while "
            "it counts, and Stop ends the count at any time. Count now?"
        ).format(what=what, time=long_duration(seconds), memory=memory_text(need))
        self._asked = (self._closed, self._start_square, self._per_start, question)

    def _ask(self) -> None:
        """After the worker of an estimated count has finished: ask (a dialog that leaves the
        event loop alone), and count if the answer is yes."""
        if self._asked is None:
            return
        question = self._asked[3]
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Count tours"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Count"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Not now"))
        box.finished.connect(self._answered)
        self.question = box
        show_and_say(
            self.answer,
            self.tr("{counting}: waiting for your answer.").format(counting=self._counting),
        )
        self._show_outcome(self.tr("not begun"), 0)
        box.open()

    @Slot(int)
    def _answered(self, result: int) -> None:
        box, self.question = self.question, None
        asked, self._asked = self._asked, None
        if box is not None:
            box.deleteLater()
        if asked is None:
            return
        closed, start, per_start, _ = asked
        if result == QMessageBox.StandardButton.Yes:
            self._start(closed=closed, start=start, per_start=per_start, confirmed=True)
        else:
            show_and_say(self.answer, self.tr("Not counted: you chose not to begin."))
            self._show_outcome(self.tr("not counted"), 0)

    @Slot(str, int)
    def _decided(self, folder: str, resumed: int) -> None:
        """The count goes ahead here: its squares kept in folder (if any), going on from
        the square resumed (if a stopped count of the same board kept one)."""
        self._folder = Path(folder) if folder else None
        if resumed:
            self._counting = self.tr(
                "{counting}, going on from square {n} (saved when it was stopped)"
            ).format(counting=self._counting, n=number(resumed))
            show_and_say(self.answer, self.tr("{counting}…").format(counting=self._counting))

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

    @Slot(int, int, int, int, float)
    def _progressed(self, done: int, total: int, states: int, used: int, share: float) -> None:
        self._done, self._total = done, total
        seconds = self._pace.add(done, total, states, time.perf_counter() - self._began)
        self.progress.setRange(0, WORK_STEPS)
        self.progress.setValue(round(share * WORK_STEPS))
        squares = self._board.squares
        self.progress.setFormat(share_text(share, seconds if total <= squares else None))
        self.progress.setToolTip(place_text(squares, done, total, states, used))

    @Slot(int, int, object)
    def _searched(self, done: int, total: int, tours: int) -> None:
        tally = self.tr("{n} tours found so far", "", count_form(tours)).format(n=number(tours))
        if total > 1:  # one search a start square (one per class of mirror images)
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.progress.setFormat(
                self.tr("following every tour: {done} of {total} start squares, {tally}").format(
                    done=number(done), total=number(total), tally=tally
                )
            )
        else:  # one search: how far it is cannot be told, what it found can
            show_and_say(
                self.answer,
                self.tr("{counting}, following every tour: {tally}…").format(
                    counting=self._counting, tally=tally
                ),
            )

    @Slot(str)
    def _connected(self, where: str) -> None:
        show_and_say(
            self.answer, self.tr("{counting} {where}…").format(counting=self._counting, where=where)
        )

    @Slot(object)
    def _counted(self, answer: CountAnswer) -> None:
        result, why = answer.result, answer.why
        self.result = result
        board = self._board
        if result.count is None:
            show_and_say(
                self.answer, self.tr("Stopped before the end: no count.") + self._kept_text()
            )
            self._outcome = "stopped"
        else:
            if self._closed:
                text = self.tr(
                    "<b>{n}</b> closed tours on {board} (each loop once, whatever its start and "
                    "direction), {how}."
                )
            elif self._start_square is not None:
                text = self.tr("<b>{n}</b> open tours from {square} on {board}, {how}.")
            else:
                text = self.tr(
                    "<b>{n}</b> open tours on {board} (a tour and the same tour backwards "
                    "count as two), {how}."
                )
            how = (
                self.tr("by a theorem")
                if why
                else self.tr("{method}, in {time}").format(
                    method=self.tr(HOW.get(result.method, result.method)),
                    time=duration(result.seconds),
                )
            )
            square = board.name(self._start_square) if self._start_square is not None else ""
            show_and_say(
                self.answer,
                text.format(n=number(result.count), board=board.spec, square=square, how=how)
                + (f"<br>{html.escape(why)}" if why else ""),
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
        return "<br>" + self.tr(
            "The squares finished so far ({k} of {n}) are kept on disk ({size} in {folder}): "
            "count again to go on from there, or More options > Forget saved counts to free "
            "the space."
        ).format(
            k=number(saved_square(folder)),
            n=number(self._board.squares),
            size=memory_text(folder_bytes(folder)),
            folder=html.escape(str(folder)),
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
        show_and_say(self.answer, self.tr("Forgetting the saved counts…"))
        worker = TaskWorker(forget)
        worker.returned.connect(self._forgotten)
        worker.errored.connect(self._failed)
        worker.finished.connect(self._forget_finished)
        self._forgetting = worker
        start_worker(worker)

    @property
    def forgetting(self) -> bool:
        """True while saved counts are being deleted."""
        return self._forgetting is not None

    @Slot(object)
    def _forgotten(self, size: int) -> None:
        show_and_say(
            self.answer,
            self.tr("Forgot the saved counts ({size} freed).").format(size=memory_text(size)),
        )

    @Slot()
    def _forget_finished(self) -> None:
        self._forgetting = None
        self.forget_button.setEnabled(not self.running and saved_counts_folder().exists())

    def export_counts(self, filename: str | None = None) -> bool:
        """Save each square's count as CSV (square, open tours): exact numbers (asks for a
        file name unless given)."""
        board, table = self.map.board, self.map.table
        if board is None or table is None:
            return False
        if filename is None:
            filename, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export counts"),
                str(Path(last_folder()) / f"counts-{board.spec}.csv"),
                self.tr("CSV files (*.csv)"),
            )
            if not filename:
                return False
            remember_folder(filename)
        lines = ["square,open_tours"] + [
            f"{board.name(s)},{int(table[s])}" for s in board.live_squares().tolist()
        ]
        data = ("\n".join(lines) + "\n").encode()
        if not save_or_warn(self, self.tr("Export counts"), filename, data):
            return False
        show_and_say(
            self.answer,
            self.answer.text()
            + "<br>"
            + self.tr("Saved {file}.").format(file=html.escape(filename)),
        )
        return True

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.export_button.setEnabled(False)
        show_and_say(self.answer, self.tr("Not counted: {why}").format(why=html.escape(message)))
        self._outcome = "not counted"

    @Slot()
    def _finished(self) -> None:
        self._worker = None
        self._set_running(False)
        if self._outcome == "asked":
            self._ask()
            return
        texts = {
            "done": self.tr("done"),
            "stopped": self.tr("stopped"),
            "not counted": self.tr("not counted"),
        }
        done = self._outcome == "done"
        self._show_outcome(texts.get(self._outcome, self._outcome), WORK_STEPS if done else 0)
