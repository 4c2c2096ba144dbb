"""gui/recent.py and the window's title: File > Open recent lists the tours and games saved
or opened, newest first, across launches; the title names the file the tab shows; Ctrl+S on
the Play tab saves the game to its file."""

from __future__ import annotations

import json
from pathlib import Path

from gui_helpers import solve
from oracle import check_tour
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from knighttour.core.board.board import Board
from knighttour.gui.help import TITLE
from knighttour.gui.worker_base import live_threads


def _recent_texts(window) -> list[str]:
    window.recent.menu.aboutToShow.emit()
    return [a.text() for a in window.recent.menu.actions() if a.isEnabled() and a.text()]


def test_saved_and_opened_files_are_recent_and_name_the_window(
    qtbot, window, tmp_path, monkeypatch
) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    solve(qtbot, window, "a1")
    assert window.windowTitle() == f"{TITLE}[*]"
    target = tmp_path / "lesson.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # File > Save
    qtbot.waitUntil(lambda: target.exists() and not window.files.saving)
    check_tour(5, 5, json.loads(target.read_text())["tour"], start="a1")
    assert window.windowTitle() == f"lesson.json[*] — {TITLE}"
    assert _recent_texts(window)[0] == "&1 lesson.json (tour)"
    solve(qtbot, window, "c3")  # another tour: not the file's any more
    assert window.windowTitle() == f"{TITLE}[*]"

    # a game saved with Ctrl+S on the Play tab, then saved again to the same file silently
    window.tabs.setCurrentWidget(window.play)
    play = window.play
    play.model.set_board(Board(5, 5))
    play.model.click(Board(5, 5).parse_square("a1"))
    game = tmp_path / "game.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(game), ""))
    )
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert game.exists() and window.windowTitle() == f"game.json[*] — {TITLE}"
    play.model.click(Board(5, 5).parse_square("b3"))
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (_ for _ in ()).throw(AssertionError("asked again"))),
    )
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(json.loads(game.read_text())["moves"]) == 2 and not play.model.unsaved
    assert _recent_texts(window)[:2] == ["&1 game.json (game)", "&2 lesson.json (tour)"]

    # the list outlives the window: a second window opens the tour from it
    window.tabs.setCurrentWidget(window.explore)
    second = type(window)()
    qtbot.addWidget(second)
    try:
        second.recent.menu.aboutToShow.emit()
        tour = next(a for a in second.recent.menu.actions() if "lesson.json" in a.text())
        tour.trigger()
        qtbot.waitUntil(lambda: not second.files.opening and second.explore.has_path)
        assert second.model.board == Board(5, 5) and second.model.start == 0
        assert second.windowTitle() == f"lesson.json[*] — {TITLE}"
    finally:
        second.close()
    qtbot.waitUntil(lambda: not live_threads())


def test_a_recent_file_that_is_gone_is_dropped_with_a_message(qtbot, window, tmp_path) -> None:
    gone = tmp_path / "gone.json"
    window.recent.add("tour", str(gone))
    assert _recent_texts(window)[0] == "&1 gone.json (tour)"
    board_before = window.model.board
    next(a for a in window.recent.menu.actions() if "gone.json" in a.text()).trigger()
    assert "gone.json is no longer at" in window.statusBar().currentMessage()
    assert not any("gone.json" in t for t in _recent_texts(window))
    assert window.model.board == board_before and not window.files.opening


def test_the_list_keeps_eight_files_once_each_and_survives_a_damaged_setting(
    qtbot, window, tmp_path
) -> None:
    for n in range(10):
        window.recent.add("tour", str(tmp_path / f"t{n}.json"))
    window.recent.add("tour", str(tmp_path / "t5.json"))
    names = [Path(p).name for _, p in window.recent.entries()]
    assert names == ["t5.json", "t9.json", "t8.json", "t7.json", "t6.json", "t4.json",
                     "t3.json", "t2.json"]  # fmt: skip
    window.settings.setValue("files/recent", 42)
    assert window.recent.entries() == []
    window.recent.menu.aboutToShow.emit()  # a menu of one disabled line, no traceback
    window.recent.clear()
    assert _recent_texts(window) == []
