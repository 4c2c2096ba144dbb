"""The Play tab: PlayPanel, the board and the buttons over a PlayModel."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.play.game import Game, Verdict
from ..colours import status_html
from ..widgets.board_view import BoardView
from . import game_files
from .clock import GameClock
from .model import PlayModel, Position

#: legal moves: violet rings, unlike the green disc of the start and the red of the knight
LEGAL = QColor("#8e44ad")
HINT = QColor("#e67e22")


def shortcut_button(
    owner: QWidget, text: str, slot: Callable[[], object], key: str | None, tip: str
) -> QPushButton:
    """A button running slot, its key in its tooltip; with a key, also an action of owner's
    (named, for Help > Keyboard shortcuts) taking that key while owner's window shows it."""
    b = QPushButton(text)
    b.clicked.connect(slot)
    b.setToolTip(tip + (f" ({QKeySequence(key).toString()})" if key else ""))
    if key:
        act = QAction(text, owner)
        act.setStatusTip(tip)
        act.setShortcut(QKeySequence(key))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)  # only while shown
        act.triggered.connect(slot)
        owner.addAction(act)
    return b


def verdict_html(position: Position, v: Verdict, palette: QPalette) -> str:
    """What the tab says of the position: complete, lost (and why), still completable, or
    not sure yet; nothing before the first move."""
    if not position.started:
        return ""
    if position.complete:
        return status_html("good", "Complete.", palette)
    if v.status == "dead":
        return (
            status_html("bad", "This position can no longer be completed:", palette)
            + f" {v.reason}."
        )
    if v.status == "completable":
        return status_html("good", "Still completable", palette) + " (a tour from here was found)."
    return f"<b>Not sure yet:</b> {v.reason}"


def finished_html(position: Position, closed: bool, for_you: int, palette: QPalette) -> str:
    """What the tab says of a complete tour: closed or open, and who played the moves."""
    moves = len(position.path) - 1
    kind = "a closed tour" if closed else "an open tour"
    if for_you == 0:
        who = f"You visited all {position.board.squares:,} squares in {moves:,} moves"
    elif for_you >= moves:
        who = f"The program played all {moves:,} moves"
    else:
        yours = moves - for_you
        who = (
            f"You played {yours:,} move{'s' if yours != 1 else ''} and the program "
            f"the last {for_you:,}"
        )
    head = status_html("good", "A closed tour!" if closed else "Done!", palette)
    return f"{head} {who}: {kind}."


def ask_to_save(parent: QWidget, text: str) -> QMessageBox.StandardButton:
    """Ask Save, Discard or Cancel about an unsaved game (Save is the default)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "Unsaved game",
        text,
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    return QMessageBox.StandardButton(box.exec())


class PlayPanel(QWidget):
    """The Play tab: click squares to move the knight; legal moves ringed in violet (with their
    onward counts if asked), undo and redo without limit, a move counter and a clock, a
    warning as soon as the position can no longer be completed, hints and 'finish it'."""

    replayRequested = Signal(object, object)  # Board, path: step through it in Explore
    fileChanged = Signal(str)  # the game's file, after a save or an open ("" for none)

    def __init__(self, board_source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the file the game was opened from or last saved to ("" while it has none)
        self.filename = ""
        self.board_source = board_source  # () -> Board: the board set in the Explore tab
        self.model = PlayModel(self)
        self.position = self.model.position()
        self.view = BoardView()
        self.view.setToolTip("Click a square to start, then click where the knight goes")
        self.view.squareClicked.connect(self.model.click)
        self.clock = GameClock(self)
        self.clock.timeout.connect(self._tick)

        button = partial(shortcut_button, self)
        self.new_button = button(
            "New game",
            self.start_new_game,
            None,
            "An empty game on the board set in the Explore tab",
        )
        self.undo_button = button("Undo", self.model.undo, "Ctrl+Z", "Take back a move")
        self.redo_button = button("Redo", self.model.redo, "Ctrl+Shift+Z", "Play it again")
        #: Edit > Undo and Redo are these (the Play tab's moves)
        self.undo_action, self.redo_action = self.actions()[-2:]
        self.undo_action.setText("&Undo move")
        self.redo_action.setText("&Redo move")
        self.restart_button = button("Restart", self.restart, None, "Clear the board")
        self.hint_button = button(
            "Hint", self.model.ask_hint, "H", "Show a move that still leads to a tour"
        )
        self.finish_button = button(
            "Finish it for me", self.model.finish, None, "Complete the tour from here"
        )
        self.save_button = button(
            "Save game…", self.save_game_as, None, "Save the moves (and those undone) as JSON"
        )
        self.open_button = button("Open game…", self.open_game_from, None, "Continue a saved game")
        self.picture_button = button(
            "Export picture…", self.export_picture, None, "Save the board as a PNG picture"
        )
        self.replay_button = button(
            "Replay in Explore",
            self.replay,
            None,
            "Step through the moves so far with the playback bar",
        )
        self.counts = QCheckBox("Show onward moves on legal squares")
        self.counts.toggled.connect(self._refresh)
        self.moves = QLabel()
        self.time_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.message = QLabel("Click any square to place the knight.")
        self.message.setWordWrap(True)
        #: shown while the game is on another board than the Explore tab's
        self.board_note = QLabel()
        self.board_note.setWordWrap(True)
        self.board_note.setVisible(False)

        side = QVBoxLayout()
        for row in (
            (self.new_button, self.restart_button),
            (self.undo_button, self.redo_button),
            (self.hint_button, self.finish_button),
            (self.save_button, self.open_button),
        ):
            line = QHBoxLayout()
            for b in row:
                line.addWidget(b)
            side.addLayout(line)
        line = QHBoxLayout()
        line.addWidget(self.picture_button)
        line.addWidget(self.replay_button)
        side.addLayout(line)
        side.addWidget(self.counts)
        side.addWidget(self.moves)
        side.addWidget(self.time_label)
        side.addWidget(self.status)
        side.addStretch(1)
        # below every button: a note that comes and goes never moves one under the pointer
        side.addWidget(self.board_note)
        side.addWidget(self.message)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(330)
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)

        self.model.changed.connect(self._position_changed)
        self.model.verdictChanged.connect(self._verdict_changed)
        self.model.messageChanged.connect(self.message.setText)
        self.model.finished.connect(self._finished)
        self.new_game()

    # game ----------------------------------------------------------------------------------
    def keep_or_discard(self, doing: str) -> bool:
        """Before doing something that ends the game: True to go on (nothing unsaved, saved
        now, or the user chose to discard it), False to keep playing."""
        if not self.model.unsaved:
            return True
        squares = len(self.model.game.path)  # as the tab counts them: "Squares: 5 of 25"
        answer = ask_to_save(
            self,
            f"The game on the board ({squares:,} square{'s' if squares != 1 else ''} visited) "
            "is not saved. "
            f"Save it before you {doing}?",
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game_as()
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def start_new_game(self) -> bool:
        """New game (asking first if the game on the board is not saved)."""
        if not self.keep_or_discard("start a new game"):
            return False
        self.new_game()
        return True

    @Slot()
    def restart(self) -> bool:
        """Clear the board (asking first if the game is not saved)."""
        if not self.keep_or_discard("restart"):
            return False
        self.model.restart()
        self.model.set_unsaved(False)
        self._set_filename("")
        return True

    def new_game(self) -> None:
        """A new game on the board set in the Explore tab."""
        self._set_filename("")
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
                f"<b>This game is on the {board.spec} board.</b> The "
                f"Explore tab's board is now {explore.spec}: New game "
                "starts on it."
            )

    def elapsed(self) -> float:
        """Seconds of play so far."""
        return self.clock.elapsed()

    @Slot()
    def _tick(self) -> None:
        self.time_label.setText(self.clock.text())

    @Slot(object)
    def _position_changed(self, position: Position) -> None:
        self.position = position
        # the clock counts while a move can be made: it waits at a dead end (until an undo)
        # and at the end of a tour
        stuck = position.started and not position.complete and not position.legal
        if stuck and self.clock.counting:
            self.clock.halt()
        elif position.started and not self.clock.counting and not position.complete:
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
        if p.hint is not None:
            marks[p.hint] = (HINT, marks.get(p.hint, (HINT, ""))[1])
        self.view.set_marks(marks)
        self.moves.setText(f"Squares: {len(p.path):,} of {p.board.squares:,}")
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
        self.status.setText(verdict_html(self.position, v, self.palette()))

    @Slot(bool)
    def _finished(self, closed: bool) -> None:
        self.clock.halt()
        self._tick()
        self.status.setText(
            finished_html(self.position, closed, self.model.played_for_you, self.palette())
        )

    # files (game_files.py) -------------------------------------------------------------------
    def _set_filename(self, filename: str) -> None:
        if filename != self.filename:
            self.filename = filename
            self.fileChanged.emit(filename)

    @Slot()
    def save_game_to_its_file(self) -> bool:
        """File > Save game: to the file it was opened from or last saved to, else ask."""
        if self.filename:
            return self.save_game(self.filename)
        return self.save_game_as()

    @Slot()
    def save_game_as(self) -> bool:
        """Ask for a file name and save the game there."""
        filename = game_files.ask_save_name(self)
        return bool(filename) and self.save_game(filename)

    def save_game(self, filename: str) -> bool:
        """Save the game (board, moves, moves undone) as JSON, atomically."""
        game, for_you = self.model.game, self.model.played_for_you
        if not game_files.write_game(self, game, filename, self.elapsed(), for_you):
            return False
        self.model.set_unsaved(False)
        self.message.setText(f"Saved {filename}.")
        self._set_filename(filename)
        return True

    @Slot()
    def open_game_from(self) -> bool:
        """Ask for a saved game and continue it (asking first if the game is not saved)."""
        if not self.keep_or_discard("open another game"):
            return False
        filename = game_files.ask_open_name(self)
        return bool(filename) and self.open_game(filename)

    def keep_for_next_launch(self, filename: str) -> None:
        """Write the game on the board to filename for the next launch (or remove it when
        there is none): closing the window never loses a game."""
        model = self.model
        game_files.keep_game(
            model.game, model.unsaved, filename, self.filename, self.elapsed(), model.played_for_you
        )

    def resume_from_last_launch(self, filename: str) -> bool:
        """Put back the game kept by keep_for_next_launch; True if there was one."""
        kept = game_files.kept_game(filename)
        if kept is None:
            return False
        game = self._put_back(kept)
        self.message.setText(
            f"Your game from last time, on {game.board.spec}: {len(game.path):,} squares."
        )
        return True

    def open_game(self, filename: str) -> bool:
        """Continue a saved game on its own board; a bad file is refused with the reason and
        the game on screen is kept."""
        saved = game_files.read_game(self, filename)
        if saved is None:
            return False
        game = self._put_back(saved)
        self.message.setText(
            f"Continuing the game from {Path(filename).name} on {game.board.spec}."
        )
        return True

    def _put_back(self, saved: game_files.KeptGame) -> Game:
        """Show a saved or kept game as it was left: its board, moves, file, time played
        (the clock goes on from there) and the moves the program made."""
        game = saved.game
        self.view.set_board(game.board)
        self.clock.clear()
        self.clock.set_elapsed(saved.seconds)
        self.model.load(game, unsaved=saved.unsaved, played_for_you=saved.played_for_you)
        self._set_filename(saved.source)
        return game

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
