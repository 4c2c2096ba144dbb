"""core/board/explain.py: a theorem's reason in plain words, with the labels it draws."""

from __future__ import annotations

import pytest

from knighttour.core.board.board import Board
from knighttour.core.board.explain import explain
from knighttour.core.board.theorems import tour_impossible


@pytest.mark.parametrize(
    ("shape", "start", "closed", "words"),
    [
        ((5, 5), "b1", False, "b1 is light"),
        ((5, 5), "a1", True, "13 dark (D) and 12 light (L)"),
        ((7, 9), "c4", True, "32 dark (D) and 31 light (L)"),
        ((4, 6), "a1", True, "outer line (O)"),
        ((4, 4), "a1", False, "10 are needed and only 8 exist"),
        ((3, 5), "a1", False, "misses at least one square"),
    ],
)
def test_every_reason_a_theorem_gives_is_explained(shape, start, closed, words) -> None:
    board = Board(*shape)
    square = board.parse_square(start)
    assert tour_impossible(board, square, closed)
    why = explain(board, square, closed)
    assert why is not None and words in why.text


def test_the_colour_labels_count_what_the_words_say() -> None:
    board = Board(5, 5)
    why = explain(board, board.parse_square("b1"), False)
    labels = list(why.labels.values())
    assert labels.count("D") == 13 and labels.count("L") == 12
    assert why.labels[board.parse_square("a1")] == "D"


def test_nothing_to_explain_where_a_tour_exists() -> None:
    board = Board(8, 8)
    assert explain(board, 0, False) is None and explain(board, 0, True) is None


def test_the_doors_of_4x4_are_as_the_words_say() -> None:
    """The facts the 4x4 reason rests on, read off the knight's moves: every square is a
    corner, a middle square or on a ring; corners and rings reach the rest only through the
    middle; no two middle squares are a move apart; each ring is a loop of four moves."""
    board = Board(4, 4)
    labels = explain(board, 0, False).labels
    assert sorted(labels) == list(range(16))
    part = {square: labels[square] for square in range(16)}

    def moves(square: int) -> set[int]:
        return {int(w) for w in board.neighbours[square] if w >= 0}

    for square in range(16):
        if part[square] == "C":
            assert {part[w] for w in moves(square)} == {"M"}
        if part[square] in "AB":
            assert {part[w] for w in moves(square)} <= {"M", part[square]}
            assert len([w for w in moves(square) if part[w] == part[square]]) == 2
        if part[square] == "M":
            assert "M" not in {part[w] for w in moves(square)}
    middle = sum(1 for p in part.values() if p == "M")
    corners = sum(1 for p in part.values() if p == "C")
    assert 2 * middle < 2 * corners + 2 * 2 - 2  # 8 moves through the middle, 10 needed
