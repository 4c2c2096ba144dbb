"""Comparing solvers: the core batch runner (core/compare/runs.py) and the compare command.
The window's parts are in test_race.py and test_table.py."""

from __future__ import annotations

import csv
import io
import json
import threading

import numpy as np
import pytest
from oracle import check_tour, closed_tour_exists, read_table_export, tour_exists
from run_helpers import check_closed_rows

from knighttour.cli import main
from knighttour.core.board.board import Board
from knighttour.core.compare import runs as compare
from knighttour.core.files import formats
from knighttour.core.solve.catalogue import SOLVERS, SolverError, make_search
from knighttour.core.solve.search import FOUND, GAVE_UP, NO_TOUR, RUNNING

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
            if row.solver == "auto":  # exact, and 6x6 has tours from every square
                assert row.status == FOUND and tour_exists(6, 6, board.parse_square(row.start))


def test_step_cap_and_stop() -> None:
    board = Board(8, 8)
    row = compare.run_one(board, "backtracking", board.parse_square("b1"), 1000)
    assert (row.status, row.steps) == (GAVE_UP, 1000)
    stop = threading.Event()
    stop.set()
    assert compare.compare(board, ["backtracking"], [1, 2, 3], 10**9, stop=stop.is_set) == []


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
    # the contract's columns first, then the board's: the Table's export has the same
    assert table[0][:6] == ["solver", "start", "status", "steps", "backtracks", "seconds"]
    assert table[0][6:] == list(formats.TABLE_BOARD_FIELDS)
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


def test_every_start_lists_no_square_of_a_full_board() -> None:
    """Every start of a board with no holes is a range (8 million starts are not listed
    before the first run), of one with holes its live squares; compare runs from either as
    from the same squares in a list."""
    from dataclasses import replace

    board = Board(5, 5)
    starts = compare.every_start(board)
    assert starts == range(25)
    holed = replace(board, holes=frozenset({0, 7}))
    live = compare.every_start(holed)
    assert isinstance(live, np.ndarray)
    assert live.tolist() == [s for s in range(25) if s not in (0, 7)]

    def runs(starts) -> list[tuple]:
        rows = compare.compare(board, ["warnsdorff", "auto"], starts, 10**6)
        return [(r.solver, r.start, r.status, r.steps, r.backtracks) for r in rows]

    assert runs(range(3, 6)) == runs([3, 4, 5])
    assert len(runs(range(3, 6))) == 6


#: the solvers that can look for closed tours, and those that cannot
CLOSED_SOLVERS = [name for name, info in SOLVERS.items() if info.closed]
OPEN_ONLY = [name for name, info in SOLVERS.items() if not info.closed]


def test_compare_closed_finds_closed_tours_only() -> None:
    """compare(closed=True) runs each solver's closed search: on 5x6, which has closed tours
    (brute force), auto finds one from every square, and every tour found is closed by the
    oracle; on 4x5, which has open tours but no closed one, nothing is found."""
    board = Board(5, 6)
    assert closed_tour_exists(5, 6)  # so a closed tour passes through every square
    starts = list(range(board.size))
    rows = compare.compare(board, CLOSED_SOLVERS, starts, max_steps=500_000, closed=True)
    assert len(rows) == len(CLOSED_SOLVERS) * board.size
    assert check_closed_rows(board, rows, 500_000) >= 2 * board.size
    assert all(r.status == FOUND for r in rows if r.solver in ("auto", "circuit"))

    small = Board(4, 5)
    assert not closed_tour_exists(4, 5)
    assert any(tour_exists(4, 5, s) for s in range(small.size))  # open tours it has
    rows = compare.compare(small, CLOSED_SOLVERS, range(small.size), 500_000, closed=True)
    assert {r.status for r in rows} == {NO_TOUR}
    opened = compare.compare(small, ["auto"], range(small.size), 500_000)
    assert [r.status == FOUND for r in opened] == [tour_exists(4, 5, s) for s in range(20)]


@pytest.mark.parametrize("solver", OPEN_ONLY)
def test_compare_closed_refuses_the_solvers_that_cannot_look_for_closed_tours(
    solver: str, capsys
) -> None:
    with pytest.raises(SolverError, match="cannot look for closed tours"):
        compare.compare(Board(6, 6), [solver], [0], 1000, closed=True)
    assert main(["compare", "6", "--closed", "--solvers", solver, "--starts", "a1"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "cannot look for closed tours" in captured.err


def test_the_command_line_compares_closed_tours(capsys) -> None:
    """`compare --closed` rows are the closed searches `solve --closed` makes (same end,
    moves, backtracks), whose tours the oracle finds closed; on 4x5 every row is no-tour."""
    solvers = ["auto", "warnsdorff-backtracking", "forward-checking", "circuit"]
    argv = ["compare", "5x6", "--closed", "--starts", "all", "--max-steps", "500000"]
    assert main([*argv, "--solvers", ",".join(solvers), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 4 * 30
    found = 0
    for row in rows:
        assert row["status"] in ("found", "gave-up"), row  # closed tours exist: never no-tour
        assert main(
            [
                "solve",
                "5x6",
                "--start",
                row["start"],
                "--solver",
                row["solver"],
                "--closed",
                "--max-steps",
                "500000",
                "--json",
            ]
        ) == (0 if row["status"] == "found" else 1)
        solved = json.loads(capsys.readouterr().out)
        assert (solved["status"], solved["steps"], solved["backtracks"]) == (
            row["status"],
            row["steps"],
            row["backtracks"],
        ), row
        if row["status"] == "found":
            check_tour(5, 6, solved["tour"], start=row["start"], closed=True)
            found += 1
    assert found >= 3 * 30  # auto, circuit and at least one search from most squares
    assert main(["compare", "4x5", "--closed", "--starts", "all", "--json"]) == 0
    assert {r["status"] for r in json.loads(capsys.readouterr().out)} == {"no-tour"}


# comparisons a student can check (issue 34) ----------------------------------------------------
STUDENT = ["compare", "5", "--solvers", "warnsdorff,backtracking,circuit", "--starts", "a1,c3,b1"]


def test_compare_tours_puts_each_rows_tour_in_the_json(capsys) -> None:
    assert main([*STUDENT, "--tours", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 9
    assert all(list(r)[:6] == list(compare.FIELDS) and "tour" in r for r in rows)
    found = [r for r in rows if r["status"] == "found"]
    assert found
    for r in rows:
        if r["status"] == "found":
            check_tour(5, 5, r["tour"], start=r["start"])  # the independent checker
        else:
            assert r["tour"] == []
    # without --tours the rows keep exactly the contract's keys
    assert main([*STUDENT, "--json"]) == 0
    assert all(list(r) == list(compare.FIELDS) for r in json.loads(capsys.readouterr().out))


def test_compare_repeat_gives_the_median_the_least_and_the_runs(capsys) -> None:
    assert main([*STUDENT, "--json"]) == 0
    once = json.loads(capsys.readouterr().out)
    assert main([*STUDENT, "--repeat", "3", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    for r, single in zip(rows, once, strict=True):
        assert list(r) == [*compare.FIELDS, "seconds_min", "repeats", "same_moves"]
        assert r["repeats"] == 3 and 0 < r["seconds_min"] <= r["seconds"]
        assert r["same_moves"] is True
        # the runs are reproducible: the same moves each time
        assert (r["status"], r["steps"], r["backtracks"]) == (
            single["status"],
            single["steps"],
            single["backtracks"],
        )


def test_a_repeated_run_reports_the_median_of_its_times(monkeypatch) -> None:
    """seconds is the median of the runs' times and seconds_min the least (times made up)."""
    from knighttour.core.solve import pipeline

    times = iter([0.5, 0.1, 0.3, 0.9, 0.2])
    made = pipeline.search_of

    def timed(*args, **kwargs):
        search = made(*args, **kwargs)
        search.seconds = next(times) - 1e9  # the run's own time is added to this
        return search

    monkeypatch.setattr(pipeline, "search_of", timed)
    row = compare.run_one(Board(5, 5), "warnsdorff", 0, 1000, repeat=5)
    assert row.repeats == 5
    assert row.seconds == pytest.approx(0.3 - 1e9, abs=0.01)
    assert row.seconds_min == pytest.approx(0.1 - 1e9, abs=0.01)


def test_compare_text_times_have_units_and_never_read_zero(capsys) -> None:
    assert main([*STUDENT, "--repeat", "2", "--tours"]) == 0
    out = capsys.readouterr().out
    assert "0.0000" not in out
    lines = out.splitlines()
    runs = [ln for ln in lines if " steps " in ln and "backtracks" in ln]
    assert len(runs) == 9
    assert all(("µs" in ln or " ms" in ln or " s " in ln) and "median" in ln for ln in runs)
    tours = [ln.split() for ln in lines if ln.startswith("    ") and "(no tour)" not in ln]
    assert tours
    for names in tours:
        check_tour(5, 5, names)


@pytest.mark.parametrize(
    "seconds, shown",
    [
        (0.0, "0 µs"),
        (3.2e-6, "3.20 µs"),
        (4.2e-4, "420 µs"),
        (1.25e-3, "1.25 ms"),
        (0.0125, "12.5 ms"),
        (12.5, "12.5 s"),
        (1234.0, "1,234 s"),
        # where the figures change: at 10, 100 and 1000 of a unit, and just under
        (1e-5, "10.0 µs"),
        (9.994995e-6, "9.99 µs"),
        (1e-4, "100 µs"),
        (1e-3, "1.00 ms"),
        (0.999, "999 ms"),
        (0.99949, "999 ms"),
        (1.0, "1.00 s"),
        (9.995, "10.0 s"),
        (99.95, "100 s"),
        # a time that rounds up to the next figure is shown as such (it read '1,000 µs',
        # '100.0 µs' and '10.00 µs', four figures)
        (999.7e-6, "1.00 ms"),
        (0.9995, "1.00 s"),
        (99.97e-6, "100 µs"),
        (9.997e-6, "10.0 µs"),
    ],
)
def test_times_keep_three_figures_in_a_unit_that_tells_them_apart(seconds, shown) -> None:
    assert compare.format_seconds(seconds) == shown


def test_compare_csv_has_the_tables_columns_and_reads_back(capsys, tmp_path) -> None:
    """compare --csv and the Table's export are one format: the same header for the same
    rows, and the file opens as a table (tours and repeats included)."""
    assert main([*STUDENT, "--csv", "--tours", "--repeat", "2"]) == 0
    text = capsys.readouterr().out
    table = list(csv.DictReader(io.StringIO(text)))
    header = text.splitlines()[0]
    board = Board(5, 5)
    rows = [
        compare.Row(
            r["solver"],
            r["start"],
            r["status"],
            int(r["steps"]),
            int(r["backtracks"]),
            float(r["seconds"]),
            float(r["seconds_min"]),
            int(r["repeats"]),
            tuple(r["tour"].split()),
        )
        for r in table
    ]
    exported = formats.table_csv_bytes(board, rows, max_steps=compare.DEFAULT_MAX_STEPS)
    assert exported.decode().splitlines()[0] == header
    for r in table:
        if r["status"] == "found":
            check_tour(5, 5, r["tour"].split(), start=r["start"])
    path = tmp_path / "compare.csv"
    path.write_text(text)
    back_board, back_rows = read_table_export(path)
    assert back_board == board.spec and len(back_rows) == 9
    assert all(r["repeats"] == 2 and r["seconds_min"] <= r["seconds"] for r in back_rows)
    assert [r["tour"] for r in back_rows] == [r["tour"].split() for r in table]


# what each figure of a row and a summary says (the mutation tests' gaps) ------------------------
def _made_up_times(monkeypatch, times: list[float]) -> None:
    """Each run of compare's takes the next of times (in seconds), its moves its own."""
    real = compare.drive
    left = iter(times)

    def timed(search, *args, **kwargs):
        status = real(search, *args, **kwargs)
        search.seconds = next(left)
        return status

    monkeypatch.setattr(compare, "drive", timed)


def test_a_row_is_one_open_search_with_no_tour_unless_asked(monkeypatch) -> None:
    """run_one and compare look for open tours, once, keeping no tour, unless told: on 5x5,
    which has no closed tour (Schwenk: both sides odd), warnsdorff finds an open one from
    a1; the row's time is the run's own, to the microsecond."""
    assert not closed_tour_exists(5, 5)
    _made_up_times(monkeypatch, [0.1234567, 0.5, 0.25])
    board = Board(5, 5)
    row = compare.run_one(board, "warnsdorff", 0, 10**6)
    assert (row.solver, row.start, row.status) == ("warnsdorff", "a1", FOUND)
    assert (row.steps, row.backtracks) == (24, 0)  # a tour of 25 squares, no step back
    assert row.seconds == 0.123457
    assert (row.seconds_min, row.repeats, row.same_moves, row.tour) == (None, None, None, None)
    assert list(row.to_json()) == list(compare.FIELDS)
    (row,) = compare.compare(board, ["warnsdorff"], [0], 10**6, workers=1)
    assert (row.start, row.status, row.steps, row.seconds, row.tour) == ("a1", FOUND, 24, 0.5, None)
    (row,) = compare.compare(board, ["warnsdorff"], [0], 10**6, workers=1, tours=True)
    assert row.tour is not None
    check_tour(5, 5, list(row.tour), start="a1")
    assert row.to_json()["tour"] == list(row.tour)


def test_a_repeated_row_gives_the_median_and_least_time_to_the_microsecond(monkeypatch) -> None:
    _made_up_times(monkeypatch, [0.3000004, 0.1000004, 0.9, 0.2])
    row = compare.run_one(Board(5, 5), "warnsdorff", 0, 10**6, repeat=4)
    # times 0.1000004, 0.2, 0.3000004, 0.9: the median is (0.2 + 0.3000004) / 2
    assert (row.repeats, row.seconds, row.seconds_min, row.same_moves) == (4, 0.25, 0.1, True)
    assert row.to_json() == {
        "solver": "warnsdorff",
        "start": "a1",
        "status": "found",
        "steps": 24,
        "backtracks": 0,
        "seconds": 0.25,
        "seconds_min": 0.1,
        "repeats": 4,
        "same_moves": True,
    }


def test_runs_that_made_different_moves_are_reported(monkeypatch) -> None:
    """same_moves is False when a pair's runs did not make the same moves, even where their
    counts agree: on 5x5 from a1, warnsdorff and squirrel-cull both end found after 24 moves
    and no step back, on different tours (a solver that changed between runs, made up)."""
    board = Board(5, 5)
    one = compare.run_one(board, "warnsdorff", 0, 10**6, tours=True)
    other = compare.run_one(board, "squirrel-cull", 0, 10**6, tours=True)
    assert (one.status, one.steps, one.backtracks) == (other.status, other.steps, other.backtracks)
    assert one.tour is not None and other.tour is not None
    check_tour(5, 5, list(one.tour), start="a1")
    check_tour(5, 5, list(other.tour), start="a1")
    assert one.tour != other.tour
    from dataclasses import replace

    from knighttour.core.solve import pipeline

    real = pipeline.search_of
    solvers = iter(["warnsdorff", "squirrel-cull", "warnsdorff"])

    def changing(asked, **kwargs):
        return real(replace(asked, solver=next(solvers)), **kwargs)

    monkeypatch.setattr(pipeline, "search_of", changing)
    row = compare.run_one(board, "warnsdorff", 0, 10**6, repeat=2)
    assert (row.repeats, row.same_moves) == (2, False)


def test_runs_that_ended_differently_are_reported(monkeypatch) -> None:
    """Two runs with different ends (found, then gave up at the cap) are not the same moves."""
    from dataclasses import replace

    from knighttour.core.solve import pipeline

    real = pipeline.search_of
    solvers = iter(["warnsdorff", "heuristic-centre"])

    def changing(asked, **kwargs):
        return real(replace(asked, solver=next(solvers)), **kwargs)

    monkeypatch.setattr(pipeline, "search_of", changing)
    row = compare.run_one(Board(5, 5), "warnsdorff", 0, 10**6, repeat=2)
    assert (row.status, row.repeats, row.same_moves) == (GAVE_UP, 2, False)


def test_a_stopped_run_is_not_repeated_and_says_stopped() -> None:
    row = compare.run_one(Board(8, 8), "backtracking", 0, 10**9, stop=lambda: True, repeat=3)
    assert (row.status, row.steps, row.repeats) == ("stopped", 0, 1)


def test_a_stop_before_a_trillion_starts_ends_the_comparison_at_once() -> None:
    """No run is made, nor a job for each start to be skipped one by one."""
    stop = threading.Event()
    stop.set()
    assert (
        compare.compare(Board(8, 8), ["warnsdorff"], range(10**12), 10**6, stop=stop.is_set) == []
    )


def test_the_summary_of_an_even_number_of_runs_with_a_stop() -> None:
    """Four runs of one solver, one stopped: the median of the runs that ended (10, 30 and
    50 moves) is 30; a stopped run counts apart, its moves in neither the median nor the
    most; the time in all to the microsecond."""
    rows = [
        compare.Row("b", "a1", FOUND, 50, 0, 0.1000004),
        compare.Row("b", "b1", "stopped", 20, 3, 0.2),
        compare.Row("b", "c1", NO_TOUR, 10, 10, 0.0000002),
        compare.Row("b", "d1", FOUND, 30, 1, 0.3),
        compare.Row("c", "a1", GAVE_UP, 7, 2, 1.0),
    ]
    b, c = compare.summarise(rows)
    assert (b.solver, b.found, b.runs, b.stopped) == ("b", 2, 3, 1)
    assert (b.median_steps, b.max_steps, b.seconds) == (30, 50, 0.600001)
    assert (c.solver, c.found, c.runs, c.stopped, c.median_steps, c.max_steps) == (
        "c",
        0,
        1,
        0,
        7,
        7,
    )
    # six runs: the median of 1, 2, 4, 8, 16 and 32 is (4 + 8) / 2
    six = [compare.Row("d", "a1", GAVE_UP, n, 0, 0.0) for n in (32, 1, 16, 2, 8, 4)]
    (d,) = compare.summarise(six)
    assert (d.median_steps, d.max_steps) == (6, 32)


def _thread_names(monkeypatch) -> list[str]:
    """The threads compare's runs go on, one name a run."""
    names: list[str] = []
    real = compare.run_one

    def recorded(*args):
        names.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(compare, "run_one", recorded)
    return names


def test_a_run_on_each_core_at_once_by_default(monkeypatch) -> None:
    """With three cores, three runs go on at once: each waits for the other two to begin
    (a run at a time would leave the first waiting alone until the barrier gives up)."""
    monkeypatch.setattr(compare.os, "cpu_count", lambda: 3)
    meet = threading.Barrier(3, timeout=20)
    real = compare.run_one

    def meeting(*args):
        meet.wait()
        return real(*args)

    monkeypatch.setattr(compare, "run_one", meeting)
    rows = compare.compare(Board(5, 5), ["warnsdorff"], [0, 2, 4], 10**6)
    assert [(r.start, r.status) for r in rows] == [("a1", FOUND), ("c1", FOUND), ("e1", FOUND)]


@pytest.mark.parametrize("cores", [None, 4])
def test_one_worker_runs_one_run_at_a_time(monkeypatch, cores) -> None:
    """workers=1, or a machine whose cores are not known: every run on one thread."""
    monkeypatch.setattr(compare.os, "cpu_count", lambda: cores)
    names = _thread_names(monkeypatch)
    starts = [0, 2, 4, 10, 12, 14]
    rows = compare.compare(Board(5, 5), ["warnsdorff"], starts, 10**6, workers=cores and 1)
    assert len(rows) == 6 and len(names) == 6
    assert len(set(names)) == 1


def test_each_row_is_handed_on_as_it_ends_and_a_tick_follows(monkeypatch) -> None:
    """on_row gets every row once, in the calling thread; tick comes while runs go on: here
    each run (auto, which finds a tour from each of these 5x5 starts of the corners'
    colour) waits for a tick before it begins, so a comparison that stopped ticking while
    it waited for runs would leave them waiting (then recorded as not ticked)."""
    ticked = threading.Event()
    waited: list[bool] = []
    real = compare.run_one

    def after_a_tick(*args):
        waited.append(ticked.wait(timeout=5))
        ticked.clear()
        return real(*args)

    monkeypatch.setattr(compare, "run_one", after_a_tick)
    board = Board(5, 5)
    handed: list[tuple[str, str]] = []
    caller = threading.current_thread()

    def on_row(row) -> None:
        assert threading.current_thread() is caller
        handed.append((row.start, row.status))

    starts = [0, 2, 4, 10, 12]
    assert all(tour_exists(5, 5, s) for s in starts)
    rows = compare.compare(
        board, ["auto"], starts, 10**6, workers=1, on_row=on_row, tick=ticked.set
    )
    assert [(r.start, r.status) for r in rows] == [(board.name(s), FOUND) for s in starts]
    assert sorted(handed) == sorted((r.start, r.status) for r in rows)
    assert waited == [True] * 5


def test_a_stop_while_a_run_goes_on_ends_it_stopped(monkeypatch) -> None:
    """Stop pressed once the run has begun (at the next tick): the run ends, stopped,
    rather than going on to its cap of a billion moves."""
    from knighttour.core.solve import pipeline

    begun = threading.Event()
    real = pipeline.search_of

    def making(*args, **kwargs):
        search = real(*args, **kwargs)
        begun.set()
        return search

    monkeypatch.setattr(pipeline, "search_of", making)
    stop = threading.Event()

    def tick() -> None:
        if begun.is_set():
            stop.set()

    # (from b1: no tour in a billion moves; a1's comes in 8 million, 0.08 s on a fast machine,
    # sooner than the stop's tick)
    rows = compare.compare(Board(8, 8), ["backtracking"], [1], 10**9, stop=stop.is_set, tick=tick)
    assert [(r.start, r.status) for r in rows] == [("b1", "stopped")]
    assert rows[0].steps < 10**9


def test_starts_given_once_serve_every_solver() -> None:
    """Starts that can be read only once (a generator) are kept for every solver."""
    board = Board(5, 5)
    rows = compare.compare(board, ["warnsdorff", "auto"], (s for s in (0, 2)), 10**6)
    assert [(r.solver, r.start) for r in rows] == [
        ("warnsdorff", "a1"),
        ("warnsdorff", "c1"),
        ("auto", "a1"),
        ("auto", "c1"),
    ]


def test_a_run_that_gave_up_keeps_no_tour() -> None:
    """tours: a run that gave up at its cap has an empty tour, not the squares it got to."""
    row = compare.run_one(Board(8, 8), "backtracking", 0, 1000, tours=True)
    assert (row.status, row.steps, row.tour) == (GAVE_UP, 1000, ())
    assert row.to_json()["tour"] == []


def test_jobs_are_made_two_a_thread_ahead_never_all_at_once(monkeypatch) -> None:
    """A board of a million squares must not build a million jobs before its first run: with
    one thread, the first run held back until a tick, no third job is made while two wait."""
    from concurrent.futures import ThreadPoolExecutor

    released = threading.Event()
    real = compare.run_one

    def held(*args):
        released.wait(timeout=5)
        return real(*args)

    monkeypatch.setattr(compare, "run_one", held)
    made: list = []
    most = [0]

    class Counting(ThreadPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):
            made.append(super().submit(fn, *args, **kwargs))
            most[0] = max(most[0], sum(not job.done() for job in made))
            return made[-1]

    monkeypatch.setattr(compare, "ThreadPoolExecutor", Counting)
    board = Board(5, 5)
    rows = compare.compare(board, ["warnsdorff"], range(10), 10**6, workers=1, tick=released.set)
    assert [r.start for r in rows] == [board.name(s) for s in range(10)]
    assert most == [2]


def test_a_comparison_loads_only_the_kernels_its_solvers_call(monkeypatch) -> None:
    """A first comparison in a notebook compiled every solver's kernels (seven notices, 33
    s): each run loads its own search's, as a solve does."""
    from knighttour.core.solve import solver_kernels

    def every(*args, **kwargs):
        raise AssertionError("a run loaded every kernel")

    monkeypatch.setattr(solver_kernels, "load_all", every)
    asked: list[str] = []
    load_for = solver_kernels.load_for

    def loading(search, stop=None):
        asked.append(type(search).__name__)
        return load_for(search, stop)

    monkeypatch.setattr(solver_kernels, "load_for", loading)
    rows = compare.compare(Board(6, 6), ["warnsdorff", "backtracking"], [0, 7], 10_000)
    assert [(r.solver, r.start) for r in rows] == [
        ("warnsdorff", "a1"),
        ("warnsdorff", "b2"),
        ("backtracking", "a1"),
        ("backtracking", "b2"),
    ]
    # each run's own kernels: asked before its clock starts, and made sure of by the drive
    assert sorted(asked) == ["DfsSearch"] * 4 + ["GreedySearch"] * 4, asked
