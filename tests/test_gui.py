"""The first window: click a square, the worker solves off the GUI thread, the view draws."""

from __future__ import annotations

import pytest
from oracle import check_tour
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from knighttour.core.board import Board
from knighttour.core.search import FOUND, GAVE_UP, NO_TOUR, RUNNING
from knighttour.gui.app import KnightTourApp
from knighttour.gui.board_view import BoardView
from knighttour.gui.workers import live_threads


@pytest.fixture
def window(qtbot):
    win = KnightTourApp()
    qtbot.addWidget(win)
    win.resize(900, 640)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def click_square(qtbot, view: BoardView, name: str) -> None:
    square = view.board.parse_square(name)
    centre = view.square_rect(square).center().toPoint()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)


def wait_done(qtbot, window: KnightTourApp, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: not window.model.running
                    and window.model.snapshot is not None
                    and window.model.snapshot.status != RUNNING, timeout=timeout)


def test_window_title_and_default_board(window) -> None:
    assert window.windowTitle() == "Knight's Tour"
    assert (window.model.board.rows, window.model.board.cols) == (8, 8)


def test_click_square_draws_a_tour(qtbot, window) -> None:
    before = window.view.grab().toImage()
    click_square(qtbot, window.view, "c3")
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND
    board = window.model.board
    check_tour(8, 8, board.names(snap.path), start="c3")
    assert "Tour found from c3" in window.statusBar().currentMessage()
    after = window.view.grab().toImage()
    # the start square's centre now carries the start marker's colour, the board changed
    rect = window.view.square_rect(board.parse_square("c3"))
    dpr = after.devicePixelRatio()
    pixel = QColor(after.pixel(int(rect.center().x() * dpr), int(rect.top() * dpr + 3)))
    assert before != after
    assert pixel.isValid()
    assert window.progress.value() == 64


def test_board_size_change_and_theorem(qtbot, window) -> None:
    window.rows.setValue(4)
    window.cols.setValue(4)
    assert (window.model.board.rows, window.model.board.cols) == (4, 4)
    click_square(qtbot, window.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == NO_TOUR
    assert "Cull and De Curtins" in window.statusBar().currentMessage()


def test_second_click_replaces_a_running_search(qtbot, window) -> None:
    window.solver.setCurrentIndex(window.solver.findData("backtracking"))
    window.rows.setValue(10)
    window.cols.setValue(10)
    click_square(qtbot, window.view, "b2")  # plain backtracking runs a long time from b2
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 0, timeout=10000)
    window.solver.setCurrentIndex(window.solver.findData("warnsdorff"))
    click_square(qtbot, window.view, "a1")
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND and snap.path[0] == 0
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_stop_ends_the_search_and_its_thread(qtbot, window) -> None:
    window.solver.setCurrentIndex(window.solver.findData("backtracking"))
    window.rows.setValue(12)
    window.cols.setValue(12)
    click_square(qtbot, window.view, "b2")
    qtbot.waitUntil(lambda: window.stop_button.isEnabled(), timeout=5000)
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 0, timeout=10000)
    window.stop_button.click()
    wait_done(qtbot, window, timeout=2000)
    assert window.model.snapshot.status == GAVE_UP
    assert window.statusBar().currentMessage().startswith("Stopped.")
    qtbot.waitUntil(lambda: not live_threads(), timeout=2000)


def test_close_while_solving_exits_cleanly(qtbot) -> None:
    win = KnightTourApp()
    qtbot.addWidget(win)
    win.show()
    win.solver.setCurrentIndex(win.solver.findData("backtracking"))
    win.rows.setValue(12)
    click_square(qtbot, win.view, "b2")
    qtbot.waitUntil(lambda: win.model.snapshot.steps > 0, timeout=10000)
    win.close()
    assert not live_threads()


def test_failed_runs_reach_the_status_bar(qtbot, window) -> None:
    window.model.set_solver("no-such-solver")
    with qtbot.waitSignal(window.model.messageChanged, timeout=5000,
                          check_params_cb=lambda m: "unknown solver" in m):
        click_square(qtbot, window.view, "a1")
    qtbot.waitUntil(lambda: not window.model.running and not live_threads(), timeout=5000)
    assert "unknown solver" in window.statusBar().currentMessage()
    assert window.model.snapshot is None


def test_view_maps_clicks_to_squares(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.set_board(Board(3, 5))
    for square in range(15):
        centre = view.square_rect(square).center()
        assert view.square_at(centre) == square
    assert view.square_at(QPoint(0, 0).toPointF()) is None
    with qtbot.waitSignal(view.squareClicked) as blocker:
        click_square(qtbot, view, "e3")
    assert blocker.args == [view.board.parse_square("e3")]


def test_closed_tour_from_the_window(qtbot, window) -> None:
    window.rows.setValue(6)
    window.cols.setValue(6)
    window.closed.setChecked(True)
    click_square(qtbot, window.view, "b2")
    wait_done(qtbot, window)
    board = window.model.board
    check_tour(6, 6, board.names(window.model.snapshot.path), start="b2", closed=True)
    assert "Closed tour found" in window.statusBar().currentMessage()
    window.solver.setCurrentIndex(window.solver.findData("warnsdorff"))
    assert not window.closed.isEnabled() and not window.closed.isChecked()
