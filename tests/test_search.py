"""core/solve/search.py: a run as resumable state that ends once (found, no tour, gave up or
stopped, with its reason); the exact search restarted under shuffled orders (RestartSearch)
finds tours of long narrow boards, stays exact and gives distinct solutions.  Every solver's
tours against the oracle: test_catalogue.py."""

from __future__ import annotations

import numpy as np
import pytest
from oracle import check_tour

from knighttour.core.board.board import Board, parse_board_spec
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.factories import roth_key
from knighttour.core.solve.restarts import RestartSearch
from knighttour.core.solve.search import FOUND, GAVE_UP, RUNNING, STOPPED


@pytest.mark.parametrize(
    "spec, start",
    [
        ("4x60", "a1"),
        ("4x60", "a4"),
        ("4x61", "d4"),
        ("4x300", "a1"),
        ("3x301", "a1"),
        ("4x20", "b4"),
        ("3x41", "a1"),
        ("4x101", "c1"),
        ("3x40", "b2"),
    ],
)
def test_narrow_boards_by_restarted_exact_search(spec: str, start: str) -> None:
    """The exact search restarted under shuffled orders (what later solutions of narrow boards
    come from) finds tours of long 3- and 4-wide boards, where one fixed order gets lost for
    millions of moves."""
    board = Board(*parse_board_spec(spec))
    search = RestartSearch(board, board.parse_square(start), False, roth_key(board))
    while search.status == RUNNING and search.steps < 20_000_000:
        search.advance(1 << 20)
    assert search.status == FOUND
    check_tour(board.rows, board.cols, board.names(search.path()), start=start)


def test_restarts_stay_exact_and_give_distinct_solutions() -> None:
    board = Board(5, 5)
    search = make_search(board, 0, "auto")
    tours = []
    while len(tours) < 5:
        while search.status == RUNNING:
            search.advance(1 << 20)
        assert search.status == FOUND
        tours.append(tuple(search.path().tolist()))
        check_tour(5, 5, board.names(tours[-1]), start="a1")
        assert search.next_solution()
    assert len(set(tours)) == 5
    # 3x40 closed from a1 (seeded: the same every run) is found by an attempt that started on
    # another square; the circuit is entered at a1
    board = Board(3, 40)
    search = RestartSearch(board, 0, True, roth_key(board))
    while search.status == RUNNING and search.steps < 50_000_000:
        search.advance(1 << 20)
    assert search.status == FOUND and search.attempt.start != search.start
    check_tour(3, 40, board.names(search.path()), start="a1", closed=True)


@pytest.mark.parametrize("spec", ["8x8", "5x7", "1x9", "3x4x5", "2x1x1"])
def test_the_tie_break_keys_are_the_formulas(spec: str) -> None:
    """The keys made a rank and a file at a time (one array, no temporaries the size of the
    board) are the squared distance from the centre and the rank of every square."""
    from knighttour.core.board.board import Board3D
    from knighttour.core.solve.factories import bottom_key, centre_distance2

    sides = [int(x) for x in spec.split("x")]
    board = (
        Board3D.make(sides[0], sides[1], sides[2]) if len(sides) == 3 else Board(sides[0], sides[1])
    )
    rank, file = np.divmod(np.arange(board.size, dtype=np.int64), board.cols)
    distance = (2 * file - (board.cols - 1)) ** 2 + (2 * rank - (board.rows - 1)) ** 2
    for made, formula in (
        (centre_distance2(board), distance),
        (roth_key(board), -distance),
        (bottom_key(board), rank),
    ):
        assert made.dtype == np.int64 and np.array_equal(made, formula)


def test_every_attempt_gets_twice_the_boards_squares_in_moves() -> None:
    """On a board larger than the restart budgets an attempt is never cut short before it
    could reach the end: it gets twice as many moves as the board has squares (on 8 million
    squares, restarts every 20,000 moves made nothing but tables the size of the board)."""
    from knighttour.core.board.board import build_board

    board = build_board(40, 40, leaper=(2, 3))  # the zebra's first attempt runs long here
    search = RestartSearch(board, 0, False, roth_key(board), first_budget=100, budget=100)
    restarted: list[int] = []  # the moves made when each attempt began
    while search.status == RUNNING and len(restarted) < 2:
        attempts = search.attempts
        search.advance(1)
        if search.attempts > attempts:
            restarted.append(search.steps)
    assert restarted == [2 * board.squares, 4 * board.squares]


def test_a_search_ends_once_by_stop_or_give_up_with_its_reason() -> None:
    board = Board(8, 8)
    search = make_search(board, board.parse_square("b2"), "backtracking")
    assert search.advance(100) == RUNNING and search.steps == 100 and not search.done
    search.stop("Stopped.")
    assert search.status == STOPPED and search.reason == "Stopped." and search.done
    search.give_up("too late")  # an ended search stays as it ended, and makes no move
    assert search.status == STOPPED and search.reason == "Stopped."
    assert search.advance(100) == STOPPED and search.steps == 100
    other = make_search(board, 0, "backtracking")
    other.give_up("a step limit")
    assert other.status == GAVE_UP and other.reason == "a step limit" and other.tour() is None


def test_a_tour_found_is_a_tour() -> None:
    board = Board(5, 5)
    search = make_search(board, 0, "backtracking")
    while search.advance(1 << 20) == RUNNING:
        pass
    tour = search.tour()
    assert search.status == FOUND and tour is not None and tour.validate(start=0) == ""
    check_tour(5, 5, board.names(tour.squares), start="a1")  # and by the oracle
    assert search.depth == search.max_depth == 25 and search.solutions == 1
