"""What a picture is made of: rectangles, lines, circles, text and pixel images, in pixels
from the top-left corner.  svg.py writes a scene as SVG, raster.py paints it into pixels
for a PNG: one scene, two files that show the same thing."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .colours import RGBA

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Rect:
    """A filled rectangle (corners rounded by radius)."""

    x: float
    y: float
    w: float
    h: float
    fill: RGBA
    radius: float = 0.0


@dataclass(frozen=True, slots=True)
class Lines:
    """Lines of one pen: a polyline through points, or (pairs) separate segments between
    points 0-1, 2-3, ...; round ends; dash = (on, off) in pixels; clip = (x, y, w, h): drawn
    only inside."""

    points: tuple[Point, ...]
    colour: RGBA
    width: float
    pairs: bool = False
    dash: tuple[float, float] | None = None
    clip: tuple[float, float, float, float] | None = None

    def segments(self) -> list[tuple[float, float, float, float]]:
        """(x1, y1, x2, y2) of each segment drawn."""
        p = self.points
        if self.pairs:
            return [(*p[i], *p[i + 1]) for i in range(0, len(p) - 1, 2)]
        return [(*p[i], *p[i + 1]) for i in range(len(p) - 1)]


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle, filled and (if stroke) ringed."""

    cx: float
    cy: float
    r: float
    fill: RGBA | None
    stroke: RGBA | None = None
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text centred vertically on y; anchor 'middle', 'start' or 'end' at x."""

    x: float
    y: float
    text: str
    size: float
    colour: RGBA
    bold: bool = False
    anchor: str = "middle"


@dataclass(frozen=True, slots=True)
class Image:
    """Pixels (rows x columns x 3, uint8) stretched over a rectangle, each a sharp block."""

    x: float
    y: float
    w: float
    h: float
    pixels: np.ndarray = field(compare=False)


Shape = Rect | Lines | Circle | Text | Image


@dataclass(frozen=True)
class Scene:
    """A picture: its size in pixels, its background and its shapes, drawn in order."""

    width: int
    height: int
    shapes: tuple[Shape, ...]
    background: RGBA = (255, 255, 255, 255)
    title: str = ""
