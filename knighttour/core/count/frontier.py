"""Counting tours by their frontier: a dynamic programme whose cost grows with the number of
frontier states, not with the number of tours.

The squares are put in one line (the short side across, the long side along: column after
column) and taken one at a time.  Taking square k means choosing which of its moves to squares
later in the line the tour uses; its moves to earlier squares were chosen when those were
taken.  Everything the rest of the board needs to know about the choices so far is the
*frontier*: the next B squares (B is the longest move along the line, 2 * rows + 1 for the
knight), how many tour moves each already has (0, 1 or 2), which pairs of them are the two
ends of one piece of path, which ends lead back to an end of the tour, and how many ends of the
tour are placed.  That state is packed into one 64-bit key (frontier_kernels.py says how,
and holds the numba kernels: the hash tables and the step that takes one square).

States with the same key are merged in an open-addressing hash table, summing their numbers
of ways.  Ways are residues modulo 2**64 and a few primes below 2**63 (only additions occur),
joined by the Chinese remainder theorem at the end, so counts are exact at any size.

A state is dropped as soon as it cannot be completed: a square that can no longer get its
moves (it has fewer moves left to later squares than it needs and no tour end is free), more
forced tour ends than the tour has, a piece of path closing before the last squares.  On a
bipartite move graph (the knight's) a state is also dropped when the degrees of the squares
still to take cannot be completed by moves among themselves (a maximum flow, remembered per
degree profile): on boards up to 7 wide most states at the peak fail it.

This module is the driver: the line of squares, a count's Job, and run, which shares each
square among threads by parts of the states (cluster.py shares them among a Dask cluster's
workers the same way).  It is one module on purpose for now: the passes, the spill to disk
and the threads share a Job's tables square by square; the line of squares and the time-left
estimate are the parts that could leave it first.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import os
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from ..board.board import Board, Board3D, available_memory
from ..files.formats import FormatError, atomic_write, board_json
from .frontier_kernels import (
    CLOSED,
    EMPTY,
    MAX_LOAD,
    OPEN_ALL,
    OPEN_FROM,
    _new_tables,
    compact,
    compact_in_place,
    merge,
    step,
)

#: the longest move along the line the 64-bit key can hold (19: 9 wide)
MAX_SPAN = 19
#: ways are counted modulo 2**64 and these primes (each below 2**63, so a sum fits in 64 bits)
PRIMES = (
    9223372036854775783,
    9223372036854775643,
    9223372036854775549,
    9223372036854775507,
    9223372036854775433,
    9223372036854775421,
)

#: a callback told after each square: (squares done, squares, live states, bytes in use)
Progress = Callable[[int, int, int, int], None]


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


#: the most live states met after any square on long knight's boards (length at least the width
#: plus 3), by width and kind (measured; 7 and 8 wide extrapolated from the growth of 5 to 6)
SATURATED = {
    CLOSED: {3: 132, 4: 745, 5: 52_828, 6: 1_236_399, 7: 28_000_000, 8: 650_000_000},
    OPEN_ALL: {3: 981, 4: 13_726, 5: 640_024, 6: 24_000_000, 7: 530_000_000, 8: 12_000_000_000},
    OPEN_FROM: {3: 696, 4: 9_375, 5: 433_486, 6: 12_000_000, 7: 270_000_000, 8: 6_000_000_000},
}
#: the share of that peak on a board only 0, 1 or 2 squares longer than wide
SHORT = (0.15, 0.4, 0.8)
#: bytes a state takes at the peak, per byte of its row: the packed input, the table (75 %
#: load) and room to grow it
BYTES_FACTOR = 3.0


def estimate_states(board: Board, kind: int) -> int:
    """A rough estimate of the most live states the frontier counter meets on board (from the
    measured peaks of knight's boards; other leapers, holes and wrapping by their span)."""
    ln = line(board)
    width = max(3, min(8, (ln.span) // 2))
    length = -(-ln.squares // width)
    table = SATURATED[kind]
    states = float(table[width])
    if ln.span > 17:
        states *= 20.0 ** ((ln.span - 17) / 2)
    short = length - width
    if short < len(SHORT):
        states *= SHORT[max(short, 0)]
    return int(states)


def moduli_for(board: Board, closed: bool = False) -> np.ndarray:
    """Moduli whose product exceeds twice the largest possible count of tours on the board.

    Directed Hamiltonian cycles are permutations of the squares along moves, so they are at
    most the permanent of the move matrix, which Bregman's theorem bounds by the product of
    (d!)^(1/d) over the rows (d a square's moves).  Hamiltonian paths, read as Hamiltonian
    cycles through one extra square joined to all, get the same bound on that larger graph."""
    live = board.live_squares()
    degrees = board.degrees[live].astype(np.int64) + (0 if closed else 1)
    n = len(live)
    bits = sum(math.lgamma(d + 1) / d for d in degrees if d > 0) / math.log(2) + 2
    if not closed:
        bits += math.lgamma(n + 1) / n / math.log(2)
    moduli = [0]  # 0 stands for 2**64: plain wrapping arithmetic
    have = 64.0
    for p in primes_below_2_63():
        if have > bits:
            break
        moduli.append(p)
        have += math.log2(p)
    return np.array(moduli, dtype=np.uint64)


def _is_prime(n: int) -> bool:
    """Miller-Rabin with the first twelve primes as bases: exact below 3.3 * 10**24."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in bases:
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def primes_below_2_63() -> Iterator[int]:
    """The primes below 2**63, largest first (PRIMES, then found as needed)."""
    yield from PRIMES
    n = PRIMES[-1] - 2
    while True:
        if _is_prime(n):
            yield n
        n -= 2


def combine(residues: list[int], moduli: np.ndarray) -> int:
    """The integer with these residues (Chinese remainder theorem; modulus 0 is 2**64)."""
    value, modulus = 0, 1
    for r, m in zip(residues, moduli.tolist(), strict=True):
        m = 1 << 64 if m == 0 else m
        # value + modulus * t = r (mod m)
        t = ((r - value) * pow(modulus, -1, m)) % m
        value += modulus * t
        modulus *= m
    return value


def time_left(
    states: list[int], seconds: list[float], squares: int, column: int = 0
) -> float | None:
    """Seconds a count has still to run, from the live states after each square so far and
    the seconds each square took; None until it can be told.

    On a board much longer than wide the states repeat column after column (column: the
    squares across, 0 when unknown): once the last two columns held about as many states,
    each column to come but the last two takes as long as the last.  Otherwise the states
    rise to one peak and fall about as they rose: once they have fallen twice in a row, the
    squares still to come are taken to hold the states met as far before the peak, at the
    pace so far."""
    done = len(states)
    if done < 3 or done >= squares:
        return None
    if column > 0 and done >= 2 * column:
        last, before = sum(states[-column:]), sum(states[-2 * column : -column])
        if 0.8 * before <= last <= 1.25 * before:
            # the last two columns cost little: their states die as the board ends
            return sum(seconds[-column:]) * max(0, squares - done - 2 * column) / column
    if not states[-1] < states[-2] < states[-3]:
        return None
    peak = max(range(done), key=states.__getitem__)
    pace = sum(seconds) / max(1, sum(states))  # seconds a state (each square's input)
    to_come = 0
    for j in range(done, squares - 1):
        mirror = 2 * peak - j
        to_come += states[mirror] if 0 <= mirror < done else 1
    return pace * (states[-1] + to_come)


class TimeLeft:
    """A count's time left as its progress comes in (the command line's and the Count tab's):
    the live states after each square reported and the seconds since the report before.  A
    count whose first report is past square 1 went on from a checkpoint: its start is not
    known, so no time left is told."""

    def __init__(self, column: int = 0) -> None:
        self.column = column  # the squares across the board (see time_left)
        self.states: list[int] = []
        self.seconds: list[float] = []
        self.at = 0.0  # the time of the last report, or of the start
        self.last = 0  # the last square reported
        self.resumed = False

    def add(self, k: int, n: int, states: int, now: float) -> float | None:
        """Square k of n holds states live states, reported at now (seconds since the count
        began); the seconds left, or None until they can be told.  A square reported again
        or an earlier one starts a new count (the next of a table)."""
        if k == 1 or k <= self.last:
            self.states, self.seconds, self.resumed = [], [], False
        elif not self.states:
            self.resumed = True
        self.last = k
        self.states.append(states)
        self.seconds.append(now - self.at)
        self.at = now
        if self.resumed:
            return None
        # squares left out between reports (at most ~10 reports a second) count as one each
        return time_left(self.states, self.seconds, len(self.states) + n - k, self.column)


class Stopped(Exception):  # noqa: N818 - a condition, not an error
    """The count was stopped between two squares; squares_done says how far it came."""

    def __init__(self, squares_done: int, squares: int, states: int) -> None:
        super().__init__(
            f"stopped after square {squares_done} of {squares} ({states:,} live states)"
        )
        self.squares_done = squares_done
        self.squares = squares
        self.states = states


class TooManyStates(Exception):  # noqa: N818
    """The states outgrew the memory allowed (the message says how many, where)."""


@dataclass
class RunStats:
    """What one frontier run met: its largest table and the live states after each square."""

    peak_states: int = 0
    peak_bytes: int = 0
    states: list[int] | None = None


@dataclass(frozen=True)
class Job:
    """One frontier count: the board, what is counted (mode, and the start for OPEN_FROM),
    and what every square of it needs.  Picklable: a cluster's workers rebuild the rest."""

    board: Board
    mode: int
    start: int | None = None
    prune: bool = True
    widest: bool = False

    @property
    def line(self) -> Line:
        """The squares in the order they are taken."""
        return line(self.board, self.widest)

    @property
    def squares(self) -> int:
        """Squares on the line: the steps of the count."""
        return self.line.squares

    @cached_property
    def moduli(self) -> np.ndarray:
        """The moduli the ways are counted in."""
        return moduli_for(self.board, self.mode == CLOSED)

    @cached_property
    def start_at(self) -> int:
        """The start's position on the line (-1 when counting from every square)."""
        if self.mode != OPEN_FROM:
            return -1
        return int(np.flatnonzero(self.line.order == self.start)[0])

    @cached_property
    def ends(self) -> np.ndarray:
        """Per line position, whether a tour may end there."""
        return endable(self.line, self.mode, self.start_at)

    @cached_property
    def colour(self) -> np.ndarray:
        """Per line position, its colour (all 0 when the move graph is not bipartite)."""
        colour = self.line.colour
        return np.zeros(self.squares, np.int8) if colour is None else colour

    @property
    def row_bytes(self) -> int:
        """Bytes of one state's row: its key and a residue per modulus."""
        return 8 * (1 + len(self.moduli))

    def first(self) -> np.ndarray:
        """The rows before the first square: the empty frontier, one way."""
        rows = np.ones((1, 1 + len(self.moduli)), dtype=np.uint64)
        rows[0, 0] = 0
        return rows

    def step(
        self,
        k: int,
        rows: np.ndarray,
        parts: int = 1,
        *,
        expect: float | None = None,
        limit: int = 1 << 62,
        control: np.ndarray | None = None,
    ) -> tuple[np.ndarray, np.ndarray, int]:
        """Take square k for the states rows: (tables parts x slots x row, states per part,
        status: 0 done, -1 over limit, -2 stopped by control[0])."""
        size = float(expect) if expect is not None else 4.0 * len(rows)
        out = Out(self, max(1024, int(size / parts / MAX_LOAD)), parts)
        status = self.step_into(k, rows, out, -1, parts, limit=limit, control=control)
        return out.tables, out.counts, status

    def step_into(
        self,
        k: int,
        rows: np.ndarray,
        out: Out,
        own: int,
        parts: int,
        *,
        limit: int = 1 << 62,
        control: np.ndarray | None = None,
        prune: bool = True,
    ) -> int:
        """Take square k for the states rows, adding what they make into out: every part's
        states (own -1), or only those of part own of parts.  Status: 0 done, -1 over limit,
        -2 stopped by control[0].  prune=False skips the degree test on this call."""
        ln = self.line
        start_at = self.start_at
        if control is None:
            control = np.zeros(2, dtype=np.int64)
        out.tables, out.memo, status = step(
            rows,
            out.tables,
            out.counts,
            out.memo,
            out.tally,
            self.moduli,
            ln.span,
            ln.targets[k],
            ln.room[k],
            ln.near[k],
            self.ends[k : k + ln.span + 1],
            self.mode,
            k == start_at,
            start_at - k if start_at > k else 0,
            self.squares - 1 - k,
            limit,
            parts,
            own,
            control,
            prune and self.prune and ln.colour is not None,
            k,
            ln.adj,
            ln.rev,
            self.colour,
            self.ends,
        )
        return int(status)

    def residues(self, rows: np.ndarray) -> list[int]:
        """The sum of the ways of rows, per modulus (a share of the final count)."""
        sizes = [1 << 64 if m == 0 else m for m in self.moduli.tolist()]
        live = rows[rows[:, 0] != EMPTY] if len(rows) else rows
        return [sum(int(v) for v in live[:, 1 + r].tolist()) % m for r, m in enumerate(sizes)]

    def total(self, shares: list[list[int]]) -> int:
        """The count from the residues of every part of the last square."""
        sizes = [1 << 64 if m == 0 else m for m in self.moduli.tolist()]
        summed = [sum(share[r] for share in shares) % m for r, m in enumerate(sizes)]
        return combine(summed, self.moduli)


class Out:
    """What one square makes, while it is made: tables (one per part, or the one part a
    thread owns), the states in each, and the degree profiles met (see step)."""

    def __init__(self, job: Job, slots: int, tables: int = 1) -> None:
        self.tables = _new_tables(tables, slots, len(job.moduli))
        self.counts = np.zeros(tables, dtype=np.int64)
        self.memo = np.full(1024, EMPTY, dtype=np.uint64)
        self.tally = np.zeros(3, dtype=np.int64)  # see step

    @property
    def nbytes(self) -> int:
        """Bytes held."""
        return int(self.tables.nbytes + self.memo.nbytes)


#: below this many live states a square is taken by one thread (5x10 closed: 0.12 s from
#: 5,000 up, 0.17 s from 20,000, 0.19 s on one thread)
PARALLEL_FROM = 5_000


def default_threads() -> int:
    """Threads a count uses: one per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


#: input larger than this (bytes) is kept on disk between squares and read back in chunks
SPILL_FROM = 1 << 30
#: rows read from disk at a time
CHUNK_ROWS = 1 << 20
#: a table is made for the states expected at this load (it grows past MAX_LOAD)
LOAD_AHEAD = 0.7
#: the degree test runs on every square once it drops this share of the new states, and on
#: every TEST_EVERY-th square before
DROPPING, TEST_EVERY = 0.01, 3
#: the most passes over a square's input (each keeps its share of the parts)
MAX_PASSES = 64
#: the peak of a square, in rows per state: the table at LOAD_AHEAD (1.4), the input when
#: it is in memory (1), a table growing by half (1.5 + 1.4), and the packed copy of one part
ROWS_IN_MEMORY, ROWS_SPILLED = 4.5, 3.0


def run(
    board: Board,
    mode: int,
    start: int | None = None,
    *,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
    max_bytes: int | None = None,
    stats: RunStats | None = None,
    threads: int | None = None,
    parallel_from: int = PARALLEL_FROM,
    prune: bool = True,
    spill_dir: str | None = None,
    spill_from: int = SPILL_FROM,
    widest: bool = False,
    passes: int | None = None,
    checkpoint: str | None = None,
) -> int:
    """Count tours of board with the frontier method: mode CLOSED (undirected cycles),
    OPEN_ALL (undirected Hamiltonian paths: each is two directed tours) or OPEN_FROM (paths
    with an end on start: directed tours from start).  stop is asked between squares and
    every 50 ms within one (True raises Stopped); progress is told after each square.  States
    that would need more than max_bytes (default: 80 % of the memory free at the start)
    raise TooManyStates.  prune=False keeps the states whose degrees cannot be completed
    (the same count, more states: for tests).

    threads (default: one per core) share each square once it has parallel_from states or
    more: each owns a part of the keys and one table for it; each steps its own chunks of the
    input into small tables by part, then adds its part of every chunk's tables into the
    table it owns (no state is held twice, no whole table is merged).  The states between two
    squares are packed, and kept in files under spill_dir (default: a temporary folder)
    once they pass spill_from bytes, each thread reading them back in chunks.  widest takes
    the squares with the long side across (see line).  passes (default: one, or more once
    the states are on disk and would pass the memory allowed) reads each square's input
    that many times, each pass keeping its share of the parts.  checkpoint: a folder that
    keeps the states of the last square taken and a manifest; a count given it again goes on
    from there (and one that ended gives its result at once)."""
    job = Job(board, mode, start, prune, widest)
    n = job.squares
    threads = threads or default_threads()
    if max_bytes is None:  # never more than the machine has free
        max_bytes = int(0.8 * available_memory())
    source = _Input(job, [job.first()], spill_dir, spill_from)
    ratio = 4.0
    live = 1
    done = 0
    if checkpoint is not None:
        saved = _read_checkpoint(checkpoint, job)
        if "result" in saved:
            return int(saved["result"])
        source = _Input(job, [], checkpoint, 0, keep=True)
        source.folder = checkpoint
        if "square" in saved:
            done, ratio = int(saved["square"]), float(saved["ratio"])
            source.files = [(os.path.join(checkpoint, name), rows) for name, rows in saved["files"]]
            live = source.states
        else:
            source.arrays = [job.first()]
    if stats is not None:
        stats.states = []
    # a stop is heard within a square when the kernels run beside this thread
    pool = ThreadPoolExecutor(threads) if threads > 1 or stop is not None else None
    controls = [np.zeros(2, dtype=np.int64) for _ in range(threads)]
    square = _Square(job, pool, stop, controls, max_bytes)
    try:
        for k in range(done, n):
            if stop is not None and stop():
                raise Stopped(k, n, live)
            parts = threads if live >= parallel_from else 1
            before = live
            got = square.take(k, source, parts, before * ratio, passes)
            if got is None:
                raise Stopped(k, n, live)
            taken, used = got
            live = taken.states
            if live:
                ratio = min(4.0, max(0.5, 1.1 * live / max(before, 1)))
            if checkpoint is not None:
                _write_checkpoint(
                    checkpoint,
                    job,
                    {
                        "square": k + 1,
                        "ratio": ratio,
                        "files": [[os.path.basename(path), rows] for path, rows in taken.files],
                    },
                )
            source.close(force=True)
            source = taken
            if stats is not None and stats.states is not None:
                stats.states.append(live)
                stats.peak_states = max(stats.peak_states, live)
                stats.peak_bytes = max(stats.peak_bytes, used)
            if progress is not None:
                progress(k + 1, n, live, used)
            if live == 0:
                break
        result = job.total([job.residues(rows) for rows in source.chunks()]) if live else 0
        if checkpoint is not None:
            _write_checkpoint(checkpoint, job, {"result": result})
            source.close(force=True)
        return result
    finally:
        source.close()
        if pool is not None:
            pool.shutdown(wait=True)


#: the manifest of a count's checkpoint folder
CHECKPOINT = "frontier.json"
#: the keys' layout a checkpoint holds: 2 had open tours' ends in two bits of their own (a
#: closed count's keys are the same in 2 and 3, and keep saying 2)
KEYS = 3


def _identity(job: Job) -> dict[str, Any]:
    return {
        **board_json(job.board),
        "mode": job.mode,
        "start": job.start,
        "widest": job.widest,
        "moduli": [int(m) for m in job.moduli.tolist()],
        "keys": key_layout(job),
    }


def key_layout(job: Job) -> int:
    """The layout of job's keys a checkpoint names (see KEYS)."""
    return 2 if job.mode == CLOSED else KEYS


def _read_checkpoint(folder: str, job: Job) -> dict[str, Any]:
    """What the checkpoint in folder holds for job ({} when there is none); FormatError when
    it holds another count."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, CHECKPOINT)
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as fh:
        saved = json.load(fh)
    identity = _identity(job)
    count = saved.get("count") if isinstance(saved, dict) else None
    if count != identity:
        if isinstance(count, dict) and {**count, "keys": identity["keys"]} == identity:
            # this count, saved in an older layout of the keys: it starts again
            for name, _ in saved.get("files", []):
                with contextlib.suppress(OSError):
                    os.remove(os.path.join(folder, os.path.basename(name)))
            return {}
        raise FormatError(f"the checkpoint in {folder} is another count's")
    return dict(saved)


def _write_checkpoint(folder: str, job: Job, state: dict[str, Any]) -> None:
    data = json.dumps({"count": _identity(job), **state}).encode()
    atomic_write(os.path.join(folder, CHECKPOINT), lambda fh: fh.write(data))


class _Input:
    """The packed states between two squares, in parts: arrays in memory, or files on disk
    (in a folder of their own, removed on close) once they pass spill_from bytes."""

    def __init__(
        self,
        job: Job,
        arrays: list[np.ndarray],
        spill_dir: str | None,
        spill_from: int,
        keep: bool = False,
    ) -> None:
        self.job, self.spill_dir, self.spill_from = job, spill_dir, spill_from
        self.keep = keep  # files a checkpoint names: removed only by close(force=True)
        self.arrays = arrays
        self.files: list[tuple[str, int]] = []  # (path, rows)
        self.folder: str | None = None

    @property
    def states(self) -> int:
        """The states held."""
        return sum(len(a) for a in self.arrays) + sum(rows for _, rows in self.files)

    @property
    def nbytes(self) -> int:
        """Bytes held in memory."""
        return sum(a.nbytes for a in self.arrays)

    def next(self, states: int) -> _Input:
        """An empty input for the next square, holding about states states."""
        spill = self.keep or states * self.job.row_bytes > self.spill_from
        got = _Input(self.job, [], self.spill_dir, self.spill_from, self.keep)
        if spill:
            got.folder = self.folder or tempfile.mkdtemp(
                prefix="knighttour-count-", dir=self.spill_dir
            )
        return got

    @property
    def spilled(self) -> bool:
        """True when the states go to disk."""
        return self.folder is not None

    def pack(self, k: int, part: int, table: np.ndarray, live: int) -> np.ndarray | tuple[str, int]:
        """The live rows of a part's hash table packed (the table is used up): an array, or
        the file they were written to and their number.  Parts may be packed on threads at
        once; add keeps them."""
        if self.folder is None:
            return compact(table, live)
        compact_in_place(table)
        path = os.path.join(self.folder, f"square{k}-part{part}.rows")
        table[:live].tofile(path)
        return path, live

    def add(self, packed: np.ndarray | tuple[str, int]) -> None:
        """Keep what pack made."""
        if isinstance(packed, np.ndarray):
            self.arrays.append(packed)
        else:
            self.files.append(packed)

    def chunks(self) -> Iterator[np.ndarray]:
        """Every state, a chunk at a time."""
        for held in self.arrays:
            for at in range(0, len(held), CHUNK_ROWS):
                yield held[at : at + CHUNK_ROWS]
        width = 1 + len(self.job.moduli)
        for path, count in self.files:
            with open(path, "rb") as fh:
                for _ in range(0, count, CHUNK_ROWS):
                    got = np.fromfile(fh, dtype=np.uint64, count=CHUNK_ROWS * width)
                    yield got.reshape(-1, width)

    def close(self, force: bool = False) -> None:
        """Forget the states (their files removed, unless a checkpoint keeps them)."""
        if self.keep and not force:
            return
        for path, _ in self.files:
            with contextlib.suppress(OSError):
                os.remove(path)
        self.files, self.arrays = [], []
        if self.folder is not None and not self.keep and not os.listdir(self.folder):
            os.rmdir(self.folder)
            self.folder = None


class _Square:
    """Takes one square on a pool of threads, each owning one part of the keys."""

    def __init__(
        self,
        job: Job,
        pool: ThreadPoolExecutor | None,
        stop: Callable[[], bool] | None,
        controls: list[np.ndarray],
        max_bytes: int,
    ) -> None:
        self.job, self.pool, self.stop, self.controls = job, pool, stop, controls
        self.max_bytes = max_bytes
        self.tested_at, self.dropping = -TEST_EVERY, True

    def take(
        self, k: int, source: _Input, threads: int, expect: float, passes: int | None = None
    ) -> tuple[_Input, int] | None:
        """The states after square k and the bytes used at the peak; None when stopped.  In
        passes chosen by themselves, a square that outgrows them is taken again in twice as
        many."""
        tries = passes
        while True:
            try:
                return self._take(k, source, threads, expect, tries)
            except TooManyStates:
                if passes is not None or not self.spilled or self.passes >= MAX_PASSES:
                    raise
                tries = min(MAX_PASSES, 2 * self.passes)

    def _take(
        self, k: int, source: _Input, threads: int, expect: float, passes: int | None
    ) -> tuple[_Input, int] | None:
        """The states after square k and the bytes used at the peak; None when stopped.

        With several threads the input is read in chunks, a chunk a thread at a time: each
        steps its chunk into small tables, one per part, then each adds one part of every
        small table into the part's table it owns.  In several passes (passes, or as many as
        the memory allowed needs once the states go to disk) the input is read once a pass,
        and each pass keeps only its share of the parts."""
        target = source.next(int(expect))
        per_row = ROWS_SPILLED if target.spilled and not source.arrays else ROWS_IN_MEMORY
        self.limit = limit = max(1024, int(self.max_bytes / self.job.row_bytes / per_row))
        if passes is None:
            passes = 1
            if target.spilled and expect > 0.9 * limit:
                passes = min(MAX_PASSES, math.ceil(expect / (0.9 * limit)))
        self.passes, self.spilled = passes, target.spilled
        expect = min(expect / passes, limit)
        prune = self._should_test(k)
        parts = threads * passes
        small = [Out(self.job, 1024, parts) for _ in range(threads)] if parts > 1 else []
        peak = 0
        tallies: list[np.ndarray] = []

        def fine(statuses: list[int] | None) -> bool:
            if statuses is None:  # stopped
                target.close(force=True)
                return False
            if -1 in statuses:
                target.close(force=True)
                self._too_many(k)
            return True

        try:
            for q in range(passes):
                owned = [
                    Out(self.job, max(1024, int(expect / threads / LOAD_AHEAD)))
                    for _ in range(threads)
                ]
                live = [0] * threads
                chunks = source.chunks()
                while True:
                    batch = list(itertools.islice(chunks, threads))
                    if not batch:
                        break
                    if parts == 1:
                        status = self.job.step_into(
                            k,
                            batch[0],
                            owned[0],
                            -1,
                            1,
                            limit=limit,
                            control=self.controls[0],
                            prune=prune,
                        )
                        if not fine([status] if status != -2 else None):
                            return None
                        continue

                    def produce(t: int, batch: list[np.ndarray] = batch) -> int:
                        if t >= len(batch):
                            return 0
                        out = small[t]
                        out.tables[:, :, 0] = EMPTY
                        out.counts[:] = 0
                        return self.job.step_into(
                            k,
                            batch[t],
                            out,
                            -1,
                            parts,
                            limit=limit // threads,
                            control=self.controls[t],
                            prune=prune,
                        )

                    if not fine(self._all(produce, threads)):
                        return None
                    peak = max(peak, sum(o.nbytes for o in owned) + sum(o.nbytes for o in small))

                    def gather(
                        p: int,
                        used: int = len(batch),
                        q: int = q,
                        owned: list[Out] = owned,
                        live: list[int] = live,
                    ) -> int:
                        table, got = owned[p].tables[0], live[p]
                        for t in range(used):
                            table, got = merge(
                                small[t].tables[q * threads + p],
                                table,
                                got,
                                int(small[t].counts[q * threads + p]),
                                self.job.moduli,
                                limit // threads,
                            )
                            if got < 0:
                                return -1
                        owned[p].tables = table[None]
                        live[p] = got
                        return 0

                    if not fine(self._all(gather, threads)):
                        return None
                peak = max(peak, sum(o.nbytes for o in owned) + sum(o.nbytes for o in small))
                if q == passes - 1:
                    tallies = [o.tally for o in (small or owned)]
                full: list[tuple[int, np.ndarray, int] | None] = []
                for p in range(threads):
                    got = int(owned[p].counts[0]) if parts == 1 else live[p]
                    tables, owned[p].tables = owned[p].tables, None
                    full.append((q * threads + p, tables[0], got))
                del owned[:], tables

                def pack(at: int, full: list = full) -> np.ndarray | tuple[str, int]:
                    part, table, got = full[at]
                    full[at] = None  # the table is freed once packed
                    return target.pack(k, part, table, got)

                mapper = self.pool.map if self.pool is not None and threads > 1 else map
                for rows in list(mapper(pack, range(threads))):  # a thread a part, at once
                    target.add(rows)
            del small[:]
        except BaseException:
            target.close(force=True)
            raise
        self._tested(k, prune, tallies)
        used = source.nbytes + peak
        return target, used

    def _should_test(self, k: int) -> bool:
        """Whether square k's new states get the degree test: on every square past the first
        quarter, and before that every third square while it drops almost none (there it
        costs more than it saves; leaving it out keeps states, never loses one)."""
        if 4 * k >= self.job.squares:  # where states start to die: every square
            return True
        return self.dropping or k - self.tested_at >= TEST_EVERY

    def _tested(self, k: int, prune: bool, tallies: list[np.ndarray]) -> None:
        if not prune:
            return
        tested = sum(int(t[1]) for t in tallies)
        dropped = sum(int(t[2]) for t in tallies)
        self.tested_at = k
        self.dropping = dropped >= DROPPING * max(tested, 1)

    def _too_many(self, k: int) -> None:
        raise TooManyStates(
            f"more than {self.limit:,} frontier states at square {k + 1} of "
            f"{self.job.squares}: over the memory allowed"
        )

    def _all(self, work: Callable[[int], Any], count: int) -> list[Any] | None:
        """work(0) .. work(count - 1) on the pool's threads; None when stop fired meanwhile
        (the running kernels are told through controls and waited for)."""
        if self.pool is None:
            got = work(0)
            return None if got == -2 else [got]
        futures = [self.pool.submit(work, t) for t in range(count)]
        while wait(futures, timeout=0.05).not_done:
            if self.stop is not None and self.stop():
                for control in self.controls:
                    control[0] = 1
                wait(futures)
                for control in self.controls:
                    control[0] = 0
                return None
        results = [f.result() for f in futures]
        if any(got == -2 for got in results):
            return None
        return results


def warm_up() -> None:
    """Compile (or load from the cache) the counter's kernels on a tiny board, in one part
    and in two."""
    run(Board(3, 4), OPEN_ALL, threads=1)
    run(Board(3, 4), OPEN_ALL, threads=2, parallel_from=0)
