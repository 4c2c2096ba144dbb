"""The Count tab: how many tours the Explore tab's board has (closed, open, open from one
square) and, for open tours, the table of counts per start square drawn on the board.  The
count runs in a worker (core/count/methods.py: enumeration or the frontier counter, whichever
is faster), with progress and Stop."""

from __future__ import annotations

import html
import time
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QMessageBox,
    QWidget,
)

from ...core.board.board import BoardError
from ...core.count.estimates import TimeLeft
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..i18n import count_form, long_duration, number
from ..settings import (
    set_cluster_address,
)
from ..worker_base import start_worker
from .progress import WORK_STEPS, memory_text, place_text, share_text
from .results import CountResults
from .saved import checkpoint_folder
from .worker import CountWorker


class CountPanel(CountResults):
    """Count the tours of the Explore tab's board, with progress and Stop: a count begins (asked
    first when it is long or large), runs in its worker, and ends."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.closed_button.clicked.connect(self.count_closed)
        self.open_button.clicked.connect(self.count_open)
        self.stop_button.clicked.connect(self.stop)

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
