"""A board's move table: entry [s, k] is the square jump k leads to from square s, or -1.

Made once a board (Board.neighbours keeps it), under one lock, and in slices of squares with
a stop asked between them: a 3-D board of 8 million squares has 24 jumps a square, and a Stop
(or closing the window) must not wait for it (`table_of(board, stop)`).  On boards of
KERNEL_SQUARES or more a 3-D or wrapped board's slices are made by compiled kernels that
release the GIL (move_kernels.py: numpy's dozens of calls a jump took seconds, and the
window waited for the GIL between them); smaller boards keep the array code, which needs no
compiled kernel (a small board's table may be made on the window's thread).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from ..kernel_groups import Kernels


class Board(Protocol):
    """What a move table is made from (board.py's Board and Board3D; named here, not
    imported: board.py imports this module)."""

    __dict__: dict[str, Any]

    @property
    def rows(self) -> int: ...

    @property
    def cols(self) -> int: ...

    @property
    def jumps(self) -> tuple[tuple[int, ...], ...]: ...

    @property
    def holes(self) -> frozenset[int]: ...

    @property
    def wrap(self) -> str: ...

    @property
    def size(self) -> int: ...

    @property
    def layers(self) -> int: ...


#: squares a slice: a few tens of milliseconds of work, so a stop is heard at once
SLICE = 1 << 18
#: from this many squares up, a 3-D or wrapped board's table is made by the kernels below
KERNEL_SQUARES = 1 << 16
#: one table is made at a time (two lanes of a race on one board make it once)
_making = threading.Lock()


def table_of(board: Board, stop: Callable[[], bool] | None = None) -> np.ndarray | None:
    """The board's move table, made now unless it was made before; None when stop said so
    before it was complete (nothing is kept then)."""
    made = board.__dict__.get("neighbours")
    if made is not None:
        return made
    if _by_kernel(board) and not MOVES.ready(stop):  # (before the lock: it may wait)
        return None
    while not _making.acquire(timeout=0.05):  # another thread makes one: wait, hearing stop
        if stop is not None and stop():
            return None
    try:
        made = board.__dict__.get("neighbours")
        if made is None:
            made = _make(board, stop)
            if made is not None:
                board.__dict__["neighbours"] = made  # (what functools.cached_property reads)
        return made
    finally:
        _making.release()


def _is_3d(board: Board) -> bool:
    return bool(board.jumps) and len(board.jumps[0]) == 3  # (a 3-D board, one layer too)


def _by_kernel(board: Board) -> bool:
    """Whether the board's table is made by the kernels (a large 3-D or wrapped board)."""
    return board.size >= KERNEL_SQUARES and (_is_3d(board) or board.wrap != "none")


def _make(
    board: Board, stop: Callable[[], bool] | None, kernel: bool | None = None
) -> np.ndarray | None:
    """The table, made in slices (stop asked between them); kernel: a 3-D or wrapped
    board's made by the kernels (None: as _by_kernel says)."""
    three = _is_3d(board)
    if kernel is None:
        kernel = _by_kernel(board)
    if kernel and (three or board.wrap != "none"):  # (a flat board's is made at once below)
        return _make_by_kernel(board, stop, three)
    # (np.empty: filling hundreds of megabytes at once would be a second no stop is heard in)
    table = np.empty((board.size, len(board.jumps)), dtype=np.int32)
    if not three and board.wrap == "none":
        table.fill(-1)
        _shifted(board, table)  # a million squares take milliseconds: no slices needed
        gone = _holes(board)
        if len(gone):
            table[gone, :] = -1
            table[np.isin(table, gone)] = -1
        return table
    for low in range(0, board.size, SLICE):
        if stop is not None and stop():
            return None
        high = min(board.size, low + SLICE)
        part = table[low:high]
        part.fill(-1)
        if three:
            _layered(board, low, high, part)
        else:
            _wrapped(board, low, high, part)
        gone = _holes(board)
        if len(gone):
            part[np.isin(np.arange(low, high), gone), :] = -1
            part[np.isin(part, gone)] = -1
    return table


def _holes(board: Board) -> np.ndarray:
    return np.fromiter(board.holes, dtype=np.int64, count=len(board.holes))


def _shifted(board: Board, table: np.ndarray) -> None:
    """A flat board's moves: each jump is a shifted copy of the board's squares (slices, no
    masks)."""
    rows, cols = board.rows, board.cols
    index = np.arange(board.size, dtype=np.int32).reshape(rows, cols)
    grid = table.reshape(rows, cols, len(board.jumps))
    for k, (df, dr) in enumerate(board.jumps):
        if abs(df) < cols and abs(dr) < rows:
            grid[max(0, -dr) : rows - max(0, dr), max(0, -df) : cols - max(0, df), k] = index[
                max(0, dr) : rows + min(0, dr), max(0, df) : cols + min(0, df)
            ]


def _wrapped(board: Board, low: int, high: int, part: np.ndarray) -> None:
    """Squares low..high of a board with joined edges: jumps wrap round; on a small board two
    jumps can land on the same square, or on the start: each neighbour is kept once (the
    first jump to it), or counting would count a tour twice."""
    rows, cols = board.rows, board.cols
    squares = np.arange(low, high, dtype=np.int64)
    rank, file = np.divmod(squares, cols)
    for k, (df, dr) in enumerate(board.jumps):
        f2, r2 = (file + df) % cols, rank + dr
        if board.wrap == "torus":
            r2 = r2 % rows
        ok = (r2 >= 0) & (r2 < rows)
        part[ok, k] = (r2[ok] * cols + f2[ok]).astype(np.int32)
    part[part == squares[:, None].astype(np.int32)] = -1
    for k in range(1, len(board.jumps)):
        dup = (part[:, k : k + 1] == part[:, :k]).any(axis=1) & (part[:, k] >= 0)
        part[dup, k] = -1


def _layered(board: Board, low: int, high: int, part: np.ndarray) -> None:
    """Squares low..high of a 3-D board (its layers laid side by side: square rank * cols +
    layer * files + file)."""
    files, layers = board.cols // board.layers, board.layers
    rank, column = np.divmod(np.arange(low, high, dtype=np.int64), board.cols)
    layer, file = np.divmod(column, files)
    for k, (df, dr, dl) in enumerate(board.jumps):
        f2, r2, l2 = file + df, rank + dr, layer + dl
        ok = (f2 >= 0) & (f2 < files) & (r2 >= 0) & (r2 < board.rows) & (l2 >= 0) & (l2 < layers)
        part[ok, k] = (r2[ok] * board.cols + l2[ok] * files + f2[ok]).astype(np.int32)


def _make_by_kernel(
    board: Board, stop: Callable[[], bool] | None, three: bool
) -> np.ndarray | None:
    """The table made a slice at a time by the kernels (each slice without the GIL)."""
    table = np.empty((board.size, len(board.jumps)), dtype=np.int32)  # every entry is written
    jumps = np.array(board.jumps, dtype=np.int64).reshape(len(board.jumps), -1)
    gone = np.zeros(board.size if board.holes else 0, dtype=np.uint8)
    gone[_holes(board)] = 1
    from .move_kernels import layered_slice, wrapped_slice  # (numba only when needed)

    for low in range(0, board.size, SLICE):
        if stop is not None and stop():
            return None
        high = min(board.size, low + SLICE)
        if three:
            layered_slice(table, low, high, board.rows, board.cols, board.layers, jumps, gone)
        else:
            torus = board.wrap == "torus"
            wrapped_slice(table, low, high, board.rows, board.cols, torus, jumps, gone)
    return table


def _load() -> None:
    from . import move_kernels

    move_kernels.warm_up()


#: the large boards' move-table kernels (move_kernels.py: imported only when loaded, so that
#: a board, and the command line's help, do not import numba)
MOVES = Kernels("moves", _load, "the move tables", 2)
