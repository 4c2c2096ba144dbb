"""The kernels that make a large 3-D or wrapped board's move table (move_table.py), a slice
of squares at a time, without the GIL: each writes rows low..high of the table as the array
code of move_table.py makes them (a test compares the two on every kind of small board)."""

from __future__ import annotations

import numpy as np

from ..jit import njit


@njit(cache=True, nogil=True)
def layered_slice(table, low, high, rows, cols, layers, jumps, gone):
    """Rows low..high of a 3-D board's table, as move_table._layered makes them, holes (gone[s] = 1,
    or gone empty for none) off the table."""
    files = cols // layers
    holes = len(gone) > 0
    for s in range(low, high):
        rank = s // cols
        column = s - rank * cols
        layer = column // files
        file = column - layer * files
        for k in range(jumps.shape[0]):
            f2 = file + jumps[k, 0]
            r2 = rank + jumps[k, 1]
            l2 = layer + jumps[k, 2]
            target = -1
            if 0 <= f2 < files and 0 <= r2 < rows and 0 <= l2 < layers:
                target = r2 * cols + l2 * files + f2
                if holes and (gone[s] or gone[target]):
                    target = -1
            table[s, k] = target


@njit(cache=True, nogil=True)
def wrapped_slice(table, low, high, rows, cols, torus, jumps, gone):
    """Rows low..high of a wrapped board's table, as move_table._wrapped makes them: each neighbour
    kept once (the first jump to it), never the square itself; holes as layered_slice."""
    holes = len(gone) > 0
    for s in range(low, high):
        rank = s // cols
        file = s - rank * cols
        for k in range(jumps.shape[0]):
            f2 = (file + jumps[k, 0]) % cols
            r2 = rank + jumps[k, 1]
            if torus:
                r2 = r2 % rows
            target = -1
            if 0 <= r2 < rows:
                target = r2 * cols + f2
                if target == s:
                    target = -1
                for j in range(k):
                    if table[s, j] == target:
                        target = -1
                        break
                if holes and target >= 0 and (gone[s] or gone[target]):
                    target = -1
            table[s, k] = target


@njit(cache=True, nogil=True)
def row_degrees(table, out, low, high):
    """out[s] for s in low..high: the moves from square s on the empty board (table's
    entries >= 0)."""
    for s in range(low, high):
        d = 0
        for k in range(table.shape[1]):
            if table[s, k] >= 0:
                d += 1
        out[s] = d


@njit(cache=True, nogil=True)
def degree_sorted(table, degrees, out, low, high):
    """Each square's moves (table's rows) in out, sorted by the target's degree on the empty
    board, ties in jump order, no move (-1) last, for the rows low..high: a stable insertion
    sort a row, as factories.degree_sorted_table's numpy makes it (a test compares the two)."""
    jumps = table.shape[1]
    for s in range(low, high):
        for k in range(jumps):
            w = table[s, k]
            key = degrees[w] if w >= 0 else 127
            j = k  # out[s, :k] holds the row's first k moves, sorted
            while j > 0:
                v = out[s, j - 1]
                if (degrees[v] if v >= 0 else 127) <= key:
                    break
                out[s, j] = v
                j -= 1
            out[s, j] = w


def warm_up() -> None:
    """Compile (or load from the cache) the two kernels, on tiny boards."""
    jumps3 = np.array([[1, 2, 0], [0, -1, 2]], dtype=np.int64)
    jumps2 = np.array([[1, 2], [-2, 1]], dtype=np.int64)
    table = np.empty((4, 2), dtype=np.int32)
    gone = np.zeros(0, dtype=np.uint8)
    layered_slice(table, 0, 4, 2, 2, 1, jumps3, gone)
    wrapped_slice(table, 0, 4, 2, 2, True, jumps2, gone)
    degrees = np.empty(4, dtype=np.int8)
    row_degrees(table, degrees, 0, 4)
    degree_sorted(table, degrees, np.empty_like(table), 0, 4)
