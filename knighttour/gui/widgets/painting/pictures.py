"""Pictures of one pixel a square, scaled by the painter: the chequered board, the veil over
the squares not reached yet, and (on boards too large for lines) the tour coloured by move
number.  They are kept in a cache dict between paints, and playback updates them move by
move."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QImage

from ....core.board.board import Board
from .style import DARK, DIM, HOLE, LIGHT


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


#: the most squares all pictures together repaint before the event loop turns again: a
#: tour of 8 million squares is filled in over some thirty paints, each a few milliseconds,
#: the window answering between them (BoardPainter.more_to_draw asks for the next); a race's
#: six lanes of a million squares each share it (one repaint of the window paints them all:
#: a slice of a million squares each took 14-40 ms a lane)
SQUARES_A_TURN = 300_000


class TurnBudget:
    """The squares the pictures on screen may still repaint in this turn of the event loop;
    renewed when the loop turns (a zero timer armed by the first spending)."""

    def __init__(self, squares: int = SQUARES_A_TURN) -> None:
        self.squares = squares
        self.used = 0
        self._renewing = False

    def left(self) -> int:
        """The squares still to spend in this turn."""
        return max(0, self.squares - self.used)

    def spend(self, squares: int) -> None:
        """Count squares repainted (the budget comes back when the loop turns)."""
        self.used += squares
        if not self._renewing:
            self._renewing = True
            QTimer.singleShot(0, self._renew)

    def _renew(self) -> None:
        self.used, self._renewing = 0, False


#: the budget every view on screen shares
ON_SCREEN = TurnBudget()


def _holes(board: Board) -> np.ndarray:
    return np.fromiter(board.holes, dtype=np.int64, count=len(board.holes))


def pixel_of(board: Board, squares: np.ndarray) -> np.ndarray:
    """Where each square's pixel is in a picture (the top rank first, as drawn)."""
    rank, file = np.divmod(squares, board.cols)
    return (board.rows - 1 - rank) * board.cols + file


def _two_colour_rows(
    board: Board, first: int, other: int, flat: np.ndarray, low: int, high: int
) -> None:
    """Rows low..high (as drawn: the top rank is row 0) of a picture of the squares in two
    colours, into flat: first on a1's colour, other on the rest (on a 3D board each layer's
    a1 takes the colour the 3D knight gives it).  Two rows are made and copied down: 8
    million squares take one pass over the picture."""
    column = np.arange(board.cols, dtype=np.int64)
    if board.layers > 1:
        layer, file = np.divmod(column, board.files)
        column = layer + file
    odd = (column & 1).astype(bool)
    on_even_rank = np.where(odd, np.uint32(other), np.uint32(first))
    on_odd_rank = np.where(odd, np.uint32(first), np.uint32(other))
    grid = flat.reshape(board.rows, board.cols)[low:high]
    even = (board.rows - 1 - low) % 2  # the first of these rows on an even rank: 0, else 1
    grid[even::2] = on_even_rank
    grid[1 - even :: 2] = on_odd_rank


def _parity_of(board: Board, squares: np.ndarray) -> np.ndarray:
    """The same parity for some squares only."""
    rank, column = np.divmod(squares, board.cols)
    if board.layers > 1:
        layer, file = np.divmod(column, board.files)
        column = layer + file
    return ((rank + column) & 1).astype(bool)


def _with_holes(
    board: Board, flat: np.ndarray, colour: int, low: int = 0, high: int | None = None
) -> np.ndarray:
    """flat with the holes' pixels in colour (only those among pixels low..high)."""
    if board.holes:
        pixels = pixel_of(board, _holes(board))
        pixels = pixels[(pixels >= low) & (pixels < (board.size if high is None else high))]
        flat[pixels] = colour
    return flat


def _image(board: Board, flat: np.ndarray) -> QImage:
    """A picture sharing flat's memory (kept alive by whoever keeps flat): no copy."""
    return QImage(flat.data, board.cols, board.rows, 4 * board.cols, QImage.Format.Format_ARGB32)


def checker_picture(
    board: Board,
    cache: dict,
    dark: QColor = DARK,
    light: QColor = LIGHT,
    budget: TurnBudget | None = None,
) -> tuple[QImage, bool]:
    """(the board's squares in their two colours, holes grey; whether it is complete: made
    within budget, as _cursor_picture's plain picture)."""
    return _cursor_picture(
        f"checker-{dark.rgba():08x}-{light.rgba():08x}",
        board,
        _NO_PATH,
        0,
        cache,
        _Checker(_argb(dark), _argb(light)),
        lambda low, high: 0,
        budget,
    )


#: the path of a picture that shows none (the checker picture)
_NO_PATH = np.zeros(0, dtype=np.int64)


class _Plain:
    """What a cursor picture shows where the path has not been: its rows (as drawn), and
    the colour of given squares."""

    def fill(self, board: Board, flat: np.ndarray, low: int, high: int) -> None:
        """Paint rows low..high (as drawn: the top rank is row 0) of flat."""
        raise NotImplementedError

    def at(self, board: Board, squares: np.ndarray) -> np.ndarray | int:
        raise NotImplementedError


class _Veil(_Plain):
    """One colour over every square (holes clear)."""

    def __init__(self, colour: int) -> None:
        self.colour = colour

    def fill(self, board: Board, flat: np.ndarray, low: int, high: int) -> None:
        flat[low * board.cols : high * board.cols] = np.uint32(self.colour)
        _with_holes(board, flat, 0, low * board.cols, high * board.cols)

    def at(self, board: Board, squares: np.ndarray) -> np.ndarray | int:
        return self.colour


class _Checker(_Plain):
    """The squares in two colours (holes grey): by default the order picture's own, lighter
    than the board's."""

    DARK, LIGHT = np.uint32(0xFFC9B49E), np.uint32(0xFFF3E9DA)

    def __init__(self, dark: int = int(DARK), light: int = int(LIGHT)) -> None:
        self.dark, self.light = np.uint32(dark), np.uint32(light)

    def fill(self, board: Board, flat: np.ndarray, low: int, high: int) -> None:
        _two_colour_rows(board, int(self.dark), int(self.light), flat, low, high)
        _with_holes(board, flat, _argb(HOLE), low * board.cols, high * board.cols)

    def at(self, board: Board, squares: np.ndarray) -> np.ndarray | int:
        return np.where(_parity_of(board, squares), self.light, self.dark)


def _cursor_picture(
    name: str,
    board: Board,
    path: np.ndarray,
    cursor: int,
    cache: dict,
    plain: _Plain,
    visited: Callable[[int, int], np.ndarray | int],
    budget: TurnBudget | None,
) -> tuple[QImage, bool]:
    """(a picture of one pixel a square, whether it is complete): plain where the path shown
    has not been, visited(low, high)[k - low] on the square of path index k where it has.
    Moving the cursor repaints only the squares between the old cursor and the new one, so
    playing a million-square tour back costs each frame only the moves it adds; a new path (a
    live search's next snapshot) repaints only where it parts from the last one.  At most
    what is left of budget is repainted in one call (None: all), and spent; the picture is
    then incomplete, and the next call goes on from there.  The plain picture itself is made
    so too, a slice of rows a call (the rows not made yet are clear): on 8 million squares
    its 32 MB, written at once on the window's thread, took 100-200 ms while a run
    made its move table."""
    key = (name, board.rows, board.cols, board.holes)
    entry = cache.get(name)
    if entry is None or entry["key"] != key:
        # (zeros: memory the system hands over clear, written a slice at a time below)
        flat = np.zeros(board.size, dtype=np.uint32)
        entry = {"key": key, "flat": flat, "plain": 0, "cursor": 0, "path": path[:0]}
        cache[name] = entry
    left = budget.left() if budget is not None else -1  # (-1: no limit)
    image, done, unspent = _repaint(board, path, cursor, entry, plain, visited, left)
    if budget is not None:
        budget.spend(budget.left() - unspent)
    return image, done


def _repaint(
    board: Board,
    path: np.ndarray,
    cursor: int,
    entry: dict,
    plain: _Plain,
    visited: Callable[[int, int], np.ndarray | int],
    left: int,
) -> tuple[QImage, bool, int]:
    """_cursor_picture's work on its cache entry, repainting at most left squares (-1: all):
    (the picture, whether it is complete, the squares of left not spent)."""
    flat = entry["flat"]
    if entry["plain"] < board.rows:  # the rows of the plain picture made so far
        low = entry["plain"]
        high = board.rows if left < 0 else min(board.rows, low + max(1, left // board.cols))
        plain.fill(board, flat, low, high)
        entry["plain"] = high
        if high < board.rows:
            return _image(board, flat), False, 0
        left = left if left < 0 else max(0, left - (high - low) * board.cols)
    if entry["path"] is not path:
        # the squares the old path showed beyond the part both paths share go back to plain
        shown = entry["path"]
        m = min(len(shown), len(path), entry["cursor"])
        parted = np.flatnonzero(shown[:m] != path[:m])
        keep = int(parted[0]) if len(parted) else m
        if entry["cursor"] > keep:
            low = keep if left < 0 else max(keep, entry["cursor"] - left)
            squares = shown[low : entry["cursor"]]
            flat[pixel_of(board, squares)] = plain.at(board, squares)
            entry["cursor"] = low
            left = left if left < 0 else left - len(squares)
        if entry["cursor"] <= keep:
            entry["path"] = path
    if entry["path"] is path and left != 0:
        old = entry["cursor"]
        if cursor > old:
            high = cursor if left < 0 else min(cursor, old + left)
            flat[pixel_of(board, path[old:high])] = visited(old, high)
            entry["cursor"] = high
        elif cursor < old:
            low = cursor if left < 0 else max(cursor, old - left)
            squares = path[low:old]
            flat[pixel_of(board, squares)] = plain.at(board, squares)
            entry["cursor"] = low
        left = left if left < 0 else left - abs(entry["cursor"] - old)
    done = entry["path"] is path and entry["cursor"] == cursor
    # the picture shares the array's memory (kept in the cache): no copy a frame
    return _image(board, flat), done, max(0, left)


def dim_picture(
    board: Board,
    path: np.ndarray,
    cursor: int,
    cache: dict,
    dim: QColor = DIM,
    budget: TurnBudget | None = None,
) -> tuple[QImage, bool]:
    """(a veil (of colour dim) over the squares the first cursor squares of path have not
    reached yet, whether it is complete: see _cursor_picture's budget)."""
    return _cursor_picture(
        "dim" if dim == DIM else f"dim-{dim.rgba():08x}",
        board,
        path,
        cursor,
        cache,
        _Veil(_argb(dim)),
        lambda low, high: 0,
        budget,
    )


def order_picture(
    board: Board, path: np.ndarray, cursor: int, cache: dict, budget: TurnBudget | None = None
) -> tuple[QImage, bool]:
    """(the squares the first cursor squares of path visit coloured by move number, from
    blue (the first) to red (the board's last square), the rest clear (drawn over the
    squares: order_squares_picture, or their blend where a square is under a pixel), whether
    it is complete): a square keeps its colour while a live search's path grows."""
    last = max(1, board.squares - 1)

    def visited(low: int, high: int) -> np.ndarray:
        return _RAMP[np.arange(low, high, dtype=np.int64) * (len(_RAMP) - 1) // last]

    return _cursor_picture("order", board, path, cursor, cache, _Veil(0), visited, budget)


#: the squares under the order picture: lighter than the board's, so the path's colours stand
ORDER_DARK, ORDER_LIGHT = QColor(0xC9, 0xB4, 0x9E), QColor(0xF3, 0xE9, 0xDA)


def order_squares_picture(
    board: Board, cache: dict, budget: TurnBudget | None = None
) -> tuple[QImage, bool]:
    """(the squares under the order picture, in its lighter two colours, holes grey; whether
    it is complete)."""
    return checker_picture(board, cache, ORDER_DARK, ORDER_LIGHT, budget)


def order_index(board: Board, path: np.ndarray, cache: dict) -> np.ndarray:
    """order[square] = its index in path, or the path's length if it is not on it."""
    key = ("order-index", id(path), len(path))
    if cache.get("order-index-key") != key:
        order = np.full(board.size, len(path), dtype=np.int64)
        order[path] = np.arange(len(path))
        cache["order-index"] = order
        cache["order-index-key"] = key
    return cache["order-index"]
