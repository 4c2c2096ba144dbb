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


#: pictures' parts shared by every view of a board, the last few boards' (a million squares
#: each take tens of milliseconds to make: one lane of a race pays, not each)
_SHARED: dict[tuple, tuple] = {}


def shared(key: tuple, make: Callable[[], tuple]) -> tuple:
    """make(), made once for key (the last eight keys are kept)."""
    if key not in _SHARED:
        if len(_SHARED) >= 8:
            _SHARED.pop(next(iter(_SHARED)))
        _SHARED[key] = make()
    return _SHARED[key]


def _templates(
    board: Board, plain_of: Callable[[], np.ndarray]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(plain colour per square, the picture of them as drawn, where each square's pixel is)."""
    plain = plain_of().astype(np.uint32)
    template = np.ascontiguousarray(_rank_rows(board, plain)).ravel()
    # where each square's pixel is in the picture (the top rank first, as drawn)
    pixel = np.ascontiguousarray(_rank_rows(board, np.arange(board.size, dtype=np.int32))).ravel()
    place = np.empty(board.size, dtype=np.int32)
    place[pixel] = np.arange(board.size, dtype=np.int32)
    return plain, template, place


def _cursor_picture(
    name: str,
    board: Board,
    path: np.ndarray,
    cursor: int,
    cache: dict,
    plain_of: Callable[[], np.ndarray],
    visited: Callable[[int, int], np.ndarray | int],
) -> QImage:
    """A picture of one pixel a square: plain_of()[square] where the path shown has not been,
    visited(low, high)[k - low] on the square of path index k where it has.  Moving the cursor
    repaints only the squares between the old cursor and the new one, so playing a
    million-square tour back costs each frame only the moves it adds; a new path (a live
    search's next snapshot) repaints only where it parts from the last one."""
    key = (name, board.rows, board.cols, board.removed)
    entry = cache.get(name)
    if entry is None or entry["key"] != key:
        # what every view of this board shares is made once (the race's lanes, Explore)
        plain, template, place = shared(key, lambda: _templates(board, plain_of))
        entry = {"key": key, "flat": template.copy(), "cursor": 0, "plain": plain}
        entry.update(place=place, path=path[:0])
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
            entry["flat"][where(squares)] = visited(low, high)
        else:
            entry["flat"][where(squares)] = plain[squares]
        entry["cursor"] = new
    flat = entry["flat"]
    # the picture shares the array's memory (kept in the cache): no copy a frame
    return QImage(flat.data, cols, rows, 4 * cols, QImage.Format.Format_ARGB32)


def dim_picture(
    board: Board, path: np.ndarray, cursor: int, cache: dict, dim: QColor = DIM
) -> QImage:
    """A veil (of colour dim) over the squares the first cursor squares of path have not
    reached yet."""

    def plain() -> np.ndarray:
        veil = np.full(board.size, _argb(dim), dtype=np.uint32)
        veil[_holes(board)] = 0
        return veil

    return _cursor_picture(
        "dim" if dim == DIM else f"dim-{dim.rgba():08x}",
        board,
        path,
        cursor,
        cache,
        plain,
        lambda low, high: 0,
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

    def by_move() -> tuple[np.ndarray]:
        last = max(1, board.squares - 1)
        return (_RAMP[np.arange(board.squares, dtype=np.int64) * (len(_RAMP) - 1) // last],)

    # move k's colour, for every k the board can have: made once a board, then sliced
    (colours,) = shared(("by-move", board.squares), by_move)

    def visited(low: int, high: int) -> np.ndarray:
        return colours[low:high]

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
