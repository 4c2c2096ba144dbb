"""Counting on a Dask cluster (`dask.distributed`, the optional extra ``knighttour[cluster]``).

The frontier counter takes the squares one at a time, and the states after each square are
split into parts by a hash of their keys (frontier_kernels._part).  On a cluster each (square, part)
is one task: it takes the square for the pieces of its part that the tasks of the square
before made, and cuts what it makes into one piece per part (_take).  A task is a pure
function of its inputs: Dask reruns what a lost worker held, and the answer does not change.

Finished squares are saved now and then to a checkpoint directory (one .npy file a piece and
a manifest written last, both atomically); a count run again with the same directory starts
after the last square saved.  The directory must be one the workers can write: any directory
on one machine, a shared one on a cluster.
"""

from __future__ import annotations

import logging
import math
import operator
import os
import re
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..board.board import Board
from ..errors import KnightTourError
from . import checkpoint as saved_squares
from . import count_kernels, frontier
from .frontier_kernels import compact_in_place

#: seconds between two checkpoints (a square is saved when it ends this long after the last)
CHECKPOINT_EVERY = 60.0

#: told while a count runs: (squares done, squares, tasks done, tasks, live states)
ClusterProgress = Callable[[int, int, int, int, int], None]


class ClusterError(KnightTourError):
    """No cluster to run on: dask is missing, or the address does not answer."""


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise ClusterError(
            "counting on a cluster needs dask.distributed: pip install 'knighttour[cluster]'"
        ) from None
    return distributed


@contextmanager
def connect(address: str, timeout: float = 10.0) -> Iterator[Any]:
    """A Dask client: on the scheduler at address (``tcp://host:port``), or on a new
    ``LocalCluster`` here for ``local`` (one worker process a core) or ``local:N``.  The
    local cluster is shut down on leaving."""
    check_address(address)
    distributed = _distributed()
    if address == "local" or address.startswith("local:"):
        _, _, count = address.partition(":")
        try:
            workers = int(count) if count else frontier.default_threads()
        except ValueError:
            raise ClusterError(f"local:N needs a number of workers, not {count!r}") from None
        if not 1 <= workers <= 256:
            raise ClusterError(f"local:N takes 1 to 256 workers, not {workers}")
        try:
            with _children_ignore_ctrl_c():
                cluster = distributed.LocalCluster(
                    n_workers=workers,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address="127.0.0.1:0",
                    host="127.0.0.1",
                    silence_logs=logging.ERROR,
                )
        except Exception as exc:  # Dask says little more than "Nanny failed to start"
            raise ClusterError(f"the local cluster did not start: {exc}") from None
        try:
            with distributed.Client(cluster, set_as_default=False) as client:
                yield client
        finally:
            cluster.close()
        return
    check_address(address)
    # a Client that fails to connect has already started its event-loop thread, and its
    # constructor keeps no handle on it: made in two steps, a failed one can be closed
    client = distributed.Client.__new__(distributed.Client)
    try:
        client.__init__(address, timeout=timeout, set_as_default=False)
    except Exception as exc:
        _close_quietly(client)
        raise ClusterError(f"no Dask scheduler answers at {address}: {exc}") from None
    with client:
        yield client


#: a scheduler's address: an optional protocol, a host, and a port
_ADDRESS = re.compile(
    r"^(?:(?:tcp|tls|ws|wss|ucx)://)?(\[[0-9A-Fa-f:.]+\]|[^:/\s\[\]]+):(\d{1,5})$"
)


def check_address(address: str) -> None:
    """ClusterError, at once and before anything is made, unless address names a scheduler
    (``host:port``, ``tcp://host:port``) or a cluster here (``local``, ``local:N``)."""
    if address == "local" or address.startswith("local:"):
        return
    match = _ADDRESS.match(address.strip())
    if match is None or not 1 <= int(match.group(2)) <= 65535:
        raise ClusterError(
            f"{address!r} is not a cluster address: give host:port (such as "
            "tcp://127.0.0.1:8786, the scheduler's address), or local, or local:N"
        )


def _close_quietly(client: Any) -> None:
    """Close what a client that failed to start made (its event-loop thread above all)."""
    for close in (lambda: client.close(timeout=1), lambda: client._loop_runner.stop()):
        with suppress(Exception):
            close()


@contextmanager
def _children_ignore_ctrl_c() -> Iterator[None]:
    """Processes started inside ignore SIGINT (a Ctrl-C is this process's to handle: the
    local workers are closed by it, without a traceback each).  Only the main thread can set
    signal handlers; elsewhere (the window's worker thread) nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def dashboard(client: Any) -> str:
    """The address of the cluster's dashboard ('' when it has none)."""
    try:
        return str(client.dashboard_link or "")
    except (AttributeError, KeyError):  # pragma: no cover - a scheduler without a dashboard
        return ""


# the tasks: plain functions of their inputs, run on the workers ------------------------------
def _take(job: frontier.Job, k: int, parts: int, ratio: float, *pieces: np.ndarray) -> tuple:
    """Square k for one part: its pieces taken, the result cut into one piece per part of
    the next square; then the states made and the bytes the task held at its peak.

    Lean: the pieces are stepped as they come, into tables sized ahead for ratio times their
    rows, and each part's piece is its table's rows packed in place (views of one array,
    sent as they are).  A key that several tasks made comes in several pieces and is taken
    once for each: the tables made merge what it makes, as they merge any two states'
    successors, so the count is the same.  Merging the pieces first would take each key once
    but hold them twice: 6x7 open on 2 workers, 96 bytes a state at the peak against 64,
    in about the same time (14.2 s against 13.4 s)."""
    count_kernels.load_with_counting()
    rows = sum(len(piece) for piece in pieces)
    slots = max(1024, int(ratio * rows / parts / frontier.LOAD_AHEAD) + 1)
    out = frontier.Out(job, slots, parts)
    for piece in pieces:
        status = job.step_into(k, piece, out, -1, parts)
        if status != 0:  # pragma: no cover - a task has no limit and no stop
            raise RuntimeError(f"square {k + 1} ended with status {status}")
    held = out.nbytes + sum(piece.nbytes for piece in pieces)
    made = tuple(out.tables[p, : compact_in_place(out.tables[p])] for p in range(parts))
    return (*made, int(out.counts.sum()), held)


#: bytes a task holds per state it makes, in rows: its input (the states of the square
#: before, 1.2-1.6 times over where several tasks made a key) and its tables (at LOAD_AHEAD)
TASK_ROWS = 3.0


def parts_for(states: float, row_bytes: int, memory: float, threads: int) -> int:
    """The parts (tasks) of a square that makes about states states: one per worker thread,
    more when a task would hold over half the memory a thread has (memory; 0: not known).
    The cluster's passes: more parts make each task's share, input and output, smaller."""
    if memory <= 0:
        return threads
    return max(threads, math.ceil(states * row_bytes * TASK_ROWS / (0.5 * memory)))


def _memory_per_thread(client: Any) -> float:
    """The memory a worker thread of the cluster has (the least of any worker; 0: unknown)."""
    try:
        workers = client.scheduler_info()["workers"].values()
        shares = [w["memory_limit"] / max(1, w["nthreads"]) for w in workers if w["memory_limit"]]
    except (AttributeError, KeyError, TypeError):
        return 0.0
    return float(min(shares, default=0.0))


def _tally(made: tuple, parts: int) -> tuple[int, int]:
    """A take's states made and bytes held."""
    return made[parts], made[parts + 1]


def _first(job: frontier.Job) -> np.ndarray:
    """The states before the first square."""
    return job.first()


def _load(path: str, job: frontier.Job) -> np.ndarray:
    """One saved piece (saved here or by a count that ran on one machine)."""
    return saved_squares.load_piece(path, 1 + len(job.moduli))


def _residues(job: frontier.Job, *pieces: np.ndarray) -> list[int]:
    """The residues of the ways of some pieces of the last square."""
    if not pieces:
        return [0] * len(job.moduli)
    return job.residues(np.concatenate(pieces))


# the count -----------------------------------------------------------------------------------
@dataclass
class ClusterRun:
    """What a count on the cluster did: where it began, the tasks it ran, what it saved."""

    resumed_from: int = 0
    saved_at: int = 0  # the last square saved to the checkpoint (0: none)
    step_tasks: int = 0
    task_seconds: list[float] = field(default_factory=list)
    checkpoints: int = 0
    peak_states: int = 0
    states: list[int] = field(default_factory=list)
    held: list[int] = field(default_factory=list)  # per square: bytes its tasks held at most

    @property
    def bytes_per_state(self) -> float:
        """Bytes the tasks of the square with the most states held, per state it made."""
        if not self.states:
            return 0.0
        k = max(range(len(self.states)), key=self.states.__getitem__)
        return self.held[k] / max(self.states[k], 1)


def count(
    client: Any,
    job: frontier.Job,
    *,
    parts: int | None = None,
    checkpoint: str | os.PathLike[str] | None = None,
    checkpoint_every: float = CHECKPOINT_EVERY,
    progress: ClusterProgress | None = None,
    stop: Callable[[], bool] | None = None,
    record: ClusterRun | None = None,
) -> int:
    """The frontier count of job on the cluster client talks to.  parts: tasks per square
    (default: one per worker thread, since fewer, larger tasks were faster than two each,
    measured on 6x10 and 6x12; more on a square whose states would not fit them: parts_for);
    checkpoint: a directory to resume from and save to;
    stop is asked every 0.1 s (True raises frontier.Stopped after cancelling the tasks)."""
    with _current(client):
        return _count(client, job, parts, checkpoint, checkpoint_every, progress, stop, record)


@contextmanager
def _current(client: Any) -> Iterator[None]:
    """client is the one Dask's own functions find (``distributed.wait``, ``as_completed``:
    they ask for the default client) in this thread, for the time inside.  connect makes
    its client without making it the process's default (a window's count leaves nothing
    behind), so a count that relied on a default client failed on a remote scheduler."""
    with client.as_current():
        yield


def _count(
    client: Any,
    job: frontier.Job,
    parts: int | None,
    checkpoint: str | os.PathLike[str] | None,
    checkpoint_every: float,
    progress: ClusterProgress | None,
    stop: Callable[[], bool] | None,
    record: ClusterRun | None,
) -> int:
    """count, with client the current client."""
    run = _Squares(client, job, parts, checkpoint, progress, stop, record)
    saved = saved_squares.read(run.folder, job) if run.folder is not None else None
    if saved is not None and saved.result is not None:
        run.record.resumed_from = run.record.saved_at = run.n
        return saved.result
    run.begin(saved)
    try:
        for k in range(run.first, run.n):
            if run.square(k) == 0:
                return 0
            run.save_if_due(k, checkpoint_every)
    except (KeyboardInterrupt, frontier.Stopped):
        run.save_stopped()
        raise
    except Exception as exc:
        # a worker lost too often (KilledWorker), the scheduler gone, a disk full: one line
        raise ClusterError(run.failure(exc)) from exc
    return run.total()


class _Squares:
    """A count on the cluster under way, one square at a time: the futures of the square's
    parts (pieces), and what is kept from square to square (live states, the ratio, the
    squares done and saved, the tasks)."""

    def __init__(
        self,
        client: Any,
        job: frontier.Job,
        parts: int | None,
        checkpoint: str | os.PathLike[str] | None,
        progress: ClusterProgress | None,
        stop: Callable[[], bool] | None,
        record: ClusterRun | None,
    ) -> None:
        self.distributed = _distributed()
        self.record = record if record is not None else ClusterRun()
        self.client, self.job, self.parts = client, job, parts
        self.progress, self.stop = progress, stop
        self.n = job.squares
        self.threads = max(2, sum(client.nthreads().values()))
        self.memory = _memory_per_thread(client)
        self.folder = Path(checkpoint) if checkpoint is not None else None
        self.run_id = uuid.uuid4().hex[:8]
        self.first = 0
        self.pieces: list[list[Any]] = []
        self.last_save = 0.0
        self.tasks_total = self.tasks_done = 0
        self.live = -1
        self.ratio = 4.0  # the states a square makes per state taken, as the last square had it
        self.growth: float | None = None  # the last square's (frontier.expected_growth)
        self.done = self.saved_at = 0  # the squares pieces are after; the squares saved
        self.running: list[Any] = []

    def begin(self, saved: saved_squares.Saved | None) -> None:
        """The first square's pieces: loaded from the checkpoint saved, else made afresh."""
        client, job, run_id, record = self.client, self.job, self.run_id, self.record
        if saved is not None and saved.squares_done > 0:
            self.first = record.resumed_from = record.saved_at = saved.squares_done
            self.pieces = [
                [
                    client.submit(_load, path, job, key=f"kt-load-{run_id}-{p}-{i}")
                    for i, path in enumerate(names)
                ]
                for p, names in enumerate(saved.parts)
            ]
        else:
            # made by a task, not scattered: a task can be made again if its worker is lost
            self.pieces = [[client.submit(_first, job, key=f"kt-first-{run_id}")]]
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
        self.last_save = time.monotonic()
        self.tasks_total = len(self.pieces) + (self.n - self.first - 1) * (
            self.parts or self.threads
        )
        self.done = self.saved_at = self.first

    def square(self, k: int) -> int:
        """Take square k into the states (the tasks of its parts, waited for): its live
        states."""
        client, job, run_id, n = self.client, self.job, self.run_id, self.n
        if self.stop is not None and self.stop():
            raise frontier.Stopped(k, n, max(self.live, 0))
        started = time.monotonic()
        # the parts of the next square: fixed, or as many as its states need
        cut = self.parts or parts_for(
            max(self.live, 1) * self.ratio, job.row_bytes, self.memory, self.threads
        )
        self.tasks_total = self.tasks_done + len(self.pieces) + (n - k - 1) * cut
        made = [
            client.submit(_take, job, k, cut, self.ratio, *group, key=f"kt-take-{run_id}-{k}-{p}")
            for p, group in enumerate(self.pieces)
        ]
        sizes = [
            client.submit(_tally, m, cut, key=f"kt-size-{run_id}-{k}-{p}")
            for p, m in enumerate(made)
        ]
        self.running = made + sizes
        self._wait(k, sizes)
        self._tallied(client.gather(sizes), len(made), started)
        self.pieces = [
            [
                client.submit(operator.getitem, m, p, key=f"kt-part-{run_id}-{k}-{t}-{p}")
                for t, m in enumerate(made)
            ]
            for p in range(cut)
        ]
        self.done, self.running = k + 1, []
        del made, sizes
        if self.progress is not None:
            self.progress(k + 1, n, self.tasks_done, self.tasks_total, self.live)
        return self.live

    def _wait(self, k: int, sizes: list[Any]) -> None:
        """Wait for the tasks of square k, asking stop and telling progress every 0.1 s."""
        while True:
            try:
                self.distributed.wait(sizes, timeout=0.1)
                break
            except self.distributed.TimeoutError:
                pass
            if self.stop is not None and self.stop():
                raise frontier.Stopped(k, self.n, max(self.live, 0))
            if self.progress is not None:
                done_now = sum(f.done() for f in sizes)
                self.progress(
                    k, self.n, self.tasks_done + done_now, self.tasks_total, max(self.live, 0)
                )

    def _tallied(self, tallies: list[tuple[int, int]], tasks: int, started: float) -> None:
        """Keep a square's live states (and the ratio they grew by) and its tasks in record."""
        record = self.record
        before, self.live = self.live, sum(states for states, _ in tallies)
        if before > 0 and self.live > 0:
            growth = self.live / before
            self.ratio = frontier.expected_growth(growth, self.growth)
            self.growth = growth
        self.tasks_done += tasks
        record.step_tasks += tasks
        record.task_seconds.append((time.monotonic() - started) / max(tasks, 1))
        record.states.append(self.live)
        record.held.append(sum(held for _, held in tallies))
        record.peak_states = max(record.peak_states, self.live)

    def save_if_due(self, k: int, every: float) -> None:
        """Save the square after k to the checkpoint when every seconds have gone by."""
        due = time.monotonic() - self.last_save >= every
        if self.folder is not None and k + 1 < self.n and due:
            self.pieces = self._save(self.folder, k + 1)
            self.record.checkpoints += 1
            self.record.saved_at = self.saved_at = k + 1
            self.last_save = time.monotonic()

    def save_stopped(self) -> None:
        """Stopped: the square under way is dropped; the last one finished is saved, if newer."""
        self.client.cancel(self.running)
        if self.folder is not None and self.saved_at < self.done < self.n:
            self._save(self.folder, self.done)
            self.record.checkpoints += 1
            self.record.saved_at = self.done

    def _save(self, folder: Path, done: int) -> list[list[Any]]:
        """Save the pieces after square done in folder: the pieces as loads of its files."""
        client, job, pieces = self.client, self.job, self.pieces
        return _save_square(client, self.distributed, folder, job, done, pieces, self.run_id)

    def failure(self, exc: Exception) -> str:
        """The one line that says the count failed, and where what was saved is."""
        folder = self.folder
        return (
            f"the count on the cluster failed after square {self.done} of {self.n} "
            f"({type(exc).__name__}: {exc})"
            + (f"; what was saved is in {folder}" if folder is not None and self.saved_at else "")
        )

    def total(self) -> int:
        """The count, summed over the residues of the last square's pieces."""
        client, job, run_id = self.client, self.job, self.run_id
        shares = client.gather(
            [
                client.submit(_residues, job, *group, key=f"kt-sum-{run_id}-{p}")
                for p, group in enumerate(self.pieces)
            ]
        )
        return job.total(shares)


def _save_square(
    client: Any,
    distributed: Any,
    folder: Path,
    job: frontier.Job,
    done: int,
    pieces: list[list[Any]],
    run_id: str,
) -> list[list[Any]]:
    """Save the pieces after square done, then the manifest, then drop the older files.
    Returns the pieces as loads of the files saved: a worker lost from now on costs the work
    since this checkpoint, not since the start."""
    paths = [
        [str(folder / f"square-{done}-{p}-{t}.npy") for t in range(len(group))]
        for p, group in enumerate(pieces)
    ]
    saving = [
        client.submit(saved_squares.save_piece, path, piece, key=f"kt-save-{run_id}-{done}-{p}-{t}")
        for p, group in enumerate(pieces)
        for t, (path, piece) in enumerate(zip(paths[p], group, strict=True))
    ]
    distributed.wait(saving)
    client.gather(saving)  # raises what a save raised
    saved_squares.write_square(folder, job, done, paths, 4.0)
    saved_squares.remove_pieces(folder, keep=frozenset(p for names in paths for p in names))
    return [
        [
            client.submit(_load, path, job, key=f"kt-load-{run_id}-{done}-{p}-{t}")
            for t, path in enumerate(names)
        ]
        for p, names in enumerate(paths)
    ]


class Runner:
    """frontier.run on a cluster: what count.count_tours calls for each count it needs.

    on_tasks is told (tasks done, tasks) of the count running, on_resume (squares done,
    squares) when a count goes on from its checkpoint; with a checkpoint directory
    each count keeps its own subdirectory there, and a finished one leaves its result, so a
    run again skips it."""

    def __init__(
        self,
        client: Any,
        *,
        checkpoint: str | os.PathLike[str] | None = None,
        parts: int | None = None,
        checkpoint_every: float = CHECKPOINT_EVERY,
        on_tasks: Callable[[int, int], None] | None = None,
        on_resume: Callable[[int, int], None] | None = None,
    ) -> None:
        self.client = client
        self.on_resume = on_resume
        self.checkpoint = Path(checkpoint) if checkpoint is not None else None
        self.parts = parts
        self.checkpoint_every = checkpoint_every
        self.on_tasks = on_tasks
        self.record = ClusterRun()

    def __call__(
        self,
        board: Board,
        mode: int,
        start: int | None = None,
        *,
        progress: frontier.SquareProgress | None = None,
        stop: Callable[[], bool] | None = None,
        max_bytes: int | None = None,
        stats: frontier.RunStats | None = None,
    ) -> int:
        """Count as frontier.run does (max_bytes is the workers' business here)."""
        job = frontier.Job(board, mode, start)
        folder = None
        if self.checkpoint is not None:
            folder = saved_squares.job_folder(self.checkpoint, job)
            saved = saved_squares.read(folder, job)
            if saved is not None and self.on_resume is not None:
                self.on_resume(saved.squares_done, job.squares)

        def tell(k: int, n: int, done: int, total: int, live: int) -> None:
            if self.on_tasks is not None:
                self.on_tasks(done, total)
            if progress is not None:
                progress(k, n, live, 0)

        value = count(
            self.client,
            job,
            parts=self.parts,
            checkpoint=folder,
            checkpoint_every=self.checkpoint_every,
            progress=tell,
            stop=stop,
            record=self.record,
        )
        if stats is not None:
            stats.peak_states = max(stats.peak_states, self.record.peak_states)
        if folder is not None:
            saved_squares.write_result(folder, job, value)
        return value


def compare(
    client: Any,
    board: frontier.Board,
    solvers: list[str],
    starts: list[int],
    max_steps: int,
    closed: bool = False,
    on_row: Callable[[Any], None] | None = None,
    repeat: int | None = None,
    tours: bool = False,
) -> list[Any]:
    """compare.compare's table with each run a task on the cluster; rows in its order (a
    pair repeated runs its repeats in one task)."""
    from ..compare import runs as table

    distributed = _distributed()
    run_id = uuid.uuid4().hex[:8]
    jobs = [(name, s) for name in solvers for s in starts]
    with _current(client):
        futures = [
            client.submit(
                table.run_one,
                board,
                name,
                s,
                max_steps,
                closed,
                None,
                repeat,
                tours,
                key=f"kt-run-{run_id}-{i}",
            )
            for i, (name, s) in enumerate(jobs)
        ]
        if on_row is not None:
            for future in distributed.as_completed(futures):
                on_row(future.result())
        return list(client.gather(futures))
