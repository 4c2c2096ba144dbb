"""gui/snapshot.py: a Snapshot is a copy of a search's state, safe to send between threads;
a run just started and a tour that came from no run have theirs too."""

from __future__ import annotations

import numpy as np

from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import Drive
from knighttour.core.solve.search import FOUND, RUNNING
from knighttour.gui.snapshot import Snapshot


def test_a_snapshot_copies_the_search() -> None:
    board = Board(5, 5)
    search = make_search(board, 0, "backtracking")
    search.advance(10)
    snap = Snapshot.of(search, 7)
    assert (snap.generation, snap.status, snap.start) == (7, RUNNING, 0)
    assert snap.steps == search.steps and snap.squares == 25
    kept = snap.path.copy()
    Drive().run(search)
    assert search.status == FOUND and np.array_equal(snap.path, kept)  # not shared
    assert Snapshot.of(search, 8).moves_per_second > 0


def test_a_run_just_started_shows_its_first_square() -> None:
    snap = Snapshot.starting(12, 25, 3)
    assert snap.generation == 3 and snap.status == RUNNING and snap.start == 12
    assert snap.path.tolist() == [12] and snap.depth == 1 and snap.squares == 25
    assert snap.steps == 0 and snap.moves_per_second == 0.0


def test_a_tour_from_no_run_is_a_found_one() -> None:
    snap = Snapshot.of_tour([3, 10, 1], 12, 5)
    assert snap.generation == 5 and snap.status == FOUND and snap.start == 3
    assert snap.path.dtype == np.int64 and snap.path.tolist() == [3, 10, 1]
    assert (snap.depth, snap.max_depth, snap.squares, snap.solutions) == (3, 3, 12, 1)
    assert (snap.steps, snap.seconds, snap.exact) == (0, 0.0, False)
    assert Snapshot.of_tour(np.zeros(0, np.int64), 12, 6).start is None
