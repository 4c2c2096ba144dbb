"""What is written round the board: file letters and rank numbers, the names of a 3D board's
layers (with a band between the layers), and, zoomed in, the coordinates in view along the
view's edges."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen

from ....core.board.board import Board
from .geometry import Geometry, Visible


def draw_labels(
    painter: QPainter, g: Geometry, board: Board, font: QFont, palette: QPalette
) -> None:
    """File letters and rank numbers round the board (every few on a large board); on a
    3D board the files below only, and each layer's name above it."""
    rows, cols, side = board.rows, board.cols, g.side
    small = QFont(font)
    # coordinates grow with the squares (a projector's board), up to what the margin holds
    small.setPixelSize(int(min(18, max(8, side * 0.3))))
    painter.setFont(small)
    painter.setPen(palette.windowText().color())
    step = max(1, int(24 // side) + 1)  # skip labels that would overlap
    layered = board.layers > 1
    file_rows = (g.y0 + rows * side + 2,) if layered else (g.y0 + rows * side + 2, g.y0 - 20)
    for file in range(0, cols, step):
        for y in file_rows:
            painter.drawText(
                QRectF(g.x0 + (file + 0.5) * side - 20, y, 40, 18),
                Qt.AlignmentFlag.AlignCenter,
                board.file_label(file),
            )
    for rank in range(0, rows, step):
        middle = g.y0 + (rows - 1 - rank + 0.5) * side
        for x in (g.x0 - 22, g.x0 + cols * side + 2):
            painter.drawText(
                QRectF(x, middle - 9, 20, 18), Qt.AlignmentFlag.AlignCenter, str(rank + 1)
            )
    if layered:
        draw_layer_labels(painter, g, board, font, palette)


def layer_names(board: Board) -> list[str]:
    """'layer 1', 'layer 2', ...: the names written above a 3D board's layers."""
    return [f"layer {k + 1}" for k in range(board.layers)]


def draw_layer_labels(
    painter: QPainter, g: Geometry, board: Board, font: QFont, palette: QPalette
) -> list[str]:
    """Each layer of a 3D board named above it: its number alone where the name is wider
    than the layer (eight layers of a thousand files in a small window ran their names into
    one another: "ayer 1ayer 2ayer 3").  Returns the texts written."""
    font = QFont(font)
    font.setPixelSize(13)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(palette.windowText().color())
    width = board.files * g.side
    metrics = QFontMetricsF(font)
    drawn = []
    for k, name in enumerate(layer_names(board)):
        if metrics.horizontalAdvance(name) + 4 > width:
            name = str(k + 1)
        painter.drawText(
            QRectF(g.x0 + k * width, g.y0 - 40, width, 20), Qt.AlignmentFlag.AlignCenter, name
        )
        drawn.append(name)
    return drawn


def draw_layer_gaps(painter: QPainter, g: Geometry, board: Board, palette: QPalette) -> None:
    """On a 3D board, a band of the window's colour between the layers side by side."""
    layers = board.layers
    if layers < 2:
        return
    files = board.files
    pen = QPen(palette.window().color(), max(2.0, g.side * 0.18))
    painter.setPen(pen)
    for k in range(1, layers):
        x = g.x0 + k * files * g.side
        painter.drawLine(QPointF(x, g.y0), QPointF(x, g.y0 + board.rows * g.side))


def draw_edge_labels(
    painter: QPainter,
    g: Geometry,
    rect: QRectF,
    visible: Visible,
    board: Board,
    font: QFont,
    palette: QPalette,
) -> list[str]:
    """Zoomed in, the labels round the board are out of view: the files and ranks in
    view are written along the view's top and left edges, on a band of the window's
    colour.  Returns the texts written."""
    drawn: list[str] = []
    side = g.side
    if side < 4:
        return drawn
    f0, f1, r0, r1 = visible
    band = QColor(palette.window().color())
    band.setAlpha(215)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(band)
    painter.drawRect(QRectF(rect.left(), rect.top(), rect.width(), 18))
    painter.drawRect(QRectF(rect.left(), rect.top() + 18, 30, rect.height() - 18))
    font = QFont(font)
    font.setPixelSize(11)
    painter.setFont(font)
    painter.setPen(palette.windowText().color())
    step = max(1, int(30 // side) + 1)
    for file in range(f0, f1 + 1):
        if file % step:
            continue
        x = g.x0 + (file + 0.5) * side
        if x < rect.left() + 34:
            continue
        text = board.file_label(file)
        if board.layers > 1:
            text += f":{file // board.files + 1}"
        painter.drawText(QRectF(x - 25, rect.top(), 50, 18), Qt.AlignmentFlag.AlignCenter, text)
        drawn.append(text)
    for rank in range(r0, r1 + 1):
        if rank % step:
            continue
        y = g.y0 + (board.rows - 1 - rank + 0.5) * side
        if y < rect.top() + 24:
            continue
        painter.drawText(
            QRectF(rect.left(), y - 9, 30, 18), Qt.AlignmentFlag.AlignCenter, str(rank + 1)
        )
        drawn.append(str(rank + 1))
    return drawn
