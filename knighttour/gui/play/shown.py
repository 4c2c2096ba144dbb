"""What the Play tab shows and says of a game: the position on the board (the knight, the
legal moves ringed, the squares a warning names), the counters and the clock, the verdict,
the end of a game; and what a screen reader hears of each.  The tab's widgets are made and
its commands run by PlayPanel (panel.py)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...core.board.board import Board
from ...core.play.game import Verdict
from ..announce import announce, hold, plain, release
from ..i18n import number
from ..settings import default_settings
from ..widgets.board_view import BoardView
from ..widgets.fitting import WrapCheckBox
from .celebration import Celebration
from .clock import GameClock
from .model import PlayModel, Position
from .saving import GameSaving
from .texts import finished_html, verdict_html

#: legal moves: violet rings, unlike the green disc of the start and the red of the knight
LEGAL = QColor("#8e44ad")
HINT = QColor("#e67e22")
#: the squares a warning names (the square shut off, the two last squares, the stuck knight)
NAMED = QColor("#c0392b")
#: how long a move's new square waits to be said for the move's verdict (a warning found
#: among the visible obstacles comes within milliseconds; a search may take seconds)
VERDICT_AWAITED_MS = 400


class PositionShown(QWidget):
    """The Play tab's display of a position: it reads the widgets PlayPanel makes (named
    below) and the PlayModel's signals, and changes nothing in the game."""

    # made by PlayPanel
    board_source: Callable[[], Board]
    model: PlayModel
    position: Position
    verdict: Verdict | None
    #: the kind of the last verdict said to a screen reader (None: none yet)
    _said_status: str | None
    view: BoardView
    clock: GameClock
    celebration: Celebration
    saving: GameSaving
    counts: WrapCheckBox
    celebrate: WrapCheckBox
    moves: QLabel
    time_label: QLabel
    status: QLabel
    message: QLabel
    board_note: QLabel
    undo_button: QPushButton
    redo_button: QPushButton
    restart_button: QPushButton
    hint_button: QPushButton
    finish_button: QPushButton
    save_button: QPushButton
    picture_button: QPushButton
    replay_button: QPushButton

    @property
    def filename(self) -> str:
        """The file the game was opened from or last saved to ("" while it has none)."""
        return self.saving.filename

    def elapsed(self) -> float:
        """Seconds of play so far."""
        return self.clock.elapsed()

    @Slot()
    def _tick(self) -> None:
        self.time_label.setText(self.clock.text())

    @Slot(str)
    def _file_said(self, text: str) -> None:
        self.message.setText(text)
        self.message.setAccessibleDescription(text)
        announce(self.view, text)  # a game saved or opened, or why not

    @Slot(str)
    def _said(self, text: str, say: bool = True) -> None:
        self.message.setText(text)
        self.message.setAccessibleDescription(text)
        if say and self.isVisible():  # a screen reader hears each move and warning (this tab's)
            self.view.announce(text)

    @Slot(str)
    def _moved(self, text: str) -> None:
        """A move played: shown, and said unless the board's new name says it (the board
        has the focus and its square is the move's): said once."""
        path = self.model.game.path
        self._said(text, say=not (self.view.hasFocus() and self.view.cursor_square == path[-1]))

    @Slot(bool)
    def _counts_toggled(self, on: bool) -> None:
        default_settings().setValue("play/onward", "true" if on else "false")
        self._refresh()

    def describe_square(self, square: int) -> str:
        """What a screen reader hears of square: visited (and when), a legal move (and its
        ways on), or neither."""
        p, board = self.position, self.position.board
        name = board.name(square)
        if square in board.holes:
            return self.tr("{square}, a hole").format(square=name)
        if square in p.path:
            where = p.path.index(square) + 1
            if where == len(p.path):
                return self.tr("{square}, the knight, move {n}").format(
                    square=name, n=number(where)
                )
            return self.tr("{square}, visited, move {n}").format(square=name, n=number(where))
        onward = dict(p.legal)
        if square in onward:
            return self.tr("{square}, legal move, {n} ways on", "", onward[square]).format(
                square=name, n=number(onward[square])
            )
        if not p.started:
            return self.tr("{square}, empty: Enter places the knight here").format(square=name)
        return self.tr("{square}, not a move from here").format(square=name)

    @Slot(object)
    def _position_changed(self, position: Position) -> None:
        self.position = position
        # the clock counts while a move can be made: it waits at a dead end (until an undo)
        # and at the end of a tour
        stuck = position.started and not position.complete and not position.legal
        if stuck and self.clock.counting:
            self.clock.halt()
        elif position.started and not stuck and not position.complete and not self.clock.counting:
            self.clock.count_from_now()
            if self.isVisible():
                self.clock.start()
        if not position.started:
            self.clock.clear()
            self.clock.stop()
        self._refresh()

    @Slot()
    def _refresh(self) -> None:
        p = self.position
        if self.view.board != p.board:
            self.view.set_board(p.board)
        self.view.set_path(np.array(p.path, dtype=np.int64))
        counts = self.counts.isChecked()
        marks: dict[int, tuple[QColor, str]] = {
            square: (LEGAL, str(onward) if counts else "") for square, onward in p.legal
        }
        v = self.verdict
        if v is not None and v.status == "dead" and p.started and not p.complete:
            for square in v.squares:  # the squares the warning names
                marks[square] = (NAMED, "!")
        if p.hint is not None:
            marks[p.hint] = (HINT, marks.get(p.hint, (HINT, ""))[1])
        self.view.set_marks(marks)
        self.moves.setText(
            self.tr("Squares: {n} of {all}").format(
                n=number(len(p.path)), all=number(p.board.squares)
            )
        )
        self._update_board_note()
        self._tick()
        for button in (
            self.undo_button,
            self.restart_button,
            self.save_button,
            self.picture_button,
            self.replay_button,
        ):
            button.setEnabled(p.started)
        self.redo_button.setEnabled(p.undone > 0)
        self.hint_button.setEnabled(p.started and not p.complete)
        self.finish_button.setEnabled(p.started and not p.complete)

    @Slot(object)
    def _verdict_changed(self, v: Verdict) -> None:
        before = self.verdict
        self.verdict = v
        said = verdict_html(self.position, v, self.palette())
        self.status.setText(said)
        self.status.setAccessibleDescription(plain(said))
        self._say_verdict(v, said, before)
        if self.model.checking and self.view.hasFocus():
            hold(VERDICT_AWAITED_MS)  # the move said with its verdict, in one change
        else:
            release()
        self._refresh()

    def _say_verdict(self, v: Verdict, said: str, before: Verdict | None) -> None:
        """A screen reader hears each warning as it comes, and the answer after a warning
        (the all-clear, or a search that could not decide, when an undo lifts it); never the
        passing "checking…" of every move, the all-clear of every move that keeps the tour
        possible, nor a search that could not decide after a move."""
        if not said or self.model.checking or self.position.complete or not self.isVisible():
            return
        last = self._said_status
        if v.status == "completable" and last in (None, "completable"):
            return
        if v.status == "unsure" and last != "dead":
            # shown, and read by Tab; said unasked it broke into the next square being
            # typed, and told a blind pupil nothing they could act on
            return
        if v.status == last == "dead" and before is not None and before.reason == v.reason:
            return
        self._said_status = v.status
        announce(self.view, said, assertive=v.status == "dead")

    @Slot(bool)
    def _finished(self, closed: bool) -> None:
        self.clock.halt()
        self._tick()
        self.status.setText(
            finished_html(self.position, closed, self.model.played_for_you, self.palette())
        )
        self.status.setAccessibleDescription(plain(self.status.text()))
        announce(self.view, self.status.text())  # the end of the game, heard
        if self.celebrate.isChecked() and self.isVisible():
            self.celebration.show_message(
                self.tr("A closed tour!") if closed else self.tr("Tour complete!")
            )

    def _update_board_note(self) -> None:
        board, explore = self.model.board, self.board_source()
        self.board_note.setVisible(board != explore)
        if board != explore:
            self.board_note.setText(
                self.tr(
                    "<b>This game is on the {board} board.</b> The Explore tab's board is now "
                    "{explore}: New game starts on it."
                ).format(board=board.spec, explore=explore.spec)
            )

    def hideEvent(self, event) -> None:
        self.clock.stop()
        super().hideEvent(event)

    def showEvent(self, event) -> None:
        if self.clock.counting:
            self.clock.start()
        super().showEvent(event)
