"""Compare solvers over start squares: every (solver, start) run in parallel threads.

The kernels release the GIL, so a thread per core really runs a search per core.  Each run
advances in chunks and checks a stop flag between them, so a comparison stops at once.
"""

from __future__ import annotations

import hashlib
import json
import os
import statistics
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

import numpy as np

from ..board.board import Board
from ..solve import pipeline
from ..solve.catalogue import get_solver
from ..solve.run_loop import drive
from ..solve.search import Search
from ..status import Status

#: the default step cap of a comparison (Spelchan's Making Knight's Tour went to 10 billion)
DEFAULT_MAX_STEPS = 10_000_000
#: the columns of a comparison row, in contract order
FIELDS = ("solver", "start", "status", "steps", "backtracks", "seconds")


@dataclass(frozen=True)
class Row:
    """One run of one solver from one start square: solver, start (a square name), status
    ('found', 'no-tour', 'gave-up' or 'stopped'), steps (moves made), backtracks (moves taken
    back) and seconds; run repeats times, seconds is the median of the runs' times,
    seconds_min the least and same_moves whether every run made the same moves; tour, its
    squares' names when kept (empty unless found), None when not asked for."""

    solver: str
    start: str
    status: str
    steps: int
    backtracks: int
    seconds: float
    seconds_min: float | None = None
    repeats: int | None = None
    tour: tuple[str, ...] | None = None
    #: repeated: whether every run made the same moves (a run's moves are a function of its
    #: inputs: False is a fault to report, never expected)
    same_moves: bool | None = None

    def to_json(self) -> dict[str, object]:
        """The row as the contract's JSON object, with seconds_min and repeats when the pair
        was repeated and tour when it was kept."""
        out: dict[str, object] = {name: getattr(self, name) for name in FIELDS}
        if self.repeats is not None:
            out.update(
                seconds_min=self.seconds_min, repeats=self.repeats, same_moves=self.same_moves
            )
        if self.tour is not None:
            out["tour"] = list(self.tour)
        return out


def run_one(
    board: Board,
    solver: str,
    start: int,
    max_steps: int,
    closed: bool = False,
    stop: Callable[[], bool] | None = None,
    repeat: int | None = None,
    tours: bool = False,
) -> Row:
    """Run solver from start to its end, the step cap or a stop.  repeat: run it so many
    times (each a fresh search) and give the median time as seconds, the least as
    seconds_min, and check that every run made the same moves (same_moves).  tours: keep
    the tour found in the row."""
    times: list[float] = []
    moves: set[tuple[str, int, int, bytes]] = set()
    asked = pipeline.request(board, start, solver, closed)  # (a solve's one request)
    for _ in range(max(1, repeat or 1)):
        search = pipeline.prepare(asked, stop=stop)  # (its own kernels, not every solver's)
        drive(search, max_steps, stop=stop, only_needed=True)
        times.append(search.seconds)
        if search.status == Status.STOPPED:
            break
        if repeat is not None:  # (a tour of 8 million squares is 64 MB to compare)
            moves.add((str(search.status), search.steps, search.backtracks, _digest(search)))
    tour = None
    if tours:
        tour = tuple(board.names(search.path())) if search.status == Status.FOUND else ()
    return Row(
        solver,
        board.name(start),
        search.status,
        search.steps,
        search.backtracks,
        round(statistics.median(times), 6),
        round(min(times), 6) if repeat is not None else None,
        len(times) if repeat is not None else None,
        tour,
        len(moves) <= 1 if repeat is not None else None,
    )


def every_start(board: Board) -> range | np.ndarray:
    """Every square a tour may start from, in board order: a range where the board has no
    holes (8 million starts listed would be 64 MB written before the first run), else the
    live squares."""
    return board.live_squares() if board.holes else range(board.size)


def _digest(search: Search) -> bytes:
    """A digest of the tour a run found (b'' for none): hashlib lets go of the GIL while it
    reads a long one, Python's own hash of its bytes held it (a tenth of a second on 8
    million squares, which the window waited out)."""
    if search.status != Status.FOUND:
        return b""  # pragma: no mutate (the same for every run without a tour, whatever it is)
    return hashlib.blake2b(np.ascontiguousarray(search.path()).data).digest()


def format_seconds(seconds: float) -> str:
    """A time for people, in a unit that keeps three figures: '420 µs', '3.20 µs', '1.25 ms',
    '12.5 s' (never 0.0000 for a run that took microseconds).  The bounds are where the
    figures shown round up: 999.7 µs is '1.00 ms' (not '1,000 µs'), 99.97 µs '100 µs' (not
    '100.0 µs'), 9.997 µs '10.0 µs' (not '10.00 µs')."""
    if seconds <= 0:
        return "0 µs"
    value, unit = seconds, "s"  # (seconds, however many)
    for smaller, scale in (("µs", 1e6), ("ms", 1e3)):
        if seconds * scale < 999.5:
            value, unit = seconds * scale, smaller
            break
    if value >= 99.95:
        return f"{value:,.0f} {unit}"
    if value >= 9.995:
        return f"{value:.1f} {unit}"
    return f"{value:.2f} {unit}"


def compare(
    board: Board,
    solvers: list[str],
    starts: Iterable[int] | range | np.ndarray,
    max_steps: int = DEFAULT_MAX_STEPS,
    closed: bool = False,
    workers: int | None = None,
    stop: Callable[[], bool] | None = None,
    on_row: Callable[[Row], None] | None = None,
    tick: Callable[[], None] | None = None,
    repeat: int | None = None,
    tours: bool = False,
) -> list[Row]:
    """Every solver from every start, on `workers` threads (one per core by default).

    Rows come back solver by solver, starts in the order given; on_row is called (from the
    calling thread) as each run ends, and tick at least every 50 ms while runs go on (to
    pass rows on in batches).  stop is asked as often; once it says True, the runs going on
    stop at their next chunk (marked 'stopped') and those not started are left out.  repeat and
    tours are run_one's: each pair run so many times, each row with its tour.  starts may be
    a range (every_start: a board's squares, none listed).
    """
    solvers = [get_solver(name).name for name in solvers]  # unknown names fail before any work
    # kept as given (a million starts made into Python ints at once would hold the GIL,
    # and so the window, for a tenth of a second; a range is every square of a board with
    # no holes, made into nothing): each becomes a plain int as its run is made (a solver
    # may seed a random number generator with its start)
    squares = starts if isinstance(starts, (np.ndarray, range)) else list(starts)
    threads = workers or os.cpu_count() or 1
    # jobs are made as places free up (a few per thread ahead), never all at once: a board
    # of a million squares must not build a million jobs before the first run, nor a Stop
    # wait for them to be skipped one by one
    jobs = ((i, name, s) for i, (name, s) in enumerate(_pairs(solvers, squares)))
    rows: dict[int, Row] = {}
    halt = threading.Event()  # the runs' own stop: set by stop, or by an interrupt

    def ticked() -> None:
        if not halt.is_set() and stop is not None and stop():
            halt.set()
        if tick is not None:
            tick()

    interrupted = False
    with ThreadPoolExecutor(max_workers=threads) as pool:
        pending: dict[Future[Row | None], int] = {}
        try:
            for i, name, s in jobs:
                ticked()
                if halt.is_set():
                    break
                job = (board, name, s, max_steps, closed, halt, repeat, tours)
                pending[pool.submit(_job, *job)] = i
                while len(pending) >= 2 * threads:
                    _collect(pending, rows, on_row, ticked)
            while pending:
                _collect(pending, rows, on_row, ticked)
        except KeyboardInterrupt:
            # Ctrl-C, or a notebook's Interrupt: every run stops at its next chunk, and the
            # rows finished (and the runs it stopped, marked so) are kept, not lost
            interrupted = True
            halt.set()
            while pending:
                _collect(pending, rows, on_row, ticked)
    done = [rows[i] for i in sorted(rows)]
    if interrupted:
        raise Interrupted(done)
    return done


class Interrupted(KeyboardInterrupt):
    """A comparison cut short by an interrupt (Ctrl-C, a notebook's Interrupt button):
    `rows` are the runs that ended, those the interrupt stopped marked 'stopped'."""

    def __init__(self, rows: list[Row]) -> None:
        super().__init__(f"stopped by an interrupt after {len(rows):,} runs")
        self.rows = rows


def _pairs(
    solvers: list[str], starts: Sequence[int] | range | np.ndarray
) -> Iterator[tuple[str, int]]:
    for name in solvers:
        for s in starts:
            yield name, int(s)


def _collect(
    pending: dict[Future[Row | None], int],
    rows: dict[int, Row],
    on_row: Callable[[Row], None] | None,
    tick: Callable[[], None] | None,
) -> None:
    """Wait up to 50 ms for some pending runs to end; keep their rows (and hand each to
    on_row), then tick."""
    done, _ = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
    for future in done:
        i = pending.pop(future)
        row = future.result()
        if row is None:
            continue  # pragma: no mutate (a break leaves the rest of done in pending: next time)
        rows[i] = row
        if on_row is not None:
            on_row(row)
    if tick is not None:
        tick()


def _job(
    board: Board,
    solver: str,
    start: int,
    max_steps: int,
    closed: bool,
    stop: threading.Event,
    repeat: int | None,
    tours: bool,
) -> Row | None:
    if stop.is_set():
        return None
    return run_one(board, solver, start, max_steps, closed, stop.is_set, repeat, tours)


@dataclass(frozen=True)
class Summary:
    """One solver's results over all its starts: found (tours found), runs (runs that ended on
    their own), stopped (runs a Stop ended: counted apart, a Stop is not a failure of the
    solver), median_steps and max_steps (moves made by the runs that ended on their own),
    seconds (the runs' time in all)."""

    solver: str
    found: int
    #: runs that ended on their own (found, no-tour or gave-up)
    runs: int
    stopped: int
    median_steps: float
    max_steps: int
    seconds: float


def summarise(rows: list[Row]) -> list[Summary]:
    """Found out of n, median and maximum steps (of the runs that ended on their own; 0
    when none did), and total time, per solver."""
    by_solver: dict[str, list[Row]] = {}
    for row in rows:
        by_solver.setdefault(row.solver, []).append(row)
    out = []
    for name, group in by_solver.items():
        # the steps of the runs that ended on their own: a run cut short by a Stop says
        # nothing of the solver (its time still counts: it was spent)
        steps = sorted(r.steps for r in group if r.status != Status.STOPPED) or [0]
        mid = len(steps) // 2
        median = steps[mid] if len(steps) % 2 else (steps[mid - 1] + steps[mid]) / 2
        stopped = sum(r.status == Status.STOPPED for r in group)
        out.append(
            Summary(
                name,
                sum(r.status == Status.FOUND for r in group),
                len(group) - stopped,
                stopped,
                median,
                steps[-1],
                round(sum(r.seconds for r in group), 6),
            )
        )
    return out


def rows_json(rows: list[Row]) -> str:
    """The rows as the contract's JSON list."""
    return json.dumps([r.to_json() for r in rows])
