"""The numba loops of the symmetric tours' search (symmetric.py): a depth-first search over
the orbits of a turn, resumable, the GIL let go."""

from __future__ import annotations

from ..jit import njit

# counters (as search_kernels keeps them)
STEPS, BACKTRACKS, DEPTH, AT_SOLUTION = range(4)
CTR_LEN = 4
K_RUNNING, K_FOUND, K_EXHAUSTED = 0, 1, 2


@njit(cache=True, nogil=True)
def _enter(o, qnbr, vorb, qdeg, close_orbit, openc):
    vorb[o] = 1
    for k in range(qnbr.shape[1]):
        p = qnbr[o, k]
        if p < 0:
            break
        qdeg[p] -= 1
    if close_orbit[o]:
        openc[0] -= 1


@njit(cache=True, nogil=True)
def _leave(o, qnbr, vorb, qdeg, close_orbit, openc):
    vorb[o] = 0
    for k in range(qnbr.shape[1]):
        p = qnbr[o, k]
        if p < 0:
            break
        qdeg[p] += 1
    if close_orbit[o]:
        openc[0] += 1


@njit(cache=True, nogil=True)
def _order(nbr, orb, vorb, qdeg, key, u, cand, d):
    """Moves from u into orbits not visited yet, fewest ways on first (Warnsdorff on the
    orbits), then the smallest key (Roth's: the farthest from the centre), then jump order;
    returns how many."""
    m = 0
    for k in range(nbr.shape[1]):
        w = nbr[u, k]
        if w < 0 or vorb[orb[w]]:
            continue
        i = m
        while i > 0:
            p = cand[d, i - 1]
            if qdeg[orb[p]] > qdeg[orb[w]] or (qdeg[orb[p]] == qdeg[orb[w]] and key[p] > key[w]):
                cand[d, i] = p
                i -= 1
            else:
                break
        cand[d, i] = w
        m += 1
    return m


@njit(cache=True, nogil=True)
def symmetric_advance(
    nbr,
    orb,
    qnbr,
    close,
    close_orbit,
    half,
    path,
    pos,
    cand,
    ncand,
    vorb,
    qdeg,
    openc,
    ctr,
    max_steps,
    key,
):
    """Depth-first search for a path of half squares from path[0], one square of each orbit,
    that ends on a square close marks; resumable, at most max_steps moves a call.  A step
    enters a square (and its orbit), a backtrack takes one back.  Pruning: a path that can no
    longer reach an orbit holding a square it may end on, and an orbit next to the square
    left behind whose every way in is gone, end the branch.  Returns running, found (path
    holds the part) or exhausted.

    Over 80 lines: one numba kernel's loop over its state, kept whole: its parts share a
    dozen locals at every step, and numba passes arrays to a function it inlines with their
    references counted at each call (60-70% slower, measured on the move check)."""
    d = ctr[DEPTH]
    steps = ctr[STEPS]
    back = ctr[BACKTRACKS]
    limit = steps + max_steps
    result = K_RUNNING
    if ctr[AT_SOLUTION] == 1:
        ctr[AT_SOLUTION] = 0
        _leave(orb[path[d]], qnbr, vorb, qdeg, close_orbit, openc)
        d -= 1
        back += 1
    while True:
        if d < 0:
            result = K_EXHAUSTED
            break
        u = path[d]
        v = -1
        while pos[d] < ncand[d]:
            w = cand[d, pos[d]]
            pos[d] += 1
            if vorb[orb[w]] == 0:
                v = w
                break
        if v < 0:
            if d == 0:
                d = -1
                result = K_EXHAUSTED
                break
            _leave(orb[u], qnbr, vorb, qdeg, close_orbit, openc)
            d -= 1
            back += 1
            continue
        ov = orb[v]
        _enter(ov, qnbr, vorb, qdeg, close_orbit, openc)
        d += 1
        path[d] = v
        pos[d] = 0
        steps += 1
        ok = True
        if d == half - 1:
            if close[v]:
                ctr[AT_SOLUTION] = 1
                result = K_FOUND
                break
            ok = False
        elif openc[0] == 0:
            ok = False
        else:
            ou = orb[u]
            for k in range(qnbr.shape[1]):
                p = qnbr[ou, k]
                if p < 0:
                    break
                if vorb[p] or qdeg[p] > 0:
                    continue
                near = False
                for j in range(qnbr.shape[1]):
                    if qnbr[ov, j] == p:
                        near = True
                        break
                if not near:
                    ok = False
                    break
        if not ok:
            _leave(ov, qnbr, vorb, qdeg, close_orbit, openc)
            d -= 1
            back += 1
        else:
            ncand[d] = _order(nbr, orb, vorb, qdeg, key, v, cand, d)
        if steps >= limit:
            break
    ctr[DEPTH] = d
    ctr[STEPS] = steps
    ctr[BACKTRACKS] = back
    return result
