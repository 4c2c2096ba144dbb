"""What the Table tab shows of its runs: the runs as a sortable model (rows arrive in
batches, each put in its sorted place), the cells of one solver's summary, and the sentence
that ends a comparison."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QPalette, QStandardItem

from ...core.board.board import Board
from ...core.compare import runs as compare
from ...core.solve.catalogue import SOLVERS
from ...core.status import Status
from ...core.words import QT_TRANSLATE_NOOP
from ..colours import status_colour
from ..i18n import count_form, duration, number
from ..widgets.solver_list import solver_title

translate = QCoreApplication.translate

#: the columns of the table of runs, and of the summary per solver
COLUMNS = (
    QT_TRANSLATE_NOOP("RunsModel", "Solver"),
    QT_TRANSLATE_NOOP("RunsModel", "Start"),
    QT_TRANSLATE_NOOP("RunsModel", "Outcome"),
    QT_TRANSLATE_NOOP("RunsModel", "Moves tried"),
    QT_TRANSLATE_NOOP("RunsModel", "Taken back"),
    QT_TRANSLATE_NOOP("RunsModel", "Time"),
)
SUMMARY = (
    QT_TRANSLATE_NOOP("RunsModel", "Solver"),
    QT_TRANSLATE_NOOP("RunsModel", "Found"),
    QT_TRANSLATE_NOOP("RunsModel", "Stopped"),
    QT_TRANSLATE_NOOP("RunsModel", "Moves tried (middle run)"),
    QT_TRANSLATE_NOOP("RunsModel", "Moves tried (most)"),
    QT_TRANSLATE_NOOP("RunsModel", "Time in all"),
)


def column_title(title: str) -> str:
    """A column's title in the window's language."""
    return QCoreApplication.translate("RunsModel", title)


#: the solvers in catalogue order: the table sorts by this, not by name
SOLVER_ORDER = {name: i for i, name in enumerate(SOLVERS)}


#: a run's outcome as the table says it (the exports keep the command line's words)
OUTCOME_TEXT: dict[str, str] = {
    Status.FOUND: QT_TRANSLATE_NOOP("RunsModel", "found"),
    Status.GAVE_UP: QT_TRANSLATE_NOOP("RunsModel", "gave up (move limit reached)"),
    Status.NO_TOUR: QT_TRANSLATE_NOOP("RunsModel", "no tour exists"),
    Status.STOPPED: QT_TRANSLATE_NOOP("RunsModel", "stopped"),
}


def outcome_text(status: str) -> str:
    """A run's outcome in the table's words: 'gave up (move limit reached)', not 'gave-up'
    (which a reader could take for 'no tour exists')."""
    text = OUTCOME_TEXT.get(status)
    return QCoreApplication.translate("RunsModel", text) if text else str(status)


def row_cells(row: compare.Row, square: int) -> list[tuple[str, Any]]:
    """(text shown, value sorted by) of each column of a run's row; square is its start's
    index, so starts sort in board order (a2 before a10) and solvers in catalogue order."""
    texts = (
        solver_title(row.solver),
        row.start,
        outcome_text(row.status),
        number(row.steps),
        number(row.backtracks),
        duration(row.seconds),
    )
    return [(text, sort_key(row, square, column)) for column, text in enumerate(texts)]


def sort_key(row: compare.Row, square: int, column: int) -> Any:
    """What column sorts row by (row_cells' second item, without formatting any text)."""
    solver = SOLVER_ORDER.get(row.solver, len(SOLVER_ORDER))
    if column == 0:
        return (solver, square)
    if column == 1:
        return (square, solver)
    value = (row.status, row.steps, row.backtracks, row.seconds)[column - 2]
    return (value, solver, square)


def widest_cells(rows: Sequence[compare.Row]) -> list[str]:
    """For each column, the text of rows that is likely the widest (the longest name, the
    largest number), so that a batch of rows is measured with six texts, not six a row."""
    cells = [
        max((solver_title(r.solver) for r in rows), key=len),
        max((r.start for r in rows), key=len),
        max((outcome_text(r.status) for r in rows), key=len),
        number(max(r.steps for r in rows)),
        number(max(r.backtracks for r in rows)),
        duration(max(r.seconds for r in rows)) + "0",
    ]
    return cells


Role = Qt.ItemDataRole
Index = QModelIndex | QPersistentModelIndex


class RunsModel(QAbstractTableModel):
    """The runs of a comparison, kept sorted: a batch of rows goes each to its place (no
    re-sort, no signal per row), and the view asks only for the cells it shows, so a table
    of a hundred thousand runs stays as quick as one of ten."""

    def __init__(self, palette: Callable[[], QPalette], parent: Any = None) -> None:
        super().__init__(parent)
        self._palette = palette
        self.board = Board(8, 8)
        self.rows: list[compare.Row] = []  # in ascending order of the sort column
        self._keys: list[Any] = []  # each row's sort key, ascending
        self._squares: list[int] = []
        self._column = 0
        self._descending = False

    def reset(self, board: Board) -> None:
        """No rows; starts named on board."""
        self.beginResetModel()
        self.board = board
        self.rows, self._keys, self._squares = [], [], []
        self.endResetModel()

    def add(self, rows: Sequence[compare.Row], squares: Sequence[int]) -> None:
        """Put rows (from these start squares) each in its sorted place."""
        if not rows:
            return
        self.layoutAboutToBeChanged.emit()
        for row, square in zip(rows, squares, strict=True):
            key = sort_key(row, square, self._column)
            at = bisect_right(self._keys, key)
            self._keys.insert(at, key)
            self.rows.insert(at, row)
            self._squares.insert(at, square)
        self.layoutChanged.emit()

    def _row(self, shown: int) -> int:
        return len(self.rows) - 1 - shown if self._descending else shown

    def cells(self, shown: int) -> list[tuple[str, Any]]:
        """The cells of the row shown at place shown."""
        i = self._row(shown)
        return row_cells(self.rows[i], self._squares[i])

    # Qt's model interface ---------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Role.DisplayRole:
            return column_title(COLUMNS[section])
        return None

    def data(self, index: Index, role: int = 0) -> Any:
        if not index.isValid():
            return None
        column = index.column()
        if role == Role.DisplayRole:
            return self.cells(index.row())[column][0]
        if role == Role.UserRole:
            value = self.cells(index.row())[column][1]
            return value[0] if column >= 2 else value  # the figure itself
        if role == Role.TextAlignmentRole and column >= 3:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Role.ForegroundRole and column == 2:
            status = self.rows[self._row(index.row())].status
            kinds: dict[str, str] = {Status.FOUND: "good", Status.STOPPED: "stopped"}
            kind = kinds.get(status)
            return QBrush(status_colour(kind, self._palette())) if kind else None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        keyed = sorted(
            (sort_key(r, s, column), r, s) for r, s in zip(self.rows, self._squares, strict=True)
        )
        self._keys = [k for k, _, _ in keyed]
        self.rows = [r for _, r, _ in keyed]
        self._squares = [s for _, _, s in keyed]
        self.layoutChanged.emit()


def summary_items(s: compare.Summary, palette: QPalette) -> list[QStandardItem]:
    """A solver's summary row: read-only items, the stopped count tinted if any."""
    cells = [
        QStandardItem(x)
        for x in (
            solver_title(s.solver),
            QCoreApplication.translate("RunsModel", "{found} of {runs}").format(
                found=number(s.found), runs=number(s.runs)
            ),
            number(s.stopped),
            number(round(s.median_steps)),
            number(s.max_steps),
            duration(s.seconds),
        )
    ]
    for item in cells:
        item.setEditable(False)
    if s.stopped:
        cells[2].setForeground(QBrush(status_colour("stopped", palette)))
    return cells


class RunsWords(QObject):
    """The table's sentences that say a count, each in its plural form."""

    def finished(self, ended: int, cut: int, stopped: bool) -> str:
        """The status line's sentence once the runs are over (its fields to fill)."""
        n = count_form(ended)  # the form follows the runs ended (French)
        if stopped and cut:
            return self.tr(
                "Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by "
                "Stop (not counted as failures).",
                "",
                n,
            )
        if stopped:
            return self.tr("Stopped: {ended} of {total} runs ended in {seconds} s.", "", n)
        return self.tr("Done: {ended} of {total} runs in {seconds} s.", "", n)


@cache
def runs_words() -> RunsWords:
    """The one RunsWords."""
    return RunsWords()


def finished_text(rows: list[compare.Row], total: int, took: float, stopped: bool) -> str:
    """The status line once a comparison of total runs is over after took seconds: runs
    that Stop cut off are counted apart, never as failures."""

    cut = sum(r.status == Status.STOPPED for r in rows)
    fields = {
        "ended": number(len(rows) - cut),
        "total": number(total),
        "seconds": number(took, 1),
        "cut": number(cut),
    }
    return runs_words().finished(len(rows) - cut, cut, stopped).format(**fields)
