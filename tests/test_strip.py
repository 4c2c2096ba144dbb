"""Boards 3 or 4 wide, decided column by column (core/solve/strip.py)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from oracle import check_big_tour, check_tour, closed_tour_exists, tour_exists

from knighttour.core.board.board import Board, BoardError
from knighttour.core.board.verdict import tour_impossible
from knighttour.core.solve import factories, strip
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.constructions import StripSearch
from knighttour.core.solve.run_loop import drive
from knighttour.core.solve.search import FOUND, NO_TOUR, RUNNING


def finish(search) -> None:
    """Advance until the run ends (a strip run works in slices of a few milliseconds)."""
    while search.status == RUNNING:
        search.advance(1 << 20)


SMALL = [
    (rows, cols)
    for width in strip.WIDTHS
    for length in range(3, 9)
    for rows, cols in ((width, length), (length, width))
    if rows * cols <= 24
]


@pytest.mark.parametrize("rows, cols", SMALL)
def test_agrees_with_brute_force_from_every_square(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    cycle = strip.solve(board, 0, True)
    assert (cycle is not None) == closed_tour_exists(rows, cols)
    if cycle is not None:
        check_tour(rows, cols, board.names(cycle), start="a1", closed=True)
    for start in range(board.size):
        path = strip.solve(board, start, False)
        assert (path is not None) == tour_exists(rows, cols, start), board.name(start)
        if path is not None:
            check_tour(rows, cols, board.names(path), start=board.name(start))


@pytest.mark.parametrize("length", range(10, 82, 2))
def test_closed_tours_of_every_three_wide_board_schwenk_allows(length: int) -> None:
    # among these, 3x68 is one the restarted search could not find within 20 M moves
    for rows, cols in ((3, length), (length, 3)):
        board = Board(rows, cols)
        search = make_search(board, 4, "divide-conquer", True)
        finish(search)
        assert isinstance(search, StripSearch) and search.status == FOUND
        check_big_tour(rows, cols, search.path(), 4, True)


@pytest.mark.parametrize(
    "rows, cols, start, closed",
    [
        (3, 333_334, 0, True),  # a million squares
        (3, 300_001, 450_000, False),  # from the middle of the middle rank
        (100_001, 4, 200_003, False),  # standing up, from the middle of an outer file
        (4, 250_000, 3 * 250_000 + 7, False),
    ],
)
def test_strips_of_a_million_squares(rows: int, cols: int, start: int, closed: bool) -> None:
    board = Board(rows, cols)
    search = make_search(board, start, "divide-conquer", closed)
    finish(search)
    assert search.status == FOUND
    check_big_tour(rows, cols, search.path(), start, closed)


@pytest.mark.parametrize("length", [40, 41, 200, 201])
def test_every_start_of_long_three_wide_boards(length: int) -> None:
    """From length 9 on, every square that no theorem rules out starts an open tour, and each
    is found (the restarted search misses some such starts within 20 M moves)."""
    board = Board(3, length)
    for start in range(board.size):
        path = strip.solve(board, start, False)
        if tour_impossible(board, start, False):
            assert path is None
        else:
            check_big_tour(3, length, path, start, False)


def test_no_tour_is_a_proof() -> None:
    # 3x8: no open tour from c2 (brute force agrees), and no theorem of theorems.py says so
    board = Board(3, 8)
    start = board.parse_square("c2")
    assert not tour_exists(3, 8, start) and not tour_impossible(board, start, False)
    search = make_search(board, start, "divide-conquer")
    finish(search)
    assert search.status == NO_TOUR and "column-by-column" in search.reason
    search = make_search(board, start, "auto")  # its short try of the search exhausts it
    finish(search)
    assert search.status == NO_TOUR and "tried every path" in search.reason


def test_auto_tries_the_search_first_on_small_boards(monkeypatch) -> None:
    board = Board(4, 8)
    search = make_search(board, 0, "auto")
    finish(search)
    assert search.status == FOUND and search.backtracks > 0  # the search's tour
    check_tour(4, 8, board.names(search.path()), start="a1")
    monkeypatch.setattr(factories, "AUTO_TRIAL_MOVES", 10)
    search = make_search(board, 0, "auto")
    finish(search)
    assert search.status == FOUND and search.backtracks == 0  # built column by column
    check_tour(4, 8, board.names(search.path()), start="a1")
    big = make_search(Board(4, 300), 0, "auto")  # from 1,024 squares: no try
    finish(big)
    assert big.status == FOUND and big.backtracks == 0
    check_big_tour(4, 300, big.path(), 0, False)


def test_next_solution_comes_from_the_exact_search() -> None:
    board = Board(3, 10)
    search = make_search(board, 0, "divide-conquer", True)
    finish(search)
    first = search.path()
    seen = {tuple(first.tolist())}
    for n in range(2, 5):
        assert search.next_solution()
        finish(search)
        assert search.status == FOUND and search.solutions == n
        path = search.path()
        check_tour(3, 10, board.names(path), start="a1", closed=True)
        seen.add(tuple(path.tolist()))
    assert len(seen) == 4


def test_circuit_on_narrow_boards() -> None:
    board = Board(68, 3)
    start = board.parse_square("b30")
    search = make_search(board, start, "circuit", True)
    assert drive(search) == FOUND
    check_big_tour(68, 3, search.path(), start, True)
    search = make_search(Board(3, 8), 0, "circuit", True)
    assert search.status == NO_TOUR and "Schwenk" in search.reason


def test_board_too_big_is_refused_before_any_work() -> None:
    with pytest.raises(BoardError, match="fit"):
        make_search(Board(3, 10**12), 0, "auto", True)


def test_a_tour_comes_back_as_board_squares_both_ways() -> None:
    for board in (Board(3, 12), Board(12, 3)):
        path = strip.solve(board, 5, False)
        assert path.dtype == np.int32 and int(path[0]) == 5
        check_tour(board.rows, board.cols, board.names(path), start=board.name(5))


def test_threads_share_the_tables() -> None:
    """The race runs solvers in threads: the shared state tables stay consistent."""
    cases = [(4, 90 + k, k % 2 * 3 * (90 + k), False) for k in range(4)]
    cases += [(3, 100 + 2 * k, 0, True) for k in range(4)]
    with ThreadPoolExecutor(4) as pool:
        paths = list(pool.map(lambda case: strip.solve(Board(*case[:2]), *case[2:]), cases))
    for (rows, cols, start, closed), path in zip(cases, paths, strict=True):
        check_big_tour(rows, cols, path, start, closed)


def test_a_run_works_in_slices_and_stops_between_them(monkeypatch) -> None:
    monkeypatch.setattr(StripSearch, "SLICE", 0.0)  # one step of the method per advance
    board = Board(4, 41)
    search = make_search(board, 3 * 41 + 20, "divide-conquer")
    advances = 0
    while search.status == RUNNING:
        search.advance(1)
        advances += 1
    assert advances > 4 and search.status == FOUND  # at least the start's column, row by row
    check_big_tour(4, 41, search.path(), 3 * 41 + 20, False)
    stopped = make_search(board, 3 * 41 + 20, "divide-conquer")
    stopped.advance(1)
    stopped.give_up("Stopped.")
    assert stopped.status == "gave-up" and len(stopped.path()) == 0
