"""One count, whichever door asks (the command line's ``knighttour count``, the library's
``knighttour.count``, the window's Count tab): the request, the plan made once from it (the
theorems' verdict, the method, the refusals: a board too large for memory, a count that could
not end in any useful time), the run (one stop: a callable, or an interrupt), and the answer,
which owns its JSON.

    request -> plan_count -> run_count -> CountAnswer.to_dict()
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..board.board import Board, BoardError
from ..board.verdict import Verdict, verdict
from ..errors import is_interrupt
from . import methods
from .line import applies
from .methods import (
    ENUMERATION,
    FRONTIER,
    CountStopped,
    Runner,
    Searched,
    SquareProgress,
    TourCount,
    check_feasible,
    check_fits,
    choose_method,
)
from .sentences import count_sentence


@dataclass(frozen=True)
class CountRequest:
    """What is to be counted: the tours of board, closed (undirected) or open (directed),
    from start (None: every square, or the table of each with per_start), to end.  on_cluster:
    the frontier counter wherever it applies (its runs are sent to a Dask cluster)."""

    board: Board
    closed: bool = False
    start: int | None = None
    end: int | None = None
    per_start: bool = False
    on_cluster: bool = False


@dataclass(frozen=True)
class CountPlan:
    """How a count will be made, decided once before any work: the theorems' verdict (a 0
    without counting), the method, and the refusals already made."""

    request: CountRequest
    verdict: Verdict | None
    method: str

    def estimate(self) -> tuple[float, int]:
        """(seconds, bytes) a frontier count of the request is estimated to take here."""
        r = self.request
        seconds = methods.estimate_count_seconds(r.board, r.closed, r.start, r.per_start)
        need = methods.estimate_bytes(r.board, r.closed, r.per_start or r.start is not None)
        return seconds, need

    def load_kernels(self, stop: Callable[[], bool] | None = None) -> bool:
        """Make ready the kernels the count calls (none when the verdict answers); False if
        stop said so first."""
        from . import count_kernels

        if self.verdict is not None:
            return True
        if self.request.on_cluster:
            return count_kernels.load_with_counting(stop)
        return count_kernels.load_for_method(self.method, stop)


def plan_count(request: CountRequest) -> CountPlan:
    """The plan of a count: the verdict asked once, the method, the refusals (BoardError:
    too large for memory, or one that could not end in years; a theorem's 0 is never
    refused)."""
    board, closed, start = request.board, request.closed, request.start
    if closed and start is not None and request.end is None:
        raise BoardError(
            "a closed tour has no first square: closed tours are counted whole, each circuit "
            "once whatever its start (leave the start out)"
        )
    board.check_fits(96)  # before anything the size of the board is made
    if request.end is not None:
        methods.check_between(board, start, request.end, closed)
        assert start is not None  # check_between refuses a count without one
        return CountPlan(request, verdict(board, start, False, request.end), ENUMERATION)
    found = None if request.per_start else verdict(board, None if closed else start, closed)
    method = choose_method(board)
    if request.on_cluster and applies(board):
        method = FRONTIER
    if found is None and not request.on_cluster:
        check_feasible(board, method, closed, None if request.per_start else start)
        check_fits(board, closed, request.per_start or start is not None, method)
    return CountPlan(request, found, method)


@dataclass(frozen=True)
class CountAnswer:
    """A count's answer: the request's plan, what was counted (result; its count None when
    stopped before the end), and whether it was stopped (by a stop callable or an
    interrupt, where: how far it came).  Owns the JSON of ``knighttour count --json``."""

    plan: CountPlan
    result: TourCount
    stopped: bool = False
    where: str = ""
    interrupted: bool = field(default=False, compare=False)

    @property
    def why(self) -> str:
        """The theorem that makes the count 0 without counting ('' for any other count)."""
        return self.plan.verdict.sentence if self.plan.verdict is not None else ""

    @property
    def count(self) -> int | None:
        """The number of tours (None when stopped before the end)."""
        return self.result.count

    def sentence(self) -> str:
        """What was counted, in words: '1,728 open tours (directed) on 5x5'."""
        r = self.plan.request
        if self.stopped:
            how = "by an interrupt" if self.interrupted else self.where.removeprefix("stopped")
            said = f"stopped {how.strip()}, before the end: no count".replace(" ,", ",")
            table = self.result.per_start
            if r.per_start and table is not None:
                live = r.board.live_squares()
                done = sum(table[s] is not None for s in live)
                said += f" (the open tours from {done:,} of its {len(live):,} squares counted)"
            return said
        start = None if r.closed else r.start
        return count_sentence(self.count or 0, r.board, r.closed, start, r.end)

    def to_dict(self) -> dict[str, object]:
        """The answer as ``knighttour count --json`` prints it (and ``knighttour.count``'s
        ``to_dict()`` returns it)."""
        r = self.plan.request
        board, result = r.board, self.result
        data: dict[str, object] = {
            "board": board.to_json(),
            "start": board.name(r.start) if r.start is not None else None,
            "closed": bool(r.closed),
            "count": result.count,
            "method": result.method,
            "seconds": round(result.seconds, 6),
        }
        if self.why:
            data["reason"] = self.why  # a theorem answered, without counting
        if r.per_start and result.per_start is not None:  # (stopped: the squares finished)
            table = result.per_start
            data["per_start"] = {
                board.name(s): int(table[s]) for s in board.live_squares() if table[s] is not None
            }
        if r.end is not None:
            data["end"] = board.name(r.end)
        if self.stopped:
            data["stopped"] = True
        if not board.is_knight:
            data.update(board.variant_json())
        return data


def run_count(
    plan: CountPlan,
    *,
    progress: SquareProgress | None = None,
    stop: Callable[[], bool] | None = None,
    runner: Runner | None = None,
    checkpoint: str | None = None,
    searched: Searched | None = None,
) -> CountAnswer:
    """Run the plan: a verdict's 0 at once, else the count by its method (runner: each
    frontier run on a cluster).  A stop (stop said True) or an interrupt (Ctrl-C, a
    notebook's Interrupt) ends it with the answer marked stopped and what was known."""
    r = plan.request
    t0 = time.perf_counter()
    if plan.verdict is not None:
        return CountAnswer(plan, TourCount(0, plan.method, seconds=time.perf_counter() - t0))
    try:
        if r.end is not None:  # (the plan checked the request: check_between, once)
            assert r.start is not None
            between = methods.search_between(r.board, r.start, r.end, stop=stop, searched=searched)
            return CountAnswer(plan, between)
        result = methods.count_tours(
            r.board,
            closed=r.closed,
            start=r.start,
            per_start=r.per_start,
            method=plan.method,
            progress=progress,
            stop=stop,
            runner=runner,
            checkpoint=checkpoint,
            searched=searched,
            end=r.end,
        )
    except CountStopped as exc:
        return CountAnswer(plan, exc.partial, True, str(exc), exc.interrupted)
    except (KeyboardInterrupt, SystemError) as exc:
        if not is_interrupt(exc):  # (Ctrl-C inside a compiled call: a SystemError)
            raise
        partial = TourCount(None, plan.method, seconds=time.perf_counter() - t0)
        return CountAnswer(plan, partial, True, "stopped", True)
    return CountAnswer(plan, result)
