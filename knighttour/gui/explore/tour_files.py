"""TourFiles: the Explore tab's File menu commands (open a tour; save it as JSON or text;
export the board as PNG or SVG).  What goes in a file is core/formats.py's business."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...core import formats
from ...core.tour import Tour
from .. import export
from ..files import save_bytes
from ..settings import MAX_SIDE, MAX_SQUARES
from ..widgets.board_view import BoardView
from .model import KnightTourModel


class TourFiles(QObject):
    """Opens, saves and exports the model's tour, asking for file names in the folder used
    last; a failure is shown in a message box, a success on the status bar."""

    message = Signal(str)

    def __init__(self, model: KnightTourModel, view: BoardView, parent: QWidget,
                 settings: QSettings) -> None:
        super().__init__(parent)
        self.model, self.view, self.window, self.settings = model, view, parent, settings

    def _folder(self) -> str:
        return str(self.settings.value("files/folder", str(Path.home())))

    def _ask_file(self, title: str, suffix: str, kind: str) -> str | None:
        board, start = self.model.board, self.model.start
        default = str(Path(self._folder()) /
                      f"tour-{board.spec}-{board.name(start) if start is not None else ''}"
                      f".{suffix}")
        name, _ = QFileDialog.getSaveFileName(self.window, title, default,
                                              f"{kind} (*.{suffix})")
        if not name:
            return None
        self.settings.setValue("files/folder", str(Path(name).parent))
        return name if name.endswith(f".{suffix}") else f"{name}.{suffix}"

    def _export(self, title: str, suffix: str, kind: str,
                write: Callable[[str], None]) -> None:
        name = self._ask_file(title, suffix, kind)
        if name is None:
            return
        try:
            write(name)
        except export.ExportError as exc:
            QMessageBox.warning(self.window, title, str(exc))
            return
        self.message.emit(f"Saved {name}.")

    @Slot()
    def export_png(self) -> None:
        """Save the board as shown as a PNG picture."""
        self._export("Export picture", "png", "PNG pictures",
                     lambda f: export.save_png(self.view.painter_for(), f))

    @Slot()
    def export_svg(self) -> None:
        """Save the board as shown as an SVG drawing."""
        self._export("Export vector picture", "svg", "SVG drawings",
                     lambda f: export.save_svg(self.view.painter_for(), f))

    @Slot()
    def save_json(self) -> None:
        """Save the tour as JSON: the command line's keys, its board, a format version."""
        self._save_tour("Save tour as JSON", "json", "JSON files", formats.tour_json_bytes)

    @Slot()
    def save_text(self) -> None:
        """Save the tour as text: a header line with its board, then one square a line."""
        self._save_tour("Save tour as text", "txt", "Text files", formats.tour_text_bytes)

    def _save_tour(self, title: str, suffix: str, kind: str, encode) -> None:
        board, path = self.model.board, self.model.path
        closed = self.model.closed and len(path) > 1 and board.is_move(int(path[-1]),
                                                                      int(path[0]))
        data = encode(board, path, closed=closed, solver=self.model.solver)
        self._export(title, suffix, kind, lambda f: _write(f, data))

    @Slot()
    def open_tour(self) -> None:
        """Ask for a tour file and show it."""
        name, _ = QFileDialog.getOpenFileName(self.window, "Open tour", self._folder(),
                                              "Tours (*.json *.txt);;All files (*)")
        if name:
            self.load_tour_file(name)

    def load_tour_file(self, filename: str) -> bool:
        """Read, validate and show a tour file on the board it names (or, for an old file
        without one, on the window's board); a clear message and no change if it is bad."""
        title, short = "Open tour", Path(filename).name
        try:
            tour_file = formats.read_tour(filename, self.model.board, max_squares=MAX_SQUARES)
        except formats.FormatError as exc:
            QMessageBox.warning(self.window, title, f"{short}: {exc}")
            return False
        board = formats.same_board_with_order(tour_file.board, self.model.jumps)
        if max(board.rows, board.files) > MAX_SIDE:
            QMessageBox.warning(self.window, title, f"{short}: its {board.spec} board is larger "
                                f"than the window shows ({MAX_SIDE:,} a side at most).")
            return False
        tour = Tour(board, tour_file.squares)
        reason = tour.validate(closed=tour_file.closed)
        if reason:
            QMessageBox.warning(self.window, title, f"{short} is not a tour of the "
                                f"{board.spec} board: {reason}.")
            return False
        kind = "closed" if tour.is_closed else "open"
        self.model.closed = tour_file.closed
        self.model.show_tour(board, tour.squares,
                             f"Opened a valid {kind} tour of {board.spec} from "
                             f"{board.name(int(tour.squares[0]))}.")
        return True


def _write(filename: str, data: bytes) -> None:
    why = save_bytes(filename, data)
    if why:
        raise export.ExportError(why)
