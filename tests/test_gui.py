"""The first window: click a square, the worker solves off the GUI thread, the view draws."""

from __future__ import annotations

import json
import sys
import time

import numpy as np
import pytest
from oracle import check_tour
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from knighttour.core.board import Board, leaper_jumps, parse_order
from knighttour.core.search import FOUND, GAVE_UP, NO_TOUR, RUNNING, STOPPED
from knighttour.core.solvers import make_search
from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.widgets.board_view import BoardView
from knighttour.gui.workers import live_threads


def click_square(qtbot, view: BoardView, name: str) -> None:
    square = Board(view.board.rows, view.board.cols).parse_square(name)  # holes too
    centre = view.square_rect(square).center().toPoint()
    if not view.delay_clicks:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)
        return
    # the Explore board reports a click once no second click can follow it
    with qtbot.waitSignal(view.squareClicked, timeout=5000):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)


def wait_done(qtbot, window: KnightTourApp, timeout: int = 20000) -> None:
    qtbot.waitUntil(
        lambda: (
            not window.model.running
            and window.model.snapshot is not None
            and window.model.snapshot.status != RUNNING
        ),
        timeout=timeout,
    )


def test_window_title_and_default_board(window) -> None:
    assert window.windowTitle() == "Knight's Tour Explorer"  # as About and the README say
    assert (window.model.board.rows, window.model.board.cols) == (8, 8)


def test_click_square_draws_a_tour(qtbot, window) -> None:
    before = window.explore.view.grab().toImage()
    click_square(qtbot, window.explore.view, "c3")
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND
    board = window.model.board
    check_tour(8, 8, board.names(snap.path), start="c3")
    assert "Tour found from c3" in window.statusBar().currentMessage()
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
    assert list(window.explore.view.marks) == [0]  # no path: the start is ringed
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


def test_second_click_replaces_a_running_search(qtbot, window) -> None:
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
    wait_done(qtbot, window)
    snap = window.model.snapshot
    assert snap.status == FOUND and snap.path[0] == 0
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


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


def test_close_while_solving_exits_cleanly(qtbot) -> None:
    win = KnightTourApp()
    qtbot.addWidget(win)
    win.show()
    win.explore.controls.solver.setCurrentIndex(
        win.explore.controls.solver.findData("backtracking")
    )
    win.explore.controls.rows.setValue(12)
    click_square(qtbot, win.explore.view, "b2")
    qtbot.waitUntil(lambda: win.model.snapshot.steps > 0, timeout=10000)
    win.close()
    assert not live_threads()


def test_failed_runs_reach_the_status_bar(qtbot, window) -> None:
    window.model.set_solver("no-such-solver")
    with qtbot.waitSignal(
        window.model.messageChanged, timeout=5000, check_params_cb=lambda m: "unknown solver" in m
    ):
        click_square(qtbot, window.explore.view, "a1")
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


# --- the explorer: playback, watching, next solution, export, settings, files -------------


def solve(qtbot, window: KnightTourApp, square: str, solver: str = "auto") -> None:
    window.explore.controls.solver.setCurrentIndex(window.explore.controls.solver.findData(solver))
    click_square(qtbot, window.explore.view, square)
    wait_done(qtbot, window)


def test_pyside_keeps_its_references_to_none() -> None:
    """PySide6 6.12.0 dropped a reference to None on each call returning nothing, which
    crashes Python 3.11 after a few thousand calls; pyproject.toml excludes it."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    before = sys.getrefcount(None)
    for _ in range(2000):
        widget.update()
    assert sys.getrefcount(None) >= before - 50


def test_playback_steps_scrubs_and_uses_the_keyboard(qtbot, window) -> None:
    solve(qtbot, window, "a1")
    model, bar = window.model, window.explore.playback
    assert model.cursor == 64 and window.explore.view.cursor == 64
    bar.first_action.trigger()
    assert model.cursor == 1 and window.explore.view.cursor == 1
    bar.forward_action.trigger()
    bar.forward_action.trigger()
    assert window.explore.view.cursor == 3
    bar.back_action.trigger()
    assert model.cursor == 2
    bar.scrubber.setValue(30)
    assert model.cursor == 30 and bar.move_box.value() == 30
    bar.move_box.setValue(12)
    assert model.cursor == 12 and bar.scrubber.value() == 12
    window.explore.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert model.cursor == 64
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert model.cursor == 1
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert model.cursor == 2
    # the picture follows the cursor: fewer squares numbered means a different image
    early = window.explore.view.grab().toImage()
    bar.last_action.trigger()
    assert window.explore.view.grab().toImage() != early


def test_play_runs_to_the_end_and_stops_its_timer(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    bar.speed.setValue(60)
    bar.first_action.trigger()
    bar.play_action.trigger()
    assert bar.timer.isActive() and bar.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: window.model.cursor == 25, timeout=5000)
    qtbot.waitUntil(lambda: not bar.timer.isActive(), timeout=1000)
    assert bar.play_action.text() == "Play"


def test_watch_mode_draws_every_move_and_backtracks_and_stops_at_once(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.explore.controls.speed.setCurrentText("Fast")
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: window.explore.view.retreated.size > 0, timeout=10000)
    steps = window.model.snapshot.steps
    assert steps < 2000  # paced: a few dozen moves a second, not millions
    t0 = time.perf_counter()
    window.stop_action.trigger()
    qtbot.waitUntil(lambda: not live_threads(), timeout=2000)
    assert time.perf_counter() - t0 < 0.5
    wait_done(qtbot, window)
    assert window.model.snapshot.status == STOPPED


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
    window.explore.controls.limit.setCurrentText("1 million moves")
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


def test_exports_write_readable_files(qtbot, window, tmp_path, monkeypatch) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    solve(qtbot, window, "b2")
    names: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (names.pop(0), ""))
    )
    names[:] = [
        str(tmp_path / "t.png"),
        str(tmp_path / "t.svg"),
        str(tmp_path / "t.json"),
        str(tmp_path / "t"),
    ]
    window.files.export_png()
    window.files.export_svg()
    window.files.save_json()
    window.files.save_text()
    image = QImage(str(tmp_path / "t.png"))
    assert not image.isNull() and image.width() > 500
    svg = (tmp_path / "t.svg").read_text()
    assert "<svg" in svg and "</svg>" in svg
    data = json.loads((tmp_path / "t.json").read_text())
    assert data["board"] == {"rows": 6, "cols": 6} and data["start"] == "b2"
    check_tour(6, 6, data["tour"], start="b2")
    header, *text = (tmp_path / "t.txt").read_text().splitlines()
    assert header.startswith("# knighttour tour v1 board=6x6") and text == data["tour"]
    window.explore.copy_tour()
    assert QGuiApplication.clipboard().text().split() == data["tour"]


def test_export_failure_is_a_message_not_a_traceback(qtbot, window, tmp_path, monkeypatch) -> None:
    solve(qtbot, window, "a1")
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "no" / "such.json"), "")),
    )
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    window.files.save_json()
    assert shown and "could not write" in shown[0].lower()


def test_settings_persist_between_runs(qtbot) -> None:
    first = KnightTourApp()
    qtbot.addWidget(first)
    controls = first.explore.controls
    controls.rows.setValue(7)
    controls.cols.setValue(9)
    controls.solver.setCurrentIndex(controls.solver.findData("warnsdorff-backtracking"))
    controls.closed.setChecked(True)
    controls.speed.setCurrentText("Normal")
    controls.limit.setCurrentText("10 million moves")
    first.close()
    second = KnightTourApp()
    qtbot.addWidget(second)
    assert (second.model.board.rows, second.model.board.cols) == (7, 9)
    assert second.explore.controls.solver.currentData() == "warnsdorff-backtracking"
    assert second.explore.controls.closed.isChecked() and second.model.closed
    assert second.model.speed == "Normal" and second.model.max_steps == 10**7
    second.close()


def test_open_tour_files(qtbot, window, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    search = make_search(Board(5, 6), 0, "auto")
    while search.status == RUNNING:
        search.advance(1 << 20)
    names = Board(5, 6).names(search.path())
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"board": {"rows": 5, "cols": 6}, "tour": names}))
    assert window.files.load_tour_file(str(good))
    assert (window.model.board.rows, window.model.board.cols) == (5, 6)
    assert window.model.cursor == 30 and "valid" in window.statusBar().currentMessage()
    bad = tmp_path / "bad.txt"
    bad.write_text(" ".join([*names[:3], names[5], *names[4:]]))
    assert not window.files.load_tour_file(str(bad))
    assert "is not a tour of the" in shown[-1] and "move 3" in shown[-1]
    for content in ("{broken", "zz99 a1", "\x00\x01binary"):
        bad.write_bytes(content.encode("latin-1"))
        assert not window.files.load_tour_file(str(bad))
    (tmp_path / "bin").write_bytes(b"\xff\xfe\x00")
    assert not window.files.load_tour_file(str(tmp_path / "bin"))
    assert not window.files.load_tour_file(str(tmp_path / "missing.txt"))
    assert len(shown) == 6
    # nothing was lost: the good tour is still shown
    board = window.model.board
    assert window.model.cursor == 30 and (board.rows, board.cols) == (5, 6)


# --- large boards: zoom, pan, level of detail -------------------------------------------


def test_zoom_keeps_the_square_under_the_pointer_and_pan_moves_it(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.set_board(Board(40, 40))
    point = view.square_rect(view.board.parse_square("k30")).center()
    view.zoom_by(3.0, point)
    assert view.zoom == 3.0
    assert view.square_at(point) == view.board.parse_square("k30")
    side = view.geometry_now().side
    view.pan_by(-side * 2, 0)  # drag left by two squares: the square two files right shows
    assert view.square_at(point) == view.board.parse_square("m30")
    view.zoom_by(1e9)
    assert view.geometry_now().side == pytest.approx(60.0)
    view.fit_to_window()
    assert view.zoom == 1.0 and view.square_at(point) == view.board.parse_square("k30")


def test_wheel_zooms_drag_pans_without_clicking_and_double_click_fits(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    view.set_board(Board(30, 30))
    centre = QPointF(250, 250)
    wheel = QWheelEvent(
        centre,
        view.mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view, wheel)
    assert view.zoom == pytest.approx(1.25**2)
    clicks: list[int] = []
    view.squareClicked.connect(clicks.append)
    before = view.square_at(centre)
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=QPoint(250, 250))
    for x in range(250, 150, -10):
        qtbot.mouseMove(view, QPoint(x, 250))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(150, 250))
    assert clicks == [] and view.square_at(centre) != before
    qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=QPoint(250, 250))
    assert view.zoom == 1.0


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
    assert window.explore.view.cursor == 2


# --- leapers, holes and wrapping in the window ---------------------------------------------


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
    assert board.names(sorted(board.removed)) == ["c3", "d3"]
    assert window.model.snapshot is None  # editing never starts a search
    window.explore.controls.holes_button.setChecked(False)
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == FOUND
    graph = variant_graph(6, 6, 1, 2, frozenset(board.removed))
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
    win.explore.controls.wrap.setCurrentText("torus")
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
    win.explore.controls.wrap.setCurrentText("none")
    win.explore.controls.apply_variant()
    click_square(qtbot, win.explore.view, "a1")
    wait_done(qtbot, win)
    assert "never changes colour" in win.statusBar().currentMessage()
    win.explore.controls.leaper.setCurrentText("oops")
    win.explore.controls.apply_variant()
    assert "Leaper not used" in win.statusBar().currentMessage()
    win.explore.controls.leaper.setCurrentText("camel 1,3")
    win.explore.controls.apply_variant()
    win.explore.controls.holes_button.setChecked(True)
    click_square(qtbot, win.explore.view, "b2")
    win.explore.controls.holes_button.setChecked(False)
    win.close()
    again = KnightTourApp(settings=settings)
    qtbot.addWidget(again)
    assert again.model.board.leaper == (1, 3)
    assert again.model.board.names(sorted(again.model.board.removed)) == ["b2"]
    again.close()


def test_a_3d_board_drawn_as_layers_side_by_side(qtbot, window) -> None:
    from oracle import check_variant_tour

    from knighttour.core.board import Board3D

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


def test_open_a_tour_of_a_variant_board(qtbot, window, tmp_path, monkeypatch) -> None:
    import contextlib
    import io

    from knighttour.cli import main

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    out = tmp_path / "zebra.json"
    with contextlib.redirect_stdout(io.StringIO()) as buffer:
        assert (
            main(
                [
                    "solve",
                    "7",
                    "--start",
                    "a1",
                    "--leaper",
                    "zebra",
                    "--wrap",
                    "torus",
                    "--holes",
                    "d4",
                    "--json",
                ]
            )
            == 0
        )
    out.write_text(buffer.getvalue())
    assert window.files.load_tour_file(str(out)), shown
    board = window.model.board
    assert (
        board.leaper == (2, 3)
        and board.wrap == "torus"
        and board.names(sorted(board.removed)) == ["d4"]
    )
    assert window.model.cursor == 48
    out.write_text(
        json.dumps({"board": {"rows": 4, "cols": 4, "layers": 2}, "tour": ["a1:1", "b3:1"]})
    )
    assert not window.files.load_tour_file(str(out))
    assert "is not a tour of the" in shown[-1] and "visits 2 of 32" in shown[-1]


def test_an_unexpected_error_in_a_worker_reaches_the_window(qtbot, window, monkeypatch) -> None:
    """Any exception in a run ends it cleanly with a message; the window is not left running."""
    from knighttour.gui import workers

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(workers, "make_search", broken)
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: not window.model.running and not live_threads(), timeout=5000)
    assert not window.explore.stop_button.isEnabled()
    assert "ZeroDivisionError: a bug" in window.statusBar().currentMessage()
    assert workers.unexpected_errors == ["ZeroDivisionError: a bug"]
    workers.unexpected_errors.clear()  # seen: the hygiene check would fail on it otherwise
