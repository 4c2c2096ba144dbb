"""The Play tab: PlayPanel, the board and the buttons over a PlayModel (what it says:
texts.py; its files: saving.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import numpy as np
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.play.game import Verdict
from ..settings import default_settings
from ..widgets.board_view import BoardView
from ..widgets.column_width import ColumnWidth
from ..widgets.fitting import WrapCheckBox, scroller
from . import game_files
from .celebration import Celebration
from .clock import GameClock
from .model import PlayModel
from .saving import GameSaving
from .shown import PositionShown

#: the buttons' column is at most this wide (wider only for larger text)
PANEL_WIDTH = 330


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


class PlayPanel(PositionShown):
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
        self._said_status = None
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

        self._make_buttons()
        self._make_labels()
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

        self._lay_out()
        self.model.changed.connect(self._position_changed)
        self.model.verdictChanged.connect(self._verdict_changed)
        self.model.messageChanged.connect(self._said)
        self.model.moved.connect(self._moved)
        self.model.finished.connect(self._finished)
        self.new_game()

    def _make_buttons(self) -> None:
        """The game's commands, each a button (and, with a key, a shortcut)."""
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
            "Ctrl+H",  # (H alone is a file's letter: typed on the board it begins h3)
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

    def _make_labels(self) -> None:
        """The options, the counters, the verdict and the last message."""
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
        self.message = QLabel(self.model.place_text())
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What happened last"))
        #: shown while the game is on another board than the Explore tab's
        self.board_note = QLabel()
        self.board_note.setWordWrap(True)
        self.board_note.setVisible(False)

    def _lay_out(self) -> None:
        """The board, and beside it the commands in a column that scrolls when needed."""
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

    def shutdown(self) -> None:
        """Stop the clock, the checker and any finishing (for closing)."""
        self.clock.stop()
        self.model.shutdown()
