"""board/check_tour.py: the one-pass validator, the same verdict for an array and for a file."""

from __future__ import annotations

import io

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from stream_helpers import tour_of

from knighttour.core.board import check_tour
from knighttour.core.board.board import Board
from knighttour.core.board.tour import Tour
from knighttour.core.files import check_tour_file
from knighttour.core.solve import divide_conquer


@pytest.fixture(scope="module")
def good() -> tuple[Board, list[str]]:
    board = Board(6, 6)
    return board, board.names(tour_of(board, 0, closed=True))


def test_arrays_are_validated_by_the_same_kernel(good) -> None:
    board, names = good
    squares = np.array([board.parse_square(n) for n in names])
    assert check_tour.validate_squares(squares, board, closed=True).closed
    bad = squares.copy()
    bad[7] = 99
    assert (
        check_tour.validate_squares(bad, board).reason == "square 8 of the tour is not on the board"
    )
    assert Tour(board, bad).validate() == "square 8 of the tour is not on the board"


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 7), st.integers(3, 30), st.booleans(), st.data())
def test_text_and_arrays_get_the_same_verdict_and_the_right_line(
    rows: int, cols: int, closed: bool, data: st.DataObject
) -> None:
    board = Board(rows, cols)
    if data.draw(st.booleans()) and board.size % 2 == 0 and min(rows, cols) >= 5:
        squares = [
            int(s) for s in divide_conquer.closed_tour(board, 0)
        ]  # a valid one, maybe spoilt
        if data.draw(st.booleans()):
            i, j = (
                data.draw(st.integers(0, len(squares) - 1)),
                data.draw(st.integers(0, len(squares) - 1)),
            )
            squares[i], squares[j] = squares[j], squares[i]
    else:
        squares = data.draw(st.lists(st.integers(0, board.size - 1), max_size=3 * board.size))
    names = board.names(squares)
    text, line, lines = [], 1, []
    for name in names:
        if data.draw(st.integers(0, 9)) == 0:
            text.append("# a comment, a1 c2\n")
            line += 1
        lines.append(line)
        sep = data.draw(st.sampled_from(["\n", " ", ",", "\r\n", "\t"]))
        text.append(name.upper() if data.draw(st.booleans()) else name)
        text.append(sep)
        line += sep.endswith("\n")
    result = check_tour_file.validate_stream(
        io.BytesIO(("".join(text) + "\n").encode()), board, closed
    )
    expected = Tour(board, np.array(squares, dtype=np.int64)).validate(closed)
    assert result.reason == expected and result.ok == (expected == "")
    if result.kind in ("repeat", "move", "start", "hole"):
        assert result.line == lines[result.index - 1]
    elif result.kind in ("missing", "open"):
        assert result.line == lines[-1]


@settings(max_examples=300, deadline=None)
@given(
    rows=st.integers(1, 9),
    cols=st.integers(1, 30),
    leaper=st.sampled_from([(1, 2), (1, 3), (2, 3), (0, 1), (1, 1)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    data=st.data(),
)
def test_every_move_check_agrees_with_the_rules(rows, cols, leaper, wrap, data) -> None:
    """The validator's loop, the packed writer and is_move read one move table (or, without
    one, one function): each says 'a move' exactly where the independent move graph of
    tests/oracle.py does, wide, wrapped and leaper boards included."""
    from oracle import variant_graph

    from knighttour.core.board.board import build_board
    from knighttour.core.files import packed

    board = build_board(rows, cols, leaper=leaper, wrap=wrap)
    graph = variant_graph(rows, cols, *leaper, wrap=wrap)
    a = data.draw(st.integers(0, board.size - 1))
    b = data.draw(st.integers(0, board.size - 1).filter(lambda x: x != a))
    expected = b in graph[a]
    check = check_tour.Check(board, None)
    assert check.is_move(a, b) == expected
    verdict = check_tour.validate_squares(np.array([a, b]), board)
    assert (verdict.kind != "move") == expected, verdict
    try:
        packed.write_packed(io.BytesIO(), np.array([a, b]), board)
    except ValueError as exc:
        assert not expected and "is not a move" in str(exc)
    else:
        assert expected
