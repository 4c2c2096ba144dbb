"""KnightTourModel: the board, the current run and its result, the playback cursor."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ...core.board.board import KNIGHT_JUMPS, Board, BoardError
from ...core.solve import solver_kernels
from ...core.solve.catalogue import SOLVERS
from ...core.solve.search import FOUND, RUNNING, KnownResult, Search
from ...core.words import QT_TRANSLATE_NOOP
from ..i18n import duration, number
from ..keys import FORWARD_KEY, PLAY_KEY, key_text
from ..latest import Latest
from ..snapshot import Snapshot
from ..solver_worker import RunEnd, SolverWorker
from ..widgets.solver_list import solver_title
from ..worker_base import sender_generation, start_worker, wait_for_threads
from .board_changes import reshaped, toggled_hole, with_variant

translate = QCoreApplication.translate

#: seconds per move of each watch speed; Max runs the kernel flat out
SPEEDS: dict[str, float] = {"Max": 0.0, "Fast": 1 / 60, "Normal": 1 / 4, "Slow": 1.0}
#: the step limit of a search run although a theorem rules a tour out, when none is chosen
ANYWAY_STEPS = 10_000_000
#: the answer shown while numba compiles the kernels before the very first run
PREPARING = QT_TRANSLATE_NOOP(
    "KnightTourModel", "Preparing the solvers for this computer (first launch only)…"
)


def describe_run(
    snapshot: Snapshot,
    board: Board,
    start: int | None,
    closed: bool,
    end: int | None = None,
    symmetric: int | None = None,
) -> str:
    """One line for the status bar about a finished run from start on board (closed: a
    closed tour was asked for; end: the last square asked for; symmetric: the turn)."""

    counts = translate(
        "KnightTourModel", "{steps} moves tried, {backtracks} taken back, {time}"
    ).format(
        steps=number(snapshot.steps),
        backtracks=number(snapshot.backtracks),
        time=duration(snapshot.seconds),
    )
    name = board.name(start) if start is not None else "?"
    if snapshot.status == FOUND:
        if snapshot.solutions > 1:
            found = (
                translate("KnightTourModel", "Closed tour found from {square} (solution {n})")
                if closed
                else translate("KnightTourModel", "Tour found from {square} (solution {n})")
            )
        else:
            found = (
                translate("KnightTourModel", "Closed tour found from {square}")
                if closed
                else translate("KnightTourModel", "Tour found from {square}")
            )
        found = found.format(square=name, n=number(snapshot.solutions))
        if end is not None:
            found = translate("KnightTourModel", "{found} to {end}").format(
                found=found, end=board.name(end)
            )
        if symmetric is not None:
            found = translate("KnightTourModel", "{found}, the same after a {turn}").format(
                found=found, turn=turn_name(symmetric)
            )
        return translate("KnightTourModel", "{found} ({counts}).").format(
            found=found, counts=counts
        )
    return translate("KnightTourModel", "{reason} ({counts})").format(
        reason=snapshot.reason, counts=counts
    )


def turn_name(turn: int) -> str:
    """'half turn' (180) or 'quarter turn' (90), in the window's language."""
    if turn == 90:
        return translate("KnightTourModel", "quarter turn")
    return translate("KnightTourModel", "half turn")


class KnightTourModel(QObject):
    """Holds the board, the run settings, the latest snapshot of the run and the playback
    cursor (how many squares of the path are shown).

    Starting a run aborts the previous one; late snapshots of an old run are dropped by their
    generation number, so what the views show always belongs to the latest click.  After a
    run ends its Search is kept, so an exact solver can go on to the next solution.
    """

    boardChanged = Signal(object)  # the new Board (empty: a snapshotChanged follows)
    snapshotChanged = Signal(object, int)  # the Snapshot (or None) and the cursor with it
    cursorChanged = Signal(int)  # the cursor moved on the same snapshot (playback)
    runningChanged = Signal(bool)
    closedChanged = Signal(bool)  # the next run asks for a closed tour, or any tour
    messageChanged = Signal(str)
    #: the answer about the board as it is now (a theorem, a tour found, why a run failed),
    #: shown in full beside the board; "" when the board, the solver or the run changed
    answerChanged = Signal(str)
    #: a watched search was paused (True) or goes on
    pausedChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = Board(8, 8)
        self.solver = "auto"
        self.closed = False
        #: the square name an open tour must end on ("" for any square)
        self.end_name = ""
        #: the turn (180 or 90) a closed tour must look the same after, or None
        self.symmetric: int | None = None
        #: the last square and the turn the run shown was asked for
        self.run_end: int | None = None
        self.run_symmetric: int | None = None
        self.jumps: tuple[tuple[int, int], ...] = KNIGHT_JUMPS
        self.max_steps: int | None = None
        self.speed = "Max"
        self.start: int | None = None
        self.snapshot: Snapshot | None = None
        self.cursor = 0
        self.answer = ""
        self.paused = False
        #: True when the tour shown was asked for (or opened) as a closed tour
        self.tour_closed = False
        self.search: Search | None = None
        #: what was on the board before the run going now, shown again if the run is refused
        self._before: tuple[Snapshot | None, int, int | None, Search | None, bool] | None = None
        self._generation = 0
        #: the run's progress, the latest only, once per turn of the event loop
        self._latest: Latest[Snapshot] = Latest(self._on_snapshot, self)
        self._worker: SolverWorker | None = None

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

    @property
    def can_continue(self) -> bool:
        """True when the shown tour came from an exact search that can look for the next."""
        return (
            not self.running
            and self.found
            and self.search is not None
            and self.search.exact
            and not isinstance(self.search, KnownResult)
        )

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

    def preparing_text(self) -> str:
        """What the window says while the solvers are made ready (first run only)."""
        return QCoreApplication.translate("KnightTourModel", PREPARING)

    def set_answer(self, text: str) -> None:
        """Show text as the answer about the board now ("" for none)."""
        if text != self.answer:
            self.answer = text
            self.answerChanged.emit(text)

    def forget_answer(self) -> None:
        """The board, the solver or the run changed: what was said about the old one goes,
        from the answer beside the board and from the status bar."""
        self.set_answer("")
        self.messageChanged.emit("")

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

    def end_square(self) -> int | None:
        """The square the next run must end on (None: any); BoardError if it is off the board."""
        return self.board.parse_square(self.end_name) if self.end_name else None

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

    # playback ----------------------------------------------------------------------------
    def set_cursor(self, cursor: int) -> None:
        """Show the first cursor squares of the path (clamped to 1..length)."""
        n = len(self.path)
        cursor = max(min(1, n), min(int(cursor), n))
        if cursor != self.cursor:
            self.cursor = cursor
            self.cursorChanged.emit(cursor)

    def show_tour(self, board: Board, path: np.ndarray, message: str, closed: bool = False) -> None:
        """Show a tour that did not come from a run (a file): playback starts at its end.
        closed says the file holds a closed tour: Closed tour is ticked for the next run (when
        the solver chosen can look for one), so Next run asks for the same kind of tour."""
        self.set_board(board)
        if closed and SOLVERS[self.solver].closed:
            self.set_closed(True)
        self.tour_closed = closed
        self.run_end = self.run_symmetric = None
        self._generation += 1
        self.snapshot = Snapshot.of_tour(path, board.squares, self._generation)
        self.start = self.snapshot.start
        self.cursor = len(path)
        self.snapshotChanged.emit(self.snapshot, self.cursor)
        self.messageChanged.emit(message)
        self.set_answer(message)

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

    # pausing a watched search -------------------------------------------------------------
    @property
    def can_pause(self) -> bool:
        """True while a watched (paced) search runs: it can be paused and stepped."""
        return self._worker is not None and self._worker.pace > 0

    def set_paused(self, paused: bool) -> None:
        """Pause a watched search (its moves held) or let it go on."""
        paused = paused and self.can_pause
        if self._worker is not None:
            self._worker.set_paused(paused)
        if paused != self.paused:
            self.paused = paused
            self.pausedChanged.emit(paused)
            said = self.tr("Paused: {step} (or Step) makes one move, {go} goes on.")
            keys = {"step": key_text(FORWARD_KEY), "go": key_text(PLAY_KEY)}
            self.messageChanged.emit(said.format(**keys) if paused else "")

    def toggle_pause(self) -> None:
        """Pause a watched search, or let a paused one go on."""
        self.set_paused(not self.paused)

    def step_once(self) -> None:
        """One move of a paused search."""
        if self.paused and self._worker is not None:
            self._worker.step()

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

    def stop(self) -> None:
        """Abort the current run; its thread winds down on its own within a chunk."""
        if self._worker is None:
            return
        self._worker.abort()
        self._worker = None
        self.set_paused(False)
        self.runningChanged.emit(False)

    def shutdown(self, timeout_ms: int = 0) -> None:
        """Abort the run (for closing) and wait up to timeout_ms for the threads this model
        started (the window waits for every thread at once, after every tab has stopped)."""
        self.stop()
        if timeout_ms:
            wait_for_threads(timeout_ms, owner=self)

    @Slot(object)
    def _on_snapshot(self, snapshot: Snapshot) -> None:
        if snapshot.generation != self._generation:
            return
        if self._worker is None and snapshot.status == RUNNING:
            return  # queued before a Stop: the board holds still, the run's end follows
        self.snapshot = snapshot
        self.cursor = len(snapshot.path)
        self.snapshotChanged.emit(snapshot, self.cursor)
        if snapshot.status != RUNNING:
            text = describe_run(
                snapshot,
                self.board,
                self.start,
                self.tour_closed,
                self.run_end,
                self.run_symmetric,
            )
            self.messageChanged.emit(text)
            self.set_answer(text)
        elif self.answer == self.preparing_text():
            self.set_answer("")

    @Slot(object)
    def _on_ended(self, end: RunEnd) -> None:
        snapshot = end.snapshot
        if snapshot.generation != self._generation:
            return
        self._latest.clear()
        self._worker = None
        self.set_paused(False)
        self.search = end.search
        self.runningChanged.emit(False)
        self._on_snapshot(snapshot)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        if sender_generation(self) != self._generation:
            return
        self._worker = None
        self.set_paused(False)
        # a run that could not start leaves the board as it was: the tour shown stays
        before = self._before or (None, 0, None, None, False)
        self.snapshot, self.cursor, self.start, self.search, self.tour_closed = before
        self.runningChanged.emit(False)
        self.snapshotChanged.emit(self.snapshot, self.cursor)
        self.messageChanged.emit(message)
        self.set_answer(message)
