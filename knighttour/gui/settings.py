"""The window's settings in one place: where choices are remembered, the keys, and its
limits.  restore_choices / save_choices are the only code that reads or writes the keys."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings

from ..core.board import BoardError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from .explore.panel import ExplorePanel

ORGANIZATION = "KnightTourExplorer"
APPLICATION = "Knight's Tour"
#: the largest side the window offers; boards of a million squares draw and zoom smoothly
MAX_SIDE = 1000
#: the most squares a board the window shows may have
MAX_SQUARES = MAX_SIDE * MAX_SIDE


def default_settings() -> QSettings:
    """Where the window keeps its choices between runs."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)


def restore_choices(settings: QSettings, window: QMainWindow, explore: ExplorePanel) -> None:
    """Put back the window's geometry and the Explore tab's choices saved last time; a value
    that cannot be read is left at its default."""
    s, c, model = settings, explore.controls, explore.model
    geometry = s.value("window/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    for box, key, default in ((c.rows, "board/rows", 8), (c.cols, "board/cols", 8),
                              (c.layers, "board/layers", 1)):
        with contextlib.suppress(TypeError, ValueError):
            box.setValue(int(s.value(key, default)))
    c.solver.setCurrentIndex(max(c.solver.findData(s.value("run/solver", "auto")), 0))
    c.closed.setChecked(str(s.value("run/closed", "false")).lower() == "true")
    c.leaper.setCurrentText(str(s.value("board/leaper", "knight 1,2")))
    c.wrap.setCurrentText(str(s.value("board/wrap", "none")))
    c.apply_variant()
    holes, board = str(s.value("board/holes", "")), model.board
    try:
        squares = frozenset(board.parse_square(h) for h in holes.split(",") if h.strip())
        if squares and len(squares) < board.size:
            model.set_board(replace(board, removed=squares))
    except BoardError:
        pass  # a stale list of holes is simply dropped
    order = str(s.value("run/order", " ".join(f"{a},{b}" for a, b in model.jumps)))
    c.order.setCurrentText(order)
    c.apply_order()
    c.limit.setCurrentIndex(max(c.limit.findText(str(s.value("run/limit", ""))), 0))
    c.speed.setCurrentIndex(max(c.speed.findText(str(s.value("run/speed", ""))), 0))
    with contextlib.suppress(TypeError, ValueError):
        explore.playback.speed.setValue(int(s.value("playback/speed", 8)))


def save_choices(settings: QSettings, window: QMainWindow, explore: ExplorePanel) -> None:
    """Remember the window's geometry and the Explore tab's choices for next time."""
    s, c, board = settings, explore.controls, explore.model.board
    s.setValue("window/geometry", window.saveGeometry())
    s.setValue("board/rows", c.rows.value())
    s.setValue("board/cols", c.cols.value())
    s.setValue("board/layers", c.layers.value())
    s.setValue("run/solver", c.solver.currentData())
    s.setValue("run/closed", c.closed.isChecked())
    s.setValue("run/order", c.order.currentText())
    s.setValue("board/leaper", c.leaper.currentText())
    s.setValue("board/wrap", c.wrap.currentText())
    s.setValue("board/holes", ",".join(board.names(sorted(board.removed))))
    s.setValue("run/limit", c.limit.currentText())
    s.setValue("run/speed", c.speed.currentText())
    s.setValue("playback/speed", explore.playback.speed.value())
    s.sync()
