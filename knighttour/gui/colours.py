"""The colours of status text (good, bad, stopped), made readable on the palette in use: the
race, the table and the play tab take them from here, so a dark palette stays legible."""

from __future__ import annotations

from typing import cast

from PySide6.QtGui import QColor, QPalette

#: the hue each kind of status starts from, on a light window
BASE = {"good": "#1e7b45", "bad": "#b03a2e", "stopped": "#8a5a00", "plain": "#444444"}
#: WCAG AA for normal text
MIN_CONTRAST = 4.5


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2), 0 for black to 1 for white."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(colour: QColor, background: QColor, minimum: float = MIN_CONTRAST) -> QColor:
    """colour, lightened on a dark background or darkened on a light one, just enough to
    reach the minimum contrast against background (its hue kept)."""
    dark_background = luminance(background) < 0.18
    h, s, lightness, a = cast(tuple[float, float, float, float], colour.getHslF())
    if dark_background:
        lightness = max(lightness, 0.55)
    out = QColor.fromHslF(max(h, 0.0), s, lightness, a)
    for _ in range(40):
        if contrast(out, background) >= minimum:
            return out
        lightness = min(1.0, lightness + 0.025) if dark_background else max(0.0, lightness - 0.025)
        out = QColor.fromHslF(max(h, 0.0), s, lightness, a)
    return QColor("white") if dark_background else QColor("black")


def status_colour(kind: str, palette: QPalette) -> QColor:
    """The colour of a status of this kind ('good', 'bad', 'stopped', 'plain') on the
    palette's window background."""
    return readable(QColor(BASE[kind]), palette.window().color())


def status_html(kind: str, text: str, palette: QPalette, bold: bool = True) -> str:
    """text as rich text in the status colour of kind."""
    tag = "b" if bold else "span"
    return f"<{tag} style='color:{status_colour(kind, palette).name()}'>{text}</{tag}>"
