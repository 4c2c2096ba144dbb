"""gui/export.py: PNG and SVG pictures of what the board view shows, in the board's
proportions, and the tour as text for the clipboard."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QFont, QImage, QPalette

from knighttour.core.board.board import Board
from knighttour.gui import export
from knighttour.gui.widgets.board_painter import BoardPainter


def painter(board: Board, path: list[int]) -> BoardPainter:
    squares = np.array(path, np.int64)
    return BoardPainter(board, squares, len(squares), np.zeros(0, np.int64), QPalette(), QFont())


def test_pictures_keep_the_board_proportions(qtbot) -> None:
    board = Board(4, 8)
    size = export.picture_size(board, 600)
    assert size.width() == 600 and size.height() < size.width()
    image = QImage.fromData(export.png_bytes(painter(board, [0, 10, 4]), 600))
    assert (image.width(), image.height()) == (size.width(), size.height())
    svg = export.svg_bytes(painter(board, [0, 10, 4]), 600).decode()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg and "</svg>" in svg


def test_a_picture_that_cannot_be_written_says_why(qtbot, tmp_path) -> None:
    with pytest.raises(export.ExportError, match="Could not write"):
        export.save_png(painter(Board(5, 5), [0]), str(tmp_path / "no" / "such.png"))
    export.save_svg(painter(Board(5, 5), [0]), str(tmp_path / "t.svg"))
    assert "</svg>" in (tmp_path / "t.svg").read_text()


def test_tour_text_names_the_squares_in_order() -> None:
    board = Board(5, 5)
    assert export.tour_text(board, np.array([0, 7, 14])) == "a1 c2 e3"
