"""Counting reproduces the published figures.

Open tours, directed, summed over all starts, n x n: OEIS A165134 (1, 0, 0, 0, 1728, 6637920).
Closed tours, undirected, n x n: OEIS A001230 (6x6: 9862).  Rectangles: 3x10 has 16 closed
tours, 5x6 has 8 and 3x12 has 176 (Knuth, "Leaper graphs", 1994; Schwenk 1991's smallest
3-wide board).  Corner and centre of 5x5: 304 and 64 directed open tours.  Open tours of
3 x k, directed, summed over all starts: OEIS A118067 (k = 1..13).  Boards 3 or 4 wide are
counted column by column, and checked here against the exhaustive search too.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from oracle import count_open_tours_from, tour_exists

from knighttour.cli import main
from knighttour.core.board.board import Board
from knighttour.core.board.verdict import tour_impossible
from knighttour.core.count.methods import (
    ENUMERATION,
    FRONTIER,
    count_closed,
    count_from,
    count_open,
    count_tours,
)
from knighttour.core.solve import search_kernels
from knighttour.core.solve.search import DfsSearch


@pytest.mark.parametrize("n, expected", [(1, 1), (2, 0), (3, 0), (4, 0), (5, 1728)])
def test_a165134_open_tours(n: int, expected: int) -> None:
    assert count_open(Board(n, n)) == expected


def test_a165134_six_by_six() -> None:
    assert count_open(Board(6, 6)) == 6_637_920


@pytest.mark.parametrize(
    "rows, cols, expected",
    [
        (6, 6, 9862),
        (3, 10, 16),
        (10, 3, 16),
        (5, 6, 8),
        (3, 12, 176),
        (3, 14, 1536),
        (4, 6, 0),
        (5, 5, 0),
        (1, 1, 0),
        (3, 8, 0),
    ],
)
def test_closed_counts(rows: int, cols: int, expected: int) -> None:
    assert count_closed(Board(rows, cols)) == expected


@pytest.mark.parametrize(
    "k, expected",
    list(enumerate([0, 0, 0, 16, 0, 0, 104, 792, 1120, 6096, 21344, 114496, 257728], start=1)),
)
def test_a118067_three_wide_open_tours(k: int, expected: int) -> None:
    assert count_open(Board(3, k)) == expected == count_open(Board(k, 3))


@pytest.mark.parametrize("rows, cols", [(4, 5), (5, 4), (4, 6), (3, 9), (3, 10)])
def test_narrow_counts_agree_with_the_exhaustive_search(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for start in range(board.size):
        search = (
            0
            if tour_impossible(board, start, False)
            else DfsSearch(board, start, prune=search_kernels.PRUNE_FULL).count_all()
        )
        assert count_from(board, start) == search, board.name(start)
    # closed: every directed circuit through a1, halved
    circuits = DfsSearch(board, 0, True, prune=search_kernels.PRUNE_FULL).count_all() // 2
    assert count_closed(board) == circuits


def test_counts_from_squares() -> None:
    board = Board(5, 5)
    assert count_from(board, board.parse_square("a1")) == 304
    assert count_from(board, board.parse_square("c3")) == 64
    assert count_from(board, board.parse_square("b1")) == 0


@pytest.mark.parametrize("rows, cols", [(3, 4), (3, 7), (4, 5), (5, 5)])
def test_counts_agree_with_existence(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for start in range(board.size):
        assert (count_from(board, start) > 0) == tour_exists(rows, cols, start)


@pytest.mark.parametrize("rows, cols", [(3, 4), (4, 5), (3, 7), (4, 4), (1, 1)])
@pytest.mark.parametrize("method", [ENUMERATION, FRONTIER])
def test_the_table_per_start_is_what_a_brute_force_walk_finds(rows, cols, method) -> None:
    """The table shares each count among a square's mirror images; a walk of every path from
    every square, with no symmetry (tests/oracle.py), must find the same numbers."""
    board = Board(rows, cols)
    if method == FRONTIER and board.squares < 3:
        pytest.skip("the frontier counter takes boards of three squares or more")
    table = count_tours(board, per_start=True, method=method).per_start
    assert table.tolist() == [count_open_tours_from(rows, cols, s) for s in range(rows * cols)]


def test_count_cli_json(capsys) -> None:
    assert main(["count", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["board", "start", "closed", "count", "method", "seconds"]
    assert (data["start"], data["closed"], data["count"]) == (None, False, 1728)
    assert main(["count", "5", "--start", "A1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["start"] == "a1"
    assert main(["count", "6", "--closed", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["count"] == 9862
    assert main(["count", "5", "--start", "z9"]) == 2


def test_progress_text_says_which_count_of_a_table() -> None:
    from knighttour.core.count.sentences import progress_text

    assert progress_text(18, 49, 49) == "square 18 of 49"
    assert progress_text(18, 490, 49) == "count 1 of 10, square 18 of 49"
    assert progress_text(49, 490, 49) == "count 1 of 10, square 49 of 49"
    assert progress_text(50, 490, 49) == "count 2 of 10, square 1 of 49"
    assert progress_text(0, 490, 49) == "count 1 of 10, square 1 of 49"


def test_a_board_the_frontier_does_not_fit_is_refused_at_once(capsys) -> None:
    from knighttour.cli import main

    assert main(["count", "10x10"]) == 2
    err = capsys.readouterr().err
    assert "10x10 cannot be counted here" in err and err.count("\n") == 1
    assert "up to 9 squares wide" in err
    # 9 wide fits the frontier's key, not this machine: the estimate says so
    assert main(["count", "9x9"]) == 2
    err = capsys.readouterr().err
    assert "counting 9x9 needs about" in err and err.count("\n") == 1
    # unless a theorem answers: both sides odd, no closed tour (Schwenk)
    assert main(["count", "9x9", "--closed", "--json"]) == 0
    assert '"count": 0' in capsys.readouterr().out


def test_cli_local_checkpoint_resumes_and_refuses_another_count(capsys, tmp_path) -> None:
    """--checkpoint without a cluster: a count stopped after some squares goes on from them and
    gives the uninterrupted count; the finished one answers from its folder; another count's
    folder is refused in one line."""
    from knighttour.core.count import checkpoint, frontier

    folder = tmp_path / "ck"
    board = Board(5, 8)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 12  # between squares: some squares are saved, not all

    with pytest.raises(frontier.Stopped):
        frontier.run(board, frontier.CLOSED, stop=stop, checkpoint=str(folder / "closed"))
    saved = json.loads((folder / "closed" / checkpoint.MANIFEST).read_text())
    assert 0 < saved["squares_done"] < board.squares
    assert main(["count", "5x8", "--closed", "--json", "--checkpoint", str(folder)]) == 0
    assert json.loads(capsys.readouterr().out)["count"] == 44_202
    assert json.loads((folder / "closed" / checkpoint.MANIFEST).read_text())["result"] == 44_202
    assert main(["count", "5x10", "--closed", "--checkpoint", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "another count" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv, line",
    [
        (["5", "--holes", "c3"], "128 open tours (directed) on 5x5 without c3 ("),
        (["1x1"], "1 open tour (directed) on 1x1 ("),
        (["3x4", "--start", "a1"], "open tours (directed) on 3x4 from a1 ("),
        (
            ["6", "--closed", "--wrap", "torus", "--holes", "a1,f6"],
            "on 6x6 wrapped as a torus without a1 and f6 (",
        ),
        (["5", "--leaper", "giraffe"], "0 open tours (directed) on 5x5 for the giraffe (1,4) ("),
    ],
)
def test_the_summary_line_names_the_board_and_agrees_in_number(
    capsys, argv: list[str], line: str
) -> None:
    assert main(["count", *argv]) in (0, 1)
    out = capsys.readouterr().out
    assert line in out, out


# deciding how to count answers at once (issue 34) ----------------------------------------------
def _no_line_built(monkeypatch) -> list[object]:
    """Make building a line of squares (or a board's move table) fail the test."""
    from knighttour.core.count import line as line_module

    built: list[object] = []

    def refuse(board, widest=False):
        built.append(board)
        raise AssertionError(f"the line of {board.spec} was built to decide how to count it")

    monkeypatch.setattr(line_module, "_line", refuse)
    return built


@pytest.mark.parametrize(
    "spec, closed",
    [
        ("4x9x1000", True),
        ("3x1000000", True),
        ("9x9x100000", False),
        ("2x2x1000000", False),
        ("9x1000000", True),
        ("1x1000000", False),
        ("101x101x101", True),
    ],
)
def test_the_decision_is_made_without_the_line_or_the_move_table(
    monkeypatch, spec: str, closed: bool
) -> None:
    """choose_method, applies, check_feasible and the memory estimate on boards of up to
    millions of squares: none builds the line (the 12-second freeze of 4 x 9 x 1,000 did) or
    the board's move table (a full board's theorems come from its sides)."""
    from knighttour.core.board.board import BoardError, build_board, parse_board_spec_3d
    from knighttour.core.count import methods
    from knighttour.core.count.line import applies

    _no_line_built(monkeypatch)
    three = parse_board_spec_3d(spec)
    layers, rows, cols = three if three else (1, *map(int, spec.split("x")))
    board = build_board(rows, cols, layers=layers)
    method = methods.choose_method(board)
    applies(board)
    try:
        methods.check_feasible(board, method, closed)
        methods.check_fits(board, closed, False, method)
    except BoardError:
        pass  # refused: what matters is that it was decided without the line
    methods.estimate_bytes(board, closed)
    assert "neighbours" not in board.__dict__ and "degrees" not in board.__dict__


def test_a_three_d_board_too_wide_to_count_is_refused_without_its_line(monkeypatch, capsys):
    _no_line_built(monkeypatch)
    assert main(["count", "4x9x1000", "--closed"]) == 2
    err = capsys.readouterr().err
    assert "4x9x1000 cannot be counted here" in err and err.count("\n") == 1


def test_a_theorem_answers_a_count_at_once(capsys) -> None:
    """count 1x1000000: the open-tour theorem says 0; nothing the board's size is made (the
    classes of squares, the line, the move table), and the reason is said."""
    from knighttour.core.count.methods import count_tours

    board = Board(1, 1_000_000)
    result = count_tours(board)
    assert result.count == 0 and "Cull and De Curtins" in result.reason
    assert "neighbours" not in board.__dict__
    assert main(["count", "1x1000000", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["count"] == 0 and "one square wide" in data["reason"]
    assert main(["count", "1x1000000"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("0 open tours (directed) on 1x1000000 (a theorem")
    assert "one square wide" in out[1]
    # a count that is made keeps exactly the contract's keys
    assert main(["count", "3x4", "--json"]) == 0
    assert "reason" not in json.loads(capsys.readouterr().out)


def test_a_long_count_says_at_once_that_it_has_begun(monkeypatch, capsys, tmp_path) -> None:
    """count 3x1000000 --closed --allow-long (it is estimated at a month: refused without):
    a line on stderr before anything else is made (the count itself is stopped here as by
    Ctrl-C)."""
    from knighttour.core.count import methods

    said: list[str] = []

    def stopped(*args, **kwargs):
        said.append(capsys.readouterr().err)
        raise KeyboardInterrupt

    monkeypatch.setattr(methods, "count_tours", stopped)
    argv = ["count", "3x1000000", "--closed", "--allow-long", "--checkpoint", str(tmp_path)]
    assert main(argv) == 1
    assert said and "counting closed tours of 3x1000000" in said[0]
    assert "3,000,000 squares" in said[0]
    assert "stopped by Ctrl-C" in capsys.readouterr().err


def test_a_long_board_tested_now_and_then_counts_the_same() -> None:
    """On a board many spans long the degree test runs on every square only near its end:
    the counts agree with the column-by-column count of strip.py."""
    from knighttour.core.count import frontier
    from knighttour.core.solve import strip

    for cols in (161, 200):
        board = Board(3, cols)
        assert frontier.run(board, frontier.CLOSED) == strip.count(board, None, True)
        # OPEN_ALL counts each path once, strip.count both ways
        assert 2 * frontier.run(board, frontier.OPEN_ALL) == strip.count(board, None, False)


def test_a_count_is_said_in_a_sentence_of_each_kind_one_or_many() -> None:
    """Closed (undirected), between two squares, from a square, or all open tours (directed),
    one or many, on the board as a person names it."""
    from knighttour.core.board.board import build_board
    from knighttour.core.count.sentences import count_sentence

    board = build_board(5, 5, holes=["c3"])
    a1, e5 = 0, board.parse_square("e5")
    assert count_sentence(1, board, True) == "1 closed tour (undirected) on 5x5 without c3"
    assert count_sentence(1_234, board, True) == (
        "1,234 closed tours (undirected) on 5x5 without c3"
    )
    assert count_sentence(1, board, False, a1, e5) == (
        "1 open tour (directed) on 5x5 without c3 from a1 to e5"
    )
    assert count_sentence(4, board, False, a1, e5) == (
        "4 open tours (directed) on 5x5 without c3 from a1 to e5"
    )
    assert count_sentence(1, board, False, a1) == "1 open tour (directed) on 5x5 without c3 from a1"
    assert count_sentence(0, board, False, a1) == (
        "0 open tours (directed) on 5x5 without c3 from a1"
    )
    assert count_sentence(1, board, False) == "1 open tour (directed) on 5x5 without c3"
    assert count_sentence(128, board, False) == "128 open tours (directed) on 5x5 without c3"
    assert count_sentence(2, board, False, None, e5) == (  # an end without a start: all
        "2 open tours (directed) on 5x5 without c3"
    )


def test_a_board_too_large_to_enumerate_is_refused_unless_a_theorem_answers() -> None:
    from knighttour.core.board.board import BoardError
    from knighttour.core.count import methods

    wide = Board(10, 10)
    with pytest.raises(BoardError) as refused:
        methods.check_feasible(wide, methods.ENUMERATION)
    assert str(refused.value) == (
        "10x10 cannot be counted here: the frontier counter takes boards up to 9 squares wide "
        "(and leapers, holes and wrapping whose moves stay as short along the board), and "
        "counting 100 squares one tour at a time would not end in years"
    )
    methods.check_feasible(Board(11, 11), methods.ENUMERATION, closed=True)  # odd: 0
    methods.check_feasible(wide, methods.FRONTIER)  # the frontier's own limits elsewhere
    methods.check_feasible(Board(5, 5), methods.ENUMERATION)


def test_a_count_that_would_not_fit_in_memory_says_how_much_it_needs(monkeypatch) -> None:
    from knighttour.core.board.board import BoardError
    from knighttour.core.count import methods

    board = Board(9, 12)
    need = methods.estimate_bytes(board, False)
    monkeypatch.setattr(methods, "available_memory", lambda: int(need / 0.81))
    with pytest.raises(BoardError) as refused:
        methods.check_fits(board, False, method=methods.FRONTIER)
    have = int(need / 0.81)
    assert str(refused.value) == (
        f"counting 9x12 needs about {need / 2**30:,.0f} GiB of frontier states (estimated), "
        f"more than this machine has free ({have / 2**30:.1f} GiB)"
    )
    monkeypatch.setattr(methods, "available_memory", lambda: int(need / 0.79))
    methods.check_fits(board, False, method=methods.FRONTIER)  # fits: 80 % of what is free
    monkeypatch.setattr(methods, "available_memory", lambda: 1)
    methods.check_fits(Board(9, 11), True, method=methods.FRONTIER)  # odd: a theorem's 0
    methods.check_fits(board, False, method=methods.ENUMERATION)  # no frontier states
    assert methods.estimate_bytes(board, False, per_start=True) != need


def test_the_tours_between_two_squares_are_counted_as_brute_force_finds_them() -> None:
    """Every pair of squares of 3x4 against the oracle's tally of its paths by their last
    square; a pair a theorem rules out is 0 at once, with the theorem, by the method that
    would have counted it."""
    from oracle import paths_by_end, variant_graph

    from knighttour.core.count.methods import count_between

    board = Board(3, 4)
    graph = variant_graph(3, 4, 1, 2)
    ruled_out = 0
    for start in range(board.size):
        by_end = paths_by_end(graph, start)
        for end in range(board.size):
            got = count_between(board, start, end)
            assert (got.count, got.method) == (by_end.get(end, 0), ENUMERATION), (start, end)
            ruled_out += bool(got.reason)
            assert not got.reason or got.count == 0
    assert ruled_out > 0  # (the colour theorem rules out half the ends of every start)


def test_a_count_between_two_squares_refuses_what_it_cannot_count() -> None:
    from knighttour.core.board.board import BoardError
    from knighttour.core.count.methods import ENUMERATE_AT_MOST, check_between

    board = Board(5, 5)
    with pytest.raises(BoardError) as no_start:
        check_between(board, None, 3)
    assert str(no_start.value) == (
        "counting the tours that end on a square needs the square they start on"
    )
    with pytest.raises(BoardError) as closed:
        check_between(board, 0, 3, closed=True)
    assert str(closed.value) == (
        "a closed tour has no last square: count the tours between two squares as open tours"
    )
    assert check_between(board, 0, 24) == ""  # 25 squares: counted one by one
    assert check_between(board, 0, 1) != ""  # a1 to b1: the colours rule it out
    big = Board(6, 7)
    assert big.squares > ENUMERATE_AT_MOST
    with pytest.raises(BoardError) as too_big:
        check_between(big, 0, 1)
    assert str(too_big.value) == (
        f"the tours from a1 to b1 of 6x7 cannot be counted here: they are counted one by one "
        f"by an exhaustive search, which takes boards up to {ENUMERATE_AT_MOST} squares (the "
        "frontier counter counts the tours from one square, or all of them, not those "
        "between two)"
    )
    assert check_between(big, 0, 2) != ""  # a theorem still answers at once (a1, c1: colours)


def test_a_count_between_two_squares_says_its_progress_and_stops() -> None:
    from knighttour.core.count.methods import CountStopped, count_between

    board = Board(5, 5)
    seen: list[tuple[int, int, int]] = []
    whole = count_between(board, 0, 24, searched=lambda *a: seen.append(a))
    assert whole.count == 56  # (oracle.paths_by_end: 56 of a1's 304 tours end on e5)
    assert seen[-1] == (1, 1, 56)  # the search done: all its tours
    assert all(done == 0 and total == 1 for done, total, _ in seen[:-1])
    assert [n for *_, n in seen] == sorted(n for *_, n in seen)
    with pytest.raises(CountStopped) as stopped:
        count_between(board, 0, 24, stop=lambda: True)
    assert str(stopped.value) == "stopped during the exhaustive search"
    assert stopped.value.partial.method == ENUMERATION
    assert 0 <= stopped.value.partial.count < whole.count


def test_a_stopped_count_says_where_it_stopped() -> None:
    """In the frontier: after which square of how many, and how many live states; in the
    exhaustive search, that it was there; after a whole search, only that it stopped."""
    asked: list[int] = []

    def stop_after(n: int):
        asked.clear()
        return lambda: len(asked) > n or bool(asked.append(1))

    from knighttour.core.count.methods import CountStopped

    with pytest.raises(CountStopped) as frontier_stop:
        count_tours(Board(5, 6), closed=True, method=FRONTIER, stop=stop_after(10))
    message = str(frontier_stop.value)
    assert message.startswith("stopped after square 11 of 30 of the frontier (")
    assert message.endswith(" live states)") and frontier_stop.value.partial.count is None
    with pytest.raises(CountStopped) as search_stop:
        count_tours(Board(6, 6), method=ENUMERATION, stop=lambda: True)
    assert str(search_stop.value) == "stopped during the exhaustive search"


@pytest.mark.parametrize("asks, finished", [(3, False), (40, False), (200, True)])
def test_a_stopped_table_per_start_shows_only_the_counts_it_finished(
    monkeypatch, asks, finished
) -> None:
    """Stopped part way through the exhaustive searches (chunks of 64 moves here), the table
    holds each square's whole count or nothing: a search cut short is not shown as its
    count (it was: a1 with 4 tours of its 304)."""
    from knighttour.core.count import methods
    from knighttour.core.count.methods import CountStopped

    monkeypatch.setattr(methods, "CHUNK", 1 << 6)
    board = Board(5, 5)
    asked: list[int] = []
    with pytest.raises(CountStopped) as stopped:
        count_tours(
            board,
            per_start=True,
            method=ENUMERATION,
            stop=lambda: len(asked) > asks or bool(asked.append(1)),
        )
    assert str(stopped.value) == "stopped during the exhaustive search"
    table = stopped.value.partial.per_start  # (None: no search finished)
    shown = [None] * board.size if table is None else list(table)
    for square, value in enumerate(shown):  # (None: a square not counted, never a 0 for it)
        assert value in (None, _tours_from_5x5(square)), (board.name(square), value)
    assert None in shown  # not all done
    assert any(v is not None for v in shown) == finished  # (after 200 asks: some searches)
    assert 0 < stopped.value.partial.seconds < 60


def _tours_from_5x5(square: int) -> int:
    """The directed open tours from each square of 5x5 (by oracle.count_open_tours_from,
    written out: 304 from a corner and 64 from the centre are the published figures)."""
    return [
        304,
        0,
        56,
        0,
        304,
        0,
        56,
        0,
        56,
        0,
        56,
        0,
        64,
        0,
        56,
        0,
        56,
        0,
        56,
        0,
        304,
        0,
        56,
        0,
        304,
    ][square]


def test_a_table_per_start_with_a_closed_count_and_its_progress() -> None:
    """Closed tours asked with the table per start: the count is the closed tours (3x4 has
    none), the table the open tours from each square (the oracle's brute force); the
    frontier's progress goes forward through every count of the table to its total."""
    from oracle import count_open_tours_from

    from knighttour.core.count.methods import per_start_runs

    board = Board(3, 4)
    seen: list[tuple[int, int, int, int]] = []
    result = count_tours(
        board, closed=True, per_start=True, method=FRONTIER, progress=lambda *a: seen.append(a)
    )
    assert result.count == 0
    assert result.per_start is not None
    assert result.per_start.tolist() == [count_open_tours_from(3, 4, s) for s in range(12)]
    total = board.squares * (per_start_runs(board) + 1)  # (the closed count, then the table)
    steps = [done for done, *_ in seen]
    assert steps == sorted(set(steps)) and steps[0] > 0 and steps[-1] <= total
    assert {t for _, t, *_ in seen} == {total}
    assert all(states >= 0 and isinstance(used, int) and used > 0 for *_, states, used in seen)
    assert result.peak_states > 0 and result.peak_bytes > 0


def test_a_runner_takes_the_frontier_counters_place_with_everything_it_is_given() -> None:
    """A runner (a cluster's) is handed the board, the kind of count, the start, progress,
    stop, the memory allowed and the statistics, and its answer is the count."""
    from knighttour.core.count import frontier

    board = Board(5, 6)
    calls: list[tuple] = []

    def runner(b, mode, square, *, progress, stop, max_bytes, stats):
        calls.append((b, mode, square, progress, stop, max_bytes, stats))
        return frontier.run(b, mode, square, progress=progress, stop=stop, stats=stats)

    seen: list[tuple] = []
    result = count_tours(
        board,
        closed=True,
        method=FRONTIER,
        runner=runner,
        max_bytes=1 << 30,
        progress=lambda *a: seen.append(a),
        stop=lambda: False,
    )
    assert result.count == 8  # 5x6 has 8 closed tours (Knuth, "Leaper graphs")
    ((b, mode, square, progress, stop, max_bytes, stats),) = calls
    assert (b, mode, square, max_bytes) == (board, frontier.CLOSED, None, 1 << 30)
    assert callable(progress) and callable(stop) and stop() is False
    assert seen and stats is not None and result.peak_states == stats.peak_states > 0
    calls.clear()
    assert count_tours(board, start=0, method=FRONTIER, runner=runner).count == 4542
    assert [(mode, square) for _, mode, square, *_ in calls] == [(frontier.OPEN_FROM, 0)]


def test_a_table_of_counts_past_64_bits_holds_them_whole() -> None:
    from knighttour.core.count.methods import _table

    board = Board(2, 3)
    small = _table(board, {0: (1 << 63) - 1, 4: 5})
    assert small.dtype == np.int64 and small.tolist() == [(1 << 63) - 1, 0, 0, 0, 5, 0]
    big = _table(board, {0: 1 << 63, 4: 5})
    assert big.dtype == object and big.tolist() == [1 << 63, 0, 0, 0, 5, 0]
    assert all(type(v) is int for v in big.tolist())
    empty = _table(board, {})
    assert empty.dtype == np.int64 and empty.tolist() == [0] * 6


def test_progress_is_said_by_square_or_by_count_and_square() -> None:
    from knighttour.core.count.sentences import progress_text

    assert progress_text(18, 49, 49) == "square 18 of 49"
    assert progress_text(3, 10, 0) == "square 3 of 10"
    assert progress_text(3, 10, 1) == "count 3 of 10, square 1 of 1"
    assert progress_text(67, 490, 49) == "count 2 of 10, square 18 of 49"
    assert progress_text(0, 490, 49) == "count 1 of 10, square 1 of 49"


def test_the_estimates_of_a_count_keep_their_proportions() -> None:
    """A table per start is one count from a start for each class of squares; a closed
    count needs the fewest states, the open tours from every square the most."""
    from knighttour.core.count import estimates, frontier
    from knighttour.core.count.methods import (
        estimate_bytes,
        estimate_count_seconds,
        per_start_runs,
    )

    board = Board(6, 8)
    from_one = estimate_count_seconds(board, False, start=0)
    assert from_one == estimates.estimate_seconds(board, frontier.OPEN_FROM)  # one run
    assert estimate_count_seconds(board, False, per_start=True) == pytest.approx(
        per_start_runs(board) * from_one
    )
    assert estimate_count_seconds(board, False, start=0, per_start=True) == pytest.approx(
        per_start_runs(board) * from_one
    )
    every = estimate_count_seconds(board, False)
    assert every == pytest.approx(2 * from_one)  # both ways from every square
    assert estimate_count_seconds(board, True) < from_one
    assert estimate_count_seconds(board, True, start=0) == estimate_count_seconds(board, True)
    assert estimate_bytes(board, True) < estimate_bytes(board, False, True)
    assert estimate_bytes(board, False, True) < estimate_bytes(board, False)
    # high rather than low: at least what a count of 5x6 held at its peak
    measured = count_tours(Board(5, 6), closed=True, method=FRONTIER).peak_bytes
    assert measured <= estimate_bytes(Board(5, 6), True) <= 100 * measured


def test_a_count_that_would_not_fit_in_memory_is_refused_before_it_begins(monkeypatch) -> None:
    from knighttour.core.board.board import BoardError
    from knighttour.core.count import methods

    monkeypatch.setattr(methods, "available_memory", lambda: 1 << 30)
    board = Board(6, 8)  # open tours: about 1.4 GB of states; closed 47 MB; per start 0.7 GB
    methods.check_fits(board, True)
    methods.check_fits(board, False, per_start=True)
    with pytest.raises(BoardError) as refused:
        methods.check_fits(board, False)
    assert str(refused.value) == (
        "counting 6x8 needs about 1 GiB of frontier states (estimated), more than this "
        "machine has free (1.0 GiB)"
    )
    methods.check_fits(Board(5, 5), False)  # counted one by one: no frontier states
    methods.check_fits(board, False, method=ENUMERATION)
    monkeypatch.setattr(methods, "available_memory", lambda: 1 << 20)
    methods.check_fits(Board(5, 7), True)  # no closed tour on an odd board: nothing to hold
    with pytest.raises(BoardError):
        methods.check_fits(Board(5, 7), True, per_start=True)


def test_a_count_between_two_squares_takes_boards_up_to_its_limit_and_times_itself() -> None:
    from knighttour.core.count.methods import ENUMERATE_AT_MOST, check_between, count_between

    board = Board(6, 6)
    assert board.squares == ENUMERATE_AT_MOST
    assert check_between(board, 0, 1) == ""  # the largest board counted one by one
    ruled_out = count_between(Board(5, 5), 0, 1)
    assert ruled_out.count == 0 and 0 < ruled_out.seconds < 60
    counted = count_between(Board(5, 5), 0, 24)
    assert counted.count == 56 and 0 < counted.seconds < 60


@pytest.mark.parametrize(
    "board, classes",
    [
        (Board(8, 8), 10),  # a1-d4's triangle: the square board's eight symmetries
        (Board(6, 8), 12),  # a rectangle's four: a quarter of its squares
        (Board(3, 4), 4),  # the middle rank is its own mirror image
        (Board(5, 5), 6),
        (Board(1, 1), 1),
    ],
    ids=["8x8", "6x8", "3x4", "5x5", "1x1"],
)
def test_a_table_per_start_takes_one_count_a_class_of_symmetric_squares(board, classes) -> None:
    """Each class holds the squares the board's symmetries carry onto each other; every
    square is in one."""
    from knighttour.core.count.methods import _images, per_start_runs

    assert per_start_runs(board) == classes
    images = _images(board)
    assert sorted(s for squares in images.values() for s in squares) == list(range(board.size))


def test_the_classes_of_5x5_and_of_a_holed_board() -> None:
    """5x5's written out: corners, the edge's next squares, its middles, the inner corners,
    the inner middles, the centre; a board with a hole has only the identity."""
    from knighttour.core.count.methods import _images, per_start_runs

    board = Board(5, 5)
    named = sorted(sorted(board.names(squares)) for squares in _images(board).values())
    assert named == [
        ["a1", "a5", "e1", "e5"],
        ["a2", "a4", "b1", "b5", "d1", "d5", "e2", "e4"],
        ["a3", "c1", "c5", "e3"],
        ["b2", "b4", "d2", "d4"],
        ["b3", "c2", "c4", "d3"],
        ["c3"],
    ]
    holed = Board(5, 5, holes=frozenset({0}))
    assert per_start_runs(holed) == 24  # with a hole, only the identity: one count a square


def test_an_exhaustive_count_says_its_searches_and_the_tours_found_so_far(monkeypatch) -> None:
    """5x5's open tours from every square (one search a class of six, each weighted by its
    squares) and 5x6's closed ones (each circuit found twice, told once): the searches done
    go up to all of them, the tours told only grow (searches in chunks of 64 moves here),
    to the count."""
    from knighttour.core.count import methods

    monkeypatch.setattr(methods, "CHUNK", 1 << 6)
    seen: list[tuple[int, int, int]] = []
    every = count_tours(Board(5, 5), method=ENUMERATION, searched=lambda *a: seen.append(a))
    assert every.count == 1728  # OEIS A165134
    assert {total for _, total, _ in seen} == {6}
    assert [done for done, _, _ in seen] == sorted(done for done, _, _ in seen)
    assert seen[0][0] == 0 and seen[-1][:2] == (6, 6) and seen[-1][2] == 1728
    tours = [found for *_, found in seen]
    assert tours == sorted(tours) and all(type(t) is int for t in tours)
    seen.clear()
    closed = count_tours(
        Board(5, 6), closed=True, method=ENUMERATION, searched=lambda *a: seen.append(a)
    )
    assert closed.count == 8 and seen[-1] == (1, 1, 8)  # (Knuth, "Leaper graphs")
    assert all(type(found) is int and found <= 8 for *_, found in seen)
    seen.clear()
    corner = count_tours(
        Board(5, 5), start=0, method=ENUMERATION, searched=lambda *a: seen.append(a)
    )
    assert corner.count == 304 and seen[-1] == (1, 1, 304)
    assert [found for *_, found in seen] == sorted(found for *_, found in seen)


def test_a_frontier_count_keeps_each_counts_squares_in_a_folder_of_its_own(tmp_path) -> None:
    """Counted with a folder to keep its squares in, each count (from a1, from b1) has its
    own, named for it, and each gives what the count without a folder gives."""
    board = Board(5, 6)
    from_a1 = count_tours(board, start=0, method=FRONTIER, checkpoint=str(tmp_path))
    from_b1 = count_tours(board, start=1, method=FRONTIER, checkpoint=str(tmp_path))
    assert from_a1.count == 4542 and from_b1.count == count_tours(board, start=1).count
    assert sorted(p.name for p in tmp_path.iterdir()) == ["from-a1", "from-b1"]


def test_the_method_a_count_takes_on_every_board_up_to_10_by_40() -> None:
    """The choice a count's answer names: the exhaustive search for 1x1 and 1x2 (the frontier
    needs three squares), 5x5, 5x6 and 6x6 (a wide frontier over few squares), and boards 10
    wide and more (past the frontier's 64-bit key); the frontier counter elsewhere, open and
    closed alike (one choice for both)."""
    from knighttour.core.count.methods import choose_method

    searched = {(1, 1), (1, 2), (5, 5), (5, 6), (6, 6)} | {(10, c) for c in range(10, 41)}
    for rows in range(1, 11):
        for cols in range(rows, 41):
            expected = ENUMERATION if (rows, cols) in searched else FRONTIER
            board = Board(rows, cols)
            assert choose_method(board) == expected, board.spec


def test_a_count_asked_through_count_tours_is_refused_or_answered_as_its_start_says() -> None:
    """count_tours with an end is the count between two squares (its stop and progress too);
    an enumeration too large is refused unless a theorem answers from the start asked, and
    a table per start is refused whatever the start."""
    from knighttour.core.board.board import BoardError
    from knighttour.core.count.methods import CountStopped

    seen: list[tuple] = []
    between = count_tours(Board(5, 5), start=0, end=24, searched=lambda *a: seen.append(a))
    assert (between.count, between.method) == (56, ENUMERATION) and seen[-1] == (1, 1, 56)
    with pytest.raises(CountStopped):
        count_tours(Board(5, 5), start=0, end=24, stop=lambda: True)
    board = Board(11, 11)  # 121 squares: the frontier is too wide, the search too long
    with pytest.raises(BoardError) as refused:
        count_tours(board, start=0)
    assert "11x11" in str(refused.value)
    wrong_colour = count_tours(board, start=1)  # b1: an odd board's minority colour
    assert wrong_colour.count == 0 and wrong_colour.reason
    with pytest.raises(BoardError):
        count_tours(board, start=1, per_start=True)


def test_the_searches_a_table_per_start_tells_include_those_a_theorem_answers() -> None:
    """5x5: six classes of squares, three of them of the colour no open tour starts on
    (answered at once): the searches done still go to six."""
    seen: list[tuple[int, int, int]] = []
    table = count_tours(
        Board(5, 5), per_start=True, method=ENUMERATION, searched=lambda *a: seen.append(a)
    )
    assert table.per_start is not None and table.per_start.tolist() == [
        _tours_from_5x5(s) for s in range(25)
    ]
    assert seen[-1] == (6, 6, 1728)
    assert [done for done, *_ in seen] == sorted(done for done, *_ in seen)


def test_a_board_of_two_squares_and_one_move_has_its_two_open_tours() -> None:
    from knighttour.core.board.board import build_board

    wazir = build_board(1, 2, leaper=(0, 1))
    assert count_open(wazir) == 2  # a1 to b1, and back
    assert count_closed(wazir) == 0
    assert count_open(Board(1, 1)) == 1 and count_closed(Board(1, 1)) == 0


def test_a_count_names_its_method_its_time_and_the_theorem_that_answers_it() -> None:
    """Every answer says how it was counted and how long it took; one a theorem gives at
    once says which (from a start of the wrong colour, or closed tours on an odd board)."""
    from knighttour.core.board.board import BoardError
    from knighttour.core.count.methods import CountStopped, check_feasible

    corner = count_tours(Board(5, 5), start=0)
    assert (corner.count, corner.method, corner.reason) == (304, ENUMERATION, "")
    assert 0 < corner.seconds < 60
    wrong = count_tours(Board(5, 5), start=1)
    assert (wrong.count, wrong.method) == (0, ENUMERATION) and "b1" in wrong.reason
    assert 0 < wrong.seconds < 60
    odd = count_tours(Board(5, 5), closed=True)
    assert odd.count == 0 and odd.reason.startswith("No closed tour exists on 5x5")
    framed = count_tours(Board(3, 4), method=FRONTIER)
    assert framed.method == FRONTIER and framed.count == 16 and 0 < framed.seconds < 60  # A118067
    assert count_tours(Board(5, 5), start=12, per_start=True).count == 64  # the centre
    with pytest.raises(CountStopped) as stopped:
        count_tours(Board(5, 5), method=ENUMERATION, stop=lambda: True)
    assert stopped.value.partial.per_start is None  # no table was asked for
    with pytest.raises(BoardError) as too_many:
        count_tours(Board(6, 8), closed=True, method=FRONTIER, max_bytes=1)
    assert str(too_many.value) == (
        "more than 1,024 frontier states at square 9 of 48: over the memory allowed"
    )
    board = Board(11, 11)
    with pytest.raises(BoardError):
        check_feasible(board, ENUMERATION)  # open tours of 121 squares, one by one
    check_feasible(board, ENUMERATION, start=1)  # from b1: none, by a theorem
    check_feasible(board, ENUMERATION, closed=True)  # an odd board: none closed
