"""The theorems are asked once per request, whatever the door and the verb: the plan asks
them, and every layer below (the search made, the count, the explanation, the window's
answer) reads the same verdict.  Before, one request asked them two to seven times (the
circuit solver twice; --end on a leaper's board explored its move graph three times)."""

from __future__ import annotations

import contextlib

import pytest
from oracle import paths_between, variant_graph

import knighttour
from knighttour.cli.main import main
from knighttour.core.board import verdict as verdict_module

#: boards of every kind: the knight's, another leaper's, with holes, wrapped, in 3-D
BOARDS = [
    ("5", {}),
    ("8", {}),
    ("6", {"leaper": (1, 4)}),
    ("6", {"holes": ["c3", "d4"]}),
    ("6", {"wrap": "torus"}),
    ("3x3x4", {}),
]


@pytest.fixture
def asked(monkeypatch) -> list[tuple]:
    """Each time the rules are run: (start, closed, end)."""
    runs: list[tuple] = []
    evaluate = verdict_module._evaluate

    def counted(board, start, closed, end):
        runs.append((start, closed, end))
        return evaluate(board, start, closed, end)

    monkeypatch.setattr(verdict_module, "_evaluate", counted)
    return runs


def _board(spec: str, options: dict) -> knighttour.Board:
    return knighttour.Board(spec, **options)


@pytest.mark.parametrize("spec, options", BOARDS)
@pytest.mark.parametrize("closed", [False, True])
def test_a_solve_asks_the_theorems_once(asked, spec, options, closed) -> None:
    board = _board(spec, options)
    knighttour.solve(board, board.names()[1], closed=closed, max_steps=10_000)
    assert len(asked) == 1, asked


@pytest.mark.parametrize("spec, options", BOARDS)
def test_a_solve_to_an_end_asks_the_theorems_once(asked, spec, options) -> None:
    board = _board(spec, options)
    names = board.names()
    knighttour.solve(board, names[0], end=names[-1], max_steps=10_000)
    assert len(asked) == 1, asked


@pytest.mark.parametrize("spec, options", BOARDS)
@pytest.mark.parametrize("closed", [False, True])
def test_a_count_asks_the_theorems_once(asked, spec, options, closed) -> None:
    board = _board(spec, options)
    with contextlib.suppress(knighttour.KnightTourError):  # (refused as too long here)
        knighttour.count(board, closed=closed, stop=lambda: True)  # (stopped at once)
    assert len(asked) == 1, asked


@pytest.mark.parametrize("spec, options", BOARDS)
def test_why_no_tour_and_a_listing_ask_the_theorems_once(asked, spec, options) -> None:
    first = _board(spec, options).names()[1]
    knighttour.why_no_tour(_board(spec, options), first)
    assert len(asked) == 1, asked
    asked.clear()
    next(iter(knighttour.solutions(_board(spec, options), first, max_steps=10_000)), None)
    assert len(asked) == 1, asked


def test_the_command_line_asks_the_theorems_once(asked, capsys) -> None:
    for argv in (
        ["solve", "5", "--start", "b1", "--json"],
        ["solve", "6", "--start", "a1", "--closed", "--solver", "circuit", "--json"],
        ["count", "3x4", "--closed", "--json"],
        ["count", "5", "--start", "a1", "--end", "e5", "--json"],
    ):
        asked.clear()
        main(argv)
        assert len(asked) == 1, (argv, asked)
    capsys.readouterr()


def test_a_comparison_asks_the_theorems_once_a_start(asked) -> None:
    knighttour.compare("5", ["warnsdorff", "backtracking"], ["a1", "b1"], max_steps=10_000)
    assert sorted(asked) == [(0, False, None), (1, False, None)]


@pytest.mark.parametrize("argv", [[], ["--json"]])
def test_a_count_between_two_squares_checks_its_request_once(monkeypatch, capsys, argv) -> None:
    """The plan checks a count between two squares (check_between); the count itself does
    not check it again (it did, before and inside count_between)."""
    from knighttour.core.count import methods

    checks: list[tuple] = []
    check = methods.check_between

    def counted(*args, **kwargs):
        checks.append(args)
        return check(*args, **kwargs)

    monkeypatch.setattr(methods, "check_between", counted)
    counted_here = knighttour.count("5", start="a1", end="e5").count
    graph = variant_graph(5, 5, 1, 2)
    assert counted_here == paths_between(graph, 0, 24) and len(checks) == 1
    checks.clear()
    main(["count", "5", "--start", "a1", "--end", "e5", *argv])
    assert len(checks) == 1 and str(counted_here) in capsys.readouterr().out
