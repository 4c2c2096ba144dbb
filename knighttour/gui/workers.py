"""SolverWorker: runs one Search in chunks on its own QThread, cancellable between chunks."""

from __future__ import annotations

import time
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..core.board import Board, BoardError
from ..core.search import RUNNING, Search
from ..core.solvers import SolverError, make_search
from .snapshot import Snapshot

#: Seconds between progress snapshots (about 30 a second).
PROGRESS_INTERVAL = 1 / 30
#: Seconds of kernel work per chunk: short enough that Stop acts well within 100 ms.
CHUNK_SECONDS = 0.015

@dataclass(frozen=True)
class RunEnd:
    """What a worker hands back when its run is over: the last snapshot, and the Search
    itself (no longer touched by the worker) so an exact run can be continued."""

    snapshot: Snapshot
    search: Search


class _Keeper(QObject):
    """Holds every started worker and its thread until the thread has finished, so Python
    never deletes a worker that its thread is still using (superqt keeps such a set too)."""

    def __init__(self) -> None:
        super().__init__()
        self.runs: dict[QThread, QObject] = {}

    def keep(self, thread: QThread, worker: QObject) -> None:
        self.runs[thread] = worker
        thread.finished.connect(self.release)

    @Slot()
    def release(self) -> None:
        """Drop the finished threads (runs on the GUI thread, after each thread ended)."""
        for thread in [t for t in self.runs if not t.isRunning()]:
            del self.runs[thread]


_keeper: _Keeper | None = None


def live_threads() -> list[QThread]:
    """Threads started by workers that have not finished yet (tests check this is empty)."""
    if _keeper is None:
        return []
    return [t for t in _keeper.runs if shiboken6.isValid(t) and t.isRunning()]


def wait_for_threads(timeout_ms: int = 3000) -> None:
    """Wait for every worker thread to finish (after asking their workers to stop).

    The workers' `finished -> quit` connections are queued to this (blocked) thread, so quit
    is called here directly: each thread's event loop ends as soon as its run() returns."""
    for thread in live_threads():
        thread.quit()
        thread.wait(timeout_ms)


class SolverWorker(QObject):
    """One run of one solver.  Lives on its own QThread; talks only through signals."""

    progressed = Signal(object)  # Snapshot, at most ~30 a second (every move when paced)
    ended = Signal(object)  # RunEnd (the last Snapshot and the Search), once, when over
    failed = Signal(int, str)  # generation, why the run could not start
    finished = Signal()  # always last: the thread may quit

    def __init__(self, board: Board, start: int, solver: str, closed: bool = False,
                 seed: int = 0, max_steps: int | None = None, generation: int = 0,
                 search: Search | None = None, pace: float = 0.0) -> None:
        super().__init__()
        self.board, self.start, self.solver = board, start, solver
        self.closed, self.seed, self.max_steps = closed, seed, max_steps
        self.generation = generation
        self.search = search
        #: seconds per move in watch mode (one move a chunk, each one shown); 0 runs flat out
        self.pace = pace
        self._abort = False

    def abort(self) -> None:
        """Ask the run to stop at the end of the current chunk (callable from any thread)."""
        self._abort = True

    @Slot()
    def run(self) -> None:
        """Create the search if needed, then advance it chunk by chunk until done or aborted."""
        try:
            if self.search is None:
                self.search = make_search(self.board, self.start, self.solver, self.closed,
                                          self.seed)
            self._loop(self.search)
        except (BoardError, SolverError) as exc:
            self.failed.emit(self.generation, str(exc))
        except MemoryError:
            self.failed.emit(self.generation, "The board is too large for this machine's memory.")
        finally:
            self.finished.emit()

    def _loop(self, search: Search) -> None:
        if self.pace > 0:
            self._paced_loop(search)
            return
        chunk = 4096
        last_emit = 0.0
        base = search.steps
        while search.status == RUNNING and not self._abort:
            budget = chunk
            if self.max_steps is not None:
                budget = min(budget, base + self.max_steps - search.steps)
                if budget <= 0:
                    search.give_up(f"The step limit of {self.max_steps:,} moves was reached.")
                    break
            t0 = time.perf_counter()
            search.advance(budget)
            spent = time.perf_counter() - t0
            if spent < CHUNK_SECONDS / 2:
                chunk = min(chunk * 2, 1 << 26)
            elif spent > CHUNK_SECONDS * 2:
                chunk = max(chunk // 2, 256)
            now = time.perf_counter()
            if now - last_emit >= PROGRESS_INTERVAL and search.status == RUNNING:
                last_emit = now
                self.progressed.emit(Snapshot.of(search, self.generation))
        self._end(search)

    def _paced_loop(self, search: Search) -> None:
        """Watch mode: one move at a time, each one sent, then a pause of `pace` seconds
        taken in short naps so that Stop still acts at once."""
        base = search.steps
        while search.status == RUNNING and not self._abort:
            if self.max_steps is not None and search.steps - base >= self.max_steps:
                search.give_up(f"The step limit of {self.max_steps:,} moves was reached.")
                break
            before = search.steps
            search.advance(1)
            self.progressed.emit(Snapshot.of(search, self.generation))
            if search.steps == before:
                continue  # no move to watch (a tour still being built): no pause
            wake = time.perf_counter() + self.pace
            while not self._abort and time.perf_counter() < wake:
                QThread.msleep(max(1, min(10, int((wake - time.perf_counter()) * 1000))))
        self._end(search)

    def _end(self, search: Search) -> None:
        if self._abort:
            search.give_up("Stopped.")
        self.ended.emit(RunEnd(Snapshot.of(search, self.generation), search))


def start_worker(worker: QObject) -> QThread:
    """Move worker (a QObject with a run() slot and a finished signal) to a new thread wired
    as superqt does, start it, and return the thread.

    Call from the GUI thread.  Worker and thread stay referenced until the thread ends."""
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
    thread = QThread()
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(thread.quit)
    worker.finished.connect(worker.deleteLater)
    _keeper.keep(thread, worker)
    thread.start()
    return thread
