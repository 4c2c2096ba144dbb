"""The window is the third door: what it shows and exports is the command line's answer.

A solve in the Explore tab, saved as JSON, is the tour ``knighttour solve --json`` prints
(its status and its reason too); the Count tab's number and its exported table are ``knighttour
count --json``'s; a tour file opened in the window gets ``knighttour validate``'s verdict (the
window reads files through the same check, core/files/check_file.py).  The Table and the Race
agree with ``knighttour compare`` in test_tabs_agree.py."""

from __future__ import annotations

import json

import pytest
from gui_helpers import set_size, solve
from oracle import FIVE_BY_FIVE
from PySide6.QtWidgets import QFileDialog, QMessageBox

from knighttour.cli.main import main
from knighttour.core.board.board import Board
from knighttour.core.files.formats import NOT_A_TOUR_FILE
from knighttour.gui.worker_base import live_threads


def _cli(capsys, argv: list[str]) -> dict:
    capsys.readouterr()
    main(argv)
    return json.loads(capsys.readouterr().out)


def _save_json(qtbot, window, monkeypatch, path) -> dict:
    """File > Save tour as JSON, the file dialog answered with path; the file read back."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.files.save_json()
    qtbot.waitUntil(lambda: path.exists() and not window.files.saving, timeout=10000)
    return json.loads(path.read_text())


SOLVES = [
    (5, 5, "a1", "auto", False),
    (8, 8, "a1", "warnsdorff", False),
    (6, 6, "a1", "backtracking", True),
    (4, 5, "a1", "auto", False),
]


@pytest.mark.parametrize("rows, cols, start, solver, closed", SOLVES)
def test_a_solve_in_the_window_saves_the_command_lines_tour(
    qtbot, window, monkeypatch, tmp_path, capsys, rows, cols, start, solver, closed
) -> None:
    set_size(window, rows, cols)
    if closed:
        controls = window.explore.controls
        controls.solver.setCurrentIndex(controls.solver.findData(solver))
        controls.closed.setChecked(True)
    solve(qtbot, window, start, solver)
    argv = ["solve", f"{rows}x{cols}", "--start", start, "--solver", solver, "--json"]
    from_cli = _cli(capsys, argv + (["--closed"] if closed else []))
    assert from_cli["status"] == "found" and window.model.snapshot.status == "found"
    saved = _save_json(qtbot, window, monkeypatch, tmp_path / "tour.json")
    assert saved["tour"] == from_cli["tour"]
    assert saved["board"] == from_cli["board"] and saved["closed"] == from_cli["closed"]


def test_a_theorems_no_tour_in_the_window_is_the_command_lines(qtbot, window, capsys) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "b1")
    from_cli = _cli(capsys, ["solve", "5", "--start", "b1", "--json"])
    assert from_cli["status"] == "no-tour" and window.model.snapshot.status == "no-tour"
    assert window.model.snapshot.reason == from_cli["reason"]
    assert from_cli["reason"] in window.explore.answer.text()


def test_the_count_tabs_table_and_export_are_the_command_lines(
    qtbot, window, tmp_path, capsys
) -> None:
    window.model.set_board(Board(4, 5))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.open_button.click()
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    from_cli = _cli(capsys, ["count", "4x5", "--per-start", "--json"])
    assert tab.result is not None and tab.result.count == from_cli["count"] == 164
    assert f"{from_cli['count']:,}" in tab.answer.text()
    assert tab.export_counts(str(tmp_path / "c.csv"))
    lines = (tmp_path / "c.csv").read_text().splitlines()
    exported = dict(line.split(",") for line in lines[1:])
    assert {k: int(v) for k, v in exported.items()} == from_cli["per_start"]


@pytest.mark.parametrize("spec, expected", [("3x10", 16), ("3x8", 0)])  # (3x8: Schwenk)
def test_closed_counts_in_the_window_are_the_command_lines(
    qtbot, window, capsys, spec, expected
) -> None:
    window.model.set_board(Board(*map(int, spec.split("x"))))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.closed_button.click()
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    from_cli = _cli(capsys, ["count", spec, "--closed", "--json"])
    assert tab.result is not None and tab.result.count == from_cli["count"] == expected
    if expected == 0:  # the theorem's sentence, word for word
        assert from_cli["reason"] in tab.answer.text()


FIVE = FIVE_BY_FIVE
FILES = {
    "good.txt": "# knighttour tour board=5x5\n" + "\n".join(FIVE) + "\n",
    "repeat.txt": "# knighttour tour board=5x5\n" + "\n".join([*FIVE[:-1], "a1"]) + "\n",
    "jump.json": json.dumps({"board": {"rows": 5, "cols": 5}, "tour": FIVE[:3] + FIVE[4:]}),
    "closed.json": json.dumps({"board": {"rows": 5, "cols": 5}, "tour": FIVE, "closed": True}),
    "set.json": json.dumps({"board": {"rows": 5, "cols": 5}, "tours": [FIVE, FIVE[::-1]]}),
}


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_tour_file_opened_in_the_window_gets_validates_verdict(
    qtbot, window, monkeypatch, tmp_path, capsys, name
) -> None:
    path = tmp_path / name
    path.write_text(FILES[name])
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, _t, text, *a: warned.append(text))
    controls = window.explore.controls  # (an open tour opened unticks Closed tour)
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    controls.closed.setChecked(True)
    from_cli = _cli(capsys, ["validate", str(path), "--json"])
    shown = window.files.load_tour_file(str(path))
    assert shown == from_cli["valid"]
    if from_cli["valid"]:
        first = json.loads(FILES[name])["tours"][0] if "tours" in FILES[name] else FIVE
        board = Board(5, 5)
        assert window.model.path.tolist() == [board.parse_square(n) for n in first]
        assert not warned
        said = window.explore.answer.text()
        assert ("All 2 tours in the file are valid" in said) == bool(from_cli.get("tours"))
        assert window.explore.controls.closed.isChecked() == from_cli["closed"]
    else:
        assert len(warned) == 1 and from_cli["reason"] in warned[0]


def test_a_binary_file_is_told_it_is_no_tour_file_at_every_door(
    qtbot, window, monkeypatch, tmp_path, capsys
) -> None:
    """Random bytes were read as one long square name ("square 1 of the tour, '\\x07f…'")."""
    path = tmp_path / "random.bin"
    path.write_bytes(bytes(range(256)) * 8)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, _t, text, *a: warned.append(text))
    assert main(["validate", "5", str(path)]) == 2
    said = capsys.readouterr().err
    assert said.strip() == f"knighttour: error: {path}: {NOT_A_TOUR_FILE}"
    assert not window.files.load_tour_file(str(path))
    assert warned == [f"random.bin: {NOT_A_TOUR_FILE}"]
