"""TourFiles: the Explore tab's File menu commands to open a tour, save it as JSON or text,
or copy it (pictures and printed pages: tour_pages.py).  What goes in a file is
core/files/formats.py's business; a file opened is checked as ``knighttour validate`` checks
it (core/files/check_file.py: the same verdict, a tour set's every tour, its magic sums)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QWidget,
)

from ...core.board.board import Board
from ...core.files import check_file, formats
from .. import export
from ..files import default_name, save_bytes
from ..i18n import number
from ..limits import MAX_SIDE, MAX_SQUARES
from ..widgets.board_view import BoardView
from ..widgets.preview import PreviewDialog
from ..worker_base import TaskWorker, WorkerBase, error_message, sender_generation, start_worker
from .magic import magic_sentence
from .model import KnightTourModel


class TourFiles(QObject):
    """Opens, saves and exports the model's tour, asking for file names in the folder used
    last; a failure is shown in a message box, a success on the status bar."""

    message = Signal(str)
    fileUsed = Signal(str)  # a tour file shown after opening it, or written by a save

    def __init__(
        self, model: KnightTourModel, view: BoardView, parent: QWidget, settings: QSettings
    ) -> None:
        super().__init__(parent)
        self.model, self.view, self.window, self.settings = model, view, parent, settings
        self._generation = 0
        self._opening: FileWorker | None = None
        self._tasks: list[TaskWorker] = []
        self._preview: PreviewDialog | None = None
        self._saving_title = ""
        # reading a large file shows a busy bar and a Cancel button in the status bar (a
        # dialog would block the window for a moment as it appears)
        self.busy = QProgressBar()
        self.busy.setMaximumWidth(160)
        self.busy.setTextVisible(False)
        self.busy.setRange(0, 0)
        self.busy.setAccessibleName(self.tr("Reading or writing a file"))
        self.cancel_button = QPushButton(self.tr("Cancel reading"))
        self.cancel_button.clicked.connect(self.cancel_opening)
        if isinstance(parent, QMainWindow):
            parent.statusBar().addPermanentWidget(self.busy)
            parent.statusBar().addPermanentWidget(self.cancel_button)
        self.busy.hide()
        self.cancel_button.hide()

    def _folder(self) -> str:
        return str(self.settings.value("files/folder", str(Path.home())))

    def _ask_file(self, title: str, suffix: str, kind: str, prefix: str = "tour") -> str | None:
        board, start = self.model.board, self.model.start
        where = [board.spec] if start is None else [board.spec, board.name(start)]
        default = str(Path(self._folder()) / default_name(prefix, *where, suffix=suffix))
        name, _ = QFileDialog.getSaveFileName(self.window, title, default, f"{kind} (*.{suffix})")
        if not name:
            return None
        self.settings.setValue("files/folder", str(Path(name).parent))
        return name if name.endswith(f".{suffix}") else f"{name}.{suffix}"

    @Slot()
    def save_json(self) -> None:
        """Save the tour as JSON: the command line's keys, its board, a format version."""
        self._save_tour(
            self.tr("Save tour as JSON"), "json", self.tr("JSON files"), formats.tour_json_bytes
        )

    @Slot()
    def save_text(self) -> None:
        """Save the tour as text: a header line with its board, then one square a line."""
        self._save_tour(
            self.tr("Save tour as text"), "txt", self.tr("Text files"), formats.tour_text_bytes
        )

    def _save_tour(self, title: str, suffix: str, kind: str, encode) -> None:
        """Ask for a name, then make and write the file on a worker thread (a tour of a
        million squares takes seconds to put in words: the window does not wait for it)."""
        name = self._ask_file(title, suffix, kind)
        if name is None:
            return
        board, path = self.model.board, self.model.path.copy()
        closed = (
            self.model.tour_closed
            and len(path) > 0
            and board.closes(int(path[0]), int(path[-1]), len(path))
        )
        solver = self.model.solver

        def save() -> str:
            _write(name, encode(board, path, closed=closed, solver=solver))
            return name

        self._saving_title = title
        self.message.emit(self.tr("Saving {file}…").format(file=Path(name).name))
        self._run_task(save, self._saved, self._save_failed)

    def _run_task(self, work: Callable[[], object], done, failed) -> None:
        worker = TaskWorker(work)
        worker.returned.connect(done)
        worker.errored.connect(failed)
        worker.finished.connect(self._task_finished)
        self._tasks.append(worker)
        # the status line says what goes on ("Saving…"); an animated busy bar would repaint
        # the window many times a second for nothing
        start_worker(worker)

    @Slot()
    def _task_finished(self) -> None:
        self._tasks = [t for t in self._tasks if t is not self.sender()]
        if not self._tasks and self._opening is None:
            self.busy.hide()

    @property
    def saving(self) -> bool:
        """True while a file is being written or a tour put in words."""
        return bool(self._tasks)

    @Slot(object)
    def _saved(self, name: str) -> None:
        self.message.emit(self.tr("Saved {file}.").format(file=name))
        self.fileUsed.emit(name)

    @Slot(str)
    def _save_failed(self, why: str) -> None:
        self.message.emit(self.tr("Not saved."))
        QMessageBox.warning(self.window, self._saving_title, why)

    @Slot()
    def copy_tour(self) -> None:
        """Put the tour on the clipboard in algebraic notation, made on a worker thread."""
        board, path = self.model.board, self.model.path.copy()
        if len(path) == 0:
            return
        self.message.emit(self.tr("Copying {n} squares…").format(n=number(len(path))))
        work = lambda: (len(path), export.tour_text(board, path))  # noqa: E731
        self._run_task(work, self._copied, self.message)

    @Slot(object)
    def _copied(self, result: tuple[int, str]) -> None:
        count, text = result
        QGuiApplication.clipboard().setText(text)
        self.message.emit(
            self.tr(
                "Copied the tour to the clipboard: {n} squares in algebraic notation "
                "(a1 c2 …), ready to paste."
            ).format(n=number(count))
        )

    @Slot()
    def open_tour(self) -> None:
        """Ask for a tour file and open it without freezing the window: it is read and
        checked on a worker thread, with a busy bar and a Cancel button meanwhile."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open tour"),
            self._folder(),
            self.tr("Tours (*.json *.txt *.ktm);;All files (*)"),
        )
        if name:
            self.settings.setValue("files/folder", str(Path(name).parent))
            self.open_in_background(name)

    def open_in_background(self, filename: str) -> None:
        """Read and check filename on a worker thread; show it (or why not) when done."""
        self.cancel_opening()
        self._generation += 1
        worker = FileWorker(filename, self.model.board, self._generation)
        worker.returned.connect(self._loaded)
        worker.errored.connect(self._failed)
        self._opening = worker
        self.busy.show()
        self.cancel_button.show()
        self.message.emit(self.tr("Reading {file}…").format(file=Path(filename).name))
        start_worker(worker)

    @property
    def opening(self) -> bool:
        """True while a file is being read."""
        return self._opening is not None

    @Slot()
    def cancel_opening(self) -> None:
        """Stop reading the file being read (its result, if any, is dropped)."""
        self._generation += 1
        if self._opening is not None:
            self._opening.abort()
            self.message.emit(
                self.tr("Stopped reading {file}.").format(file=Path(self._opening.filename).name)
            )
        self._opening = None
        self._close_busy()

    def _close_busy(self) -> None:
        if not self._tasks:
            self.busy.hide()
        self.cancel_button.hide()

    @Slot(object)
    def _loaded(self, checked: check_file.CheckedTour) -> None:
        if sender_generation(self) != self._generation:
            return
        filename = self._opening.filename if self._opening is not None else ""
        self._opening = None
        self._close_busy()
        self._show(filename, checked)

    @Slot(str)
    def _failed(self, why: str) -> None:
        if sender_generation(self) != self._generation:
            return
        filename = self._opening.filename if self._opening is not None else ""
        self._opening = None
        self._close_busy()
        self.message.emit(self.tr("{file} was not opened.").format(file=Path(filename).name))
        QMessageBox.warning(self.window, self.tr("Open tour"), f"{Path(filename).name}: {why}")

    def load_tour_file(self, filename: str) -> bool:
        """Read, check and show a tour file at once (on this thread): the board it names, or
        for an old file without one the window's board; a clear message and no change if it
        is bad.  True if shown."""
        try:
            checked = read_for_window(filename, self.model.board)
        except formats.FormatError as exc:
            QMessageBox.warning(self.window, self.tr("Open tour"), f"{Path(filename).name}: {exc}")
            return False
        return checked is not None and self._show(filename, checked)  # (no stop: never None)

    def _show(self, filename: str, checked: check_file.CheckedTour) -> bool:
        tour_file, short = checked.file, Path(filename).name
        board = formats.same_board_with_order(tour_file.board, self.model.jumps)
        if checked.reason:
            self.message.emit(self.tr("{file} was not opened.").format(file=short))
            QMessageBox.warning(
                self.window,
                self.tr("Open tour"),
                self.tr("{file} is not a tour of the {board} board: {why}.").format(
                    file=short, board=board.spec, why=checked.reason
                ),
            )
            return False
        squares = tour_file.squares
        # what the file asked for; an open tour that happens to end a move from its start
        # is still an open tour
        said = (
            self.tr("Opened a valid closed tour of {board} from {square}.")
            if tour_file.closed
            else self.tr("Opened a valid open tour of {board} from {square}.")
        )
        said = said.format(board=board.spec, square=board.name(int(squares[0])))
        if checked.check.tours:
            said += " " + self.tr(
                "All {count} tours in the file are valid; the board shows the first."
            ).format(count=number(checked.check.tours))
        if checked.check.magic is not None and checked.check.magic.semi_magic:
            said += " " + magic_sentence(checked.check.magic)
        self.model.show_tour(board, squares, said, closed=tour_file.closed)
        self.fileUsed.emit(filename)
        return True


def read_for_window(
    filename: str, board: Board, stop: Callable[[], bool] | None = None
) -> check_file.CheckedTour | None:
    """A tour file read and checked, within what the window can show (None when stopped)."""
    return check_file.read_and_check(
        filename, board, max_squares=MAX_SQUARES, max_side=MAX_SIDE, stop=stop
    )


class FileWorker(WorkerBase):
    """Reads and checks one tour file on its own thread: `returned` carries the
    check_file.CheckedTour (none when stopped); a file that cannot be read is `errored`'s
    sentence.  The worker's generation is the opening's."""

    def __init__(self, filename: str, board: Board, generation: int) -> None:
        super().__init__(generation)
        self.filename, self.board = filename, board

    def work(self) -> check_file.CheckedTour | None:
        return read_for_window(self.filename, self.board, stop=self.abort_requested)

    def error_text(self, exc: Exception) -> str:
        return str(exc) if isinstance(exc, formats.FormatError) else error_message(exc)


def _write(filename: str, data: bytes) -> None:
    why = save_bytes(filename, data)
    if why:
        raise export.ExportError(why)
