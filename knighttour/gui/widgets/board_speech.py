"""SpokenBoard: what a screen reader hears of a board view: its description (size, the keys,
the magic sums), the keyboard's square named as the path shown now has it, and
announcements.  Painting is BoardCanvas's (board_canvas.py), input BoardView's."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from ...core.board.board import Board
from ..announce import after_said
from ..announce import announce as announce_text
from ..i18n import number
from .board_canvas import BoardCanvas


class SpokenBoard(BoardCanvas):
    """A BoardCanvas a screen reader can follow: its accessible name is the keyboard's
    square (or "Board"), its description the board and the keys, and announce() speaks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the keys that step the tour shown, said with the board's own (the Explore tab's)
        self.tour_keys = ""
        #: what a screen reader hears of a square (the tab says more: legal moves, ...)
        self.describe: Callable[[int], str] = self.square_text
        #: what was announced, newest last (a screen reader hears each as it comes)
        self.announcements: list[str] = []
        #: the name the board takes once this turn's answers are said (see _rename_cursor)
        self._next_name: str | None = None
        self.setAccessibleName(self.tr("Board"))
        self._describe_board()

    def set_board(self, board: Board) -> None:
        super().set_board(board)
        self._describe_board()
        self._rename_cursor()

    def set_path(self, path: np.ndarray, cursor: int | None = None, live: bool = False) -> None:
        super().set_path(path, cursor, live)
        if self.show_sums:
            self._describe_board()
        if not (live and len(path) <= 1):  # a search just begun: named as it ends, once
            self._rename_cursor()

    def set_show_sums(self, on: bool) -> None:
        super().set_show_sums(on)
        self._describe_board()

    def _rename_cursor(self) -> None:
        """The board's accessible name: the keyboard's square as the path shown now has it
        (never as a tour replaced had it), or "Board"; given once what this turn says has
        been said (announce.after_said says why)."""
        square = self.cursor_square
        text = self.describe(square) if square is not None and square < self.board.size else ""
        if self._next_name is None:
            after_said(self._rename_now)
        self._next_name = text or self.tr("Board")

    def _rename_now(self) -> None:
        if not isValid(self):
            return
        text, self._next_name = self._next_name, None
        if text is not None and text != self.accessibleName():
            self.setAccessibleName(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def _describe_board(self) -> None:
        b = self.board
        if b.layers > 1:
            size = self.tr("{layers} layers of {rows} by {cols}").format(
                layers=number(b.layers), rows=number(b.rows), cols=number(b.files)
            )
        else:
            size = self.tr("{rows} rows by {cols} columns").format(
                rows=number(b.rows), cols=number(b.cols)
            )
        said = self.tr(
            "A board of {size}. Arrow keys move from square to square, Enter acts on the "
            "square; or type a square's name, such as c3, and press Enter."
        ).format(size=size)
        if self.tour_keys:
            said += " " + self.tour_keys
        sums = self.sums()
        if sums is not None:
            said += " " + self.tr(
                "Sums of the move numbers shown: ranks 1 up, {ranks}; files a on, {files}."
            ).format(
                ranks=", ".join(number(v) for v in sums.ranks),
                files=", ".join(number(v) for v in sums.files),
            )
        self.setAccessibleDescription(said)

    def set_tour_keys(self, said: str) -> None:
        """Say, in the tooltip and to a screen reader, which keys step the tour shown."""
        self.tour_keys = said
        self.setToolTip(self.toolTip() + "\n" + said)
        self._describe_board()

    def announce(self, text: str) -> None:
        """Say text to a screen reader (and keep it in announcements)."""
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-50]
        announce_text(self, text)  # with what else this turn says, as one change

    def move_cursor(self, square: int | None, say: bool = True) -> None:
        """Put the keyboard's square on square (None: take it away), and say what is there.
        say=False leaves the board's name to what comes next (a screen reader speaks the
        focused board's new name: the square is said once, as the new path has it)."""
        self.cursor_square = square
        text = "" if square is None else self.describe(square)
        if say or square is None:
            self._next_name = None  # a rename waiting would say the square as it was
            self.setAccessibleName(text or self.tr("Board"))
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        if say and text:
            self.announce(text)
        self.update()

    def square_text(self, square: int) -> str:
        """The square's name, the letter it is marked with, and its move number if the path
        shown visits it (a hole, or not visited yet, said so)."""
        name = self.board.name(square)
        if square in self.board.holes:
            return self.tr("{square}, a hole").format(square=name)
        mark = self.marks.get(square, (None, ""))[1]
        if mark:  # a letter of the answer's why ("D: a dark square"), heard as it is seen
            name = self.tr("{square}, marked {mark}").format(square=name, mark=mark)
        if len(self.path) and self.moves_shown:
            hits = np.flatnonzero(self.path[: self.moves_shown] == square)
            if len(hits):
                return self.tr("{square}, move {n}").format(square=name, n=number(int(hits[0]) + 1))
            return self.tr("{square}, not visited").format(square=name)
        return name
