"""KnightTourModel: the board, the current run and its result, the playback cursor."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

import numpy as np

from ...core.board.board import Board, BoardError
from ...core.solve import solver_kernels
from ...core.solve.catalogue import SOLVERS
from ...core.solve.search import Search
from ..snapshot import Snapshot
from ..solver_worker import SolverWorker
from ..widgets.solver_list import solver_title
from ..worker_base import start_worker
from .board_changes import reshaped, toggled_hole, with_variant
from .run_model import ANYWAY_STEPS, SPEEDS, RunModel


class KnightTourModel(RunModel):
    """The Explore tab's model: the board and the choices of the next run (the solver, closed
    or open, an end square, a symmetry, the jump order), over RunModel's runs."""

    def set_shape(self, layers: int, rows: int, cols: int) -> None:
        """Change the board's size (layers > 1: a 3D board); holes are kept where they fit."""
        new = reshaped(self.board, layers, rows, cols, self.jumps)
        if new is not None:
            self.set_board(new)

    def set_variant(self, jumps: tuple[tuple[int, int], ...], wrap: str) -> None:
        """Choose the leaper (its jumps, in order) and the wrapping; the board is cleared."""
        board = with_variant(self.board, jumps, wrap)
        if board is not None:
            self.jumps = tuple(jumps)
            self.set_board(board)

    def toggle_hole(self, square: int) -> bool:
        """Remove square from the board, or put it back; False if it is the last square."""
        board, message = toggled_hole(self.board, square)
        if board is not None:
            self.set_board(board)
        self.messageChanged.emit(message)
        return board is not None

    def set_board(self, board: Board) -> None:
        """Show a new, empty board (a search running on the old one is stopped, and said so)."""
        was_running = self._worker is not None
        self.stop()
        self._generation += 1  # whatever the old run still sends belongs to the old board
        self.board = board
        if not board.is_3d:  # a flat board's jumps are pairs
            self.jumps = cast(tuple[tuple[int, int], ...], board.jumps)
        self.start = None
        self.search = None
        self.snapshot = None
        self.cursor = 0
        self.boardChanged.emit(board)
        self.snapshotChanged.emit(None, 0)
        self.forget_answer()
        if was_running:
            self.messageChanged.emit(
                self.tr("The board changed: the search on the old board was stopped.")
            )

    def set_solver(self, name: str) -> None:
        """Choose the solver for the next run."""
        if name != self.solver:
            self.solver = name
            self.forget_answer()

    def set_closed(self, closed: bool) -> None:
        """Ask the next run for a closed tour, or any tour."""
        if closed != self.closed:
            self.closed = closed
            self.closedChanged.emit(closed)
            self.forget_answer()

    def set_end(self, name: str) -> None:
        """Ask the next run for an open tour that ends on the square called name ("": any)."""
        name = name.strip()
        if name != self.end_name:
            self.end_name = name
            self.forget_answer()

    def set_symmetric(self, turn: int | None) -> None:
        """Ask the next run for a closed tour that looks the same after a turn of 180 or 90
        degrees (None: any tour); a symmetric tour is closed, so Closed tour follows."""
        if turn != self.symmetric:
            self.symmetric = turn
            self.forget_answer()
        if turn is not None:
            self.set_closed(True)

    def set_jumps(self, jumps: tuple[tuple[int, int], ...]) -> None:
        """Choose the jump order for the next run (the board keeps its size and holes)."""
        if self.board.is_3d:
            return
        self.jumps = tuple(jumps)
        if self.board.jumps != self.jumps:
            self.board = replace(self.board, jumps=self.jumps)

    def show_tour(self, board: Board, path: np.ndarray, message: str, closed: bool = False) -> None:
        """Show a tour that did not come from a run (a file): playback starts at its end.
        closed says the file holds a closed tour: Closed tour is ticked for the next run (when
        the solver chosen can look for one), and unticked for an open one, so Next run asks
        for the same kind of tour (and the box says what is shown)."""
        self.set_board(board)
        if closed and SOLVERS[self.solver].closed:
            self.set_closed(True)
        elif not closed and self.closed:
            self.set_closed(False)
        self.tour_closed = closed
        self.run_end = self.run_symmetric = None
        self._generation += 1
        self.snapshot = Snapshot.of_tour(path, board.squares, self._generation)
        self.start = self.snapshot.start
        self.cursor = len(path)
        self.snapshotChanged.emit(self.snapshot, self.cursor)
        self.messageChanged.emit(message)
        self.set_answer(message)

    # runs ------------------------------------------------------------------------------
    # runs --------------------------------------------------------------------------------
    def refusal(self) -> str:
        """Why the next run cannot start with the choices made, in the window's words, or ""."""
        info = SOLVERS.get(self.solver)
        if info is None:
            return self.tr("Choose a solver.")
        if self.symmetric is not None:
            if self.end_name:
                return self.tr(
                    "A symmetric tour is closed: it has no last square to choose. Clear "
                    "Ends on, or set Symmetry to any tour."
                )
            if self.solver != "auto" or self.board.is_3d:
                return self.tr(
                    "A symmetric tour is found by a search of its own on a flat board: "
                    "choose the solver Automatic, or set Symmetry to any tour."
                )
            return ""
        if self.closed and not info.closed:
            return self.tr(
                "{solver} cannot look for a closed tour: untick Closed tour, or choose "
                "a solver that can."
            ).format(solver=solver_title(self.solver))
        if self.end_name:
            try:
                end = self.end_square()
            except BoardError as exc:
                return self.tr("Ends on cannot be used: {why}").format(why=exc)
            if self.closed:
                return self.tr(
                    "A closed tour comes back next to its start: it has no last square to "
                    "choose. Untick Closed tour, or clear Ends on."
                )
            if info.ends is None:
                return self.tr(
                    "{solver} cannot aim at a last square: clear Ends on, or choose an "
                    "exact solver such as Automatic."
                ).format(solver=solver_title(self.solver))
            if end is not None and self.board.is_3d:
                return self.tr("Ends on is for flat boards: clear it to solve.")
        return ""

    @property
    def can_search_anyway(self) -> bool:
        """False where no search can be made at all (a symmetric tour of a turn that does
        not carry the board onto itself, square for square): Search anyway is not offered."""
        from ...core.solve.symmetric import searchable

        turn = self.run_symmetric
        return turn is None or self.board.is_3d or searchable(self.board, turn)

    def search_anyway(self) -> bool:
        """Run the chosen solver from the last start although a theorem has said no tour
        exists, under the step limit (or 10 million moves), every move drawn (at the watch
        speed chosen, or Fast): a class watches it fail."""
        if self.start is None:
            return False
        return self.solve_from(self.start, theorems=False)

    def solve_from(self, square: int, theorems: bool = True) -> bool:
        """Start a run from square, replacing any run in progress; False (with a message, and
        the board as it was) if the choices made cannot run."""
        why = self.refusal()
        if why:
            self.messageChanged.emit(why)
            self.set_answer(why)
            return False
        self._before = (self.snapshot, self.cursor, self.start, self.search, self.tour_closed)
        self.stop()
        self._generation += 1
        self.tour_closed = self.closed or self.symmetric is not None
        self.run_end = self.end_square()
        self.run_symmetric = self.symmetric
        self.start = square
        self.search = None
        self.snapshot = Snapshot.starting(square, self.board.squares, self._generation)
        self.cursor = 1
        self.set_answer("" if solver_kernels.all_loaded() else self.preparing_text())
        self._launch(self._solver_worker(square, theorems=theorems))
        self.messageChanged.emit(
            self.tr("Solving from {square}…").format(square=self.board.name(square))
        )
        return True

    def next_solution(self) -> bool:
        """Continue the exact search past the tour shown to the next one; False if it cannot."""
        search = self.search
        if not self.can_continue or search is None or not search.next_solution():
            return False
        self._before = (self.snapshot, self.cursor, self.start, None, self.tour_closed)
        self._generation += 1
        self._launch(self._solver_worker(search.start, search))
        self.search = None
        self.set_answer("")
        self.messageChanged.emit(self.tr("Looking for the next solution…"))
        return True

    def _solver_worker(
        self, start: int, search: Search | None = None, theorems: bool = True
    ) -> SolverWorker:
        """A worker for a run of this generation from start (or going on with search), with
        the solver, the step limit and the watch speed chosen."""
        limit, pace = self.max_steps, SPEEDS.get(self.speed, 0.0)
        if not theorems:  # Search anyway: a search to watch fail, so never flat out
            limit = ANYWAY_STEPS if limit is None else limit
            pace = pace or SPEEDS["Normal"]  # a search to watch: slow enough to follow
        return SolverWorker(
            self.board,
            start,
            self.solver,
            self.closed or self.run_symmetric is not None,
            max_steps=limit,
            generation=self._generation,
            search=search,
            pace=pace,
            theorems=theorems,
            end=self.run_end,
            symmetric=self.run_symmetric,
        )

    def _launch(self, worker: SolverWorker) -> None:
        self._latest.clear()
        worker.progressed.connect(self._latest.put)
        worker.returned.connect(self._on_ended)
        worker.errored.connect(self._on_failed)
        self._worker = worker
        self.set_paused(False)
        start_worker(worker, owner=self)
        self.runningChanged.emit(True)
        self.snapshotChanged.emit(self.snapshot, self.cursor)
