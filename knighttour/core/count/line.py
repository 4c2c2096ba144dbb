"""The line of squares a frontier count takes one at a time: the order (the short side
across, the long side along), the longest move along it (the span), and what each step
needs (later neighbours, room past the frontier, the bipartite sides); which squares a
tour may end on; the bits a state's key needs, and whether the board fits them."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..board.board import Board, Board3D
from .frontier_kernels import CLOSED, OPEN_FROM

#: the longest move along the line the 64-bit key can hold (19: 9 wide)
MAX_SPAN = 19


@dataclass(frozen=True)
class Line:
    """The board's squares in the order they are taken, and what each step needs."""

    order: np.ndarray  # line position -> board square
    span: int  # the longest move along the line
    targets: list[np.ndarray]  # per position: later neighbours as distances along the line
    room: np.ndarray  # room[k, j]: neighbours past k + span of the square at k + j
    near: np.ndarray  # near[k, j]: its neighbours in k + 1 .. k + span, as offsets from k
    colour: np.ndarray | None  # per position: its side of a bipartite move graph, or None
    adj: np.ndarray  # adj[k]: the positions of its neighbours, sorted, -1 padded
    rev: np.ndarray  # rev[k, i]: where k stands in the row of adj[k, i]

    @property
    def squares(self) -> int:
        """Squares on the line (holes left out)."""
        return len(self.order)


def _orders(board: Board) -> list[np.ndarray]:
    """Candidate orders of the live squares: lexicographic along each axis order."""
    live = board.live_squares()
    if isinstance(board, Board3D):
        coords = np.array([board.coords3(s) for s in live], dtype=np.int64).reshape(-1, 3)
        axes: list[tuple[int, ...]] = [
            (0, 1, 2),
            (0, 2, 1),
            (1, 0, 2),
            (1, 2, 0),
            (2, 0, 1),
            (2, 1, 0),
        ]
    else:
        rank, file = np.divmod(live, board.cols)
        coords = np.stack([file, rank], axis=1)
        axes = [(0, 1), (1, 0)]
    # np.lexsort sorts by the last key first: the last axis named runs slowest
    return [live[np.lexsort(tuple(coords[:, a] for a in axis))] for axis in axes]


def span_of(board: Board, order: np.ndarray) -> int:
    """The longest move along the line order."""
    where = np.full(board.size, -1, dtype=np.int64)
    where[order] = np.arange(len(order))
    nb = board.neighbours[order]
    ok = nb >= 0
    if not ok.any():
        return 0
    dist = np.where(ok, where[np.where(ok, nb, 0)] - np.arange(len(order))[:, None], 0)
    return int(np.abs(dist).max())


_LINES: dict[tuple[Board, bool], Line] = {}


def line(board: Board, widest: bool = False) -> Line:
    """The order of squares with the shortest longest move (the short side across), or with
    widest the longest (the long side across: a check of the wide boards' code on boards
    whose counts are known from their narrow side)."""
    got = _LINES.get((board, widest))
    if got is None:
        if len(_LINES) > 64:
            _LINES.clear()
        got = _LINES[(board, widest)] = _line(board, widest)
    return got


def _line(board: Board, widest: bool = False) -> Line:
    best = (max if widest else min)(_orders(board), key=lambda order: span_of(board, order))
    span = max(span_of(board, best), 1)
    n = len(best)
    where = np.full(board.size, -1, dtype=np.int64)
    where[best] = np.arange(n)
    nb = board.neighbours[best]
    targets = []
    later = []  # per position: the positions of its neighbours, sorted
    for k in range(n):
        ps = np.sort(where[nb[k][nb[k] >= 0]])
        later.append(ps)
        targets.append((ps[ps > k] - k).astype(np.int64))
    room = np.zeros((n, span + 1), dtype=np.int64)
    width = max((len(ps) for ps in later), default=0)
    near = np.full((n, span + 1, max(width, 1)), -1, dtype=np.int64)
    for k in range(n):
        for j in range(1, span + 1):
            if k + j < n:
                ps = later[k + j]
                room[k, j] = int((ps > k + span).sum())
                inside = ps[(ps > k) & (ps <= k + span)] - k
                near[k, j, : len(inside)] = inside
    adj = np.full((n, max(width, 1)), -1, dtype=np.int64)
    rev = np.full((n, max(width, 1)), -1, dtype=np.int64)
    distinct = [np.unique(ps) for ps in later]  # a wrapped board may repeat a neighbour
    for k in range(n):
        adj[k, : len(distinct[k])] = distinct[k]
    for k in range(n):
        for i, q in enumerate(distinct[k].tolist()):
            rev[k, i] = int(np.flatnonzero(adj[q] == k)[0])
    return Line(best, span, targets, room, near, _sides(board, best), adj, rev)


def _sides(board: Board, order: np.ndarray) -> np.ndarray | None:
    """Per line position, the square's colour when every move changes colour (a bipartite
    move graph), else None."""
    if isinstance(board, Board3D):
        colour = np.array([board.colour(int(s)) for s in range(board.size)], dtype=np.int8)
    else:
        rank, file = np.divmod(np.arange(board.size), board.cols)
        colour = ((rank + file) & 1).astype(np.int8)
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


def applies(board: Board, closed: bool = False) -> bool:
    """True when the board's frontier fits the 64-bit key (knight's boards up to 9 wide;
    leapers, holes and wrapping as long as the longest move along the line fits)."""
    if min(board.rows, board.cols) > MAX_SPAN:
        return False  # every move across the line spans its width: no need to build it
    span = line(board).span
    return board.squares >= 3 and span <= MAX_SPAN and key_bits(span) <= 64
