"""The edge search's numba loop: a tour found, or proved impossible, on a small board by
choosing its moves as edges rather than walking them square by square.

A tour is a path through every square; on a board of a hundred squares or fewer whose
leaper's graph is sparse (two to eight moves a square), deciding edge by edge, with what
each decision forces, proves "no tour" where a walk would have to try billions of paths.
For an open tour from s, each possible last square t is tried in turn (the graph's two
colours rule most out before any search); then every square must end with exactly two
chosen edges, s and t with one.  After each choice the consequences are drawn at once:

- a square with as many edges left as it still needs takes them all (a corner of two
  moves that is neither end takes both);
- a square with all it needs loses its other edges;
- an edge joining the two ends of one chain of chosen edges is deleted (it would close a
  cycle short of every square), and so is an edge that would join s's chain to t's before
  the chain holds every square;
- a square with fewer edges left than it needs, or a graph of the edges left that no
  longer reaches every square, ends the branch.

The search branches on the square with the fewest undecided edges among those still
needing one: its first undecided edge chosen, then (that branch exhausted) deleted.  State
lives in arrays, undone through a trail, so the loop is iterative and resumable like the
other kernels: at most max_steps decisions a call.  A closed tour is the same with every
square needing two edges and the one cycle allowed when it holds every square.
"""

from __future__ import annotations

import numpy as np

from ..jit import njit

# ctr indices
STEPS, BACKTRACKS, DEPTH, TRAIL, END_INDEX, PHASE, AT_SOLUTION = range(7)
CTR_LEN = 7
# phases
SET_UP, SEARCH = 0, 1
# results
RUNNING, FOUND, EXHAUSTED = 0, 1, 2
# edge states
UNDECIDED, CHOSEN, DELETED = 0, 1, 2
# trail records: kind, square, jump, then (choices) the chain ends' old links and lengths
CHOOSE, DELETE = 1, 2
TRAIL_WIDTH = 9


@njit(cache=True, nogil=True)
def _choose(nbr, rev, state, chosen, need, other, length, trail, ctr, queue, v, k, ends):
    """Choose edge (v, jump k); False when it cannot be (a square past its need, a cycle or
    an s-t chain short of every square).  ends: (s, t, squares, closed)."""
    w = nbr[v, k]
    if chosen[v] >= need[v] or chosen[w] >= need[w]:
        return False
    a, b = other[v], other[w]
    total = length[v] + length[w]
    s, t, squares, closed = ends[0], ends[1], ends[2], ends[3]
    if a == w:  # v and w end one chain: this edge closes it into a cycle
        if closed == 0 or length[v] != squares:
            return False
    elif closed == 0 and total < squares and ((a == s and b == t) or (a == t and b == s)):
        return False
    n = ctr[TRAIL]
    trail[n, 0], trail[n, 1], trail[n, 2] = CHOOSE, v, k
    trail[n, 3], trail[n, 4], trail[n, 5] = a, other[a], length[a]
    trail[n, 6], trail[n, 7], trail[n, 8] = b, other[b], length[b]
    ctr[TRAIL] = n + 1
    state[v, k] = CHOSEN
    state[w, rev[v, k]] = CHOSEN
    chosen[v] += 1
    chosen[w] += 1
    if a != w:
        other[a], other[b] = b, a
        length[a], length[b] = total, total
    _push(queue, v)
    _push(queue, w)
    _push(queue, a)
    _push(queue, b)
    return True


@njit(cache=True, nogil=True)
def _delete(nbr, rev, state, avail, trail, ctr, queue, v, k):
    """Delete edge (v, jump k)."""
    w = nbr[v, k]
    n = ctr[TRAIL]
    trail[n, 0], trail[n, 1], trail[n, 2] = DELETE, v, k
    ctr[TRAIL] = n + 1
    state[v, k] = DELETED
    state[w, rev[v, k]] = DELETED
    avail[v] -= 1
    avail[w] -= 1
    _push(queue, v)
    _push(queue, w)


@njit(cache=True, nogil=True)
def _push(queue, v):
    """Queue square v for a look (queue[0] holds the length; a square may be in twice)."""
    queue[0] += 1
    queue[queue[0]] = v


@njit(cache=True, nogil=True)
def _undo(nbr, rev, state, chosen, avail, other, length, trail, ctr, to):
    """Take back the trail's records down to length to."""
    n = ctr[TRAIL]
    while n > to:
        n -= 1
        v, k = trail[n, 1], trail[n, 2]
        w = nbr[v, k]
        state[v, k] = UNDECIDED
        state[w, rev[v, k]] = UNDECIDED
        if trail[n, 0] == CHOOSE:
            chosen[v] -= 1
            chosen[w] -= 1
            b, a = trail[n, 6], trail[n, 3]
            other[b], length[b] = trail[n, 7], trail[n, 8]
            other[a], length[a] = trail[n, 4], trail[n, 5]
        else:
            avail[v] += 1
            avail[w] += 1
    ctr[TRAIL] = n


@njit(cache=True, nogil=True)
def _settle(nbr, rev, state, chosen, avail, need, other, length, trail, ctr, queue, ends):
    """Draw every consequence of the queued squares; False on a contradiction."""
    jumps = nbr.shape[1]
    squares, closed = ends[2], ends[3]
    while queue[0] > 0:
        x = queue[queue[0]]
        queue[0] -= 1
        if avail[x] < need[x]:
            queue[0] = 0
            return False
        left = need[x] - chosen[x]
        undecided = avail[x] - chosen[x]
        if undecided > 0 and left == 0:
            for k in range(jumps):
                if nbr[x, k] >= 0 and state[x, k] == UNDECIDED:
                    _delete(nbr, rev, state, avail, trail, ctr, queue, x, k)
        elif undecided > 0 and undecided == left:
            for k in range(jumps):
                if nbr[x, k] >= 0 and state[x, k] == UNDECIDED:
                    ends_ok = _choose(
                        nbr, rev, state, chosen, need, other, length, trail, ctr, queue, x, k, ends
                    )
                    if not ends_ok:
                        queue[0] = 0
                        return False
        elif undecided > 0 and chosen[x] < need[x] and other[x] != x:
            # the edge to the other end of x's chain would close it short of every square
            y = other[x]
            if closed == 0 or length[x] != squares:
                for k in range(jumps):
                    if nbr[x, k] == y and state[x, k] == UNDECIDED:
                        _delete(nbr, rev, state, avail, trail, ctr, queue, x, k)
    return True


@njit(cache=True, nogil=True)
def _reaches_all(nbr, state, need, s, seen, stack):
    """Whether the edges not deleted still join every square that needs an edge to s."""
    seen[:] = 0
    seen[s] = 1
    stack[0] = s
    top = 1
    count = 1
    while top > 0:
        top -= 1
        u = stack[top]
        for k in range(nbr.shape[1]):
            w = nbr[u, k]
            if w >= 0 and state[u, k] != DELETED and seen[w] == 0:
                seen[w] = 1
                stack[top] = w
                top += 1
                count += 1
    missed = 0
    for v in range(len(need)):
        if need[v] > 0 and seen[v] == 0:
            missed += 1
    return missed == 0


@njit(cache=True, nogil=True)
def _set_up(nbr, live, s, t, state, chosen, avail, need, other, length, ctr, queue):
    """Every edge undecided; each live square needs two edges, s and t one (t < 0: a
    closed tour, two for every square)."""
    for v in range(nbr.shape[0]):
        chosen[v] = 0
        other[v] = v
        length[v] = 1
        need[v] = 2 if live[v] else 0
        avail[v] = 0
        for k in range(nbr.shape[1]):
            w = nbr[v, k]
            if w >= 0 and live[v] and live[w]:
                state[v, k] = UNDECIDED
                avail[v] += 1
            else:
                state[v, k] = DELETED
    if t >= 0:
        need[s] = 1
        need[t] = 1
    ctr[TRAIL] = 0
    ctr[DEPTH] = 0
    queue[0] = 0
    for v in range(nbr.shape[0]):
        if need[v] > 0:
            _push(queue, v)


@njit(cache=True, nogil=True)
def edge_advance(
    nbr, rev, live, s, targets, state, chosen, avail, need, other, length, trail, decisions,
    queue, seen, stack, ends, ctr, max_steps
):  # fmt: skip
    """Search for a tour from s ending on one of targets (tried in turn; targets = [-1]: a
    closed tour), at most max_steps decisions; resumable.  RUNNING, FOUND (the chosen edges
    are the tour, ends[1] its last square) or EXHAUSTED (no tour, every target tried).
    Called again after FOUND, it goes on to the next tour."""
    steps = ctr[STEPS]
    limit = steps + max_steps
    while steps < limit:
        if ctr[PHASE] == SET_UP:
            if ctr[END_INDEX] >= len(targets):
                ctr[STEPS] = steps
                return EXHAUSTED
            t = targets[ctr[END_INDEX]]
            ends[1] = t
            _set_up(nbr, live, s, t, state, chosen, avail, need, other, length, ctr, queue)
            ctr[PHASE] = SEARCH
            ctr[AT_SOLUTION] = 0
            ok = _settle(
                nbr, rev, state, chosen, avail, need, other, length, trail, ctr, queue, ends
            )
        elif ctr[AT_SOLUTION] == 1:  # asked for the next tour: this one counts as a failure
            ctr[AT_SOLUTION] = 0
            ok = False
        else:
            ok = True
        if ok and not _reaches_all(nbr, state, need, s, seen, stack):
            ok = False
        if ok:
            best, best_undecided = -1, 1 << 30
            for v in range(len(need)):
                if chosen[v] < need[v]:
                    undecided = avail[v] - chosen[v]
                    if undecided < best_undecided:
                        best, best_undecided = v, undecided
            if best < 0:  # every square has what it needs: a tour
                ctr[AT_SOLUTION] = 1
                ctr[STEPS] = steps
                return FOUND
            k = 0
            while nbr[best, k] < 0 or state[best, k] != UNDECIDED:
                k += 1
            d = ctr[DEPTH]
            decisions[d, 0], decisions[d, 1], decisions[d, 2] = ctr[TRAIL], best, k
            ctr[DEPTH] = d + 1
            steps += 1
            ok = _choose(
                nbr, rev, state, chosen, need, other, length, trail, ctr, queue, best, k, ends
            )
            ok = ok and _settle(
                nbr, rev, state, chosen, avail, need, other, length, trail, ctr, queue, ends
            )
        while not ok:  # back to the last decision, its edge deleted instead
            queue[0] = 0
            d = ctr[DEPTH]
            if d == 0:
                ctr[END_INDEX] += 1
                ctr[PHASE] = SET_UP
                break
            d -= 1
            ctr[DEPTH] = d
            ctr[BACKTRACKS] += 1
            _undo(nbr, rev, state, chosen, avail, other, length, trail, ctr, decisions[d, 0])
            _delete(nbr, rev, state, avail, trail, ctr, queue, decisions[d, 1], decisions[d, 2])
            ok = _settle(
                nbr, rev, state, chosen, avail, need, other, length, trail, ctr, queue, ends
            )
            ok = ok and _reaches_all(nbr, state, need, s, seen, stack)
    ctr[STEPS] = steps
    return RUNNING


@njit(cache=True, nogil=True)
def chosen_path(nbr, state, s, out):
    """The tour the chosen edges make, from s, into out (its squares in order)."""
    prev, v = -1, s
    for i in range(len(out)):
        out[i] = v
        nxt = -1
        for k in range(nbr.shape[1]):
            w = nbr[v, k]
            if w >= 0 and w != prev and state[v, k] == CHOSEN:
                nxt = w
                break
        prev, v = v, nxt
        if v < 0:
            break


def warm_up() -> None:
    """Compile (or load from cache) the kernels on a tiny board (a path of three squares)."""
    nbr = np.array([[1, -1], [0, 2], [1, -1]], dtype=np.int32)
    rev = np.array([[0, 0], [0, 0], [1, 0]], dtype=np.int64)
    arrays = EdgeArrays(nbr, rev, np.ones(3, np.uint8), 0, np.array([2], np.int64), False)
    arrays.advance(100)
    chosen_path(nbr, arrays.state, 0, np.zeros(3, np.int64))


class EdgeArrays:
    """The edge search's state, for one start and its list of last squares to try."""

    def __init__(
        self,
        nbr: np.ndarray,
        rev: np.ndarray,
        live: np.ndarray,
        start: int,
        targets: np.ndarray,
        closed: bool,
    ) -> None:
        n, jumps = nbr.shape
        edges = n * jumps + 2
        self.nbr, self.rev, self.live, self.start = nbr, rev, live, start
        self.targets = targets
        self.state = np.zeros((n, jumps), np.int8)
        self.chosen = np.zeros(n, np.int64)
        self.avail = np.zeros(n, np.int64)
        self.need = np.zeros(n, np.int64)
        self.other = np.zeros(n, np.int64)
        self.length = np.zeros(n, np.int64)
        self.trail = np.zeros((edges, TRAIL_WIDTH), np.int64)
        self.decisions = np.zeros((edges, 3), np.int64)
        self.queue = np.zeros(8 * edges + 8, np.int64)
        self.seen = np.zeros(n, np.uint8)
        self.stack = np.zeros(n + 1, np.int64)
        squares = int(np.count_nonzero(live))
        self.ends = np.array([start, -1, squares, int(closed)], np.int64)
        self.ctr = np.zeros(CTR_LEN, np.int64)

    def advance(self, max_steps: int) -> int:
        """Run at most max_steps decisions: RUNNING, FOUND or EXHAUSTED."""
        return int(
            edge_advance(
                self.nbr,
                self.rev,
                self.live,
                self.start,
                self.targets,
                self.state,
                self.chosen,
                self.avail,
                self.need,
                self.other,
                self.length,
                self.trail,
                self.decisions,
                self.queue,
                self.seen,
                self.stack,
                self.ends,
                self.ctr,
                max_steps,
            )
        )

    def path(self) -> np.ndarray:
        """The tour the chosen edges make (after FOUND)."""
        out = np.full(int(self.ends[2]), -1, np.int64)
        chosen_path(self.nbr, self.state, self.start, out)
        return out
