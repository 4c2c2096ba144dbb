"""core/board/route.py: a Route is squares in order on a board; validate() says what is
wrong."""

from __future__ import annotations

import json

import numpy as np
import pytest

from knighttour.core.board.board import Board, BoardError
from knighttour.core.board.route import Route

#: an open tour of 3x4 from a1 (3x4 has no closed one)
OPEN_3X4 = ["a1", "c2", "a3", "b1", "d2", "b3", "c1", "a2", "c3", "d1", "b2", "d3"]


def test_a_tour_from_names_and_back() -> None:
    board = Board(3, 4)
    tour = Route.from_names(board, OPEN_3X4)
    assert len(tour) == 12 and tour.names == OPEN_3X4
    assert tour.validate() == "" and tour.validate(start=0) == ""
    assert not tour.is_closed
    assert tour.validate(closed=True).startswith("the tour is not closed: its last square d3")
    assert json.loads(tour.to_json()) == {"board": board.to_json(), "tour": OPEN_3X4}


def test_a_bad_name_is_named_with_its_place() -> None:
    with pytest.raises(BoardError, match="square 3 of the tour"):
        Route.from_names(Board(3, 4), ["a1", "c2", "z9"])


def test_validate_says_what_is_wrong() -> None:
    board = Board(3, 4)
    squares = np.array([board.parse_square(n) for n in OPEN_3X4], np.int64)
    assert Route(board, squares[::-1]).validate(start=0) == "the tour starts on d3, not on a1"
    swapped = squares.copy()
    swapped[[1, 2]] = swapped[[2, 1]]
    assert Route(board, swapped).validate() == "move 1 (a1 to a3) is not a knight's move"
    assert Route(board, squares[:5]).validate().startswith("the tour visits 5 of 12 squares")


def test_a_closed_tour_is_one_move_round() -> None:
    wazir = ((1, 0), (-1, 0), (0, 1), (0, -1))
    square = Board(2, 2, wazir)
    assert Route(square, np.array([0, 1, 3, 2], np.int64)).is_closed  # a1 b1 b2 a2, round
    line = Board(1, 2, wazir)
    # a1 b1: back to a1 would take the same move twice, no circuit (the theorems agree)
    assert not Route(line, np.array([0, 1], np.int64)).is_closed
    assert not Route(line, np.array([0], np.int64)).is_closed
