"""The boards the Explore tab's choices give, worked out from the board shown (a new size,
a hole removed or put back): Qt-free, so the rules for what carries over (holes, the
leaper, the wrapping) are read in one place."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject

from ...core.board.board import Board, Board3D
from ..i18n import number

translate = QCoreApplication.translate


class BoardChangeWords(QObject):
    """What a change of holes says, the count of holes in its plural form."""

    def removed(self, holes: int) -> str:
        """'Removed {square}: 1 hole.'"""
        return self.tr("Removed {square}: {n} holes.", "", holes).replace("{n}", number(holes))

    def restored(self, holes: int) -> str:
        """'Restored {square}: 2 holes.'"""
        return self.tr("Restored {square}: {n} holes.", "", holes).replace("{n}", number(holes))


def reshaped(
    old: Board, layers: int, rows: int, cols: int, jumps: tuple[tuple[int, int], ...]
) -> Board | None:
    """old at a new size (layers > 1: a 3D board), with jumps and old's wrapping, its holes
    kept where they still fit (none carry over between 2D and 3D layouts); None when the
    size is old's own."""
    if (layers, rows, cols) == (old.layers, old.rows, old.files):
        return None
    if layers > 1 or old.is_3d:
        return Board3D.make(layers, rows, cols) if layers > 1 else Board(rows, cols)
    holes = frozenset(
        r * cols + f for f, r in (old.coords(h) for h in old.holes) if f < cols and r < rows
    )
    return Board(rows, cols, jumps, holes, old.wrap)


def with_variant(board: Board, jumps: tuple[tuple[int, int], ...], wrap: str) -> Board | None:
    """board's size and holes with another leaper (its jumps, in order) and wrapping; None
    when neither changes, or on a 3D board (whose knight is fixed)."""
    if (tuple(jumps), wrap) == (board.jumps, board.wrap) or board.is_3d:
        return None
    return Board(board.rows, board.cols, tuple(jumps), board.holes, wrap)


def toggled_hole(board: Board, square: int) -> tuple[Board | None, str]:
    """board with square removed (or put back, if it is a hole) and a sentence saying so;
    (None, why) when no square would be left."""
    holes = set(board.holes) ^ {square}
    if len(holes) >= board.size:
        return None, translate("BoardChanges", "A board needs at least one square.")
    words = BoardChangeWords()
    said = words.removed(len(holes)) if square in holes else words.restored(len(holes))
    return replace(board, holes=frozenset(holes)), said.replace("{square}", board.name(square))
