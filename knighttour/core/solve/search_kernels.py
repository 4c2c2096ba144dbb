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


@njit(cache=True, nogil=True)
def _store_walk(ctr, d, steps):
    """Save a greedy walk's depth and steps between calls."""
    ctr[DEPTH] = d
    ctr[STEPS] = steps
    if d > ctr[MAX_DEPTH]:
        ctr[MAX_DEPTH] = d


@njit(cache=True, nogil=True, inline="always")
def _target(nbr, geo, u, rank, file, k):
    """Where jump k leads from square u (at rank, file), or -1: read from the move table
    nbr, or, when geo[0] (the files) is not 0, worked out from the board's shape and jumps
    (geo: files, ranks, then each jump's file and rank step), with no table at all."""
    if geo[0] == 0:
        return nbr[u, k]
    f2 = file + geo[2 + 2 * k]
    r2 = rank + geo[3 + 2 * k]
    if f2 < 0 or f2 >= geo[0] or r2 < 0 or r2 >= geo[1]:
        return -1
    return r2 * geo[0] + f2


@njit(cache=True, nogil=True, inline="always")
def _place(geo, u):
    """(rank, file) of square u where geo works the moves out, else (0, 0)."""
    if geo[0] == 0:
        return 0, 0
    return u // geo[0], u % geo[0]


@njit(cache=True, nogil=True, inline="always")
def _moved(geo, rank, file, k):
    """(rank, file) after jump k from (rank, file) where geo works the moves out, else
    (0, 0): a walk keeps its place so, with no division a move."""
    if geo[0] == 0:
        return 0, 0
    return rank + geo[3 + 2 * k], file + geo[2 + 2 * k]


@njit(cache=True, nogil=True)
def _enter(nbr, geo, deg, visited, v, rank, file):
    """A greedy walk enters v (at rank, file where geo works the moves out): mark it and
    take it off its neighbours' onward counts."""
    visited[v] = 1
    for k in range(_jumps(nbr, geo)):
        w = _target(nbr, geo, v, rank, file, k)
        if w >= 0:
            deg[w] -= 1


@njit(cache=True, nogil=True, inline="always")
def _jumps(nbr, geo):
    """How many jumps the leaper has (the table's columns, or geo's pairs)."""
    if geo[0] == 0:
        return nbr.shape[1]
    return (len(geo) - 2) // 2


def geometry(board) -> np.ndarray:
    """What the greedy kernels take as geo: [0] to read the move table, or, for a flat
    board without wrapping (holes are the visited flags' business), its files, ranks and
    jumps, so that no table of the board's size is made (on a million squares the table
    cost a first run more than its walk)."""
    if board.is_3d or board.wrap != "none":
        return np.zeros(1, dtype=np.int64)
    return np.array([board.cols, board.rows, *(x for jump in board.jumps for x in jump)], np.int64)


# greedy rules
RULE_FIRST, RULE_RANDOM, RULE_POHL, RULE_KEY, RULE_KEY_ONLY = range(5)


@njit(cache=True, nogil=True)
def _xorshift(ctr):
    x = ctr[RNG]
    x ^= (x << 13) & 0x7FFFFFFFFFFFFFFF
    x ^= x >> 7
    x ^= (x << 17) & 0x7FFFFFFFFFFFFFFF
    x &= 0x7FFFFFFFFFFFFFFF
    if x == 0:
        x = 88172645463325252
    ctr[RNG] = x
    return x


@njit(cache=True, nogil=True)
def greedy_advance(nbr, geo, live, rule, key, path, visited, deg, ctr, max_steps):
    """One-way greedy walk, no backtracking; resumable.  Returns RUNNING, FOUND or STUCK.

    rule FIRST: fewest onward moves (Warnsdorff), first in jump order wins ties.  RANDOM: ties
    by a seeded xorshift draw.  POHL: ties by the smallest onward count one move further on,
    then jump order.  KEY: ties by the smallest key (e.g. Roth's distance from the centre,
    negated).  KEY_ONLY: no degree at all, the smallest key wins (the naive rules).
    geo: as _target takes it (the moves from the table nbr, or worked out).
    """
    jumps = _jumps(nbr, geo)
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    limit = steps + max_steps
    result = RUNNING
    rank, file = _place(geo, path[d])
    while True:
        if d == live - 1:
            result = FOUND
            break
        u = path[d]
        best = -1
        best_k = 0
        best_deg = 1 << 30
        best_key = 0
        ties = 0
        for k in range(jumps):
            w = _target(nbr, geo, u, rank, file, k)
            if w < 0 or visited[w]:
                continue
            if rule == RULE_KEY_ONLY:
                if best < 0 or key[w] < best_key:
                    best, best_k, best_key = w, k, key[w]
                continue
            dw = deg[w]
            if dw < best_deg:
                best, best_k, best_deg, ties = w, k, dw, 1
                if rule == RULE_KEY:
                    best_key = key[w]
                elif rule == RULE_POHL:
                    w_rank, w_file = _moved(geo, rank, file, k)
                    best_key = _lookahead(nbr, geo, deg, visited, w, w_rank, w_file)
            elif dw == best_deg:
                ties += 1
                if rule == RULE_RANDOM:
                    # reservoir sampling: each tied square wins with equal probability
                    if _xorshift(ctr) % ties == 0:
                        best, best_k = w, k
                elif rule == RULE_KEY:
                    if key[w] < best_key:
                        best, best_k, best_key = w, k, key[w]
                elif rule == RULE_POHL:
                    w_rank, w_file = _moved(geo, rank, file, k)
                    la = _lookahead(nbr, geo, deg, visited, w, w_rank, w_file)
                    if la < best_key:
                        best, best_k, best_key = w, k, la
        if best < 0:
            result = STUCK
            break
        rank, file = _moved(geo, rank, file, best_k)
        _enter(nbr, geo, deg, visited, best, rank, file)
        d += 1
        path[d] = best
        steps += 1
        if steps >= limit:
            break
    _store_walk(ctr, d, steps)
    return result


@njit(cache=True, nogil=True)
def schedule_advance(nbr, geo, live, ranks, switch, path, visited, deg, ctr, rule, max_steps):
    """Warnsdorff's rule under a schedule of tie-break orders (Squirrel and Cull); resumable.

    ranks[r, k] is the tie-break rank of jump k under order r (smaller wins); before each move,
    if the knight stands on switch[r] of the current order r, order r + 1 takes over.  rule[0]
    holds the current order between calls.  Returns RUNNING, FOUND or STUCK.  geo: as
    greedy_advance's.
    """
    jumps = _jumps(nbr, geo)
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    limit = steps + max_steps
    result = RUNNING
    r = rule[0]
    rank, file = _place(geo, path[d])
    while True:
        if d == live - 1:
            result = FOUND
            break
        u = path[d]
        if u == switch[r] and r + 1 < ranks.shape[0]:
            r += 1
        best = -1
        best_k = 0
        best_deg = 1 << 30
        best_rank = 1 << 30
        for k in range(jumps):
            w = _target(nbr, geo, u, rank, file, k)
            if w < 0 or visited[w]:
                continue
            dw = deg[w]
            if dw < best_deg or (dw == best_deg and ranks[r, k] < best_rank):
                best, best_k, best_deg, best_rank = w, k, dw, ranks[r, k]
        if best < 0:
            result = STUCK
            break
        rank, file = _moved(geo, rank, file, best_k)
        _enter(nbr, geo, deg, visited, best, rank, file)
        d += 1
        path[d] = best
        steps += 1
        if steps >= limit:
            break
    rule[0] = r
    _store_walk(ctr, d, steps)
    return result


@njit(cache=True, nogil=True)
def _lookahead(nbr, geo, deg, visited, w, rank, file):
    """Pohl's tie-break: the fewest onward moves among w's unvisited neighbours once w is
    entered (each of them loses w as an unvisited neighbour); rank, file: w's, where geo
    works the moves out."""
    best = 1 << 30
    for k in range(_jumps(nbr, geo)):
        x = _target(nbr, geo, w, rank, file, k)
        if x >= 0 and not visited[x] and deg[x] - 1 < best:
            best = deg[x] - 1
    return best


@njit(cache=True, nogil=True)
def unvisited_degrees(nbr, geo, visited, deg):
    """deg[s] = number of unvisited neighbours of s (geo: as greedy_advance's; the greedy
    walks count afresh where geo works the moves out, and need no deg)."""
    rank, file = 0, 0  # s's, counted along (no division a square)
    for s in range(len(deg)):
        c = 0
        for k in range(_jumps(nbr, geo)):
            w = _target(nbr, geo, s, rank, file, k)
            if w >= 0 and not visited[w]:
                c += 1
        deg[s] = c
        file += 1
        if file == geo[0]:
            file = 0
            rank += 1


@njit(cache=True, nogil=True)
def rim_degrees(geo, deg, entered):
    """deg as unvisited_degrees makes it when only the squares of entered are visited, on a
    board whose moves geo works out: every square gets the leaper's jumps, and only the rim,
    as deep as the longest jump, is counted square by square (a pass over every square of a
    million took longer than a Warnsdorff walk's first tenth)."""
    files, ranks = geo[0], geo[1]
    jumps = (len(geo) - 2) // 2
    reach_f, reach_r = 0, 0
    for k in range(jumps):
        reach_f = max(reach_f, abs(geo[2 + 2 * k]))
        reach_r = max(reach_r, abs(geo[3 + 2 * k]))
    deg[:] = jumps
    nbr = np.empty((0, jumps), dtype=np.int32)
    for rank in range(ranks):
        rim = rank < reach_r or rank >= ranks - reach_r
        low_end = files if rim else min(reach_f, files)  # files 0 .. low_end - 1
        high_start = max(low_end, files - reach_f)  # and high_start .. files - 1
        for part in range(2):
            first, last = (0, low_end) if part == 0 else (high_start, files)
            for file in range(first, last):
                c = 0
                for k in range(jumps):
                    if _target(nbr, geo, 0, rank, file, k) >= 0:
                        c += 1
                deg[rank * files + file] = c
    for v in entered:
        rank, file = v // files, v % files
        for k in range(jumps):
            w = _target(nbr, geo, v, rank, file, k)
            if w >= 0:
                deg[w] -= 1


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
    path = np.zeros(n, dtype=np.int32)
    visited = np.zeros(n, dtype=np.uint8)
    visited[0] = 1
    deg = np.zeros(n, dtype=np.int8)
    for geo in (np.zeros(1, np.int64), np.array([2, 1, 1, 0, -1, 0], np.int64)):
        path[:] = 0
        visited[:] = 0
        visited[0] = 1
        unvisited_degrees(nbr, geo, visited, deg)
        ctr = np.zeros(CTR_LEN, np.int64)
        greedy_advance(nbr, geo, n, RULE_FIRST, key, path, visited, deg, ctr, 10)
    path[:] = 0
    visited[:] = 0
    visited[0] = 1
    rim_degrees(geo, deg, np.zeros(1, np.int64))
    schedule_advance(
        nbr,
        geo,
        n,
        np.zeros((1, 2), np.int64),
        np.full(1, -1, np.int64),
        path,
        visited,
        deg,
        np.zeros(CTR_LEN, np.int64),
        np.zeros(1, np.int64),
        10,
    )
