"""The magic sums written beside the board: each rank's sum of the move numbers shown, to the
right of the rank numbers, and each file's under the file letters (on screen only, and only
while the whole board is in view)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPalette

from ....core.board.board import Board
from ....core.board.magic import MagicSums
from ...i18n import number
from .geometry import Geometry

#: the widest board whose sums are written beside it (a wider one's sums do not fit)
MAX_SUMS_SIDE = 40
#: the height of the line of the files' sums
LINE = 18.0


def sums_font(font: QFont) -> QFont:
    """The font the sums are written in: the labels' size, bold."""
    small = QFont(font)
    small.setPixelSize(12)
    small.setBold(True)
    return small


def sums_margins(board: Board, font: QFont) -> tuple[float, float]:
    """(right, bottom): the room the sums take beside and under the board's labels, wide
    enough for the largest sum a tour of board can have."""
    largest = board.squares * max(board.rows, board.cols)
    width = QFontMetricsF(sums_font(font)).horizontalAdvance(number(largest))
    return width + 8.0, LINE + 2.0


def draw_sums(
    painter: QPainter, g: Geometry, board: Board, sums: MagicSums, font: QFont, palette: QPalette
) -> list[str]:
    """Each rank's sum right of its rank number, each file's under its letter; the texts
    written, ranks (1 first) then files (a first).  A file's sum too wide for its column is
    left out (the board is small in the window), never drawn over its neighbour."""
    small = sums_font(font)
    painter.setFont(small)
    painter.setPen(palette.windowText().color())
    metrics = QFontMetricsF(small)
    rows, cols, side = board.rows, board.cols, g.side
    drawn: list[str] = []
    right = g.x0 + cols * side + 24  # past the rank numbers (labels.draw_labels)
    for rank, total in enumerate(sums.ranks):
        text = number(total)
        middle = g.y0 + (rows - 1 - rank + 0.5) * side
        if side >= LINE * 0.8:
            painter.drawText(
                QRectF(right, middle - LINE / 2, 200, LINE),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            drawn.append(text)
    below = g.y0 + rows * side + 20  # past the file letters
    for file, total in enumerate(sums.files):
        text = number(total)
        if metrics.horizontalAdvance(text) > side - 2:
            continue
        painter.drawText(
            QRectF(g.x0 + file * side, below, side, LINE), Qt.AlignmentFlag.AlignCenter, text
        )
        drawn.append(text)
    return drawn
