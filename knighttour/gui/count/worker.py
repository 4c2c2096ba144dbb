"""CountWorker: what can be counted here and how, then the count itself, on its own thread
(seconds of checks on a large board are never the window's)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Signal

from ...core.board.board import Board
from ...core.count import count_kernels
from ...core.count import methods as count
from ...core.count.checkpoint import last_square_saved
from ...core.count.estimates import WorkShare
from ...core.count.plan import CountAnswer, CountPlan, CountRequest, plan_count, run_count
from ..worker_base import WorkerBase

#: a count estimated to take longer than this (seconds) or more memory (bytes) asks first
ASK_SECONDS = 60.0
ASK_BYTES = 1 << 30


class CountWorker(WorkerBase):
    """Counts tours (core/count/methods.py) on its own thread: first what can be counted here
    and how (the command line's checks: the theorems, the method, its memory; on a large
    board seconds of work, never the window's), then the count, with progress after each
    square of the frontier (at most ~10 a second), Stop between squares (and within one).
    With a cluster address the frontier runs on that Dask cluster (core/count/cluster.py)."""

    #: steps done, steps, live states, bytes, and the share of the estimated work done
    progressed = Signal(int, int, int, int, float)
    searched = Signal(int, int, object)  # exhaustive: searches done, searches, tours so far
    #: a long or large count, not begun: its estimated seconds and bytes (ask, then count
    #: again with confirmed)
    estimated = Signal(float, object)
    connected = Signal(str)  # the cluster counted on, and its dashboard
    # the count goes ahead: the folder its squares are kept in ('' for none), the last
    # square a stopped count of the same board kept there (0: none)
    decided = Signal(str, int)
    # returned: the CountAnswer (none when the count was not begun, asked first)

    def __init__(
        self,
        board: Board,
        closed: bool,
        start: int | None,
        per_start: bool,
        cluster_address: str = "",
        checkpoint: str | None = None,
        confirmed: bool = False,
    ) -> None:
        super().__init__()
        self.board, self.closed, self.start, self.per_start = board, closed, start, per_start
        #: a count estimated past ASK_SECONDS or ASK_BYTES goes ahead only once confirmed
        self.confirmed = confirmed
        self._share: WorkShare | None = None
        self.cluster_address = cluster_address
        # a folder a frontier count here keeps its finished squares in, and goes on from
        self.checkpoint = checkpoint
        self._last = 0.0

    def _progress(self, done: int, total: int, states: int, used: int) -> None:
        now = time.perf_counter()
        if now - self._last >= 0.1 or done == total:
            self._last = now
            if self._share is None:
                self._share = WorkShare(self.board)
            self.progressed.emit(done, total, states, used, self._share.after(done, total))

    def _searched(self, done: int, total: int, tours: int) -> None:
        now = time.perf_counter()
        if now - self._last >= 0.1 or done == total:
            self._last = now
            self.searched.emit(done, total, tours)

    def _request(self) -> CountRequest:
        return CountRequest(
            self.board,
            self.closed,
            self.start,
            None,
            self.per_start,
            on_cluster=bool(self.cluster_address),
        )

    def _run(
        self, plan: CountPlan, runner: count.Runner | None = None, checkpoint: str | None = None
    ) -> CountAnswer:
        return run_count(
            plan,
            progress=self._progress,
            stop=self.abort_requested,
            runner=runner,
            searched=self._searched,
            checkpoint=checkpoint,
        )

    def work(self) -> CountAnswer | None:
        """Count (a stop gives what was known: an answer marked stopped, with no count);
        None when the count was not begun because it must be asked first (`estimated` said
        so).  The plan (the theorems' verdict, the method, the refusals) is the command
        line's and the library's: core/count/plan.py."""
        if not count_kernels.load_with_counting(self.abort_requested):
            # a stop ends a count one way: its answer marked stopped, with what it finished
            # (nothing yet: no plan was made, the kernels every plan may call were not ready)
            unplanned = CountPlan(self._request(), None, count.FRONTIER)
            nothing = count.TourCount(None, count.FRONTIER)
            return CountAnswer(unplanned, nothing, True, "stopped before the count began")
        plan = plan_count(self._request())
        if self.cluster_address and plan.verdict is None:
            return self._count_on_cluster(plan)
        if plan.verdict is None and plan.method == count.FRONTIER and not self.confirmed:
            seconds, need = plan.estimate()
            if seconds > ASK_SECONDS or need > ASK_BYTES:
                self.estimated.emit(seconds, need)
                return None
        kept = self.checkpoint if plan.method == count.FRONTIER and plan.verdict is None else None
        self.decided.emit(kept or "", last_square_saved(Path(kept)) if kept else 0)
        return self._run(plan, checkpoint=kept)

    def _count_on_cluster(self, plan: CountPlan) -> CountAnswer:
        from ...core.count import cluster

        with cluster.connect(self.cluster_address, timeout=5.0) as client:
            link = cluster.dashboard(client)
            where = self.tr("on the Dask cluster at {address}").format(
                address=client.scheduler.address
            )
            if link:
                where = self.tr("{where} (dashboard {link})").format(where=where, link=link)
            self.connected.emit(where)
            return self._run(plan, cluster.Runner(client))
