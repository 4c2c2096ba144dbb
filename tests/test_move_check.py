"""The move check: the kernels' one (geometry.jump_index; its parts, table_slot and
jump_across, put together inline in the validator's and the packed writer's loops) and
Python's (Board.is_move) say the same of every pair of squares, and both agree with the
oracle's leaper graph, written out from scratch (tests/oracle.py), on flat, wrapped and leaper
boards; on 3-D boards with a count of the jumps by hand."""

from __future__ import annotations

import numpy as np
import pytest
from oracle import variant_graph

from knighttour.core.board.board import build_board
from knighttour.core.board.geometry import Geometry, jump_index
from knighttour.core.jit import njit


@njit(cache=True)
def _moves(geo, movetab, jumps, coords):
    """is_move[a, b] for every pair, by jump_index (as the kernels call it)."""
    n = coords.shape[0]
    out = np.zeros((n, n), dtype=np.bool_)
    for a in range(n):
        for b in range(n):
            pf, pr, pl = coords[a, 0], coords[a, 1], coords[a, 2]
            f, r, ly = coords[b, 0], coords[b, 1], coords[b, 2]
            out[a, b] = jump_index(geo, movetab, jumps, pf, pr, pl, f, r, ly) >= 0
    return out


def kernel_moves(board) -> np.ndarray:
    geometry = Geometry(board)
    coords = np.array(
        [board.coords3(s) if board.is_3d else (*board.coords(s), 0) for s in range(board.size)],
        dtype=np.int64,
    )
    return _moves(geometry.geo, geometry.movetab, geometry.jumps, coords)


@pytest.mark.parametrize(
    "rows, cols, leaper, wrap",
    [
        (5, 6, (1, 2), "none"),
        (3, 4, (1, 2), "none"),
        (6, 7, (2, 3), "none"),
        (5, 6, (1, 2), "cylinder"),
        (4, 5, (1, 2), "torus"),
        (7, 7, (1, 3), "torus"),
        (4, 4, (0, 1), "none"),
        (3, 3, (1, 2), "torus"),  # two jumps land on the same square
        (11, 11, (1, 9), "none"),  # a jump past the move table's reach of 8
    ],
)
def test_the_kernels_and_python_agree_with_the_oracle(rows, cols, leaper, wrap) -> None:
    board = build_board(rows, cols, leaper=leaper, wrap=wrap)
    graph = variant_graph(rows, cols, leaper[0], leaper[1], wrap=wrap)
    expected = np.zeros((board.size, board.size), dtype=bool)
    for a, ends in graph.items():
        for b in ends:
            expected[a, b] = True
    python = np.array([[board.is_move(a, b) for b in range(board.size)] for a in range(board.size)])
    assert expected.any()
    np.testing.assert_array_equal(python, expected)
    np.testing.assert_array_equal(kernel_moves(board), expected)


def test_the_kernels_and_python_agree_on_a_3d_board() -> None:
    """3 layers of 4x3: every pair one knight's move apart in (file, rank, layer) by hand."""
    board = build_board(4, 3, layers=3)
    coords = [board.coords3(s) for s in range(board.size)]
    expected = np.array(
        [
            [sorted(abs(x - y) for x, y in zip(p, q, strict=True)) == [0, 1, 2] for q in coords]
            for p in coords
        ]
    )
    python = np.array([[board.is_move(a, b) for b in range(board.size)] for a in range(board.size)])
    assert sum(map(sum, expected)) > 0
    np.testing.assert_array_equal(python, expected)
    np.testing.assert_array_equal(kernel_moves(board), expected)
