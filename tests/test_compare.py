"""Comparing solvers: the core batch runner, the compare command, the race and the table."""

from __future__ import annotations

import csv
import io
import json
import threading

import pytest
from oracle import check_tour
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knighttour.cli import main
from knighttour.core import compare, formats
from knighttour.core.board import Board
from knighttour.core.search import FOUND, GAVE_UP, RUNNING, STOPPED
from knighttour.core.solvers import make_search
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.workers import live_threads

SEED_ORDER = "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2"


def test_rows_match_single_runs_in_any_thread_count() -> None:
    board = Board(6, 6)
    solvers = ["backtracking", "warnsdorff", "auto"]
    starts = [0, 7, 14, 35]
    for workers in (1, 2, 4):
        rows = compare.compare(board, solvers, starts, max_steps=200_000, workers=workers)
        assert [(r.solver, r.start) for r in rows] == [
            (s, board.name(q)) for s in solvers for q in starts]
        for row in rows:
            search = make_search(board, board.parse_square(row.start), row.solver)
            while search.status == RUNNING and search.steps < 200_000:
                search.advance(200_000 - search.steps)
            expected = search.status if search.status != RUNNING else GAVE_UP
            assert (row.status, row.steps, row.backtracks) == (
                expected, search.steps, search.backtracks)
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
    rows = [compare.Row("a", "a1", FOUND, 10, 0, 1.0), compare.Row("a", "b1", GAVE_UP, 30, 5, 2.0),
            compare.Row("a", "c1", FOUND, 20, 0, 0.5)]
    (s,) = compare.summarise(rows)
    assert (s.found, s.runs, s.median_steps, s.max_steps, s.seconds) == (2, 3, 20, 30, 3.5)


def test_compare_command_json_and_csv(capsys) -> None:
    argv = ["compare", "5", "--solvers", "warnsdorff,backtracking", "--starts", "a1,c3,b1",
            "--max-steps", "100000"]
    assert main([*argv, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 6
    assert all(list(r) == ["solver", "start", "status", "steps", "backtracks", "seconds"]
               for r in rows)
    assert {r["status"] for r in rows} <= {"found", "no-tour", "gave-up"}
    assert next(r for r in rows if r["start"] == "b1")["status"] == "no-tour"  # colour theorem
    assert main([*argv, "--csv"]) == 0
    table = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert table[0] == ["solver", "start", "status", "steps", "backtracks", "seconds"]
    assert [row[:3] for row in table[1:]] == [[r["solver"], r["start"], r["status"]]
                                              for r in rows]


def test_compare_all_starts_reproduces_seed_001_corner(capsys) -> None:
    assert main(["compare", "8", "--solvers", "backtracking", "--starts", "a8",
                 "--order", SEED_ORDER, "--max-steps", "20000000", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["status"] == "found" and row["steps"] + row["backtracks"] == 6_484_065


@pytest.mark.parametrize("argv, needle", [
    (["compare", "8", "--solvers", "nope"], "unknown solver"),
    (["compare", "8", "--starts", "z9"], "off the"),
    (["compare", "abc"], "board"),
    (["compare", "8", "--max-steps", "0"], "at least 1"),
    (["compare", "8", "--solvers", "warnsdorff", "--closed"], "closed"),
    (["compare", "8", "--json", "--csv"], "not allowed"),
])
def test_compare_bad_input(capsys, argv: list[str], needle: str) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert captured.out == ""
    assert needle in err and len(err.strip().splitlines()) == 1


def test_race_runs_solvers_at_once_and_ranks_them(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking", "backtracking"])
    race.start_square.setText("a1")
    assert race.start()
    assert len(race.lanes) == 3
    qtbot.waitUntil(lambda: not race.running, timeout=30000)
    for lane in race.lanes:
        snap = lane.snapshot
        assert snap.status == FOUND
        check_tour(8, 8, window.model.board.names(snap.path), start="a1")
    assert race.ranking_text().startswith("Ranking:\n1. ")
    assert race.ranking.text() == race.ranking_text()
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_race_stop_one_and_all(qtbot, window) -> None:
    race = window.race
    window.rows.setValue(12)
    window.cols.setValue(12)
    set_checked(race.solvers, ["backtracking", "forward-checking"])
    race.start_square.setText("b2")
    assert race.start()
    qtbot.waitUntil(lambda: all(lane.snapshot is not None for lane in race.lanes), timeout=10000)
    race.lanes[0].stop_button.click()
    qtbot.waitUntil(lambda: not race.lanes[0].running, timeout=2000)
    assert race.lanes[1].running
    race.stop_button.click()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=2000)
    assert all(lane.snapshot.status == STOPPED for lane in race.lanes)


def test_race_refuses_bad_setups(qtbot, window) -> None:
    race = window.race
    set_checked(race.solvers, ["backtracking"])
    assert not race.start() and "2 to 6" in race.ranking.text()
    set_checked(race.solvers, ["backtracking", "warnsdorff"])
    race.start_square.setText("q77")
    assert not race.start() and "off the" in race.ranking.text()


def test_table_over_every_start_with_heatmaps_summary_and_export(qtbot, window, tmp_path,
                                                                 monkeypatch) -> None:
    window.rows.setValue(5)
    window.cols.setValue(5)
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "backtracking"])
    table.start()
    assert table.running and table.stop_button.isEnabled()
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    assert len(table.rows) == 50 and table.items.rowCount() == 50
    assert table.summary.rowCount() == 2
    assert "Done: 50 of 50" in table.status.text()
    # numbers sort as numbers, not as text
    table.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    first = table.proxy.index(0, 3).data(Qt.ItemDataRole.UserRole)
    assert first == max(r.steps for r in table.rows)
    assert table.proxy.index(0, 3).data() == f"{first:,}"
    assert table.export("csv", str(tmp_path / "t.csv"))
    assert table.export("json", str(tmp_path / "t.json"))
    saved = json.loads((tmp_path / "t.json").read_text())
    rows = saved["rows"]
    assert len(rows) == 50 and rows[0]["solver"] in ("warnsdorff", "backtracking")
    assert saved["board"] == {"rows": 5, "cols": 5}  # an export says what board it is of
    header, columns = (tmp_path / "t.csv").read_text().splitlines()[:2]
    assert header.startswith("# knighttour table v1 board=5x5") and columns.startswith(
        "solver,start,status")
    for name in ("t.csv", "t.json"):
        again = formats.read_table(tmp_path / name)
        assert again.board == Board(5, 5) and len(again.rows) == 50
        assert [r["steps"] for r in again.rows] == [r.steps for r in table.rows]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    assert not table.export("csv", str(tmp_path / "missing" / "t.csv"))
    assert "Could not write" in shown[0]


def test_table_stop_is_prompt(qtbot, window) -> None:
    window.rows.setValue(8)
    window.cols.setValue(8)
    table = window.table
    set_checked(table.solvers, ["backtracking"])
    table.cap.setCurrentText("10 billion")
    table.start()
    qtbot.waitUntil(lambda: table.running, timeout=2000)
    table.stop()
    qtbot.waitUntil(lambda: not table.running and not live_threads(), timeout=3000)
    assert "Stopped after" in table.status.text()
    assert len(table.rows) < 64
