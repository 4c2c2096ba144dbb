"""gui/table/ (panel.py, model.py, columns.py): the Table tab over every start, its heatmaps,
summary, export and Stop; columns as wide as their text; the sentence that ends a run."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

import numpy as np
from oracle import check_tour, read_table_export
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QStyle

from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import SOLVERS
from knighttour.core.status import Status
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.worker_base import live_threads


def test_table_over_every_start_with_heatmaps_summary_and_export(
    qtbot, window, tmp_path, monkeypatch
) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "backtracking"])
    table.start()
    assert table.running and table.stop_button.isEnabled()
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    assert len(table.rows) == 50 and table.runs.rowCount() == 50
    assert table.summary.rowCount() == 2
    assert "Done: 50 of 50" in table.status.text()
    assert table.progress.text() == "50 of 50 runs"
    # numbers sort as numbers, not as text
    table.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    first = table.runs.index(0, 3).data(Qt.ItemDataRole.UserRole)
    assert first == max(r.steps for r in table.rows)
    assert table.runs.index(0, 3).data() == f"{first:,}"
    assert table.export("csv", str(tmp_path / "t.csv"))
    assert table.export("json", str(tmp_path / "t.json"))
    saved = json.loads((tmp_path / "t.json").read_text())
    rows = saved["rows"]
    assert len(rows) == 50 and rows[0]["solver"] in ("warnsdorff", "backtracking")
    assert saved["board"] == {"rows": 5, "cols": 5}  # an export says what board it is of
    columns, first = (tmp_path / "t.csv").read_text().splitlines()[:2]
    assert columns.startswith("solver,start,status,steps,backtracks,seconds,board")
    assert first.endswith(',5x5,"1,2",none,,no,10000000')  # every row names its board
    board = Board(5, 5)
    in_board_order = sorted(
        table.rows, key=lambda r: (list(SOLVERS).index(r.solver), board.parse_square(r.start))
    )
    for name in ("t.csv", "t.json"):
        again_board, again_rows = read_table_export(tmp_path / name)
        assert again_board == "5x5" and len(again_rows) == 50
        # by solver, then start in board order (a1, b1, ... e5), not in the order runs ended
        assert [(r["solver"], r["start"]) for r in again_rows] == [
            (r.solver, r.start) for r in in_board_order
        ]
        assert [r["start"] for r in again_rows[:25]] == board.names(range(25))
        assert [r["steps"] for r in again_rows] == [r.steps for r in in_board_order]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    assert not table.export("csv", str(tmp_path / "missing" / "t.csv"))
    assert "Could not write" in shown[0]


def assert_nothing_elided(table, view) -> None:
    """Every column is at least as wide as its header and its widest visible text."""
    header = view.horizontalHeader()
    model = view.model()
    for column in range(model.columnCount()):
        width = header.sectionSize(column)
        assert width >= header.sectionSizeFromContents(column).width(), column
        texts = [
            model.index(r, column).data()
            for r in range(model.rowCount())
            if not view.isRowHidden(r)
        ]
        widest = max(texts, key=view.fontMetrics().horizontalAdvance, default="")
        # the delegate's text margins either side, and the grid line
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
        needed = view.fontMetrics().horizontalAdvance(widest) + 2 * (margin + 1) + 1
        assert width >= needed, (column, widest, width, needed)


def test_columns_fit_their_text_before_and_after_sorting(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    solvers = ["backtracking", "forward-checking", "warnsdorff", "warnsdorff-backtracking"]
    set_checked(table.solvers, solvers)
    table.run_button.click()
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    assert_nothing_elided(table, table.table)
    for column in (2, 5, 3):
        table.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
        assert_nothing_elided(table, table.table)
    # the summary shows every solver, whole
    view = table.summary_view
    assert table.summary.rowCount() == 4
    assert_nothing_elided(table, view)
    last = view.visualRect(table.summary.index(3, 0))
    assert view.viewport().rect().contains(last)
    assert view.horizontalHeader().length() <= view.viewport().width()


def test_table_stop_is_prompt_and_stopped_runs_are_not_failures(qtbot, window, tmp_path) -> None:
    window.explore.controls.rows.setValue(8)
    window.explore.controls.cols.setValue(8)
    table = window.table
    set_checked(table.solvers, ["backtracking"])
    table.cap.setCurrentIndex(table.cap.findData(10**10))
    table.run_button.click()
    qtbot.waitUntil(lambda: len(table.rows) >= 1, timeout=20000)  # the others are mid-run
    table.stop_button.click()
    qtbot.waitUntil(lambda: not table.running and not live_threads(), timeout=3000)
    assert table.status.text().startswith("Stopped: ")
    assert len(table.rows) < 64
    cut = [r for r in table.rows if r.status == Status.STOPPED]
    assert cut, "a run in progress is stopped, not failed"
    assert "not counted as failures" in table.status.text()
    ended = len(table.rows) - len(cut)
    assert table.summary.index(0, 1).data().endswith(f"of {ended}")
    assert table.summary.index(0, 2).data() == str(len(cut))
    heat = table._maps["backtracking"]
    square = window.model.board.parse_square(cut[0].start)
    assert heat.result(square) == (cut[0].steps, Status.STOPPED)  # hatched, not crossed
    assert table.export("json", str(tmp_path / "cut.json"))
    saved = json.loads((tmp_path / "cut.json").read_text())
    assert saved["board"] == {"rows": 8, "cols": 8}  # the export still says its board
    assert sum(r["status"] == "stopped" for r in saved["rows"]) == len(cut)


def test_counts_have_thousands_separators(qtbot, window) -> None:
    window.explore.controls.rows.setValue(32)
    window.explore.controls.cols.setValue(32)
    table = window.table
    set_checked(table.solvers, ["warnsdorff"])
    table.run_button.click()
    assert "Running 1,024 runs" in table.status.text()
    qtbot.waitUntil(lambda: not table.running, timeout=60000)
    assert "Done: 1,024 of 1,024 runs" in table.status.text()
    assert table.progress.text() == "1,024 of 1,024 runs"
    assert table.summary.index(0, 1).data().endswith("of 1,024")
    window.tabs.setCurrentWidget(window.play)
    assert window.play.moves.text() == "Squares: 0 of 1,024"


def test_the_chart_legend_stays_off_the_points_and_marks_have_a_key(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    set_checked(
        table.solvers, ["backtracking", "forward-checking", "warnsdorff", "warnsdorff-backtracking"]
    )
    table.run_button.click()
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    chart = table.chart
    for width in (chart.width(), 300, 900):
        chart.resize(width, chart.height())
        area = chart.plot_area()
        assert not any(rect.intersects(area) for rect in chart.legend_rects(width))
    texts = [text for _, _, text in chart.legend_entries()]
    assert {"tour found", "no tour found (gave up)", "stopped"} <= set(texts)
    keys = [text for _, text, _ in table.heat_legend._cells()]
    assert any(t.startswith("moves tried: 1 to ") and "e" not in t[-3:] for t in keys)
    assert {"no tour found (gave up)", "stopped", "not run"} <= set(keys)
    assert table.heat_legend.isVisible()


def test_the_closing_sentence_counts_stopped_runs_apart() -> None:
    from knighttour.core.compare.runs import Row
    from knighttour.gui.table.model import finished_text, row_cells

    rows = [
        Row("warnsdorff", "a1", Status.FOUND, 24, 0, 0.001),
        Row("backtracking", "b1", Status.GAVE_UP, 1_000_000, 999_000, 0.5),
        Row("backtracking", "c1", Status.STOPPED, 12_345, 100, 0.2),
    ]
    assert finished_text(rows, 3, 1.26, False) == "Done: 2 of 3 runs in 1.3 s."
    assert finished_text(rows, 10, 0.5, True) == (
        "Stopped: 2 of 10 runs ended in 0.5 s, 1 more cut off by Stop (not counted as failures)."
    )
    assert finished_text(rows[:2], 10, 0.5, True) == "Stopped: 2 of 10 runs ended in 0.5 s."
    cells = row_cells(rows[1], 1)
    # said in words, not as the command line's 'gave-up' (which reads like 'no tour exists')
    assert [text for text, _ in cells][2:] == [
        "gave up (move limit reached)",
        "1,000,000",
        "999,000",
        "500 ms",  # a unit that tells times apart: never 0.0000
    ]
    assert [key[0] for _, key in cells][3:] == [1_000_000, 999_000, 0.5]  # sorted as numbers


def test_old_results_say_which_board_they_belong_to(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    table = window.table
    set_checked(table.solvers, ["warnsdorff"])
    table.run_button.click()
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    window.explore.controls.rows.setValue(6)
    assert "results below are for tours on 5x5" in table.status.text()
    assert "on 6x5" in table.kind.text()


def test_equal_values_of_two_solvers_stand_side_by_side_on_the_chart(qapp) -> None:
    """Known circuit and Warnsdorff with backtracking both take 35 steps from most squares
    of 6x6: each solver's mark sits at its own place in the start's slot, in the picture."""
    from knighttour.gui.widgets.charts import PALETTE, LogChart

    chart = LogChart()
    chart.resize(660, 260)  # about its size in the window: a slot of 16 pixels a start
    chart.reset(["circuit", "warnsdorff-backtracking"], range(36))
    chart.add("circuit", [0, 1], [35, 35], ["found", "found"])
    chart.add("warnsdorff-backtracking", [0, 1], [35, 35], ["found", "found"])
    first, second = chart.x_of(0, np.array([0]), 600)[0], chart.x_of(1, np.array([0]), 600)[0]
    assert second - first >= 7  # apart by more than a mark's width
    area = chart.plot_area()
    image = chart._plot_image(area)
    y = int(area.height() - area.height() * np.log10(35) / chart.top)
    width = int(area.width())
    colours = {image.pixelColor(int(x), y).name() for x in chart.x_of(0, np.array([0]), width)}
    colours |= {image.pixelColor(int(x), y).name() for x in chart.x_of(1, np.array([0]), width)}
    assert {PALETTE[0].lower(), PALETTE[1].lower()} <= colours  # both colours can be seen


def test_the_results_list_grows_with_the_window(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.table.table.height() > 0)
    small = window.table.table.height()
    window.resize(1000, 1000)
    qtbot.waitUntil(lambda: window.table.table.height() > small + 60)


def test_the_table_exports_its_tours_with_the_command_lines_columns(
    qtbot, window, tmp_path, monkeypatch
) -> None:
    """Keep each tour ticked, Run clicked, Export CSV clicked: the file has a tour column that
    the oracle checks row by row, and the same columns as compare --csv --tours."""
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "backtracking"])
    window.tabs.setCurrentWidget(table)
    qtbot.mouseClick(table.keep_tours, Qt.MouseButton.LeftButton)
    assert table.keep_tours.isChecked()
    qtbot.mouseClick(table.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.running, timeout=30000)
    target = tmp_path / "tours.csv"
    monkeypatch.setattr(
        "knighttour.gui.table.results.QFileDialog.getSaveFileName",
        staticmethod(lambda *a, **k: (str(target), "")),
    )
    qtbot.mouseClick(table.csv_button, Qt.MouseButton.LeftButton)
    with target.open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 50
    found = [r for r in rows if r["status"] == "found"]
    assert len(found) >= 20  # backtracking finds one from each of the 13 starts that have one
    for r in found:
        check_tour(5, 5, r["tour"].split(), start=r["start"])
    assert all(r["tour"] == "" for r in rows if r["status"] != "found")
    cli = subprocess.run(
        [
            sys.executable,
            "-m",
            "knighttour",
            "compare",
            "5",
            "--solvers",
            "warnsdorff",
            "--starts",
            "a1",
            "--csv",
            "--tours",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert cli.stdout.splitlines()[0] == target.read_text().splitlines()[0]
    # on a board too large to keep a tour per run the choice is off, and says why
    window.explore.controls.rows.setValue(30)
    window.explore.controls.cols.setValue(30)
    assert not table.keep_tours.isEnabled() and not table.keep_tours.isChecked()
