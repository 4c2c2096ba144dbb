"""The greedy walks' numba loops (Warnsdorff and its tie-breaks, the naive rules, Squirrel
and Cull's schedule): resumable, iterative, GIL-free, sharing search_kernels.py's counters.

A walk reads its moves from the board's move table, or, on a flat board without wrapping,
works them out from the board's shape and jumps (`geometry`): no table of the board's size
is made, and the first onward counts come from the rim alone (`rim_degrees`), so a first
walk over a million squares costs what a warm one does.
"""

from __future__ import annotations

import numpy as np

from ..jit import njit
from .search_kernels import CTR_LEN, DEPTH, FOUND, MAX_DEPTH, RNG, RUNNING, STEPS, STUCK


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


#: an onward count at or over this marks a visited square in warnsdorff_walk's deg (an
#: unvisited square's count is at most the leaper's jumps, 8; a visited one starts at
#: VISITED and loses at most 8)
VISITED = 100
SEEN = 50


def mark_visited(deg: np.ndarray, squares: np.ndarray) -> None:
    """deg as warnsdorff_walk reads it: squares (the start, the holes) marked visited."""
    deg[squares] = VISITED


@njit(cache=True, nogil=True)
def warnsdorff_walk(geo, live, path, deg, ctr, max_steps):
    """Warnsdorff's rule, first in jump order on ties, on a board whose moves geo works out
    (greedy_advance's RULE_FIRST, written for speed); resumable.  Returns RUNNING, FOUND or
    STUCK.

    One array is read a move: deg carries the visited marks (VISITED and over, see
    mark_visited), so a look at a neighbour is one load where greedy_advance made two, no
    visited flags are written (16 MB of fresh memory less on 4000x4000), and no branch on
    the rule or the way moves are read is taken a move.  Measured on 1000x1000 and
    4000x4000: 2.2-2.5 times greedy_advance's speed, the same walk."""
    files, ranks = geo[0], geo[1]
    jumps = (len(geo) - 2) // 2
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    limit = steps + max_steps
    result = RUNNING
    rank, file = path[d] // files, path[d] % files
    while True:
        if d == live - 1:
            result = FOUND
            break
        best = -1
        best_k = 0
        best_deg = SEEN
        for k in range(jumps):
            f2 = file + geo[2 + 2 * k]
            r2 = rank + geo[3 + 2 * k]
            if f2 < 0 or f2 >= files or r2 < 0 or r2 >= ranks:
                continue
            w = r2 * files + f2
            if deg[w] < best_deg:
                best, best_k, best_deg = w, k, deg[w]
        if best < 0:
            result = STUCK
            break
        rank += geo[3 + 2 * best_k]
        file += geo[2 + 2 * best_k]
        deg[best] = VISITED
        for k in range(jumps):
            f2 = file + geo[2 + 2 * k]
            r2 = rank + geo[3 + 2 * k]
            if 0 <= f2 < files and 0 <= r2 < ranks:
                deg[r2 * files + f2] -= 1
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
    """Compile (or load from cache) this module's kernels on a tiny board, both ways of
    reading the moves (solver_kernels.py's search group calls it)."""
    nbr = np.array([[1, -1], [0, -1]], dtype=np.int32)
    n = 2
    key = np.zeros(n, dtype=np.int64)
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
    mark_visited(deg, np.zeros(1, np.int64))
    warnsdorff_walk(geo, n, path, deg, np.zeros(CTR_LEN, np.int64), 10)
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
