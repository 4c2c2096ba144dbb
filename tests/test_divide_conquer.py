"""core/divide_conquer.py: divide and conquer from tiles, every tour checked by the oracle
(the tiles: test_tiles.py; Squirrel-Cull: test_squirrel.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracle import check_big_tour, check_tour

from knighttour.core.board.board import Board, parse_board_spec
from knighttour.core.solve import divide_conquer
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.constructions import ConstructSearch
from knighttour.core.solve.search import FOUND, RUNNING


@pytest.mark.parametrize(
    "rows, cols", [(11, 13), (11, 15), (13, 11), (11, 23), (27, 11), (11, 9), (7, 11)]
)
def test_odd_boards_with_a_side_of_11_from_every_corner_coloured_square(
    rows: int, cols: int
) -> None:
    """The middle line of a side of 11 lies in no odd part of 5 to 10 starting on an even
    coordinate; one band of 11 (the board turned if need be) holds it."""
    board = Board(rows, cols)
    for start in range(board.size):
        if board.colour(start) == 0:
            path = divide_conquer.build(board, start, False)
            assert path is not None, board.name(start)
            check_big_tour(rows, cols, path, start, False)
    search = make_search(Board(11, 100_001), 5 * 100_001 + 1, "auto")
    search.advance(1)
    assert isinstance(search, ConstructSearch)
    check_big_tour(11, 100_001, search.path(), 5 * 100_001 + 1, False)


@pytest.mark.parametrize("rows", range(5, 27))
def test_closed_tours_on_every_board_up_to_26(rows: int) -> None:
    for cols in range(5, 27):
        if rows * cols % 2:
            continue
        board = Board(rows, cols)
        start = (rows * cols * 7) // 11
        path = divide_conquer.build(board, start, True)
        check_tour(rows, cols, board.names(path), start=board.name(start), closed=True)


@pytest.mark.parametrize(
    "rows, cols", [(5, 5), (7, 7), (9, 11), (13, 13), (15, 21), (23, 9), (7, 13), (9, 21)]
)
def test_open_tours_of_odd_boards_from_corner_coloured_squares(rows: int, cols: int) -> None:
    """Every square of the corners' colour (every odd board from 5 to 31 a side is served,
    but for the centre of 11 x 11)."""
    board = Board(rows, cols)
    starts = [start for start in range(board.size) if board.colour(start) == 0]
    assert len(starts) == (board.size + 1) // 2  # the corners' colour: one more than half
    for start in starts:
        path = divide_conquer.build(board, start, False)
        assert path is not None, board.name(start)
        check_tour(rows, cols, board.names(path), start=board.name(start))


def test_a_start_no_tiling_serves_goes_to_the_exact_search(monkeypatch) -> None:
    board = Board(7, 13)
    start = board.parse_square("g5")  # the first plan's block has no tour from there
    assert (
        divide_conquer._build(board, start, next(divide_conquer.plans(board, start, False))) is None
    )
    monkeypatch.setattr(divide_conquer, "build", lambda *args: None)
    search = make_search(board, start, "divide-conquer")
    while search.status == RUNNING:
        search.advance(1 << 20)
    assert search.status == FOUND
    check_tour(7, 13, board.names(search.path()), start="g5")


def test_odd_boards_have_no_closed_construction_and_wrong_colour_none() -> None:
    board = Board(9, 9)
    assert divide_conquer.build(board, 0, True) is None
    assert divide_conquer.build(board, 1, False) is None
    assert divide_conquer.build(Board(4, 20), 0, False) is None


@settings(max_examples=200, deadline=None)
@given(st.integers(5, 400), st.data())
def test_side_splits(n: int, data) -> None:
    parts = divide_conquer.split_side(n)
    assert sum(parts) == n and all(5 <= p <= 10 for p in parts)
    assert sum(p % 2 for p in parts) == n % 2 and (n % 2 == 0 or parts[0] % 2)
    if n % 2:
        s = data.draw(st.integers(0, n - 1))
        for parts, i in divide_conquer.splits_around(n, s):
            begin = sum(parts[:i])
            assert sum(parts) == n and begin % 2 == 0 and begin <= s < begin + parts[i]
            assert all(p % 2 == 0 and 6 <= p <= 10 for j, p in enumerate(parts) if j != i)
            assert parts[i] != 5 or i == 0
            assert all(5 <= p <= 10 for p in parts) and (parts[i] != 5 or i == 0)


@pytest.mark.parametrize(
    "rows, cols, closed", [(300, 301, True), (301, 299, False), (1000, 1000, True), (6, 1000, True)]
)
def test_large_boards(rows: int, cols: int, closed: bool) -> None:
    board = Board(rows, cols)
    start = board.size // 2 - (board.size // 2) % 2  # corner colour on odd boards
    search = make_search(board, start, "auto", closed)
    search.advance(1)
    assert search.status == FOUND
    check_big_tour(board.rows, board.cols, search.path(), start, closed)


@pytest.mark.parametrize(
    "spec, start, closed", [("3x10", "a1", True), ("4x9", "a1", False), ("8x8", "d4", True)]
)
def test_divide_conquer_solver_falls_back_on_narrow_boards(
    spec: str, start: str, closed: bool
) -> None:
    board = Board(*parse_board_spec(spec))
    search = make_search(board, board.parse_square(start), "divide-conquer", closed)
    while search.status == RUNNING:
        search.advance(1 << 20)
    assert search.status == FOUND
    check_tour(board.rows, board.cols, board.names(search.path()), start=start, closed=closed)
