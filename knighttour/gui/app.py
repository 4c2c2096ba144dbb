"""KnightTourApp: the main window wiring the model, the board view and the controls."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.solvers import SOLVERS
from .board_view import BoardView
from .model import KnightTourModel

MAX_SIDE = 50


class KnightTourApp(QMainWindow):
    """The Knight's Tour window: choose a board and a solver, click a square, see the tour."""

    def __init__(self, model: KnightTourModel | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Knight's Tour")
        self.model = model or KnightTourModel(self)
        self.view = BoardView()
        self.view.squareClicked.connect(self.model.solve_from)

        self.rows = self._side_box("Ranks (rows) of the board")
        self.cols = self._side_box("Files (columns) of the board")
        self.solver = QComboBox()
        for info in SOLVERS.values():
            self.solver.addItem(info.title, info.name)
            self.solver.setItemData(self.solver.count() - 1, info.description,
                                    Qt.ItemDataRole.ToolTipRole)
        self.solver.currentIndexChanged.connect(self._solver_changed)
        self.closed = QCheckBox("Closed tour (return to the start)")
        self.closed.setToolTip("Ask for a tour whose last square is a knight's move from the first")
        self.closed.toggled.connect(self._closed_toggled)
        self.description = QLabel(wordWrap=True)
        self.description.setMinimumWidth(220)
        self.progress = QProgressBar()
        self.progress.setFormat("%v of %m squares")
        self.counters = QLabel("Click a square to start.")
        self.stop_button = QPushButton("Stop")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.model.stop)

        form = QFormLayout()
        form.addRow("Ranks:", self.rows)
        form.addRow("Files:", self.cols)
        form.addRow("Solver:", self.solver)
        form.addRow("", self.closed)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.description)
        side.addStretch(1)
        side.addWidget(self.counters)
        side.addWidget(self.progress)
        side.addWidget(self.stop_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(300)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        self.setCentralWidget(central)

        stop = QAction("Stop", self, shortcut=QKeySequence(Qt.Key.Key_Escape))
        stop.triggered.connect(self.model.stop)
        quit_action = QAction("Quit", self, shortcut=QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        self.addActions([stop, quit_action])

        self.model.boardChanged.connect(self._board_changed)
        self.model.snapshotChanged.connect(self._snapshot_changed)
        self.model.runningChanged.connect(self.stop_button.setEnabled)
        self.model.messageChanged.connect(self.statusBar().showMessage)
        self._solver_changed()
        self._board_changed()
        self.statusBar().showMessage("Click a square to find a tour from it.")

    def _side_box(self, tip: str) -> QSpinBox:
        box = QSpinBox(minimum=1, maximum=MAX_SIDE, value=8, toolTip=tip)
        box.setKeyboardTracking(False)
        box.valueChanged.connect(self._size_changed)
        return box

    @Slot()
    def _size_changed(self) -> None:
        self.model.set_board_size(self.rows.value(), self.cols.value())

    @Slot()
    def _solver_changed(self) -> None:
        name = self.solver.currentData()
        self.model.set_solver(name)
        self.description.setText(SOLVERS[name].description)
        self.closed.setEnabled(SOLVERS[name].closed)
        if not SOLVERS[name].closed:
            self.closed.setChecked(False)

    @Slot(bool)
    def _closed_toggled(self, closed: bool) -> None:
        self.model.closed = closed

    @Slot()
    def _board_changed(self) -> None:
        board = self.model.board
        self.view.set_board(board)
        self.progress.setRange(0, board.squares)
        self.progress.setValue(0)

    @Slot()
    def _snapshot_changed(self) -> None:
        snap = self.model.snapshot
        if snap is None:
            self.view.set_path(self.model.path)
            self.progress.setValue(0)
            self.counters.setText("Click a square to start.")
            return
        self.view.set_path(snap.path)
        self.progress.setValue(snap.depth)
        self.counters.setText(
            f"Steps: {snap.steps:,}\nBacktracks: {snap.backtracks:,}\n"
            f"Depth: {snap.depth} (deepest {snap.max_depth})\n"
            f"Moves/s: {snap.moves_per_second:,.0f}\nTime: {snap.seconds:.3f} s")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.model.shutdown()
        super().closeEvent(event)


def main(argv: list[str] | None = None) -> int:
    """Open the window and run the event loop."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    window = KnightTourApp()
    window.resize(900, 640)
    window.show()
    return app.exec()
