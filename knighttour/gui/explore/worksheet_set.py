"""File > Print worksheets…: a worksheet for every pupil of a class on the Explore tab's
board, one start for all or a different start for each, one, two or four boards a page,
with a line for the name and the date; then the answer key, each pupil's tour solved.
Previewed page by page, printed, or exported as one PDF.  The tours are found on a worker
thread, with a progress bar and Cancel."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication, QSettings, Slot
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import Board, BoardError
from ...core.play.worksheets import Worksheet, WorksheetError, worksheet_set
from .. import printing
from ..announce import show_and_say
from ..files import default_name
from ..i18n import number
from ..widgets.board_painter import BoardPainter
from ..widgets.preview import PreviewDialog
from ..worker_base import TaskWorker, error_message, start_worker

translate = QCoreApplication.translate

#: boards a page offered
PER_PAGE = (1, 2, 4)


def sheet_pages(
    sheets: list[Worksheet], board: Board, per_page: int, font, answer_key: bool = True
) -> list[printing.Page]:
    """The pages of a set: the worksheets (only the start numbered), then the answer key
    (each pupil's tour in full), per_page boards a page."""
    from PySide6.QtGui import QPalette

    def painter(tour: np.ndarray, shown: int) -> BoardPainter:
        return BoardPainter(board, tour, shown, np.zeros(0, np.int64), QPalette(), font, {})

    task = translate(
        "WorksheetSet",
        "Worksheet {pupil}: a knight's tour of {board} from {square}. Number the squares 2, 3, "
        "4 and so on, in the order the knight visits them.",
    )
    key = translate(
        "WorksheetSet", "Answer key, worksheet {pupil}: a knight's tour of {board} from {square}"
    )
    boards: list[tuple[str, BoardPainter]] = [
        (
            task.format(pupil=s.pupil, board=board.spec, square=board.name(s.start)),
            painter(s.tour, 1),
        )
        for s in sheets
    ]
    if answer_key:
        boards += [
            (
                key.format(pupil=s.pupil, board=board.spec, square=board.name(s.start)),
                painter(s.tour, len(s.tour)),
            )
            for s in sheets
        ]
    pages: list[printing.Page] = []
    worksheets = len(sheets)
    for part in (boards[:worksheets], boards[worksheets:]):  # the key starts a new page
        pages += [part[i : i + per_page] for i in range(0, len(part), per_page)]
    return pages


class WorksheetDialog(QDialog):
    """Asks how many pupils, which starts, how many boards a page and whether a name line;
    makes the set on a worker; then Preview, Print or Export PDF."""

    def __init__(
        self, board: Board, start: int | None, settings: QSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Worksheets for a class"))
        self.board, self.settings = board, settings
        self.sheets: list[Worksheet] = []
        self.pages: list[printing.Page] = []
        self._worker: TaskWorker | None = None
        self.pupils = QSpinBox()
        self.pupils.setRange(1, 200)
        self.pupils.setValue(int(str(settings.value("worksheets/pupils", 25))))
        self.pupils.setAccessibleName(self.tr("How many pupils"))
        self.same = QRadioButton(self.tr("The same start for every pupil:"))
        self.different = QRadioButton(self.tr("A different start for each pupil"))
        self.start = QLineEdit(board.name(start) if start is not None else "a1")
        self.start.setAccessibleName(self.tr("The start for every pupil"))
        if str(settings.value("worksheets/different", "true")) == "true":
            self.different.setChecked(True)
        else:
            self.same.setChecked(True)
        self.per_page = QComboBox()
        for n in PER_PAGE:
            self.per_page.addItem(
                self.tr("{n} boards a page", "", n).format(n=n),
                n,
            )
        self.per_page.setCurrentIndex(
            max(self.per_page.findData(int(str(settings.value("worksheets/per_page", 2)))), 0)
        )
        self.name_line = QCheckBox(self.tr("A line for the name and the date"))
        self.name_line.setChecked(str(settings.value("worksheets/name", "true")) == "true")
        self.answer_key = QCheckBox(self.tr("Add the answer key (each pupil's tour)"))
        self.answer_key.setChecked(True)
        self.progress = QProgressBar()
        self.progress.hide()
        self.said = QLabel(
            self.tr("On the {board} board set in the Explore tab.").format(board=board.spec)
        )
        self.said.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Pupils:"), self.pupils)
        form.addRow(self.same, self.start)
        form.addRow(self.different)
        form.addRow(self.tr("&Layout:"), self.per_page)
        form.addRow(self.name_line)
        form.addRow(self.answer_key)
        self.preview_button = QPushButton(self.tr("Preview…"))
        self.pdf_button = QPushButton(self.tr("Export PDF…"))
        self.print_button = QPushButton(self.tr("Print…"))
        # Cancel until a set is made; then Close (nothing is left to cancel)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.preview_button, self.pdf_button, self.print_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        self.preview_button.clicked.connect(lambda: self._make("preview"))
        self.pdf_button.clicked.connect(lambda: self._make("pdf"))
        self.print_button.clicked.connect(lambda: self._make("print"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.said)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)
        self._then = ""
        self.pdf_written = ""

    def name_text(self) -> str:
        """The name and date line, or '' when it is not asked for."""
        if not self.name_line.isChecked():
            return ""
        return self.tr("Name: ______________________   Date: ____________")

    def _remember(self) -> None:
        s = self.settings
        s.setValue("worksheets/pupils", self.pupils.value())
        s.setValue("worksheets/different", "true" if self.different.isChecked() else "false")
        s.setValue("worksheets/per_page", self.per_page.currentData())
        s.setValue("worksheets/name", "true" if self.name_line.isChecked() else "false")

    def _make(self, then: str) -> None:
        """Find the tours (on a worker), then do then: 'preview', 'pdf' or 'print'."""
        if self._worker is not None:
            return
        start: int | None = None
        if self.same.isChecked():
            try:
                start = self.board.parse_square(self.start.text().strip())
            except BoardError as exc:
                show_and_say(self.said, self.tr("Not made: {why}").format(why=exc))
                return
        self._remember()
        board, pupils = self.board, self.pupils.value()
        self._then = then
        self.progress.setRange(0, pupils)
        self.progress.setValue(0)
        self.progress.show()
        self.said.setText(self.tr("Finding a tour for each worksheet…"))
        for button in (self.preview_button, self.pdf_button, self.print_button):
            button.setEnabled(False)
        worker = TaskWorker(partial(worksheet_set, board, pupils, start), stoppable=True)
        worker.returned.connect(self._made)
        worker.errored.connect(self._failed)
        worker.finished.connect(self._finished)
        self._worker = worker
        start_worker(worker)

    @Slot(object)
    def _made(self, sheets: list[Worksheet]) -> None:
        self.sheets = sheets
        self.pages = sheet_pages(
            sheets,
            self.board,
            int(self.per_page.currentData()),
            self.font(),
            self.answer_key.isChecked(),
        )
        show_and_say(
            self.said,
            (
                self.tr("{sheets} on {n} pages, answer key included.", "", len(self.pages))
                if self.answer_key.isChecked()
                else self.tr("{sheets} on {n} pages.", "", len(self.pages))
            ).format(
                sheets=self.tr("{n} worksheets", "", len(sheets)).format(n=number(len(sheets))),
                n=number(len(self.pages)),
            ),
        )
        if self._then == "preview":
            self.preview()
        elif self._then == "pdf":
            self.export_pdf()
        elif self._then == "print":
            self.print_pages()

    @Slot(str)
    def _failed(self, why: str) -> None:
        show_and_say(self.said, self.tr("Not made: {why}").format(why=why))

    @Slot()
    def _finished(self) -> None:
        self._worker = None
        self.progress.hide()
        for button in (self.preview_button, self.pdf_button, self.print_button):
            button.setEnabled(True)

    def preview(self) -> None:
        """Every page on screen, page by page, zoomable."""
        dialog = PreviewDialog(printing.sheet_images(self.pages, self.name_text()), self)
        dialog.printRequested.connect(self.print_pages)
        dialog.pdfRequested.connect(self.export_pdf)
        dialog.exec()

    def export_pdf(self, filename: str | None = None) -> bool:
        """Every page as one PDF file (asks where unless filename is given)."""
        if filename is None:
            folder = str(self.settings.value("files/folder", str(Path.home())))
            default = str(Path(folder) / default_name("worksheets", self.board.spec, suffix="pdf"))
            filename, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export worksheets"), default, self.tr("PDF documents (*.pdf)")
            )
            if not filename:
                return False
            self.settings.setValue("files/folder", str(Path(filename).parent))
        if not filename.endswith(".pdf"):
            filename += ".pdf"
        try:
            printing.sheets_to_pdf(filename, self.pages, self.name_text())
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export worksheets"), error_message(exc))
            return False
        self.pdf_written = filename
        show_and_say(self.said, self.tr("Saved {file}.").format(file=filename))
        self._nothing_to_cancel()
        return True

    def print_pages(self) -> None:
        """Every page on the printer chosen."""
        printer = printing.new_printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            printing.print_sheets(printer, self.pages, self.name_text())
            show_and_say(self.said, self.tr("Sent to the printer."))
            self._nothing_to_cancel()

    def _nothing_to_cancel(self) -> None:
        """A set was saved or printed: the dialog's Cancel becomes Close."""
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)

    def reject(self) -> None:
        if self._worker is not None:
            self._worker.abort()  # a set still being made stops at its next tour
        super().reject()

    def make_now(self, pupils: int, start: int | None, per_page: int) -> None:
        """Make the set on this thread (for scripts and tests that want its pages now)."""
        try:
            sheets = worksheet_set(self.board, pupils, start)
        except WorksheetError as exc:
            self._failed(str(exc))
            return
        self.per_page.setCurrentIndex(self.per_page.findData(per_page))
        self._then = ""
        self._made(sheets)
