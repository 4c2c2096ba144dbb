"""A board's move table: entry [s, k] is the square jump k leads to from square s, or -1.

Made once a board (Board.neighbours keeps it), under one lock, and in slices of squares with
a stop asked between them: a 3-D board of 8 million squares has 24 jumps a square and takes
seconds, and a Stop (or closing the window) must not wait for it (`table_of(board, stop)`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

import numpy as np


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
    def removed(self) -> frozenset[int]: ...

    @property
    def wrap(self) -> str: ...

    @property
    def size(self) -> int: ...

    @property
    def layers(self) -> int: ...


#: squares a slice: a few tens of milliseconds of numpy, so a stop is heard at once
SLICE = 1 << 17
#: one table is made at a time (two lanes of a race on one board make it once)
_making = threading.Lock()


def table_of(board: Board, stop: Callable[[], bool] | None = None) -> np.ndarray | None:
    """The board's move table, made now unless it was made before; None when stop said so
    before it was complete (nothing is kept then)."""
    made = board.__dict__.get("neighbours")
    if made is not None:
        return made
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


def _make(board: Board, stop: Callable[[], bool] | None) -> np.ndarray | None:
    # (np.empty: filling hundreds of megabytes at once would be a second no stop is heard in)
    table = np.empty((board.size, len(board.jumps)), dtype=np.int32)
    three = bool(board.jumps) and len(board.jumps[0]) == 3  # (a 3-D board, one layer too)
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
    return np.fromiter(board.removed, dtype=np.int64, count=len(board.removed))


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
