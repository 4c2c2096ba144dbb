"""The colours of a board's picture, defined once: the window's painting (gui/widgets/
painting/style.py) and the pictures drawn without Qt (this package) take them from here.

A colour is (red, green, blue, alpha), each 0 to 255."""

from __future__ import annotations

import colorsys

RGBA = tuple[int, int, int, int]


def hex_rgba(text: str, alpha: int = 255) -> RGBA:
    """'#eed9b6' -> (238, 217, 182, alpha)."""
    value = text.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16), alpha)


#: the screen's light board
LIGHT = hex_rgba("#eed9b6")
DARK = hex_rgba("#b88a62")
#: pictures and print: white and light grey squares, dark numbers on them
PRINT_LIGHT = hex_rgba("#ffffff")
PRINT_DARK = hex_rgba("#d4d4d4")
PATH: RGBA = (30, 60, 150, 200)
START = hex_rgba("#2e8b57")
CURRENT = hex_rgba("#c0392b")
INK = hex_rgba("#111111")
#: a removed square (a hole)
HOLE = hex_rgba("#8a8a8a")
#: a move from one layer of a 3D board to another: lighter, dashed
BETWEEN_LAYERS: RGBA = (200, 90, 20, 150)
#: the page round a picture
PAGE = hex_rgba("#ffffff")
#: a heatmap's square with nothing to show (no tour from it), a hole on a heatmap, and the
#: cross of a start from which no tour was found
EMPTY = hex_rgba("#e0e0e0")
HEAT_HOLE = hex_rgba("#9e9e9e")
NO_TOUR = hex_rgba("#c0392b")


def darker(colour: RGBA, factor: int = 130) -> RGBA:
    """The colour darkened as Qt's QColor.darker(factor) does (its value divided by
    factor / 100), opaque."""
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in colour[:3]))
    r, g, b = colorsys.hsv_to_rgb(h, s, v * 100 / factor)
    return (round(r * 255), round(g * 255), round(b * 255), 255)


def with_alpha(colour: RGBA, alpha: int) -> RGBA:
    """The colour with another alpha."""
    return (colour[0], colour[1], colour[2], alpha)


def hsv(h: float, s: float, v: float) -> RGBA:
    """An opaque colour from hue, saturation and value, each 0 to 1."""
    r, g, b = colorsys.hsv_to_rgb(h, min(max(s, 0.0), 1.0), min(max(v, 0.0), 1.0))
    return (round(r * 255), round(g * 255), round(b * 255), 255)


def steps_heat(share: float) -> RGBA:
    """The Table's heatmap colour for a share (0 to 1) of the largest log10(steps): pale to
    dark blue."""
    share = min(max(share, 0.0), 1.0)
    return hsv(0.6, 0.15 + 0.85 * share, 1.0 - 0.6 * share)


def count_heat(share: float) -> RGBA:
    """The Count tab's map colour for a share (0 to 1) of the largest log10(count + 1)."""
    share = min(max(share, 0.0), 1.0)
    return hsv(0.6, 0.08 + 0.85 * share, 0.97 - 0.55 * share)


def css(colour: RGBA) -> str:
    """'#rrggbb' of a colour (its alpha apart)."""
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])
