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

This module is the driver: a count's Job, and run, which shares each square among threads by
parts of the states (cluster.py shares them among a Dask cluster's workers the same way).
Beside it: line.py (the line of squares), residues.py (the ways' residues and their
recombination), spill.py (the states between squares, in memory or on disk), checkpoint.py
(the states saved, for a count to go on from), estimates.py (states and time left).
"""

from __future__ import annotations

import itertools
import math
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..board.board import Board
from ..board.memory import available_memory
from . import checkpoint as saved_squares
from .frontier_kernels import (
    CLOSED,
    EMPTY,
    OPEN_ALL,
    OPEN_FROM,
    merge,
)
from .job import Job, Out
from .spill import CHUNK_ROWS, SPILL_FROM, SquareStates

__all__ = [
    "CLOSED",
    "OPEN_ALL",
    "OPEN_FROM",
    "Job",
    "RunStats",
    "Stopped",
    "TooManyStates",
    "expected_growth",
    "run",
]

#: a callback told after each square: (squares done, squares, live states, bytes in use)
SquareProgress = Callable[[int, int, int, int], None]


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


#: below this many live states a square is taken by one thread (5x10 closed: 0.12 s from
#: 5,000 up, 0.17 s from 20,000, 0.19 s on one thread)
PARALLEL_FROM = 5_000


def default_threads() -> int:
    """Threads a count uses: one per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


#: a table is made for the states expected at this load (it grows past MAX_LOAD)
LOAD_AHEAD = 0.7
#: the margin over the last square's growth a table is made for; while the states grow ever
#: slower, over the growth that slowing foretells (see expected_growth)
MARGIN, SLOWING_MARGIN = 1.1, 1.15
#: the degree test runs on every square once it drops this share of the new states, and on
#: every TEST_EVERY-th square before
DROPPING, TEST_EVERY = 0.01, 3
#: a board longer than this many spans is long; its last TAIL_SPANS spans are tested on
#: every square (see _Square._should_test)
LONG_SPANS, TAIL_SPANS = 64, 16
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
    progress: SquareProgress | None = None,
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
    bound: Board | None = None,
    moduli_set: int = 0,
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
    from there (and one that ended gives its result at once).  bound and moduli_set choose
    the moduli (see Job: a sweep counts its short boards in the moduli of its largest)."""
    job = Job(board, mode, start, prune, widest, bound=bound, moduli_set=moduli_set)
    n = job.squares
    threads = threads or default_threads()
    if max_bytes is None:  # never more than the machine has free
        max_bytes = int(0.8 * available_memory())
    source = SquareStates(job, [job.first()], spill_dir, spill_from)
    ratio = 4.0
    live = 1
    done = 0
    if checkpoint is not None:
        os.makedirs(checkpoint, exist_ok=True)
        saved = saved_squares.read(checkpoint, job)
        if saved is not None and saved.result is not None:
            return saved.result
        source, done, ratio, live = _resumed(job, checkpoint, saved)
    if stats is not None:
        stats.states = []
    pool, square = _square_taker(job, threads, stop, max_bytes)
    try:
        for k in range(done, n):
            if stop is not None and stop():
                raise Stopped(k, n, live)
            parts = threads if live >= parallel_from else 1
            taken, used, ratio = _next_square(
                square, k, source, live, ratio, parts, passes, checkpoint
            )
            source.close(force=True)
            source = taken
            live = taken.states
            _tell(stats, progress, k + 1, n, live, used)
            if live == 0:
                break
        return _result(job, source, live, checkpoint)
    finally:
        source.close()
        if pool is not None:
            pool.shutdown(wait=True)


def _resumed(
    job: Job, checkpoint: str, saved: saved_squares.Saved | None
) -> tuple[SquareStates, int, float, int]:
    """The states a count with a checkpoint starts from (those of the last square saved, else
    the first's), the squares done, the ratio and the live states."""
    ratio = 4.0
    live = 1
    done = 0
    source = SquareStates(job, [], checkpoint, 0, keep=True)
    source.folder = checkpoint
    if saved is not None and saved.squares_done > 0:
        done, ratio = saved.squares_done, saved.ratio
        source.add_pieces([path for names in saved.parts for path in names])
        live = source.states
    else:
        source.arrays = [job.first()]
    return source, done, ratio, live


def _square_taker(
    job: Job, threads: int, stop: Callable[[], bool] | None, max_bytes: int
) -> tuple[ThreadPoolExecutor | None, _Square]:
    """The pool of threads (if any) and what takes each square on it."""
    # a stop is heard within a square when the kernels run beside this thread
    pool = ThreadPoolExecutor(threads) if threads > 1 or stop is not None else None
    controls = [np.zeros(2, dtype=np.int64) for _ in range(threads)]
    return pool, _Square(job, pool, stop, controls, max_bytes)


def _next_square(
    square: _Square,
    k: int,
    source: SquareStates,
    live: int,
    ratio: float,
    parts: int,
    passes: int | None,
    checkpoint: str | None,
) -> tuple[SquareStates, int, float]:
    """Take square k: its states, the bytes used at the peak and the new ratio (the states
    saved to the checkpoint, if any); Stopped when stopped."""
    job = square.job
    before = live
    got = square.take(k, source, parts, before * ratio, passes)
    if got is None:
        raise Stopped(k, job.squares, live)
    taken, used = got
    live = taken.states
    if live:
        growth = live / max(before, 1)
        ratio = expected_growth(growth, square.growth)
        square.growth = growth
    if checkpoint is not None:
        files = [[path] for path, _ in taken.files]
        saved_squares.write_square(checkpoint, job, k + 1, files, ratio)
    return taken, used, ratio


def expected_growth(growth: float, previous: float | None) -> float:
    """The growth of the states the next square's tables are made for, from the last
    square's growth and the one before it (None: not known, after a resumed checkpoint):
    the last with a margin, but while the states grow ever slower (both over 1, the last
    the smaller) no more than the last slowed once more.  8x8 closed's peak grows 1.67,
    1.87, 1.44, 1.24, 0.98 (squares 27-31): expecting the last growth, squares 30 and 31
    made tables for 28 and 39 % more states than came (7,429 MiB held at square 31, 6,671
    MiB now).

    >>> round(expected_growth(1.44, 1.87), 3), round(expected_growth(1.87, 1.68), 3)
    (1.275, 2.057)
    """
    ratio = MARGIN * growth
    if previous is not None and 1.0 < growth < previous:
        ratio = min(ratio, SLOWING_MARGIN * growth * growth / previous)
    return min(4.0, max(0.5, ratio))


def _tell(
    stats: RunStats | None, progress: SquareProgress | None, done: int, n: int, live: int, used: int
) -> None:
    """Keep a square's states in stats and tell progress of it."""
    if stats is not None and stats.states is not None:
        stats.states.append(live)
        stats.peak_states = max(stats.peak_states, live)
        stats.peak_bytes = max(stats.peak_bytes, used)
    if progress is not None:
        progress(done, n, live, used)


def _result(job: Job, source: SquareStates, live: int, checkpoint: str | None) -> int:
    """The count from the last square's states (kept in the checkpoint, if any)."""
    result = job.total([job.residues(rows) for rows in source.chunks()]) if live else 0
    if checkpoint is not None:
        saved_squares.write_result(checkpoint, job, result)
        source.close(force=True)
    return result


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
        self.gap = TEST_EVERY  # squares between two tests on a long board (see _should_test)
        self.growth: float | None = None  # the last square's (see expected_growth)

    def take(
        self, k: int, source: SquareStates, threads: int, expect: float, passes: int | None = None
    ) -> tuple[SquareStates, int] | None:
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
        self, k: int, source: SquareStates, threads: int, expect: float, passes: int | None
    ) -> tuple[SquareStates, int] | None:
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
        self.testing = self._should_test(k)
        # a square the rule skips still tests its first batch when it has more than one
        self.probing = not self.testing and source.states > threads * CHUNK_ROWS
        probed = self.probing
        parts = threads * passes
        small = [Out(self.job, 1024, parts) for _ in range(threads)] if parts > 1 else []
        peak = 0
        tallies: list[np.ndarray] = []
        try:
            for q in range(passes):
                last = q == passes - 1
                got = self._pass(k, q, source, target, threads, parts, expect, small, last)
                if got is None:
                    return None
                peak = max(peak, got[0])
                if last:
                    tallies = got[1]
            del small[:]
        except BaseException:
            target.close(force=True)
            raise
        self._tested(k, self.testing or probed, tallies)
        used = source.nbytes + peak
        return target, used

    def _fine(self, target: SquareStates, k: int, statuses: list[int] | None) -> bool:
        """False when the kernels were stopped; TooManyStates when one outgrew its limit (target
        closed in both cases); else True."""
        if statuses is None:  # stopped
            target.close(force=True)
            return False
        if -1 in statuses:
            target.close(force=True)
            self._too_many(k)
        return True

    def _pass(
        self,
        k: int,
        q: int,
        source: SquareStates,
        target: SquareStates,
        threads: int,
        parts: int,
        expect: float,
        small: list[Out],
        last: bool,
    ) -> tuple[int, list[np.ndarray]] | None:
        """Pass q over square k's input, its share of the parts packed into target: the bytes
        used at the peak and (on the last pass) the degree test's tallies; None when stopped.
        The degree test runs on every batch while testing, on the first only while probing
        (and on the rest too if it dropped DROPPING of the first's new states)."""
        limit = self.limit
        owned = [
            Out(self.job, max(1024, int(expect / threads / LOAD_AHEAD))) for _ in range(threads)
        ]
        live = [0] * threads
        peak = 0
        chunks = source.chunks()
        while True:
            batch = list(itertools.islice(chunks, threads))
            if not batch:
                break
            prune = self.testing or self.probing
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
                if not self._fine(target, k, [status] if status != -2 else None):
                    return None
                self._probed(owned)
                continue
            if not self._fine(target, k, self._produce(k, batch, small, threads, parts, prune)):
                return None
            peak = max(peak, sum(o.nbytes for o in owned) + sum(o.nbytes for o in small))
            if not self._fine(target, k, self._gather(q, len(batch), small, owned, live, threads)):
                return None
            self._probed(small)
        peak = max(peak, sum(o.nbytes for o in owned) + sum(o.nbytes for o in small))
        tallies = [o.tally for o in (small or owned)] if last else []
        self._pack(k, q, target, owned, live, threads, parts)
        return peak, tallies

    def _produce(
        self,
        k: int,
        batch: list[np.ndarray],
        small: list[Out],
        threads: int,
        parts: int,
        prune: bool,
    ) -> list[Any] | None:
        """Each thread steps its chunk of batch into its small tables, one per part; None when
        stopped."""
        limit = self.limit

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

        return self._all(produce, threads)

    def _gather(
        self,
        q: int,
        used: int,
        small: list[Out],
        owned: list[Out],
        live: list[int],
        threads: int,
    ) -> list[Any] | None:
        """Each thread adds its part of the used small tables into the table it owns; None
        when stopped."""
        limit = self.limit

        def gather(
            p: int,
            used: int = used,
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

        return self._all(gather, threads)

    def _pack(
        self,
        k: int,
        q: int,
        target: SquareStates,
        owned: list[Out],
        live: list[int],
        threads: int,
        parts: int,
    ) -> None:
        """Pack the tables owned (emptied, each freed once packed) into target, a thread a
        part at once."""
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

    def _probed(self, outs: list[Out]) -> None:
        """After a square's first batch: while probing, test the rest too if the test dropped
        DROPPING of the batch's new states."""
        if self.probing:
            self.probing = False
            self.testing = _dropped(outs) >= DROPPING

    def _should_test(self, k: int) -> bool:
        """Whether square k's new states get the degree test: on every square while it drops
        DROPPING of them or more, else on every third square (there it costs more than it
        saves: 8x8 closed, squares 18-25, it drops under 0.1 % at 40 % of the square's time;
        leaving it out keeps states, never loses one).  A square it skips still tests its
        first batch when it has more than one (_probed): the test starts to drop suddenly
        (8x8 closed: 0.06 % at square 25, 20 % at square 27).

        A test looks at every square still to come, so on a board much longer than its
        frontier (LONG_SPANS spans) only the last TAIL_SPANS spans, where states die, get it
        on every square; before them the squares between two tests double while the test
        drops almost none: a long board's count stays linear in its length."""
        n = self.job.squares
        span = self.job.line.span
        long = n > LONG_SPANS * span and n - k > TAIL_SPANS * span
        return self.dropping or k - self.tested_at >= (self.gap if long else TEST_EVERY)

    def _tested(self, k: int, prune: bool, tallies: list[np.ndarray]) -> None:
        if not prune:
            return
        tested = sum(int(t[1]) for t in tallies)
        dropped = sum(int(t[2]) for t in tallies)
        self.tested_at = k
        self.dropping = dropped >= DROPPING * max(tested, 1)
        self.gap = TEST_EVERY if self.dropping else 2 * self.gap

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


def _dropped(outs: list[Out]) -> float:
    """The share of the new states the degree test dropped in outs so far."""
    tested = sum(int(o.tally[1]) for o in outs)
    return sum(int(o.tally[2]) for o in outs) / max(tested, 1)


def warm_up() -> None:
    """Compile (or load from the cache) the counter's kernels on a tiny board, in one part
    and in two, and the bound's that chooses the moduli of a large one."""
    from .bound import matching_bound

    run(Board(3, 4), OPEN_ALL, threads=1)
    run(Board(3, 4), OPEN_ALL, threads=2, parallel_from=0)
    matching_bound(Board(4, 4), closed=True)
