"""Pictures of one pixel a square, scaled by the painter: the chequered board, the veil over
the squares not reached yet, and (on boards too large for lines) the tour coloured by move
number.  They are kept in a cache dict between paints, and playback updates them move by
move."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtGui import QColor, QImage

from ....core.board.board import Board
from .style import DARK, DIM, HOLE, LIGHT


def image_from(argb: np.ndarray) -> QImage:
    """A QImage (owning a copy) of a (rows, cols) uint32 ARGB array."""
    argb = np.ascontiguousarray(argb, dtype=np.uint32)
    h, w = argb.shape
    return QImage(argb.data, w, h, 4 * w, QImage.Format.Format_ARGB32).copy()


def _ramp(steps: int = 4096) -> np.ndarray:
    """The move-number colours, blue (first move) to red (last), as ARGB words."""
    t = np.linspace(0.0, 1.0, steps)
    red = (40 + 200 * t).astype(np.uint32)
    green = (70 + 60 * np.sin(np.pi * t)).astype(np.uint32)
    blue = (220 - 180 * t).astype(np.uint32)
    return (0xFF000000 | (red << 16) | (green << 8) | blue).astype(np.uint32)


_RAMP = _ramp()


def _argb(colour: QColor) -> int:
    return colour.rgba() & 0xFFFFFFFF


def _rank_rows(board: Board, values: np.ndarray) -> np.ndarray:
    """(size,) per square -> (rows, cols) with the top rank first, as drawn."""
    return values.reshape(board.rows, board.cols)[::-1]


def _holes(board: Board) -> np.ndarray:
    return np.fromiter(board.removed, dtype=np.int64, count=len(board.removed))


def checker_picture(
    board: Board, cache: dict, dark: QColor = DARK, light: QColor = LIGHT
) -> QImage:
    """The board's squares in their two colours, holes grey."""
    key = ("checker", board.rows, board.cols, board.removed, dark.rgba(), light.rgba())
    if cache.get("checker-key") != key:
        rank, file = np.divmod(np.arange(board.size), board.cols)
        layers = board.layers
        if layers > 1:  # each layer's a1 takes the colour the 3D knight gives it
            layer, file = np.divmod(file, board.files)
            rank = rank + layer
        colours = np.where((rank + file) % 2 == 0, _argb(dark), _argb(light))
        colours = colours.astype(np.uint32)
        colours[_holes(board)] = _argb(HOLE)
        cache["checker"] = image_from(_rank_rows(board, colours))
        cache["checker-key"] = key
    return cache["checker"]


def _cursor_picture(
    name: str,
    board: Board,
    path: np.ndarray,
    cursor: int,
    cache: dict,
    plain_of: Callable[[], np.ndarray],
    visited: Callable[[np.ndarray], np.ndarray],
) -> QImage:
    """A picture of one pixel a square: plain_of()[square] where the path shown has not been,
    visited(indices)[k] on the square of path index k where it has.  Moving the cursor
    repaints only the squares between the old cursor and the new one, so playing a
    million-square tour back costs each frame only the moves it adds; a new path (a live
    search's next snapshot) repaints only where it parts from the last one."""
    key = (name, board.removed, board.size)
    entry = cache.get(name)
    if entry is None or entry["key"] != key:
        plain = plain_of().astype(np.uint32)
        flat = np.ascontiguousarray(_rank_rows(board, plain)).ravel()
        # where each square's pixel is in the picture (the top rank first, as drawn)
        pixel = np.ascontiguousarray(
            _rank_rows(board, np.arange(board.size, dtype=np.int32))
        ).ravel()
        place = np.empty(board.size, dtype=np.int32)
        place[pixel] = np.arange(board.size, dtype=np.int32)
        entry = {"key": key, "flat": flat, "cursor": 0, "plain": plain, "path": path[:0]}
        entry["place"] = place
        cache[name] = entry
    rows, cols, plain, place = board.rows, board.cols, entry["plain"], entry["place"]

    def where(squares: np.ndarray) -> np.ndarray:
        return place[squares]

    shown = entry["path"]
    if shown is not path:
        # the squares the old path showed beyond the part both paths share go back to plain
        m = min(len(shown), len(path), entry["cursor"])
        parted = np.flatnonzero(shown[:m] != path[:m])
        keep = int(parted[0]) if len(parted) else m
        if entry["cursor"] > keep:
            squares = shown[keep : entry["cursor"]]
            entry["flat"][where(squares)] = plain[squares]
            entry["cursor"] = keep
        entry["path"] = path
    old, new = entry["cursor"], cursor
    if new != old:
        low, high = min(old, new), max(old, new)
        squares = path[low:high]
        if new > old:
            entry["flat"][where(squares)] = visited(np.arange(low, high))
        else:
            entry["flat"][where(squares)] = plain[squares]
        entry["cursor"] = new
    flat = entry["flat"]
    # the picture shares the array's memory (kept in the cache): no copy a frame
    return QImage(flat.data, cols, rows, 4 * cols, QImage.Format.Format_ARGB32)


def dim_picture(board: Board, path: np.ndarray, cursor: int, cache: dict) -> QImage:
    """A veil over the squares the first cursor squares of path have not reached yet."""

    def plain() -> np.ndarray:
        veil = np.full(board.size, _argb(DIM), dtype=np.uint32)
        veil[_holes(board)] = 0
        return veil

    return _cursor_picture(
        "dim",
        board,
        path,
        cursor,
        cache,
        plain,
        lambda index: np.zeros(len(index), dtype=np.uint32),
    )


def order_picture(board: Board, path: np.ndarray, cursor: int, cache: dict) -> QImage:
    """The squares the first cursor squares of path visit coloured by move number, from blue
    (the first) to red (the board's last square), the rest plain: a square keeps its colour
    while a live search's path grows."""

    def plain() -> np.ndarray:
        rows, cols = board.rows, board.cols
        odd = (
            np.arange(rows, dtype=np.int32)[:, None] + np.arange(cols, dtype=np.int32)[None, :]
        ) & 1
        colours = np.where(odd == 0, np.uint32(0xFFC9B49E), np.uint32(0xFFF3E9DA)).ravel()
        colours[_holes(board)] = _argb(HOLE)
        return colours

    last = max(1, board.squares - 1)

    def visited(index: np.ndarray) -> np.ndarray:
        # a table of the ramp's colours, looked up: a million squares in a few ms
        at = index * (len(_RAMP) - 1)  # one new array, then worked on in place
        at //= last
        return _RAMP[at]

    return _cursor_picture("order", board, path, cursor, cache, plain, visited)


def order_index(board: Board, path: np.ndarray, cache: dict) -> np.ndarray:
    """order[square] = its index in path, or the path's length if it is not on it."""
    key = ("order-index", id(path), len(path))
    if cache.get("order-index-key") != key:
        order = np.full(board.size, len(path), dtype=np.int64)
        order[path] = np.arange(len(path))
        cache["order-index"] = order
        cache["order-index-key"] = key
    return cache["order-index"]
