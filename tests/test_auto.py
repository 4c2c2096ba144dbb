"""Automatic on other leapers' boards (issue 34): it answers, or says plainly that it is
still searching (progress on stderr, a step cap it names), and its reasons name the squares
asked for, never one a restarted search happened to start from."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

from knighttour.cli import main
from knighttour.core.board.board import Board, build_board
from knighttour.core.solve import factories
from knighttour.core.solve.catalogue import SOLVERS, make_search
from knighttour.core.solve.factories import roth_key
from knighttour.core.solve.restarts import RestartSearch
from knighttour.core.solve.run_loop import drive
from knighttour.core.solve.search import NO_TOUR


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _named(board: Board, reason: str) -> set[str]:
    words = {w.strip(".,:;()") for w in reason.split()}
    return words & set(board.names(board.live_squares()))


def test_the_giraffe_on_eight_by_eight_has_no_closed_tour_from_the_square_asked(capsys) -> None:
    """'The search tried every path from b8' answered a1: the proof is the same whatever
    square the restarted search started from, and the reason names a1."""
    code, out, _ = run(
        capsys, "solve", "8", "--leaper", "giraffe", "--closed", "--start", "a1", "--json"
    )
    data = json.loads(out)
    assert code == 1 and data["status"] == "no-tour"
    assert _named(Board(8, 8), data["reason"]) == {"a1"}, data["reason"]


@pytest.mark.parametrize("start", [0, 7, 12, 19])
def test_a_restarted_search_names_the_start_asked_for(start: int) -> None:
    """Tiny budgets make the search restart from random squares many times before an attempt
    proves that 4x5 has no closed tour (from a1, the last attempt starts on d4): its reason
    still names the square asked for."""
    board = Board(4, 5)
    search = RestartSearch(board, start, True, roth_key(board), first_budget=5, budget=8)
    while search.advance(1000) == "running":
        pass
    assert search.status == NO_TOUR and search.attempts > 1
    assert _named(board, search.reason) == {board.name(start)}, search.reason


def test_automatic_names_its_step_cap_and_a_run_s_limit_replaces_it(capsys, monkeypatch) -> None:
    monkeypatch.setattr(factories, "AUTO_STEP_CAP", 300_000)
    code, out, _ = run(capsys, "solve", "8", "--leaper", "giraffe", "--start", "a1", "--json")
    data = json.loads(out)
    # (the edge search's cap on a small board of another leaper: ten times the walk's)
    assert code == 1 and data["status"] == "gave-up" and data["steps"] == 3_000_000
    assert "Still undecided after 3,000,000 moves" in data["reason"]
    assert "Automatic's step cap" in data["reason"] and "a1" in data["reason"]
    code, out, _ = run(
        capsys,
        "solve",
        "8",
        "--leaper",
        "giraffe",
        "--start",
        "a1",
        "--max-steps",
        "1000",
        "--json",
    )
    data = json.loads(out)
    assert data["steps"] == 1000 and "step limit of 1,000 moves" in data["reason"]
    # the knight's full board keeps no cap: Automatic is exact and quick there
    assert make_search(Board(8, 8), 0).step_cap is None
    assert make_search(build_board(8, 8, leaper=(1, 4)), 0).step_cap == 3_000_000
    assert make_search(build_board(11, 11, leaper=(1, 4)), 0).step_cap == 300_000
    assert "50,000,000 moves" in SOLVERS["auto"].description
    assert "500,000,000 moves" in SOLVERS["auto"].description


def test_the_progress_on_stderr_names_the_limit() -> None:
    from knighttour.cli.solve import SolveProgress

    search = make_search(build_board(8, 8, leaper=(1, 4)), 0)
    drive(search, 50_000)
    for limit, said in (
        (None, "Automatic's step cap 500,000,000 moves"),
        (1_000, "step limit 1,000 moves"),
    ):
        stream = io.StringIO()
        progress = SolveProgress(limit, stream)
        progress.t0 = 0.0
        progress.clock = iter([0.5, 1.5, 2.0, 7.0]).__next__
        for _ in range(4):
            progress(search)
        lines = stream.getvalue().splitlines()
        assert len(lines) == 2  # after a second, then 5 s later (not a terminal)
        assert lines[0].startswith("searching: 50,000 moves,") and said in lines[0]
    bare = SolveProgress(None, io.StringIO())
    knight = make_search(Board(8, 8), 0)
    assert "no step limit" in bare.limit(knight)


def test_a_long_search_shows_its_progress_on_stderr(capsys, monkeypatch) -> None:
    """The command line's progress: a line on stderr once a search has run a second."""
    from knighttour.cli import solve

    monkeypatch.setattr(factories, "AUTO_STEP_CAP", 300_000)  # (it decides at 1,027,578)
    seconds = iter(np.arange(0.0, 1000.0, 0.7))
    monkeypatch.setattr(solve.SolveProgress, "LOOK", 0.0)
    made = solve.SolveProgress.__init__

    def fake_clock(self, *args, **kwargs):
        made(self, *args, **kwargs)
        self.clock = lambda: float(next(seconds))
        self.t0 = 0.0

    monkeypatch.setattr(solve.SolveProgress, "__init__", fake_clock)
    code, out, err = run(capsys, "solve", "8", "--leaper", "giraffe", "--start", "a1")
    assert code == 1 and "Still undecided" in out
    assert err.startswith("searching: ") and "Automatic's step cap 3,000,000 moves" in err


def _restarted(board: Board, closed: bool) -> tuple[RestartSearch, int]:
    """A search restarted from its first moves on, run to its end a call of 1000 moves at a
    time; with the calls it took."""
    search = RestartSearch(board, 0, closed, np.zeros(board.size, np.int64), 0, 1, 1)
    calls = 0
    while not search.done and calls < 10_000:
        search.advance(1000)
        calls += 1
    return search, calls


@pytest.mark.parametrize("rows, cols, closed", [(3, 10, True), (3, 12, False)])
def test_a_restart_made_a_slice_at_a_time_makes_the_same_moves(
    rows: int, cols: int, closed: bool, monkeypatch
) -> None:
    """A restarted attempt's move table is made a slice of squares per call on a large board
    (Stop is heard between them): the attempts, the moves and the tour are those of the
    table made at once, and the table is the board's with its columns in the new order."""
    board = build_board(rows, cols)
    whole, whole_calls = _restarted(board, closed)
    assert whole.attempts >= 2 and whole.tour() is not None
    assert whole_calls == 1  # a small board's table is made in the call that restarts
    monkeypatch.setattr("knighttour.core.solve.restarts.SLICE", 4)
    sliced, sliced_calls = _restarted(build_board(rows, cols), closed)
    assert (sliced.attempts, sliced.steps) == (whole.attempts, whole.steps)
    assert sliced.path().tolist() == whole.path().tolist()
    # a call per slice of each restart's table, one more for the restart and the attempt made
    slices = -(-board.size // 4)
    assert sliced_calls == 1 + (whole.attempts - 1) * (slices + 1)
    table, order = sliced.attempt.nbr, [board.jumps.index(j) for j in sliced.attempt.board.jumps]
    assert np.array_equal(table, board.neighbours[:, order])
