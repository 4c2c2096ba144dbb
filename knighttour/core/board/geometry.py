"""A board as the numba kernels of the file formats and the validator see it: its numbers,
jumps, holes and move table packed into arrays (Geometry), the state a scan carries from
chunk to chunk, the error codes the kernels leave in it, and the chunked-work protocol
(CHUNK, progress, stop) the readers, writers and validators share.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..jit import njit
from .board import Board, Board3D

#: squares a kernel call encodes or checks between two looks at progress and stop
CHUNK = 1 << 20
ReadProgress = Callable[[int, int], object] | None
Stop = Callable[[], bool] | None


class Stopped(Exception):  # noqa: N818 - a stop is no error
    """A read or write ended early because stop() said so."""


# --- the board as the kernels see it ------------------------------------------------------

# geo: the board's integers for the kernels
(
    G_ROWS,
    G_COLS,
    G_FILES,
    G_LAYERS,
    G_SIZE,
    G_WRAPF,
    G_WRAPR,
    G_MB,
    G_HOLES,
    G_THREE,
    G_START,
    G_LEN,
) = range(12)

# st: a scan's state, carried from chunk to chunk
(
    S_COUNT,
    S_LINE,
    S_PF,
    S_PR,
    S_PL,
    S_FIRST,
    S_LAST,
    S_ERR,
    S_ELINE,
    S_EINDEX,
    S_ESTART,
    S_EEND,
    S_ESQUARE,
    S_OUTBASE,
    S_COMMENT,
    S_LEN,
) = range(16)

E_NONE, E_SYNTAX, E_OFF, E_HOLE, E_REPEAT, E_MOVE, E_START, E_FULL, E_JUMP = range(9)


class Geometry:
    """A board's numbers, jumps, holes and move table, packed for the kernels."""

    def __init__(self, board: Board) -> None:
        three = isinstance(board, Board3D)
        self.board = board
        self.three = three
        files = board.files if three else board.cols
        layers = board.layers if three else 1
        jumps = np.array([(j[0], j[1], j[2] if three else 0) for j in board.jumps], dtype=np.int64)
        self.jumps = jumps
        wrap_f = board.wrap in ("cylinder", "torus")
        wrap_r = board.wrap == "torus"
        reach = int(np.abs(jumps).max())
        mb = reach if not (wrap_f or wrap_r) and reach <= 8 else -1
        side = 2 * max(mb, 0) + 1
        # movetab[(df + mb) * side * side + (dr + mb) * side + dl + mb] = jump index + 1
        self.movetab = np.zeros(side**3, dtype=np.uint8)
        if mb >= 0:
            for k, (df, dr, dl) in enumerate(jumps):
                at = ((df + mb) * side + dr + mb) * side + dl + mb
                if not self.movetab[at]:
                    self.movetab[at] = k + 1
        self.holes = np.zeros(words(board.size) if board.holes else 1, dtype=np.uint64)
        for s in board.holes:
            self.holes[s >> 6] |= np.uint64(1) << np.uint64(s & 63)
        geo = np.zeros(G_LEN, dtype=np.int64)
        geo[G_ROWS], geo[G_COLS], geo[G_FILES], geo[G_LAYERS] = (
            board.rows,
            board.cols,
            files,
            layers,
        )
        geo[G_SIZE] = board.size
        geo[G_WRAPF], geo[G_WRAPR], geo[G_MB] = wrap_f, wrap_r, mb
        geo[G_HOLES] = bool(board.holes)
        geo[G_THREE] = three
        geo[G_START] = -1
        self.geo = geo

    def for_check(self, start: int | None) -> np.ndarray:
        """geo with the required first square, if any."""
        geo = self.geo.copy()
        geo[G_START] = -1 if start is None else start
        return geo


def words(size: int) -> int:
    """The 64-bit words of a bit set of size bits."""
    return (size + 63) >> 6


def new_state() -> np.ndarray:
    """A fresh scan state: line 1, no square yet, no error."""
    st = np.zeros(S_LEN, dtype=np.int64)
    st[S_LINE] = 1
    st[S_FIRST] = st[S_LAST] = -1
    return st


@njit(cache=True, nogil=True, inline="always")
def rank_file(s, cols, inv):
    """(rank, file) of square s by a multiply with 1 / cols (a division costs more), the
    rounding of the product corrected by one either way."""
    r = np.int64(s * inv)
    c = s - r * cols
    if c < 0:
        r -= 1
        c += cols
    elif c >= cols:
        r += 1
        c -= cols
    return r, c


@njit(cache=True, nogil=True, inline="always")
def table_slot(reach, side, pf, pr, pl, f, r, ly):
    """Where Geometry's move table keeps the step from (pf, pr, pl) to (f, r, ly) (file,
    rank, layer): movetab[slot] is that jump's index + 1 (0: no jump makes the step), or -1
    when the step is beyond the table's reach (no jump makes it either).  For boards with a
    table (reach = geo[G_MB] >= 0, side = 2 * reach + 1); jump_across serves the others.

    The kernels' move check is these two, as jump_index puts them together; the hot loops
    put them together inline, with the numbers read once before the loop: numba's inlining
    of a function that takes the arrays too made those loops 60-70% slower (measured with
    the file benchmarks), this one, of numbers only, costs nothing."""
    df = f - pf + reach
    dr = r - pr + reach
    dl = ly - pl + reach
    if 0 <= df < side and 0 <= dr < side and 0 <= dl < side:
        return (df * side + dr) * side + dl
    return -1


@njit(cache=True, nogil=True)
def jump_across(files, rows, wrap_f, wrap_r, jumps, pf, pr, pl, f, r, ly):
    """The index of the jump from (pf, pr, pl) to (f, r, ly), or -1 when none leads there,
    the jumps tried one by one across the wrapped edges (for the boards the move table does
    not cover)."""
    for k in range(jumps.shape[0]):
        tf = pf + jumps[k, 0]
        tr = pr + jumps[k, 1]
        if wrap_f:
            tf %= files
        if wrap_r:
            tr %= rows
        if tf == f and tr == r and pl + jumps[k, 2] == ly:
            return np.int64(k)
    return np.int64(-1)


@njit(cache=True, nogil=True)
def jump_index(geo, movetab, jumps, pf, pr, pl, f, r, ly):
    """The kernels' one move check: the index of the jump from (pf, pr, pl) to (f, r, ly),
    or -1 when no jump leads there: Geometry's move table where the board has one, the
    jumps tried one by one otherwise.  Board.is_move is the same rule for Python's callers
    (tests/test_move_check.py checks that they agree, and the oracle)."""
    reach = geo[G_MB]
    if reach >= 0:
        slot = table_slot(reach, 2 * reach + 1, pf, pr, pl, f, r, ly)
        return np.int64(movetab[slot]) - 1 if slot >= 0 else np.int64(-1)
    files, rows, wrap_f, wrap_r = geo[G_FILES], geo[G_ROWS], geo[G_WRAPF], geo[G_WRAPR]
    return jump_across(files, rows, wrap_f, wrap_r, jumps, pf, pr, pl, f, r, ly)


def as_squares(squares: np.ndarray) -> np.ndarray:
    """squares as a contiguous int32 or int64 array, as the kernels take them."""
    squares = np.asarray(squares)
    if squares.dtype not in (np.int32, np.int64):
        squares = squares.astype(np.int64)
    return np.ascontiguousarray(squares)


def squares_dtype(board: Board) -> type[np.int32] | type[np.int64]:
    """The index type of board's squares: int32, or int64 from 2**31 squares."""
    return np.int32 if board.size < 2**31 else np.int64
