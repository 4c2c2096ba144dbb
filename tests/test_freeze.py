"""No freeze: the event loop is never blocked for more than 100 ms, on any tab, on boards as
large as the window accepts, while runs go on.  A watchdog (watchdog.py) ticks on the GUI
thread throughout; each test does what a user does and fails on the longest block."""

from __future__ import annotations

import pytest
from gui_helpers import set_size, wait_done
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from watchdog import Watchdog

from knighttour.core.solve.catalogue import SOLVERS
from knighttour.core.status import Status
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.workers import live_threads

#: the largest side the window accepts
SIDE = 1000


def idle(qtbot) -> None:
    """Run the event loop a moment under the watchdog: the paints a change asked for."""
    qtbot.wait(100)


def test_the_table_over_a_long_board_and_its_stop(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    set_checked(table.solvers, list(SOLVERS))
    with Watchdog() as dog:
        set_size(window, 2, SIDE)
        idle(qtbot)
        qtbot.mouseClick(table.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(table.rows) >= 4000, timeout=60000)
        qtbot.mouseClick(table.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.running, timeout=5000)
        table.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # a click on Steps
        idle(qtbot)
    dog.check("the Table on 2x1000")
    assert table.status.text().startswith(("Stopped", "Done"))


def test_the_table_on_a_wide_board_with_slow_runs(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "backtracking", "divide-conquer", "auto"])
    with Watchdog() as dog:
        set_size(window, 8, SIDE)
        idle(qtbot)
        qtbot.mouseClick(table.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(table.rows) >= 2000, timeout=60000)
        qtbot.mouseClick(table.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.running, timeout=5000)
    dog.check("the Table on 8x1000")


def test_explore_a_million_squares_play_save_and_copy(qtbot, window, tmp_path, monkeypatch) -> None:
    window.tabs.setCurrentWidget(window.explore)
    with Watchdog() as dog:
        set_size(window, SIDE, SIDE)
        idle(qtbot)
        # a square is a pixel here: the start is typed, as a user would
        qtbot.keyClicks(window.explore.start_field, "a1")
        qtbot.keyClick(window.explore.start_field, Qt.Key.Key_Return)
        wait_done(qtbot, window, timeout=60000)
        assert window.model.snapshot.status == Status.FOUND
        qtbot.keyClick(window.explore.view, Qt.Key.Key_Home)
        qtbot.keyClick(window.explore.view, Qt.Key.Key_End)
        idle(qtbot)
        monkeypatch.setattr(
            QFileDialog,
            "getSaveFileName",
            staticmethod(lambda *a, **k: (str(tmp_path / "big.json"), "")),
        )
        window.save_json()
        window.files.copy_tour()
        qtbot.waitUntil(lambda: not window.files.saving, timeout=60000)
    dog.check("Explore on 1000x1000")
    assert (tmp_path / "big.json").stat().st_size > 1_000_000


def test_a_race_on_a_million_squares(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "auto"])
    with Watchdog() as dog:
        set_size(window, SIDE, SIDE)
        idle(qtbot)
        qtbot.mouseClick(race.go_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not race.running, timeout=120000)
        idle(qtbot)
    dog.check("the Race on 1000x1000")
    assert all(lane.snapshot.status != Status.RUNNING for lane in race.lanes)
    assert any(lane.snapshot.status == Status.FOUND for lane in race.lanes)


def test_play_on_a_million_squares(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.play)
    play = window.play

    with Watchdog() as dog:
        set_size(window, SIDE, SIDE)
        idle(qtbot)
        # a square is less than a pixel here: the first click places the knight where it
        # lands, then each move is the click the view reports for a square
        qtbot.mouseClick(play.view, Qt.MouseButton.LeftButton, pos=play.view.rect().center())
        assert play.model.game.started
        for _ in range(3):
            play.view.squareClicked.emit(play.position.legal[0][0])
        qtbot.mouseClick(play.undo_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(play.redo_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not play.model.checking, timeout=60000)
    dog.check("Play on 1000x1000")
    assert len(play.model.game.path) == 4
    play.model.set_board(play.model.board)  # nothing left to keep for the next launch


@pytest.mark.parametrize("closed", [False, True])
def test_counting_with_progress(qtbot, window, closed: bool) -> None:
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    with Watchdog() as dog:
        set_size(window, 5, 6)
        idle(qtbot)
        (count.closed_button if closed else count.open_button).click()
        qtbot.waitUntil(lambda: not count.running, timeout=60000)
    dog.check("the Count tab on 5x6")
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_a_long_count_stopped_resumed_and_forgotten(qtbot, window) -> None:
    """8x8's closed tours by the frontier counter: the count runs, is stopped with its
    squares kept on disk, goes on from them, is stopped again, and the saved squares are
    forgotten, all with the window never blocked."""
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    count.cluster.clear()
    with Watchdog() as dog:
        set_size(window, 8, 8)
        idle(qtbot)
        for _ in range(2):
            count.closed_button.click()
            qtbot.waitUntil(lambda: count.progress.value() >= 20, timeout=120000)
            qtbot.mouseClick(count.stop_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not count.running, timeout=10000)
            assert "kept on disk" in count.answer.text()
        qtbot.mouseClick(count.forget_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not count.forgetting, timeout=60000)
        idle(qtbot)
    dog.check("the Count tab counting 8x8 closed, stopped and resumed")
    assert "Forgot the saved counts" in count.answer.text()
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)
