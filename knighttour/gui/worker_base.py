"""The one worker, as superqt's WorkerBase does it: `run()` wraps the work once (started,
then returned or errored, then finished), one way to ask for a stop (`abort()`, heard
between chunks through `abort_requested`), and the one registry of worker threads:
`start_worker`, `live_threads`, and `stop_workers` (ask every worker, then wait for all of
them together) for closing the window.

Every worker of the window is a WorkerBase: SolverWorker (solver_worker.py), CompareWorker
(table/worker.py), CountWorker (count/worker.py), CheckWorker (play/checker.py), FileWorker
(explore/tour_files.py) and TaskWorker below, for one piece of work.  Their signals have the
same names everywhere: `started`, `progressed` (what each reports on the way), `returned`
(the result), `errored` (one sentence for the window), `finished` (always last)."""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from ..core import give_way
from ..core.board.board import BoardError
from ..core.count.cluster import ClusterError
from ..core.solve.catalogue import SOLVERS, SolverError
from .pulse import pulse

__all__ = [
    "TaskWorker",
    "WorkerBase",
    "WorkerError",
    "error_message",
    "live_threads",
    "start_worker",
    "stop_workers",
    "unexpected_errors",
    "wait_for_threads",
]


class WorkerError(Exception):
    """Raised by a worker's work for an expected end without an answer that the window must
    show as it is (its text is the sentence)."""


class AbortFlag(threading.Event):
    """A worker's stop flag: asked between chunks (`is_set`, by the worker and by the
    runners of its pool), it first gives way to the window while the window is busy
    (core/give_way.py), so a worker's Python never slows the window's own work."""

    def is_set(self) -> bool:
        give_way.yield_if_late()
        return super().is_set()


class WorkerBase(QObject):
    """A piece of work for its own QThread.  Subclasses write `work()` (which returns the
    result, or None when there is none to hand back) and look at `abort_requested()` between
    chunks; `run()` is the one place that turns the outcome into signals."""

    started = Signal()
    returned = Signal(object)  # what work() returned (not sent when it returned None)
    errored = Signal(str)  # why the work could not be done, one sentence for the window
    finished = Signal()  # always last: the thread may quit

    def __init__(self, generation: int = 0) -> None:
        super().__init__()
        #: the run this worker belongs to, for the window to drop the answers of older ones
        #: (a slot reads it as self.sender().generation)
        self.generation = generation
        self._abort = AbortFlag()

    def abort(self) -> None:
        """Ask the work to stop at its next chunk (callable from any thread)."""
        self._abort.set()

    def abort_requested(self) -> bool:
        """True once abort() was called: the work's stop test between chunks (where it
        gives way to the window, see AbortFlag)."""
        return self._abort.is_set()

    def work(self) -> object:
        """The work itself, on the worker's thread: its result, or None for none."""
        raise NotImplementedError

    def error_text(self, exc: Exception) -> str:
        """The sentence `errored` carries for exc (a subclass may say its own errors)."""
        return error_message(exc)

    @Slot()
    def run(self) -> None:
        """Do the work once: started, then returned (or errored), then finished."""
        self.started.emit()
        try:
            result = self.work()
        except Exception as exc:
            self.errored.emit(self.error_text(exc))
        else:
            if result is not None:
                self.returned.emit(result)
        finally:
            self.finished.emit()


class TaskWorker(WorkerBase):
    """One piece of work over about 50 ms (a big file to write, a tour to put in words, a
    set of worksheets) on its own thread, so the window never waits for it.  An OSError
    reads as the system says it (the file and the reason).  A stoppable work is called with
    stop=abort_requested, to ask between its chunks."""

    def __init__(self, work: Callable[..., object], *, stoppable: bool = False) -> None:
        super().__init__()
        self._work, self._stoppable = work, stoppable

    def work(self) -> object:
        return self._work(stop=self.abort_requested) if self._stoppable else self._work()

    def error_text(self, exc: Exception) -> str:
        return str(exc) if isinstance(exc, OSError) else error_message(exc)


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
    if isinstance(exc, BoardError | ClusterError | WorkerError):
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
        self.runs: list[tuple[QThread, WorkerBase, object]] = []
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(5)
        self._again.timeout.connect(self.sweep)

    def keep(self, thread: QThread, worker: WorkerBase, owner: object = None) -> None:
        self.runs.append((thread, worker, owner))
        thread.finished.connect(self.sweep)

    @Slot()
    def sweep(self) -> None:
        """Forget the threads that are wholly done; look again soon if some are not yet."""
        self.runs = [run for run in self.runs if not run[0].wait(0)]
        if any(t.isFinished() for t, _, _ in self.runs):
            self._again.start()


_keeper: _Keeper | None = None


def start_worker(worker: WorkerBase, owner: object = None) -> QThread:
    """Move worker to a new thread wired as superqt does, start it, and return the thread;
    owner (optional) names who started it, for wait_for_threads.

    Call from the GUI thread.  Worker and thread stay referenced until the thread ends, in
    the one registry of worker threads."""
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
        atexit.register(stop_workers)  # no thread may outlive the interpreter
    thread = QThread()
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(thread.quit)
    # no worker.deleteLater: deleting a Python-made QObject on its own thread takes Qt's
    # connection lock and then waits for the GIL, while the GUI thread, holding the GIL,
    # may wait for that lock in connect(): a deadlock (seen).  The keeper lets go of the
    # worker on the GUI thread once its thread is wholly done, and Python deletes it there.
    _keeper.keep(thread, worker, owner)
    beats = pulse()  # the worker gives way to the window while it runs
    beats.hold()
    worker.finished.connect(beats.release)
    thread.start()
    return thread


def _live(owner: object = None) -> list[tuple[QThread, WorkerBase, object]]:
    if _keeper is None:
        return []
    return [r for r in _keeper.runs if (owner is None or r[2] is owner) and not r[0].wait(0)]


def live_threads(owner: object = None) -> list[QThread]:
    """Threads started by workers (of owner, or of anyone) that have not wholly finished
    yet (tests check this is empty)."""
    return [thread for thread, _, _ in _live(owner)]


def wait_for_threads(timeout_ms: int = 3000, owner: object = None) -> None:
    """Wait, timeout_ms in all, for every worker thread (of owner, or of anyone) to finish,
    after their workers were asked to stop.

    The workers' `finished -> quit` connections are queued to this (blocked) thread, so quit
    is called here directly, for every thread first: each thread's event loop ends as soon
    as its run() returns, and the threads wind down together, not one after another."""
    threads = live_threads(owner)
    for thread in threads:
        thread.quit()
    deadline = time.monotonic() + timeout_ms / 1000
    with give_way.host_waits():  # (no beat comes meanwhile: nobody may wait for one)
        for thread in threads:
            thread.wait(max(0, int((deadline - time.monotonic()) * 1000)))
    if _keeper is not None:
        _keeper.sweep()


def stop_workers(timeout_ms: int = 3000) -> None:
    """Ask every running worker to stop, then wait for all of them together (closing the
    window, leaving the interpreter)."""
    for _, worker, _ in _live():
        worker.abort()
    wait_for_threads(timeout_ms)


def sender_generation(receiver: QObject) -> Any:
    """The generation of the worker whose signal receiver's slot is handling (None when the
    slot was called directly)."""
    return getattr(receiver.sender(), "generation", None)
