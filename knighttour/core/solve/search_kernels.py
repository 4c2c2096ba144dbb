"""Numba inner loops over flat numpy arrays: resumable, iterative, GIL-free.

Every kernel runs at most ``max_steps`` moves and returns, leaving its whole state in the
arrays it was given, so a caller can stop, look at the path and call again.  Counters live in
an int64 array ``ctr`` (indices below).  A *step* is a move made (a square entered), a
*backtrack* a move taken back.
"""

from __future__ import annotations

import numpy as np

from ..jit import njit

# ctr indices
STEPS, BACKTRACKS, DEPTH, SOLUTIONS, MAX_DEPTH, AT_SOLUTION, DEAD, FORCED, RNG, FORCED_NEAR = range(
    10
)
CTR_LEN = 10

# kernel results
RUNNING, FOUND, EXHAUSTED, STUCK = 0, 1, 2, 3

# pruning levels of the exact search
PRUNE_NONE, PRUNE_DEAD, PRUNE_FULL = 0, 1, 2


@njit(cache=True, nogil=True)
def _visit(nbr, deg, visited, u, v, ctr, track, near):
    """Enter v from u; with track, keep deg (unvisited neighbours) and the DEAD/FORCED counts.

    ``a(w) = deg[w] + (w next to the path's end)`` counts the ways a path can still reach an
    unvisited square w.  a(w) = 0 means w can never be visited (DEAD); a(w) = 1 means w can
    only be the last square (FORCED).  Moving from u to v changes a(w) only for neighbours w of
    u, where it drops from deg[w] + 1 to deg[w], with deg taken before the move.
    FORCED_NEAR counts the forced squares with near[w] set (next to a circuit's start: the
    only squares a circuit may end on); open searches pass near=None, and numba compiles
    a version without it.
    """
    visited[v] = 1
    if not track:
        return
    if deg[v] == 0:
        ctr[FORCED] -= 1
        if near is not None:
            ctr[FORCED_NEAR] -= near[v]
    if u >= 0:
        for k in range(nbr.shape[1]):
            w = nbr[u, k]
            if w >= 0 and w != v and not visited[w]:
                if deg[w] == 1:
                    ctr[FORCED] += 1
                    if near is not None:
                        ctr[FORCED_NEAR] += near[w]
                elif deg[w] == 0:
                    ctr[FORCED] -= 1
                    if near is not None:
                        ctr[FORCED_NEAR] -= near[w]
                    ctr[DEAD] += 1
    for k in range(nbr.shape[1]):
        w = nbr[v, k]
        if w >= 0:
            deg[w] -= 1


@njit(cache=True, nogil=True)
def _unvisit(nbr, deg, visited, u, v, ctr, track, near):
    """Exact inverse of _visit(u, v)."""
    visited[v] = 0
    if not track:
        return
    for k in range(nbr.shape[1]):
        w = nbr[v, k]
        if w >= 0:
            deg[w] += 1
    if u >= 0:
        for k in range(nbr.shape[1]):
            w = nbr[u, k]
            if w >= 0 and w != v and not visited[w]:
                if deg[w] == 1:
                    ctr[FORCED] -= 1
                    if near is not None:
                        ctr[FORCED_NEAR] -= near[w]
                elif deg[w] == 0:
                    ctr[FORCED] += 1
                    if near is not None:
                        ctr[FORCED_NEAR] += near[w]
                    ctr[DEAD] -= 1
    if deg[v] == 0:
        ctr[FORCED] += 1
        if near is not None:
            ctr[FORCED_NEAR] += near[v]


@njit(cache=True, nogil=True)
def init_tracking(nbr, deg, visited, start, ctr, near):
    """Fill deg, DEAD, FORCED and FORCED_NEAR for a path holding only start."""
    n = nbr.shape[0]
    for s in range(n):
        d = 0
        for k in range(nbr.shape[1]):
            w = nbr[s, k]
            if w >= 0 and not visited[w]:
                d += 1
        deg[s] = d
    dead = 0
    forced = 0
    forced_near = 0
    for s in range(n):
        if visited[s]:
            continue
        a = deg[s]
        for k in range(nbr.shape[1]):
            if nbr[s, k] == start:
                a += 1
        if a == 0:
            dead += 1
        elif a == 1:
            forced += 1
            if near is not None:
                forced_near += near[s]
    ctr[DEAD] = dead
    ctr[FORCED] = forced
    ctr[FORCED_NEAR] = forced_near


@njit(cache=True, nogil=True)
def reorder_columns(source, order, table, low, high):
    """Rows low..high of table: source's columns in the given order (a restarted search's
    move table, its jumps shuffled: restarts.py)."""
    for s in range(low, high):
        for k in range(order.shape[0]):
            table[s, k] = source[s, order[k]]


@njit(cache=True, nogil=True)
def _order_candidates(nbr, deg, visited, key, u, cand, d):
    """Unvisited neighbours of u into cand[d], fewest onward moves first, then smallest key,
    then jump order (a stable insertion sort); returns how many."""
    m = 0
    for k in range(nbr.shape[1]):
        w = nbr[u, k]
        if w < 0 or visited[w]:
            continue
        i = m
        while i > 0:
            p = cand[d, i - 1]
            if deg[p] > deg[w] or (deg[p] == deg[w] and key[p] > key[w]):
                cand[d, i] = p
                i -= 1
            else:
                break
        cand[d, i] = w
        m += 1
    return m


@njit(cache=True, nogil=True)
def _store_search(ctr, d, steps, backtracks, max_depth):
    """Save an exact search's counters between calls."""
    ctr[DEPTH] = d
    ctr[STEPS] = steps
    ctr[BACKTRACKS] = backtracks
    ctr[MAX_DEPTH] = max_depth


@njit(cache=True, nogil=True)
def dfs_advance(
    nbr,
    start,
    live,
    warnsdorff,
    prune,
    closed,
    stop_at_solution,
    key,
    path,
    pos,
    cand,
    ncand,
    visited,
    deg,
    ctr,
    max_steps,
    near,
):
    """Exact depth-first search for a path through all `live` squares, resumable.

    nbr: neighbour table (jump order = try order unless warnsdorff).  warnsdorff: order the
    moves at each depth by fewest onward moves (ties by key, then jump order).  prune: 0 none,
    1 back off when an unvisited square has no way in (forward checking), 2 also when two
    squares could only be the last one.  closed: the last square must be a move from start.
    Returns RUNNING (step budget used), FOUND (path holds a solution) or EXHAUSTED.
    With stop_at_solution false, solutions are only counted in ctr[SOLUTIONS].

    Over 80 lines: one numba kernel's loop over its state, kept whole: its parts share a
    dozen locals at every step, and numba passes arrays to a function it inlines with their
    references counted at each call (60-70% slower, measured on the move check).
    """
    jumps = nbr.shape[1]
    last = live - 1
    track = warnsdorff or prune > 0 or closed
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    backtracks = ctr[BACKTRACKS]
    max_depth = ctr[MAX_DEPTH]
    limit = steps + max_steps
    if ctr[AT_SOLUTION] == 1:
        ctr[AT_SOLUTION] = 0
        if d == 0:
            ctr[DEPTH] = -1
            return EXHAUSTED
        _unvisit(nbr, deg, visited, path[d - 1], path[d], ctr, track, near)
        d -= 1
        backtracks += 1
    elif d == 0 and live == 1 and pos[0] == 0:
        pos[0] = jumps + 1
        ctr[SOLUTIONS] += 1
        if stop_at_solution:
            ctr[AT_SOLUTION] = 1
            return FOUND
    if not track and stop_at_solution:
        ctr[DEPTH] = d
        ctr[BACKTRACKS] = backtracks
        return _dfs_plain(nbr, live, path, pos, visited, ctr, max_steps)
    result = RUNNING
    while True:
        if d < 0:
            result = EXHAUSTED
            break
        u = path[d]
        v = -1
        if warnsdorff:
            while pos[d] < ncand[d]:
                w = cand[d, pos[d]]
                pos[d] += 1
                if not visited[w]:
                    v = w
                    break
        else:
            while pos[d] < jumps:
                w = nbr[u, pos[d]]
                pos[d] += 1
                if w >= 0 and not visited[w]:
                    v = w
                    break
        if v < 0:
            # every move from u is tried: take back the move that entered u
            if d == 0:
                d = -1
                result = EXHAUSTED
                break
            _unvisit(nbr, deg, visited, path[d - 1], u, ctr, track, near)
            d -= 1
            backtracks += 1
            continue
        _visit(nbr, deg, visited, u, v, ctr, track, near)
        d += 1
        path[d] = v
        pos[d] = 0
        steps += 1
        if d > max_depth:
            max_depth = d
        ok = True
        if d == last:
            if closed:
                ok = False
                for k in range(jumps):
                    if nbr[v, k] == start:
                        ok = True
                        break
            if ok:
                ctr[SOLUTIONS] += 1
                if stop_at_solution:
                    ctr[AT_SOLUTION] = 1
                    result = FOUND
                    break
            ok = False
        elif closed and (deg[start] == 0 or ctr[FORCED] > ctr[FORCED_NEAR]):
            # no unvisited square is left to close the circuit through, or a square that can
            # only be last is not next to the start
            ok = False
        elif prune > 0:
            if ctr[DEAD] > 0:
                ok = False
            elif prune == 2:
                if ctr[FORCED] > 1:
                    ok = False
                elif d < last - 1:
                    # a neighbour of v whose only way in is from v would end the path early
                    for k in range(jumps):
                        w = nbr[v, k]
                        if w >= 0 and not visited[w] and deg[w] == 0:
                            ok = False
                            break
        if not ok:
            _unvisit(nbr, deg, visited, u, v, ctr, track, near)
            d -= 1
            backtracks += 1
        elif warnsdorff:
            ncand[d] = _order_candidates(nbr, deg, visited, key, v, cand, d)
        if steps >= limit:
            break
    _store_search(ctr, d, steps, backtracks, max_depth)
    return result


@njit(cache=True, nogil=True)
def _dfs_plain(nbr, live, path, pos, visited, ctr, max_steps):
    """The bare loop of dfs_advance for searches that track nothing (plain backtracking,
    degree order): the same state layout, without the bookkeeping the others need."""
    jumps = nbr.shape[1]
    last = live - 1
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    backtracks = ctr[BACKTRACKS]
    max_depth = ctr[MAX_DEPTH]
    limit = steps + max_steps
    result = RUNNING
    u = path[d]
    k = pos[d]
    while True:
        if k < jumps:
            w = nbr[u, k]
            k += 1
            if w < 0 or visited[w]:
                continue
            pos[d] = k
            visited[w] = 1
            d += 1
            path[d] = w
            u = w
            k = 0
            steps += 1
            if d > max_depth:
                max_depth = d
            if d == last:
                ctr[SOLUTIONS] += 1
                ctr[AT_SOLUTION] = 1
                result = FOUND
                break
            if steps >= limit:
                break
        else:
            if d == 0:
                d = -1
                result = EXHAUSTED
                break
            visited[u] = 0
            d -= 1
            backtracks += 1
            u = path[d]
            k = pos[d]
    if d >= 0:
        pos[d] = k
    _store_search(ctr, d, steps, backtracks, max_depth)
    return result


def warm_up() -> None:
    """Compile (or load from cache) this module's kernels on a tiny board.

    Call `solver_kernels.load_all` instead: it does this, and the other modules' kernels, once."""
    nbr = np.array([[1, -1], [0, -1]], dtype=np.int32)
    n = 2
    key = np.zeros(n, dtype=np.int64)
    for warnsdorff, near in (
        (False, None),
        (True, None),
        (False, np.zeros(n, np.uint8)),
        (True, np.zeros(n, np.uint8)),
    ):
        path = np.zeros(n, dtype=np.int32)
        visited = np.zeros(n, dtype=np.uint8)
        visited[0] = 1
        deg = np.zeros(n, dtype=np.int8)
        ctr = np.zeros(CTR_LEN, dtype=np.int64)
        init_tracking(nbr, deg, visited, 0, ctr, near)
        reorder_columns(nbr, np.array([1, 0], dtype=np.int64), np.empty_like(nbr), 0, n)
        cand = np.zeros((n, 2), dtype=np.int32)
        ncand = np.zeros(n, dtype=np.int8)
        ncand[0] = _order_candidates(nbr, deg, visited, key, 0, cand, 0)
        dfs_advance(
            nbr,
            0,
            n,
            warnsdorff,
            2,
            False,
            True,
            key,
            path,
            np.zeros(n, dtype=np.int8),
            cand,
            ncand,
            visited,
            deg,
            ctr,
            10,
            near,
        )
