"""Warm-ups: tiny runs that compile (or load from numba's cache) the kernels of the modules
whose answers people trust, before a real run needs them (solver_kernels.py loads each group
through these).

They compute nothing anyone reads, so they live here rather than in those modules: a mutant
of a warm-up (another tiny board, other squares) changes no answer, only which signatures
get compiled, and that is what their tests check (a real run after a warm-up compiles
nothing more: tests/test_check_tour_file.py, test_magic.py, test_symmetric.py).
"""

from __future__ import annotations

import io

import numpy as np

from ..board.board import Board, build_board


def magic_tally() -> None:
    """The magic sums' adding kernel, for both widths of squares (a window's tour of a
    million squares is int32, a file's int64)."""
    from ..board.magic import MagicTally

    tally = MagicTally(build_board(2, 2))
    for dtype in (np.int32, np.int64):
        tally.add(np.array([0, 3], dtype=dtype), 1)


def tour_files() -> None:
    """The tour files' kernels on a tiny board: the writer, the reader, the validator (with
    its magic sums) and the packed form, so that the first real file waits for none."""
    from ..board.check_tour import first_at, validate_squares
    from ..files.check_file import validate_stream
    from ..files.packed import read_packed, write_packed
    from ..files.text_reader import read_squares
    from ..files.text_writer import names_bytes

    board = Board(3, 4)
    tour = np.array([0, 6, 8, 1], dtype=np.int64)  # a1 c2 a3 b1
    for squares in (tour, tour.astype(np.int32)):
        text = names_bytes(squares, board)
        validate_squares(squares, board)
        first_at(squares, 0, len(squares), 5)
    validate_stream(io.BytesIO(text), board)
    magic_tally()  # the magic sums validate adds up as it checks
    read_squares(io.BytesIO(text), board)
    packed = io.BytesIO()
    write_packed(packed, tour, board)
    validate_stream(io.BytesIO(packed.getvalue()), board)
    read_packed(io.BytesIO(packed.getvalue()))


def symmetric_search() -> None:
    """The symmetric search's kernels, both turns, on 6x6."""
    from .search import RUNNING
    from .symmetric import TURNS, SymmetricSearch

    board = Board(6, 6)
    for turn in TURNS:
        search = SymmetricSearch(board, 0, turn)
        while search.status == RUNNING:
            search.advance(1 << 16)
