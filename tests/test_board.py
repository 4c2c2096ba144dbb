"""Board: specs, square names, the neighbour table."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracle import parse_name, square_name

from knighttour.core.board.board import (
    Board,
    BoardError,
    file_index,
    file_name,
    parse_board_spec,
    parse_order,
)


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("8", (8, 8)),
        ("5x6", (5, 6)),
        ("1", (1, 1)),
        (" 3X4 ", (3, 4)),
        ("1000x2", (1000, 2)),
    ],
)
def test_board_specs(spec: str, expected: tuple[int, int]) -> None:
    assert parse_board_spec(spec) == expected


@pytest.mark.parametrize(
    "spec", ["0", "abc", "", "8x", "x8", "-3", "3x0", "8x8x8", "2.5", "99999999", "8 x 8 x", "١٢"]
)
def test_bad_board_specs(spec: str) -> None:
    with pytest.raises(BoardError):
        parse_board_spec(spec)


def test_file_names_follow_spreadsheet_order() -> None:
    assert [file_name(i) for i in (0, 25, 26, 27, 51, 52, 701, 702)] == [
        "a",
        "z",
        "aa",
        "ab",
        "az",
        "ba",
        "zz",
        "aaa",
    ]


@given(st.integers(0, 100_000))
def test_file_names_round_trip(i: int) -> None:
    assert file_index(file_name(i)) == i


@given(st.integers(1, 60), st.integers(1, 60), st.data())
def test_square_names_match_oracle(rows: int, cols: int, data: st.DataObject) -> None:
    board = Board(rows, cols)
    square = data.draw(st.integers(0, board.size - 1))
    name = board.name(square)
    file, rank = board.coords(square)
    assert name == square_name(rows, cols, file, rank)
    assert parse_name(name) == (file, rank)
    assert board.parse_square(name.upper()) == square


@pytest.mark.parametrize("text", ["i1", "a9", "a0", "", "1a", "a", "h8h", "a-1", "é3"])
def test_bad_squares_on_8x8(text: str) -> None:
    with pytest.raises(BoardError):
        Board(8, 8).parse_square(text)


def test_ab100_exists_on_100x100() -> None:
    board = Board(100, 100)
    assert board.name(board.parse_square("ab100")) == "ab100"


def test_neighbour_table_is_symmetric_and_counts_336_moves_on_8x8() -> None:
    board = Board(8, 8)
    nbr = board.neighbours
    assert int(board.degrees.sum()) == 336
    for s in range(board.size):
        for t in nbr[s][nbr[s] >= 0]:
            assert s in nbr[t]
            assert board.is_move(s, int(t))


def test_neighbour_table_follows_jump_order() -> None:
    order = parse_order("1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2")
    board = Board(8, 8, order)
    a1 = board.parse_square("a1")
    assert board.names(t for t in board.neighbours[a1] if t >= 0) == ["b3", "c2"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "2,1",
        "2,1 1,2 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,2",
        "a,b",
        "2,1 2,1 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1",
    ],
)
def test_bad_jump_orders(text: str) -> None:
    with pytest.raises(BoardError):
        parse_order(text)


def test_huge_board_is_refused_before_allocating() -> None:
    board = Board(1_000_000, 1_000_000)
    with pytest.raises(BoardError, match="fit"):
        board.check_fits(48)
    assert "neighbours" not in board.__dict__


def test_degrees_dtype_and_corner() -> None:
    board = Board(8, 8)
    assert board.degrees.dtype == np.int8
    assert board.degrees[0] == 2


def test_every_board_says_its_shape() -> None:
    from knighttour.core.board.board import Board3D

    flat, cube = Board(5, 7), Board3D.make(3, 4, 5)
    assert (flat.layers, flat.files, flat.is_3d) == (1, 7, False)
    assert (cube.layers, cube.files, cube.cols, cube.is_3d) == (3, 5, 15, True)


def _small_board(rows, cols, layers, leaper, wrap, holes):
    """The board Hypothesis drew: a 3-D board only of knights without joined edges, its holes
    those on the board (not all of them)."""
    from knighttour.core.board.board import build_board

    assume(layers == 1 or (leaper == (1, 2) and wrap == "none"))
    size = rows * cols * layers
    names_board = build_board(rows, cols, layers=layers)
    hole_names = [names_board.name(h) for h in holes if h < size]
    assume(len(hole_names) < size)
    return build_board(
        rows, cols, layers=layers, leaper=None if layers > 1 else leaper, wrap=wrap,
        holes=hole_names,
    )  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    layers=st.integers(1, 3),
    leaper=st.sampled_from([(1, 2), (0, 1), (1, 1), (2, 3), (1, 3)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    holes=st.sets(st.integers(0, 20), max_size=3),
)
def test_the_moves_of_one_square_are_the_move_tables_row(
    rows, cols, layers, leaper, wrap, holes
) -> None:
    """moves_from answers from the square alone (a click on a board of millions of squares
    does not wait for the whole table) and says what the table says, on every kind of board."""

    board = _small_board(rows, cols, layers, leaper, wrap, holes)
    fresh = [board.moves_from(s) for s in range(board.size)]
    assert "neighbours" not in board.__dict__  # the table was not made to answer
    table = [[int(w) for w in board.neighbours[s] if w >= 0] for s in range(board.size)]
    assert fresh == table


@pytest.mark.parametrize(
    "spec",
    [
        dict(rows=7, cols=9, wrap="torus"),
        dict(rows=4, cols=4, wrap="torus", leaper=(1, 3)),
        dict(rows=5, cols=6, wrap="cylinder", holes=["c3", "a1"]),
        dict(rows=3, cols=4, layers=3, holes=["b2:2"]),
        dict(rows=6, cols=7, holes=["d4"]),
    ],
    ids=str,
)
@pytest.mark.parametrize("by_kernel", [False, True], ids=["arrays", "kernel"])
def test_the_move_table_made_in_slices_is_the_same(monkeypatch, spec, by_kernel) -> None:
    """Made a few squares at a time (as a board of millions is), by the array code or the
    large boards' kernels, the table is the one made at once; a stop between two slices ends
    it with nothing kept."""
    from knighttour.core.board import move_table
    from knighttour.core.board.board import build_board

    whole = build_board(**spec).neighbours
    monkeypatch.setattr(move_table, "SLICE", 5)
    if by_kernel:
        monkeypatch.setattr(move_table, "KERNEL_SQUARES", 1)
    sliced = build_board(**spec)
    assert np.array_equal(move_table.table_of(sliced), whole)
    asked: list[int] = []
    stopped = build_board(**spec)
    made = move_table.table_of(stopped, lambda: asked.append(1) or len(asked) > 2)
    flat = spec.get("layers", 1) == 1 and spec.get("wrap", "none") == "none"
    if flat:  # (a flat board's table takes milliseconds: made at once, never stopped)
        assert np.array_equal(made, whole)
    else:
        assert made is None and "neighbours" not in stopped.__dict__ and len(asked) == 3


def test_two_boards_are_the_same_for_a_tour_whatever_their_jump_order() -> None:
    """Board.same_moves_as: the one place that says two boards are the same (a file's board
    and the one given): the order of the jumps does not count, a hole, a side, the edges do."""
    from knighttour.core.board.board import build_board

    board = build_board(5, 6)
    assert board.same_moves_as(build_board(5, 6, order="1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2"))
    assert not board.same_moves_as(build_board(5, 6, holes=["a1"]))
    assert not board.same_moves_as(build_board(6, 5))
    assert not board.same_moves_as(build_board(5, 6, wrap="cylinder"))
    assert not board.same_moves_as(build_board(5, 6, leaper=(1, 3)))


@settings(max_examples=80, deadline=None)
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    layers=st.integers(1, 3),
    leaper=st.sampled_from([(1, 2), (0, 1), (1, 1), (2, 3), (1, 3), (0, 2)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    holes=st.sets(st.integers(0, 30), max_size=4),
)
def test_the_large_boards_move_table_kernels_make_the_array_codes_table(
    rows, cols, layers, leaper, wrap, holes
) -> None:
    """The kernels that make a large 3-D or wrapped board's table without the GIL make the
    table the array code makes, on every small board of those kinds (holes included)."""
    from knighttour.core.board import move_table

    board = _small_board(rows, cols, layers, leaper, wrap, holes)
    assert move_table.MOVES.ready()
    made = move_table._make(board, None, kernel=True)
    by_arrays = move_table._make(board, None, kernel=False)
    assert made is not None and by_arrays is not None
    assert np.array_equal(made, by_arrays)


@pytest.mark.parametrize(
    "spec",
    [
        {"rows": 9, "cols": 11},
        {"rows": 7, "cols": 7, "holes": ["d4", "a1"]},
        {"rows": 6, "cols": 8, "wrap": "torus"},
        {"rows": 5, "cols": 6, "layers": 3},
        {"rows": 8, "cols": 8, "leaper": (2, 3)},
    ],
)
def test_the_degree_sorted_table_of_a_large_board_is_the_small_board_s_rule(
    spec, monkeypatch
) -> None:
    """Degree order's table (each square's moves, the target with fewest moves on the empty
    board first, ties in jump order, no move last), worked out here square by square; on a
    large board a kernel makes it, on a small one numpy: the same table."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve import factories

    board = build_board(**spec)
    nbr = board.neighbours
    degree = [sum(1 for w in row if w >= 0) for row in nbr.tolist()]
    expected = [
        sorted(row, key=lambda w: degree[w] if w >= 0 else 127) for row in nbr.tolist()
    ]  # (sorted is stable: ties stay in jump order)
    assert factories.degree_sorted_table(board).tolist() == expected
    monkeypatch.setattr(factories, "KERNEL_SQUARES", 1)  # the kernel's way, on this board
    assert factories.degree_sorted_table(build_board(**spec)).tolist() == expected


def test_the_degree_sorted_table_hears_stop_between_slices(monkeypatch) -> None:
    from knighttour.core.board.board import build_board
    from knighttour.core.solve import factories

    monkeypatch.setattr(factories, "KERNEL_SQUARES", 1)
    monkeypatch.setattr(factories, "SLICE", 7)
    board = build_board(9, 11)
    asked: list[int] = []
    assert factories.degree_table_of(board, lambda: asked.append(1) or len(asked) > 3) is None
    assert len(asked) == 4 and "degree_sorted_table" not in board.__dict__
    made = factories.degree_table_of(board, lambda: False)
    assert made is not None and factories.degree_sorted_table(board) is made  # made once
