"""SolverWorker: one run of one solver, in chunks on its own QThread, stoppable between
chunks, pausable and steppable when watched.  Talks to the window only through signals."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PySide6.QtCore import QThread, Signal

from ..core.board.board import Board
from ..core.solve import pipeline
from ..core.solve.run_loop import Drive
from ..core.solve.search import Search
from .snapshot import Snapshot
from .worker_base import WorkerBase


@dataclass(frozen=True)
class RunEnd:
    """What a worker hands back when its run is over: the last snapshot, and the Search
    itself (no longer touched by the worker) so an exact run can be continued."""

    snapshot: Snapshot
    search: Search


class SolverWorker(WorkerBase):
    """One run of one solver: `progressed` carries a Snapshot at most ~30 times a second
    (every move when paced), `returned` the RunEnd (the last Snapshot and the Search),
    `errored` why the run could not start or went wrong; the worker's generation is the
    run's."""

    progressed = Signal(object)  # Snapshot

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
        super().__init__(generation)
        self.theorems = theorems
        #: an open tour that ends on this square; a closed tour that a turn keeps
        self.end, self.symmetric = end, symmetric
        self.board, self.start, self.solver = board, start, solver
        self.closed, self.seed, self.max_steps = closed, seed, max_steps
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

    def work(self) -> RunEnd:
        """Create the search if needed, then drive it until done or stopped."""
        if self.search is None:
            asked = pipeline.request(
                self.board,
                self.start,
                self.solver,
                self.closed,
                self.seed,
                end=self.end,
                symmetric=self.symmetric,
            )  # (the request the command line and the library make)
            self.search = pipeline.search_of(
                asked, stop=self.abort_requested, theorems=self.theorems
            )
        Drive(
            max_steps=self.max_steps,
            stop=self.abort_requested,
            progress=self._progress,
            pace=self.pace,
            sleep=_nap,
            hold=self.held,
        ).run(self.search)
        return RunEnd(Snapshot.of(self.search, self.generation), self.search)

    def _progress(self, search: Search) -> None:
        self.progressed.emit(Snapshot.of(search, self.generation))


def _nap(seconds: float) -> None:
    QThread.msleep(max(1, int(seconds * 1000)))
