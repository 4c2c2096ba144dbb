"""Every solver's tours are checked by the independent oracle; exact solvers against brute force."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracle import check_tour, check_variant_tour, closed_tour_exists, tour_exists, variant_graph

from knighttour.core.board.board import Board, parse_order
from knighttour.core.solve.catalogue import SOLVERS, SolverError, make_search
from knighttour.core.solve.search import FOUND, GAVE_UP, NO_TOUR, RUNNING, Search

EXACT = [name for name, info in SOLVERS.items() if info.exact]
#: the heuristics proper: circuit and divide-conquer build tours and have tests of their own
HEURISTIC = [
    name
    for name, info in SOLVERS.items()
    if not info.exact and name not in ("circuit", "divide-conquer")
]


def finish(search: Search, chunk: int = 1 << 22, cap: int | None = None) -> str:
    while search.status == RUNNING:
        if cap is not None and search.steps >= cap:
            search.give_up("cap")
            break
        search.advance(chunk)
    return search.status


def check_result(search: Search) -> None:
    board = search.board
    if search.status == FOUND:
        check_tour(
            board.rows,
            board.cols,
            board.names(search.path()),
            start=board.name(search.start),
            closed=search.closed,
        )


SMALL_BOARDS = [(1, 1), (3, 4), (5, 5), (6, 6), (5, 6), (3, 7), (4, 5)]


@pytest.mark.parametrize(
    "rows, cols", [(r, c) for r in range(1, 37) for c in range(r, 37) if r * c <= 36]
)
def test_auto_is_exact_on_every_start_of_every_board_up_to_36_squares(rows: int, cols: int) -> None:
    for board in {Board(rows, cols), Board(cols, rows)}:
        for start in range(board.size):
            search = make_search(board, start, "auto")
            status = finish(search)
            assert status in (FOUND, NO_TOUR), (board.spec, board.name(start), search.reason)
            assert (status == FOUND) == tour_exists(board.rows, board.cols, start), (
                board.spec,
                board.name(start),
            )
            check_result(search)


@pytest.mark.parametrize("solver", EXACT)
@pytest.mark.parametrize("rows, cols", SMALL_BOARDS)
def test_exact_solvers_agree_with_brute_force(solver: str, rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for start in range(0, board.size, 3):
        search = make_search(board, start, solver)
        status = finish(search, cap=5_000_000)
        expected = FOUND if tour_exists(rows, cols, start) else NO_TOUR
        # plain backtracking can need billions of moves: only the cap may stop it
        assert status == expected or (status == GAVE_UP and search.reason == "cap")
        if solver in ("auto", "warnsdorff-backtracking"):
            assert status == expected
        check_result(search)


@pytest.mark.parametrize("solver", HEURISTIC)
@pytest.mark.parametrize("rows, cols", [(8, 8), (10, 7), (12, 12), (5, 5)])
def test_heuristics_find_or_give_up_never_claim_no_tour_by_search(
    solver: str, rows: int, cols: int
) -> None:
    board = Board(rows, cols)
    found = possible = 0
    for start in range(0, board.size, 5):
        search = make_search(board, start, solver, seed=start)
        status = finish(search)
        if board.colour(start) and board.size % 2:
            assert status == NO_TOUR  # the colour theorem, not the heuristic
        else:
            assert status in (FOUND, GAVE_UP)
            possible += 1  # an open tour starts on every other square (Conrad et al. 1994)
        if (
            status == GAVE_UP
            and solver == "squirrel-cull"
            and (rows != cols or start not in (0, cols - 1, board.size - cols, board.size - 1))
        ):
            assert "square boards only" in search.reason or "corner" in search.reason
        elif status == GAVE_UP:
            assert "dead end" in search.reason
            assert 0 < search.depth < board.size
        check_result(search)
        found += status == FOUND
    if solver.startswith("warnsdorff"):  # the rule finds tours from most squares of these
        assert found >= 0.6 * possible, (found, possible)


def test_naive_rules_fail_where_users_saw_them_fail() -> None:
    board = Board(8, 8)
    for solver in ("heuristic-bottom", "heuristic-centre"):
        failures = sum(finish(make_search(board, s, solver)) == GAVE_UP for s in range(64))
        assert failures > 48, solver


@pytest.mark.parametrize("solver", [n for n in EXACT if n != "backtracking"])
@pytest.mark.parametrize("rows, cols", [(6, 6), (5, 6), (3, 10), (8, 8)])
def test_closed_tours(solver: str, rows: int, cols: int) -> None:
    board = Board(rows, cols)
    search = make_search(board, 0, solver, closed=True)
    status = finish(search, cap=20_000_000)
    assert status in (FOUND, GAVE_UP)
    if (rows, cols) != (8, 8) or solver not in ("forward-checking", "degree-order"):
        assert status == FOUND, solver
    check_result(search)


@pytest.mark.parametrize("rows, cols", [(4, 6), (3, 8), (5, 5), (2, 10)])
def test_closed_tours_ruled_out_at_once(rows: int, cols: int) -> None:
    for solver in EXACT:
        search = make_search(Board(rows, cols), 0, solver, closed=True)
        assert search.status == NO_TOUR
        assert search.steps == 0
        assert "Schwenk" in search.reason


def test_heuristic_refuses_closed() -> None:
    with pytest.raises(SolverError):
        make_search(Board(8, 8), 0, "warnsdorff", closed=True)


def test_solutions_are_distinct_tours() -> None:
    board = Board(5, 5)
    search = make_search(board, 0, "backtracking")
    seen = set()
    while finish(search) == FOUND and len(seen) < 50:
        path = tuple(search.path())
        assert path not in seen
        seen.add(path)
        check_result(search)
        search.next_solution()
    assert len(seen) == 50


def test_exhausting_solutions_ends_no_tour() -> None:
    board = Board(3, 4)
    search = make_search(board, 0, "warnsdorff-backtracking")
    count = 0
    while finish(search) == FOUND:
        count += 1
        search.next_solution()
    assert search.status == NO_TOUR
    assert count == search.solutions > 0


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        [
            "backtracking",
            "forward-checking",
            "degree-order",
            "warnsdorff-backtracking",
            "warnsdorff",
            "warnsdorff-random",
            "warnsdorff-pohl",
            "warnsdorff-roth",
            "auto",
        ]
    ),
    st.integers(5, 7),
    st.integers(5, 7),
    st.integers(1, 997),
    st.booleans(),
    st.data(),
)
def test_chunked_runs_equal_one_run(
    solver: str, rows: int, cols: int, chunk: int, closed: bool, data: st.DataObject
) -> None:
    board = Board(rows, cols)
    start = data.draw(st.integers(0, board.size - 1))
    closed = closed and SOLVERS[solver].closed
    budget = 30_000
    one = make_search(board, start, solver, closed, seed=3)
    many = make_search(board, start, solver, closed, seed=3)
    one.advance(budget)
    while many.status == RUNNING and many.steps < budget:
        many.advance(min(chunk, budget - many.steps))
        if many.status == RUNNING:
            assert 1 <= many.depth <= board.size
        if many.exact and many.status == RUNNING:
            assert many.steps - many.backtracks == many.depth - 1
    assert many.status == one.status
    assert np.array_equal(many.path(), one.path())
    assert (many.steps, many.backtracks) == (one.steps, one.backtracks)
    check_result(one)


def test_jump_order_is_followed() -> None:
    order = parse_order("1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2")
    board = Board(8, 8, order)
    search = make_search(board, 0, "backtracking")
    search.advance(1)
    assert board.names(search.path()) == ["a1", "b3"]
    default = make_search(Board(8, 8), 0, "backtracking")
    default.advance(1)
    assert Board(8, 8).names(default.path()) == ["a1", "c2"]


def test_random_tie_break_depends_on_seed() -> None:
    board = Board(12, 12)
    tours = set()
    for seed in range(6):
        search = make_search(board, 0, "warnsdorff-random", seed=seed)
        finish(search)
        tours.add(tuple(search.path()))
    assert len(tours) > 1


def test_single_square_board() -> None:
    search = make_search(Board(1, 1), 0, "backtracking")
    assert finish(search) == FOUND
    assert list(search.path()) == [0]
    search.next_solution()
    assert finish(search) == NO_TOUR


def no_tour_known(rows: int, cols: int, start: int, closed: bool) -> bool:
    """No tour of the kind from start, by brute force (boards up to 32 squares; larger ones
    here are 8x8, where tours of both kinds start from every square)."""
    if rows * cols > 32:
        return False
    return not (closed_tour_exists(rows, cols) if closed else tour_exists(rows, cols, start))


@pytest.mark.parametrize(
    "rows, cols, closed, expected",
    [
        (8, 8, False, FOUND),
        (8, 8, True, FOUND),
        (6, 5, True, FOUND),
        (5, 5, False, GAVE_UP),
        (5, 5, True, NO_TOUR),
        (4, 8, False, GAVE_UP),
        (1, 1, False, GAVE_UP),
    ],
)
def test_circuit_enters_one_closed_tour_anywhere(
    rows: int, cols: int, closed: bool, expected: str
) -> None:
    """Where the board has a closed tour, the circuit solver enters it from every square;
    where it has none, it says so (closed) or gives up (open: it has nothing to enter), and
    no-tour only where brute force finds no tour."""
    board = Board(rows, cols)
    cycles = set()
    for start in range(board.size):
        search = make_search(board, start, "circuit", closed=closed)
        status = finish(search)
        if status != expected:  # only a theorem's no-tour, and only where brute force agrees
            assert status == NO_TOUR, (board.name(start), search.reason)
            assert no_tour_known(rows, cols, start, closed), (board.name(start), search.reason)
        check_result(search)
        if search.status == FOUND:
            # the moves of finding the circuit: a built one's, or a search's from the corner
            assert search.steps >= board.size - 1
            path = list(search.path())
            at = path.index(0)
            cycles.add(tuple(path[at:] + path[:at]))
    assert len(cycles) == (1 if expected == FOUND else 0)


@pytest.mark.parametrize(
    "solver, articles_figure", [("backtracking", 6_484_065), ("forward-checking", 1_731_697)]
)
def test_spelchans_step_counts_reproduce(solver: str, articles_figure: int) -> None:
    """Spelchan's Making Knight's Tour counted moves and undos alike, searching clockwise
    from the top-left tile."""
    board = Board(8, 8, parse_order("1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2"))
    search = make_search(board, board.parse_square("a8"), solver)
    assert finish(search) == FOUND
    check_result(search)
    assert search.steps + search.backtracks == articles_figure


def test_the_known_circuit_does_its_work_in_the_run_and_counts_it(monkeypatch) -> None:
    """Making the circuit solver's search does no work; the run finds the circuit, and its
    steps and seconds are that work (issue 34: it reported 0.0 s and n - 1 steps)."""
    import time

    from knighttour.core.solve import divide_conquer
    from knighttour.core.solve.factories import roth_key
    from knighttour.core.solve.restarts import RestartSearch
    from knighttour.core.solve.search import RUNNING

    built = divide_conquer.build_links_only
    slow = 0.05

    def build_slowly(*args, **kwargs):
        time.sleep(slow)  # a build that takes a visible time
        return built(*args, **kwargs)

    monkeypatch.setattr(divide_conquer, "build_links_only", build_slowly)
    board = Board(30, 30)
    search = make_search(board, board.parse_square("c3"), "circuit")
    assert search.status == RUNNING and search.steps == 0  # nothing done when made
    assert finish(search) == FOUND
    check_result(search)
    assert search.steps == board.size - 1 and search.seconds >= slow
    # where no construction serves, the circuit is searched for: its moves are the run's
    from knighttour.core.board.board import build_board

    board = build_board(6, 6, holes=["a1", "b1"])  # no tiling, no strip: a search
    search = make_search(board, board.parse_square("c3"), "circuit")
    assert finish(search) == FOUND
    assert board.names(search.path())[0] == "c3" and search.backtracks > 0
    graph = variant_graph(6, 6, 1, 2, frozenset(board.holes))
    check_variant_tour(graph, search.path().tolist(), board.parse_square("c3"), closed=True)
    alone = RestartSearch(board, board.parse_square("c1"), True, roth_key(board))
    while alone.advance(1 << 20) != FOUND:
        pass
    assert (search.steps, search.backtracks) == (alone.steps, alone.backtracks)


def test_each_solver_says_itself_in_a_plain_sentence_in_its_entry() -> None:
    """The plain sentence lives in the solver's catalogue entry (it was a dictionary apart,
    which a new solver could miss)."""
    for name, info in SOLVERS.items():
        assert info.plain.endswith(".") and len(info.plain) < len(info.description), name
