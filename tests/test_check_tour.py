"""board/check_tour.py: the one-pass validator, the same verdict for an array and for a file,
and the verdict the independent oracle (tests/oracle.py) gives, closed tours move by move."""

from __future__ import annotations

import io

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracle import check_tour as oracle_check_tour
from oracle import check_variant_tour, variant_graph
from stream_helpers import tour_of

from knighttour.core.board import check_tour
from knighttour.core.board.board import Board, build_board
from knighttour.core.board.route import Route
from knighttour.core.files import check_file
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
    assert Route(board, bad).validate() == "square 8 of the tour is not on the board"


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 7), st.integers(3, 30), st.booleans(), st.data())
def test_text_and_arrays_get_the_same_verdict_and_the_right_line(
    rows: int, cols: int, closed: bool, data: st.DataObject
) -> None:
    board = Board(rows, cols)
    if data.draw(st.booleans()) and board.size % 2 == 0 and min(rows, cols) >= 5:
        squares = [
            int(s) for s in divide_conquer.build(board, 0, True)
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
    result = check_file.validate_stream(io.BytesIO(("".join(text) + "\n").encode()), board, closed)
    expected = Route(board, np.array(squares, dtype=np.int64)).validate(closed)
    assert result.reason == expected and result.ok == (expected == "")
    # and the verdict is the oracle's, the closing move checked apart from the validator
    assert result.ok == oracle_accepts(rows, cols, names, closed), (names, closed, result)
    if result.kind in ("repeat", "move", "start", "hole"):
        assert result.line == lines[result.index - 1]
    elif result.kind in ("missing", "open"):
        assert result.line == lines[-1]


def oracle_accepts(rows: int, cols: int, names: list[str], closed: bool) -> bool:
    try:
        oracle_check_tour(rows, cols, names, closed=closed)
    except AssertionError:
        return False
    return True


def graph_accepts(graph: dict[int, set[int]], squares: list[int], closed: bool) -> bool:
    try:
        check_variant_tour(graph, squares, squares[0] if squares else -1, closed)
    except AssertionError:
        return False
    return True


#: boards with tours of both kinds, or open ones only, wrapped, leapers, holes
POOL_BOARDS = [
    dict(rows=5, cols=6),
    dict(rows=6, cols=6),
    dict(rows=3, cols=10),
    dict(rows=4, cols=5),  # open tours only (Schwenk)
    dict(rows=4, cols=5, wrap="torus"),
    dict(rows=3, cols=6, wrap="cylinder"),
    dict(rows=5, cols=6, leaper=(1, 4), wrap="cylinder"),
    dict(rows=4, cols=5, holes=("a1", "e4")),
    dict(rows=6, cols=6, leaper=(2, 3), wrap="torus"),
]


def _pool() -> list[tuple[Board, dict[int, set[int]], list[int]]]:
    """Tours the solvers found, open and closed, from several starts of each board; whether
    each is closed is for the oracle to say."""
    from knighttour.core.solve.catalogue import make_search

    pool = []
    for spec in POOL_BOARDS:
        board = build_board(**spec)  # type: ignore[arg-type]
        leaper = spec.get("leaper", (1, 2))
        graph = variant_graph(
            board.rows, board.cols, *leaper, frozenset(board.holes), spec.get("wrap", "none")
        )
        for start in sorted(graph)[::3]:
            for closed in (False, True):
                search = make_search(board, start, "auto", closed)
                while search.status == "running":
                    search.advance(1 << 20)
                if search.status == "found":
                    pool.append((board, graph, [int(s) for s in search.path()]))
    return pool


POOL = _pool()


def test_the_pool_holds_closed_tours_and_open_ones() -> None:
    closed = [graph_accepts(g, squares, True) for _, g, squares in POOL]
    assert all(graph_accepts(g, squares, False) for _, g, squares in POOL)
    assert sum(closed) >= 10 and len(closed) - sum(closed) >= 10


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(POOL),
    st.booleans(),
    st.sampled_from(["none", "swap", "rotate", "reverse", "drop"]),
    st.data(),
)
def test_the_closing_move_is_checked_as_the_oracle_checks_it(
    case, closed: bool, change: str, data: st.DataObject
) -> None:
    """Tours with and without a closing move, whole or spoilt, in an array and in a file:
    valid exactly when the oracle's own move graph says so (the closing move included)."""
    board, graph, squares = case
    squares = list(squares)
    n = len(squares)
    if change == "swap":
        i, j = data.draw(st.integers(0, n - 1)), data.draw(st.integers(0, n - 1))
        squares[i], squares[j] = squares[j], squares[i]
    elif change == "rotate":  # a cycle entered elsewhere: closed stays closed, open breaks
        k = data.draw(st.integers(1, n - 1))
        squares = squares[k:] + squares[:k]
    elif change == "reverse":
        squares.reverse()
    elif change == "drop":
        squares.pop(data.draw(st.integers(0, n - 1)))
    expected = graph_accepts(graph, squares, closed)
    array = check_tour.validate_squares(np.array(squares, dtype=np.int64), board, closed)
    assert array.ok == expected, (board.spec, squares, closed, array)
    text = "\n".join(board.names(squares)) + "\n"
    stream = check_file.validate_stream(io.BytesIO(text.encode()), board, closed)
    assert stream.ok == expected, (board.spec, squares, closed, stream)
    if not expected and graph_accepts(graph, squares, False):  # only the closing move fails
        assert array.kind == stream.kind == "open"


@settings(max_examples=300, deadline=None)
@given(
    rows=st.integers(1, 9),
    cols=st.integers(1, 30),
    leaper=st.sampled_from([(1, 2), (1, 3), (2, 3), (0, 1), (1, 1)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    data=st.data(),
)
def test_every_move_check_agrees_with_the_rules(rows, cols, leaper, wrap, data) -> None:
    """The validator's loop, the packed writer and Board.is_move (which Board.closes, the one
    closing check, asks): each says 'a move' exactly where the independent move graph of
    tests/oracle.py does, wide, wrapped and leaper boards included."""
    from oracle import variant_graph

    from knighttour.core.board.board import build_board
    from knighttour.core.files import packed

    board = build_board(rows, cols, leaper=leaper, wrap=wrap)
    graph = variant_graph(rows, cols, *leaper, wrap=wrap)
    a = data.draw(st.integers(0, board.size - 1))
    b = data.draw(st.integers(0, board.size - 1).filter(lambda x: x != a))
    expected = b in graph[a]
    assert board.is_move(a, b) == expected
    verdict = check_tour.validate_squares(np.array([a, b]), board)
    assert (verdict.kind != "move") == expected, verdict
    try:
        packed.write_packed(io.BytesIO(), np.array([a, b]), board)
    except ValueError as exc:
        assert not expected and "is not a move" in str(exc)
    else:
        assert expected


def test_two_squares_are_no_circuit() -> None:
    """a1 b1 on a 1x2 board for the wazir is a tour, not a closed one: going back would use
    the one move twice (solve and count say no closed tour exists there: the validator
    agrees, and so does every other place that tells a closed tour)."""
    from knighttour.core.board.board import build_board
    from knighttour.core.board.route import Route
    from knighttour.core.board.verdict import tour_impossible
    from knighttour.core.play.game import Game

    board = build_board(1, 2, leaper=(0, 1))
    squares = np.array([0, 1])
    assert check_tour.validate_squares(squares, board, False, None).ok
    result = check_tour.validate_squares(squares, board, True, None)
    assert not result.ok and result.kind == "open" and "three squares at least" in result.reason
    assert not Route(board, squares).is_closed
    assert tour_impossible(board, 0, True)  # the theorem says the same
    game = Game(board)
    game.path.extend([0, 1])
    assert not game.closed
