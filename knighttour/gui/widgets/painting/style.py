"""The board's colours, its levels of detail, and the knight glyph: shared by every piece of
the painting and by the views that use it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtSvg import QSvgRenderer

from ....core.drawing import colours
from ...icons import svg_path

# the colours the library's pictures share (core/drawing/colours.py): one definition
LIGHT = QColor(*colours.LIGHT)
DARK = QColor(*colours.DARK)
#: the ink-light squares of pictures and print: white and light grey, dark numbers on them
PRINT_LIGHT = QColor(*colours.PRINT_LIGHT)
PRINT_DARK = QColor(*colours.PRINT_DARK)
PATH = QColor(*colours.PATH)
START = QColor(*colours.START)
CURRENT = QColor(*colours.CURRENT)
RETREAT = QColor(200, 30, 30, 170)
DIM = QColor(255, 255, 255, 120)
INK = QColor(*colours.INK)
HOLE = QColor("#5b5b5b")
#: a move from one layer of a 3D board to another: lighter, dashed, so the eye can follow it
BETWEEN_LAYERS = QColor(*colours.BETWEEN_LAYERS)


@dataclass(frozen=True)
class BoardStyle:
    """The colours a board is drawn in: its squares, the path, the start and current
    squares, the move numbers, and the veil over squares not reached yet."""

    name: str
    light: QColor
    dark: QColor
    path: QColor
    start: QColor
    current: QColor
    ink: QColor
    dim: QColor


#: the styles the View menu offers ("auto" follows the window's palette: light or dark)
STYLES: dict[str, BoardStyle] = {
    "light": BoardStyle("light", LIGHT, DARK, PATH, START, CURRENT, INK, DIM),
    "dark": BoardStyle(
        "dark",
        QColor("#5b6470"),
        QColor("#39404a"),
        QColor(140, 190, 255, 220),
        QColor("#4cc38a"),
        QColor("#ff7b6b"),
        QColor("#f2f2f2"),
        QColor(0, 0, 0, 110),
    ),
    "contrast": BoardStyle(
        "contrast",
        QColor("#ffffff"),
        QColor("#9a9a9a"),
        QColor(0, 0, 160, 255),
        QColor("#006400"),
        QColor("#b00000"),
        QColor("#000000"),
        QColor(255, 255, 255, 150),
    ),
}
#: pictures and print: ink-light whatever the screen shows
PRINT = BoardStyle("print", PRINT_LIGHT, PRINT_DARK, PATH, START, CURRENT, INK, DIM)
_chosen = ["auto"]


def set_screen_style(name: str) -> None:
    """Draw boards on screen in the style name ('auto', or one of STYLES) from now on."""
    _chosen[0] = name if name in STYLES else "auto"


def chosen_style() -> str:
    """The style chosen: 'auto' or one of STYLES."""
    return _chosen[0]


def screen_style(palette: QPalette | None = None) -> BoardStyle:
    """The style boards are drawn in on screen: the one chosen, or with 'auto' the one the
    palette (the application's) calls for, light or dark."""
    if _chosen[0] in STYLES:
        return STYLES[_chosen[0]]
    if palette is None:
        app = QGuiApplication.instance()
        palette = app.palette() if isinstance(app, QGuiApplication) else QPalette()
    window = palette.color(QPalette.ColorRole.Window)
    return STYLES["dark" if window.lightnessF() < 0.45 else "light"]


def print_palette() -> QPalette:
    """A light palette for pages and pictures: black text on white, whatever the screen's."""
    palette = QPalette()
    white, black = QColor("white"), QColor("black")
    for role, colour in (
        (QPalette.ColorRole.Window, white),
        (QPalette.ColorRole.Base, white),
        (QPalette.ColorRole.WindowText, black),
        (QPalette.ColorRole.Text, black),
        (QPalette.ColorRole.Mid, QColor("#a0a0a0")),
    ):
        palette.setColor(role, colour)
    return palette


#: below this many pixels a square, the path is drawn as a picture coloured by move number
LOD_PICTURE = 5.0
#: above this many squares in view the path is a picture too, whatever their size: drawing
#: the moves as lines costs in proportion to them (a 4K window shows 188,000 squares of 5
#: pixels; 20,000 lines draw in about 35 ms)
VECTOR_IN_VIEW = 20_000
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
