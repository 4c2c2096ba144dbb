"""The Play tab: PlayPanel, the board and the buttons over a PlayModel (what it says:
texts.py; its files: saving.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import numpy as np
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.play.game import Verdict
from ..announce import announce, plain
from ..i18n import number
from ..settings import default_settings
from ..widgets.board_view import BoardView
from ..widgets.column_width import ColumnWidth
from ..widgets.fitting import WrapCheckBox, scroller
from . import game_files
from .celebration import Celebration
from .clock import GameClock
from .model import PlayModel, Position
from .saving import GameSaving
from .texts import finished_html, verdict_html

#: the buttons' column is at most this wide (wider only for larger text)
PANEL_WIDTH = 330
#: legal moves: violet rings, unlike the green disc of the start and the red of the knight
LEGAL = QColor("#8e44ad")
HINT = QColor("#e67e22")
#: the squares a warning names (the square shut off, the two last squares, the stuck knight)
NAMED = QColor("#c0392b")


def shortcut_button(
    owner: QWidget, text: str, slot: Callable[[], object], key: str | None, tip: str
) -> QPushButton:
    """A button running slot, its key in its tooltip; with a key, also an action of owner's
    (named, for Help > Keyboard shortcuts) taking that key while owner's window shows it."""
    b = QPushButton(text)
    b.clicked.connect(slot)
    b.setToolTip(
        tip
        + (
            f" ({QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)})"
            if key
            else ""
        )
    )
    if key:
        act = QAction(text, owner)
        act.setStatusTip(tip)
        act.setShortcut(QKeySequence(key))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)  # only while shown
        act.triggered.connect(slot)
        owner.addAction(act)
    return b


class PlayPanel(QWidget):
    """The Play tab: click squares (or move the board's square with the arrow keys and press
    Enter, or type a square's name) to move the knight; legal moves ringed in violet (with
    their onward counts if asked), undo and redo without limit, a move counter and a clock,
    a warning as soon as the position can no longer be completed (the squares it names
    ringed), hints and 'finish it', and a finished tour celebrated."""

    replayRequested = Signal(object, object)  # Board, path: step through it in Explore
    fileChanged = Signal(str)  # the game's file, after a save or an open ("" for none)

    def __init__(self, board_source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board_source = board_source  # () -> Board: the board set in the Explore tab
        self.model = PlayModel(self)
        self.position = self.model.position()
        self.verdict: Verdict | None = None
        self.view = BoardView()
        self.view.setToolTip(
            self.tr(
                "Click a square to start, then click where the knight goes.  From the "
                "keyboard: Tab to the board, arrow keys and Enter, or type a square (c3) and "
                "Enter"
            )
        )
        self.view.squareClicked.connect(self.model.click)
        self.view.squareActivated.connect(self.model.click)
        self.view.describe = self.describe_square
        self.celebration = Celebration(self.view)
        self.clock = GameClock(self)
        self.clock.timeout.connect(self._tick)

        button = partial(shortcut_button, self)
        self.new_button = button(
            self.tr("New game"),
            self.start_new_game,
            None,
            self.tr("An empty game on the board set in the Explore tab"),
        )
        self.undo_button = button(
            self.tr("Undo"), self.model.undo, "Ctrl+Z", self.tr("Take back a move")
        )
        self.redo_button = button(
            self.tr("Redo"), self.model.redo, "Ctrl+Shift+Z", self.tr("Play it again")
        )
        #: Edit > Undo and Redo are these (the Play tab's moves)
        self.undo_action, self.redo_action = self.actions()[-2:]
        self.undo_action.setText(self.tr("&Undo move"))
        self.redo_action.setText(self.tr("&Redo move"))
        self.restart_button = button(
            self.tr("Restart"), self.restart, None, self.tr("Clear the board")
        )
        self.hint_button = button(
            self.tr("Hint"),
            self.model.ask_hint,
            "H",
            self.tr("Show a move that still leads to a tour"),
        )
        self.finish_button = button(
            self.tr("Finish it for me"),
            self.model.finish,
            None,
            self.tr("Complete the tour from here"),
        )
        self.save_button = button(
            self.tr("Save game…"),
            self.save_game_as_clicked,
            None,
            self.tr("Save the moves (and those undone) as JSON"),
        )
        self.open_button = button(
            self.tr("Open game…"), self.open_game_clicked, None, self.tr("Continue a saved game")
        )
        self.picture_button = button(
            self.tr("Export picture…"),
            self.export_picture,
            None,
            self.tr("Save the board as a PNG picture"),
        )
        self.replay_button = button(
            self.tr("Replay in Explore"),
            self.replay,
            None,
            self.tr("Step through the moves so far with the playback bar"),
        )
        self.counts = WrapCheckBox(self.tr("Show onward moves on legal squares"))
        self.counts.setChecked(str(default_settings().value("play/onward", "false")) == "true")
        self.counts.toggled.connect(self._counts_toggled)
        self.celebrate = WrapCheckBox(self.tr("Celebrate a finished tour"))
        self.celebrate.setChecked(
            str(default_settings().value("play/celebrate", "true")) != "false"
        )
        self.celebrate.toggled.connect(
            lambda on: default_settings().setValue("play/celebrate", "true" if on else "false")
        )
        self.moves = QLabel()
        self.time_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Whether the tour can still be completed"))
        self.message = QLabel(self.tr("Click any square to place the knight."))
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What happened last"))
        #: shown while the game is on another board than the Explore tab's
        self.board_note = QLabel()
        self.board_note.setWordWrap(True)
        self.board_note.setVisible(False)
        #: the game's files (saving.py); its commands are the tab's
        self.saving = GameSaving(
            self, self.model, self.clock, self.view, self.counts.isChecked, self.counts.setChecked
        )
        self.saving.fileChanged.connect(self.fileChanged)
        self.saving.said.connect(self._file_said)
        self.save_game_to_its_file = self.saving.save_game_to_its_file
        self.save_game_as = self.saving.save_game_as
        self.save_game = self.saving.save_game
        self.open_game_from = self.saving.open_game_from
        self.open_game = self.saving.open_game
        self.keep_for_next_launch = self.saving.keep_for_next_launch
        self.resume_from_last_launch = self.saving.resume_from_last_launch

        side = QVBoxLayout()
        for row in (
            (self.new_button, self.restart_button),
            (self.undo_button, self.redo_button),
            (self.hint_button, self.finish_button),
            (self.save_button, self.open_button),
            (self.picture_button, self.replay_button),
        ):
            line = QHBoxLayout()
            for b in row:
                line.addWidget(b)
            side.addLayout(line)
        side.addWidget(self.counts)
        side.addWidget(self.celebrate)
        side.addWidget(self.moves)
        side.addWidget(self.time_label)
        side.addWidget(self.status)
        side.addStretch(1)
        # below every button: a note that comes and goes never moves one under the pointer
        side.addWidget(self.board_note)
        side.addWidget(self.message)
        panel = QWidget()
        panel.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        # this wide (the board takes the rest), unless larger text needs more; it scrolls
        # when larger text makes it taller than the window
        area = scroller(panel, self.tr("The game's commands"))
        bar = area.verticalScrollBar().sizeHint().width()
        self._width = ColumnWidth(
            area, PANEL_WIDTH, lambda: panel.minimumSizeHint().width() + bar + 2
        )
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(area)

        self.model.changed.connect(self._position_changed)
        self.model.verdictChanged.connect(self._verdict_changed)
        self.model.messageChanged.connect(self._said)
        self.model.finished.connect(self._finished)
        self.new_game()

    @property
    def filename(self) -> str:
        """The file the game was opened from or last saved to ("" while it has none)."""
        return self.saving.filename

    @Slot()
    def save_game_as_clicked(self) -> None:
        self.saving.save_game_as()

    @Slot()
    def open_game_clicked(self) -> None:
        self.saving.open_game_from()

    def keep_or_discard(self, doing: str) -> bool:
        """Before doing something that ends the game: True to go on (see GameSaving)."""
        return self.saving.keep_or_discard(doing)

    # game ----------------------------------------------------------------------------------
    @Slot()
    def start_new_game(self) -> bool:
        """New game (asking first if the game on the board is not saved)."""
        if not self.keep_or_discard(self.tr("start a new game")):
            return False
        self.new_game()
        return True

    @Slot()
    def restart(self) -> bool:
        """Clear the board (asking first if the game is not saved)."""
        if not self.keep_or_discard(self.tr("restart")):
            return False
        self.model.restart()
        self.model.set_unsaved(False)
        self.saving.set_filename("")
        return True

    def new_game(self) -> None:
        """A new game on the board set in the Explore tab."""
        self.saving.set_filename("")
        self.clock.clear()
        self.clock.stop()
        board = self.board_source()
        self.view.set_board(board)
        self.model.set_board(board)

    @Slot(object)
    def follow_board(self, board) -> None:
        """The Explore tab's board changed: with no game on the board the Play tab takes it
        at once; a game, under way or finished, keeps its board and the tab says so."""
        if board != self.model.board and not self.model.game.started:
            self.new_game()
        else:
            self._update_board_note()

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
    def _said(self, text: str) -> None:
        self.message.setText(text)
        self.message.setAccessibleDescription(text)
        self.view.announce(text)  # a screen reader hears each move and each warning

    @Slot(bool)
    def _counts_toggled(self, on: bool) -> None:
        default_settings().setValue("play/onward", "true" if on else "false")
        self._refresh()

    def describe_square(self, square: int) -> str:
        """What a screen reader hears of square: visited (and when), a legal move (and its
        ways on), or neither."""
        p, board = self.position, self.position.board
        name = board.name(square)
        if square in board.removed:
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
        # a screen reader hears each warning as it comes, and when an undo lifts it
        changed = before is None or before.status != v.status or before.reason != v.reason
        if said and changed and not self.position.complete and v.status != "completable":
            announce(self.view, said, assertive=v.status == "dead")
        elif said and before is not None and before.status == "dead" and v.status != "dead":
            announce(self.view, said)
        self._refresh()

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

    @Slot()
    def replay(self) -> None:
        """Hand the moves so far to the Explore tab's playback."""
        if self.position.started:
            self.replayRequested.emit(
                self.position.board, np.array(self.position.path, dtype=np.int64)
            )

    def export_picture(self) -> None:
        """Save the board as a PNG picture."""
        game_files.export_picture(self, self.view)

    def hideEvent(self, event) -> None:
        self.clock.stop()
        super().hideEvent(event)

    def showEvent(self, event) -> None:
        if self.clock.counting:
            self.clock.start()
        super().showEvent(event)

    def shutdown(self) -> None:
        """Stop the clock, the checker and any finishing (for closing)."""
        self.clock.stop()
        self.model.shutdown()
