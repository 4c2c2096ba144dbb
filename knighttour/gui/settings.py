"""The window's settings in one place: where choices are remembered, the keys, and its
limits.  restore_choices / save_choices are the only code that reads or writes the keys."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings

from ..core.board.board import BoardError, parse_leaper
from ..core.solve.catalogue import SOLVERS
from .widgets.solver_list import checked_solvers, set_checked

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from .explore.panel import ExplorePanel
    from .race.panel import RacePanel
    from .table import TablePanel

ORGANIZATION = "KnightTourExplorer"
APPLICATION = "Knight's Tour"


def default_settings() -> QSettings:
    """Where the window keeps its choices between runs."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


def _limit(value: object) -> int | None:
    """A step limit kept in the settings: a number, '' for none (an older version kept the
    title, '10 million moves': those read as none)."""
    try:
        return int(str(value))
    except ValueError:
        return None


def _solver_names(value: object) -> list[str]:
    """The solver names of a saved list that are still in the catalogue."""
    if isinstance(value, str):
        names: list[object] = list(value.split(","))
    else:
        names = list(value) if isinstance(value, list) else []
    return [n for n in (str(x).strip() for x in names) if n in SOLVERS]


def restore_choices(
    settings: QSettings,
    window: QMainWindow,
    explore: ExplorePanel,
    race: RacePanel | None = None,
    table: TablePanel | None = None,
) -> None:
    """Put back the window's geometry and the Explore, Race and Table tabs' choices saved
    last time; a value that cannot be read is left at its default."""
    s, c, model = settings, explore.controls, explore.model
    geometry = s.value("window/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    for box, key, default in (
        (c.rows, "board/rows", 8),
        (c.cols, "board/cols", 8),
        (c.layers, "board/layers", 1),
    ):
        with contextlib.suppress(TypeError, ValueError):
            box.setValue(int(str(s.value(key, default))))
    c.solver.setCurrentIndex(max(c.solver.findData(s.value("run/solver", "auto")), 0))
    c.closed.setChecked(str(s.value("run/closed", "false")).lower() == "true")
    leaper = str(s.value("board/leaper", "1,2")).split()
    c.leaper.setCurrentText(c.leaper.itemText(0) if not leaper else leaper[-1])
    with contextlib.suppress(BoardError):  # a known piece is shown with its name
        # compared here, not by findData: Qt compares a Python tuple by its identity
        piece = parse_leaper(c.leaper.currentText())
        shown = next((i for i in range(c.leaper.count()) if c.leaper.itemData(i) == piece), -1)
        if shown >= 0:
            c.leaper.setCurrentIndex(shown)
    c.wrap.setCurrentIndex(max(c.wrap.findData(str(s.value("board/wrap", "none"))), 0))
    c.apply_variant()
    holes, board = str(s.value("board/holes", "")), model.board
    try:
        squares = frozenset(board.parse_square(h) for h in holes.split(",") if h.strip())
        if squares and len(squares) < board.size:
            model.set_board(replace(board, holes=squares))
    except BoardError:
        pass  # a stale list of holes is simply dropped
    order = str(s.value("run/order", " ".join(f"{a},{b}" for a, b in model.jumps)))
    c.order.setCurrentText(order)
    c.apply_order()
    c.limit.setCurrentIndex(max(c.limit.findData(_limit(s.value("run/limit", ""))), 0))
    c.show_more(str(s.value("ui/more_options", "false")).lower() == "true")
    c.speed.setCurrentIndex(max(c.speed.findData(str(s.value("run/speed", ""))), 0))
    with contextlib.suppress(TypeError, ValueError):
        # "playback/step": the slider position (older versions kept moves a second elsewhere)
        explore.playback.speed.setValue(int(str(s.value("playback/step", 8))))
    if race is not None:
        names = _solver_names(s.value("race/solvers", ""))
        if 2 <= len(names) <= race.MAX_LANES:
            set_checked(race.solvers, names)
        start = str(s.value("race/start", "")).strip()
        if start:
            race.start_square.setText(start)  # checked against the board when the race starts
        with contextlib.suppress(TypeError, ValueError):
            pace = race.pace.findData(float(str(s.value("race/pace", "0"))))
            race.pace.setCurrentIndex(max(pace, 0))
    if table is not None:
        names = _solver_names(s.value("table/solvers", ""))
        if names:
            set_checked(table.solvers, names)
        cap = table.cap.findData(_limit(s.value("table/cap", "")))
        if cap >= 0:
            table.cap.setCurrentIndex(cap)


def save_choices(
    settings: QSettings,
    window: QMainWindow,
    explore: ExplorePanel,
    race: RacePanel | None = None,
    table: TablePanel | None = None,
) -> None:
    """Remember the window's geometry and the Explore, Race and Table tabs' choices for next
    time."""
    s, c, board = settings, explore.controls, explore.model.board
    s.setValue("window/geometry", window.saveGeometry())
    s.setValue("board/rows", c.rows.value())
    s.setValue("board/cols", c.cols.value())
    s.setValue("board/layers", c.layers.value())
    s.setValue("run/solver", c.solver.currentData())
    s.setValue("run/closed", c.closed.isChecked())
    s.setValue("run/order", c.order.currentText())
    s.setValue("board/leaper", c.leaper.currentText().split()[-1] if c.leaper.currentText() else "")
    s.setValue("board/wrap", c.wrap.currentData())
    s.setValue("board/holes", ",".join(board.names(sorted(board.holes))))
    limit = c.limit.currentData()
    s.setValue("run/limit", "" if limit is None else str(limit))
    s.setValue("run/speed", c.speed.currentData())
    s.setValue("ui/more_options", c.more.isChecked())
    s.setValue("playback/step", explore.playback.speed.value())
    if race is not None:
        s.setValue("race/solvers", ",".join(checked_solvers(race.solvers)))
        s.setValue("race/start", race.start_square.text().strip())
        s.setValue("race/pace", str(race.pace.currentData()))
    if table is not None:
        s.setValue("table/solvers", ",".join(checked_solvers(table.solvers)))
        s.setValue("table/cap", str(table.cap.currentData()))
    s.sync()


def last_folder() -> str:
    """The folder a file was last saved to or opened from (shared by every tab)."""
    return str(default_settings().value("files/folder", str(Path.home())))


def remember_folder(filename: str) -> None:
    """Remember filename's folder for the next file dialog."""
    default_settings().setValue("files/folder", str(Path(filename).parent))


def cluster_address() -> str:
    """The Dask scheduler the Count tab counts on ('' for this machine)."""
    return str(default_settings().value("count/cluster", "")).strip()


def set_cluster_address(address: str) -> None:
    """Remember the Count tab's cluster address."""
    default_settings().setValue("count/cluster", address.strip())
