"""knighttour bench: fixed cases timed on the numba kernels (search time only)."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from .core import kernels
from .core.board import Board, BoardError, parse_order
from .core.count import FRONTIER, count_open, count_tours
from .core.search import RUNNING
from .core.solvers import make_search

#: The C++ yardstick's jump order, (row, col) deltas with row 0 first, written as our
#: file,rank deltas (rank = row): the same search, move for move.
REFERENCE_ORDER = "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2"


@dataclass
class BenchResult:
    """One timed case."""

    case: str
    solver: str
    board: str
    start: str
    status: str
    steps: int
    seconds: float
    moves_per_second: float
    peak_states: int = 0
    peak_bytes: int = 0


def _solve(case: str, solver: str, spec: str, start: str, cap: int, repeat: int = 1,
           order: str = REFERENCE_ORDER, closed: bool = False) -> BenchResult:
    rows, cols = (int(x) for x in spec.split("x"))
    board = Board(rows, cols, parse_order(order))
    best = None
    for _ in range(repeat):
        try:
            search = make_search(board, board.parse_square(start), solver, closed)
        except BoardError as exc:
            return BenchResult(case, solver, spec, start, f"refused: {exc}", 0, 0.0, 0.0)
        while search.status == RUNNING and search.steps < cap:
            search.advance(cap - search.steps)
        if search.status == RUNNING:
            search.give_up("cap")
        if best is None or search.seconds < best.seconds:
            best = search
    return BenchResult(case, solver, spec, start, best.status, best.steps, best.seconds,
                       best.steps / best.seconds if best.seconds else 0.0)


#: the frontier counter's cases: (board, closed, slow?)
COUNT_CASES = (("5x10", True, False), ("6x8", True, False), ("6x6", False, False),
               ("7x7", False, True), ("8x8", True, True))


def _count(spec: str, closed: bool) -> BenchResult:
    rows, cols = (int(x) for x in spec.split("x"))
    kind = "closed" if closed else "open"
    try:
        result = count_tours(Board(rows, cols), closed=closed, method=FRONTIER)
    except BoardError as exc:
        return BenchResult(f"count {kind} tours of {spec} (frontier)", "count", spec, "all",
                           f"refused: {exc}", 0, 0.0, 0.0)
    return BenchResult(f"count {kind} tours of {spec} (frontier)", "count", spec, "all",
                       f"{result.count} tours", result.count, result.seconds, 0.0,
                       result.peak_states, result.peak_bytes)


def run_bench(slow: bool = False) -> list[BenchResult]:
    """Run every case once (short ones several times, best kept); slow adds the counts that
    take minutes (7x7 open, 8x8 closed)."""
    kernels.warm_up()
    results = [
        _solve("backtracking 8x8 from a1, 20M-move cap", "backtracking", "8x8", "a1",
               20_000_000),
        _solve("warnsdorff 1000x1000 from a1", "warnsdorff", "1000x1000", "a1",
               10**9, repeat=5),
        _solve("warnsdorff 8x8 from a1", "warnsdorff", "8x8", "a1", 10**9, repeat=200),
    ]
    for side, repeat in ((1000, 5), (4000, 2), (10000, 1)):
        spec = f"{side}x{side}"
        results.append(_solve(f"divide-conquer closed {spec}", "divide-conquer", spec, "a1",
                              10**12, repeat=repeat, closed=True))
    for side in (1000, 4000):
        spec = f"{side}x{side}"
        for solver in ("warnsdorff-roth", "squirrel-cull"):
            results.append(_solve(f"{solver} {spec} from a1", solver, spec, "a1", 10**12))
    # a million squares on boards 3 and 4 wide (no tiles: column by column); the first run
    # fills the state tables, later runs reuse them
    for spec, start, closed in (("3x333334", "a1", True), ("4x250000", "a1", False)):
        kind = "closed" if closed else "open"
        results.append(_solve(f"divide-conquer {kind} {spec}, first run", "divide-conquer",
                              spec, start, 10**12, closed=closed))
        results.append(_solve(f"divide-conquer {kind} {spec}, tables kept", "divide-conquer",
                              spec, start, 10**12, repeat=3, closed=closed))
    results.append(_solve("warnsdorff-roth 3x333334 from a1", "warnsdorff-roth", "3x333334",
                          "a1", 10**12))
    results.append(_solve("warnsdorff-roth 4x250000 from a1", "warnsdorff-roth", "4x250000",
                          "a1", 10**12))
    t0 = time.perf_counter()
    total = count_open(Board(6, 6))
    seconds = time.perf_counter() - t0
    results.append(BenchResult("count all open tours of 6x6 (enumeration)", "count", "6x6",
                               "all", f"{total} tours", total, seconds, 0.0))
    for spec, closed, is_slow in COUNT_CASES:
        if slow or not is_slow:
            results.append(_count(spec, closed))
    return results


def bench_json(slow: bool = False) -> list[dict]:
    """The bench results as plain dicts."""
    return [asdict(r) for r in run_bench(slow)]
