"""What is drawn over the squares besides the tour: crosses on holes and on squares a search
has just taken back, rings on marked squares (legal moves, a hint), the knight on the
current square, and the legend of a watched search's marks."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen

from ....core.board.board import Board
from ....core.words import QT_TRANSLATE_NOOP
from .geometry import Geometry, square_rect
from .style import CURRENT, RETREAT, START, knight_renderer

#: (mark, meaning) of the marks a watched search draws, as the legend lists them
LEGEND: tuple[tuple[str, str], ...] = (
    ("cross", QT_TRANSLATE_NOOP("Marks", "taken back")),
    ("start", QT_TRANSLATE_NOOP("Marks", "start")),
    ("current", QT_TRANSLATE_NOOP("Marks", "current square")),
)


def draw_holes(painter: QPainter, g: Geometry, board: Board) -> None:
    """A cross on each removed square."""
    if not board.holes or g.side < 8:
        return
    painter.setPen(QPen(QColor("#8a8a8a"), max(1.0, g.side * 0.05)))
    for square in sorted(board.holes):
        r = square_rect(board, g, square).adjusted(
            g.side * 0.25, g.side * 0.25, -g.side * 0.25, -g.side * 0.25
        )
        painter.drawLine(r.topLeft(), r.bottomRight())
        painter.drawLine(r.topRight(), r.bottomLeft())


def draw_retreats(painter: QPainter, g: Geometry, board: Board, retreated: np.ndarray) -> None:
    """A red cross on each square the search has just taken back."""
    if len(retreated) == 0 or g.side < 6 or len(retreated) > 5000:
        return
    painter.setPen(QPen(RETREAT, max(1.0, g.side * 0.06)))
    for square in retreated.tolist():
        r = square_rect(board, g, square).adjusted(
            g.side * 0.3, g.side * 0.3, -g.side * 0.3, -g.side * 0.3
        )
        painter.drawLine(r.topLeft(), r.bottomRight())
        painter.drawLine(r.topRight(), r.bottomLeft())


def draw_marks(
    painter: QPainter,
    g: Geometry,
    board: Board,
    marks: dict[int, tuple[QColor, str]],
    font: QFont,
) -> None:
    """A ring on each marked square (legal moves, a hint), with its text if any."""
    if not marks or g.side < 6:
        return
    font = QFont(font)
    font.setPixelSize(max(8, int(g.side * 0.22)))
    font.setItalic(True)
    painter.setFont(font)
    for square, (colour, text) in marks.items():
        rect = square_rect(board, g, square)
        fill = QColor(colour)
        fill.setAlpha(70)
        painter.setPen(QPen(colour, max(1.5, g.side * 0.07)))
        painter.setBrush(fill)
        inset = g.side * 0.14
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
        if text and g.side >= 16:
            # in the ring's colour, unlike the black move numbers of visited squares
            painter.setPen(colour.darker(170))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def draw_knight(
    painter: QPainter, g: Geometry, board: Board, square: int, beside_number: bool = False
) -> None:
    """The knight glyph on square, in its own proportions; nothing on small squares or
    without the glyph.  beside_number: the square shows its move number, so the knight is
    small, in the square's top-right corner, clear of the number."""
    renderer = knight_renderer()
    if renderer is None or g.side < 10:
        return
    rect = square_rect(board, g, square)
    if beside_number:
        s = g.side
        rect = QRectF(rect.left() + 0.64 * s, rect.top() + 0.02 * s, 0.34 * s, 0.3 * s)
    else:
        inset = g.side * 0.12
        rect = rect.adjusted(inset, inset, -inset, -inset)
    size = renderer.defaultSize()
    # keep the glyph's own proportions, centred in the square
    scale = min(rect.width() / size.width(), rect.height() / size.height())
    w, h = size.width() * scale, size.height() * scale
    renderer.render(painter, QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h))


#: the legend's height, and its gap to the corner it sits in
LEGEND_HEIGHT, LEGEND_GAP = 18, 4


def legend_font(font: QFont) -> QFont:
    """The legend's small font, from the view's."""
    font = QFont(font)
    font.setPixelSize(11)
    return font


def meaning(text: str) -> str:
    """A mark's meaning (LEGEND's), in the window's language."""
    return QCoreApplication.translate("Marks", text)


def legend_width(entries: list[tuple[str, str]], font: QFont) -> float:
    """The width of the legend of entries, in pixels."""
    metrics = QFontMetricsF(legend_font(font))
    return sum(metrics.horizontalAdvance(meaning(text)) + 26 for _, text in entries) + 6


def draw_legend(
    painter: QPainter,
    rect: QRectF,
    entries: list[tuple[str, str]],
    font: QFont,
    palette: QPalette,
) -> list[str]:
    """A small key to the marks in entries ((mark, meaning) pairs: see LEGEND) in rect's
    bottom-right corner.  Returns the texts written."""
    drawn: list[str] = []
    font = legend_font(font)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    width = legend_width(entries, font)
    box = QRectF(rect.right() - width - 4, rect.bottom() - 22, width, 18)
    back = QColor(palette.window().color())
    back.setAlpha(225)
    painter.setPen(QPen(palette.mid().color(), 1))
    painter.setBrush(back)
    painter.drawRoundedRect(box, 4, 4)
    x, cy = box.left() + 6, box.center().y()
    for kind, english in entries:
        text = meaning(english)
        mark = QRectF(x, cy - 6, 12, 12)
        if kind == "cross":
            painter.setPen(QPen(RETREAT, 2))
            painter.drawLine(mark.topLeft(), mark.bottomRight())
            painter.drawLine(mark.topRight(), mark.bottomLeft())
        else:
            colour = START if kind == "start" else CURRENT
            fill = QColor(colour)
            fill.setAlpha(110)
            painter.setPen(QPen(colour.darker(130), 1.5))
            painter.setBrush(fill)
            painter.drawEllipse(mark)
        painter.setPen(palette.windowText().color())
        advance = metrics.horizontalAdvance(text)
        painter.drawText(
            QRectF(x + 16, box.top(), advance + 4, box.height()),
            Qt.AlignmentFlag.AlignVCenter,
            text,
        )
        drawn.append(text)
        x += advance + 26
    return drawn
