"""What the tests of comparisons share: a row of `compare --closed` (or of the Table) tied to
the closed search it claims to be, whose tour the oracle then checks move by move."""

from __future__ import annotations

from typing import Any

from oracle import check_tour

from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import drive
from knighttour.core.status import Status


def field(row: Any, name: str) -> Any:
    """A row's field, whether the row is a dict (JSON) or a record."""
    return row[name] if isinstance(row, dict) else getattr(row, name)


def check_closed_rows(board: Board, rows: list[Any], max_steps: int) -> int:
    """Each row is the closed search of its solver from its start: the same end, moves and
    backtracks; a row found holds a closed tour by the oracle. Returns the rows found."""
    found = 0
    for row in rows:
        start = board.parse_square(field(row, "start"))
        search = make_search(board, start, field(row, "solver"), closed=True)
        drive(search, max_steps)
        where = (field(row, "solver"), field(row, "start"))
        assert (field(row, "status"), field(row, "steps"), field(row, "backtracks")) == (
            search.status,
            search.steps,
            search.backtracks,
        ), where
        if search.status == Status.FOUND:
            names = board.names(search.path())
            check_tour(board.rows, board.cols, names, start=field(row, "start"), closed=True)
            found += 1
    return found
