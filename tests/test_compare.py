"""Comparing solvers: the core batch runner (core/compare/runs.py) and the compare command.
The window's parts are in test_race.py and test_table.py."""

from __future__ import annotations

import csv
import io
import json
import threading

import pytest
from oracle import check_tour

from knighttour.cli import main
from knighttour.core.board.board import Board
from knighttour.core.compare import runs as compare
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.search import FOUND, GAVE_UP, RUNNING

SEED_ORDER = "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2"


def test_rows_match_single_runs_in_any_thread_count() -> None:
    board = Board(6, 6)
    solvers = ["backtracking", "warnsdorff", "auto"]
    starts = [0, 7, 14, 35]
    for workers in (1, 2, 4):
        rows = compare.compare(board, solvers, starts, max_steps=200_000, workers=workers)
        assert [(r.solver, r.start) for r in rows] == [
            (s, board.name(q)) for s in solvers for q in starts
        ]
        for row in rows:
            search = make_search(board, board.parse_square(row.start), row.solver)
            while search.status == RUNNING and search.steps < 200_000:
                search.advance(200_000 - search.steps)
            expected = search.status if search.status != RUNNING else GAVE_UP
            assert (row.status, row.steps, row.backtracks) == (
                expected,
                search.steps,
                search.backtracks,
            )
            if row.status == FOUND:
                check_tour(6, 6, board.names(search.path()), start=row.start)


def test_step_cap_and_stop() -> None:
    board = Board(8, 8)
    row = compare.run_one(board, "backtracking", board.parse_square("b1"), 1000)
    assert (row.status, row.steps) == (GAVE_UP, 1000)
    stop = threading.Event()
    stop.set()
    assert compare.compare(board, ["backtracking"], [1, 2, 3], 10**9, stop=stop) == []


def test_summary() -> None:
    rows = [
        compare.Row("a", "a1", FOUND, 10, 0, 1.0),
        compare.Row("a", "b1", GAVE_UP, 30, 5, 2.0),
        compare.Row("a", "c1", FOUND, 20, 0, 0.5),
    ]
    (s,) = compare.summarise(rows)
    assert (s.found, s.runs, s.median_steps, s.max_steps, s.seconds) == (2, 3, 20, 30, 3.5)


def test_compare_command_json_and_csv(capsys) -> None:
    argv = [
        "compare",
        "5",
        "--solvers",
        "warnsdorff,backtracking",
        "--starts",
        "a1,c3,b1",
        "--max-steps",
        "100000",
    ]
    assert main([*argv, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 6
    assert all(
        list(r) == ["solver", "start", "status", "steps", "backtracks", "seconds"] for r in rows
    )
    assert {r["status"] for r in rows} <= {"found", "no-tour", "gave-up"}
    assert next(r for r in rows if r["start"] == "b1")["status"] == "no-tour"  # colour theorem
    assert main([*argv, "--csv"]) == 0
    table = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert table[0] == ["solver", "start", "status", "steps", "backtracks", "seconds"]
    assert [row[:3] for row in table[1:]] == [[r["solver"], r["start"], r["status"]] for r in rows]


def test_compare_all_starts_reproduces_seed_001_corner(capsys) -> None:
    assert (
        main(
            [
                "compare",
                "8",
                "--solvers",
                "backtracking",
                "--starts",
                "a8",
                "--order",
                SEED_ORDER,
                "--max-steps",
                "20000000",
                "--json",
            ]
        )
        == 0
    )
    (row,) = json.loads(capsys.readouterr().out)
    assert row["status"] == "found" and row["steps"] + row["backtracks"] == 6_484_065


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["compare", "8", "--solvers", "nope"], "unknown solver"),
        (["compare", "8", "--starts", "z9"], "off the"),
        (["compare", "abc"], "board"),
        (["compare", "8", "--max-steps", "0"], "at least 1"),
        (["compare", "8", "--solvers", "warnsdorff", "--closed"], "closed"),
        (["compare", "8", "--json", "--csv"], "not allowed"),
    ],
)
def test_compare_bad_input(capsys, argv: list[str], needle: str) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert captured.out == ""
    assert needle in err and len(err.strip().splitlines()) == 1


def test_starts_may_come_as_a_numpy_array() -> None:
    """The Table hands over board.live_squares() itself: a solver seeding a random number
    generator with the start must get a plain int."""
    board = Board(8, 8)
    rows = compare.compare(board, ["auto", "warnsdorff-random"], board.live_squares()[:3], 10**6)
    assert [r.start for r in rows] == ["a1", "b1", "c1"] * 2
    assert all(r.status == "found" for r in rows)
