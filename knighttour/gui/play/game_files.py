"""The Play tab's files: a game saved as JSON (its board, its moves and the moves taken
back) and opened again, and the board exported as a PNG picture.  A file that cannot be
written or read is refused in a message box, with the reason."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...core.files import formats
from ...core.play.game import Game, PlayError
from .. import export
from ..files import default_name, save_bytes, save_or_warn
from ..limits import MAX_SQUARES
from ..settings import last_folder, remember_folder
from ..widgets.board_view import BoardView

translate = QCoreApplication.translate


def ask_save_name(parent: QWidget) -> str:
    """Ask where to save a game, starting in the folder used last; "" if cancelled."""
    filename, _ = QFileDialog.getSaveFileName(
        parent,
        translate("GameFiles", "Save game"),
        str(Path(last_folder()) / default_name("game", suffix="json")),
        translate("GameFiles", "Games (*.json)"),
    )
    if filename:
        remember_folder(filename)
    return with_suffix(filename, "json")


def with_suffix(filename: str, suffix: str) -> str:
    """filename with .suffix if it has none ("mygame" typed is saved as mygame.json, which
    Open game's list shows); "" stays "" (cancelled)."""
    if not filename or Path(filename).suffix:
        return filename
    return f"{filename}.{suffix}"


def ask_open_name(parent: QWidget) -> str:
    """Ask for a saved game, starting in the folder used last; "" if cancelled."""
    filename, _ = QFileDialog.getOpenFileName(
        parent,
        translate("GameFiles", "Open game"),
        last_folder(),
        translate("GameFiles", "Games (*.json);;All files (*)"),
    )
    if filename:
        remember_folder(filename)
    return filename


def write_game(
    parent: QWidget, game: Game, filename: str, seconds: float = 0.0, played_for_you: int = 0
) -> bool:
    """Save game (board, moves, moves undone, the time played, the moves the program made)
    as JSON, atomically; False (after saying why) if it could not be written."""
    data = formats.game_bytes(
        game.board, game.path, game.undone, seconds=seconds, played_for_you=played_for_you
    )
    return save_or_warn(parent, translate("GameFiles", "Save game"), filename, data)


def read_game(parent: QWidget, filename: str) -> KeptGame | None:
    """The game saved in filename, replayed on its own board, with its time played; None
    (after saying why) for a file that cannot be read or holds no legal game."""
    try:
        saved = formats.read_game(filename, max_squares=MAX_SQUARES)
        game = Game.replayed(saved.board, saved.moves, saved.undone)
    except (formats.FormatError, PlayError) as exc:
        QMessageBox.warning(
            parent, translate("GameFiles", "Open game"), f"{Path(filename).name}: {exc}"
        )
        return None
    return KeptGame(game, False, filename, saved.seconds, saved.played_for_you)


@dataclass(frozen=True)
class KeptGame:
    """A game kept for the next launch, with what the window knew of it."""

    game: Game
    unsaved: bool  # played on since its last save
    source: str = ""  # the file it was opened from or saved to ("" for none)
    seconds: float = 0.0  # the time played so far
    played_for_you: int = 0  # of its moves, how many the program made
    show_onward: bool = False  # the tab showed the onward moves on the legal squares


def keep_game(
    game: Game,
    unsaved: bool,
    filename: str,
    source: str = "",
    seconds: float = 0.0,
    played_for_you: int = 0,
    show_onward: bool = False,
) -> None:
    """Write game (whether a file holds it, which file, the time played, whether the onward
    moves were shown) to filename for the next launch; remove the file when the board is
    empty.  Best effort: a failure here must not stop a close."""
    try:
        if not game.started:
            Path(filename).unlink(missing_ok=True)
            return
        Path(filename).parent.mkdir(parents=True, exist_ok=True)
        document = formats.game_document(
            game.board, game.path, game.undone, seconds=seconds, played_for_you=played_for_you
        )
        document.update(unsaved=unsaved, source=source, show_onward=show_onward)
        save_bytes(filename, (json.dumps(document) + "\n").encode())
    except OSError:
        pass


def kept_game(filename: str) -> KeptGame | None:
    """The game keep_game wrote; None if there is none (or it cannot be read: a kept game is
    a convenience, never an error)."""
    if not Path(filename).exists():
        return None
    try:
        data = json.loads(Path(filename).read_text(encoding="utf-8"))
        saved = formats.parse_game(data, max_squares=MAX_SQUARES)
        source = data.get("source")
        return KeptGame(
            Game.replayed(saved.board, saved.moves, saved.undone),
            bool(data.get("unsaved")),
            source if isinstance(source, str) else "",
            saved.seconds,
            saved.played_for_you,
            data.get("show_onward") is True,
        )
    except (OSError, ValueError, formats.FormatError, PlayError):
        return None


def export_picture(parent: QWidget, view: BoardView) -> None:
    """Ask for a file name and save the board as view shows it as a PNG picture."""
    filename, _ = QFileDialog.getSaveFileName(
        parent,
        translate("GameFiles", "Export picture"),
        str(Path(last_folder()) / default_name("game", suffix="png")),
        translate("GameFiles", "PNG pictures (*.png)"),
    )
    filename = with_suffix(filename, "png")
    if not filename:
        return
    try:
        export.save_png(view.painter_for(), filename)
    except export.ExportError as exc:
        QMessageBox.warning(parent, translate("GameFiles", "Export picture"), str(exc))
