"""CheckWorker: whether a hand-played position can still be completed, judged on its own
thread (the visible obstacles first, then an exact search), so a move on a board of a
million squares never waits for the answer."""

from __future__ import annotations

from ...core.board.board import Board
from ...core.board.move_table import table_of
from ...core.play.game import Verdict, completion_search, obstacle_at, verdict
from ...core.solve import solver_kernels
from ...core.solve.run_loop import Drive
from ..worker_base import WorkerBase


class CheckWorker(WorkerBase):
    """Judges one position: `returned` carries the Verdict (none when stopped before the
    kernels were ready); the worker's generation is the position's."""

    def __init__(self, board: Board, path: list[int], max_steps: int, generation: int) -> None:
        super().__init__(generation)
        self.board, self.path, self.max_steps = board, list(path), max_steps

    def work(self) -> Verdict | None:
        # the obstacles call kernels too (the move graph): none before they are ready; and
        # they read the move table, which on millions of squares is made hearing Stop
        if not solver_kernels.load_all(self.abort_requested):
            return None
        if table_of(self.board, self.abort_requested) is None:
            return None
        why, named = obstacle_at(self.board, self.path, self.abort_requested)
        if why or self.abort_requested():
            return Verdict("dead", why, squares=named) if why else None
        search = completion_search(self.board, self.path)
        Drive(max_steps=self.max_steps, stop=self.abort_requested).run(search)
        return verdict(self.board, self.path, search, why)
