"""KnightTourModel: the board, the current run and its result, on the GUI thread."""

from __future__ import annotations

import numpy as np
import shiboken6
from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..core.board import Board
from ..core.search import FOUND, RUNNING
from .snapshot import Snapshot
from .workers import SolverWorker, start_worker


class KnightTourModel(QObject):
    """Holds the board, the chosen solver and the latest snapshot of its run.

    Starting a run aborts the previous one; late snapshots of an old run are dropped by their
    generation number, so what the views show always belongs to the latest click.
    """

    boardChanged = Signal()
    snapshotChanged = Signal()
    runningChanged = Signal(bool)
    messageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = Board(8, 8)
        self.solver = "auto"
        self.closed = False
        self.start: int | None = None
        self.snapshot: Snapshot | None = None
        self._generation = 0
        self._worker: SolverWorker | None = None
        self._threads: list[QThread] = []

    # state -------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a run of the latest generation is going."""
        return self._worker is not None

    @property
    def path(self) -> np.ndarray:
        """The path to draw: the latest snapshot's, or nothing."""
        return self.snapshot.path if self.snapshot is not None else np.zeros(0, np.int64)

    @property
    def found(self) -> bool:
        """True when the latest run found a tour."""
        return self.snapshot is not None and self.snapshot.status == FOUND

    def set_board_size(self, rows: int, cols: int) -> None:
        """Change the board; any run on the old board is stopped and its result dropped."""
        if (rows, cols) == (self.board.rows, self.board.cols):
            return
        self.stop()
        self._generation += 1  # whatever the old run still sends belongs to the old board
        self.board = Board(rows, cols)
        self.start = None
        self.snapshot = None
        self.boardChanged.emit()
        self.snapshotChanged.emit()

    def set_solver(self, name: str) -> None:
        """Choose the solver for the next run."""
        self.solver = name

    # runs --------------------------------------------------------------------------------
    def solve_from(self, square: int) -> None:
        """Start a run from square, replacing any run in progress."""
        self.stop()
        self._generation += 1
        self.start = square
        self.snapshot = Snapshot(self._generation, path=np.array([square], np.int64),
                                 squares=self.board.squares, depth=1)
        worker = SolverWorker(self.board, square, self.solver, self.closed,
                              generation=self._generation)
        worker.progressed.connect(self._on_snapshot)
        worker.ended.connect(self._on_ended)
        worker.failed.connect(self._on_failed)
        self._worker = worker
        self._threads = [t for t in self._threads if shiboken6.isValid(t) and t.isRunning()]
        self._threads.append(start_worker(worker))
        self.snapshotChanged.emit()
        self.runningChanged.emit(True)
        self.messageChanged.emit(f"Solving from {self.board.name(square)}…")

    def stop(self) -> None:
        """Abort the current run; its thread winds down on its own within a chunk."""
        if self._worker is None:
            return
        self._worker.abort()
        self._worker = None
        self.runningChanged.emit(False)

    def shutdown(self, timeout_ms: int = 3000) -> None:
        """Abort the run and wait for every thread this model started (for closing)."""
        self.stop()
        for thread in self._threads:
            if shiboken6.isValid(thread):
                thread.quit()
                thread.wait(timeout_ms)
        self._threads.clear()

    @Slot(object)
    def _on_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.generation != self._generation:
            return
        self.snapshot = snapshot
        self.snapshotChanged.emit()
        if snapshot.status != RUNNING:
            self.messageChanged.emit(self.describe(snapshot))

    @Slot(object)
    def _on_ended(self, snapshot: Snapshot) -> None:
        if snapshot.generation != self._generation:
            return
        self._worker = None
        self._on_snapshot(snapshot)
        self.runningChanged.emit(False)

    @Slot(int, str)
    def _on_failed(self, generation: int, message: str) -> None:
        if generation != self._generation:
            return
        self._worker = None
        self.snapshot = None
        self.snapshotChanged.emit()
        self.runningChanged.emit(False)
        self.messageChanged.emit(message)

    def describe(self, snapshot: Snapshot) -> str:
        """One line for the status bar about a finished run."""
        counts = (f"{snapshot.steps:,} steps, {snapshot.backtracks:,} backtracks, "
                  f"{snapshot.seconds:.3f} s")
        start = self.board.name(self.start) if self.start is not None else "?"
        if snapshot.status == FOUND:
            kind = "Closed tour" if self.closed else "Tour"
            return f"{kind} found from {start} ({counts})."
        return f"{snapshot.reason} ({counts})"
