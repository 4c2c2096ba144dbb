"""A Dask scheduler and workers as users start them: `dask scheduler` and `dask worker`, each
its own process (group) on 127.0.0.1, stopped cleanly at the end; whatever is left alive
then is killed and named, so the test that used them fails."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import psutil

#: seconds a process may take to start or to stop
START_TIMEOUT = 60.0
STOP_TIMEOUT = 20.0


def dask_command() -> list[str]:
    """The `dask` command of this Python (the script beside it, else `python -m dask`)."""
    script = Path(sys.executable).with_name("dask")
    return [str(script)] if script.exists() else [sys.executable, "-m", "dask"]


class Lines:
    """A process's output read line by line on a thread, so that it never fills its pipe;
    next() waits for the next line, at most timeout seconds (None at the end)."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.seen: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in iter(stream.readline, ""):
            self._queue.put(line)
        self._queue.put(None)

    def close(self) -> None:
        """Close the stream once its process has ended (the reader has met its end)."""
        self._thread.join(STOP_TIMEOUT)
        self.stream.close()

    def next(self, timeout: float) -> str | None:
        line = self._queue.get(timeout=timeout)  # queue.Empty when nothing came in time
        if line is not None:
            self.seen.append(line)
        return line

    def wait_for(self, text: str, timeout: float) -> str:
        """The first line holding text (AssertionError if the stream ends or time runs out)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.next(max(left, 0.0))
            except queue.Empty:
                raise AssertionError(f"no {text!r} in {timeout:.0f} s: {self.seen[-5:]}") from None
            if line is None:
                raise AssertionError(f"the stream ended before {text!r}: {self.seen[-5:]}")
            if text in line:
                return line


@dataclass
class DaskProcesses:
    """A running scheduler and its workers."""

    folder: Path
    address: str = ""
    scheduler: subprocess.Popen | None = None
    workers: list[subprocess.Popen] = field(default_factory=list)
    started: list[psutil.Process] = field(default_factory=list)
    log: Lines | None = None  # the scheduler's
    names: dict[int, str] = field(default_factory=dict)  # what each process started was

    def _spawn(self, args: list[str], **kwargs) -> subprocess.Popen:
        process = subprocess.Popen(
            [*dask_command(), *args],
            stdin=subprocess.DEVNULL,
            env={**os.environ, "PYTHONWARNINGS": "ignore"},
            start_new_session=True,  # its own group: a nanny and its worker are killed as one
            **kwargs,
        )
        self.started.append(psutil.Process(process.pid))
        self.names[process.pid] = f"dask {args[0]}"
        return process

    def start(self, workers: int) -> None:
        """Start the scheduler, then the workers, and wait until all have joined."""
        scheduler_file = self.folder / "scheduler.json"
        self.scheduler = self._spawn(
            [
                "scheduler",
                *("--host", "127.0.0.1", "--port", "0", "--no-dashboard"),
                *("--scheduler-file", str(scheduler_file)),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.log = Lines(self.scheduler.stderr)
        self.address = self.log.wait_for("Scheduler at:", START_TIMEOUT).split()[-1]
        for i in range(workers):
            with open(self.folder / f"worker-{i}.log", "w") as out:
                self.workers.append(
                    self._spawn(
                        [
                            "worker",
                            *("--scheduler-file", str(scheduler_file)),
                            *("--nthreads", "1", "--no-dashboard"),
                        ],
                        stdout=out,
                        stderr=subprocess.STDOUT,
                    )
                )
        with self.client() as client:
            client.wait_for_workers(workers, timeout=START_TIMEOUT)

    @contextmanager
    def client(self) -> Iterator:
        """A client of the scheduler that is nobody's default (a count must not need one)."""
        import distributed

        with distributed.Client(self.address, timeout=START_TIMEOUT, set_as_default=False) as c:
            yield c

    def worker_count(self) -> int:
        with self.client() as client:
            return len(client.scheduler_info()["workers"])

    def kill_worker(self, i: int) -> None:
        """Kill worker i with everything in its process group (its nanny and its worker), as
        a machine that goes away does."""
        worker = self.workers[i]
        self._note_children()
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(STOP_TIMEOUT)

    def _note_children(self) -> None:
        for process in list(self.started):
            try:
                children = process.children(recursive=True)
            except psutil.NoSuchProcess:
                continue
            for child in children:
                if child not in self.started:
                    self.started.append(child)
                    self.names.setdefault(child.pid, f"a child of {self.names[process.pid]}")

    def stop(self) -> list[str]:
        """Stop everything cleanly (SIGTERM, as a user's Ctrl-C or kill does), wait, then kill
        what is left; what had to be killed or is still alive, named."""
        self._note_children()
        for process in [*self.workers, self.scheduler]:
            if process is not None and process.poll() is None:
                with suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGTERM)
        _, alive = psutil.wait_procs(self.started, timeout=STOP_TIMEOUT)
        left = [f"{p.pid} ({self.names.get(p.pid, '?')})" for p in alive]
        for p in alive:
            with suppress(psutil.NoSuchProcess):
                p.kill()
        _, still = psutil.wait_procs(alive, timeout=STOP_TIMEOUT)
        left += [f"{p.pid} still alive after SIGKILL" for p in still]
        for process in [*self.workers, self.scheduler]:
            if process is not None:
                process.wait(STOP_TIMEOUT)  # reaped: no zombie either
        if self.log is not None:
            self.log.close()
        return left


@contextmanager
def dask_processes(folder: Path, workers: int = 2) -> Iterator[DaskProcesses]:
    """A scheduler and workers started as separate processes, stopped on leaving; fails
    (AssertionError) if any process had to be killed or is left."""
    cluster = DaskProcesses(folder)
    try:
        cluster.start(workers)
        yield cluster
    finally:
        left = cluster.stop()
        assert not left, f"processes left behind by the Dask cluster: {left}"
