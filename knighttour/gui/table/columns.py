"""Table views whose columns are as wide as their text: nothing elided, before or after
sorting (sorting only moves rows, so widths measured as rows arrive hold)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
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
    header.installEventFilter(TitlesWhole(header))
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


def header_metrics(view: QTableView) -> QFontMetrics:
    """The metrics of the font view's header writes its titles in."""
    return view.horizontalHeader().fontMetrics()


class TitlesWhole(QObject):
    """Widens a header's columns to their titles again when its font changes (larger
    text): a title is never cut."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QHeaderView) and event.type() == QEvent.Type.FontChange:
            for column in range(watched.count()):
                needed = watched.sectionSizeFromContents(column).width()
                if watched.sectionSize(column) < needed:
                    watched.resizeSection(column, needed)
        return False


def wrap_words(text: str, width: int, fm: QFontMetrics) -> str:
    """text on as many lines as width needs (words kept whole), joined by newlines."""
    lines: list[str] = []
    for word in text.split():
        if lines and fm.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


class FitToWidth(QObject):
    """Keeps a view's few rows (a summary) within its width: each column as wide as its
    header and its widest cell where they all fit; where they do not, the headers, and the
    first column's cells (names), wrap onto more lines and the columns share the width,
    none narrower than its longest word or its widest other cell.  The view is as tall as
    its header and all its rows: every row shows, none clipped, nothing elided."""

    def __init__(self, view: QTableView, width_of: Callable[[str], int]) -> None:
        super().__init__(view)
        self.view, self.width_of = view, width_of
        model = view.model()
        #: the headers' titles on one line, as the model had them
        self.titles = [
            str(model.headerData(c, Qt.Orientation.Horizontal) or "")
            for c in range(model.columnCount())
        ]
        view.setWordWrap(True)
        view.installEventFilter(self)

    def fit(self) -> None:
        """Size the columns, the rows and the view for the view's width now."""
        view, model = self.view, self.view.model()
        header, fm = view.horizontalHeader(), header_metrics(view)
        for column, title in enumerate(self.titles):  # measured on one line
            model.setHeaderData(column, Qt.Orientation.Horizontal, title)
        # the header's margins around a title (its style's)
        pads = [
            header.sectionSizeFromContents(c).width() - fm.horizontalAdvance(title)
            for c, title in enumerate(self.titles)
        ]
        texts = [
            [str(model.index(r, c).data() or "") for r in range(model.rowCount())]
            for c in range(len(self.titles))
        ]
        whole = [
            max([self.width_of(t) for t in cells] + [fm.horizontalAdvance(title) + pad])
            for title, cells, pad in zip(self.titles, texts, pads, strict=True)
        ]
        least = [
            max(
                [fm.horizontalAdvance(w) + pads[c] for w in title.split()]
                + [self.width_of(w) for t in cells for w in (t.split() if c == 0 else [t])]
            )
            for c, (title, cells) in enumerate(zip(self.titles, texts, strict=True))
        ]
        room = view.viewport().width() if view.viewport().width() > 0 else sum(whole)
        widths = whole
        if sum(whole) > room:  # share the room: each gets its least and part of the rest
            pairs = list(zip(whole, least, strict=True))
            slack, want = max(room - sum(least), 0), sum(w - m for w, m in pairs)
            widths = [m + (w - m) * slack // max(want, 1) for w, m in pairs]
        for column, (title, width) in enumerate(zip(self.titles, widths, strict=True)):
            if width < whole[column]:
                shown = wrap_words(title, width - pads[column], fm)
                model.setHeaderData(column, Qt.Orientation.Horizontal, shown)
            header.resizeSection(column, max(width, header.sectionSizeFromContents(column).width()))
        view.resizeRowsToContents()
        rows = sum(view.rowHeight(r) for r in range(model.rowCount()))
        height = header.sizeHint().height() + rows + 2 * view.frameWidth()
        if header.length() > room:
            height += view.horizontalScrollBar().sizeHint().height()
        view.setFixedHeight(height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = (
            isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width()
        )
        if watched is self.view and (resized or event.type() == QEvent.Type.FontChange):
            self.fit()
        return False


def fit_to_width(view: QTableView, width_of: Callable[[str], int]) -> None:
    """Fit view's rows and columns to its width, now and as it resizes (FitToWidth)."""
    fitter = view.findChild(FitToWidth)
    (fitter if fitter is not None else FitToWidth(view, width_of)).fit()
