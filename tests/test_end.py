"""A chosen last square (issue 34): solve --end finds an open tour from the start to that
square or says why none exists, count --start A --end B counts them; checked against the
oracle's brute force, which shares no code with the library."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle import check_tour, check_variant_tour, paths_between, paths_by_end, variant_graph

from knighttour.cli import main
from knighttour.core.board.board import Board, build_board
from knighttour.core.board.verdict import end_impossible
from knighttour.core.count.methods import count_between
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import drive


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "rows, cols, starts",
    [(3, 4, None), (3, 7, None), (4, 5, None), (5, 5, ["a1", "b1", "c3", "b2"])],
)
def test_counts_between_two_squares_match_brute_force(rows: int, cols: int, starts) -> None:
    """Every start (or a few) and every end: the count against the oracle's tally of the
    paths from the start by their last square, the theorems never ruling out a pair that has
    tours."""
    board = Board(rows, cols)
    graph = variant_graph(rows, cols, 1, 2)
    squares = range(board.size) if starts is None else [board.parse_square(s) for s in starts]
    for start in squares:
        by_end = paths_by_end(graph, start)
        for end in range(board.size):
            expected = by_end.get(end, 0)
            got = count_between(board, start, end)
            assert got.count == expected, (board.name(start), board.name(end))
            if end_impossible(board, start, end):
                assert expected == 0 and got.reason
    # the oracle's two brute forces agree on a pair
    assert paths_between(graph, 0, board.size - 1) == paths_by_end(graph, 0).get(board.size - 1, 0)


@pytest.mark.parametrize("solver", ["auto", "backtracking", "warnsdorff-backtracking"])
def test_solve_end_finds_a_tour_to_the_square_or_proves_none(capsys, solver: str) -> None:
    board = Board(5, 5)
    graph = variant_graph(5, 5, 1, 2)
    for start in ("a1", "b2", "c3"):
        by_end = paths_by_end(graph, board.parse_square(start))
        for end in board.names(range(board.size)):
            code, out, _ = run(
                capsys, "solve", "5", "--start", start, "--end", end, "--solver", solver, "--json"
            )
            data = json.loads(out)
            assert data["end"] == end and data["start"] == start
            exists = by_end.get(board.parse_square(end), 0)
            if exists:
                assert code == 0 and data["status"] == "found"
                check_tour(5, 5, data["tour"], start=start)
                assert data["tour"][-1] == end and data["steps"] >= 24
            else:
                assert code == 1 and data["status"] == "no-tour" and data["tour"] == []
                # the reason names the squares asked, never another
                named = {w.strip(".,:;()") for w in data["reason"].split()}
                assert start in named or end in named, data["reason"]
                other = set(board.names(range(board.size))) - {start, end}
                assert not named & other, data["reason"]


def test_the_theorems_answer_at_once_on_large_boards(capsys) -> None:
    cases = [
        (["8", "--start", "a1", "--end", "h8"], "same colour"),
        (["7", "--start", "a1", "--end", "b1"], "odd number of squares"),
        (["6", "--start", "c3", "--end", "c3"], "cannot end where it starts"),
        (["4x9", "--start", "a1", "--end", "b3"], "outer lines"),
        (["3x4", "--start", "a1", "--end", "b3"], "close into a circuit"),
        (["3x8", "--start", "a1", "--end", "b3"], "close into a circuit"),
    ]
    for argv, needle in cases:
        code, out, _ = run(capsys, "solve", *argv, "--json")
        data = json.loads(out)
        assert code == 1 and data["status"] == "no-tour" and needle in data["reason"], data
        assert data["steps"] == 0
        code, out, _ = run(capsys, "count", *argv, "--json")
        data = json.loads(out)
        assert code == 0 and data["count"] == 0 and needle in data["reason"]


def test_solve_end_on_an_eight_by_eight_board(capsys) -> None:
    for end in ("b3", "h7", "e4", "g2"):
        code, out, _ = run(capsys, "solve", "8", "--start", "a1", "--end", end, "--json")
        data = json.loads(out)
        assert code == 0, data
        check_tour(8, 8, data["tour"], start="a1")
        assert data["tour"][-1] == end


def test_count_between_by_the_command_line(capsys) -> None:
    code, out, _ = run(capsys, "count", "5", "--start", "a1", "--end", "e5", "--json")
    data = json.loads(out)
    assert code == 0 and data["count"] == paths_between(variant_graph(5, 5, 1, 2), 0, 24)
    assert (data["start"], data["end"], data["method"]) == ("a1", "e5", "enumeration")
    code, out, _ = run(capsys, "count", "5", "--start", "a1", "--end", "e5")
    assert out.startswith(f"{data['count']} open tours (directed) on 5x5 from a1 to e5 (")


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["solve", "8", "--start", "a1", "--end", "b3", "--closed"], "closed tour has no last"),
        (["solve", "8", "--start", "a1", "--end", "b3", "--solver", "warnsdorff"], "aim"),
        (["solve", "8", "--start", "a1", "--end", "z9"], "off the 8x8 board"),
        (["count", "5", "--end", "e5"], "give --start"),
        (["count", "5", "--start", "a1", "--end", "e5", "--closed"], "--closed"),
        (["count", "5", "--start", "a1", "--end", "e5", "--per-start"], "--per-start"),
        (["count", "8", "--start", "a1", "--end", "b3"], "up to 36 squares"),
    ],
)
def test_end_bad_input_is_one_line(capsys, argv: list[str], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and needle in err, err


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.integers(2, 3),
    cols=st.integers(3, 5),
    leaper=st.sampled_from([(1, 2), (0, 1), (1, 1), (1, 3)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    data=st.data(),
)
def test_any_leaper_board_the_end_agrees_with_brute_force(rows, cols, leaper, wrap, data) -> None:
    board = build_board(rows, cols, leaper=leaper, wrap=wrap)
    graph = variant_graph(rows, cols, *leaper, wrap=wrap)
    start = data.draw(st.integers(0, board.size - 1))
    end = data.draw(st.integers(0, board.size - 1))
    expected = paths_between(graph, start, end)
    search = make_search(board, start, "auto", end=end)
    status = drive(search)
    if expected:
        assert status == "found"
        squares = search.path().tolist()
        check_variant_tour(graph, squares, start)
        assert squares[-1] == end
    else:
        assert status == "no-tour"
    assert count_between(board, start, end).count == expected
