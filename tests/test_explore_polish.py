"""The Explore tab as a new user meets it (issue 16): answers where the eye is, messages that
belong to what is shown, a layout that holds, keys and clicks that do what they say, and a
board that says what it draws."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QPushButton
from test_gui import click_square, solve, wait_done

from knighttour.core.board import Board, Board3D
from knighttour.core.drive import Drive
from knighttour.core.search import FOUND, NO_TOUR
from knighttour.core.solvers import make_search
from knighttour.gui.explore import model as model_module
from knighttour.gui.explore.model import PREPARING
from knighttour.gui.widgets.board_painter import BoardPainter, fit
from knighttour.gui.widgets.board_view import BoardView
from knighttour.gui.widgets.playback import PLAY_SPEEDS, frame_plan


def set_size(window, rows: int, cols: int) -> None:
    window.explore.controls.rows.setValue(rows)
    window.explore.controls.cols.setValue(cols)


def tour(board: Board, start: int, closed: bool = False) -> np.ndarray:
    search = make_search(board, start, "auto", closed)
    Drive().run(search)
    assert search.status == FOUND
    return search.path()


def render(painter: BoardPainter, size: int = 400) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    with QPainter(image) as qp:
        painter.paint(qp, QRectF(0, 0, size, size))
    return image


def painter_of(board: Board, path: np.ndarray, cursor: int | None = None) -> BoardPainter:
    return BoardPainter(
        board,
        path,
        len(path) if cursor is None else cursor,
        np.zeros(0, np.int64),
        QPalette(),
        QFont(),
    )


# 1, 2: the answer under the board, and only while it is about what is shown ------------


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


# 3, 15: the layout holds, and the window keeps its size ---------------------------------


@pytest.mark.parametrize("height", [None, 600])
def test_form_fields_keep_their_height_when_the_window_is_small(qtbot, window, height) -> None:
    size = window.minimumSizeHint() if height is None else window.size()
    window.resize(size.width(), height or size.height())
    qtbot.waitUntil(lambda: window.explore.controls.rows.height() > 0)
    controls = window.explore.controls
    fields = (
        controls.findChildren(QAbstractSpinBox)
        + controls.findChildren(QComboBox)
        + controls.findChildren(QCheckBox)
        + controls.findChildren(QPushButton)
    )
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


# 4, 5: keys and clicks --------------------------------------------------------------------


def test_playback_keys_leave_a_field_being_edited_alone(qtbot, window) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    model, rows = window.model, window.explore.controls.rows
    window.activateWindow()
    rows.setFocus()
    qtbot.waitUntil(rows.hasFocus)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_End):
        qtbot.keyClick(rows, key)
        assert model.cursor == 25
    # a click on the board takes the focus (and solves); the keys then play the tour back
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.explore.view.hasFocus()
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Home)
    assert model.cursor == 1
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Right)
    assert model.cursor == 2
    qtbot.keyClick(window.explore.view, Qt.Key.Key_End)
    assert model.cursor == 25


def test_a_double_click_fits_the_view_and_never_solves(qtbot, window) -> None:
    set_size(window, 20, 20)
    view = window.explore.view
    view.zoom_by(3.0)
    centre = view.rect().center()
    # what the system sends for a double click: a click, then a press taken as a double one
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)
    assert view._click_timer.isActive()  # the first click waits to see if a second follows
    qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=centre)
    assert view.zoom == 1.0
    # nothing is waiting to be reported as a click, and nothing ran
    assert not view._click_timer.isActive() and view._pending is None
    assert window.model.snapshot is None and not window.model.running


# 6: coordinates at every zoom, and the square under the pointer -------------------------


def test_zoomed_in_the_coordinates_stay_and_the_pointer_names_its_square(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    view.set_board(Board(40, 40))
    view.zoom_by(5.0, QPointF(250, 250))
    painter = view.painter_for()
    image = QImage(500, 500, QImage.Format.Format_ARGB32)
    with QPainter(image) as qp:
        painter.paint(qp, QRectF(view.contentsRect()), view.geometry_now())
    square = view.square_at(QPointF(250, 250))
    file, rank = view.board.coords(square)
    assert view.board.file_label(file) in painter.edge_labels_drawn
    assert str(rank + 1) in painter.edge_labels_drawn
    with qtbot.waitSignal(view.squareHovered) as hovered:
        qtbot.mouseMove(view, QPoint(250, 250))
    assert hovered.args == [square]
    assert view.square_text(square) == view.board.name(square)


# 7: fast playback --------------------------------------------------------------------------


def test_playback_plays_a_large_tour_in_seconds(qtbot, window) -> None:
    assert frame_plan(1_000_000) == (16, 16_000) and frame_plan(8) == (125, 1)
    set_size(window, 100, 100)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    bar.speed.setValue(bar.speed.maximum())
    assert bar.per_second == PLAY_SPEEDS[-1] == 1_000_000
    assert bar.speed_label.text() == "1M/s"
    bar.first_action.trigger()
    bar.play_action.trigger()
    qtbot.waitUntil(lambda: window.model.cursor == 10_000, timeout=5000)
    qtbot.waitUntil(lambda: not bar.timer.isActive(), timeout=2000)


# 8, 16: the counters say what they count ---------------------------------------------------


def test_watch_counters_show_the_clock_and_agree_with_the_board(qtbot, window) -> None:
    set_size(window, 6, 6)
    controls = window.explore.controls
    controls.speed.setCurrentText("Fast")
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    seen: list[tuple[int, int]] = []

    def check(*_args) -> None:
        match = re.match(r"Path: ([\d,]+) of", window.explore.counters.text())
        if match:
            seen.append((int(match.group(1).replace(",", "")), len(window.explore.view.path)))

    window.model.snapshotChanged.connect(check)
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: window.model.snapshot.steps > 20, timeout=10000)
    text = window.explore.counters.text()
    assert "Watched:" in text and "moves/s shown" in text and "Search's own time" in text
    window.stop_action.trigger()
    wait_done(qtbot, window)
    window.model.snapshotChanged.disconnect(check)
    assert len(seen) > 10 and all(drawn == counted for counted, drawn in seen)


def test_the_first_run_says_the_solvers_are_being_prepared(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(model_module.warm, "is_warm", lambda: False)
    answers: list[str] = []
    window.model.answerChanged.connect(answers.append)
    set_size(window, 5, 5)
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert answers[0] == PREPARING
    assert window.explore.answer.text() != PREPARING
    assert PREPARING not in window.explore.counters.text()


# 9, 10, 12, 13: what the painter draws ----------------------------------------------------


def test_a_closed_tour_draws_its_closing_move_dashed() -> None:
    board = Board(6, 6)
    closed = tour(board, 0, closed=True)
    assert board.is_move(int(closed[-1]), int(closed[0]))
    painter = painter_of(board, closed)
    image = render(painter)
    assert painter.closing_move() == (int(closed[-1]), int(closed[0]))
    line = painter.closing_drawn
    geometry = fit(board, QRectF(0, 0, 400, 400))
    assert line.p1() == painter.square_rect(geometry, int(closed[-1])).center()
    assert line.p2() == painter.square_rect(geometry, int(closed[0])).center()
    # the path's blue shows along the closing move
    blue = 0
    for k in range(1, 40):
        point = line.pointAt(k / 40)
        colour = QColor(image.pixel(int(point.x()), int(point.y())))
        blue += colour.blue() > colour.red() + 40
    assert blue >= 5
    # not while playback shows part of it, and never for an open tour
    partial = painter_of(board, closed, len(closed) - 1)
    render(partial)
    assert partial.closing_drawn is None
    open_tour = tour(Board(5, 5), 0)
    painter = painter_of(Board(5, 5), open_tour)
    render(painter)
    assert painter.closing_drawn is None


def test_a_watched_search_has_a_legend() -> None:
    board = Board(6, 6)
    painter = painter_of(board, np.array([0, 13, 26], np.int64))
    render(painter)
    assert painter.legend_drawn == []
    painter.live = True
    render(painter)
    assert painter.legend_drawn == ["taken back", "start", "current square"]


def test_3d_layers_are_named_and_moves_between_them_drawn_apart() -> None:
    board = Board3D.make(3, 4, 4)
    path = tour(board, 0)
    painter = painter_of(board, path)
    render(painter, 600)
    assert painter.layer_names() == ["layer 1", "layer 2", "layer 3"]
    assert painter.between_layers_drawn
    a, b = path[:-1], path[1:]
    across = (a % board.cols) // board.files != (b % board.cols) // board.files
    assert len(painter.between_layers_drawn) == int(across.sum())


def test_the_knight_stands_on_the_current_square() -> None:
    board = Board(5, 5)
    path = tour(board, 0)
    plain = painter_of(board, path, 10)
    with_knight = painter_of(board, path, 10)
    with_knight.knight = True
    a, b = render(plain), render(with_knight)
    assert a != b
    geometry = fit(board, QRectF(0, 0, 400, 400))
    centre = with_knight.square_rect(geometry, int(path[9])).center()
    dark = QColor(b.pixel(int(centre.x()), int(centre.y()) + 5))
    assert dark.lightness() < 80  # the knight's dark body


# 11: thousands separators ----------------------------------------------------------------


def test_large_numbers_have_thousands_separators(qtbot, window) -> None:
    set_size(window, 300, 300)
    solve(qtbot, window, "a1")
    explore = window.explore
    assert explore.progress.text() == "90,000 of 90,000 squares"
    assert explore.playback.move_box.text() == "Move 90,000"
    assert explore.playback.of_label.text() == "of 90,000"
    assert "Path: 90,000 of 90,000 squares" in explore.counters.text()


# 14: a field in red refuses a run --------------------------------------------------------


def test_a_bad_leaper_refuses_to_solve_and_says_why(qtbot, window) -> None:
    controls, explore = window.explore.controls, window.explore
    set_size(window, 5, 5)
    edit = controls.leaper.lineEdit()
    edit.selectAll()
    qtbot.keyClicks(edit, "foo")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "color" in controls.leaper.styleSheet()
    assert explore.answer.isVisible() and "Leaper" in explore.answer.text()
    click_square(qtbot, explore.view, "a1")
    assert window.model.snapshot is None and not window.model.running
    assert "Leaper" in explore.answer.text()
    edit.selectAll()
    qtbot.keyClicks(edit, "knight 1,2")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert controls.problem == "" and not explore.answer.isVisible()
    click_square(qtbot, explore.view, "a1")
    wait_done(qtbot, window)
    assert window.model.snapshot.status == FOUND


def test_playback_pictures_follow_the_cursor_both_ways() -> None:
    """The one-pixel-a-square pictures are updated move by move: after going forward and
    back they equal the pictures drawn fresh at the same cursor."""
    board = Board(60, 60)
    path = tour(board, 0)
    cache: dict = {}
    for cursor in (0, 3000, 1200, 1201, 3600, 500):
        moved = BoardPainter(board, path, cursor, np.zeros(0, np.int64), QPalette(), QFont(), cache)
        fresh = painter_of(board, path, cursor)
        for name in ("order_picture", "dim_picture"):
            shown = path[:cursor]
            assert getattr(moved, name)(shown) == getattr(fresh, name)(shown), (name, cursor)
