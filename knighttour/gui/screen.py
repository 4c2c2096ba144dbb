"""The window on a real screen: opened, or brought back from a saved geometry, inside the
screen's available area (its panels and docks left out), window manager's frame included."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: the size the window opens at when the screen has room (and nothing was saved)
PREFERRED = QSize(980, 700)
#: the frame a window manager adds, assumed before it has framed the window (a title bar and
#: thin borders; once framed, the real frame is used)
ASSUMED_FRAME = QSize(12, 40)


def available_area(window: QWidget) -> QRect:
    """The screen area the window may take: its screen's, less panels and docks."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_extra(window: QWidget) -> QSize:
    """How much wider and taller the frame is than the window (assumed before it is framed)."""
    frame, inner = window.frameGeometry(), window.geometry()
    extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
    return extra if extra.height() > 0 else ASSUMED_FRAME


def fit_inside_screen(window: QWidget) -> None:
    """Make the window, frame and all, no larger than the available area and place it inside
    (a geometry saved on a larger screen is brought back onto this one)."""
    area, extra = available_area(window), frame_extra(window)
    least = window.minimumSize()
    width = max(least.width(), min(window.width(), area.width() - extra.width()))
    height = max(least.height(), min(window.height(), area.height() - extra.height()))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    x = min(max(frame.x(), area.left()), area.right() + 1 - width - extra.width())
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - height - extra.height())
    if (x, y) != (frame.x(), frame.y()):
        window.move(max(x, area.left()), max(y, area.top()))


def fits_screen(window: QWidget) -> bool:
    """True when the window at its least size, frame included, fits the available area."""
    area, extra = available_area(window), frame_extra(window)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    return (
        least.width() + extra.width() <= area.width()
        and least.height() + extra.height() <= area.height()
    )
