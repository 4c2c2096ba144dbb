"""What the Table tab shows of its runs: the cells of one run's row and of one solver's
summary (text, and the number they sort by), and the sentence that ends a comparison."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette, QStandardItem

from ...core.compare import runs as compare
from ...core.solve.catalogue import SOLVERS
from ...core.status import Status
from ..colours import status_colour

#: the columns of the table of runs, and of the summary per solver
COLUMNS = ("Solver", "Start", "Outcome", "Steps", "Backtracks", "Seconds")
SUMMARY = ("Solver", "Found", "Stopped", "Median steps", "Max steps", "Total seconds")


def row_cells(row: compare.Row) -> list[tuple[str, object]]:
    """(text shown, value sorted by) of each column of a run's row."""
    return [
        (SOLVERS[row.solver].title, row.solver),
        (row.start, row.start),
        (row.status, row.status),
        (f"{row.steps:,}", row.steps),
        (f"{row.backtracks:,}", row.backtracks),
        (f"{row.seconds:.4f}", row.seconds),
    ]


def row_items(row: compare.Row, palette: QPalette) -> list[QStandardItem]:
    """A run's row: read-only items sorting by value (UserRole), numbers to the right, the
    outcome tinted when a tour was found or the run was stopped."""
    items = []
    for column, (text, key) in enumerate(row_cells(row)):
        item = QStandardItem(text)
        item.setData(key, Qt.ItemDataRole.UserRole)
        item.setEditable(False)
        if column >= 3:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        items.append(item)
    kind = {Status.FOUND: "good", Status.STOPPED: "stopped"}.get(row.status)
    if kind:
        items[2].setForeground(QBrush(status_colour(kind, palette)))
    return items


def summary_items(s: compare.Summary, palette: QPalette) -> list[QStandardItem]:
    """A solver's summary row: read-only items, the stopped count tinted if any."""
    cells = [
        QStandardItem(x)
        for x in (
            SOLVERS[s.solver].title,
            f"{s.found:,} of {s.runs:,}",
            f"{s.stopped:,}",
            f"{s.median_steps:,.0f}",
            f"{s.max_steps:,}",
            f"{s.seconds:.2f}",
        )
    ]
    for item in cells:
        item.setEditable(False)
    if s.stopped:
        cells[2].setForeground(QBrush(status_colour("stopped", palette)))
    return cells


def finished_text(rows: list[compare.Row], total: int, took: float, stopped: bool) -> str:
    """The status line once a comparison of total runs is over after took seconds: runs
    that Stop cut off are counted apart, never as failures."""
    cut = sum(r.status == Status.STOPPED for r in rows)
    ended = len(rows) - cut
    if stopped:
        return f"Stopped: {ended:,} of {total:,} runs ended in {took:.1f} s" + (
            f", {cut:,} more cut off by Stop (not counted as failures)." if cut else "."
        )
    return f"Done: {ended:,} of {total:,} runs in {took:.1f} s."
