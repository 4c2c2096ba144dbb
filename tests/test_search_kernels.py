"""core/solve/search_kernels.py: the counts the numba loops keep up to date are the counts a plain
recount gives (the searches' own results are checked by the oracle in test_catalogue.py)."""

from __future__ import annotations

import numpy as np
import pytest

from knighttour.core.board.board import Board, build_board
from knighttour.core.solve import greedy_kernels, search_kernels

BOARDS = [
    Board(8, 8),
    Board(5, 7),
    build_board(6, 6, holes=("c3", "d4")),
    build_board(7, 7, leaper=(2, 3), wrap="torus"),
    build_board(4, 4, layers=3),
    build_board(7, 9, leaper=(1, 4), holes=("b2",)),
]


def onward(board: Board, visited: np.ndarray) -> np.ndarray:
    """Each square's unvisited neighbours, counted one by one."""
    return np.array(
        [sum(1 for w in row.tolist() if w >= 0 and not visited[w]) for row in board.neighbours]
    )


def visited_sets(board: Board, count: int = 5):
    rng = np.random.default_rng(board.size)
    for _ in range(count):
        visited = (rng.random(board.size) < 0.4).astype(np.uint8)
        visited[list(board.holes)] = 1
        yield visited


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.spec + b.wrap)
@pytest.mark.parametrize("worked_out", [False, True], ids=["table", "worked out"])
def test_unvisited_degrees_are_a_recount(board: Board, worked_out: bool) -> None:
    """From the move table, and from the board's shape and jumps where it is flat and not
    wrapped (a wrapped or 3-D board's geometry is the table's)."""
    geo = greedy_kernels.geometry(board) if worked_out else np.zeros(1, np.int64)
    assert (geo[0] != 0) == (worked_out and not board.is_3d and board.wrap == "none")
    nbr = board.neighbours if geo[0] == 0 else np.empty((0, len(board.jumps)), np.int32)
    live = board.live_squares()  # (a hole's count is never read)
    for visited in visited_sets(board):
        deg = np.zeros(board.size, np.int8)
        greedy_kernels.unvisited_degrees(nbr, geo, visited, deg)
        assert np.array_equal(deg[live], onward(board, visited)[live])


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.spec + b.wrap)
def test_tracking_starts_from_a_recount_of_dead_and_forced_squares(board: Board) -> None:
    """A square no longer enterable is dead; one with a single way in left is forced (the
    start counts as a way in: the knight is there and may still move to it)."""
    start = int(board.live_squares()[0])
    visited = np.zeros(board.size, np.uint8)
    visited[list(board.holes)] = 1
    visited[start] = 1
    deg = np.zeros(board.size, np.int8)
    ctr = np.zeros(search_kernels.CTR_LEN, np.int64)
    search_kernels.init_tracking(board.neighbours, deg, visited, start, ctr, None)
    counts = onward(board, visited)
    assert np.array_equal(deg, counts)
    ways = [
        int(counts[s]) + int(start in board.neighbours[s].tolist())
        for s in range(board.size)
        if not visited[s]
    ]
    assert ctr[search_kernels.DEAD] == ways.count(0)
    assert ctr[search_kernels.FORCED] == ways.count(1)
    assert ctr[search_kernels.FORCED_NEAR] == 0  # no squares near the start were marked


@pytest.mark.parametrize(
    "board",
    [
        Board(8, 8),
        Board(1, 1),
        Board(3, 2),
        Board(5, 7),
        build_board(6, 6, holes=("c3", "d4")),
        build_board(9, 7, leaper=(1, 4), holes=("b2",)),
        build_board(12, 11, leaper=(0, 3)),
    ],
    ids=lambda b: b.spec,
)
def test_degrees_from_the_rim_are_a_recount(board: Board) -> None:
    """The first counts of a walk whose moves are worked out: the rim counted square by
    square and the rest given the leaper's jumps, less the squares already entered."""
    geo = greedy_kernels.geometry(board)
    start = int(board.live_squares()[-1])
    visited = np.zeros(board.size, np.uint8)
    visited[[start, *board.holes]] = 1
    deg = np.full(board.size, -100, np.int8)
    greedy_kernels.rim_degrees(geo, deg, np.array([start, *board.holes], np.int64))
    live = board.live_squares()
    assert np.array_equal(deg[live], onward(board, visited)[live])
