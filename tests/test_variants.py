"""Other leapers, holes and wrapped boards: every answer checked by the oracle's brute force."""

from __future__ import annotations

import json
import random
from math import gcd

import pytest
from oracle import check_variant_tour, variant_graph, variant_tours

from knighttour.cli import main
from knighttour.core.board import Board, BoardError, leaper_jumps, parse_leaper
from knighttour.core.count import count_closed, count_from
from knighttour.core.search import FOUND, NO_TOUR, RUNNING
from knighttour.core.solvers import make_search

CASES = [
    # rows, cols, leaper, holes, wrap (small enough for the brute force from every start)
    (3, 4, (0, 1), (), "none"), (4, 4, (1, 2), (), "torus"), (3, 5, (1, 2), (), "cylinder"),
    (4, 5, (1, 2), ("c2",), "none"), (5, 5, (1, 2), ("c3",), "none"),
    (4, 6, (2, 3), (), "none"), (4, 5, (2, 3), (), "torus"), (4, 4, (0, 1), ("b2",), "none"),
    (3, 6, (1, 2), ("a1", "f3"), "cylinder"), (4, 5, (1, 4), (), "cylinder"),
    (4, 5, (1, 2), ("a1", "e4"), "none"), (4, 5, (1, 3), (), "none"),
    (3, 3, (1, 2), (), "torus"), (2, 6, (1, 2), (), "cylinder"),
]


def build(rows, cols, leaper, holes, wrap) -> Board:
    board = Board(rows, cols, leaper_jumps(*leaper), wrap=wrap)
    return Board(rows, cols, board.jumps, frozenset(board.parse_square(h) for h in holes), wrap)


def finish(search) -> str:
    while search.status == RUNNING:
        search.advance(1 << 22)
    return search.status


@pytest.mark.parametrize("rows, cols, leaper, holes, wrap", CASES)
def test_auto_agrees_with_brute_force_from_every_start(rows, cols, leaper, holes, wrap) -> None:
    board = build(rows, cols, leaper, holes, wrap)
    graph = variant_graph(rows, cols, *leaper, frozenset(board.removed), wrap)
    for start in graph:
        for closed in (False, True):
            exists = variant_tours(graph, start if not closed else None, closed, limit=0) > 0
            search = make_search(board, start, "auto", closed)
            status = finish(search)
            assert status == (FOUND if exists else NO_TOUR), (start, closed, search.reason)
            if status == FOUND:
                check_variant_tour(graph, [int(s) for s in search.path()], start, closed)


@pytest.mark.parametrize("rows, cols, leaper, holes, wrap", CASES[:6] + CASES[7:9])
def test_counts_match_brute_force(rows, cols, leaper, holes, wrap) -> None:
    board = build(rows, cols, leaper, holes, wrap)
    graph = variant_graph(rows, cols, *leaper, frozenset(board.removed), wrap)
    start = min(graph)
    assert count_from(board, start) == variant_tours(graph, start, False)
    assert count_closed(board) == variant_tours(graph, None, True)


@pytest.mark.parametrize("a, b", [(0, 1), (1, 1), (1, 2), (1, 3), (2, 3), (1, 4), (2, 5),
                                  (3, 4)])
def test_knuths_criterion_matches_the_graph(a: int, b: int) -> None:
    for m in range(2, 11):
        for n in range(m, 13):
            graph = variant_graph(m, n, a, b)
            seen, todo = {0}, [0]
            while todo:
                for w in graph[todo.pop()]:
                    if w not in seen:
                        seen.add(w)
                        todo.append(w)
            connected = len(seen) == m * n
            knuth = gcd(a, b) == 1 and (a + b) % 2 == 1 and m >= a + b and n >= 2 * b
            assert connected == knuth, (a, b, m, n)
            search = make_search(Board(m, n, leaper_jumps(a, b)), 0, "auto")
            if not connected:
                assert search.status == NO_TOUR
                if (a, b) != (1, 2):  # the knight's own theorems speak for it
                    assert ("Knuth" in search.reason) or ("never changes colour" in search.reason)


def test_heuristics_and_exact_solvers_on_variants() -> None:
    rng = random.Random(8)
    for rows, cols, leaper, holes, wrap in [(8, 8, (1, 2), ("d4", "e5"), "none"),
                                            (7, 7, (1, 2), (), "torus"),
                                            (10, 10, (2, 3), (), "none")]:
        board = build(rows, cols, leaper, holes, wrap)
        graph = variant_graph(rows, cols, *leaper, frozenset(board.removed), wrap)
        for solver in ("warnsdorff-backtracking", "warnsdorff", "warnsdorff-roth",
                       "forward-checking"):
            start = rng.choice(sorted(graph))
            search = make_search(board, start, solver)
            while search.status == RUNNING and search.steps < 5_000_000:
                search.advance(1 << 20)
            if search.status == FOUND:
                check_variant_tour(graph, [int(s) for s in search.path()], start)


def test_cli_keys_and_validation(capsys, tmp_path) -> None:
    assert main(["solve", "6", "--start", "a1", "--wrap", "torus", "--leaper", "1,2",
                 "--holes", "c3,d3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["leaper"] == [1, 2] and result["holes"] == ["c3", "d3"]
    assert result["wrap"] == "torus" and result["status"] == "found"
    graph = variant_graph(6, 6, 1, 2, frozenset({14, 15}), "torus")
    board = Board(6, 6)
    check_variant_tour(graph, [board.parse_square(n) for n in result["tour"]], 0)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(result))
    assert main(["validate", "6", str(path), "--wrap", "torus", "--holes", "c3,d3",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["valid"]
    assert main(["validate", "6", str(path), "--holes", "c3,d3"]) == 1  # not without wrapping
    assert "not a knight's move" in capsys.readouterr().out
    # the plain knight's JSON has no extra keys
    assert main(["solve", "5", "--start", "a1", "--json"]) == 0
    assert "leaper" not in json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("argv, needle", [
    (["solve", "8", "--start", "a1", "--holes", "a1"], "removed"),
    (["solve", "8", "--start", "a1", "--holes", "z9"], "off the"),
    (["solve", "8", "--start", "a1", "--wrap", "klein"], "invalid choice"),
    (["solve", "8", "--start", "a1", "--leaper", "3,-1"], "leaper"),
    (["solve", "8", "--start", "a1", "--leaper", "x"], "leaper"),
    (["solve", "8", "--start", "a1", "--leaper", "1,3", "--order", "2,1 1,2"], "jump order"),
    (["solve", "2", "--start", "a1", "--holes", "a1,a2,b1,b2"], "every square"),
])
def test_bad_variant_input(capsys, argv: list[str], needle: str) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert needle in err and len(err.strip().splitlines()) == 1


def test_parse_leaper() -> None:
    assert parse_leaper("camel") == (1, 3) and parse_leaper("3,2") == (2, 3)
    with pytest.raises(BoardError):
        parse_leaper("0,0")
