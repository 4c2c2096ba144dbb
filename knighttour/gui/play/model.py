"""PlayModel: the game being played by hand, what is known of its position, and the hint."""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ...core.board.board import Board
from ...core.play.game import Game, PlayError, Verdict, verdict
from ..i18n import number
from ..worker_base import sender_generation, start_worker
from .checker import CheckWorker

#: "Finish it for me" plays the rest in at most this many ticks of its timer (a few seconds)
FINISH_TICKS = 75
#: the longest a tick plays moves (on a million squares a tick's share would take longer:
#: the finish then takes more ticks, the window never waits)
FINISH_TICK_SECONDS = 0.02

#: moves of exact search spent proving a position can (or cannot) be completed
CHECK_STEPS = 20_000_000
#: the same on boards larger than 8x8, where the answer may stay "not sure"
CHECK_STEPS_LARGE = 2_000_000


@dataclass(frozen=True)
class Position:
    """What the Play tab shows of the game at one moment (a copy: the game goes on)."""

    board: Board
    path: tuple[int, ...]
    undone: int
    complete: bool
    closed: bool
    #: each legal next square with the number of moves onward from it
    legal: tuple[tuple[int, int], ...]
    hint: int | None

    @classmethod
    def of(cls, game: Game, hint: int | None) -> Position:
        """game as it stands, with its legal moves (none once complete) and the hint."""
        legal = (
            tuple((int(q), game.onward(q)) for q in game.legal_moves())
            if game.started and not game.complete
            else ()
        )
        return cls(
            game.board,
            tuple(game.path),
            len(game.undone),
            game.complete,
            game.complete and game.closed,
            legal,
            hint,
        )

    @property
    def started(self) -> bool:
        """True once the knight is on the board."""
        return bool(self.path)


class PlayModel(QObject):
    """The game being played, what is known of its position, and the hint.

    After every change the position is judged on a worker thread (cancelled by the next
    change): first the visible obstacles, then an exact search from the position settles the
    verdict: still completable (with a completion, which gives hints and 'finish it'), cannot
    be completed, or not sure when its step bound runs out.
    """

    changed = Signal(object)  # the Position after a move, an undo, a hint...
    verdictChanged = Signal(object)  # the Verdict: completable, dead or unsure
    messageChanged = Signal(str)
    moved = Signal(str)  # the line of a move played ("Move 8: f7."): a message too
    finished = Signal(bool)  # closed?
    #: "Finish it for me" began (True) or ended: played out, stopped, or the game changed
    finishingChanged = Signal(bool)
    #: the game has changes that no file holds (True) or it is saved, or empty (False)
    unsavedChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = Game(Board(8, 8))
        self.verdict = Verdict("unsure", "no game yet")
        self.checking = False
        self.hint: int | None = None
        self._want_hint = False
        self._generation = 0
        self._worker: CheckWorker | None = None
        self._finishing: list[int] = []
        self._finish_total = 0  # the moves the finish began with (a batch is a share)
        #: moves "Finish it for me" played in this game
        self.played_for_you = 0
        self.unsaved = False
        self.finish_timer = QTimer(self)
        self.finish_timer.setInterval(40)
        self.finish_timer.timeout.connect(self._finish_step)

    def place_text(self) -> str:
        """What to do first: place the knight (said to a mouse and a keyboard alike)."""
        return self.tr("Click a square, or type its name and press Enter, to place the knight.")

    @property
    def board(self) -> Board:
        return self.game.board

    def set_board(self, board: Board) -> None:
        """A new, empty game on board."""
        self._stop_finishing()
        self._cancel()
        self.game = Game(board)
        self.played_for_you = 0
        self.messageChanged.emit(self.place_text())
        self._changed()
        self.set_unsaved(False)

    def set_unsaved(self, unsaved: bool) -> None:
        """Say whether the game has changes that no file holds."""
        unsaved = unsaved and self.game.started
        if unsaved != self.unsaved:
            self.unsaved = unsaved
            self.unsavedChanged.emit(unsaved)

    # moves -------------------------------------------------------------------------------
    def click(self, square: int) -> bool:
        """Play square if the rules allow it; otherwise say why.  True if it was played."""
        self._stop_finishing()
        if self.game.complete:
            self.messageChanged.emit(self.tr("The tour is complete: restart to play again."))
            return False
        try:
            self.game.play(square)
        except PlayError as exc:
            self.messageChanged.emit(self.tr("Not allowed: {why}.").format(why=exc))
            return False
        self.moved.emit(
            self.tr("Move {n}: {square}.").format(
                n=number(len(self.game.path)), square=self.board.name(square)
            )
        )
        self._changed()
        return True

    def undo(self) -> None:
        """Take back the last move; the message says so (an older one would be stale)."""
        self._stop_finishing()
        if self.game.undo():
            square = self.game.undone[-1]
            self.messageChanged.emit(
                self.tr("Took back move {n}: {square}.").format(
                    n=number(len(self.game.path) + 1), square=self.board.name(square)
                )
            )
            self._changed()

    def redo(self) -> None:
        """Play the last move taken back again."""
        self._stop_finishing()
        if self.game.redo():
            self.messageChanged.emit(
                self.tr("Move {n} again: {square}.").format(
                    n=number(len(self.game.path)), square=self.board.name(self.game.path[-1])
                )
            )
            self._changed()

    def restart(self) -> None:
        """An empty board again."""
        self._stop_finishing()
        self.game.restart()
        self.played_for_you = 0
        self.messageChanged.emit(self.place_text())
        self._changed()

    def load(self, game: Game, unsaved: bool = False, played_for_you: int = 0) -> None:
        """Continue a saved game (unsaved: one kept from the last session, never saved;
        played_for_you: of its moves, how many the program made)."""
        self._stop_finishing()
        self._cancel()
        self.game = game
        self.played_for_you = played_for_you
        self._changed()
        self.set_unsaved(unsaved)

    # hints -------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Show a next move that still leads to a tour (searching first if need be)."""
        if not self.game.started or self.game.complete:
            self.messageChanged.emit(
                self.tr("Choose a start square first.")
                if not self.game.started
                else self.tr("The tour is complete.")
            )
            return
        self._want_hint = True
        self._use_verdict()

    def finish(self) -> None:
        """Complete the tour from here, one move at a time."""
        if not self.game.started or self.game.complete:
            return
        self._want_hint = False
        if self.verdict.status == "completable":
            self._finishing = list(self.verdict.completion[len(self.game.path) :])
            self._finish_total = len(self._finishing)
            self.finish_timer.start()
            self.finishingChanged.emit(True)
        elif self.verdict.status == "dead":
            self.messageChanged.emit(self.lost_text(self.verdict))
        else:
            self._finishing = [-1]  # start once the search has settled the verdict
            self.finishingChanged.emit(True)
            self.messageChanged.emit(self.tr("Looking for a way to finish…"))

    @property
    def finishing(self) -> bool:
        """True while "Finish it for me" plays (or waits for the search to settle)."""
        return bool(self._finishing)

    def stop_finishing(self) -> None:
        """Search > Stop (Esc) on Play: the moves left are not played; the game goes on."""
        if self._finishing:
            self._stop_finishing()
            self.messageChanged.emit(QCoreApplication.translate("searches", "Stopped."))

    @Slot()
    def _finish_step(self) -> None:
        if not self._finishing or self._finishing[0] < 0:
            self.finish_timer.stop()
            return
        # a few seconds in all however long (a move a tick took hours on a million squares)
        batch = max(1, -(-self._finish_total // FINISH_TICKS))
        done_by = time.perf_counter() + FINISH_TICK_SECONDS  # (never a freeze: a share a tick)
        played = 0
        for square in self._finishing[:batch]:
            self.game.play(square)
            played += 1
            if time.perf_counter() > done_by:
                break
        del self._finishing[:played]
        self.played_for_you += played
        self._changed(check=False)
        if not self._finishing:  # played out
            self.finish_timer.stop()
            self.finishingChanged.emit(False)

    def lost_text(self, v: Verdict) -> str:
        """What Hint and Finish it for me say of a position that cannot be completed: the
        plainest reason first (the knight has no move left), as the tab's warning says."""
        return self.tr("This position cannot be completed: {why}.").format(why=v.reason)

    def _stop_finishing(self) -> None:
        was = bool(self._finishing)
        self._finishing = []
        self.finish_timer.stop()
        if was:
            self.finishingChanged.emit(False)

    # checking ----------------------------------------------------------------------------
    def _changed(self, check: bool = True) -> None:
        self.set_unsaved(True)
        self.hint = None
        self._want_hint = False
        path = self.game.path
        if self.game.complete:
            self._cancel()
            self.verdict = verdict(self.board, path, None)
            self.changed.emit(self.position())
            self.verdictChanged.emit(self.verdict)
            closed = self.game.closed
            self.messageChanged.emit(
                self.tr("A closed tour! The knight can jump straight back to the start.")
                if closed
                else self.tr("Tour complete: every square visited.")
            )
            self.finished.emit(closed)
            return
        self.changed.emit(self.position())
        if check or not self._finishing:
            self._check()

    def position(self) -> Position:
        """The game as it stands, with its legal moves and the hint."""
        return Position.of(self.game, self.hint)

    def _check(self) -> None:
        """Judge the position on a worker thread (obstacles, then an exact search); the
        verdict says "checking…" until it answers."""
        self._cancel()
        path = list(self.game.path)
        if not path:
            self.verdict = Verdict("unsure", "no game yet")
            self.verdictChanged.emit(self.verdict)
            return
        self.verdict = Verdict("unsure", "checking…")
        self._generation += 1
        bound = CHECK_STEPS if self.board.size <= 64 else CHECK_STEPS_LARGE
        worker = CheckWorker(self.board, path, bound, self._generation)
        worker.returned.connect(self._checked)
        worker.errored.connect(self._check_failed)
        self._worker = worker
        self.checking = True
        start_worker(worker)
        self.verdictChanged.emit(self.verdict)

    @Slot(str)
    def _check_failed(self, message: str) -> None:
        """The checker met an error: the position is unsure, and why is said."""
        self._judged(sender_generation(self), Verdict("unsure", message))

    @Slot(object)
    def _checked(self, judged: Verdict) -> None:
        self._judged(sender_generation(self), judged)

    def _judged(self, generation: int, judged: Verdict) -> None:
        if generation != self._generation:
            return
        self._worker = None
        self.checking = False
        self.verdict = judged
        self.verdictChanged.emit(self.verdict)
        self._use_verdict()

    def _use_verdict(self) -> None:
        v = self.verdict
        if self.checking:
            return
        if self._want_hint:
            self._want_hint = False
            if v.status == "completable":
                self.hint = v.completion[len(self.game.path)]
                self.messageChanged.emit(
                    self.tr("Hint: {square} still leads to a tour.").format(
                        square=self.board.name(self.hint)
                    )
                )
                self.changed.emit(self.position())
            elif v.status == "dead":
                self.messageChanged.emit(self.lost_text(v))
            else:
                self.messageChanged.emit(self.tr("No hint: the search found no answer in time."))
        if self._finishing and self._finishing[0] < 0:
            self._stop_finishing()
            if v.status == "completable":
                self.finish()
            elif v.status == "dead":
                self.messageChanged.emit(self.lost_text(v))
            else:
                self.messageChanged.emit(self.tr("Cannot finish: {why}.").format(why=v.reason))

    def _cancel(self) -> None:
        if self._worker is not None:
            self._worker.abort()
            self._worker = None
        self.checking = False
        self._generation += 1

    def shutdown(self) -> None:
        """Stop the checker and the finishing animation (for closing)."""
        self._stop_finishing()
        self._cancel()
