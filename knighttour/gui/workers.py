"""The workers: SolverWorker runs one Search in chunks on its own QThread, cancellable between
chunks; CompareWorker runs a whole table of runs.  Workers talk only through signals."""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from ..core.board.board import Board, BoardError
from ..core.board.theorems import tour_impossible
from ..core.compare import runs as compare
from ..core.count import load_kernels
from ..core.count import methods as count
from ..core.count.checkpoint import last_square_saved
from ..core.count.cluster import ClusterError
from ..core.count.estimates import WorkShare
from ..core.count.line import applies
from ..core.solve.catalogue import SOLVERS, SolverError, make_search
from ..core.solve.run_loop import Drive
from ..core.solve.search import Search
from .snapshot import Snapshot


@dataclass(frozen=True)
class RunEnd:
    """What a worker hands back when its run is over: the last snapshot, and the Search
    itself (no longer touched by the worker) so an exact run can be continued."""

    snapshot: Snapshot
    search: Search


class Worker(Protocol):
    """What start_worker needs of a worker: a QObject with a run() slot and a finished
    signal."""

    finished: Any

    def run(self) -> None: ...
    def moveToThread(self, thread: QThread) -> bool: ...


class _Keeper(QObject):
    """Holds every started worker and its thread until the thread has wholly finished, so
    Python never deletes a worker or a thread that Qt is still using.

    `finished` arrives while the thread is still winding down (`isRunning()` is already
    False then).  Dropping the references at that moment made Python delete the worker on
    the GUI thread while its own thread was deleting it too (its `deleteLater`): a crash,
    seen as a rare segmentation fault.  So the references go only once `wait(0)` says the
    thread is wholly done, and then Python deletes worker and thread, on this thread; until
    then the sweep looks again a few milliseconds later."""

    def __init__(self) -> None:
        super().__init__()
        #: (thread, worker, the object that started it or None)
        self.runs: list[tuple[QThread, Worker, object]] = []
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(5)
        self._again.timeout.connect(self.sweep)

    def keep(self, thread: QThread, worker: Worker, owner: object = None) -> None:
        self.runs.append((thread, worker, owner))
        thread.finished.connect(self.sweep)

    @Slot()
    def sweep(self) -> None:
        """Forget the threads that are wholly done; look again soon if some are not yet."""
        self.runs = [run for run in self.runs if not run[0].wait(0)]
        if any(t.isFinished() for t, _, _ in self.runs):
            self._again.start()


_keeper: _Keeper | None = None


def live_threads(owner: object = None) -> list[QThread]:
    """Threads started by workers (of owner, or of anyone) that have not wholly finished
    yet (tests check this is empty)."""
    if _keeper is None:
        return []
    return [t for t, _, o in _keeper.runs if (owner is None or o is owner) and not t.wait(0)]


def wait_for_threads(timeout_ms: int = 3000, owner: object = None) -> None:
    """Wait, timeout_ms in all, for every worker thread (of owner, or of anyone) to finish,
    after their workers were asked to stop.

    The workers' `finished -> quit` connections are queued to this (blocked) thread, so quit
    is called here directly, for every thread first: each thread's event loop ends as soon
    as its run() returns, and the threads wind down together, not one after another."""
    if _keeper is None:
        return
    threads = live_threads(owner)
    for thread in threads:
        thread.quit()
    deadline = time.monotonic() + timeout_ms / 1000
    for thread in threads:
        thread.wait(max(0, int((deadline - time.monotonic()) * 1000)))
    _keeper.sweep()


class Abortable(QObject):
    """A worker that stops cooperatively: abort() from any thread, aborted() between chunks
    of its work."""

    def __init__(self) -> None:
        super().__init__()
        self._abort = False

    def abort(self) -> None:
        """Ask the work to stop at the end of the current chunk (callable from any thread)."""
        self._abort = True

    def aborted(self) -> bool:
        """True once abort() was called."""
        return self._abort


class SolverWorker(Abortable):
    """One run of one solver.  Lives on its own QThread; talks only through signals."""

    progressed = Signal(object)  # Snapshot, at most ~30 a second (every move when paced)
    ended = Signal(object)  # RunEnd (the last Snapshot and the Search), once, when over
    failed = Signal(int, str)  # generation, why the run could not start or went wrong
    finished = Signal()  # always last: the thread may quit

    def __init__(
        self,
        board: Board,
        start: int,
        solver: str,
        closed: bool = False,
        seed: int = 0,
        max_steps: int | None = None,
        generation: int = 0,
        search: Search | None = None,
        pace: float = 0.0,
        theorems: bool = True,
        end: int | None = None,
        symmetric: int | None = None,
    ) -> None:
        super().__init__()
        self.theorems = theorems
        #: an open tour that ends on this square; a closed tour that a turn keeps
        self.end, self.symmetric = end, symmetric
        self.board, self.start, self.solver = board, start, solver
        self.closed, self.seed, self.max_steps = closed, seed, max_steps
        self.generation = generation
        self.search = search
        #: seconds per move in watch mode (one move a chunk, each one shown); 0 runs flat out
        self.pace = pace
        #: a paused watch makes no move but the ones asked for one at a time (step)
        self._lock = threading.Lock()
        self._paused = False
        self._steps = 0

    def set_paused(self, paused: bool) -> None:
        """Hold a paced run's moves (True) or let them go on (callable from any thread)."""
        with self._lock:
            self._paused, self._steps = paused, 0

    def step(self) -> None:
        """Let a paused run make one move (callable from any thread)."""
        with self._lock:
            self._steps += 1

    def held(self) -> bool:
        """True while the next move must wait: paused, and no step asked for."""
        with self._lock:
            if not self._paused:
                return False
            if self._steps:
                self._steps -= 1
                return False
            return True

    @Slot()
    def run(self) -> None:
        """Create the search if needed, then drive it until done or aborted.  Every error
        reaches the window through `failed`; `finished` always follows."""
        try:
            if self.search is None:
                self.search = make_search(
                    self.board,
                    self.start,
                    self.solver,
                    self.closed,
                    self.seed,
                    self.theorems,
                    end=self.end,
                    symmetric=self.symmetric,
                    stop=self.aborted,
                )
            Drive(
                max_steps=self.max_steps,
                stop=self.aborted,
                progress=self._progress,
                pace=self.pace,
                sleep=_nap,
                hold=self.held,
            ).run(self.search)
            self.ended.emit(RunEnd(Snapshot.of(self.search, self.generation), self.search))
        except Exception as exc:
            self.failed.emit(self.generation, error_message(exc))
        finally:
            self.finished.emit()

    def _progress(self, search: Search) -> None:
        self.progressed.emit(Snapshot.of(search, self.generation))


def _nap(seconds: float) -> None:
    QThread.msleep(max(1, int(seconds * 1000)))


#: errors no worker expected (a bug): kept so that the tests fail on them
unexpected_errors: list[str] = []
_unexpected_lock = threading.Lock()


def with_titles(text: str) -> str:
    """text with every quoted solver name ('warnsdorff') put as the window names it."""
    for name, info in SOLVERS.items():
        text = text.replace(repr(name), info.title)
    return text


def error_message(exc: BaseException) -> str:
    """One sentence for the window about an error a worker met."""
    if isinstance(exc, SolverError):
        return with_titles(str(exc))
    if isinstance(exc, BoardError | ClusterError):
        return str(exc)
    if isinstance(exc, MemoryError):
        return QCoreApplication.translate(
            "Workers", "The board is too large for this machine's memory."
        )
    what = f"{type(exc).__name__}: {exc}"
    with _unexpected_lock:  # (workers on several threads; the last 100 are enough)
        unexpected_errors.append(what)
        del unexpected_errors[:-100]
    return QCoreApplication.translate(
        "Workers", "Something went wrong in the run ({what}). Please report it."
    ).format(what=what)


def start_worker(worker: Worker, owner: object = None) -> QThread:
    """Move worker (a QObject with a run() slot and a finished signal) to a new thread wired
    as superqt does, start it, and return the thread; owner (optional) names who started it,
    for wait_for_threads.

    Call from the GUI thread.  Worker and thread stay referenced until the thread ends, in
    the one registry of worker threads."""
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
        atexit.register(wait_for_threads)  # no thread may outlive the interpreter
    thread = QThread()
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(thread.quit)
    # no worker.deleteLater: deleting a Python-made QObject on its own thread takes Qt's
    # connection lock and then waits for the GIL, while the GUI thread, holding the GIL,
    # may wait for that lock in connect(): a deadlock (seen).  The keeper lets go of the
    # worker on the GUI thread once its thread is wholly done, and Python deletes it there.
    _keeper.keep(thread, worker, owner)
    thread.start()
    return thread


class TaskWorker(QObject):
    """One piece of work over about 50 ms (a big file to write, a tour to put in words, a
    position to judge) on its own thread: its result through `done`, an error through
    `failed`, so the window never waits for it."""

    done = Signal(object)  # what the work returned
    failed = Signal(str)  # why it could not be done
    finished = Signal()

    def __init__(self, work: Callable[[], object]) -> None:
        super().__init__()
        self.work = work

    @Slot()
    def run(self) -> None:
        try:
            self.done.emit(self.work())
        except Exception as exc:
            self.failed.emit(error_message(exc) if not isinstance(exc, OSError) else str(exc))
        finally:
            self.finished.emit()


class CompareWorker(QObject):
    """Runs a whole comparison (every core busy) on its own thread; sends the rows that ended
    in batches, at most ten a second (a thousand fast runs a second must not flood the
    window with a thousand updates)."""

    rowsDone = Signal(object, object)  # list[compare.Row] in the order they ended, their starts
    failed = Signal(str)
    finished = Signal()

    #: seconds between two batches of rows
    BATCH_SECONDS = 0.1

    def __init__(
        self,
        board: Board,
        solvers: list[str],
        starts: Sequence[int] | np.ndarray,
        max_steps: int,
        closed: bool,
        tours: bool = False,
    ) -> None:
        super().__init__()
        self.board, self.solvers, self.starts = board, solvers, starts
        #: each row keeps its tour (for the exports)
        self.tours = tours
        self.max_steps, self.closed = max_steps, closed
        self.stop_flag = threading.Event()
        self._batch: list[compare.Row] = []
        self._squares: list[int] = []
        self._sent = 0.0

    def abort(self) -> None:
        """Stop every run at its next chunk; runs not yet started are skipped."""
        self.stop_flag.set()

    def _keep(self, row: compare.Row) -> None:
        self._batch.append(row)
        self._squares.append(self.board.parse_square(row.start))

    def _send(self, force: bool = False) -> None:
        now = time.perf_counter()
        if self._batch and (force or now - self._sent >= self.BATCH_SECONDS):
            self._sent = now
            batch, squares, self._batch, self._squares = self._batch, self._squares, [], []
            self.rowsDone.emit(batch, squares)

    @Slot()
    def run(self) -> None:
        try:
            compare.compare(
                self.board,
                self.solvers,
                self.starts,
                self.max_steps,
                self.closed,
                stop=self.stop_flag,
                on_row=self._keep,
                tick=self._send,
                tours=self.tours,
            )
        except Exception as exc:
            self.failed.emit(error_message(exc))
        finally:
            self._send(force=True)
            self.finished.emit()


#: a count estimated to take longer than this (seconds) or more memory (bytes) asks first
ASK_SECONDS = 60.0
ASK_BYTES = 1 << 30


class CountWorker(QObject):
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
    counted = Signal(object, str)  # core.count.TourCount, and why a count of 0 is 0 ('')
    failed = Signal(str)
    finished = Signal()

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
        self.stop_flag = threading.Event()
        self._last = 0.0

    def abort(self) -> None:
        """Stop the count at once (a square of the frontier stops within 50 ms)."""
        self.stop_flag.set()

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
        method = count.choose_method(board, closed)
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
        if runner is not None and applies(self.board, self.closed):
            method = count.FRONTIER
        return count.count_tours(
            self.board,
            closed=self.closed,
            start=self.start,
            per_start=self.per_start,
            method=method,
            progress=self._progress,
            stop=self.stop_flag.is_set,
            runner=runner,
            searched=self._searched,
            checkpoint=checkpoint,
        )

    def _why(self, result: count.TourCount) -> str:
        """The theorem that makes a count 0 ('' for any other count)."""
        if result.count != 0:
            return ""
        return tour_impossible(self.board, self.start, self.closed)

    @Slot()
    def run(self) -> None:
        """Count; a stop sends what was known (counted, with no count), an error a message."""
        try:
            if not load_kernels.load_with_counting(self.stop_flag.is_set):
                self.failed.emit(self.tr("Stopped before the count began."))
            elif self.cluster_address:
                from ..core.count import cluster

                with cluster.connect(self.cluster_address, timeout=5.0) as client:
                    link = cluster.dashboard(client)
                    where = self.tr("on the Dask cluster at {address}").format(
                        address=client.scheduler.address
                    )
                    if link:
                        where = self.tr("{where} (dashboard {link})").format(where=where, link=link)
                    self.connected.emit(where)
                    result = self._count(cluster.Runner(client))
                    self.counted.emit(result, self._why(result))
            else:
                method = self._decide()
                if method == count.FRONTIER and not self.confirmed:
                    seconds, need = self._estimate()
                    if seconds > ASK_SECONDS or need > ASK_BYTES:
                        self.estimated.emit(seconds, need)
                        return
                kept = self.checkpoint if method == count.FRONTIER else None
                self.decided.emit(kept or "", last_square_saved(Path(kept)) if kept else 0)
                result = self._count(method=method, checkpoint=kept)
                self.counted.emit(result, self._why(result))
        except count.CountStopped as exc:
            self.counted.emit(exc.partial, "")
        except Exception as exc:
            self.failed.emit(error_message(exc))
        finally:
            self.finished.emit()
