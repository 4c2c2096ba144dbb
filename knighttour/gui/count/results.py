"""The Count tab's answers: a count said (and drawn on the board, square by square), a count
stopped with its squares kept on disk, the saved counts forgotten, the counts exported."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QWidget,
)

from ...core.count.plan import CountAnswer
from ..announce import show_and_say
from ..explore.model import KnightTourModel
from ..files import default_name, save_or_warn
from ..i18n import duration, number
from ..settings import (
    last_folder,
    remember_folder,
)
from ..worker_base import TaskWorker, start_worker
from .form import HOW, CountForm
from .progress import memory_text
from .saved import folder_bytes, saved_counts_folder, saved_square


class CountResults(CountForm):
    """What a count's answer shows and keeps: the sentence, the map, the export and the
    saved counts."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        # clicked(bool) must not reach export_counts' file name
        self.export_button.clicked.connect(lambda: self.export_counts())
        self.forget_button.clicked.connect(self.forget_saved)

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
                str(Path(last_folder()) / default_name("counts", board.spec, suffix="csv")),
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
