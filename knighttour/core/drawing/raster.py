"""A scene painted into pixels with NumPy: each shape's coverage of each pixel comes from its
distance to the pixel's centre (antialiased edges without supersampling), blended over
what is there.  Lines of one pen are measured together (the nearest of their segments), so
a translucent path does not darken where its moves meet, as Qt's polyline does not."""

from __future__ import annotations

import itertools

import numpy as np

from . import font
from .colours import RGBA
from .scene import Circle, Image, Lines, Rect, Scene, Text


def paint(scene: Scene) -> np.ndarray:
    """The scene as pixels: height x width x 3, uint8 RGB."""
    canvas = np.empty((scene.height, scene.width, 3), np.float32)
    canvas[:] = np.asarray(scene.background[:3], np.float32)
    for shape in scene.shapes:
        if isinstance(shape, Rect):
            _rect(canvas, shape)
        elif isinstance(shape, Lines):
            _lines(canvas, shape.segments(), shape.width, shape.colour, shape.dash, shape.clip)
        elif isinstance(shape, Circle):
            _circle(canvas, shape)
        elif isinstance(shape, Text):
            _text(canvas, shape)
        elif isinstance(shape, Image):
            _image(canvas, shape)
    return np.clip(np.rint(canvas), 0, 255).astype(np.uint8)


def _box(canvas: np.ndarray, x0: float, y0: float, x1: float, y1: float) -> tuple[int, ...]:
    """Pixel bounds (top, bottom, left, right) of a box, kept on the canvas."""
    h, w = canvas.shape[:2]
    return (
        max(0, int(np.floor(y0))),
        min(h, int(np.ceil(y1)) + 1),
        max(0, int(np.floor(x0))),
        min(w, int(np.ceil(x1)) + 1),
    )


def _blend(canvas: np.ndarray, box: tuple[int, ...], cover: np.ndarray, colour: RGBA) -> None:
    top, bottom, left, right = box
    alpha = (cover * (colour[3] / 255.0))[..., None]
    part = canvas[top:bottom, left:right]
    part += (np.asarray(colour[:3], np.float32) - part) * alpha


def _grid(box: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Pixel centres of a box: x as a row, y as a column."""
    top, bottom, left, right = box
    xs = np.arange(left, right, dtype=np.float32)[None, :] + 0.5
    ys = np.arange(top, bottom, dtype=np.float32)[:, None] + 0.5
    return xs, ys


def _rect(canvas: np.ndarray, r: Rect) -> None:
    box = _box(canvas, r.x, r.y, r.x + r.w, r.y + r.h)
    if box[0] >= box[1] or box[2] >= box[3]:
        return
    xs, ys = _grid(box)
    if r.radius <= 0:
        # the share of each pixel inside, along each axis
        cx = np.clip(np.minimum(xs + 0.5, r.x + r.w) - np.maximum(xs - 0.5, r.x), 0, 1)
        cy = np.clip(np.minimum(ys + 0.5, r.y + r.h) - np.maximum(ys - 0.5, r.y), 0, 1)
        _blend(canvas, box, cx * cy, r.fill)
        return
    rad = min(r.radius, r.w / 2, r.h / 2)
    qx = np.abs(xs - (r.x + r.w / 2)) - (r.w / 2 - rad)
    qy = np.abs(ys - (r.y + r.h / 2)) - (r.h / 2 - rad)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    inside = np.minimum(np.maximum(qx, qy), 0)
    distance = outside + inside - rad
    _blend(canvas, box, np.clip(0.5 - distance, 0, 1), r.fill)


def _circle(canvas: np.ndarray, c: Circle) -> None:
    reach = c.r + c.width
    box = _box(canvas, c.cx - reach, c.cy - reach, c.cx + reach, c.cy + reach)
    if box[0] >= box[1] or box[2] >= box[3]:
        return
    xs, ys = _grid(box)
    distance = np.hypot(xs - c.cx, ys - c.cy) - c.r
    if c.fill is not None:
        _blend(canvas, box, np.clip(0.5 - distance, 0, 1), c.fill)
    if c.stroke is not None:
        _blend(canvas, box, np.clip(c.width / 2 + 0.5 - np.abs(distance), 0, 1), c.stroke)


def _lines(
    canvas: np.ndarray,
    segments: list[tuple[float, float, float, float]],
    width: float,
    colour: RGBA,
    dash: tuple[float, float] | None = None,
    clip: tuple[float, float, float, float] | None = None,
) -> None:
    """Segments of one pen: round ends, the nearest segment decides each pixel."""
    if not segments:
        return
    pad = width / 2 + 1
    xy = np.asarray(segments, np.float64)
    box = _box(
        canvas,
        float(min(xy[:, 0].min(), xy[:, 2].min())) - pad,
        float(min(xy[:, 1].min(), xy[:, 3].min())) - pad,
        float(max(xy[:, 0].max(), xy[:, 2].max())) + pad,
        float(max(xy[:, 1].max(), xy[:, 3].max())) + pad,
    )
    if clip is not None:
        cx, cy, cw, ch = clip
        cbox = _box(canvas, cx, cy, cx + cw, cy + ch)
        box = (
            max(box[0], cbox[0]),
            min(box[1], cbox[1]),
            max(box[2], cbox[2]),
            min(box[3], cbox[3]),
        )
    if box[0] >= box[1] or box[2] >= box[3]:
        return
    top, left = box[0], box[2]
    nearest = np.full((box[1] - top, box[3] - left), np.inf, np.float32)
    for x1, y1, x2, y2 in segments:
        part = _box(
            canvas, min(x1, x2) - pad, min(y1, y2) - pad, max(x1, x2) + pad, max(y1, y2) + pad
        )
        part = (
            max(part[0], box[0]),
            min(part[1], box[1]),
            max(part[2], box[2]),
            min(part[3], box[3]),
        )
        if part[0] >= part[1] or part[2] >= part[3]:
            continue
        xs, ys = _grid(part)
        vx, vy = x2 - x1, y2 - y1
        length2 = vx * vx + vy * vy
        if length2 > 0:
            t = np.clip(((xs - x1) * vx + (ys - y1) * vy) / length2, 0, 1)
        else:
            t = np.zeros_like(xs * ys)
        distance = np.hypot(xs - x1 - t * vx, ys - y1 - t * vy)
        if dash is not None and length2 > 0:
            along = t * np.sqrt(length2)
            distance = np.where(np.mod(along, dash[0] + dash[1]) < dash[0], distance, np.inf)
        view = nearest[part[0] - top : part[1] - top, part[2] - left : part[3] - left]
        np.minimum(view, distance, out=view)
    cover = np.clip(width / 2 + 0.5 - nearest, 0, 1)
    if clip is not None:
        xs, ys = _grid(box)
        cx, cy, cw, ch = clip
        cover *= np.clip(np.minimum(xs + 0.5, cx + cw) - np.maximum(xs - 0.5, cx), 0, 1)
        cover *= np.clip(np.minimum(ys + 0.5, cy + ch) - np.maximum(ys - 0.5, cy), 0, 1)
    _blend(canvas, box, cover, colour)


def _text(canvas: np.ndarray, t: Text) -> None:
    """Text in the stroke font, its cap height CAP of the size, centred on t.y."""
    height = t.size * font.CAP
    width = font.advance(t.text) * height
    x0 = {"middle": t.x - width / 2, "end": t.x - width}.get(t.anchor, t.x)
    y0 = t.y - height / 2
    segments = [
        (x0 + ax * height, y0 + ay * height, x0 + bx * height, y0 + by * height)
        for line in font.strokes(t.text)
        for (ax, ay), (bx, by) in itertools.pairwise(line)
    ]
    pen = height * (0.15 if t.bold else 0.11)
    _lines(canvas, segments, max(pen, 0.8), t.colour)


def _image(canvas: np.ndarray, im: Image) -> None:
    """Each pixel whose centre lies in the image's rectangle takes the image pixel under it."""
    h, w = canvas.shape[:2]
    top, bottom = max(0, int(np.ceil(im.y - 0.5))), min(h, int(np.ceil(im.y + im.h - 0.5)))
    left, right = max(0, int(np.ceil(im.x - 0.5))), min(w, int(np.ceil(im.x + im.w - 0.5)))
    if top >= bottom or left >= right:
        return
    rows, cols = im.pixels.shape[:2]
    xs = np.arange(left, right) + 0.5
    ys = np.arange(top, bottom) + 0.5
    col = np.clip(((xs - im.x) / im.w * cols).astype(np.intp), 0, cols - 1)
    row = np.clip(((ys - im.y) / im.h * rows).astype(np.intp), 0, rows - 1)
    canvas[top:bottom, left:right] = im.pixels[row[:, None], col[None, :]]
