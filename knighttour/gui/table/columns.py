"""Table views whose columns are as wide as their text: nothing elided, before or after
sorting (sorting only moves rows, so widths measured as rows arrive hold)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView


def table_view(model: QAbstractItemModel, row_height: int) -> QTableView:
    """A view of model with no row numbers, rows row_height pixels high, no word wrap, and
    columns the code (or the user) sizes, the last one stretching."""
    view = QTableView()
    view.setModel(model)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(row_height)
    return view


def cell_width(view: QTableView, text: str) -> int:
    """The width a cell of view needs to show text in full: the delegate's margins and a
    little air."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
    return view.fontMetrics().horizontalAdvance(text) + 2 * (margin + 1) + 8


def widen_columns(view: QTableView, widths: Sequence[int]) -> None:
    """Each column of view at least widths[column] and its header wide (never narrowed)."""
    header = view.horizontalHeader()
    for column, width in enumerate(widths):
        needed = max(width, header.sectionSizeFromContents(column).width())
        if header.sectionSize(column) < needed:
            header.resizeSection(column, needed)


def fit_all_rows(view: QTableView, width_of: Callable[[str], int]) -> None:
    """Each column of view as wide as its header and its widest cell (width_of(text)), and
    view as tall as all its rows (with room for the scroll bar when the columns are wider
    than it): every row shows, none clipped."""
    model = view.model()
    header = view.horizontalHeader()
    for column in range(model.columnCount()):
        texts = [model.index(r, column).data() for r in range(model.rowCount())]
        header.resizeSection(
            column,
            max([header.sectionSizeFromContents(column).width()] + [width_of(t) for t in texts]),
        )
    rows = sum(view.rowHeight(r) for r in range(model.rowCount()))
    height = view.horizontalHeader().sizeHint().height() + rows + 2 * view.frameWidth()
    scroll = view.horizontalScrollBar()
    if view.horizontalHeader().length() > view.viewport().width():
        height += scroll.sizeHint().height()
    view.setFixedHeight(height)
