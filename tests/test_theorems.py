"""The theorems, checked at their boundaries against brute force."""

from __future__ import annotations

import pytest
from oracle import closed_tour_exists, tour_exists

from knighttour.core.board.board import Board
from knighttour.core.board.theorems import (
    closed_tour_impossible,
    colour_rule,
    four_wide_rule,
    open_tour_impossible,
    tour_impossible,
)


@pytest.mark.parametrize(
    "rows, cols",
    [
        (1, 1),
        (1, 2),
        (1, 5),
        (2, 2),
        (2, 8),
        (3, 3),
        (3, 4),
        (3, 5),
        (3, 6),
        (3, 7),
        (3, 8),
        (4, 4),
        (4, 5),
        (5, 5),
        (4, 3),
        (6, 3),
        (7, 3),
    ],
)
def test_open_theorem_matches_brute_force(rows: int, cols: int) -> None:
    some_start = any(tour_exists(rows, cols, s) for s in range(rows * cols))
    assert (open_tour_impossible(rows, cols) == "") == some_start


@pytest.mark.parametrize(
    "rows, cols",
    [
        (1, 1),
        (2, 4),
        (3, 3),
        (3, 4),
        (3, 6),
        (3, 7),
        (3, 8),
        (3, 10),
        (4, 5),
        (4, 6),
        (5, 5),
        (5, 6),
        (6, 4),
        (10, 3),
    ],
)
def test_schwenk_matches_brute_force(rows: int, cols: int) -> None:
    assert (closed_tour_impossible(rows, cols) == "") == closed_tour_exists(rows, cols)


@pytest.mark.parametrize(
    "rows, cols, allowed",
    [
        (8, 8, True),
        (6, 6, True),
        (3, 12, True),
        (10, 3, True),
        (4, 100, False),
        (3, 8, False),
        (7, 9, False),
        (2, 50, False),
        (1, 1, False),
        (12, 5, True),
        (5, 12, True),
    ],
)
def test_schwenk_cases_too_large_to_search(rows: int, cols: int, allowed: bool) -> None:
    assert (closed_tour_impossible(rows, cols) == "") == allowed


def test_colour_rule_on_odd_boards() -> None:
    board = Board(5, 5)
    assert colour_rule(board, board.parse_square("a1")) == ""
    assert "corners' colour" in colour_rule(board, board.parse_square("b1"))
    assert colour_rule(Board(6, 5), 1) == ""


def test_reasons_cite_their_theorem() -> None:
    assert "Schwenk 1991" in tour_impossible(Board(4, 8), 0, closed=True)
    assert "Cull and De Curtins" in tour_impossible(Board(4, 4), 0, closed=False)
    assert tour_impossible(Board(8, 8), 0, closed=False) == ""


@pytest.mark.parametrize("rows, cols", [(4, 5), (4, 6), (4, 7), (5, 4), (7, 4)])
def test_four_wide_rule_matches_brute_force(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for start in range(board.size):
        if four_wide_rule(board, start):
            assert not tour_exists(rows, cols, start), board.name(start)
    inner = [s for s in range(board.size) if four_wide_rule(board, s)]
    assert len(inner) == 2 * max(rows, cols)


def test_four_wide_rule_answers_large_boards_at_once() -> None:
    board = Board(4, 60)
    assert "outer lines" in tour_impossible(board, board.parse_square("b2"), closed=False)
    assert tour_impossible(board, board.parse_square("b1"), closed=False) == ""


def test_a_full_boards_facts_from_its_sides_agree_with_its_graph(monkeypatch) -> None:
    """Connectivity and colour classes of full boards from their sides (so a board of
    millions of squares is decided at once) against the graph explored: 3-D boxes up to 7
    on a side, leapers on boards up to 12 x 12."""
    import numpy as np

    from knighttour.core.board import theorems
    from knighttour.core.board.board import Board3D, build_board
    from knighttour.core.board.graph import analyse

    monkeypatch.setattr(theorems, "FACTS_FROM_SIDES", 1)
    boards = [Board3D.make(a, b, c) for a in range(1, 8) for b in range(1, 8) for c in range(1, 8)]
    boards += [
        build_board(r, c, leaper=leaper)
        for r in range(1, 13)
        for c in range(1, 13)
        for leaper in [(1, 2), (1, 3), (2, 3), (0, 1), (1, 4), (0, 3), (2, 5), (3, 4)]
    ]
    for board in boards:
        fast = theorems._full_board_facts(board)
        graph = analyse(board.neighbours, np.ones(board.size, dtype=bool))
        if fast is not None:
            connected, bipartite, counts = fast
            assert connected == graph.connected, board
            if connected:
                assert (bipartite, counts) == (graph.bipartite, graph.counts), board
        square, moves = theorems._weakest_square(board)
        degrees = (board.neighbours >= 0).sum(axis=1)
        assert moves == degrees.min() == degrees[square], board
