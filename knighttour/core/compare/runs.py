"""Compare solvers over start squares: every (solver, start) run in parallel threads.

The kernels release the GIL, so a thread per core really runs a search per core.  Each run
advances in chunks and checks a stop flag between them, so a comparison stops at once.
"""

from __future__ import annotations

import csv
import io
import json
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass

import numpy as np

from ..board.board import Board
from ..solve.catalogue import get_solver, make_search
from ..solve.run_loop import drive
from ..status import Status

#: the default step cap of a comparison (Spelchan's Making Knight's Tour went to 10 billion)
DEFAULT_MAX_STEPS = 10_000_000
#: the columns of a comparison row, in contract order
FIELDS = ("solver", "start", "status", "steps", "backtracks", "seconds")


@dataclass(frozen=True)
class Row:
    """One run of one solver from one start square."""

    solver: str
    start: str
    status: str
    steps: int
    backtracks: int
    seconds: float

    def to_json(self) -> dict[str, object]:
        """The row as the contract's JSON object."""
        return asdict(self)


def run_one(
    board: Board,
    solver: str,
    start: int,
    max_steps: int,
    closed: bool = False,
    stop: threading.Event | None = None,
) -> Row:
    """Run solver from start to its end, the step cap or a stop."""
    search = make_search(board, start, solver, closed)
    drive(search, max_steps, stop=stop.is_set if stop is not None else None)
    return Row(
        solver,
        board.name(start),
        search.status,
        search.steps,
        search.backtracks,
        round(search.seconds, 6),
    )


def compare(
    board: Board,
    solvers: list[str],
    starts: Iterable[int],
    max_steps: int = DEFAULT_MAX_STEPS,
    closed: bool = False,
    workers: int | None = None,
    stop: threading.Event | None = None,
    on_row: Callable[[Row], None] | None = None,
    tick: Callable[[], None] | None = None,
) -> list[Row]:
    """Every solver from every start, on `workers` threads (one per core by default).

    Rows come back solver by solver, starts in the order given; on_row is called (from the
    calling thread) as each run ends, and tick at least every 50 ms while runs go on (to
    pass rows on in batches).  Runs not started when stop is set are left out.
    """
    for name in solvers:
        get_solver(name)  # unknown names fail before any work
    # kept as given (a million starts made into Python ints at once would hold the GIL,
    # and so the window, for a tenth of a second): each becomes a plain int as its run is
    # made (a solver may seed a random number generator with its start)
    squares = starts if isinstance(starts, np.ndarray) else list(starts)
    threads = workers or os.cpu_count() or 1
    # jobs are made as places free up (a few per thread ahead), never all at once: a board
    # of a million squares must not build a million jobs before the first run, nor a Stop
    # wait for them to be skipped one by one
    jobs = ((i, name, s) for i, (name, s) in enumerate(_pairs(solvers, squares)))
    rows: dict[int, Row] = {}
    with ThreadPoolExecutor(max_workers=threads) as pool:
        pending: dict[Future[Row | None], int] = {}
        for i, name, s in jobs:
            if stop is not None and stop.is_set():
                break
            pending[pool.submit(_job, board, name, s, max_steps, closed, stop)] = i
            while len(pending) >= 2 * threads:
                _collect(pending, rows, on_row, tick)
        while pending:
            _collect(pending, rows, on_row, tick)
    return [rows[i] for i in sorted(rows)]


def _pairs(solvers: list[str], starts: Sequence[int] | np.ndarray) -> Iterator[tuple[str, int]]:
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
            continue
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
    stop: threading.Event | None,
) -> Row | None:
    if stop is not None and stop.is_set():
        return None
    return run_one(board, solver, start, max_steps, closed, stop)


@dataclass(frozen=True)
class Summary:
    """One solver's results over all its starts (stopped runs are counted apart: a Stop is
    not a failure of the solver)."""

    solver: str
    found: int
    #: runs that ended on their own (found, no-tour or gave-up)
    runs: int
    stopped: int
    median_steps: float
    max_steps: int
    seconds: float


def summarise(rows: list[Row]) -> list[Summary]:
    """Found out of n, median and maximum steps, and total time, per solver."""
    by_solver: dict[str, list[Row]] = {}
    for row in rows:
        by_solver.setdefault(row.solver, []).append(row)
    out = []
    for name, group in by_solver.items():
        steps = sorted(r.steps for r in group)
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


def rows_csv(rows: list[Row]) -> str:
    """The rows as CSV with the contract's header."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FIELDS)
    for r in rows:
        writer.writerow([r.solver, r.start, r.status, r.steps, r.backtracks, r.seconds])
    return out.getvalue()
