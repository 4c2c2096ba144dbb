"""The frontier counter's states split into parts: across threads within a square, and
stopped within a square.  Whatever the split, the count is the same."""

from __future__ import annotations

import numpy as np
import pytest

from knighttour.core import frontier
from knighttour.core.board import Board, build_board

CASES = [
    (Board(5, 6), frontier.CLOSED, None),
    (Board(5, 6), frontier.OPEN_ALL, None),
    (Board(5, 6), frontier.OPEN_FROM, 0),
    (Board(4, 9), frontier.OPEN_FROM, 0),
    (Board(6, 6), frontier.CLOSED, None),
    (build_board(5, 5, holes=("c3",)), frontier.OPEN_ALL, None),
    (build_board(5, 6, wrap="cylinder"), frontier.CLOSED, None),
    (build_board(4, 4, wrap="torus"), frontier.CLOSED, None),
]


@pytest.mark.parametrize("board, mode, start", CASES)
@pytest.mark.parametrize("threads", [2, 3])
def test_parts_across_threads_give_the_same_count(board, mode, start, threads) -> None:
    alone = frontier.run(board, mode, start, threads=1)
    assert alone > 0
    shared = frontier.run(board, mode, start, threads=threads, parallel_from=0)
    assert shared == alone


def test_every_part_holds_only_its_own_keys() -> None:
    job = frontier.Job(Board(5, 6), frontier.OPEN_ALL)
    rows = job.first()
    for k in range(12):
        out, counts, status = job.step(k, rows, 3)
        assert status == 0
        for p in range(3):
            keys = out[p][out[p][:, 0] != frontier.EMPTY, 0]
            assert len(keys) == counts[p]
            assert all(frontier._part(np.uint64(key), 3) == p for key in keys)
        rows = np.concatenate([frontier.compact(out[p], counts[p]) for p in range(3)])
    assert len(rows) > 1000


def test_a_kernel_told_to_stop_stops_at_once() -> None:
    job = frontier.Job(Board(6, 8), frontier.CLOSED)
    rows = job.first()
    for k in range(20):
        out, counts, _ = job.step(k, rows)
        rows = frontier.compact(out[0], counts[0])
    control = np.array([1, -1], dtype=np.int64)
    _, counts, status = job.step(20, rows, control=control)
    assert status == -2
    assert control[1] == 0 and counts.sum() == 0
    control[0] = 0
    _, counts, status = job.step(20, rows, control=control)
    assert status == 0 and control[1] == len(rows) and counts.sum() > 0


def test_a_stop_within_a_square_of_a_threaded_run() -> None:
    told: list[int] = []
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(told) >= 25

    with pytest.raises(frontier.Stopped) as info:
        frontier.run(
            Board(6, 8),
            frontier.CLOSED,
            threads=2,
            parallel_from=0,
            stop=stop,
            progress=lambda k, *_: told.append(k),
        )
    assert info.value.squares_done == 25 == told[-1]
