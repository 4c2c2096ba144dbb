"""Charts of a table's results: a heatmap board per solver with its legend, and a log-scale
chart of steps with its own legend beside the plot (never over the points)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...core.board.board import Board
from ...core.solve.catalogue import SOLVERS
from ...core.status import Status

#: one colour per solver in the chart and the race
PALETTE = [
    "#1f77b4",
    "#d62728",
    "#2ca02c",
    "#9467bd",
    "#ff7f0e",
    "#17becf",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
    "#393b79",
    "#637939",
    "#8c6d31",
    "#843c39",
]
#: a start not run (yet)
UNRUN = QColor("#dddddd")
#: a run the user stopped: grey, hatched (not a failure of the solver)
STOPPED_FILL = QColor("#9e9e9e")
#: the cross of a start from which no tour was found
NO_TOUR = QColor("#c0392b")


def heat_colour(share: float) -> QColor:
    """The heatmap's colour for a share (0 to 1) of the largest log10(steps): pale to dark."""
    share = min(max(share, 0.0), 1.0)
    return QColor.fromHsvF(0.6, 0.15 + 0.85 * share, 1.0 - 0.6 * share)


def draw_cross(p: QPainter, cell: QRectF, colour: QColor) -> None:
    """The 'no tour found' cross over a cell."""
    side = cell.width()
    p.setPen(QPen(colour, max(1.0, side * 0.12)))
    p.drawLine(
        cell.topLeft() + QPointF(side * 0.2, side * 0.2),
        cell.bottomRight() - QPointF(side * 0.2, side * 0.2),
    )
    p.drawLine(
        cell.topRight() + QPointF(-side * 0.2, side * 0.2),
        cell.bottomLeft() + QPointF(side * 0.2, -side * 0.2),
    )


def draw_stopped(p: QPainter, cell: QRectF) -> None:
    """A stopped run's cell: grey, hatched."""
    p.fillRect(cell, STOPPED_FILL)
    p.fillRect(cell, QBrush(QColor("#ffffff"), Qt.BrushStyle.BDiagPattern))


class Heatmap(QWidget):
    """One solver's results drawn on the board: colour is log10 of the steps each start
    needed (pale: few, dark: many); a cross marks a start without a tour, grey hatching a
    run that was stopped."""

    def __init__(self, board: Board, solver: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.solver = board, solver
        self.steps: dict[int, tuple[int, str]] = {}
        self.top = 1.0
        self.setMinimumSize(110, 128)
        self.setToolTip(
            f"{SOLVERS[solver].title}: colour is log10(steps) from each start; "
            "a cross marks no tour found, grey hatching a stopped run"
        )

    def add(self, square: int, steps: int, status: str, top: float) -> None:
        self.steps[square] = (steps, status)
        self.top = top
        self.update()

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(self.contentsRect()).adjusted(2, 18, -2, -2)
            p.setPen(self.palette().windowText().color())
            title = self.fontMetrics().elidedText(
                SOLVERS[self.solver].title, Qt.TextElideMode.ElideRight, self.width() - 4
            )
            p.drawText(QRectF(0, 0, self.width(), 16), Qt.AlignmentFlag.AlignCenter, title)
            rows, cols = self.board.rows, self.board.cols
            side = min(rect.width() / cols, rect.height() / rows)
            x0 = rect.left() + (rect.width() - side * cols) / 2
            y0 = rect.top()
            for square in range(self.board.size):
                file, rank = self.board.coords(square)
                cell = QRectF(x0 + file * side, y0 + (rows - 1 - rank) * side, side, side)
                if square not in self.steps:
                    p.fillRect(cell, UNRUN)
                    continue
                steps, status = self.steps[square]
                if status == Status.STOPPED:
                    draw_stopped(p, cell)
                    continue
                p.fillRect(cell, heat_colour(math.log10(max(steps, 1)) / max(self.top, 1.0)))
                if status != Status.FOUND:
                    draw_cross(p, cell, NO_TOUR)


class HeatmapLegend(QWidget):
    """What the heatmaps' colours and marks mean: a pale-to-dark bar of steps, the cross,
    the hatching of a stopped run and the grey of a start not run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.top = 1.0

    def set_top(self, top: float) -> None:
        """The largest log10(steps) the heatmaps show (the bar's right end)."""
        self.top = top
        self.update()

    def _items(self) -> list[tuple[str, str]]:
        return [
            ("bar", f"steps 1 … 1e{math.ceil(max(self.top, 1.0))}"),
            ("cross", "no tour found"),
            ("stopped", "stopped"),
            ("unrun", "not run"),
        ]

    #: entries a row: two rows of two keep the legend as narrow as two heatmaps
    PER_ROW = 2

    def _cells(self) -> list[tuple[str, str, QRectF]]:
        """Each entry with its rectangle: PER_ROW entries a row, in columns."""
        fm = self.fontMetrics()
        box = fm.height()
        items = self._items()
        widths = [
            fm.horizontalAdvance(text) + (box * 4 if kind == "bar" else box) + 16
            for kind, text in items
        ]
        columns = [max(widths[i :: self.PER_ROW]) for i in range(self.PER_ROW)]
        out = []
        for i, (kind, text) in enumerate(items):
            row, column = divmod(i, self.PER_ROW)
            x = 2 + sum(columns[:column])
            out.append((kind, text, QRectF(x, 2 + row * (box + 4), columns[column], box + 4)))
        return out

    def sizeHint(self) -> QSize:
        cells = self._cells()
        return QSize(
            int(max(r.right() for *_, r in cells)) + 2, int(max(r.bottom() for *_, r in cells)) + 2
        )

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            fm = self.fontMetrics()
            box = float(fm.height() - 2)
            ink = self.palette().windowText().color()
            for kind, text, rect in self._cells():
                x, y = rect.left(), rect.top() + (rect.height() - box) / 2
                if kind == "bar":
                    steps = 12
                    width = box * 4
                    for i in range(steps):
                        p.fillRect(
                            QRectF(x + width * i / steps, y, width / steps + 0.5, box),
                            heat_colour(i / (steps - 1)),
                        )
                    x += width
                else:
                    cell = QRectF(x, y, box, box)
                    if kind == "cross":
                        p.fillRect(cell, heat_colour(0.3))
                        draw_cross(p, cell, NO_TOUR)
                    elif kind == "stopped":
                        draw_stopped(p, cell)
                    else:
                        p.fillRect(cell, UNRUN)
                    x += box
                p.setPen(ink)
                p.drawText(
                    QRectF(x + 4, rect.top(), rect.right() - x - 4, rect.height()),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    text,
                )


class LogChart(QWidget):
    """Steps of every run on a log scale, starts along x; a legend above the plot names the
    solvers' colours and the marks (filled: a tour, hollow: none found, square: stopped)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, dict[int, tuple[int, str]]] = {}
        self.order: list[int] = []
        self.setMinimumHeight(180)
        self.setToolTip(
            "Steps per start square, log scale; filled points found a tour, "
            "hollow points did not, squares were stopped"
        )

    def reset(self, solvers: list[str], starts: list[int]) -> None:
        self.series = {name: {} for name in solvers}
        self.order = list(starts)
        self.update()

    def add(self, solver: str, start: int, steps: int, status: str) -> None:
        self.series.setdefault(solver, {})[start] = (steps, status)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, 220)

    def legend_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(11)
        return font

    def legend_entries(self) -> list[tuple[str, QColor | None, str]]:
        """(mark, colour, text) for each solver, then the marks: drawn in that order."""
        entries: list[tuple[str, QColor | None, str]] = [
            ("found", QColor(PALETTE[k % len(PALETTE)]), SOLVERS[name].title)
            for k, name in enumerate(self.series)
        ]
        entries += [
            ("found", None, "tour found"),
            ("none", None, "no tour found"),
            ("stopped", None, "stopped"),
        ]
        return entries

    def legend_rects(self, width: float) -> list[QRectF]:
        """Where each legend entry goes: in rows across the top, above the plot."""
        fm = QFontMetricsF(self.legend_font())
        height = fm.height() + 2
        x, y, out = 48.0, 4.0, []
        for _, _, text in self.legend_entries():
            w = 14 + fm.horizontalAdvance(text) + 14
            if x + w > width - 4 and x > 48:
                x, y = 48.0, y + height
            out.append(QRectF(x, y, w, height))
            x += w
        return out

    def plot_area(self) -> QRectF:
        """The plot's rectangle: below the legend, right of the axis labels."""
        rects = self.legend_rects(self.width())
        legend_bottom = max((r.bottom() for r in rects), default=0.0)
        return QRectF(self.contentsRect()).adjusted(48, legend_bottom + 6, -10, -22)

    @staticmethod
    def draw_mark(p: QPainter, mark: str, centre: QPointF, colour: QColor) -> None:
        p.setPen(QPen(colour, 1.5))
        if mark == "stopped":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(centre.x() - 3, centre.y() - 3, 6, 6))
            return
        p.setBrush(colour if mark == "found" else Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, 3, 3)

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ink = self.palette().windowText().color()
            area = self.plot_area()
            top = max(
                [math.log10(max(s, 1)) for d in self.series.values() for s, _ in d.values()] + [1.0]
            )
            top = math.ceil(top)
            p.setPen(QPen(ink, 1))
            p.drawRect(area)
            font = QFont(self.font())
            font.setPixelSize(10)
            p.setFont(font)
            for decade in range(0, top + 1, max(1, top // 6)):
                y = area.bottom() - area.height() * decade / top
                p.setPen(QPen(QColor(128, 128, 128, 90), 1))
                p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
                p.setPen(ink)
                p.drawText(QRectF(0, y - 7, 44, 14), Qt.AlignmentFlag.AlignRight, f"1e{decade}")
            p.drawText(
                QRectF(area.left(), area.bottom() + 4, area.width(), 16),
                Qt.AlignmentFlag.AlignCenter,
                "start squares, in board order",
            )
            n = max(len(self.order), 1)
            index = {s: i for i, s in enumerate(self.order)}
            for k, data in enumerate(self.series.values()):
                colour = QColor(PALETTE[k % len(PALETTE)])
                for start, (steps, status) in data.items():
                    x = area.left() + area.width() * (index.get(start, 0) + 0.5) / n
                    y = area.bottom() - area.height() * math.log10(max(steps, 1)) / top
                    mark = (
                        "found"
                        if status == Status.FOUND
                        else "stopped"
                        if status == Status.STOPPED
                        else "none"
                    )
                    self.draw_mark(p, mark, QPointF(x, y), colour)
            self.draw_legend(p, ink)

    def draw_legend(self, p: QPainter, ink: QColor) -> None:
        p.setFont(self.legend_font())
        for (mark, colour, text), rect in zip(
            self.legend_entries(), self.legend_rects(self.width()), strict=True
        ):
            self.draw_mark(p, mark, QPointF(rect.left() + 5, rect.center().y()), colour or ink)
            p.setPen(colour or ink)
            p.drawText(
                rect.adjusted(14, 0, 0, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                text,
            )
