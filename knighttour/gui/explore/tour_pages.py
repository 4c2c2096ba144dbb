"""TourPages: the Explore tab's pictures and printed pages of the board (PNG, SVG, Print,
Print preview, PDF, a worksheet).  A page or picture shows only what it is asked to show: the
tour as far as shown, or the worksheet's start; never the chosen square, the keyboard's
square or the pointer's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .. import export, printing
from ..files import default_name
from ..i18n import number
from ..widgets.board_painter import BoardPainter
from ..widgets.board_view import BoardView
from ..widgets.preview import PreviewDialog
from .model import KnightTourModel


class TourPages(QObject):
    """Exports and prints the model's tour, asking for file names in the folder used last;
    a failure is shown in a message box, a success on the status bar."""

    message = Signal(str)

    def __init__(
        self, model: KnightTourModel, view: BoardView, parent: QWidget, settings: QSettings
    ) -> None:
        super().__init__(parent)
        self.model, self.view, self.window, self.settings = model, view, parent, settings
        self._preview: PreviewDialog | None = None

    def _ask_file(self, title: str, suffix: str, kind: str, prefix: str) -> str | None:
        board, start = self.model.board, self.model.start
        where = [board.spec] if start is None else [board.spec, board.name(start)]
        folder = str(self.settings.value("files/folder", str(Path.home())))
        default = str(Path(folder) / default_name(prefix, *where, suffix=suffix))
        name, _ = QFileDialog.getSaveFileName(self.window, title, default, f"{kind} (*.{suffix})")
        if not name:
            return None
        self.settings.setValue("files/folder", str(Path(name).parent))
        return name if name.endswith(f".{suffix}") else f"{name}.{suffix}"

    def _export(
        self, title: str, suffix: str, kind: str, write: Callable[[str], None], prefix: str
    ) -> None:
        name = self._ask_file(title, suffix, kind, prefix)
        if name is None:
            return
        try:
            write(name)
        except export.ExportError as exc:
            QMessageBox.warning(self.window, title, str(exc))
            return
        self.message.emit(self.tr("Saved {file}.").format(file=name))

    def painter(self, moves: int | None = None) -> BoardPainter:
        """The board as a page or a picture draws it: the view's tour (up to moves squares)
        and its marks, without what only the screen shows."""
        return self.view.painter_for(moves=moves)

    @Slot()
    def export_png(self) -> None:
        """Save the board as shown as a PNG picture."""
        self._export(
            self.tr("Export picture"),
            "png",
            self.tr("PNG pictures"),
            lambda f: export.save_png(self.painter(), f),
            "tour",
        )

    @Slot()
    def export_svg(self) -> None:
        """Save the board as shown as an SVG drawing."""
        self._export(
            self.tr("Export vector picture"),
            "svg",
            self.tr("SVG drawings"),
            lambda f: export.save_svg(self.painter(), f),
            "tour",
        )

    def page_title(self, shown: int | None = None) -> str:
        """What the printed page says it shows: a tour, the moves shown so far (shown: as
        far as the playback is), or (at move 1) a worksheet to fill in."""
        board, start = self.model.board, self.model.start
        shown = self.model.cursor if shown is None else shown
        if start is None or not len(self.model.path):
            return self.tr("Knight's tour on {board}: start on any square").format(board=board.spec)
        fields = {"board": board.spec, "square": board.name(start), "n": number(shown)}
        closed = self.model.tour_closed
        if shown <= 1:
            text = (
                self.tr(
                    "Worksheet: a closed knight's tour of {board} from {square}. Number the "
                    "squares 2, 3, 4 and so on, in the order the knight visits them."
                )
                if closed
                else self.tr(
                    "Worksheet: a knight's tour of {board} from {square}. Number the squares "
                    "2, 3, 4 and so on, in the order the knight visits them."
                )
            )
        elif self.model.found and shown == len(self.model.path):
            text = (
                self.tr("A closed knight's tour of {board} from {square}")
                if closed
                else self.tr("A knight's tour of {board} from {square}")
            )
        else:
            text = self.tr("Moves 1 to {n} from {square} on {board}")
        return text.format(**fields)

    @Slot()
    def print_board(self) -> None:
        """File > Print: the board with its tour as far as shown, fitted to the page."""
        printer = printing.new_printer()
        dialog = QPrintDialog(printer, self.window)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            printing.print_board(self.painter(), printer, self.page_title())
            self.message.emit(self.tr("Sent to the printer."))

    @Slot()
    def print_preview(self) -> None:
        """File > Print preview: the printed page on screen, with Print and Export PDF."""
        image = printing.page_image(self.painter(), self.page_title())
        dialog = PreviewDialog(image, self.window)
        dialog.printRequested.connect(self.print_board)
        dialog.pdfRequested.connect(self.export_pdf)
        self._preview = dialog
        dialog.exec()
        self._preview = None

    @Slot()
    def export_pdf(self) -> None:
        """The printed page saved as a PDF."""
        self._export(
            self.tr("Export PDF"),
            "pdf",
            self.tr("PDF documents"),
            lambda f: printing.save_pdf(self.painter(), f, self.page_title()),
            "tour",
        )

    @Slot()
    def worksheets_for_a_class(self) -> None:
        """File > Worksheets for a class: a worksheet for each pupil and the answer key."""
        from .worksheet_set import WorksheetDialog

        dialog = WorksheetDialog(self.model.board, self.model.start, self.settings, self.window)
        dialog.exec()

    @Slot()
    def export_worksheet(self) -> None:
        """A worksheet as a PDF: the board with only the tour's start numbered, and the
        task written above it (pupils number the squares in the knight's order)."""
        self._export(
            self.tr("Export worksheet PDF"),
            "pdf",
            self.tr("PDF documents"),
            lambda f: printing.save_pdf(self.painter(moves=1), f, self.page_title(shown=1)),
            "worksheet",
        )
