"""A family swept by recorded maps: the long board's columns recorded (transfer.py) until its
states repeat, then replayed; each board's last columns recorded once and read backwards.

Along a long board the states after a column soon stop changing: 6 x n closed tours meet
497,579 states after the eighth column and never another; 5 x n open tours alternate between
two sets, column after column.  From there a column (or a pair of columns) takes the same
states to the same states by the same steps (`_repeats` checks the steps), so its recorded
map is replayed for every later column: ways added along pairs of positions, no key made,
hashed or tested again.

A board is handed over where its last columns begin (sweep.py says why that is exact).  Its
count is the sum, over the states there, of the ways to reach each times the completions of
each.  The completions are read backwards through the board's last columns, recorded once
from the states of every hand-over and shared by the boards whose last columns step alike
(`alike.same_tail`, colours aside: no degree test is made here).

The join (join=True) is a second way to each count past a middle column: the ways at the
middle column times the completions of the rest of the board, read backwards through the
replayed columns from the board's hand-over.  The straight sweep and the join share the
recorded maps and none of the arithmetic past the middle column: a mistake in replaying
forwards, in reading backwards or in joining the two shows as a difference.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from ..board.board import Board
from ..board.memory import available_memory
from .alike import same_steps, same_tables, same_tail
from .frontier import Stopped, TooManyStates
from .job import Job
from .transfer import SquareMap, complete, finished, joined, record, replay

__all__ = ["PERIODS", "walk"]

#: the columns after which a long board's states may repeat (5 x n open: every second)
PERIODS = (1, 2)

#: tell(length, residues, joined_at): a board's count, a residue per modulus of the count, and
#: the column it was joined at (None for the straight sweep)
Tell = Callable[[int, list[int], "int | None"], None]


@dataclass
class _Held:
    """The ways at one board's hand-over column, kept until their completions are known."""

    board: int
    column: int
    keys: np.ndarray
    ways: np.ndarray


class _Cycle:
    """The recorded columns replayed from column start on, in turn (period of them)."""

    def __init__(self, columns: list[list[SquareMap]], start: int) -> None:
        self.columns, self.start = columns, start

    def maps(self, c: int) -> list[SquareMap]:
        """Column c's maps (c >= start)."""
        return self.columns[(c - self.start) % len(self.columns)]

    def keys(self, c: int) -> np.ndarray:
        """The states before column c (c > start)."""
        return self.maps(c - 1)[-1].after

    def boundaries(self) -> list[np.ndarray]:
        """Every set of states the cycle's columns begin with."""
        return [column[-1].after for column in self.columns]


def walk(
    long: Job,
    handed: list[int],
    finish: int,
    tell: Tell,
    threads: int,
    stop: Callable[[], bool] | None,
    progress: Callable[[int, int, int], None] | None,
    join: bool = False,
    resume: tuple[int, np.ndarray, np.ndarray] | None = None,
    saved: Callable[[int, np.ndarray, np.ndarray], None] | None = None,
) -> None:
    """Count each board of handed (lengths) along long, telling each count; finish: the
    columns a board's own count takes after its hand-over.  join: the boards handed over past
    a middle column are counted as a join there (see the module's docstring).  resume: the
    column to begin at, with the states (keys, ways) before it (every board handed over
    earlier told); saved is told the same after each column where no board is waiting."""
    rows, moduli = long.board.rows, long.moduli
    at = {m - finish: m for m in handed}  # hand-over column -> board
    last = max(at)
    allowed = int(0.8 * available_memory())
    pool = ThreadPoolExecutor(threads) if threads > 1 else None
    tails = _Tails(long, handed, finish, pool, threads, stop, allowed)
    begin, keys, ways = resume or (0, np.zeros(1, np.uint64), np.ones((1, len(moduli)), np.uint64))
    held: list[_Held] = []
    columns: list[list[SquareMap]] = []  # the last columns recorded
    boundaries = [keys]  # the states after each of them (and before the first)
    cycle: _Cycle | None = None
    middle = (min(handed) - finish) // 2 if join else last + 1
    try:
        for c in range(begin, last + 1):
            if c in at:
                held.append(_Held(at[c], c, keys, ways))
            if cycle is not None and (held or c >= middle):
                _settle(held, tails, moduli, tell, cycle.boundaries())
                if c >= middle:
                    _join(_Held(0, c, keys, ways), at, cycle, tails, moduli, tell, stop)
                    return
            if c == last:
                break
            if stop is not None and stop():
                raise Stopped(rows * c, rows * last, len(keys))
            recorded = cycle is None
            if cycle:
                maps = cycle.maps(c)
            else:
                maps = _record(long, c, keys, pool, threads, stop, allowed - _held(columns))
            ways = _replay(maps, ways, moduli, pool, threads)
            keys = maps[-1].after
            if recorded:
                columns = [*columns, maps][-max(PERIODS) :]
                boundaries = [*boundaries, keys][-max(PERIODS) - 1 :]
                cycle = _cycle(long, columns, boundaries, c, last)
            if saved is not None and not held:
                saved(c + 1, keys, ways)
            if progress is not None:
                progress(c + 1, last, len(keys))
        _settle(held, tails, moduli, tell, [])
    finally:
        if pool is not None:
            pool.shutdown(wait=True)


def _record(
    long: Job,
    c: int,
    keys: np.ndarray,
    pool: ThreadPoolExecutor | None,
    threads: int,
    stop: Callable[[], bool] | None,
    allowed: int,
) -> list[SquareMap]:
    """The maps of column c's squares, from the states keys before it; TooManyStates once
    they hold more than allowed bytes."""
    rows = long.board.rows
    maps: list[SquareMap] = []
    for i in range(rows):
        got = record(long, rows * c + i, keys, pool, threads, stop)
        if got is None:
            raise Stopped(rows * c + i, long.squares, len(keys))
        maps.append(got)
        keys = got.after
        if _held([maps]) > allowed:
            raise TooManyStates(
                f"the moves of column {c + 1} of the long board ({long.board.spec}), {len(keys):,} "
                f"states, would pass the memory this machine allows ({_size(allowed)}): "
                "--every-square counts the family square by square, in less"
            )
    return maps


def _size(size: int) -> str:
    """Bytes for a person: GiB, or MiB below one."""
    return f"{size / 2**30:.1f} GiB" if size >= 2**30 else f"{size / 2**20:.0f} MiB"


def _held(columns: list[list[SquareMap]]) -> int:
    """Bytes the recorded columns hold."""
    return sum(square.nbytes for column in columns for square in column)


def _cycle(
    long: Job, columns: list[list[SquareMap]], boundaries: list[np.ndarray], c: int, last: int
) -> _Cycle | None:
    """The columns to replay from column c + 1 on, when the states after column c are those
    of period columns before and every later column steps as the one period columns before
    it does (the same states, the same steps: the same maps); else None."""
    for period in PERIODS:
        if len(columns) < period or len(boundaries) <= period:
            continue
        if not np.array_equal(boundaries[-1], boundaries[-1 - period]):
            continue
        first = c + 1 - period  # the cycle's first column, recorded
        if all(_repeats(long, first + (j % period), c + 1 + j) for j in range(last - c)):
            return _Cycle(columns[-period:], first)
    return None


def _repeats(long: Job, first: int, later: int) -> bool:
    """Whether column later's squares step as column first's do: what each reads (later
    neighbours, room, neighbours near, where a tour may end) the same, and far enough from
    the board's end to read nothing of it."""
    rows, span = long.board.rows, long.line.span
    a, b = rows * first, rows * later
    if long.squares - (b + rows) <= span:
        return False
    if not np.array_equal(long.ends[a : a + rows + span], long.ends[b : b + rows + span]):
        return False
    return same_tables(long.line, a, long.line, b, rows)


def _replay(
    maps: list[SquareMap],
    ways: np.ndarray,
    moduli: np.ndarray,
    pool: ThreadPoolExecutor | None,
    threads: int,
) -> np.ndarray:
    """The ways after maps' squares, the moduli shared among threads."""
    if pool is None or len(moduli) < 2 or len(ways) < 4096:
        return replay(maps, ways, moduli)
    cuts = np.linspace(0, len(moduli), min(threads, len(moduli)) + 1).astype(int)
    parts = [
        pool.submit(replay, maps, np.ascontiguousarray(ways[:, a:b]), moduli[a:b])
        for a, b in itertools.pairwise(cuts)
    ]
    return np.hstack([p.result() for p in parts])


class _Tails:
    """Each board's last columns: recorded once for the boards that end alike, read
    backwards into each state's completions."""

    def __init__(
        self,
        long: Job,
        handed: list[int],
        finish: int,
        pool: ThreadPoolExecutor | None,
        threads: int,
        stop: Callable[[], bool] | None,
        allowed: int,
    ) -> None:
        self.finish, self.pool, self.threads, self.stop = finish, pool, threads, stop
        self.allowed = allowed
        rows = long.board.rows
        self.ends: list[Job] = []  # one board's own count per way of ending
        self.group: dict[int, int] = {}  # board -> its way of ending
        for m in handed:
            own = Job(
                Board(rows, m),
                long.mode,
                prune=False,
                bound=long.bound,
                moduli_set=long.moduli_set,
                share=long.share,
            )
            start = self.start(own)
            if not same_steps(long, own, start):
                raise RuntimeError(f"the sweep's long board does not step as {own.board} does")
            for g, other in enumerate(self.ends):
                if same_tail(own, start, other, self.start(other), colours=False):
                    self.group[m] = g
                    break
            else:
                self.group[m] = len(self.ends)
                self.ends.append(own)
        self.known: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # group: keys, completions

    def start(self, job: Job) -> int:
        """The square a board's last columns begin at."""
        return job.board.rows * (job.board.cols - self.finish)

    def completions(self, m: int, keys: np.ndarray) -> np.ndarray | None:
        """The completions of board m's states keys at its hand-over; None if not learnt."""
        got = self.known.get(self.group[m])
        if got is None:
            return None
        known, counts = got
        where = np.minimum(np.searchsorted(known, keys), len(known) - 1)
        if len(known) == 0 or not np.array_equal(known[where], keys):
            return None
        return counts[where]

    def learn(self, m: int, keys: np.ndarray, moduli: np.ndarray) -> None:
        """Record the last columns of board m (and those that end alike) from the states
        keys, and read them backwards into each state's completions."""
        job = self.ends[self.group[m]]
        maps, states = [], keys
        for k in range(self.start(job), job.squares):
            got = record(job, k, states, self.pool, self.threads, self.stop)
            if got is None:
                raise Stopped(k, job.squares, len(states))
            maps.append(got)
            states = got.after
            if _held([maps]) > self.allowed:
                raise TooManyStates(
                    f"the moves of the last columns of {job.board.spec}, from {len(keys):,} "
                    f"states, would pass the memory this machine allows ({_size(self.allowed)})"
                )
        self.known[self.group[m]] = (keys, finished(maps, moduli))


def _settle(
    held: list[_Held],
    tails: _Tails,
    moduli: np.ndarray,
    tell: Tell,
    coming: list[np.ndarray],
) -> None:
    """Tell the counts of the boards held, emptying it: the completions of each way of
    ending learnt once, from every state held and every state still coming (a cycle's)."""
    for h in held:
        if tails.completions(h.board, h.keys) is None:
            alike = [o.keys for o in held if tails.group[o.board] == tails.group[h.board]]
            tails.learn(h.board, np.unique(np.concatenate(alike + coming)), moduli)
        counts = tails.completions(h.board, h.keys)
        assert counts is not None  # learnt from h.keys among others
        tell(h.board, joined(h.ways, counts, moduli), None)
    held.clear()


def _join(
    middle: _Held,
    at: dict[int, int],
    cycle: _Cycle,
    tails: _Tails,
    moduli: np.ndarray,
    tell: Tell,
    stop: Callable[[], bool] | None,
) -> None:
    """Every board handed over past the middle column, as the ways there times the
    completions of the rest: a board p columns longer than another (p the cycle's period)
    has the other's completions read backwards through p more columns at the middle."""
    period = len(cycle.columns)
    # per way of ending and column mod period: the last board's completions, its column
    chains: dict[tuple[int, int], np.ndarray] = {}
    reached: dict[tuple[int, int], int] = {}
    for c in sorted(h for h in at if h > middle.column):
        m = at[c]
        phase = (tails.group[m], c % period)
        if phase not in chains:  # the chain's first board: from its hand-over back
            counts = _coming(tails, m, cycle.keys(c), moduli)
            back = range(c - 1, middle.column - 1, -1)
        else:  # p columns more, read backwards at the middle
            counts = chains[phase]
            back = range(middle.column + (c - reached[phase]) - 1, middle.column - 1, -1)
        for column in back:
            if stop is not None and stop():
                raise Stopped(0, 0, len(middle.keys))
            counts = complete(cycle.maps(column), counts, moduli)
        chains[phase], reached[phase] = counts, c
        tell(m, joined(middle.ways, counts, moduli), middle.column)


def _coming(tails: _Tails, m: int, keys: np.ndarray, moduli: np.ndarray) -> np.ndarray:
    """Board m's completions of the states keys at its hand-over, learnt if need be."""
    counts = tails.completions(m, keys)
    if counts is None:
        tails.learn(m, keys, moduli)
        counts = tails.completions(m, keys)
    assert counts is not None
    return counts
