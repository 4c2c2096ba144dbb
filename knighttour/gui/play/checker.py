"""CheckWorker: whether a hand-played position can still be completed, judged on its own
thread (the visible obstacles first, then an exact search), so a move on a board of a
million squares never waits for the answer."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot

from ...core.board.board import Board
from ...core.play.game import Verdict, completion_search, obstacle_at, verdict
from ...core.solve import load_kernels
from ...core.solve.run_loop import Drive
from ..workers import Abortable, error_message


class CheckWorker(Abortable):
    """Judges one position: `judged` carries its generation and the Verdict."""

    judged = Signal(int, object)  # generation, Verdict
    finished = Signal()

    def __init__(self, board: Board, path: list[int], max_steps: int, generation: int) -> None:
        super().__init__()
        self.board, self.path, self.max_steps = board, list(path), max_steps
        self.generation = generation

    @Slot()
    def run(self) -> None:
        try:
            # the obstacles call kernels too (the move graph): none before they are ready
            if not load_kernels.load_all(self.aborted):
                return
            why, named = obstacle_at(self.board, self.path)
            if why or self.aborted():
                dead = Verdict("dead", why, squares=named) if why else None
                self.judged.emit(self.generation, dead)
                return
            search = completion_search(self.board, self.path)
            Drive(max_steps=self.max_steps, stop=self.aborted).run(search)
            self.judged.emit(self.generation, verdict(self.board, self.path, search, why))
        except Exception as exc:
            self.judged.emit(self.generation, Verdict("unsure", error_message(exc)))
        finally:
            self.finished.emit()
