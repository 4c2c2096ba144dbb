"""Scenes of a board: a tour with its path and move numbers, a number on each square as a
heatmap, letters on squares (why no tour exists).  The same picture as the window's
exported one (gui/widgets/painting/): its layout (a 22-pixel band of labels round the
board), its ink-light squares, its path, rings and numbers, and its levels of detail."""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np

from ..board.board import Board
from . import colours as c
from .scene import Circle, Image, Lines, Rect, Scene, Shape, Text

#: the band round the board that holds its labels
MARGIN = 22.0
#: the longest side of a picture, in pixels, unless asked otherwise
LONGEST = 520
#: the largest square, in pixels
MAX_SIDE = 60.0
#: below this many pixels a square, the path becomes squares coloured by move number
LOD_PICTURE = 5.0
#: numbers are written from this many pixels a square, on at most NUMBERS squares
LOD_NUMBERS = 16.0
NUMBERS = 700
#: boards of more squares than this are drawn as a picture of one pixel a square
VECTOR_SQUARES = 2500


class Layout:
    """Where the board sits in its picture: square size, top-left of file a / top rank."""

    def __init__(self, board: Board, longest: int = LONGEST, title: bool = False) -> None:
        self.board = board
        rows, cols = board.rows, board.cols
        self.top = MARGIN * (2 if title or board.layers > 1 else 1)
        self.side = max(
            1e-3, min(MAX_SIDE, (longest - 2 * MARGIN) / cols, (longest - self.top - MARGIN) / rows)
        )
        self.x0, self.y0 = MARGIN, self.top
        self.width = math.ceil(cols * self.side + 2 * MARGIN)
        self.height = math.ceil(rows * self.side + self.top + MARGIN)

    def centre(self, square: int) -> tuple[float, float]:
        """The centre of a square."""
        file, rank = self.board.coords(square)
        return (
            self.x0 + (file + 0.5) * self.side,
            self.y0 + (self.board.rows - 1 - rank + 0.5) * self.side,
        )

    def centres(self, squares: np.ndarray) -> np.ndarray:
        """Centres of many squares: (n, 2) x, y."""
        rank, file = np.divmod(np.asarray(squares, np.int64), self.board.cols)
        x = self.x0 + (file + 0.5) * self.side
        y = self.y0 + (self.board.rows - 1 - rank + 0.5) * self.side
        return np.column_stack([x, y])

    def cell(self, square: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of a square."""
        x, y = self.centre(square)
        half = self.side / 2
        return (x - half, y - half, self.side, self.side)


def _rows_first(board: Board, values: np.ndarray) -> np.ndarray:
    """Per-square values (by index) as (rows, cols, ...) with the top rank first."""
    return values.reshape(board.rows, board.cols, *values.shape[1:])[::-1]


def _checker(board: Board, light: c.RGBA, dark: c.RGBA, hole: c.RGBA) -> np.ndarray:
    """Every square's colour, by index: (size, 3) uint8."""
    colours = np.empty((board.size, 3), np.uint8)
    rank, file = np.divmod(np.arange(board.size), board.cols)
    if board.is_3d:
        file = file % board.files
    dark_square = (rank + file) % 2 == 0
    colours[dark_square] = dark[:3]
    colours[~dark_square] = light[:3]
    if board.holes:
        colours[np.fromiter(board.holes, np.int64)] = hole[:3]
    return colours


def _squares(g: Layout, fills: np.ndarray) -> list[Shape]:
    """The squares in their colours (fills: (size, 3) by index): a rectangle each on a small
    board, one picture of a pixel a square on a large one."""
    board = g.board
    if board.size > VECTOR_SQUARES or g.side < LOD_PICTURE:
        pixels = np.ascontiguousarray(_rows_first(board, fills))
        return [Image(g.x0, g.y0, board.cols * g.side, board.rows * g.side, pixels)]
    shapes: list[Shape] = []
    for square in range(board.size):
        x, y, w, h = g.cell(square)
        r, gr, b = (int(v) for v in fills[square])
        shapes.append(Rect(x, y, w, h, (r, gr, b, 255)))
    return shapes


def _labels(g: Layout, around: bool = True) -> list[Shape]:
    """File letters and rank numbers round the board (every few on a large board): above
    and below, left and right; around=False: below and left only."""
    board, side = g.board, g.side
    size = min(13.0, max(8.0, side * 0.3))
    step = max(1, int(24 // side) + 1)
    bottom = g.y0 + board.rows * side
    shapes: list[Shape] = []
    file_ys = [bottom + 11]
    if around and board.layers == 1:
        file_ys.append(g.y0 - 11)
    for file in range(0, board.cols, step):
        for y in file_ys:
            shapes.append(Text(g.x0 + (file + 0.5) * side, y, board.file_label(file), size, c.INK))
    rank_xs = [g.x0 - 11, g.x0 + board.cols * side + 11] if around else [g.x0 - 11]
    for rank in range(0, board.rows, step):
        y = g.y0 + (board.rows - 1 - rank + 0.5) * side
        shapes += [Text(x, y, str(rank + 1), size, c.INK) for x in rank_xs]
    if board.layers > 1:
        width = board.files * side
        for k in range(board.layers):
            shapes.append(
                Text(
                    g.x0 + (k + 0.5) * width,
                    g.y0 - 11 - MARGIN * 0.4,
                    f"layer {k + 1}",
                    13,
                    c.INK,
                    True,
                )
            )
        for k in range(1, board.layers):
            x = g.x0 + k * width
            shapes.append(Lines(((x, g.y0), (x, bottom)), c.PAGE, max(2.0, side * 0.18)))
    return shapes


def _holes(g: Layout) -> list[Shape]:
    """A cross on each removed square, where squares are large enough."""
    if g.side < 8:
        return []
    shapes: list[Shape] = []
    for square in sorted(g.board.holes):
        x, y, w, h = g.cell(square)
        a, b = x + w * 0.25, x + w * 0.75
        top, low = y + h * 0.25, y + h * 0.75
        shapes.append(
            Lines(((a, top), (b, low), (b, top), (a, low)), c.HOLE, max(1.0, g.side * 0.05), True)
        )
    return shapes


def _ramp(n: int) -> np.ndarray:
    """The window's move-number colours, blue (first move) to red (last): (n, 3) uint8."""
    t = np.linspace(0.0, 1.0, max(n, 1))
    return np.column_stack([40 + 200 * t, 70 + 60 * np.sin(np.pi * t), 220 - 180 * t]).astype(
        np.uint8
    )


def _path(g: Layout, path: np.ndarray, closed: bool) -> list[Shape]:
    """The moves as lines through the square centres; on a wrapped board a move across a
    joined edge as two dashed stubs, on a 3D board a move between layers dashed and
    lighter; a closed tour's closing move dashed."""
    board, side = g.board, g.side
    width = max(1.0, side * 0.06)
    dash = (4 * width, 2 * width)
    xy = g.centres(path)
    pts = [(float(x), float(y)) for x, y in xy]
    shapes: list[Shape] = []
    a, b = path[:-1], path[1:]
    if board.layers > 1:
        across = (a % board.cols) // board.files != (b % board.cols) // board.files
        inside = [p for i in np.flatnonzero(~across) for p in (pts[i], pts[i + 1])]
        between = [p for i in np.flatnonzero(across) for p in (pts[i], pts[i + 1])]
        shapes.append(Lines(tuple(inside), c.PATH, width, pairs=True))
        light = max(1.0, side * 0.035)
        shapes.append(Lines(tuple(between), c.BETWEEN_LAYERS, light, True, (4 * light, 2 * light)))
    elif board.wrap != "none":
        df, dr = b % board.cols - a % board.cols, b // board.cols - a // board.cols
        plain = np.zeros(len(a), dtype=bool)
        for jf, jr in set(board.jumps):
            plain |= (df == jf) & (dr == jr)
        lines = [p for i in np.flatnonzero(plain) for p in (pts[i], pts[i + 1])]
        shapes.append(Lines(tuple(lines), c.PATH, width, pairs=True))
        stubs: list[tuple[float, float]] = []
        for i in np.flatnonzero(~plain).tolist():
            jump = board.jump_between(int(a[i]), int(b[i]))
            if jump is None:
                continue
            (xu, yu), (xv, yv) = pts[i], pts[i + 1]
            dx, dy = jump[0] * side, -jump[1] * side
            stubs += [(xu, yu), (xu + dx, yu + dy), (xv - dx, yv - dy), (xv, yv)]
        clip = (g.x0, g.y0, board.cols * side, board.rows * side)
        shapes.append(Lines(tuple(stubs), c.PATH, width, True, dash, clip))
    elif len(pts) > 1:
        shapes.append(Lines(tuple(pts), c.PATH, width))
    if closed and len(path) > 2:
        first, last = int(path[0]), int(path[-1])
        jump = board.jump_between(last, first) if board.wrap != "none" else None
        cols = board.cols
        plain_move = (first % cols - last % cols, first // cols - last // cols) in set(board.jumps)
        (xu, yu), (xv, yv) = pts[-1], pts[0]
        if jump is not None and not plain_move:
            xv, yv = xu + jump[0] * side, yu - jump[1] * side
        shapes.append(Lines(((xu, yu), (xv, yv)), c.PATH, width, dash=dash))
    return shapes


def _rings(g: Layout, path: np.ndarray) -> list[Shape]:
    """The first square ringed in green, the last in red."""
    side = g.side
    radius = max(2.0, side * 0.32)
    ends = [int(path[0]), int(path[-1])][: min(2, len(path))]
    shapes: list[Shape] = []
    for square, colour in zip(ends, (c.START, c.CURRENT), strict=False):
        x, y = g.centre(square)
        shapes.append(
            Circle(x, y, radius, c.with_alpha(colour, 110), c.darker(colour), max(1.0, side * 0.05))
        )
    return shapes


def _numbers(g: Layout, path: np.ndarray, fills: np.ndarray) -> list[Shape]:
    """Each square's move number on a patch of its own colour, where they fit."""
    side = g.side
    if side < LOD_NUMBERS or len(path) > NUMBERS:
        return []
    size = side * (0.3 if len(path) < 1000 else 0.24)
    half = side * 0.22
    shapes: list[Shape] = []
    for i, square in enumerate(path.tolist()):
        x, y = g.centre(square)
        r, gr, b = (int(v) for v in fills[square])
        shapes.append(
            Rect(
                x - half * 1.25, y - half * 0.8, half * 2.5, half * 1.6, (r, gr, b, 255), half * 0.4
            )
        )
        shapes.append(Text(x, y, str(i + 1), size, c.INK, bold=True))
    return shapes


def tour_scene(
    board: Board,
    path: np.ndarray,
    *,
    closed: bool = False,
    longest: int = LONGEST,
    title: str = "",
) -> Scene:
    """A tour (or any path) on its board, as the window exports it: ink-light squares,
    the path through the square centres, its first square ringed green and its last red,
    each square's move number where they fit; closed: the closing move dashed.  Below
    LOD_PICTURE pixels a square the squares visited are coloured by move number instead."""
    g = Layout(board, longest)
    path = np.asarray(path, np.int64)
    fills = _checker(board, c.PRINT_LIGHT, c.PRINT_DARK, c.HOLE)
    shapes: list[Shape] = []
    if g.side < LOD_PICTURE and len(path):
        ordered = fills.copy()
        ordered[path] = _ramp(board.squares)[: len(path)]
        shapes += _squares(g, ordered)
    else:
        shapes += _squares(g, fills)
    shapes += _labels(g)
    if g.side >= LOD_PICTURE:
        shapes += _holes(g)
        if len(path):
            shapes += _path(g, path, closed)
            shapes += _rings(g, path)
            shapes += _numbers(g, path, fills)
    return Scene(g.width, g.height, tuple(shapes), c.PAGE, title)


def short_number(value: int) -> str:
    """value in at most four characters and a unit: 3.7M for 3,742,739, 41k for 41,200."""
    for unit, size in (("T", 10**12), ("G", 10**9), ("M", 10**6), ("k", 10**3)):
        if value >= size:
            scaled = value / size
            return f"{scaled:.1f}{unit}" if scaled < 10 else f"{round(scaled)}{unit}"
    return str(value)


def heatmap_scene(
    board: Board,
    values: Mapping[int, int],
    *,
    kind: str = "count",
    missed: frozenset[int] = frozenset(),
    longest: int = LONGEST,
    title: str = "",
) -> Scene:
    """A number on each square as a heatmap: colour is log10 of the number (pale: small,
    dark: large), the number written where it fits.  kind 'count': the Count tab's map (0
    grey); 'steps': the Table's heatmap (each shade ten times more steps), missed squares
    (no tour found from them) crossed in red.  Squares without a value stay plain."""
    g = Layout(board, longest, title=bool(title))
    side = g.side
    counted = [int(v) for v in values.values()]
    fills = _checker(board, c.PRINT_LIGHT, c.PRINT_LIGHT, c.HEAT_HOLE)
    shades: dict[int, float] = {}
    if kind == "steps":
        top = max(1, math.ceil(math.log10(max(max(counted, default=1), 1))))
        for square, value in values.items():
            shades[square] = math.log10(max(int(value), 1)) / top
            fills[square] = c.steps_heat(shades[square])[:3]
    else:
        top_count = max(1.0, math.log10(max(counted, default=0) + 1))
        for square, value in values.items():
            shades[square] = math.log10(int(value) + 1) / top_count if value else 0.0
            fills[square] = (c.count_heat(shades[square]) if value else c.EMPTY)[:3]
    shapes: list[Shape] = []
    if title:
        shapes.append(Text(g.width / 2, MARGIN * 0.6, title, 13, c.INK, bold=True))
    shapes += _squares(g, fills)
    shapes += _labels(g, around=False)
    if side >= 6 and board.size <= 1024:
        pen = max(1.0, side * 0.12)
        for square in sorted(missed):
            x, y, w, h = g.cell(square)
            a, b, top_y, low = x + w * 0.2, x + w * 0.8, y + h * 0.2, y + h * 0.8
            shapes.append(Lines(((a, top_y), (b, low), (b, top_y), (a, low)), c.NO_TOUR, pen, True))
    size = max(7.0, side / 4.2)
    texts = {s: f"{int(v):,}" for s, v in values.items()}
    if any(len(t) * 0.6 * size >= side * 0.85 for t in texts.values()):
        texts = {s: short_number(int(v)) for s, v in values.items()}
    if side >= 14 and board.size <= VECTOR_SQUARES:
        for square, text in texts.items():
            if len(text) * 0.6 * size >= side * 0.85 or square in missed:
                continue
            x, y = g.centre(square)
            ink = c.PAGE if shades.get(square, 0.0) > 0.55 else c.INK
            shapes.append(Text(x, y, text, size, ink))
    return Scene(g.width, g.height, tuple(shapes), c.PAGE, title)


def labels_scene(
    board: Board, labels: Mapping[int, str], *, longest: int = LONGEST, title: str = ""
) -> Scene:
    """The board with a letter on each square labels names (why no tour exists: the
    colours, D and L, or a 4-wide board's outer and inner lines, O and I)."""
    g = Layout(board, longest)
    fills = _checker(board, c.PRINT_LIGHT, c.PRINT_DARK, c.HOLE)
    shapes: list[Shape] = [*_squares(g, fills), *_labels(g), *_holes(g)]
    if g.side >= 10:
        for square, text in labels.items():
            x, y = g.centre(square)
            shapes.append(Text(x, y, text, g.side * 0.4, c.INK, bold=True))
    return Scene(g.width, g.height, tuple(shapes), c.PAGE, title)
