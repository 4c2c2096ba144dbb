"""gui/table.py: the Table tab over every start, its heatmaps, summary, export and Stop."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knighttour.core import formats
from knighttour.core.board import Board
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.workers import live_threads


def test_table_over_every_start_with_heatmaps_summary_and_export(qtbot, window, tmp_path,
                                                                 monkeypatch) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
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
    columns, first = (tmp_path / "t.csv").read_text().splitlines()[:2]
    assert columns.startswith("solver,start,status,steps,backtracks,seconds,board")
    assert first.endswith(',5x5,"1,2",none,,no,10000000')  # every row names its board
    for name in ("t.csv", "t.json"):
        again = formats.read_table(tmp_path / name)
        assert again.board == Board(5, 5) and len(again.rows) == 50
        assert [r["steps"] for r in again.rows] == [r.steps for r in table.rows]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    assert not table.export("csv", str(tmp_path / "missing" / "t.csv"))
    assert "Could not write" in shown[0]


def test_table_stop_is_prompt(qtbot, window) -> None:
    window.explore.controls.rows.setValue(8)
    window.explore.controls.cols.setValue(8)
    table = window.table
    set_checked(table.solvers, ["backtracking"])
    table.cap.setCurrentText("10 billion")
    table.start()
    qtbot.waitUntil(lambda: table.running, timeout=2000)
    table.stop()
    qtbot.waitUntil(lambda: not table.running and not live_threads(), timeout=3000)
    assert "Stopped after" in table.status.text()
    assert len(table.rows) < 64
