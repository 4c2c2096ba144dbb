"""GameSaving: the Play tab's game and its files: save it (to its own file, or a new one),
open another, keep the game on the board for the next launch and put it back, asking first
before an unsaved game is dropped (the files themselves: game_files.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core.play.game import Game
from ..i18n import number
from ..widgets.board_view import BoardView
from . import game_files
from .clock import GameClock
from .model import PlayModel
from .texts import ask_to_save


class GameSaving(QObject):
    """The game's file and what is kept of it; says what it did through said."""

    fileChanged = Signal(str)  # the game's file, after a save or an open ("" for none)
    said = Signal(str)  # a line for the tab's message

    def __init__(
        self,
        parent: QWidget,
        model: PlayModel,
        clock: GameClock,
        view: BoardView,
        onward: Callable[[], bool],
        put_back_onward: Callable[[bool], None],
    ) -> None:
        super().__init__(parent)
        self.panel, self.model, self.clock, self.view = parent, model, clock, view
        self.onward, self.put_back_onward = onward, put_back_onward
        #: the file the game was opened from or last saved to ("" while it has none)
        self.filename = ""

    def set_filename(self, filename: str) -> None:
        """The game's file is now filename ("" for none)."""
        if filename != self.filename:
            self.filename = filename
            self.fileChanged.emit(filename)

    def keep_or_discard(self, doing: str) -> bool:
        """Before doing something that ends the game: True to go on (nothing unsaved, saved
        now, or the user chose to discard it), False to keep playing."""
        if not self.model.unsaved:
            return True
        squares = len(self.model.game.path)  # as the tab counts them: "Squares: 5 of 25"
        visited = self.tr("{n} squares visited", "", squares).format(n=number(squares))
        answer = ask_to_save(
            self.panel,
            self.tr(
                "The game on the board ({visited}) is not saved. Save it before you {doing}?"
            ).format(visited=visited, doing=doing),
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game_as()
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def save_game_to_its_file(self) -> bool:
        """File > Save game: to the file it was opened from or last saved to, else ask."""
        if self.filename:
            return self.save_game(self.filename)
        return self.save_game_as()

    @Slot()
    def save_game_as(self) -> bool:
        """Ask for a file name and save the game there."""
        filename = game_files.ask_save_name(self.panel)
        return bool(filename) and self.save_game(filename)

    def save_game(self, filename: str) -> bool:
        """Save the game (board, moves, moves undone) as JSON, atomically."""
        game, for_you = self.model.game, self.model.played_for_you
        if not game_files.write_game(self.panel, game, filename, self.clock.elapsed(), for_you):
            return False
        self.model.set_unsaved(False)
        self.said.emit(self.tr("Saved {file}.").format(file=filename))
        self.set_filename(filename)
        return True

    @Slot()
    def open_game_from(self) -> bool:
        """Ask for a saved game and continue it (asking first if the game is not saved)."""
        if not self.keep_or_discard(self.tr("open another game")):
            return False
        filename = game_files.ask_open_name(self.panel)
        return bool(filename) and self.open_game(filename)

    def keep_for_next_launch(self, filename: str) -> None:
        """Write the game on the board to filename for the next launch (or remove it when
        there is none): closing the window never loses a game."""
        model = self.model
        game_files.keep_game(
            model.game,
            model.unsaved,
            filename,
            self.filename,
            self.clock.elapsed(),
            model.played_for_you,
            self.onward(),
        )

    def resume_from_last_launch(self, filename: str) -> bool:
        """Put back the game kept by keep_for_next_launch; True if there was one."""
        kept = game_files.kept_game(filename)
        if kept is None:
            return False
        game = self._put_back(kept)
        self.put_back_onward(kept.show_onward)
        self.said.emit(
            self.tr(
                "Your game from last time, on {board}: {n} squares.", "", len(game.path)
            ).format(board=game.board.spec, n=number(len(game.path)))
        )
        return True

    def open_game(self, filename: str) -> bool:
        """Continue a saved game on its own board; a bad file is refused with the reason and
        the game on screen is kept."""
        saved = game_files.read_game(self.panel, filename)
        if saved is None:
            return False
        game = self._put_back(saved)
        self.said.emit(
            self.tr("Continuing the game from {file} on {board}.").format(
                file=Path(filename).name, board=game.board.spec
            )
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
        self.set_filename(saved.source)
        return game
