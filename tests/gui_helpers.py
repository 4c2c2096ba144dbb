"""Driving the window as a user does (click a square, wait for the run, solve), for the
GUI tests of every tab."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knighttour.core.board.board import Board
from knighttour.core.solve.search import RUNNING
from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.widgets.board_view import BoardView


def click_square(qtbot, view: BoardView, name: str) -> None:
    """Click the square called name, as a user does (waiting out a double click)."""
    square = Board(view.board.rows, view.board.cols).parse_square(name)  # holes too
    centre = view.square_rect(square).center().toPoint()
    if not view.delay_clicks:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)
        return
    # the Explore board reports a click once no second click can follow it
    with qtbot.waitSignal(view.squareClicked, timeout=5000):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)


def wait_done(qtbot, window: KnightTourApp, timeout: int = 20000) -> None:
    """Wait until the Explore tab's run has ended."""
    qtbot.waitUntil(
        lambda: (
            not window.model.running
            and window.model.snapshot is not None
            and window.model.snapshot.status != RUNNING
        ),
        timeout=timeout,
    )


def solve(qtbot, window: KnightTourApp, square: str, solver: str = "auto") -> None:
    """Choose solver, click square (and, when a tour is on the board already, press Solve: a
    click then only chooses the square) and wait for the run to end."""
    window.explore.controls.solver.setCurrentIndex(window.explore.controls.solver.findData(solver))
    had_work = window.explore.has_work
    click_square(qtbot, window.explore.view, square)
    if had_work:
        assert window.explore.start_field.text() == square.lower()
        qtbot.mouseClick(window.explore.solve_button, Qt.MouseButton.LeftButton)
    wait_done(qtbot, window)


def set_size(window, rows: int, cols: int) -> None:
    """Set the Explore tab's board to rows x cols."""
    window.explore.controls.rows.setValue(rows)
    window.explore.controls.cols.setValue(cols)


def begin_when_asked(qtbot, tab) -> str:
    """A long count asks first: wait for the Count tab's question and click Count, as a user
    does; the question's text."""
    qtbot.waitUntil(lambda: tab.question is not None and tab.question.isVisible(), timeout=30000)
    text = tab.question.text()
    qtbot.mouseClick(tab.question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.running, timeout=5000)
    return text
