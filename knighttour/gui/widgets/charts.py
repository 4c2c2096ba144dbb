"""Charts of a table's results: a heatmap board per solver with its legend, and a log-scale
chart of steps with its own legend beside the plot (never over the points)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QImage,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ...core.board.board import Board
from ...core.status import Status
from ..i18n import power_of_ten
from .solver_list import solver_title

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


#: a board with more squares than this draws a start without a tour in red (its cells are
#: too small for a cross)
CROSS_SQUARES = 1024
#: a painted text that wraps onto as many lines as its width needs (words whole)
WRAP = Qt.TextFlag.TextWordWrap
#: status codes kept per square: not run, found, no tour found, stopped
_UNRUN, _FOUND, _NONE, _STOPPED = 0, 1, 2, 3


def _argb(colour: QColor) -> int:
    return colour.rgba() & 0xFFFFFFFF


#: the heat colours as 32-bit pixels, 256 shades from pale to dark
HEAT_LUT = np.array([_argb(heat_colour(i / 255)) for i in range(256)], dtype=np.uint32)


def decade_top(steps: int) -> int:
    """The scale's top for a run of that many steps: the next power of ten (at least 10), so
    the colours and the chart's axis change only when a run passes a new decade."""
    return max(1, math.ceil(math.log10(max(steps, 1))))


class Heatmap(QWidget):
    """One solver's results drawn on the board: colour is log10 of the steps each start
    needed (pale: few, dark: many); a cross marks a start without a tour, grey hatching a
    run that was stopped.

    The board is kept as a picture of one pixel a square, coloured as results arrive and
    scaled to the widget when painted, so a paint costs the same on 8x8 and on 1000x1000."""

    def __init__(self, board: Board, solver: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board, self.solver = board, solver
        self.top = 1
        self.steps = np.zeros(board.size, np.int64)
        self.status = np.zeros(board.size, np.int8)
        # clear where no run has been (memory the system hands over clear: on 8 million
        # squares nothing is written before the first result), the grey of UNRUN beneath
        self._pixels = np.zeros((board.rows, board.cols), np.uint32)
        self.setMinimumSize(110, 128)
        self.setToolTip(
            self.tr(
                "{solver}: the colour of each start square says how many moves the search "
                "tried from it (each shade ten times more); a cross marks a run that found no "
                "tour (it gave up at its move limit or a dead end, or proved there is none), "
                "grey hatching a run you stopped"
            ).format(solver=solver_title(solver))
        )

    def add(self, squares: list[int], steps: list[int], statuses: list[str], top: int) -> None:
        """Results of runs from squares; top is the scale's decade (see decade_top)."""
        at = np.asarray(squares, np.int64)
        self.steps[at] = steps
        self.status[at] = [_CODES.get(s, _NONE) for s in statuses]
        if top != self.top:
            self.top = top
            at = np.flatnonzero(self.status)
        self._colour(at)
        self.update()

    def _colour(self, at: np.ndarray) -> None:
        """Colour the pixels of squares at from their results."""
        status = self.status[at]
        logs = np.log10(np.maximum(self.steps[at], 1)) / self.top
        colours = HEAT_LUT[np.clip(np.rint(logs * 255), 0, 255).astype(np.intp)]
        colours[status == _STOPPED] = _argb(STOPPED_FILL)
        if self.board.size > CROSS_SQUARES:
            colours[status == _NONE] = _argb(NO_TOUR)
        rank, file = np.divmod(at, self.board.cols)
        self._pixels[self.board.rows - 1 - rank, file] = colours

    def painted_texts(self) -> list[tuple[str, QRectF, QFont]]:
        """(text, where, font) of its title, over the board: on as many lines as the
        heatmap's width needs (tests check it fits where it goes)."""
        title = solver_title(self.solver)
        room = QRect(0, 0, max(self.width() - 4, 40), 10_000)
        high = self.fontMetrics().boundingRect(room, WRAP, title).height()
        return [(title, QRectF(2, 0, self.width() - 4, high + 2), self.font())]

    def result(self, square: int) -> tuple[int, str] | None:
        """(steps, status) of the run from square, or None if it has not run."""
        code = int(self.status[square])
        return None if code == _UNRUN else (int(self.steps[square]), _STATUSES[code])

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            (title, where, _), *_ = self.painted_texts()
            rect = QRectF(self.contentsRect()).adjusted(2, where.height() + 2, -2, -2)
            p.setPen(self.palette().windowText().color())
            p.drawText(where, int(WRAP) | int(Qt.AlignmentFlag.AlignHCenter), title)
            rows, cols = self.board.rows, self.board.cols
            side = min(rect.width() / cols, rect.height() / rows)
            board = QRectF(rect.left() + (rect.width() - side * cols) / 2, rect.top(), 0, 0)
            board.setSize(QSizeF(side * cols, side * rows))
            image = QImage(self._pixels.data, cols, rows, cols * 4, QImage.Format.Format_ARGB32)
            p.fillRect(board, UNRUN)
            p.drawImage(board, image)
            if side < 6 or self.board.size > CROSS_SQUARES:
                return
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for square in np.flatnonzero(self.status >= _NONE):
                file, rank = self.board.coords(int(square))
                cell = QRectF(
                    board.left() + file * side, board.top() + (rows - 1 - rank) * side, side, side
                )
                if self.status[square] == _STOPPED:
                    draw_stopped(p, cell)
                else:
                    draw_cross(p, cell, NO_TOUR)


_CODES: dict[str, int] = {Status.FOUND: _FOUND, Status.STOPPED: _STOPPED}
_STATUSES = {_FOUND: str(Status.FOUND), _NONE: "none", _STOPPED: str(Status.STOPPED)}


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
            (
                "bar",
                self.tr("moves tried: 1 to {top}").format(
                    top=power_of_ten(math.ceil(max(self.top, 1.0)))
                ),
            ),
            ("cross", self.tr("no tour found (gave up)")),
            ("stopped", self.tr("stopped")),
            ("unrun", self.tr("not run")),
        ]

    #: entries a row: two rows of two keep the legend as narrow as two heatmaps; one a row
    #: where even that is too wide (a window 800 pixels wide)
    PER_ROW = 2

    #: the least room an entry's words are given before they wrap
    LEAST_TEXT = 90

    def _icon(self, kind: str) -> int:
        """The width of an entry's swatch and the space around its words."""
        box = self.fontMetrics().height()
        return (box * 4 if kind == "bar" else box) + 16

    def _cells(
        self, per_row: int | None = None, width: int | None = None
    ) -> list[tuple[str, str, QRectF]]:
        """Each entry with its rectangle: per_row entries a row (as many of PER_ROW as the
        width holds), in columns; one a row, an entry's words wrap to the width."""
        fm = self.fontMetrics()
        box = fm.height()
        items = self._items()
        width = self.width() if width is None else width
        widths = [fm.horizontalAdvance(text) + self._icon(kind) for kind, text in items]
        if per_row is None:
            two = sum(max(widths[i :: self.PER_ROW]) for i in range(self.PER_ROW)) + 4
            per_row = self.PER_ROW if width >= two else 1
        columns = [max(widths[i::per_row]) for i in range(per_row)]
        if per_row == 1:  # as wide as the legend is, the words wrapped
            least = max(self._icon(kind) for kind, _ in items) + self.LEAST_TEXT
            columns = [min(columns[0], max(width - 4, least))]
        out, y = [], 2.0
        for start in range(0, len(items), per_row):
            high = box + 4
            for column, (kind, text) in enumerate(items[start : start + per_row]):
                room = QRect(0, 0, columns[column] - self._icon(kind), 10_000)
                high = max(high, fm.boundingRect(room, WRAP, text).height() + 4)
            for column, (kind, text) in enumerate(items[start : start + per_row]):
                x = 2 + sum(columns[:column])
                out.append((kind, text, QRectF(x, y, columns[column], high)))
            y += high
        return out

    @staticmethod
    def _size(cells: list[tuple[str, str, QRectF]]) -> QSize:
        return QSize(
            int(max(r.right() for *_, r in cells)) + 2, int(max(r.bottom() for *_, r in cells)) + 2
        )

    def sizeHint(self) -> QSize:
        return self._size(self._cells(self.PER_ROW))

    def minimumSizeHint(self) -> QSize:
        return self._size(self._cells(1, 0))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._size(self._cells(None, width)).height()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # one row or two, its words on more lines: its height follows

    def painted_texts(self) -> list[tuple[str, QRectF, QFont]]:
        """(text, where, font) of each entry's words (tests check each fits)."""
        return [
            (text, rect.adjusted(self._icon(kind) - 12, 0, 0, 0), self.font())
            for kind, text, rect in self._cells()
        ]

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
                    int(WRAP) | int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                    text,
                )


#: the side of a mark's stamp, in pixels
STAMP = 9
_MARKS = ("found", "none", "stopped")


def mark_of(status: str) -> str:
    """The chart's mark for a run's status: filled, hollow or a square."""
    if status == Status.FOUND:
        return "found"
    return "stopped" if status == Status.STOPPED else "none"


#: pixels left of the plot for its axis labels ('10 million')
AXIS = 72


class LogChart(QWidget):
    """Steps of every run on a log scale, starts along x; a legend above the plot names the
    solvers' colours and the marks (filled: a tour, hollow: none found, square: stopped).

    The marks are stamped into a picture of the plot as runs arrive (each mark drawn once,
    antialiased, then copied by numpy), so a paint costs the same for ten runs or a hundred
    thousand; the picture is made again only when the plot's size or its decade changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: per solver, the runs so far: batches of (starts, steps, mark codes) arrays
        self.series: dict[str, list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = {}
        #: the starts, ascending: their places along x (a range: every square, none listed)
        self.order: np.ndarray | range = np.zeros(0, np.int64)
        self.top = 1
        self._pixels = np.zeros((0, 0, 4), np.uint8)  # premultiplied BGRA of the plot
        self._shape: tuple[int, int, int] = (0, 0, 0)  # the buffer's height, width and top
        #: batches not stamped yet: (solver index, starts, steps, mark codes)
        self._pending: list[tuple[int, np.ndarray, np.ndarray, np.ndarray]] = []
        self._stamps: dict[tuple[int, str], np.ndarray] = {}
        self._legend: tuple[object, list[QRectF]] = (None, [])
        self.setMinimumHeight(180)
        #: the caption along the bottom (on two lines under a narrow chart)
        self.caption = self.tr("start squares, in board order")
        said = self.tr(
            "Moves tried from each start square (each line up ten times more); filled "
            "points found a tour, hollow points did not, squares were stopped"
        )
        self.setToolTip(f"{said}\n{self.caption}")
        self.setAccessibleDescription(f"{said}. {self.caption}")

    def reset(self, solvers: list[str], starts: Sequence[int] | range | np.ndarray) -> None:
        """No runs yet, of these solvers from these starts (in board order along x)."""
        self.series = {name: [] for name in solvers}
        if isinstance(starts, range) and starts.step > 0:
            self.order = starts  # in order already, and nothing to list
        else:
            # stable: timsort, linear on the board order the starts come in (millions)
            self.order = np.sort(np.asarray(starts, np.int64), kind="stable")
        self.top = 1
        self._shape = (0, 0, 0)
        self._pending = []
        self.update()

    def add(self, solver: str, starts: list[int], steps: list[int], statuses: list[str]) -> None:
        """Runs of solver from starts: their steps and statuses."""
        series = self.series.setdefault(solver, [])
        k = list(self.series).index(solver)
        batch = (
            np.asarray(starts, np.int64),
            np.asarray(steps, np.int64),
            np.fromiter((_MARKS.index(mark_of(s)) for s in statuses), np.int8, len(statuses)),
        )
        series.append(batch)
        if len(steps):
            self.top = max(self.top, decade_top(int(batch[1].max())))
        self._pending.append((k, *batch))
        self.update()

    @property
    def runs(self) -> int:
        """How many runs the chart shows."""
        return sum(len(b[0]) for batches in self.series.values() for b in batches)

    def sizeHint(self) -> QSize:
        return QSize(600, 220)

    def legend_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(11)
        return font

    def legend_entries(self) -> list[tuple[str, QColor | None, str]]:
        """(mark, colour, text) for each solver, then the marks: drawn in that order."""
        entries: list[tuple[str, QColor | None, str]] = [
            ("found", QColor(PALETTE[k % len(PALETTE)]), solver_title(name))
            for k, name in enumerate(self.series)
        ]
        entries += [
            ("found", None, self.tr("tour found")),
            ("none", None, self.tr("no tour found (gave up)")),
            ("stopped", None, self.tr("stopped")),
        ]
        return entries

    def legend_rects(self, width: float) -> list[QRectF]:
        """Where each legend entry goes: in rows across the top, above the plot."""
        key = (width, tuple(self.series), self.font().key())
        if self._legend[0] != key:
            self._legend = (key, self._place_legend(width))
        return self._legend[1]

    def _place_legend(self, width: float) -> list[QRectF]:
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

    def caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(10)
        return font

    def caption_height(self, width: float) -> int:
        """The caption's height, wrapped onto as many lines as width needs."""
        room = QRect(0, 0, max(int(width), 40), 10_000)
        return QFontMetrics(self.caption_font()).boundingRect(room, WRAP, self.caption).height()

    def plot_area(self) -> QRectF:
        """The plot's rectangle: below the legend, right of the axis labels, above the
        caption (on two lines when one is too narrow for it)."""
        rects = self.legend_rects(self.width())
        legend_bottom = max((r.bottom() for r in rects), default=0.0)
        inside = QRectF(self.contentsRect())
        below = self.caption_height(inside.width() - AXIS - 10) + 6
        return inside.adjusted(AXIS, legend_bottom + 6, -10, -below)

    def painted_texts(self) -> list[tuple[str, QRectF, QFont]]:
        """(text, where, font) of the texts this chart paints that must be read whole:
        its caption (tests check each fits where it goes)."""
        area = self.plot_area()
        room = QRectF(area.left(), area.bottom() + 4, area.width(), self.height() - area.bottom())
        return [(self.caption, room, self.caption_font())]

    @staticmethod
    def draw_mark(p: QPainter, mark: str, centre: QPointF, colour: QColor) -> None:
        p.setPen(QPen(colour, 1.5))
        if mark == "stopped":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(centre.x() - 3, centre.y() - 3, 6, 6))
            return
        p.setBrush(colour if mark == "found" else Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, 3, 3)

    def _stamp(self, k: int, mark: str) -> np.ndarray:
        """Solver k's mark as premultiplied RGBA floats, drawn once, antialiased."""
        key = (k, mark)
        if key not in self._stamps:
            image = QImage(STAMP, STAMP, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            with QPainter(image) as p:
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                colour = QColor(PALETTE[k % len(PALETTE)])
                self.draw_mark(p, mark, QPointF(STAMP / 2, STAMP / 2), colour)
            raw = np.frombuffer(image.constBits(), np.uint8, STAMP * image.bytesPerLine())
            rows = raw.reshape(STAMP, image.bytesPerLine())[:, : STAMP * 4]
            self._stamps[key] = rows.reshape(STAMP, STAMP, 4).astype(np.float32) / 255
        return self._stamps[key]

    def _stamp_all(
        self, batches: list[tuple[int, np.ndarray, np.ndarray, np.ndarray]], width: int, height: int
    ) -> None:
        """Stamp batches of runs into the picture of the plot, by numpy.  Where marks stand
        closer than their own size (a run per pixel or more) each is a dot of two pixels,
        written at once; else each is its antialiased stamp, blended, a chunk at a time."""
        n = max(len(self.order), 1)
        dense = n > width // 3
        for k, starts, steps, marks in batches:
            xs = self.x_of(k, starts, width)
            ys = np.floor(height - height * np.log10(np.maximum(steps, 1)) / self.top)
            ys = ys.astype(np.intp)
            for code, mark in enumerate(_MARKS):
                chosen = marks == code
                if not chosen.any():
                    continue
                stamp = self._stamp(k, mark)
                if dense:
                    self._dot(xs[chosen], ys[chosen], stamp, width, height)
                    continue
                for at in range(0, int(chosen.sum()), 4096):
                    part = slice(at, at + 4096)
                    self._blend(xs[chosen][part], ys[chosen][part], stamp, width, height)

    #: the share of a start's slot along x that its solvers' marks spread over
    SPREAD = 0.9

    def x_of(self, k: int, starts: np.ndarray, width: int) -> np.ndarray:
        """Pixel columns of solver k's marks from starts: each start has a slot along x, and
        each solver its own place in it, so equal values of two solvers stand side by side
        instead of one hiding the other."""
        n = max(len(self.order), 1)
        solvers = max(len(self.series), 1)
        offset = (k - (solvers - 1) / 2) * self.SPREAD / solvers if solvers > 1 else 0.0
        order = self.order
        if isinstance(order, range):
            places = (np.asarray(starts, np.int64) - order.start) // order.step + 0.5 + offset
        else:
            places = np.searchsorted(order, starts) + 0.5 + offset
        return np.floor(width * places / n).astype(np.intp)

    def _dot(self, xs: np.ndarray, ys: np.ndarray, stamp: np.ndarray, width: int, height: int):
        """Two-by-two dots in the stamp's colour (its most opaque pixel)."""
        colour = stamp.reshape(-1, 4)[np.argmax(stamp[:, :, 3])]
        ink = np.rint(colour / colour[3] * 255 if colour[3] else colour * 255).astype(np.uint8)
        for dy in (0, 1):
            for dx in (0, 1):
                px, py = xs + dx, ys + dy - 1
                keep = (px >= 0) & (px < width) & (py >= 0) & (py < height)
                self._pixels[py[keep], px[keep]] = ink

    def _blend(self, xs: np.ndarray, ys: np.ndarray, stamp: np.ndarray, width: int, height: int):
        """Each point's stamp, blended over what is there."""
        half = STAMP // 2
        dys, dxs = np.nonzero(stamp[:, :, 3])
        px = (xs[:, None] + (dxs - half)[None, :]).ravel()
        py = (ys[:, None] + (dys - half)[None, :]).ravel()
        ink = np.tile(stamp[dys, dxs], (len(xs), 1))
        keep = (px >= 0) & (px < width) & (py >= 0) & (py < height)
        px, py, ink = px[keep], py[keep], ink[keep]
        under = self._pixels[py, px].astype(np.float32)
        self._pixels[py, px] = np.rint(ink * 255 + under * (1.0 - ink[:, 3:4]))

    def _plot_image(self, area: QRectF) -> QImage:
        """The marks as a picture of the plot area: only new marks are stamped, unless the
        size or the decade changed."""
        width, height = max(int(area.width()), 1), max(int(area.height()), 1)
        if self._shape != (height, width, self.top):
            self._shape = (height, width, self.top)
            self._pixels = np.zeros((height, width, 4), np.uint8)
            self._pending = [
                (k, *batch) for k, batches in enumerate(self.series.values()) for batch in batches
            ]
        if self._pending:
            self._stamp_all(self._pending, width, height)
            self._pending = []
        return QImage(
            self._pixels.data, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied
        )

    def paintEvent(self, event) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ink = self.palette().windowText().color()
            area = self.plot_area()
            top = self.top
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
                p.drawText(
                    QRectF(0, y - 7, AXIS - 4, 14),
                    Qt.AlignmentFlag.AlignRight,
                    power_of_ten(decade),
                )
            (caption, room, _), *_ = self.painted_texts()
            p.drawText(room, int(WRAP) | int(Qt.AlignmentFlag.AlignHCenter), caption)
            image = self._plot_image(area)
            p.drawImage(QPointF(int(area.left()), int(area.top())), image)
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
