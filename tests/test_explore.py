"""gui/explore/ (model.py, panel.py, controls.py): click a square and the worker solves off
the GUI thread while the view draws; Stop, Next solution, the step limit, the watch mode;
the run's choices (size, solver, jump order, leaper, wrap, holes, 3D); the answer under the
board and the counters beside it (issue 16: what a new user meets)."""

from __future__ import annotations

import re
import time

import numpy as np
import pytest
from gui_helpers import click_square, set_size, solve, wait_done
from oracle import check_tour
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QPushButton,
    QWidget,
)

from knighttour.core.board.board import Board, Board3D, leaper_jumps, parse_order
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.search import FOUND, GAVE_UP, NO_TOUR, RUNNING, STOPPED
from knighttour.gui import announce
from knighttour.gui.explore import model as model_module
from knighttour.gui.explore.run_model import PREPARING
from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.worker_base import live_threads


def test_click_square_draws_a_tour(qtbot, window) -> None:
    before = window.explore.view.grab().toImage()
    click_square(qtbot, window.explore.view, "c3")
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND
    board = window.model.board
    check_tour(8, 8, board.names(snap.path), start="c3")
    assert "tour found from c3" in window.statusBar().currentMessage()
    after = window.explore.view.grab().toImage()
    # the start square's centre now carries the start marker's colour, the board changed
    rect = window.explore.view.square_rect(board.parse_square("c3"))
    dpr = after.devicePixelRatio()
    pixel = QColor(after.pixel(int(rect.center().x() * dpr), int(rect.top() * dpr + 3)))
    assert before != after
    assert pixel.isValid()
    assert window.explore.progress.value() == 64


def test_board_size_change_and_theorem(qtbot, window) -> None:
    window.explore.controls.rows.setValue(4)
    window.explore.controls.cols.setValue(4)
    assert (window.model.board.rows, window.model.board.cols) == (4, 4)
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == NO_TOUR
    assert "Cull and De Curtins" in window.statusBar().currentMessage()
    # no path: the start is ringed, and each square lettered with its part in the reason
    marks = window.explore.view.marks
    assert sorted(marks) == list(range(16)) and marks[0][1] == "C"
    assert marks[0][0] != marks[5][0]  # the start's ring is not a reason's ring
    window.explore.controls.rows.setValue(3)
    window.explore.controls.cols.setValue(8)
    assert window.explore.view.marks == {}
    click_square(qtbot, window.explore.view, "c2")  # no theorem: the search exhausts every path
    wait_done(qtbot, window)
    assert window.model.snapshot.status == NO_TOUR
    assert "no tour exists from there" in window.statusBar().currentMessage()
    assert list(window.explore.view.marks) == [window.model.board.parse_square("c2")]
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == FOUND and window.explore.view.marks == {}


def test_a_click_during_a_run_only_chooses_and_solve_replaces_it(qtbot, window) -> None:
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )
    window.explore.controls.rows.setValue(10)
    window.explore.controls.cols.setValue(10)
    click_square(qtbot, window.explore.view, "b2")  # plain backtracking runs a long time from b2
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 0, timeout=10000)
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("warnsdorff")
    )
    click_square(qtbot, window.explore.view, "a1")
    assert window.model.running and window.model.start == window.model.board.parse_square("b2")
    assert window.explore.start_field.text() == "a1"
    assert window.explore.view.selected == window.model.board.parse_square("a1")  # ringed
    qtbot.mouseClick(window.explore.solve_button, Qt.MouseButton.LeftButton)
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND and snap.path[0] == 0
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_a_stray_click_keeps_the_tour_and_enter_or_typing_starts(qtbot, window) -> None:
    solve(qtbot, window, "c3", "warnsdorff")
    tour = window.model.snapshot.path.copy()
    click_square(qtbot, window.explore.view, "e5")
    assert not window.model.running
    assert (window.model.snapshot.path == tour).all()  # the tour studied is still there
    assert "press Enter or Solve" in window.statusBar().currentMessage()
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Return)
    wait_done(qtbot, window)
    assert window.model.snapshot.path[0] == window.model.board.parse_square("e5")
    field = window.explore.start_field
    field.clear()
    qtbot.keyClicks(field, "h8")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    wait_done(qtbot, window)
    assert window.model.snapshot.path[0] == window.model.board.parse_square("h8")
    check_tour(8, 8, window.model.board.names(window.model.snapshot.path), start="h8")
    field.clear()
    qtbot.keyClicks(field, "z9")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not window.model.running and "Not solving" in window.statusBar().currentMessage()
    assert window.model.snapshot.path[0] == window.model.board.parse_square("h8")


def test_a_refused_run_leaves_the_tour_and_names_no_internal_solver(qtbot, window) -> None:
    solve(qtbot, window, "a1", "warnsdorff")
    tour = window.model.snapshot.path.copy()
    window.model.set_closed(True)  # as a file could once leave it, unseen by the form
    assert not window.model.solve_from(5)
    message = window.statusBar().currentMessage()
    assert message.startswith("Warnsdorff") and "'warnsdorff'" not in message
    assert (window.model.snapshot.path == tour).all()


def test_stop_ends_the_search_and_its_thread(qtbot, window) -> None:
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )
    window.explore.controls.rows.setValue(12)
    window.explore.controls.cols.setValue(12)
    click_square(qtbot, window.explore.view, "b2")
    qtbot.waitUntil(lambda: window.explore.stop_button.isEnabled(), timeout=5000)
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 0, timeout=10000)
    window.explore.stop_button.click()
    wait_done(qtbot, window, timeout=2000)
    assert window.model.snapshot.status == STOPPED
    assert window.statusBar().currentMessage().startswith("Stopped.")
    qtbot.waitUntil(lambda: not live_threads(), timeout=2000)


def test_failed_runs_reach_the_status_bar(qtbot, window) -> None:
    window.model.set_solver("no-such-solver")
    click_square(qtbot, window.explore.view, "a1")
    assert not window.model.running and not live_threads()
    assert "Choose a solver" in window.statusBar().currentMessage()
    assert window.model.snapshot is None


def test_closed_tour_from_the_window(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.explore.controls.closed.setChecked(True)
    click_square(qtbot, window.explore.view, "b2")
    wait_done(qtbot, window)
    board = window.model.board
    check_tour(6, 6, board.names(window.model.snapshot.path), start="b2", closed=True)
    assert "Closed tour found" in window.statusBar().currentMessage()
    controls = window.explore.controls
    controls.solver.setCurrentIndex(controls.solver.findData("warnsdorff"))
    assert not controls.closed.isEnabled() and not controls.closed.isChecked()


def test_watch_mode_draws_every_move_and_backtracks_and_stops_at_once(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.explore.controls.speed.setCurrentIndex(window.explore.controls.speed.findData("Fast"))
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: window.explore.view.retreated.size > 0, timeout=10000)
    steps = window.model.snapshot.steps
    assert steps < 2000  # paced: a few dozen moves a second, not millions
    shown: list[str] = []
    window.model.snapshotChanged.connect(lambda snapshot, _cursor: shown.append(snapshot.status))
    # the GUI thread busy for a moment, as on a loaded machine: the worker's moves queue up
    time.sleep(0.3)
    window.stop_action.trigger()
    qtbot.waitUntil(lambda: not live_threads(), timeout=2000)
    wait_done(qtbot, window)
    assert window.model.snapshot.status == STOPPED
    # nothing moves after Stop: the moves already queued are dropped, the end is shown once
    assert shown == [STOPPED]


def test_next_solution_differs_from_the_last(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    solve(qtbot, window, "a1", "backtracking")
    first = window.model.snapshot.path.copy()
    assert window.explore.next_button.isEnabled()
    window.explore.next_button.click()
    wait_done(qtbot, window)
    second = window.model.snapshot.path
    assert window.model.snapshot.solutions == 2
    assert not np.array_equal(first, second)
    check_tour(5, 5, window.model.board.names(second), start="a1")
    assert "solution 2" in window.statusBar().currentMessage()
    assert "Solution 2" in window.explore.counters.text()


def test_next_solution_is_offered_only_after_exact_tours(qtbot, window) -> None:
    solve(qtbot, window, "a1", "warnsdorff")
    assert not window.explore.next_button.isEnabled() and not window.next_action.isEnabled()
    window.explore.next_solution()
    assert "exact solver" in window.statusBar().currentMessage()


def test_step_limit_gives_up(qtbot, window) -> None:
    window.explore.controls.rows.setValue(10)
    window.explore.controls.cols.setValue(10)
    window.explore.controls.limit.setCurrentIndex(window.explore.controls.limit.findData(1000000))
    solve(qtbot, window, "b2", "backtracking")
    assert window.model.snapshot.status == GAVE_UP
    assert window.model.snapshot.steps == 1_000_000
    assert "step limit" in window.statusBar().currentMessage()


def test_jump_order_is_used_and_a_bad_one_refused(qtbot, window) -> None:
    order = "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2"
    window.explore.controls.order.setCurrentText(order)
    window.explore.controls.order.lineEdit().editingFinished.emit()
    assert window.model.board.jumps == parse_order(order)
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    solve(qtbot, window, "a1", "backtracking")
    reference = make_search(Board(6, 6, parse_order(order)), 0, "backtracking")
    while reference.status == RUNNING:
        reference.advance(1 << 20)
    assert np.array_equal(window.model.snapshot.path, reference.path())
    window.explore.controls.order.setCurrentText("2,1 2,1")
    window.explore.controls.order.lineEdit().editingFinished.emit()
    assert "Jump order not used" in window.statusBar().currentMessage()
    assert window.model.board.jumps == parse_order(order)
    # typed and Enter pressed, a bad order is refused and never becomes one of the choices
    box = window.explore.controls.order
    before = [box.itemText(i) for i in range(box.count())]
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "abc")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert [box.itemText(i) for i in range(box.count())] == before
    assert "Jump order not used" in window.statusBar().currentMessage()


def test_a_million_square_tour_in_the_window(qtbot, window) -> None:
    window.explore.controls.rows.setValue(1000)
    window.explore.controls.cols.setValue(1000)
    # a square is under a pixel wide at this size: send the click's signal for a1 itself
    window.explore.view.squareClicked.emit(0)
    wait_done(qtbot, window, timeout=30000)
    snap = window.model.snapshot
    assert snap.status == FOUND and len(snap.path) == 1_000_000
    picture = window.explore.view.grab().toImage()  # level of detail: the tour as one picture
    assert not picture.isNull()
    window.explore.view.zoom_by(60, window.explore.view.rect().center().toPointF())
    assert window.explore.view.geometry_now().side > 16
    zoomed = window.explore.view.grab().toImage()
    assert zoomed != picture
    window.explore.playback.first_action.trigger()
    window.explore.playback.forward_action.trigger()
    assert window.explore.view.moves_shown == 2


def test_holes_edit_mode_and_a_tour_around_them(qtbot, window) -> None:
    from oracle import check_variant_tour, variant_graph

    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.explore.controls.holes_button.setChecked(True)
    click_square(qtbot, window.explore.view, "c3")
    click_square(qtbot, window.explore.view, "d3")
    click_square(qtbot, window.explore.view, "a1")
    click_square(qtbot, window.explore.view, "a1")  # put back
    board = window.model.board
    assert board.names(sorted(board.holes)) == ["c3", "d3"]
    assert window.model.snapshot is None  # editing never starts a search
    window.explore.controls.holes_button.setChecked(False)
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == FOUND
    graph = variant_graph(6, 6, 1, 2, frozenset(board.holes))
    check_variant_tour(graph, [int(s) for s in window.model.snapshot.path], 0)


def test_leaper_and_wrap_choices_reach_the_search_and_persist(qtbot, tmp_path) -> None:
    from oracle import check_variant_tour, variant_graph
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = KnightTourApp(settings=settings)
    qtbot.addWidget(win)
    win.show()
    win.explore.controls.rows.setValue(7)
    win.explore.controls.cols.setValue(7)
    win.explore.controls.leaper.setCurrentText("zebra 2,3")
    win.explore.controls.wrap.setCurrentIndex(win.explore.controls.wrap.findData("torus"))
    win.explore.controls.apply_variant()
    assert sorted(win.model.board.jumps) == sorted(leaper_jumps(2, 3))
    assert win.explore.controls.order.currentText().startswith("3,2 2,3")
    click_square(qtbot, win.explore.view, "a1")
    wait_done(qtbot, win)
    assert win.model.snapshot.status == FOUND
    check_variant_tour(
        variant_graph(7, 7, 2, 3, wrap="torus"), [int(s) for s in win.model.snapshot.path], 0
    )
    assert not win.explore.view.grab().toImage().isNull()  # wrapped moves drawn as stubs
    win.explore.controls.leaper.setCurrentText("1,3")
    win.explore.controls.wrap.setCurrentIndex(win.explore.controls.wrap.findData("none"))
    win.explore.controls.apply_variant()
    click_square(qtbot, win.explore.view, "a1")
    wait_done(qtbot, win)
    assert "never changes colour" in win.statusBar().currentMessage()
    win.explore.controls.leaper.setCurrentText("oops")
    win.explore.controls.apply_variant()
    assert "Piece not used" in win.statusBar().currentMessage()
    win.explore.controls.leaper.setCurrentText("camel 1,3")
    win.explore.controls.apply_variant()
    win.explore.controls.holes_button.setChecked(True)
    click_square(qtbot, win.explore.view, "b2")
    win.explore.controls.holes_button.setChecked(False)
    win.close()
    again = KnightTourApp(settings=settings)
    qtbot.addWidget(again)
    assert again.model.board.leaper == (1, 3)
    assert again.model.board.names(sorted(again.model.board.holes)) == ["b2"]
    again.close()


def test_a_3d_board_drawn_as_layers_side_by_side(qtbot, window) -> None:
    from oracle import check_variant_tour

    window.explore.controls.rows.setValue(4)
    window.explore.controls.cols.setValue(4)
    window.explore.controls.layers.setValue(3)
    board = window.model.board
    assert isinstance(board, Board3D) and board.spec == "3x4x4"
    controls = window.explore.controls
    assert not controls.leaper.isEnabled() and not controls.wrap.isEnabled()
    start = board.parse_square("b2:2")
    qtbot.mouseClick(
        window.explore.view,
        Qt.MouseButton.LeftButton,
        pos=window.explore.view.square_rect(start).center().toPoint(),
    )
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND and snap.path[0] == start
    graph = {s: {int(w) for w in board.neighbours[s] if w >= 0} for s in range(board.size)}
    check_variant_tour(graph, [int(s) for s in snap.path], start)
    assert "b2:2" in window.statusBar().currentMessage()
    window.explore.controls.layers.setValue(1)
    assert not window.model.board.is_3d and controls.leaper.isEnabled()


def test_a_theorem_answer_shows_in_full_under_the_board(qtbot, window) -> None:
    explore = window.explore
    set_size(window, 4, 4)
    solve(qtbot, window, "a1")
    assert window.model.snapshot.status == NO_TOUR
    answer = explore.answer
    assert answer.isVisible() and "Cull and De Curtins" in answer.text()
    assert answer.wordWrap()
    assert answer.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    # under the board, and tall enough for every wrapped line of it
    top = answer.mapTo(explore, QPoint(0, 0)).y()
    assert top >= explore.view.mapTo(explore, QPoint(0, 0)).y() + explore.view.height()
    assert answer.height() >= answer.heightForWidth(answer.width())
    set_size(window, 5, 5)
    explore.controls.closed.setChecked(True)
    solve(qtbot, window, "a1")
    assert "closed" in answer.text().lower() and answer.isVisible()
    explore.controls.closed.setChecked(False)
    solve(qtbot, window, "b1")
    assert "colour" in answer.text() and answer.isVisible()


def test_old_answers_go_when_the_board_or_solver_changes(qtbot, window) -> None:
    explore = window.explore
    set_size(window, 5, 5)
    explore.controls.closed.setChecked(True)
    solve(qtbot, window, "a1")
    assert explore.answer.isVisible() and window.statusBar().currentMessage()
    controls = explore.controls
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    assert not explore.answer.isVisible() and window.statusBar().currentMessage() == ""
    set_size(window, 4, 4)
    solve(qtbot, window, "a1", "warnsdorff")
    assert explore.answer.isVisible()
    set_size(window, 300, 300)
    assert not explore.answer.isVisible() and window.statusBar().currentMessage() == ""
    assert explore.answer.text() == ""


@pytest.mark.parametrize("height", [None, 600])
def test_form_fields_keep_their_height_when_the_window_is_small(qtbot, window, height) -> None:
    size = window.minimumSizeHint() if height is None else window.size()
    window.resize(size.width(), height or size.height())
    qtbot.waitUntil(lambda: window.explore.controls.rows.height() > 0)
    controls = window.explore.controls
    fields = [
        field
        for form in (controls.basics, controls)  # the fields kept in sight, and the rest
        for kind in (QAbstractSpinBox, QComboBox, QCheckBox, QPushButton)
        for field in form.findChildren(kind)
    ]
    assert len(fields) >= 10
    for field in fields:
        assert field.height() >= field.sizeHint().height(), field
    speed = window.explore.playback.speed
    assert speed.width() >= speed.minimumWidth() >= 60  # a slider, not a lone handle


def test_the_window_keeps_its_size_through_runs_and_tabs(qtbot, window) -> None:
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint())
    before = window.size()
    set_size(window, 300, 300)
    solve(qtbot, window, "k10")  # squares under a pixel wide: one well inside the board
    set_size(window, 4, 4)
    solve(qtbot, window, "a1")  # a long answer under the board
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda i=index: window.tabs.currentWidget().isVisible())
        assert window.size() == before
    window.tabs.setCurrentIndex(0)
    assert window.size() == before


def test_watch_counters_show_the_clock_and_agree_with_the_board(qtbot, window) -> None:
    set_size(window, 6, 6)
    controls = window.explore.controls
    controls.speed.setCurrentIndex(controls.speed.findData("Fast"))
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    seen: list[tuple[int, int]] = []

    def check(*_args) -> None:
        match = re.match(r"Path: ([\d,]+) of", window.explore.counters.text())
        if match:
            seen.append((int(match.group(1).replace(",", "")), len(window.explore.view.path)))

    window.model.snapshotChanged.connect(check)
    click_square(qtbot, window.explore.view, "a1")
    # (enough pictures to compare: on a slow machine more moves pass between two of them)
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 20 and len(seen) > 10, timeout=20000)
    text = window.explore.counters.text()
    assert "Watched for" in text and "moves a second shown" in text
    assert "The search's own time" in text
    window.stop_action.trigger()
    wait_done(qtbot, window)
    window.model.snapshotChanged.disconnect(check)
    assert len(seen) > 10 and all(drawn == counted for counted, drawn in seen)


def test_the_first_run_says_the_solvers_are_being_prepared(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(model_module.solver_kernels, "all_loaded", lambda: False)
    answers: list[str] = []
    window.model.answerChanged.connect(answers.append)
    announce.heard.clear()  # (it keeps the last 100: a mark into it would not hold)
    set_size(window, 5, 5)
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert answers[0] == PREPARING
    assert window.explore.answer.text() != PREPARING
    assert PREPARING not in window.explore.counters.text()
    assert PREPARING in announce.heard  # seconds of preparing are said, not silent


def test_large_numbers_have_thousands_separators(qtbot, window) -> None:
    set_size(window, 300, 300)
    solve(qtbot, window, "a1")
    explore = window.explore
    assert explore.progress.text() == "90,000 of 90,000 squares"
    assert explore.playback.move_box.text() == "Move 90,000"
    assert explore.playback.of_label.text() == "of 90,000"
    assert "Path: 90,000 of 90,000 squares" in explore.counters.text()


def test_a_bad_leaper_refuses_to_solve_and_says_why(qtbot, window) -> None:
    controls, explore = window.explore.controls, window.explore
    set_size(window, 5, 5)
    edit = controls.leaper.lineEdit()
    edit.selectAll()
    qtbot.keyClicks(edit, "foo")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "color" in controls.leaper.styleSheet()
    assert explore.answer.isVisible() and "Piece" in explore.answer.text()
    click_square(qtbot, explore.view, "a1")
    assert window.model.snapshot is None and not window.model.running
    assert "Piece" in explore.answer.text()
    edit.selectAll()
    qtbot.keyClicks(edit, "knight 1,2")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert controls.problem == "" and not explore.answer.isVisible()
    click_square(qtbot, explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == FOUND


def test_the_first_screen_speaks_plainly_and_keeps_the_rest_one_click_away(qtbot, window) -> None:
    controls = window.explore.controls
    for plain in (controls.rows, controls.cols, controls.solver, controls.closed):
        assert plain.isVisible()
    for expert in (controls.layers, controls.leaper, controls.wrap, controls.order, controls.limit):
        assert not expert.isVisible()
    qtbot.mouseClick(controls.more, Qt.MouseButton.LeftButton)
    assert controls.leaper.isVisible() and controls.speed.isVisible()
    # one plain sentence first; the details and sources behind "More about it"
    controls.solver.setCurrentIndex(controls.solver.findData("warnsdorff"))
    assert controls.description.text().startswith("Always jumps to the square")
    assert not controls.details.isVisible()
    qtbot.mouseClick(controls.details_button, Qt.MouseButton.LeftButton)
    assert "Petrescu" in controls.details.text() or "Spelchan" in controls.details.text()
    assert "seed 00" not in controls.details.text()
    window.close()
    again = KnightTourApp()  # More options stays open, as it was left
    qtbot.addWidget(again)
    assert again.explore.controls.more.isChecked()
    again.close()


def test_show_me_why_and_search_anyway(qtbot, window) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "b1", "backtracking")
    explore = window.explore
    assert window.model.snapshot.status == NO_TOUR and window.model.snapshot.steps == 0
    text = explore.answer.text()
    assert "Why: Count the squares: 5x5 has 13 dark (D) and 12 light (L)" in text
    labels = [label for _, label in explore.view.marks.values()]
    assert sorted(labels).count("D") == 13 and labels.count("L") == 12  # drawn on the board
    assert explore.anyway_button.isVisible()
    assert explore.marks_key.isHidden()  # no search runs: no key to its marks
    qtbot.mouseClick(explore.anyway_button, Qt.MouseButton.LeftButton)
    # the pace is said as the search runs it, and where to change it
    per_second = round(1 / window.model._worker.pace)
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(f"Searching anyway, {per_second} moves a second")
    )
    # it searches (Watch is on Max: a search to watch is never run flat out)
    qtbot.waitUntil(lambda: explore.view.retreated.size > 0, timeout=20000)
    assert window.model.snapshot.steps < 5000 and window.model.running
    assert not explore.anyway_button.isVisible() and "Why:" not in explore.answer.text()
    # the key to the marks sits under the board, not on it
    qtbot.waitUntil(explore.marks_key.isVisible, timeout=5000)
    explore.view.grab()
    assert explore.view.painter_for().legend is False
    window.stop_action.trigger()
    wait_done(qtbot, window)
    assert explore.marks_key.isHidden()
    assert window.model.snapshot.status == STOPPED and window.model.snapshot.backtracks > 0


def test_why_a_closed_tour_cannot_exist_on_a_four_wide_board(qtbot, window) -> None:
    set_size(window, 4, 6)
    window.explore.controls.closed.setChecked(True)
    solve(qtbot, window, "a1", "backtracking")
    assert "outer line (O)" in window.explore.answer.text()
    labels = [label for _, label in window.explore.view.marks.values()]
    assert labels.count("O") == 12 and labels.count("I") == 12


def test_the_board_stays_put_as_answers_come_and_go(qtbot, window) -> None:
    set_size(window, 5, 5)
    qtbot.waitUntil(lambda: window.explore.view.board.rows == 5)
    before = window.explore.view.geometry()
    solve(qtbot, window, "b1")  # an answer with its reason, several lines long
    assert window.explore.answer.isVisible()
    assert window.explore.view.geometry() == before
    window.explore.controls.closed.setChecked(True)  # the answer goes
    assert not window.explore.answer.isVisible()
    assert all(label == "" for _, label in window.explore.view.marks.values())  # no D, no L
    assert not window.explore.anyway_button.isVisible()
    assert window.explore.view.geometry() == before


@pytest.mark.parametrize("typed", ["0", "abc", "5000", "-3", ""])
def test_a_size_that_is_not_one_is_refused_in_words(qtbot, window, typed) -> None:
    """Typing 0, abc, 5000, -3 or nothing into Ranks and pressing Enter keeps the board and
    says why in the status bar (the keys were not dropped, the old value not put back
    silently)."""
    box = window.explore.controls.rows
    box.setValue(6)
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)
    qtbot.keyClicks(box, typed)
    assert box.lineEdit().text() == typed  # every key is shown as typed
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.value() == 6 and window.model.board.rows == 6
    message = window.statusBar().currentMessage()
    shown = f'"{typed}" is not' if typed else "An empty box is not"
    assert message == (
        f"{shown} a number of rows: type a whole number from 1 to 1,000; it stays 6."
    )


def test_a_move_number_that_is_not_one_is_refused_and_the_move_kept(qtbot, window) -> None:
    solve(qtbot, window, "a1")
    playback = window.explore.playback
    playback.move_box.setValue(10)
    refused: list[str] = []
    playback.move_box.refused.connect(refused.append)
    playback.move_box.setFocus()
    playback.move_box.lineEdit().selectAll()
    qtbot.keyClicks(playback.move_box, "x")
    qtbot.keyClick(playback.move_box, Qt.Key.Key_Return)
    assert window.model.cursor == 10 and refused and '"x" is not a move of this tour' in refused[0]


@pytest.mark.parametrize("more", [False, True])
def test_at_the_default_size_nothing_scrolls_and_no_solver_name_is_cut(qtbot, window, more) -> None:
    """The window opens at 980x700 (it fits a 1366x768 screen): the side panel has no scroll
    bar, with More options open or closed, and the longest solver name fits its box."""
    window.resize(980, 700)
    controls = window.explore.controls
    controls.show_more(more)
    area = window.explore.form_area
    # what the form needs at its width fits what the scroll area shows once laid out (the
    # counters give it room): no scroll bar is called for
    form = area.widget()
    qtbot.waitUntil(lambda: 0 < form.heightForWidth(area.viewport().width()) <= area.height())
    for _ in range(4):  # the layouts done (posted events, no waiting)
        QApplication.sendPostedEvents()
    assert area.verticalScrollBar().maximum() == 0
    assert form.heightForWidth(area.viewport().width()) <= area.viewport().height()
    combo = controls.solver
    widest = max(
        combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())
    )
    assert combo.width() >= widest + 30  # the text, and the arrow beside it
    move_box = window.explore.playback.move_box
    of_label = window.explore.playback.of_label
    assert not move_box.geometry().intersects(of_label.geometry())
    # no tab asks for more than the default size (the Count tab once asked for 1,043 pixels)
    assert window.size().width() == 980
    for index in range(window.tabs.count()):
        needed = window.tabs.widget(index).minimumSizeHint()
        assert needed.width() <= 960 and needed.height() <= 600, window.tabs.tabText(index)


def test_a_long_answer_scrolls_to_its_last_line_and_no_further(qtbot, window) -> None:
    """The 4x4 reason is longer than its box: it scrolls, and the end of the scroll is the
    end of the text (a wrapped label used to be taller than its text: a blank at the end)."""
    set_size(window, 4, 4)
    solve(qtbot, window, "a1", "backtracking")
    answer, area = window.explore.answer, window.explore.answer_area
    assert "Why: Count the doors" in answer.text()
    needed = answer.heightForWidth(area.viewport().width())
    assert needed > area.viewport().height()
    # the area lays its text out on the event loop's next turns, as a user then sees it
    qtbot.waitUntil(lambda: answer.height() == needed)
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() == needed - area.viewport().height())


def _wheel_over(widget: QWidget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    wheel = QWheelEvent(
        centre,
        widget.mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, wheel)


def test_the_wheel_over_the_form_scrolls_it_and_changes_no_choice(qtbot, window) -> None:
    """Scrolling the options with the wheel passed over Symmetry and set it to 90 degrees
    (and with it a closed tour); the wheel now scrolls the form, and changes a list or a
    number only when the field has the keyboard's focus."""
    window.resize(800, 560)
    controls = window.explore.controls
    controls.show_more(True)
    area = window.explore.form_area
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)
    fields = [controls.symmetry, controls.speed, controls.layers, controls.rows]
    before = [f.currentIndex() if hasattr(f, "currentIndex") else f.value() for f in fields]
    for field in fields:
        _wheel_over(field, 2)
    after = [f.currentIndex() if hasattr(f, "currentIndex") else f.value() for f in fields]
    assert after == before
    assert not controls.closed.isChecked()
    assert bar.value() > 0  # the form scrolled instead
    window.activateWindow()
    qtbot.waitActive(window)
    controls.speed.setFocus()
    qtbot.waitUntil(controls.speed.hasFocus)
    index = controls.speed.currentIndex()
    _wheel_over(controls.speed, 1)
    assert controls.speed.currentIndex() != index  # focused: the wheel is the field's


def test_a_refused_start_is_not_left_on_screen_by_the_next_run(qtbot, window) -> None:
    """'a1' on a 3-D board is refused (its squares are a1:1 ...); the next start, a1:1, ran
    with the refusal still shown under the board for the whole run (found by a new user)."""
    window.explore.controls.show_more(True)
    window.explore.controls.layers.setValue(2)
    explore = window.explore
    explore.start_field.setText("a1")
    explore.solve_chosen()
    assert "Not solving" in explore.answer.text()
    explore.start_field.setText("a1:1")
    explore.solve_chosen()
    assert "Not solving" not in explore.answer.text()
    qtbot.waitUntil(lambda: not window.model.running, timeout=30000)
    assert "Not solving" not in explore.answer.text()


def test_a_theorems_answer_says_no_counters_of_a_search_never_run(qtbot, window) -> None:
    """5x5 from b1: a theorem answers before any move is tried: the answer says why, not
    "(0 moves tried, 0 taken back, …)"."""
    set_size(window, 5, 5)
    solve(qtbot, window, "b1")
    message = window.statusBar().currentMessage()
    assert "b1" in message and "moves tried" not in message


def test_the_squares_lettered_by_a_why_say_their_letter(qtbot, window) -> None:
    """5x5 from b1: the answer's why letters the squares (D, L); a blind pupil arrowing
    over the board hears each square's letter, as it is seen."""
    set_size(window, 5, 5)
    solve(qtbot, window, "b1")
    view = window.explore.view
    b1 = window.model.board.parse_square("b1")
    letter = view.marks[b1][1]
    assert letter and view.square_text(b1) == f"b1, marked {letter}"
