"""A small stroke font for the pictures this package paints into pixels (a PNG has no fonts):
the characters a board's picture writes, drawn as lines the rasteriser strokes.

Each glyph is polylines in a box one unit high from the cap line (y = 0) to the baseline
(y = 1), y growing downward; lower-case letters stand from y = 0.42, descenders reach 1.3.
Made for this program, in the plain style of plotter lettering; an SVG writes real text.
"""

from __future__ import annotations

import math
from functools import cache

Polyline = list[tuple[float, float]]

#: space after each glyph, in units of the glyph height
SPACING = 0.14
#: the share of a font size that the cap height takes (as in common sans-serif fonts)
CAP = 0.72


def arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float) -> Polyline:
    """Points along an ellipse from angle a0 to a1 (degrees, y downward: -90 is the top)."""
    n = max(4, int(abs(a1 - a0) / 12))
    return [
        (
            cx + rx * math.cos(math.radians(a0 + (a1 - a0) * k / n)),
            cy + ry * math.sin(math.radians(a0 + (a1 - a0) * k / n)),
        )
        for k in range(n + 1)
    ]


def ellipse(cx: float, cy: float, rx: float, ry: float) -> Polyline:
    """A closed ellipse."""
    return arc(cx, cy, rx, ry, 0, 360)


def _turned(lines: list[Polyline], width: float) -> list[Polyline]:
    """The glyph turned half round (a 6 into a 9)."""
    return [[(width - x, 1 - y) for x, y in line] for line in lines]


def _dot(x: float, y: float) -> Polyline:
    return [(x, y), (x, y + 0.02)]


_SIX = [arc(0.33, 0.5, 0.28, 0.5, -60, -200), ellipse(0.31, 0.7, 0.26, 0.3)]

#: character -> (width, polylines)
GLYPHS: dict[str, tuple[float, list[Polyline]]] = {
    " ": (0.3, []),
    "0": (0.6, [ellipse(0.3, 0.5, 0.27, 0.5)]),
    "1": (0.6, [[(0.12, 0.2), (0.33, 0.0), (0.33, 1.0)]]),
    "2": (0.6, [[*arc(0.3, 0.28, 0.26, 0.26, -160, 20), (0.03, 1.0), (0.58, 1.0)]]),
    "3": (
        0.6,
        [arc(0.29, 0.25, 0.23, 0.235, -150, 90), arc(0.29, 0.735, 0.27, 0.265, -90, 150)],
    ),
    "4": (0.6, [[(0.43, 1.0), (0.43, 0.0), (0.02, 0.7), (0.6, 0.7)]]),
    "5": (0.6, [[(0.52, 0.0), (0.12, 0.0), (0.08, 0.46), *arc(0.3, 0.68, 0.27, 0.32, -125, 150)]]),
    "6": (0.6, _SIX),
    "7": (0.6, [[(0.03, 0.0), (0.57, 0.0), (0.2, 1.0)]]),
    "8": (0.6, [ellipse(0.3, 0.26, 0.22, 0.24), ellipse(0.3, 0.73, 0.27, 0.27)]),
    "9": (0.6, _turned(_SIX, 0.6)),
    "a": (0.56, [ellipse(0.27, 0.72, 0.23, 0.28), [(0.5, 0.42), (0.5, 1.0)]]),
    "b": (0.56, [[(0.05, 0.0), (0.05, 1.0)], ellipse(0.29, 0.72, 0.24, 0.28)]),
    "c": (0.54, [arc(0.3, 0.72, 0.25, 0.28, -40, -320)]),
    "d": (0.56, [ellipse(0.27, 0.72, 0.23, 0.28), [(0.5, 0.0), (0.5, 1.0)]]),
    "e": (0.56, [[(0.05, 0.72), (0.53, 0.72), *arc(0.29, 0.72, 0.24, 0.28, 0, -320)]]),
    "f": (
        0.46,
        [[*arc(0.4, 0.17, 0.12, 0.15, -30, -180), (0.28, 1.0)], [(0.1, 0.42), (0.46, 0.42)]],
    ),
    "g": (
        0.56,
        [
            ellipse(0.27, 0.7, 0.23, 0.27),
            [(0.5, 0.42), (0.5, 1.1), *arc(0.28, 1.1, 0.22, 0.2, 0, 160)],
        ],
    ),
    "h": (0.56, [[(0.05, 0.0), (0.05, 1.0)], [*arc(0.28, 0.64, 0.23, 0.22, -180, 0), (0.51, 1.0)]]),
    "i": (0.3, [[(0.15, 0.42), (0.15, 1.0)], _dot(0.15, 0.2)]),
    "j": (
        0.35,
        [[(0.25, 0.42), (0.25, 1.15), *arc(0.1, 1.15, 0.15, 0.15, 0, 150)], _dot(0.25, 0.2)],
    ),
    "k": (
        0.52,
        [[(0.05, 0.0), (0.05, 1.0)], [(0.45, 0.42), (0.05, 0.78)], [(0.2, 0.65), (0.5, 1.0)]],
    ),
    "l": (0.25, [[(0.12, 0.0), (0.12, 1.0)]]),
    "m": (
        0.74,
        [
            [(0.04, 0.42), (0.04, 1.0)],
            [*arc(0.2, 0.62, 0.16, 0.2, -180, 0), (0.36, 1.0)],
            [*arc(0.52, 0.62, 0.16, 0.2, -180, 0), (0.68, 1.0)],
        ],
    ),
    "n": (
        0.56,
        [[(0.05, 0.42), (0.05, 1.0)], [*arc(0.28, 0.64, 0.23, 0.22, -180, 0), (0.51, 1.0)]],
    ),
    "o": (0.56, [ellipse(0.28, 0.71, 0.24, 0.29)]),
    "p": (0.56, [[(0.05, 0.42), (0.05, 1.3)], ellipse(0.29, 0.71, 0.24, 0.29)]),
    "q": (0.56, [ellipse(0.27, 0.71, 0.23, 0.29), [(0.5, 0.42), (0.5, 1.3)]]),
    "r": (0.46, [[(0.05, 0.42), (0.05, 1.0)], arc(0.3, 0.66, 0.25, 0.24, -180, -60)]),
    "s": (
        0.52,
        [
            [
                (0.47, 0.5),
                (0.38, 0.43),
                (0.22, 0.42),
                (0.09, 0.48),
                (0.07, 0.59),
                (0.17, 0.67),
                (0.38, 0.73),
                (0.48, 0.82),
                (0.46, 0.94),
                (0.32, 1.0),
                (0.15, 0.99),
                (0.04, 0.91),
            ]
        ],
    ),
    "t": (
        0.44,
        [[(0.2, 0.12), (0.2, 0.9), (0.27, 0.99), (0.42, 0.99)], [(0.04, 0.42), (0.4, 0.42)]],
    ),
    "u": (
        0.56,
        [[(0.05, 0.42), *arc(0.28, 0.78, 0.23, 0.22, 180, 0)], [(0.51, 0.42), (0.51, 1.0)]],
    ),
    "v": (0.54, [[(0.03, 0.42), (0.27, 1.0), (0.51, 0.42)]]),
    "w": (0.72, [[(0.02, 0.42), (0.18, 1.0), (0.36, 0.5), (0.54, 1.0), (0.7, 0.42)]]),
    "x": (0.55, [[(0.05, 0.42), (0.5, 1.0)], [(0.5, 0.42), (0.05, 1.0)]]),
    "y": (
        0.55,
        [[(0.03, 0.42), (0.28, 1.0)], [(0.52, 0.42), (0.22, 1.15), (0.14, 1.28), (0.04, 1.3)]],
    ),
    "z": (0.55, [[(0.05, 0.42), (0.5, 0.42), (0.05, 1.0), (0.52, 1.0)]]),
    "A": (0.64, [[(0.02, 1.0), (0.32, 0.0), (0.62, 1.0)], [(0.13, 0.65), (0.51, 0.65)]]),
    "B": (
        0.6,
        [
            [(0.06, 0.0), (0.06, 1.0)],
            [(0.06, 0.0), (0.3, 0.0), *arc(0.3, 0.24, 0.22, 0.24, -90, 90), (0.06, 0.48)],
            [(0.06, 0.48), (0.32, 0.48), *arc(0.32, 0.74, 0.25, 0.26, -90, 90), (0.06, 1.0)],
        ],
    ),
    "C": (0.66, [arc(0.35, 0.5, 0.31, 0.5, -45, -315)]),
    "D": (
        0.64,
        [[(0.25, 1.0), (0.06, 1.0), (0.06, 0.0), (0.25, 0.0), *arc(0.25, 0.5, 0.33, 0.5, -90, 90)]],
    ),
    "G": (
        0.68,
        [[*arc(0.34, 0.5, 0.3, 0.5, -40, -320), (0.6, 0.55), (0.38, 0.55)]],
    ),
    "I": (0.3, [[(0.15, 0.0), (0.15, 1.0)]]),
    "L": (0.56, [[(0.07, 0.0), (0.07, 1.0), (0.52, 1.0)]]),
    "M": (0.74, [[(0.05, 1.0), (0.05, 0.0), (0.37, 0.75), (0.69, 0.0), (0.69, 1.0)]]),
    "O": (0.66, [ellipse(0.33, 0.5, 0.3, 0.5)]),
    "T": (0.6, [[(0.02, 0.0), (0.58, 0.0)], [(0.3, 0.0), (0.3, 1.0)]]),
    ",": (0.2, [[(0.1, 0.92), (0.06, 1.1)]]),
    ".": (0.2, [_dot(0.1, 0.97)]),
    "-": (0.42, [[(0.06, 0.6), (0.36, 0.6)]]),
    ":": (0.2, [_dot(0.1, 0.45), _dot(0.1, 0.97)]),
}


def advance(text: str) -> float:
    """The width of text in units of the glyph height (characters without a glyph count as
    a space)."""
    return sum(GLYPHS.get(c, GLYPHS[" "])[0] + SPACING for c in text) - SPACING * bool(text)


@cache
def strokes(text: str) -> tuple[tuple[tuple[float, float], ...], ...]:
    """The polylines of text laid from x = 0, in units of the glyph height."""
    out: list[tuple[tuple[float, float], ...]] = []
    x = 0.0
    for c in text:
        width, lines = GLYPHS.get(c, GLYPHS[" "])
        out += [tuple((x + px, py) for px, py in line) for line in lines]
        x += width + SPACING
    return tuple(out)
