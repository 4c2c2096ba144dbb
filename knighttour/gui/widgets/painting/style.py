"""The board's colours, its levels of detail, and the knight glyph: shared by every piece of
the painting and by the views that use it."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from ...icons import svg_path

LIGHT = QColor("#eed9b6")
DARK = QColor("#b88a62")
#: the ink-light squares of pictures and print: white and light grey, dark numbers on them
PRINT_LIGHT = QColor("#ffffff")
PRINT_DARK = QColor("#d4d4d4")
PATH = QColor(30, 60, 150, 200)
START = QColor("#2e8b57")
CURRENT = QColor("#c0392b")
RETREAT = QColor(200, 30, 30, 170)
DIM = QColor(255, 255, 255, 120)
INK = QColor("#111111")
HOLE = QColor("#5b5b5b")
#: a move from one layer of a 3D board to another: lighter, dashed, so the eye can follow it
BETWEEN_LAYERS = QColor(200, 90, 20, 150)

#: below this many pixels a square, the path is drawn as a picture coloured by move number
LOD_PICTURE = 5.0
#: numbers are drawn from this many pixels a square
LOD_NUMBERS = 16.0
#: the most zoom: a square this many times its fitted size, or 60 pixels
MAX_SQUARE = 60.0


_knight: list[QSvgRenderer] = []


def knight_renderer() -> QSvgRenderer | None:
    """The knight glyph (resources/icons/knight.svg), loaded once; None if it is missing."""
    if not _knight:
        path = svg_path("knight")
        if path is None:
            return None
        _knight.append(QSvgRenderer(path))
    return _knight[0] if _knight[0].isValid() else None
