"""The same command gives the same figures: a search's steps and backtracks are a function of
its inputs and seed, never of how the run loop slices its work (the loop's chunks follow the
clock) nor of anything else that varies between two runs."""

from __future__ import annotations

import json
import random

import pytest

from knighttour.cli.main import main
from knighttour.core.board.board import build_board
from knighttour.core.solve.catalogue import SOLVERS, make_search
from knighttour.core.solve.run_loop import Drive

#: a board of each kind the issue names: another leaper, holes, wrapped edges, three dimensions
BOARDS = {
    "giraffe": dict(rows=9, cols=10, leaper=(1, 4)),
    "zebra": dict(rows=10, cols=10, leaper=(2, 3)),
    "holes": dict(rows=7, cols=8, holes=["c3", "f6"]),
    "cylinder": dict(rows=9, cols=10, wrap="cylinder"),
    "torus": dict(rows=7, cols=9, wrap="torus"),
    "3-D": dict(rows=4, cols=4, layers=4),
}
#: a cap that keeps every run short, found or not
CAP = 300_000


def figures(board, solver: str, chunks) -> tuple[str, int, int, list[int]]:
    """A search run to its end (or the cap) in the given slices of moves."""
    search = make_search(board, 0, solver, False, 7)
    left = CAP
    for size in chunks:
        if search.status != "running" or left <= 0:
            break
        before = search.steps
        search.advance(min(size, left))
        left -= max(search.steps - before, 1)
    path = search.path().tolist() if search.status == "found" else []
    return str(search.status), search.steps, search.backtracks, path


def slices(seed: int):
    """An endless run of slice sizes: one random, one a single move at a time first."""
    rng = random.Random(seed)
    while True:
        yield rng.choice([1, 7, 256, 4096, 65536])


def even(size: int):
    while True:
        yield size


@pytest.mark.parametrize("solver", sorted(SOLVERS))
@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_slicing_does_not_change_the_figures(kind: str, solver: str) -> None:
    board = build_board(**BOARDS[kind])
    whole = figures(board, solver, even(CAP))
    assert figures(board, solver, slices(len(kind) + len(solver))) == whole
    assert figures(board, solver, even(4095)) == whole


def test_the_clock_does_not_change_the_figures() -> None:
    """Automatic on a wrapped board that needs restarts (its first attempt kept beside them),
    driven by the run loop with its shortest and its longest chunks."""
    board = build_board(rows=100, cols=101, wrap="cylinder")
    runs = []
    for seconds in (1e-9, 1e9):
        search = make_search(board, board.parse_square("c5"), "auto", False, 0)
        Drive(max_steps=3_000_000, chunk_seconds=seconds).run(search)
        runs.append((str(search.status), search.steps, search.backtracks))
    assert runs[0] == runs[1]
    assert runs[0][2] > 0  # the case takes back moves: it really interleaves attempts


def test_the_command_gives_the_same_steps_twice(capsys) -> None:
    argv = ["solve", "100x101", "--start", "c5", "--wrap", "cylinder", "--json"]
    answers = []
    for _ in range(2):
        assert main(argv) == 0
        answer = json.loads(capsys.readouterr().out)
        answers.append((answer["steps"], answer["backtracks"], answer["tour"]))
    assert answers[0] == answers[1]
