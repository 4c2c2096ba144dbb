"""What the tests of the streamed tour files share: a tour of a board, its text, the boards."""

from __future__ import annotations

import numpy as np

from knighttour.core.board.board import Board, Board3D, build_board
from knighttour.core.files import text_writer
from knighttour.core.solve.catalogue import make_search


def tour_of(board: Board, start: int = 0, closed: bool = False) -> np.ndarray:
    search = make_search(board, start, "auto", closed)
    while search.advance(1 << 20) == "running":
        pass
    assert search.status == "found"
    return search.path()


def text_of(squares, board: Board) -> bytes:
    return text_writer.names_bytes(np.asarray(squares), board)


BOARDS = [
    Board(8, 8),
    Board(5, 60),
    Board(3, 1000),
    build_board(6, 6, wrap="torus"),
    Board3D.make(3, 4, 5),
    Board3D.make(2, 3, 30),
]
