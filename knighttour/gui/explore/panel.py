"""ExplorePanel: the Explore tab (the board, the playback bar, the run's choices and counters)
over a KnightTourModel."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board import Board
from ...core.search import RUNNING
from .. import export
from ..icons import icon
from ..snapshot import Snapshot
from ..widgets.board_view import BoardView
from ..widgets.playback import PlaybackBar
from .controls import RunControls
from .model import KnightTourModel

#: the ring on the start square of a run that ended with no path to show
NO_PATH_RING = "#c62828"
#: the counters before any run
IDLE_TEXT = "Click a square to start."


def counters_text(snap: Snapshot) -> str:
    """The counters of a run, one per line."""
    rate = f"{snap.moves_per_second:,.0f}" if snap.seconds > 0 else "–"
    solution = f"\nSolution {snap.solutions}" if snap.solutions > 1 else ""
    return (f"Steps: {snap.steps:,}\nBacktracks: {snap.backtracks:,}\n"
            f"Depth: {snap.depth} (deepest {snap.max_depth})\n"
            f"Moves/s: {rate}\nTime: {snap.seconds:.3f} s{solution}")


class ExplorePanel(QWidget):
    """Click a square and see a tour: the board view and playback bar on the left, the run's
    choices, its counters, Stop and Next solution on the right.  It draws what the model's
    signals carry and hands clicks and choices to the model."""

    message = Signal(str)  # for the window's status bar
    actionsChanged = Signal()  # what the window's menus may do has changed

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.snapshot: Snapshot | None = None
        self.running = False
        self.view = BoardView()
        self.view.squareClicked.connect(self._square_clicked)
        self.playback = PlaybackBar(model)
        self.controls = RunControls(model)
        self.controls.message.connect(self.message)
        self.progress = QProgressBar()
        self.progress.setFormat("%v of %m squares")
        self.progress.setToolTip("Squares on the current path")
        self.counters = QLabel(IDLE_TEXT)
        self.counters.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stop_button = QPushButton(icon("stop"), "Stop")
        self.stop_button.setToolTip("Stop the search (Esc)")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.model.stop)
        self.next_button = QPushButton(icon("next"), "Next solution")
        self.next_button.setToolTip("Continue the exact search to the next different tour "
                                    "(Ctrl+N)")
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self.next_solution)

        side = QVBoxLayout()
        side.addWidget(self.controls)
        side.addStretch(1)
        side.addWidget(self.counters)
        side.addWidget(self.progress)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.next_button)
        side.addLayout(buttons)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(350)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.playback)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(panel)

        model.boardChanged.connect(self._board_changed)
        model.snapshotChanged.connect(self._snapshot_changed)
        model.cursorChanged.connect(self._cursor_changed)
        model.runningChanged.connect(self._running_changed)
        self._board_changed(model.board)

    @property
    def has_path(self) -> bool:
        """True when a finished run's path (or an opened tour) is on the board."""
        return self.snapshot is not None and len(self.snapshot.path) > 0 and not self.running

    # model -> view -----------------------------------------------------------------------
    @Slot(object)
    def _board_changed(self, board: Board) -> None:
        self.controls.show_board(board)
        self.view.set_board(board)
        self.progress.setRange(0, board.squares)
        self.progress.setValue(0)

    @Slot(object, int)
    def _snapshot_changed(self, snap: Snapshot | None, cursor: int) -> None:
        self.snapshot = snap
        if snap is None:
            self.view.set_marks({})
            self.view.set_path(np.zeros(0, np.int64))
            self.progress.setValue(0)
            self.counters.setText(IDLE_TEXT)
        else:
            self.view.set_path(snap.path, cursor, live=self.running)
            # with no path to draw, ring the square the answer is about
            bare = not len(snap.path) and snap.status != RUNNING and snap.start is not None
            self.view.set_marks({snap.start: (QColor(NO_PATH_RING), "")} if bare else {})
            self.progress.setValue(snap.depth)
            self.counters.setText(counters_text(snap))
        self._update_buttons()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        if self.snapshot is not None and self.view.cursor != cursor and not self.running:
            self.view.set_path(self.snapshot.path, cursor)

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.running = running
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.stop_button.setEnabled(self.running)
        self.next_button.setEnabled(self.model.can_continue)
        self.actionsChanged.emit()

    # clicks and commands -----------------------------------------------------------------
    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.controls.editing_holes:
            self.model.toggle_hole(square)
        else:
            self.model.solve_from(square)

    @Slot()
    def next_solution(self) -> None:
        """Continue the exact search to the next tour."""
        if not self.model.next_solution():
            self.message.emit("Next solution needs a tour from an exact solver.")

    @Slot()
    def go_to_move(self) -> None:
        """Ask for a move number and show the tour up to it."""
        if not self.has_path:
            return
        n = len(self.snapshot.path)
        k, ok = QInputDialog.getInt(self, "Go to move", f"Move (1 to {n}):",
                                    self.playback.cursor, 1, n)
        if ok:
            self.model.set_cursor(k)

    @Slot()
    def copy_tour(self) -> None:
        """Put the tour's squares on the clipboard."""
        if not self.has_path:
            return
        path = self.snapshot.path
        QGuiApplication.clipboard().setText(export.tour_text(self.model.board, path))
        self.message.emit(f"Copied {len(path)} squares.")
