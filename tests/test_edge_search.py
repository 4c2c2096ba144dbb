"""core/solve/edge_search.py: Automatic's search on small boards of the knight's relatives,
checked against the oracle (tests/oracle.py, written from the rules alone): every tour it
lists is a tour, it lists every tour there is and each once (the brute force's tally of the
Hamiltonian paths and circuits), its "no tour" is the brute force's, and the giraffe on 8x8
is answered from a1."""

from __future__ import annotations

import json

import numpy as np
import pytest
from oracle import paths_by_end, variant_graph, variant_tour_exists

from knighttour.cli.main import main
from knighttour.core.board.board import Board, build_board
from knighttour.core.solve import edge_search, factories
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.edge_search import EdgeSearch
from knighttour.core.solve.run_loop import drive
from knighttour.core.solve.search import FOUND, NO_TOUR

#: boards small enough for the brute force to list every tour: (ranks, files, leaper, holes)
LISTED = [
    (3, 4, (1, 2), ()),
    (4, 4, (0, 1), ()),
    (3, 5, (0, 1), (7,)),
    (4, 5, (2, 3), ()),
    (5, 4, (1, 4), ()),
    (4, 4, (1, 2), (5,)),
    (3, 3, (0, 1), ()),
    (2, 5, (1, 2), ()),
]


def every_tour(search: EdgeSearch) -> list[tuple[int, ...]]:
    """The tours the search lists, to its end."""
    tours = []
    while drive(search, 10**9) == FOUND:
        tours.append(tuple(int(x) for x in search.path()))
        assert search.next_solution()
    assert search.status == NO_TOUR, search.reason
    return tours


def is_tour(graph: dict[int, set[int]], tour: tuple[int, ...], closed: bool) -> bool:
    steps = zip(tour, tour[1:] + (tour[:1] if closed else ()), strict=False)
    return sorted(tour) == sorted(graph) and all(b in graph[a] for a, b in steps)


@pytest.mark.parametrize("rows, cols, leaper, holes", LISTED, ids=str)
def test_every_open_tour_from_every_square_is_listed_once(rows, cols, leaper, holes) -> None:
    board = build_board(rows, cols, leaper=leaper, holes=[Board(rows, cols).name(h) for h in holes])
    graph = variant_graph(rows, cols, *leaper, frozenset(holes))
    for start in graph:
        tours = every_tour(EdgeSearch(board, start, False))
        assert len(set(tours)) == len(tours)  # each once
        assert all(is_tour(graph, t, False) and t[0] == start for t in tours)
        by_end = paths_by_end(graph, start)
        assert len(tours) == sum(by_end.values()), board.name(start)
        for end, count in by_end.items():  # aimed at a last square: those alone
            aimed = every_tour(EdgeSearch(board, start, False, end))
            assert len(aimed) == count and all(t[-1] == end for t in aimed)


@pytest.mark.parametrize("rows, cols, leaper, holes", LISTED, ids=str)
def test_every_circuit_is_listed_once_or_once_each_way(rows, cols, leaper, holes) -> None:
    board = build_board(rows, cols, leaper=leaper, holes=[Board(rows, cols).name(h) for h in holes])
    graph = variant_graph(rows, cols, *leaper, frozenset(holes))
    start = min(graph)
    # the brute force's circuits through start, each way round: the paths from start that
    # end next to it
    directed = sum(n for end, n in paths_by_end(graph, start).items() if start in graph[end])
    if len(graph) < 3:
        directed = 0
    once = EdgeSearch(board, start, True)
    once.once = True
    tours = every_tour(once)
    assert all(is_tour(graph, t, True) and t[0] == start for t in tours)
    assert 2 * len(tours) == directed
    both = every_tour(EdgeSearch(board, start, True))
    assert len(set(both)) == len(both) == directed


@pytest.mark.parametrize(
    "rows, cols, leaper",
    [(5, 6, (2, 3)), (6, 6, (1, 4)), (5, 5, (0, 1)), (6, 5, (1, 2)), (4, 7, (2, 3))],
    ids=str,
)
def test_each_answer_from_each_square_is_the_brute_force_s(rows, cols, leaper) -> None:
    """Found or no tour, open and closed, as the brute force with memory says (boards of up
    to 36 squares, where tours and no-tours both occur)."""
    board = build_board(rows, cols, leaper=leaper)
    graph = variant_graph(rows, cols, *leaper)
    for closed in (False, True):
        for start in sorted(graph) if not closed else [0]:
            search = EdgeSearch(board, start, closed)
            drive(search, 10**9)
            expected = variant_tour_exists(graph, start, closed)
            assert (search.status == FOUND) == expected, (board.name(start), closed)
            if expected:
                assert is_tour(graph, tuple(int(x) for x in search.path()), closed)


def test_the_giraffe_on_eight_by_eight_is_answered_from_a1(capsys) -> None:
    """The issue's first case: Automatic proves in seconds that no giraffe's tour starts on
    a1 (a C search written apart from the program found none from any square, in 219 million
    positions from a1 alone: docs/leapers.md); the answer says an exhaustive search proved
    it."""
    code = main(["solve", "8", "--leaper", "giraffe", "--start", "a1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and data["status"] == "no-tour"
    assert "tried every path from a1" in data["reason"] and "exhaustive" in data["reason"]


def test_automatic_takes_the_edge_search_on_small_boards_of_other_leapers_only() -> None:
    assert isinstance(make_search(build_board(8, 8, leaper=(1, 4)), 0), EdgeSearch)
    assert isinstance(make_search(build_board(10, 10, leaper=(2, 3)), 0), EdgeSearch)
    assert make_search(build_board(5, 5, leaper=(1, 3)), 0).status == NO_TOUR  # a theorem first
    assert not isinstance(make_search(Board(8, 8), 0), EdgeSearch)  # the knight's own
    assert not isinstance(make_search(build_board(11, 10, leaper=(2, 3)), 0), EdgeSearch)
    assert not isinstance(
        make_search(build_board(8, 8, leaper=(1, 4)), 0, "backtracking"), EdgeSearch
    )
    assert edge_search.EDGE_SQUARES == 100
    search = make_search(build_board(8, 8, leaper=(1, 4)), 0)
    assert search.step_cap == 10 * factories.AUTO_STEP_CAP


@pytest.mark.parametrize("walks", [False, True], ids=["edges alone", "with the walk"])
def test_the_first_to_answer_lists_the_next_tours(walks: bool) -> None:
    """The zebra on 10x10 from a1: with the walk in Warnsdorff order beside the edges, the
    walk's first turn finds a tour; alone, the edges do; either way the next tours are new
    tours, from the one that answered."""
    board = build_board(10, 10, leaper=(2, 3))
    graph = variant_graph(10, 10, 2, 3)
    walk = factories.make_exact(board, 0, False) if walks else None
    search = EdgeSearch(board, 0, False, None, walk)
    seen = set()
    for _ in range(3):
        assert drive(search, 10**9) == FOUND
        tour = tuple(int(x) for x in search.path())
        assert is_tour(graph, tour, False) and tour not in seen
        seen.add(tour)
        assert search.next_solution()
    assert search.answered_by == ("walk" if walks else "edges")


def test_the_last_squares_tried_are_those_the_colours_allow() -> None:
    five = Board(5, 5)
    ends = edge_search.last_squares(five, 0, None)
    assert sorted(int(x) for x in ends) == [s for s in range(1, 25) if s % 2 == 0]
    assert len(edge_search.last_squares(five, 1, None)) == 0  # b1: the smaller colour
    assert list(edge_search.last_squares(five, 0, 24)) == [24]
    nbr = five.neighbours
    rev = edge_search.reverse_jumps(nbr)
    for v, k in zip(*np.nonzero(nbr >= 0), strict=True):
        assert nbr[nbr[v, k], rev[v, k]] == v
