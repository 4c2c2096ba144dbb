"""RunModel: the Explore tab's runs (one at a time, on a SolverWorker): started, paused and
stepped, stopped, and their snapshots taken in, late ones of an old run dropped by their
generation; the answer and the playback cursor.  The board and the run's choices are
KnightTourModel's (model.py)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ...core.board.board import KNIGHT_JUMPS, Board
from ...core.solve.search import FOUND, RUNNING, KnownResult, Search
from ...core.words import QT_TRANSLATE_NOOP
from ..i18n import duration, number
from ..keys import FORWARD_KEY, PLAY_KEY, key_text
from ..latest import Latest
from ..snapshot import Snapshot
from ..solver_worker import RunEnd, SolverWorker
from ..worker_base import sender_generation, wait_for_threads

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
        path = snapshot.path
        # open or closed as the tour is (one asked open may close), said to every reader
        closed = closed or (len(path) > 0 and board.closes(path[0], path[-1], len(path)))
        if snapshot.solutions > 1:
            found = (
                translate("KnightTourModel", "Closed tour found from {square} (solution {n})")
                if closed
                else translate("KnightTourModel", "Open tour found from {square} (solution {n})")
            )
        else:
            found = (
                translate("KnightTourModel", "Closed tour found from {square}")
                if closed
                else translate("KnightTourModel", "Open tour found from {square}")
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
    if snapshot.steps == 0:
        return snapshot.reason  # answered before any move (a theorem): no counters to say
    return translate("KnightTourModel", "{reason} ({counts})").format(
        reason=snapshot.reason, counts=counts
    )


def turn_name(turn: int) -> str:
    """'half turn' (180) or 'quarter turn' (90), in the window's language."""
    if turn == 90:
        return translate("KnightTourModel", "quarter turn")
    return translate("KnightTourModel", "half turn")


class RunModel(QObject):
    """Holds the run settings, the latest snapshot of the run and the playback cursor (how
    many squares of the path are shown).

    Starting a run aborts the previous one; late snapshots of an old run are dropped by their
    generation number, so what the views show always belongs to the latest click.  After a
    run ends its Search is kept, so an exact solver can go on to the next solution."""

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
        #: the run's progress, the latest only, at the pace the window can paint it
        self._latest: Latest[Snapshot] = Latest(self._on_snapshot, self)
        self._worker: SolverWorker | None = None

    # state -------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a run of the latest generation is going."""
        return self._worker is not None

    @property
    def progress_waiting(self) -> bool:
        """True while a report of the run's progress waits to be shown (latest.py)."""
        return self._latest.waiting

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

    def end_square(self) -> int | None:
        """The square the next run must end on (None: any); BoardError if it is off the board."""
        return self.board.parse_square(self.end_name) if self.end_name else None

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

    # playback ----------------------------------------------------------------------------
    def set_cursor(self, cursor: int) -> None:
        """Show the first cursor squares of the path (clamped to 1..length)."""
        n = len(self.path)
        cursor = max(min(1, n), min(int(cursor), n))
        if cursor != self.cursor:
            self.cursor = cursor
            self.cursorChanged.emit(cursor)

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
