"""The window inside the screen: at its first launch and from a geometry saved on a larger
screen (screen.py).  The real room (tests/realroom) checks the same under a window manager."""

from __future__ import annotations

from PySide6.QtCore import QRect

from knighttour.gui.screen import PREFERRED, available_area, fit_inside_screen


def inside(window) -> bool:
    area: QRect = available_area(window)
    return area.contains(window.frameGeometry())


def test_the_window_opens_no_larger_than_the_screen(qtbot, window) -> None:
    area = available_area(window)
    window.resize(PREFERRED.width() * 2, PREFERRED.height() * 2)
    assert not inside(window)
    fit_inside_screen(window)
    assert inside(window)
    assert window.width() >= min(PREFERRED.width(), area.width() - 40)


def test_a_geometry_saved_on_a_larger_screen_comes_back_inside(qtbot, window) -> None:
    area = available_area(window)
    window.resize(area.width() + 600, area.height() + 400)
    window.move(area.right() - 50, area.bottom() - 50)
    saved = window.saveGeometry()
    window.restoreGeometry(saved)
    fit_inside_screen(window)
    assert inside(window)
    assert window.width() >= window.minimumWidth()
