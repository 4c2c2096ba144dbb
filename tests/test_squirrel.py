"""core/solve/squirrel.py: Squirrel and Cull's schedules tour every square board from each corner
(checked by the oracle), and say where they cannot."""

from __future__ import annotations

import pytest
from oracle import check_tour

from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.search import FOUND, GAVE_UP


def squirrel(m: int, start: int):
    search = make_search(Board(m, m), start, "squirrel-cull")
    search.advance(1 << 40)
    return search


@pytest.mark.parametrize("m", range(5, 73))
def test_squirrel_cull_tours_every_square_board_from_each_corner(m: int) -> None:
    board = Board(m, m)
    for corner in (0, m - 1, m * m - m, m * m - 1):
        search = squirrel(m, corner)
        assert search.status == FOUND, (m, corner)
        check_tour(m, m, board.names(search.path()), start=board.name(corner))


def test_squirrel_cull_known_failure_and_its_limits() -> None:
    # with these schedules 74 x 74 is the one size from 5 to 399 that dead-ends
    search = squirrel(74, 0)
    assert search.status == GAVE_UP and "dead end" in search.reason
    assert squirrel(100, 0).status == FOUND
    assert "corner" in squirrel(8, 9).reason
    assert "square boards" in make_search(Board(8, 9), 0, "squirrel-cull").reason
