"""gui/widgets/board_view.py: clicks map to squares, the wheel zooms about the pointer,
dragging pans, a double click fits the view (and is never a click); zoomed in, the
coordinates stay in view and the pointer names its square."""

from __future__ import annotations

import pytest
from gui_helpers import click_square, set_size
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
)

from knighttour.core.board.board import Board
from knighttour.gui.widgets.board_view import BoardView


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


def test_a_small_board_zooms_in_too(qtbot) -> None:
    """View > Zoom board in works on a small board (it used to do nothing there)."""
    from knighttour.core.board.board import Board
    from knighttour.gui.widgets.board_view import MIN_ZOOM, BoardView

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.set_board(Board(5, 5))
    view.zoom_by(1.5)
    view.zoom_by(1.5)
    assert view.zoom == 2.25 and view.max_zoom() >= MIN_ZOOM


def test_warnsdorffs_numbers_are_each_next_squares_onward_moves(qtbot) -> None:
    """The numbers drawn on the squares the knight could go to next are their onward moves
    (counted here from the rules, not from the view's code): what Warnsdorff's rule reads."""
    import numpy as np
    from oracle import _graph

    from knighttour.core.board.board import Board
    from knighttour.gui.widgets.board_view import BoardView

    view = BoardView()
    qtbot.addWidget(view)
    board = Board(6, 6)
    view.set_board(board)
    path = [board.parse_square(n) for n in ("a1", "b3", "c5")]
    view.set_path(np.array(path))
    graph = _graph(6, 6)
    expected = {
        s: sum(1 for w in graph[s] if w not in path) for s in graph[path[-1]] if s not in path
    }
    assert view.onward_counts() == expected
    view.onward_hints = True
    view.resize(400, 400)
    assert not view.grab().isNull()


def _press(view, kind: QEvent.Type, at: QPointF) -> None:
    buttons = (
        Qt.MouseButton.NoButton
        if kind == QEvent.Type.MouseButtonRelease
        else Qt.MouseButton.LeftButton
    )
    event = QMouseEvent(
        kind,
        at,
        view.mapToGlobal(at),
        Qt.MouseButton.LeftButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view, event)


def test_editing_holes_every_quick_click_is_a_hole(qtbot, window) -> None:
    """Quick clicks on squares a few pixels apart came as a double click (the second press of
    a pair): editing holes, that fitted the view and lost both clicks (one hole of four made
    on a board of a million squares). Editing holes, each click is one."""
    set_size(window, 20, 20)
    view = window.explore.view
    window.explore.controls.show_more(True)
    window.explore.controls.holes_button.setChecked(True)
    a, b = view.square_rect(0).center(), view.square_rect(21).center()
    for kind, at in (
        (QEvent.Type.MouseButtonPress, a),
        (QEvent.Type.MouseButtonRelease, a),
        (QEvent.Type.MouseButtonDblClick, b),  # a second press within the interval
        (QEvent.Type.MouseButtonRelease, b),
    ):
        _press(view, kind, at)
    assert window.model.board.holes == frozenset({0, 21})
    window.explore.controls.holes_button.setChecked(False)
    assert not view.every_click  # clicks wait again for a second one (a double click fits)
