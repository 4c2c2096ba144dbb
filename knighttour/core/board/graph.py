"""What the move graph itself proves: connectivity and the two-colour count, for any leaper,
holes and wrapping (the knight's theorems in theorems.py cover only the full rectangle)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..jit import njit

#: the squares one call of _explore_part takes off its queue (reached_from asks stop between)
EXPLORE_PART = 1 << 20


@njit(cache=True, nogil=True)
def _explore_part(nbr, alive, side, queue, state, limit):
    """Go on with a breadth-first search over alive squares, 2-colouring as it goes, for at
    most limit squares taken off the queue.  state is [head, tail, bipartite (1 or 0)];
    side[v] is 0 or 1 for reached squares, -1 otherwise.  Returns True once it has ended."""
    head, tail, bipartite = state[0], state[1], state[2]
    end = head + limit
    while head < tail and head < end:
        u = queue[head]
        head += 1
        for k in range(nbr.shape[1]):
            w = nbr[u, k]
            if w < 0 or not alive[w]:
                continue
            if side[w] < 0:
                side[w] = 1 - side[u]
                queue[tail] = w
                tail += 1
            elif side[w] == side[u]:
                bipartite = 0
    state[0], state[1], state[2] = head, tail, bipartite
    return head >= tail


class _Exploration:
    """A breadth-first search from first, made in parts (_explore_part): the squares
    reached, the colours, whether the graph is bipartite."""

    def __init__(self, nbr: np.ndarray, alive: np.ndarray, first: int, side: np.ndarray) -> None:
        self.nbr, self.alive, self.side = nbr, alive, side
        self.queue = np.empty(nbr.shape[0], dtype=np.int64)
        self.queue[0] = first
        side[first] = 0
        self.state = np.array([0, 1, 1], dtype=np.int64)

    def go_on(self, limit: int) -> bool:
        """At most limit more squares explored; True once the search has ended."""
        return bool(_explore_part(self.nbr, self.alive, self.side, self.queue, self.state, limit))

    @property
    def reached(self) -> int:
        return int(self.state[1])

    @property
    def bipartite(self) -> bool:
        return bool(self.state[2])


@njit(cache=True, nogil=True)
def _ways_in_used_up(nbr, visited, near_end, more_than_one_left):
    """Scan the unvisited squares in board order for those whose ways in are used up: the
    first with no unvisited square a move away (unless near_end[s] and it is the last
    square left, more_than_one_left False), and else the first two with one only (not
    near_end).  Returns (that first square, -1, -1), or (-1, the two), -1 for none."""
    first, second = -1, -1
    for s in range(nbr.shape[0]):
        if visited[s]:
            continue
        free = 0
        for k in range(nbr.shape[1]):
            w = nbr[s, k]
            if w >= 0 and not visited[w]:
                free += 1
                if free > 1:
                    break
        if free == 0 and (more_than_one_left or not near_end[s]):
            return s, -1, -1
        if free == 1 and not near_end[s]:
            if first < 0:
                first = s
            elif second < 0:
                second = s
    return -1, first, second


@njit(cache=True, nogil=True)
def _fewest_moves(nbr, alive):
    """(the first alive square with the fewest moves, its moves), or (-1, 0) for none."""
    best, fewest = -1, 0
    for s in range(nbr.shape[0]):
        if not alive[s]:
            continue
        moves = 0
        for k in range(nbr.shape[1]):
            if nbr[s, k] >= 0:
                moves += 1
        if best < 0 or moves < fewest:
            best, fewest = s, moves
    return best, fewest


def fewest_moves(nbr: np.ndarray, alive: np.ndarray) -> tuple[int, int]:
    """(the first alive square, in board order, with the fewest moves on the empty board,
    and its moves): one pass without the GIL ((nbr[live] >= 0).sum(axis=1) made a copy of
    the table, 768 MB and seconds on 8 million squares)."""
    square, moves = _fewest_moves(nbr, _flags(alive))
    return int(square), int(moves)


def ways_in_used_up(
    nbr: np.ndarray, visited: np.ndarray, near_end: np.ndarray, more_than_one_left: bool
) -> tuple[int, int, int]:
    """(the first unvisited square with no way in left, or -1; else the first two whose one
    way in is left and that are not near_end, -1 for none): one pass over the move table
    without the GIL (the arrays it took, on 8 million squares, held it 200 ms)."""
    shut, first, second = _ways_in_used_up(
        nbr, _flags(visited), _flags(near_end), more_than_one_left
    )
    return int(shut), int(first), int(second)


def _flags(a: np.ndarray) -> np.ndarray:
    """a as one byte a square for the kernels (a bool array's own memory: no copy)."""
    return a.view(np.uint8) if a.dtype == np.bool_ else a.astype(np.uint8)


@dataclass(frozen=True)
class GraphFacts:
    """Connectivity and colouring of the move graph on the live squares."""

    connected: bool
    bipartite: bool
    side: np.ndarray  # 0/1 per square (bipartite graphs), -1 for holes
    counts: tuple[int, int]


def analyse(nbr: np.ndarray, alive: np.ndarray) -> GraphFacts:
    """Explore the move graph (nbr: the neighbour table; alive: the squares to tour)."""
    side = np.full(nbr.shape[0], -1, dtype=np.int8)
    live = int(np.count_nonzero(alive))
    if live == 0:
        return GraphFacts(True, True, side, (0, 0))
    first = int(np.argmax(alive))  # (the first live square, without listing them all)
    exploration = _Exploration(nbr, _flags(alive), first, side)
    exploration.go_on(nbr.shape[0])
    counts = (int((side == 0).sum()), int((side == 1).sum()))
    return GraphFacts(exploration.reached == live, exploration.bipartite, side, counts)


def reached_from(
    nbr: np.ndarray, alive: np.ndarray, start: int, stop: Callable[[], bool] | None = None
) -> np.ndarray | None:
    """The squares reached from start by moves through alive squares (start included); None
    when stop said True (it is asked every EXPLORE_PART squares: on 8 million squares the
    whole search takes a second or more)."""
    side = np.full(nbr.shape[0], -1, dtype=np.int8)
    exploration = _Exploration(nbr, _flags(alive), int(start), side)
    while not exploration.go_on(EXPLORE_PART):
        if stop is not None and stop():
            return None
    return side >= 0


def warm_up() -> None:
    """Compile (or load from cache) the explorer and the two scans of the table."""
    nbr = np.array([[1], [0]], dtype=np.int32)
    analyse(nbr, np.ones(2, dtype=bool))
    ways_in_used_up(nbr, np.zeros(2, dtype=bool), np.zeros(2, dtype=bool), True)
    fewest_moves(nbr, np.ones(2, dtype=bool))
