"""What the move graph itself proves: connectivity and the two-colour count, for any leaper,
holes and wrapping (the knight's theorems in theorems.py cover only the full rectangle)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..jit import njit


@njit(cache=True, nogil=True)
def _explore(nbr, alive, first, side):
    """Breadth-first from first over alive squares, 2-colouring as it goes.  Returns (squares
    reached, bipartite?); side[v] is 0 or 1 for reached squares, -1 otherwise."""
    n = nbr.shape[0]
    queue = np.empty(n, dtype=np.int64)
    side[first] = 0
    queue[0] = first
    head, tail = 0, 1
    bipartite = True
    while head < tail:
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
                bipartite = False
    return tail, bipartite


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
    live = np.flatnonzero(alive)
    if len(live) == 0:
        return GraphFacts(True, True, side, (0, 0))
    reached, bipartite = _explore(nbr, alive.astype(np.uint8), int(live[0]), side)
    counts = (int((side == 0).sum()), int((side == 1).sum()))
    return GraphFacts(reached == len(live), bool(bipartite), side, counts)


def reached_from(nbr: np.ndarray, alive: np.ndarray, start: int) -> np.ndarray:
    """The squares reached from start by moves through alive squares (start included)."""
    side = np.full(nbr.shape[0], -1, dtype=np.int8)
    _explore(nbr, alive.astype(np.uint8), int(start), side)
    return side >= 0


def warm_up() -> None:
    """Compile (or load from cache) the explorer."""
    analyse(np.array([[1], [0]], dtype=np.int32), np.ones(2, dtype=bool))
