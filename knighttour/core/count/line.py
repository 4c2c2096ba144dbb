"""The line of squares a frontier count takes one at a time: the order (the short side
across, the long side along), the longest move along it (the span), and what each step
needs (later neighbours, room past the frontier, the bipartite sides); which squares a
tour may end on; the bits a state's key needs, and whether the board fits them.

Deciding whether the frontier fits a board needs only the span, and `line_span` finds it
without building the line: on a board without holes each order's span follows from the
jumps and the board's sides alone (a few dozen numbers, whatever the board's size), and
holes can only shorten a move along the line.  The line itself is built with array
operations, and the per-square tables the count reads (later neighbours, room beyond the
frontier, neighbours inside it) are made a block of squares at a time as the count reaches
them, so a line of millions of squares costs seconds and little memory.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

import numpy as np

from ..board.board import Board, Board3D
from .frontier_kernels import CLOSED, OPEN_FROM

#: the longest move along the line the 64-bit key can hold (19: 9 wide)
MAX_SPAN = 19
#: boards up to this many squares get their span measured square by square when they have
#: holes (larger ones use the count of moves that no hole can shorten, see line_span)
EXACT_SPAN_UP_TO = 1 << 16
#: squares of the line whose per-square tables are made at once
BLOCK = 2048


class _Rows:
    """The per-square tables of a line (targets, room or near), indexable by line position,
    made a block of positions at a time from the neighbour positions and kept per block."""

    def __init__(self, line: Line, which: int) -> None:
        self._line = line
        self._which = which

    def __getitem__(self, k: int) -> np.ndarray:
        return self._line._tables(int(k))[self._which][int(k) % BLOCK]

    def __len__(self) -> int:
        return self._line.squares


@dataclass(frozen=True)
class Line:
    """The board's squares in the order they are taken, and what each step needs."""

    order: np.ndarray  # line position -> board square
    span: int  # the longest move along the line
    colour: np.ndarray | None  # per position: its side of a bipartite move graph, or None
    adj: np.ndarray  # adj[k]: the positions of its neighbours, sorted, -1 padded
    rev: np.ndarray  # rev[k, i]: where k stands in the row of adj[k, i]
    _cache: dict = field(default_factory=dict, compare=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @property
    def squares(self) -> int:
        """Squares on the line (holes left out)."""
        return len(self.order)

    @property
    def targets(self) -> _Rows:
        """Per position: its later neighbours as distances along the line."""
        return _Rows(self, 0)

    @property
    def room(self) -> _Rows:
        """room[k][j]: neighbours past k + span of the square at k + j."""
        return _Rows(self, 1)

    @property
    def near(self) -> _Rows:
        """near[k][j]: the neighbours in k + 1 .. k + span of the square at k + j, as offsets
        from k (-1 padded)."""
        return _Rows(self, 2)

    def _tables(self, k: int) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
        """The block of per-square tables holding position k (made now if not kept)."""
        first = k - k % BLOCK
        got = self._cache.get(first)
        if got is None:
            with self._lock:
                got = self._cache.get(first)
                if got is None:
                    if len(self._cache) >= 4:
                        self._cache.clear()
                    got = self._cache[first] = _block(self, first)
        return got


def _block(ln: Line, first: int) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
    """targets, room and near of the positions first .. first + BLOCK - 1."""
    n, span = ln.squares, ln.span
    ks = np.arange(first, min(first + BLOCK, n), dtype=np.int64)
    big = n + 2 * span + 2
    adj = np.where(ln.adj >= 0, ln.adj, big)  # sorted ascending, the padding last
    width = adj.shape[1]
    own = adj[ks]
    targets = [row[(row > k) & (row < big)] - k for k, row in zip(ks.tolist(), own, strict=True)]
    js = np.arange(span + 1, dtype=np.int64)
    at = ks[:, None] + js[None, :]  # the square k + j
    valid = (at < n) & (js[None, :] >= 1)
    rows = adj[np.minimum(at, n - 1)]  # (block, span + 1, width)
    rows = np.where(valid[:, :, None], rows, big)
    top = (ks + span)[:, None, None]
    room = ((rows > top) & (rows < big)).sum(axis=2).astype(np.int64)
    # the neighbours inside the frontier: a run of each sorted row, moved to its front
    low = (rows <= ks[:, None, None]).sum(axis=2)
    count = ((rows > ks[:, None, None]) & (rows <= top)).sum(axis=2)
    take = np.minimum(low[:, :, None] + np.arange(width)[None, None, :], width - 1)
    near = np.take_along_axis(rows, take, axis=2) - ks[:, None, None]
    near = np.where(np.arange(width)[None, None, :] < count[:, :, None], near, -1)
    return targets, room, near.astype(np.int64)


# the span, without building the line ---------------------------------------------------------
def _axes(board: Board) -> tuple[tuple[int, ...], tuple[bool, ...], list[tuple[int, ...]]]:
    """(the sides along each axis, whether each axis wraps, the candidate orders as axes
    fastest first), the axes being (file, rank) or (file, rank, layer)."""
    if isinstance(board, Board3D):
        return board.sides, (False, False, False), list(itertools.permutations(range(3)))
    wraps = (board.wrap in ("cylinder", "torus"), board.wrap == "torus")
    return board.sides, wraps, [(0, 1), (1, 0)]


def _deltas(d: int, side: int, wraps: bool) -> list[tuple[int, int]]:
    """The steps a jump of d makes along an axis of this side, each with the number of
    places it starts from."""
    if not wraps:
        return [(d, side - abs(d))] if abs(d) < side else []
    r = d % side
    return [(0, side)] if r == 0 else [(r, side - r), (r - side, r)]


def _full_spans(board: Board) -> list[tuple[int, int]]:
    """Per candidate order (as _orders lists them): the longest move along it on the board
    without its holes, and the number of moves that long."""
    sides, wraps, orders = _axes(board)
    steps = [
        [_deltas(int(d), side, wrap) for d, side, wrap in zip(jump, sides, wraps, strict=True)]
        for jump in board.jumps
    ]
    out = []
    for axes in orders:
        stride = [0] * len(sides)
        size = 1
        for axis in axes:
            stride[axis] = size
            size *= sides[axis]
        longest, many = 0, 0
        for per_axis in steps:
            for combo in itertools.product(*per_axis):
                if all(d == 0 for d, _ in combo):
                    continue  # a move onto itself (a wrapped board drops it)
                length = abs(sum(d * s for (d, _), s in zip(combo, stride, strict=True)))
                ways = int(np.prod([c for _, c in combo]))
                if length > longest:
                    longest, many = length, ways
                elif length == longest:
                    many += ways
        out.append((longest, many))
    return out


def order_spans(board: Board) -> list[int]:
    """The longest move along each candidate order of the squares (as _orders lists them),
    without building the orders when the board's size makes that costly (see line_span)."""
    full = _full_spans(board)
    if not board.holes:
        return [longest for longest, _ in full]
    holes = len(board.holes)
    if board.size > EXACT_SPAN_UP_TO and all(
        many > holes * (longest + 1) for longest, many in full
    ):
        # a hole shortens only the moves that start, end or pass over it along the line (at
        # most longest + 1 of the longest ones): some move of the full length remains
        return [longest for longest, _ in full]
    return [span_of(board, order) for order in _orders(board)]


def line_span(board: Board, widest: bool = False) -> int:
    """The span of the line a count takes (see line), found without building it: the
    decision whether the frontier fits a board of millions of squares answers at once."""
    spans = order_spans(board)
    return max((max if widest else min)(spans), 1)


def _orders(board: Board, only: int | None = None) -> list[np.ndarray]:
    """Candidate orders of the live squares: lexicographic along each axis order (only the
    one at index only, when given)."""
    live = board.live_squares()
    rank, column = np.divmod(live, board.cols)
    coords: tuple[np.ndarray, ...] = (column, rank)
    if isinstance(board, Board3D):
        layer, file = np.divmod(column, board.files)
        coords = (file, rank, layer)
    _, _, orders = _axes(board)
    if only is not None:
        orders = [orders[only]]
    # np.lexsort sorts by the last key first: the last axis named runs slowest
    return [live[np.lexsort(tuple(coords[a] for a in axes))] for axes in orders]


def span_of(board: Board, order: np.ndarray) -> int:
    """The longest move along the line order (measured square by square)."""
    where = np.full(board.size, -1, dtype=np.int64)
    where[order] = np.arange(len(order))
    nb = board.neighbours[order]
    ok = nb >= 0
    if not ok.any():
        return 0
    dist = np.where(ok, where[np.where(ok, nb, 0)] - np.arange(len(order))[:, None], 0)
    return int(np.abs(dist).max())


_LINES: dict[tuple[Board, bool], Line] = {}
_LINES_LOCK = threading.Lock()


def line(board: Board, widest: bool = False) -> Line:
    """The order of squares with the shortest longest move (the short side across), or with
    widest the longest (the long side across: a check of the wide boards' code on boards
    whose counts are known from their narrow side)."""
    with _LINES_LOCK:
        got = _LINES.get((board, widest))
    if got is None:
        got = _line(board, widest)  # (two threads may both make it: the same line)
        with _LINES_LOCK:
            if len(_LINES) > 64:
                _LINES.clear()
            _LINES[(board, widest)] = got
    return got


#: rows of the neighbour table looked up at once while finding where each move comes back
REV_CHUNK = 1 << 13


def _line(board: Board, widest: bool = False) -> Line:
    spans = order_spans(board)
    pick = (max if widest else min)(range(len(spans)), key=spans.__getitem__)
    best = _orders(board, pick)[0]
    span = max(spans[pick], 1)
    n = len(best)
    where = np.full(board.size, -1, dtype=np.int64)
    where[best] = np.arange(n)
    nb = board.neighbours[best]
    big = np.int64(n + 1)
    pos = np.where(nb >= 0, where[np.maximum(nb, 0)], big)
    pos.sort(axis=1)
    # a wrapped board may repeat a neighbour: keep each once
    if pos.shape[1] > 1:
        again = pos[:, 1:] == pos[:, :-1]
        pos[:, 1:][again & (pos[:, 1:] < big)] = big
        pos.sort(axis=1)
    width = max(int((pos < big).sum(axis=1).max(initial=0)), 1)
    adj = np.ascontiguousarray(pos[:, :width])
    adj[adj == big] = -1
    rev = np.full((n, width), -1, dtype=np.int64)
    for first in range(0, n, REV_CHUNK):
        rows = adj[first : first + REV_CHUNK]
        ks = np.arange(first, first + len(rows), dtype=np.int64)
        back = adj[np.maximum(rows, 0)]  # (chunk, width, width)
        hit = back == ks[:, None, None]
        rev[first : first + len(rows)] = np.where(rows >= 0, hit.argmax(axis=2), -1)
    return Line(best, span, _sides(board, best), adj, rev)


def _sides(board: Board, order: np.ndarray) -> np.ndarray | None:
    """Per line position, the square's colour when every move changes colour (a bipartite
    move graph), else None."""
    rank, column = np.divmod(np.arange(board.size), board.cols)
    if isinstance(board, Board3D):
        layer, file = np.divmod(column, board.files)
        colour = ((rank + file + layer) & 1).astype(np.int8)
    else:
        colour = ((rank + column) & 1).astype(np.int8)
    nb = board.neighbours
    ok = nb >= 0
    if (colour[np.where(ok, nb, 0)] == colour[:, None])[ok].any():
        return None
    return colour[order]


def endable(ln: Line, mode: int, start_at: int) -> np.ndarray:
    """Per line position (and span positions past the end): whether a tour may end there.  On
    a bipartite move graph a path alternates sides, so with one side a square larger both
    ends lie on it, and from a start the other end lies on the side the count says."""
    n = ln.squares
    out = np.ones(n + ln.span + 1, dtype=np.bool_)
    if mode == CLOSED or ln.colour is None:
        return out
    ones = int(ln.colour.sum())
    diff = (n - ones) - ones  # squares of side 0 minus those of side 1
    if diff in (1, -1):
        out[:n] = ln.colour == (0 if diff == 1 else 1)
    elif diff == 0 and mode == OPEN_FROM:
        out[:n] = ln.colour != ln.colour[start_at]
        out[start_at] = True
    elif abs(diff) > 1:
        out[:n] = False
    return out


def key_bits(span: int) -> int:
    """Bits a state's key needs for this span: two a square, and the pairing (the tour ends
    placed are the squares marked as leading to one: frontier_kernels.py)."""
    pairings = 1
    for odd in range(span - 1 if span % 2 == 0 else span - 2, 0, -2):
        pairings *= odd
    return 2 * span + max(pairings - 1, 0).bit_length()


def applies(board: Board) -> bool:
    """True when the board's frontier fits the 64-bit key (knight's boards up to 9 wide;
    leapers, holes and wrapping as long as the longest move along the line fits), for open
    and closed tours alike.  Decided from the span alone (line_span), without building the
    line."""
    if min(board.rows, board.cols) > MAX_SPAN:
        return False  # every move across the line spans its width: no need to build it
    span = line_span(board)
    return board.squares >= 3 and span <= MAX_SPAN and key_bits(span) <= 64
