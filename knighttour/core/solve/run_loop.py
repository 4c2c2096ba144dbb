"""The one loop that drives a Search to its end: a step cap, a stop flag, chunks sized to a
time slice, progress at a bounded rate and, for watching, a pace of one move at a time.

The command line, the window's workers, the comparison table and the benchmark all run their
searches through `drive`, so a step limit, a Stop and Ctrl-C mean the same everywhere.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import is_interrupt
from ..status import Status
from ..words import QT_TRANSLATE_NOOP, number_text, translate
from . import solver_kernels
from .search import Search

#: seconds of kernel work per chunk: short enough that a Stop acts well within 100 ms
CHUNK_SECONDS = 0.015
#: seconds between two progress reports (about 30 a second)
PROGRESS_INTERVAL = 1 / 30
#: squares of path a second that progress reports may carry: a report copies the path, and
#: the window compares it with the last one, so a path of millions of squares (a board of 8
#: million) is reported a few times a second, not 30 (a million squares or fewer: 30)
PROGRESS_SQUARES = 30_000_000
#: the first chunk's moves, and the bounds the chunk size adapts within
FIRST_CHUNK, MIN_CHUNK, MAX_CHUNK = 4096, 256, 1 << 26
#: seconds of a nap while pacing: Stop is looked at between naps
NAP = 0.01
#: a paced run faster than a move a frame is shown once a frame, not every move
FRAME = 1 / 60

STOPPED_REASON = QT_TRANSLATE_NOOP("searches", "Stopped.")
INTERRUPTED_REASON = QT_TRANSLATE_NOOP("searches", "Stopped by Ctrl-C.")


def limit_reason(max_steps: int) -> str:
    """Why a run that hit its step limit ended."""
    return translate("searches", "The step limit of {n} moves was reached.").format(
        n=number_text(max_steps)
    )


@dataclass
class Drive:
    """How to drive one search; `run` drives it.

    max_steps caps the moves made since the search had `since` steps (None: since `run`
    started; max_steps None: no cap of the run's, only the search's own step_cap if it has
    one, such as Automatic's on other leapers' boards).  stop is asked
    between chunks; when it says True the run ends `stopped`.  progress gets the search at most
    every `interval` seconds while it runs (every move when paced), and on a path of millions
    of squares less often (PROGRESS_SQUARES).  pace > 0 makes one move
    at a time and waits pace seconds after each move actually made (watch mode), and hold
    (if given) can hold the next move back (a paused watch).  Ctrl-C ends the run `gave-up`,
    as the command line's contract says.
    """

    max_steps: int | None = None
    since: int | None = None
    stop: Callable[[], bool] | None = None
    progress: Callable[[Search], None] | None = None
    interval: float = PROGRESS_INTERVAL
    chunk_seconds: float = CHUNK_SECONDS
    pace: float = 0.0
    sleep: Callable[[float], None] = time.sleep
    #: while paced: asked before each move; True holds the move back (a paused watch,
    #: stepped one move at a time)
    hold: Callable[[], bool] | None = None
    #: load only the kernels this search calls (the command line, the library, compare's
    #: runs: each loads its own under the one lock); else every kernel, at once
    only_needed: bool = False
    #: set when Ctrl-C (a notebook's Interrupt) ended a run
    interrupted: bool = False

    def run(self, search: Search) -> Status:
        """Advance search until it ends, the cap is reached or stop says so; its status."""
        ready = (
            solver_kernels.load_for(search, self.stop)
            if self.only_needed
            else solver_kernels.load_all(self.stop)
        )
        if not ready:  # every kernel ready before any thread calls one
            search.stop(translate("searches", STOPPED_REASON))
            return Status(search.status)
        try:
            if self.pace > 0:
                self._paced(search)
            else:
                self._chunked(search)
        except (KeyboardInterrupt, SystemError) as exc:
            if not is_interrupt(exc):  # (Ctrl-C inside a compiled call: a SystemError)
                raise
            self.interrupted = True
            search.give_up(INTERRUPTED_REASON)
        if self._stopped():
            search.stop(translate("searches", STOPPED_REASON))
        return Status(search.status)

    def _stopped(self) -> bool:
        return self.stop is not None and self.stop()

    def _base(self, search: Search) -> int:
        return search.steps if self.since is None else self.since

    def _budget(self, search: Search, base: int, chunk: int) -> int:
        """Moves the next chunk may make; 0 once the cap is reached (the search gave up).
        Without a cap of the run's, the search's own (Search.step_cap) holds, if it has one."""
        if self.max_steps is None:
            cap = search.step_cap
            if cap is None:
                return chunk
            left = cap - search.steps
            if left <= 0:
                search.give_up(search.cap_reason or limit_reason(cap))
                return 0
            return min(chunk, left)
        left = base + self.max_steps - search.steps
        if left <= 0:
            search.give_up(limit_reason(self.max_steps))
            return 0
        return min(chunk, left)

    def _chunked(self, search: Search) -> None:
        chunk, base, last = FIRST_CHUNK, self._base(search), time.perf_counter()
        while search.status == Status.RUNNING and not self._stopped():
            budget = self._budget(search, base, chunk)
            if budget == 0:
                break
            t0 = time.perf_counter()
            search.advance(budget)
            now = time.perf_counter()
            spent = now - t0
            if spent < self.chunk_seconds / 2:
                chunk = min(chunk * 2, MAX_CHUNK)
            elif spent > self.chunk_seconds * 2:
                chunk = max(chunk // 2, MIN_CHUNK)
            if (
                self.progress is not None
                and now - last >= max(self.interval, search.depth / PROGRESS_SQUARES)
                and search.status == Status.RUNNING
            ):
                last = now
                self.progress(search)

    def _paced(self, search: Search) -> None:
        base, wake, shown = self._base(search), 0.0, 0.0
        while search.status == Status.RUNNING and not self._stopped():
            if self._budget(search, base, 1) == 0:
                break
            if self.hold is not None and self.hold():
                while self.hold() and not self._stopped():
                    self.sleep(NAP)
                wake = 0.0  # after a pause the pace starts again, it does not catch up
                if self._stopped():
                    break
            before = search.steps
            search.advance(1)
            # every move is shown at a pace the eye follows; faster, once a frame
            if self.progress is not None and (
                self.pace >= FRAME
                or search.status != Status.RUNNING
                or time.perf_counter() - shown >= FRAME
            ):
                shown = time.perf_counter()
                self.progress(search)
            if search.steps == before:
                continue  # no move to watch (a tour still being built): no pause
            # moves keep to a clock of their own (the work and the naps' overshoot do not
            # slow the pace), but never catch up in a burst after a hold-up
            now = time.perf_counter()
            wake = max(wake + self.pace, now) if wake else now + self.pace
            while not self._stopped() and (left := wake - time.perf_counter()) > 0:
                self.sleep(min(NAP, left))


def drive(
    search: Search,
    max_steps: int | None = None,
    *,
    since: int | None = None,
    stop: Callable[[], bool] | None = None,
    only_needed: bool = False,
) -> Status:
    """Drive search to its end flat out (the command line, the table, the benchmark)."""
    return Drive(max_steps=max_steps, since=since, stop=stop, only_needed=only_needed).run(search)
