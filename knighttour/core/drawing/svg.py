"""A scene written as an SVG drawing: plain elements (rect, polyline, line, circle, text and,
for a board of many squares, one embedded PNG of a pixel a square), no script, no style
sheet, so that a notebook, a browser and an editor show the same."""

from __future__ import annotations

import base64
from xml.sax.saxutils import escape

from .colours import RGBA, css
from .png import png_bytes
from .scene import Circle, Image, Lines, Rect, Scene, Text

FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"


def _n(value: float) -> str:
    """A coordinate with at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _paint(attribute: str, colour: RGBA) -> str:
    alpha = colour[3] / 255
    opacity = f' {attribute}-opacity="{_n(alpha)}"' if alpha < 1 else ""
    return f'{attribute}="{css(colour)}"{opacity}'


def to_svg(scene: Scene) -> str:
    """The scene as an SVG document (UTF-8 text)."""
    w, h = scene.width, scene.height
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" role="img">'
    ]
    if scene.title:
        out.append(f"<title>{escape(scene.title)}</title>")
    out.append(f'<rect width="{w}" height="{h}" {_paint("fill", scene.background)}/>')
    clips = 0
    for shape in scene.shapes:
        if isinstance(shape, Rect):
            rounded = f' rx="{_n(shape.radius)}"' if shape.radius > 0 else ""
            out.append(
                f'<rect x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.w)}" '
                f'height="{_n(shape.h)}"{rounded} {_paint("fill", shape.fill)}/>'
            )
        elif isinstance(shape, Lines):
            clips += 1
            out.append(_lines(shape, clips))
        elif isinstance(shape, Circle):
            fill = _paint("fill", shape.fill) if shape.fill is not None else 'fill="none"'
            stroke = (
                f' {_paint("stroke", shape.stroke)} stroke-width="{_n(shape.width)}"'
                if shape.stroke is not None
                else ""
            )
            out.append(
                f'<circle cx="{_n(shape.cx)}" cy="{_n(shape.cy)}" r="{_n(shape.r)}" '
                f"{fill}{stroke}/>"
            )
        elif isinstance(shape, Text):
            weight = ' font-weight="bold"' if shape.bold else ""
            out.append(
                f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-family="{FONT}" '
                f'font-size="{_n(shape.size)}"{weight} text-anchor="{shape.anchor}" '
                f'dominant-baseline="central" {_paint("fill", shape.colour)}>'
                f"{escape(shape.text)}</text>"
            )
        elif isinstance(shape, Image):
            data = base64.b64encode(png_bytes(shape.pixels)).decode("ascii")
            out.append(
                f'<image x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.w)}" '
                f'height="{_n(shape.h)}" preserveAspectRatio="none" '
                f'style="image-rendering:pixelated" href="data:image/png;base64,{data}"/>'
            )
    out.append("</svg>")
    return "\n".join(out)


def _lines(shape: Lines, number: int) -> str:
    pen = (
        f'fill="none" {_paint("stroke", shape.colour)} stroke-width="{_n(shape.width)}" '
        'stroke-linecap="round" stroke-linejoin="round"'
    )
    if shape.dash is not None:
        pen += f' stroke-dasharray="{_n(shape.dash[0])} {_n(shape.dash[1])}"'
    clip = ""
    before = ""
    if shape.clip is not None:
        x, y, w, h = shape.clip
        before = (
            f'<clipPath id="clip{number}"><rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" '
            f'height="{_n(h)}"/></clipPath>'
        )
        clip = f' clip-path="url(#clip{number})"'
    if shape.pairs:
        d = " ".join(f"M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}" for x1, y1, x2, y2 in shape.segments())
        return f'{before}<path d="{d}" {pen}{clip}/>'
    points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
    return f'{before}<polyline points="{points}" {pen}{clip}/>'
