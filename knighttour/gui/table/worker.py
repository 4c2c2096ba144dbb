"""CompareWorker: a whole table of runs (every solver from every start) on its own thread,
its rows sent to the Table in batches."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import Signal

from ...core.board.board import Board
from ...core.compare import runs as compare
from ..worker_base import WorkerBase


@dataclass(frozen=True)
class RowBatch:
    """Runs of a comparison that ended, in the order they ended, and their start squares."""

    rows: list[compare.Row]
    squares: list[int]


class CompareWorker(WorkerBase):
    """Runs a whole comparison (every core busy) on its own thread; `progressed` sends the
    rows that ended in batches (RowBatch), at most ten a second (a thousand fast runs a
    second must not flood the window with a thousand updates)."""

    progressed = Signal(object)  # RowBatch

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
        self._batch: list[compare.Row] = []
        self._squares: list[int] = []
        self._sent = 0.0

    def _keep(self, row: compare.Row) -> None:
        self._batch.append(row)
        self._squares.append(self.board.parse_square(row.start))

    def _send(self, force: bool = False) -> None:
        now = time.perf_counter()
        if self._batch and (force or now - self._sent >= self.BATCH_SECONDS):
            self._sent = now
            batch, squares, self._batch, self._squares = self._batch, self._squares, [], []
            self.progressed.emit(RowBatch(batch, squares))

    def work(self) -> None:
        """Every run of the table; runs not yet started when Stop comes are skipped."""
        try:
            compare.compare(
                self.board,
                self.solvers,
                self.starts,
                self.max_steps,
                self.closed,
                stop=self.abort_requested,
                on_row=self._keep,
                tick=self._send,
                tours=self.tours,
            )
        finally:
            self._send(force=True)
