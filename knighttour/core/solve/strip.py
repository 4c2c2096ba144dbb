"""Exact knight's tours of boards 3 or 4 squares wide, in time linear in their length.

The tiles of divide_conquer.py need both sides at least 5.  A board of 3 or 4 rows is a *strip*,
and on a strip a tour can be decided and built column by column by dynamic programming (the
transfer-matrix method): the squares are taken in order along the strip, and each square
decides which of its jumps to squares further along the tour uses.  What the rest of the board
needs to know is only the *frontier*: the squares within two columns ahead, how many tour moves
each already has, and which of them are the two ends of the same piece of path.  There are
only a few hundred (3 rows) or a few thousand (4 rows) frontier states, so the set of states
reachable after each column is computed exactly, and a state reachable after the last column
with the path complete is a tour; none is a proof that there is no tour.

The set of reachable states repeats with a short period (2 columns) after about a dozen
columns, and so does the chain of choices read back from the end, so a strip of any length
costs a few dozen columns of work plus one pass of numpy over the board.

Tours are closed (a Hamiltonian cycle, Schwenk's 3 x N boards) or open from a given square
(the other end is wherever the path ends); for an open tour the state also records whether
that free end has been used.
"""

from __future__ import annotations

import threading
from collections.abc import Generator
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from ..board.board import Board
from ..jit import njit

#: the widths this method takes (wider strips have too many frontier states)
WIDTHS = (3, 4)
#: a square's jumps further along the strip: (columns ahead, rows up)
FORWARD = ((1, -2), (1, 2), (2, -1), (2, 1))
#: bytes per square at the peak: two neighbours, the path, its turned copy and a caller's copy
BYTES_PER_SQUARE = 24

#: runs of layers kept for later boards (a few MB each)
KEPT_RUNS = 12
#: the most steps a strip width keeps (each a few hundred bytes): past it they are forgotten
#: and made again as boards need them
KEPT_MOVES = 1 << 20

T = TypeVar("T")
#: work done in steps: a generator that yields between steps and returns its result
Steps = Generator[None, None, T]

_TERMINAL = -1  # the far end of a piece of path is a tour end already placed
_ONES = [bin(mask).count("1") for mask in range(16)]


@dataclass
class _Run:
    """The layers of columns a .. b - 1 (layers[j]: the states after a + j columns, each
    with the state it came from and the column's choices).  The sets of states become
    periodic: from index mu on they repeat every period columns, and the layers past the
    stored ones are the stored ones again."""

    a: int
    b: int
    layers: list[dict]
    mu: int | None = None
    period: int | None = None

    def layer(self, c: int) -> dict:
        """The states after the first c columns (a < c <= b)."""
        j = c - self.a
        if j < len(self.layers):
            return self.layers[j]
        # past the stored layers a run is periodic
        assert self.mu is not None and self.period is not None
        return self.layers[self.mu + 1 + (j - self.mu - 1) % self.period]


class _Frontier:
    """The states and their transitions for one width and one kind of tour.

    A state is one int: 3 bits for each frontier square (0 no move yet, 1 two moves, 2 a path
    end whose other end is a tour end, k >= 3 a path end whose other end carries the same k),
    then how many free ends are placed (ENDS, two bits) and DONE (the tour is complete).
    Ints keep the tables small and quick to hash.

    free_ends is 0 for closed tours, 1 for open tours from a given start (the other end is
    free) and 2 for open tours with both ends free (for counting over every start)."""

    ENDS = 3
    DONE = 4

    def __init__(self, rows: int, free_ends: int) -> None:
        self.rows = rows
        self.free_ends = free_ends
        self.closed = free_ends == 0
        self.width = 2 * rows + 1  # squares a decision can reach: the frontier
        self.flag_shift = 3 * self.width
        self.initial = 0
        # (state << 16 | step key) -> (next state << 4 | the jumps taken, as FORWARD bits, ...)
        self._cache: dict[int, tuple[int, ...]] = {}
        self._targets: dict[tuple[int, bool, bool], list[tuple[int, int]]] = {}
        self._runs: dict[frozenset, tuple[list[dict], int, int]] = {}
        self._lock = threading.Lock()

    def is_done(self, state: int) -> bool:
        """True for a state after the tour is complete."""
        return bool(state >> self.flag_shift & self.DONE)

    def targets(self, row: int, ahead1: bool, ahead2: bool) -> list[tuple[int, int]]:
        """(bit, distance along the strip) of each jump from a square of row that stays on."""
        key = (row, ahead1, ahead2)
        got = self._targets.get(key)
        if got is None:
            got = [
                (bit, dc * self.rows + dr)
                for bit, (dc, dr) in enumerate(FORWARD)
                if 0 <= row + dr < self.rows and (ahead1 if dc == 1 else ahead2)
            ]
            with self._lock:
                self._targets[key] = got
        return got

    def moves(self, state: int, key: int, args: tuple) -> tuple[int, ...]:
        """The states after the square at the front of state decides its forward moves, each
        as next state << 4 | the moves' FORWARD bits (key and args from _square)."""
        got = self._cache.get(state << 16 | key)
        if got is None:
            got = self._step(state, *args)
            with self._lock:
                if len(self._cache) >= KEPT_MOVES:
                    self._cache.clear()
                self._cache[state << 16 | key] = got
        return got

    def _step(self, state, row, ahead1, ahead2, is_start, tail):
        """The square at the front of state decides its forward moves: see moves."""
        flags = state >> self.flag_shift
        deg0, mate0 = self._decode(state)
        targets = self.targets(row, ahead1, ahead2)
        # how many moves this square may still take: to two, or to one as a tour end
        if is_start:
            counts = {1 - deg0[0]}
        elif flags & self.ENDS == self.free_ends:
            counts = {2 - deg0[0]}
        else:
            counts = {2 - deg0[0], 1 - deg0[0]}
        full = sum(1 << t for t, (_bit, j) in enumerate(targets) if deg0[j] == 2)
        out = []
        for mask in range(1 << len(targets)):
            if mask & full or _ONES[mask] not in counts:
                continue
            got = self._after(mask, targets, deg0, mate0, flags, is_start, tail)
            if got is not None:
                out.append(got)
        return tuple(out)

    def _decode(self, state: int) -> tuple[list[int], list[int]]:
        """The moves each frontier square of state has taken (deg), and each path end's
        other end (mate: _TERMINAL where it is a tour end)."""
        w = self.width
        deg0 = [0] * (w + 1)
        mate0 = [0] * (w + 1)
        seen: dict[int, int] = {}
        for i in range(w):
            e = state >> (3 * i) & 7
            if e == 1:
                deg0[i] = 2
            elif e == 2:
                deg0[i] = 1
                mate0[i] = _TERMINAL
            elif e:
                deg0[i] = 1
                j = seen.pop(e, None)
                if j is None:
                    seen[e] = i
                else:
                    mate0[i], mate0[j] = j, i
        return deg0, mate0

    def _after(
        self,
        mask: int,
        targets: list[tuple[int, int]],
        deg0: list[int],
        mate0: list[int],
        flags: int,
        is_start: bool,
        tail: int,
    ) -> int | None:
        """The next state << 4 | the moves' FORWARD bits once the front square takes the
        jumps of mask; None when they break a rule of a tour."""
        w = self.width
        ends, done = flags & self.ENDS, flags & self.DONE
        deg = deg0[:]
        mate = mate0[:]
        bits = 0
        for t, (bit, j) in enumerate(targets):
            if not mask >> t & 1:
                continue
            bits |= 1 << bit
            if done or deg[0] == 2 or deg[j] == 2:
                return None
            a = 0 if deg[0] == 0 else mate[0]
            b = j if deg[j] == 0 else mate[j]
            deg[0] += 1
            deg[j] += 1
            if a == j:  # the piece closes on itself
                if not self.closed:
                    return None
                done = self.DONE
                continue
            if a != _TERMINAL:
                mate[a] = b
            if b != _TERMINAL:
                mate[b] = a
            if a == _TERMINAL and b == _TERMINAL:
                done = self.DONE
        if is_start:
            if deg[0] != 1:
                return None
            end = True
        elif deg[0] == 2:
            end = False
        elif deg[0] == 1 and ends < self.free_ends:
            ends += 1
            end = True
        else:
            return None
        if end:
            m = mate[0]
            if m == _TERMINAL:
                done = self.DONE
            else:
                mate[m] = _TERMINAL
        # a tour just completed: every square left must already have its two moves
        if (
            done
            and not flags & self.DONE
            and (tail > w + 1 or any(deg[i] != 2 for i in range(1, min(tail, w + 1))))
        ):
            return None
        return self._canonical(deg, mate, ends | done) << 4 | bits

    def _canonical(self, deg, mate, flags) -> int:
        """The state of the frontier one square on (positions 1 .. width of deg and mate)."""
        code = 0
        labels: dict[int, int] = {}
        label = 3
        for i in range(1, self.width + 1):
            d = deg[i]
            if d == 0:
                e = 0
            elif d == 2:
                e = 1
            elif mate[i] == _TERMINAL:
                e = 2
            elif i in labels:
                e = labels.pop(i)
            else:
                labels[mate[i]] = e = label
                label += 1
            code |= e << (3 * (i - 1))
        return code | flags << self.flag_shift

    def _square(self, c: int, row: int, length: int, start_row: int) -> tuple[int, tuple]:
        """The step key and step arguments (row, ahead1, ahead2, is_start, tail: the squares
        from this one to the end, only small values mattering) of the square (c, row)."""
        tail = min(self.rows * (length - c) - row, self.width + 2)
        args = (row, c + 1 < length, c + 2 < length, row == start_row, tail)
        return row << 12 | args[1] << 11 | args[2] << 10 | args[3] << 9 | tail, args

    def column(self, layer, c: int, length: int, start_row: int) -> Steps[dict]:
        """The layer after column c: each reachable state -> one state of layer it comes
        from << 16 | the column's choices (4 bits a row).  Yields after each square."""
        rows = self.rows
        stages = []
        current = layer
        for row in range(rows):
            key, args = self._square(c, row, length, start_row)
            nxt: dict = {}
            for s in current:
                for move in self.moves(s, key, args):
                    t = move >> 4
                    if t not in nxt:
                        nxt[t] = s << 4 | move & 15
            stages.append(nxt)
            current = nxt
            yield
        out = {}
        for t in current:
            code = 0
            u = t
            for row in range(rows - 1, -1, -1):
                back = stages[row][u]
                u = back >> 4
                code |= (back & 15) << (4 * row)
            out[t] = u << 16 | code
        return out

    def count_column(
        self, layer: dict[int, int], c: int, length: int, start_row: int
    ) -> dict[int, int]:
        """The layer after column c with, for each state, the number of ways to reach it."""
        for row in range(self.rows):
            key, args = self._square(c, row, length, start_row)
            nxt: dict[int, int] = {}
            for s, ways in layer.items():
                for move in self.moves(s, key, args):
                    t = move >> 4
                    nxt[t] = nxt.get(t, 0) + ways
            layer = nxt
        return layer

    def run(self, layer: dict, a: int, b: int) -> Steps[_Run]:
        """Columns a .. b - 1, none holding the start nor within three of the end.  The layers
        depend only on the states of the first, so they are kept for the next board."""
        start = frozenset(layer)
        with self._lock:
            got = self._runs.pop(start, None)
            if got is not None:
                self._runs[start] = got  # the most recently used go last
        if got is None:
            layers = [layer]
            seen = {start: 0}
            while True:
                # a column far from the end: the board's real length does not matter
                nxt = yield from self.column(layers[-1], 0, 1 << 40, -1)
                layers.append(nxt)
                key = frozenset(nxt)
                if key in seen:
                    break
                seen[key] = len(layers) - 1
            got = (layers, seen[key], len(layers) - 1 - seen[key])
            with self._lock:
                self._runs[start] = got
                while len(self._runs) > KEPT_RUNS:
                    del self._runs[next(iter(self._runs))]
        layers, mu, period = got
        return _Run(a, b, [layer, *layers[1:]], mu, period)


_frontiers: dict[tuple[int, int], _Frontier] = {}
_frontiers_lock = threading.Lock()


def frontier(rows: int, free_ends: int) -> _Frontier:
    """The shared state tables for strips of this width and kind (see _Frontier; they fill as
    boards are solved, up to KEPT_RUNS runs and KEPT_MOVES steps each, under its lock):
    one per width (3 or 4) and kind (closed, one end free, both), made once."""
    with _frontiers_lock:
        got = _frontiers.get((rows, free_ends))
        if got is None:
            got = _frontiers[(rows, free_ends)] = _Frontier(rows, free_ends)
        return got


def _segments(
    f: _Frontier, length: int, start: tuple[int, int] | None
) -> Steps[tuple[list[_Run], dict]]:
    """The forward pass: runs covering columns 0 .. length - 1, and the last layer."""
    c0, r0 = start if start is not None else (-1, -1)
    segments: list = []
    layer: dict = {f.initial: None}
    c = 0
    while c < length:
        plain_end = min(length - 3, c0 if c0 >= c else length)
        if plain_end - c > 2:
            run = yield from f.run(layer, c, plain_end)
            c = plain_end
        else:
            nxt = yield from f.column(layer, c, length, r0 if c == c0 else -1)
            run = _Run(c, c + 1, [layer, nxt])
            c += 1
        segments.append(run)
        layer = run.layer(c)
    return segments, layer


def _read_back(segments: list[_Run], state: int, length: int) -> np.ndarray:
    """The choices of every column, read back from the final state."""
    codes = np.empty(length, dtype=np.int32)
    for run in reversed(segments):
        c = run.b
        # past mu the layers are the same few objects, and the chain read back through them
        # repeats once a state meets the same layer again: the rest is copied
        seen: dict | None = {} if run.mu is not None else None
        while c > run.a:
            if seen is not None:
                key = (state, id(run.layer(c)))
                if key in seen:
                    assert run.mu is not None  # seen is kept for a periodic run only
                    cycle = seen[key] - c
                    repeats = (c - run.a - run.mu - 1) // cycle
                    if repeats > 0:
                        codes[c - repeats * cycle : c] = np.tile(codes[c : c + cycle], repeats)
                        c -= repeats * cycle
                    seen = None
                    continue
                seen[key] = c
            back = run.layer(c)[state]
            state = back >> 16
            codes[c - 1] = back & 0xFFFF
            c -= 1
    return codes


@njit(cache=True, nogil=True)
def _walk(nb, start, path):
    prev = -1
    cur = start
    for i in range(path.shape[0]):
        path[i] = cur
        nxt = nb[cur, 0]
        if nxt == prev or nxt < 0:
            nxt = nb[cur, 1]
        prev = cur
        cur = nxt


def finish(steps: Steps[T]) -> T:
    """Run steps to the end and return what they give."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


def strip_tour(
    rows: int, length: int, start: tuple[int, int], closed: bool
) -> Steps[np.ndarray | None]:
    """A tour of the rows x length strip from start = (column, row), as strip indices
    (column * rows + row); None when the strip has no such tour.  A closed tour is any cycle
    entered at start."""
    f = frontier(rows, 0 if closed else 1)
    segments, last = yield from _segments(f, length, None if closed else start)
    finals = [s for s in last if f.is_done(s)]
    if not finals:
        return None
    codes = _read_back(segments, finals[0], length)
    size = rows * length
    nb = np.full((size, 2), -1, dtype=np.int32)
    columns = np.arange(length, dtype=np.int32)
    for row in range(rows):
        for bit, (dc, dr) in enumerate(FORWARD):
            at = columns[(codes >> (4 * row + bit)) & 1 == 1]
            if not at.size:
                continue
            u = at * rows + row
            v = (at + dc) * rows + row + dr
            for x, y in ((u, v), (v, u)):
                slot = (nb[x, 0] >= 0).astype(np.intp)
                nb[x, slot] = y
    path = np.empty(size, dtype=np.int32)
    _walk(nb, start[0] * rows + start[1], path)
    return path


def applies(board: Board) -> bool:
    """True for an ordinary knight's board with a side of 3 or 4 (and the other at least 3)."""
    return (
        board.is_knight
        and min(board.rows, board.cols) in WIDTHS
        and max(board.rows, board.cols) >= 3
    )


def solve(board: Board, start: int, closed: bool) -> np.ndarray | None:
    """A tour of the narrow board from start (board squares), or None when there is none: this
    is a proof, since the method is exact."""
    return finish(solve_steps(board, start, closed))


def _along(board: Board, square: int) -> tuple[int, int, tuple[int, int], bool]:
    """The board as a strip: (rows, length, square as (column, row), whether the strip runs
    along the ranks)."""
    across = board.rows <= board.cols
    rows, length = (board.rows, board.cols) if across else (board.cols, board.rows)
    rank, file = divmod(square, board.cols)
    return rows, length, (file, rank) if across else (rank, file), across


def solve_steps(board: Board, start: int, closed: bool) -> Steps[np.ndarray | None]:
    """solve in steps of about a square of a column's states each, so a caller can stop
    between them (drive it with next(); the tour comes as the generator's return value)."""
    rows, length, spot, across = _along(board, start)
    path = yield from strip_tour(rows, length, spot, closed)
    if path is None or not across:
        return path
    column, row = np.divmod(path, rows)
    return (row * board.cols + column).astype(np.int32)


def count(board: Board, start: int | None, closed: bool) -> int:
    """How many tours the narrow board has: closed ones undirected (each cycle once), open
    ones directed (a path from start, or from any square when start is None)."""
    rows, length, (c0, r0), _ = _along(board, 0 if start is None else start)
    free_ends = 0 if closed else 1 if start is not None else 2
    f = frontier(rows, free_ends)
    layer = {f.initial: 1}
    for c in range(length):
        layer = f.count_column(layer, c, length, r0 if c == c0 and free_ends == 1 else -1)
    paths = sum(ways for state, ways in layer.items() if f.is_done(state))
    return 2 * paths if free_ends == 2 else paths  # each path, read both ways


def warm_up(tables: bool = False) -> None:
    """Compile the walk; with tables, also fill the state tables the first long 3- and 4-wide
    boards need (about a second, meant for a background thread)."""
    solve(Board(3, 10), 0, True)
    if tables:
        for rows, start in ((3, 0), (3, 60), (4, 0), (4, 20), (4, 120), (4, 140)):
            solve(Board(rows, 40), start, False)
