"""CountWorker: what can be counted here and how, then the count itself, on its own thread
(seconds of checks on a large board are never the window's)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Signal

from ...core.board.board import Board
from ...core.board.theorems import tour_impossible
from ...core.count import count_kernels
from ...core.count import methods as count
from ...core.count.checkpoint import last_square_saved
from ...core.count.estimates import WorkShare
from ...core.count.line import applies
from ..worker_base import WorkerBase, WorkerError

#: a count estimated to take longer than this (seconds) or more memory (bytes) asks first
ASK_SECONDS = 60.0
ASK_BYTES = 1 << 30


@dataclass(frozen=True)
class CountAnswer:
    """A count's answer: the TourCount (its count None when stopped before the end), and
    the theorem that makes a count of 0 so ('' for any other count)."""

    result: count.TourCount
    why: str


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

    def _decide(self) -> str | None:
        """The method of a count here (None: a theorem answers it), or BoardError for what
        cannot be counted here, said at once as the command line says it."""
        board, closed, start = self.board, self.closed, self.start
        if tour_impossible(board, start, closed):
            return None
        board.check_fits(96)
        method = count.choose_method(board)
        count.check_feasible(board, method, closed, None if self.per_start else start)
        count.check_fits(board, closed, self.per_start or start is not None, method)
        return method

    def _estimate(self) -> tuple[float, int]:
        """(seconds, bytes): what a frontier count here is estimated to take."""
        board, closed = self.board, self.closed
        seconds = count.estimate_count_seconds(board, closed, self.start, self.per_start)
        need = count.estimate_bytes(board, closed, self.per_start or self.start is not None)
        return seconds, need

    def _count(
        self,
        runner: count.Runner | None = None,
        method: str | None = None,
        checkpoint: str | None = None,
    ) -> count.TourCount:
        if runner is not None and applies(self.board):
            method = count.FRONTIER
        return count.count_tours(
            self.board,
            closed=self.closed,
            start=self.start,
            per_start=self.per_start,
            method=method,
            progress=self._progress,
            stop=self.abort_requested,
            runner=runner,
            searched=self._searched,
            checkpoint=checkpoint,
        )

    def _why(self, result: count.TourCount) -> str:
        """The theorem that makes a count 0 ('' for any other count)."""
        if result.count != 0:
            return ""
        return tour_impossible(self.board, self.start, self.closed)

    def work(self) -> CountAnswer | None:
        """Count (a stop gives what was known: a TourCount with no count); None when the
        count was not begun because it must be asked first (`estimated` said so)."""
        if not count_kernels.load_with_counting(self.abort_requested):
            raise WorkerError(self.tr("Stopped before the count began."))
        try:
            if self.cluster_address:
                return self._count_on_cluster()
            method = self._decide()
            if method == count.FRONTIER and not self.confirmed:
                seconds, need = self._estimate()
                if seconds > ASK_SECONDS or need > ASK_BYTES:
                    self.estimated.emit(seconds, need)
                    return None
            kept = self.checkpoint if method == count.FRONTIER else None
            self.decided.emit(kept or "", last_square_saved(Path(kept)) if kept else 0)
            result = self._count(method=method, checkpoint=kept)
        except count.CountStopped as exc:
            return CountAnswer(exc.partial, "")
        return CountAnswer(result, self._why(result))

    def _count_on_cluster(self) -> CountAnswer:
        from ...core.count import cluster

        with cluster.connect(self.cluster_address, timeout=5.0) as client:
            link = cluster.dashboard(client)
            where = self.tr("on the Dask cluster at {address}").format(
                address=client.scheduler.address
            )
            if link:
                where = self.tr("{where} (dashboard {link})").format(where=where, link=link)
            self.connected.emit(where)
            result = self._count(cluster.Runner(client))
            return CountAnswer(result, self._why(result))
