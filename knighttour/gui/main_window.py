"""KnightTourApp: the main window wiring the model, the board view and the controls."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import QByteArray, QSettings, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..core import formats
from ..core.board import (
    KNIGHT_JUMPS,
    LEAPERS,
    WRAPS,
    Board,
    Board3D,
    BoardError,
    leaper_jumps,
    parse_leaper,
    parse_order,
)
from ..core.search import RUNNING
from ..core.solvers import SOLVERS
from ..core.tour import Tour
from . import export
from .explore.model import SPEEDS, KnightTourModel
from .files import save_bytes
from .play import PlayPanel
from .race import RacePanel
from .settings import APPLICATION, MAX_SIDE, MAX_SQUARES, ORGANIZATION, default_settings
from .table import TablePanel
from .widgets.board_view import BoardView
from .widgets.playback import PlaybackBar
from .workers import wait_for_threads

#: jump orders offered by name; any other order can be typed in
ORDERS: dict[str, str] = {
    "Anticlockwise from 2,1 (default)": " ".join(f"{a},{b}" for a, b in KNIGHT_JUMPS),
    "Clockwise from 1,2 (seed 001)": "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
    "The C++ yardstick's order": "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2",
}
#: step limits offered (None: no limit)
LIMITS: dict[str, int | None] = {
    "No limit": None, "1 million moves": 10**6, "10 million moves": 10**7,
    "100 million moves": 10**8, "1 billion moves": 10**9, "10 billion moves": 10**10,
}


#: the ring on the start square of a run that ended with no path to show
NO_PATH_RING = "#c62828"

class KnightTourApp(QMainWindow):
    """The Knight's Tour window: choose a board and a solver, click a square, see the tour."""

    def __init__(self, model: KnightTourModel | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Knight's Tour")
        self.settings = settings or default_settings()
        self.model = model or KnightTourModel(self)
        self.view = BoardView()
        self.view.squareClicked.connect(self._square_clicked)
        self.playback = PlaybackBar(self.model)

        self.layers = QSpinBox(minimum=1, maximum=8, value=1,
                               toolTip="Layers: more than 1 stacks boards into a 3D board, "
                                       "drawn side by side; the knight moves (1, 2, 0) along "
                                       "any axes")
        self.layers.setKeyboardTracking(False)
        self.layers.valueChanged.connect(self._size_changed)
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
        self.order = QComboBox(editable=True)
        self.order.setToolTip("The order in which order-dependent solvers try the eight jumps, "
                              "as file,rank steps; type your own order to try it")
        for title, order in ORDERS.items():
            self.order.addItem(order)
            self.order.setItemData(self.order.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
        self.order.lineEdit().editingFinished.connect(self._order_changed)
        self.order.activated.connect(self._order_changed)
        self.leaper = QComboBox(editable=True)
        self.leaper.setToolTip("The piece: a leaper jumps a squares one way and b the other; "
                               "type a,b for any other, such as 2,5")
        for name, (a, b) in LEAPERS.items():
            self.leaper.addItem(f"{name} {a},{b}")
        self.leaper.lineEdit().editingFinished.connect(self._variant_changed)
        self.leaper.activated.connect(self._variant_changed)
        self.wrap = QComboBox()
        self.wrap.addItems(list(WRAPS))
        self.wrap.setToolTip("cylinder joins the left and right edges; torus joins both pairs")
        self.wrap.currentTextChanged.connect(self._variant_changed)
        self.holes_button = QPushButton("Edit holes")
        self.holes_button.setCheckable(True)
        self.holes_button.setToolTip("While on, clicking a square removes it from the board or "
                                     "puts it back")
        self.holes_button.toggled.connect(self._holes_toggled)
        self.limit = QComboBox()
        self.limit.setToolTip("Give up after this many moves")
        for title, steps in LIMITS.items():
            self.limit.addItem(title, steps)
        self.limit.currentIndexChanged.connect(self._limit_changed)
        self.speed = QComboBox()
        self.speed.setToolTip("Watch the search: Normal and Fast draw every move and every "
                              "move taken back; Max runs flat out, redrawn 30 times a second")
        self.speed.addItems(list(SPEEDS))
        self.speed.currentTextChanged.connect(self._speed_changed)
        self.description = QLabel(wordWrap=True)
        self.description.setMinimumWidth(220)
        self.progress = QProgressBar()
        self.progress.setFormat("%v of %m squares")
        self.progress.setToolTip("Squares on the current path")
        self.counters = QLabel("Click a square to start.")
        self.counters.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Stop the search (Esc)")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.model.stop)
        self.next_button = QPushButton("Next solution")
        self.next_button.setToolTip("Continue the exact search to the next different tour "
                                    "(Ctrl+N)")
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self.next_solution)

        form = QFormLayout()
        form.addRow("Ranks:", self.rows)
        form.addRow("Files:", self.cols)
        form.addRow("Layers:", self.layers)
        form.addRow("Solver:", self.solver)
        form.addRow("", self.closed)
        form.addRow("Leaper:", self.leaper)
        form.addRow("Wrap:", self.wrap)
        form.addRow("", self.holes_button)
        form.addRow("Jumps:", self.order)
        form.addRow("Step limit:", self.limit)
        form.addRow("Watch:", self.speed)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.description)
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
        explore = QWidget()
        layout = QHBoxLayout(explore)
        layout.addLayout(left, 1)
        layout.addWidget(panel)
        self.race = RacePanel(self.model)
        self.table = TablePanel(self.model)
        self.tabs = QTabWidget()
        self.tabs.addTab(explore, "Explore")
        self.tabs.addTab(self.race, "Race")
        self.tabs.addTab(self.table, "Table")
        self.play = PlayPanel(lambda: self.model.board)
        self.tabs.addTab(self.play, "Play")
        self.play.replayRequested.connect(self._replay_game)
        self.tabs.setTabToolTip(3, "Play the puzzle by hand, with undo, hints and an honest "
                                "warning")
        self.tabs.setTabToolTip(1, "Run 2 to 6 solvers at once from one square")
        self.tabs.setTabToolTip(2, "Run solvers from every start square and compare")
        self.tabs.currentChanged.connect(lambda _: self.statusBar().clearMessage())
        self.setCentralWidget(self.tabs)
        self._build_menus()

        self.model.boardChanged.connect(self._board_changed)
        self.model.snapshotChanged.connect(self._snapshot_changed)
        self.model.cursorChanged.connect(self._cursor_changed)
        self.model.runningChanged.connect(self._running_changed)
        self.model.messageChanged.connect(self.statusBar().showMessage)
        self._restore_settings()
        self._solver_changed()
        self._board_changed()
        self.statusBar().showMessage("Click a square to find a tour from it.")

    # building ----------------------------------------------------------------------------
    def _side_box(self, tip: str) -> QSpinBox:
        box = QSpinBox(minimum=1, maximum=MAX_SIDE, value=8, toolTip=tip)
        box.setKeyboardTracking(False)
        box.valueChanged.connect(self._size_changed)
        return box

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setStatusTip(tip)
        act.triggered.connect(slot)
        return act

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self._action("&Open tour…", self.open_tour, keys.Open,
                                         "Show a tour from a JSON or text file"))
        file_menu.addSeparator()
        self.export_actions = [
            self._action("Export &picture (PNG)…", self.export_png, "Ctrl+E",
                         "Save the board as shown as a PNG picture"),
            self._action("Export &vector picture (SVG)…", self.export_svg, "Ctrl+Shift+E",
                         "Save the board as shown as an SVG drawing"),
            self._action("Save tour as &JSON…", self.save_json, keys.Save,
                         "Save the tour in the command line's JSON form"),
            self._action("Save tour as &text…", self.save_text, "Ctrl+Shift+S",
                         "Save the tour as square names"),
        ]
        file_menu.addActions(self.export_actions)
        file_menu.addSeparator()
        file_menu.addAction(self._action("&Quit", self.close, keys.Quit))
        edit_menu = bar.addMenu("&Edit")
        self.copy_action = self._action("&Copy tour", self.copy_tour, keys.Copy,
                                        "Copy the tour's squares in algebraic notation")
        edit_menu.addAction(self.copy_action)
        search_menu = bar.addMenu("&Search")
        self.stop_action = self._action("&Stop", self.model.stop, Qt.Key.Key_Escape,
                                        "Stop the search")
        self.next_action = self._action("&Next solution", self.next_solution, "Ctrl+N",
                                        "Continue the exact search to the next tour")
        search_menu.addActions([self.stop_action, self.next_action])
        view_menu = bar.addMenu("&View")
        view_menu.addAction(self._action("Zoom &in", lambda: self.view.zoom_by(1.5),
                                         keys.ZoomIn, "Zoom in on the board"))
        view_menu.addAction(self._action("Zoom &out", lambda: self.view.zoom_by(1 / 1.5),
                                         keys.ZoomOut, "Zoom out"))
        view_menu.addAction(self._action("&Fit to window", self.view.fit_to_window, "Ctrl+0",
                                         "Show the whole board"))
        play_menu = bar.addMenu("&Playback")
        play_menu.addActions(self.playback.actions_in_order)
        play_menu.addAction(self._action("&Go to move…", self.go_to_move, "Ctrl+G",
                                         "Show the tour up to a chosen move"))
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self._action("&About", self.about))
        self._update_actions()

    # settings ----------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        s = self.settings
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        for box, key, default in ((self.rows, "board/rows", 8), (self.cols, "board/cols", 8),
                                  (self.layers, "board/layers", 1)):
            with contextlib.suppress(TypeError, ValueError):
                box.setValue(int(s.value(key, default)))
        index = self.solver.findData(s.value("run/solver", "auto"))
        self.solver.setCurrentIndex(max(index, 0))
        self.closed.setChecked(str(s.value("run/closed", "false")).lower() == "true")
        self.leaper.setCurrentText(str(s.value("board/leaper", "knight 1,2")))
        self.wrap.setCurrentText(str(s.value("board/wrap", "none")))
        self._variant_changed()
        holes = str(s.value("board/holes", ""))
        board = self.model.board
        try:
            squares = frozenset(board.parse_square(h) for h in holes.split(",") if h.strip())
            if squares and len(squares) < board.size:
                self.model.set_board(replace(board, removed=squares))
        except BoardError:
            pass  # a stale list of holes is simply dropped
        order = str(s.value("run/order", " ".join(f"{a},{b}" for a, b in self.model.jumps)))
        self.order.setCurrentText(order)
        self._order_changed()
        self.limit.setCurrentIndex(max(self.limit.findText(str(s.value("run/limit", ""))), 0))
        self.speed.setCurrentIndex(max(self.speed.findText(str(s.value("run/speed", ""))), 0))
        with contextlib.suppress(TypeError, ValueError):
            self.playback.speed.setValue(int(s.value("playback/speed", 8)))

    def save_settings(self) -> None:
        """Remember the window and the run choices for next time."""
        s = self.settings
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("board/rows", self.rows.value())
        s.setValue("board/cols", self.cols.value())
        s.setValue("board/layers", self.layers.value())
        s.setValue("run/solver", self.solver.currentData())
        s.setValue("run/closed", self.closed.isChecked())
        s.setValue("run/order", self.order.currentText())
        s.setValue("board/leaper", self.leaper.currentText())
        s.setValue("board/wrap", self.wrap.currentText())
        s.setValue("board/holes", ",".join(self.model.board.names(sorted(
            self.model.board.removed))))
        s.setValue("run/limit", self.limit.currentText())
        s.setValue("run/speed", self.speed.currentText())
        s.setValue("playback/speed", self.playback.speed.value())
        s.sync()

    # control slots -----------------------------------------------------------------------
    @Slot()
    def _size_changed(self) -> None:
        self.model.set_shape(self.layers.value(), self.rows.value(), self.cols.value())

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

    @Slot(int)
    def _square_clicked(self, square: int) -> None:
        if self.holes_button.isChecked():
            self.model.toggle_hole(square)
        else:
            self.model.solve_from(square)

    @Slot(bool)
    def _holes_toggled(self, on: bool) -> None:
        if on:
            self.model.stop()
            self.statusBar().showMessage("Click squares to remove them or put them back; click "
                                         "Edit holes again to solve.")
        else:
            self.statusBar().showMessage("Click a square to find a tour from it.")

    def leaper_text(self) -> tuple[int, int] | None:
        """The leaper typed or chosen ('zebra 2,3', 'zebra' or '2,3'), or None (with a
        message) if it cannot be read."""
        words = self.leaper.currentText().split()
        try:
            return parse_leaper(words[-1] if words else "")
        except BoardError as exc:
            self.leaper.setStyleSheet("QComboBox { color: #c0392b; }")
            self.statusBar().showMessage(f"Leaper not used: {exc}")
            return None

    @Slot()
    def _variant_changed(self) -> None:
        leaper = self.leaper_text()
        if leaper is None:
            return
        self.leaper.setStyleSheet("")
        jumps = leaper_jumps(*leaper)
        if sorted(jumps) != sorted(self.model.jumps):
            self.order.setCurrentText(" ".join(f"{a},{b}" for a, b in jumps))
            self.order.setStyleSheet("")
        else:
            jumps = self.model.jumps
        self.model.set_variant(jumps, self.wrap.currentText())

    @Slot()
    def _order_changed(self) -> None:
        text = self.order.currentText()
        try:
            jumps = parse_order(text, self.model.jumps)
        except BoardError as exc:
            self.order.setStyleSheet("QComboBox { color: #c0392b; }")
            self.statusBar().showMessage(f"Jump order not used: {exc}")
            return
        self.order.setStyleSheet("")
        self.model.set_jumps(jumps)

    @Slot()
    def _limit_changed(self) -> None:
        self.model.max_steps = self.limit.currentData()

    @Slot(str)
    def _speed_changed(self, speed: str) -> None:
        self.model.speed = speed

    # model slots -------------------------------------------------------------------------
    @Slot()
    def _board_changed(self) -> None:
        board = self.model.board
        flat = not isinstance(board, Board3D)
        for widget in (self.leaper, self.wrap, self.order):
            widget.setEnabled(flat)
        shape = ((self.rows, board.rows), (self.cols, getattr(board, "files", board.cols)),
                 (self.layers, getattr(board, "layers", 1)))
        for box, value in shape:
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        leaper = board.leaper
        if flat and leaper is not None:  # a board from a file brings its leaper and wrapping
            names = [n for n, ab in LEAPERS.items() if ab == leaper]
            text = f"{names[0]} {leaper[0]},{leaper[1]}" if names else f"{leaper[0]},{leaper[1]}"
            for combo, value in ((self.leaper, text), (self.wrap, board.wrap)):
                if combo.currentText() != value:
                    combo.blockSignals(True)
                    combo.setCurrentText(value)
                    combo.blockSignals(False)
            order = " ".join(f"{a},{b}" for a, b in board.jumps)
            if self.order.currentText() != order:
                self.order.blockSignals(True)
                self.order.setCurrentText(order)
                self.order.blockSignals(False)
        self.view.set_board(board)
        self.progress.setRange(0, board.squares)
        self.progress.setValue(0)

    @Slot()
    def _snapshot_changed(self) -> None:
        snap = self.model.snapshot
        if snap is None:
            self.view.set_marks({})
            self.view.set_path(self.model.path)
            self.progress.setValue(0)
            self.counters.setText("Click a square to start.")
        else:
            self.view.set_path(snap.path, self.model.cursor, live=self.model.running)
            # with no path to draw, ring the square the answer is about
            start = self.model.start
            bare = not len(snap.path) and snap.status != RUNNING and start is not None
            self.view.set_marks({start: (QColor(NO_PATH_RING), "")} if bare else {})
            self.progress.setValue(snap.depth)
            rate = f"{snap.moves_per_second:,.0f}" if snap.seconds > 0 else "–"
            solution = f"\nSolution {snap.solutions}" if snap.solutions > 1 else ""
            self.counters.setText(
                f"Steps: {snap.steps:,}\nBacktracks: {snap.backtracks:,}\n"
                f"Depth: {snap.depth} (deepest {snap.max_depth})\n"
                f"Moves/s: {rate}\nTime: {snap.seconds:.3f} s{solution}")
        self._update_actions()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        if self.view.cursor != cursor and not self.model.running:
            self.view.set_path(self.model.path, cursor)

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.stop_button.setEnabled(running)
        self._update_actions()

    def _update_actions(self) -> None:
        has_path = len(self.model.path) > 0 and not self.model.running
        for act in self.export_actions:
            act.setEnabled(has_path)
        self.copy_action.setEnabled(has_path)
        self.stop_action.setEnabled(self.model.running)
        self.next_action.setEnabled(self.model.can_continue)
        self.next_button.setEnabled(self.model.can_continue)

    @Slot(object, object)
    def _replay_game(self, board: Board, path) -> None:
        self.model.show_tour(board, path, f"Replaying the game: {len(path)} squares.")
        self.model.set_cursor(1)
        self.tabs.setCurrentIndex(0)

    # commands ----------------------------------------------------------------------------
    @Slot()
    def next_solution(self) -> None:
        """Continue the exact search to the next tour."""
        if not self.model.next_solution():
            self.statusBar().showMessage("Next solution needs a tour from an exact solver.")

    @Slot()
    def go_to_move(self) -> None:
        """Ask for a move number and show the tour up to it."""
        n = len(self.model.path)
        if n == 0 or self.model.running:
            return
        k, ok = QInputDialog.getInt(self, "Go to move", f"Move (1 to {n}):",
                                    self.model.cursor, 1, n)
        if ok:
            self.model.set_cursor(k)

    @Slot()
    def copy_tour(self) -> None:
        """Put the tour's squares on the clipboard."""
        text = export.tour_text(self.model.board, self.model.path)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(f"Copied {len(self.model.path)} squares.")

    def _ask_file(self, title: str, suffix: str, kind: str) -> str | None:
        folder = str(self.settings.value("files/folder", str(Path.home())))
        start = self.model.board.name(self.model.start) if self.model.start is not None else ""
        default = str(Path(folder) / f"tour-{self.model.board.spec}-{start}.{suffix}")
        name, _ = QFileDialog.getSaveFileName(self, title, default, f"{kind} (*.{suffix})")
        if not name:
            return None
        self.settings.setValue("files/folder", str(Path(name).parent))
        return name if name.endswith(f".{suffix}") else f"{name}.{suffix}"

    def _export(self, title: str, suffix: str, kind: str, write) -> None:
        name = self._ask_file(title, suffix, kind)
        if name is None:
            return
        try:
            write(name)
        except export.ExportError as exc:
            QMessageBox.warning(self, title, str(exc))
            return
        self.statusBar().showMessage(f"Saved {name}.")

    @Slot()
    def export_png(self) -> None:
        """Save the board as shown as a PNG picture."""
        self._export("Export picture", "png", "PNG pictures",
                     lambda f: export.save_png(self.view.painter_for(), f))

    @Slot()
    def export_svg(self) -> None:
        """Save the board as shown as an SVG drawing."""
        self._export("Export vector picture", "svg", "SVG drawings",
                     lambda f: export.save_svg(self.view.painter_for(), f))

    @Slot()
    def save_json(self) -> None:
        """Save the tour as JSON: the command line's keys, its board, a format version."""
        self._save_tour("Save tour as JSON", "json", "JSON files", formats.tour_json_bytes)

    @Slot()
    def save_text(self) -> None:
        """Save the tour as text: a header line with its board, then one square a line."""
        self._save_tour("Save tour as text", "txt", "Text files", formats.tour_text_bytes)

    def _save_tour(self, title: str, suffix: str, kind: str, encode) -> None:
        board, path = self.model.board, self.model.path
        closed = self.model.closed and len(path) > 1 and board.is_move(int(path[-1]),
                                                                      int(path[0]))
        data = encode(board, path, closed=closed, solver=self.model.solver)
        self._export(title, suffix, kind, lambda f: self._write(f, data))

    @staticmethod
    def _write(filename: str, data: bytes) -> None:
        why = save_bytes(filename, data)
        if why:
            raise export.ExportError(why)

    @Slot()
    def open_tour(self) -> None:
        """Ask for a tour file and show it."""
        folder = str(self.settings.value("files/folder", str(Path.home())))
        name, _ = QFileDialog.getOpenFileName(self, "Open tour", folder,
                                              "Tours (*.json *.txt);;All files (*)")
        if name:
            self.load_tour_file(name)

    def load_tour_file(self, filename: str) -> bool:
        """Read, validate and show a tour file on the board it names (or, for an old file
        without one, on the window's board); a clear message and no change if it is bad."""
        title, short = "Open tour", Path(filename).name
        try:
            tour_file = formats.read_tour(filename, self.model.board, max_squares=MAX_SQUARES)
        except formats.FormatError as exc:
            QMessageBox.warning(self, title, f"{short}: {exc}")
            return False
        board = formats.same_board_with_order(tour_file.board, self.model.jumps)
        if max(board.rows, getattr(board, "files", board.cols)) > MAX_SIDE:
            QMessageBox.warning(self, title, f"{short}: its {board.spec} board is larger than "
                                f"the window shows ({MAX_SIDE:,} a side at most).")
            return False
        tour = Tour(board, tour_file.squares)
        reason = tour.validate(closed=tour_file.closed)
        if reason:
            QMessageBox.warning(self, title, f"{short} is not a tour of the {board.spec} "
                                f"board: {reason}.")
            return False
        kind = "closed" if tour.is_closed else "open"
        self.model.closed = tour_file.closed
        self.model.show_tour(board, tour.squares,
                             f"Opened a valid {kind} tour of {board.spec} from "
                             f"{board.name(int(tour.squares[0]))}.")
        return True

    @Slot()
    def about(self) -> None:
        """Say what this program is."""
        QMessageBox.about(self, "About Knight's Tour",
                          "<b>Knight's Tour Explorer</b><p>Find, watch and step through "
                          "knight's tours with every classic solver. Click a square to "
                          "start.</p>")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.playback.pause()
        self.race.shutdown()
        self.table.shutdown()
        self.play.shutdown()
        self.model.shutdown()
        wait_for_threads()
        self.save_settings()
        super().closeEvent(event)


def _warm_up_in_background() -> None:
    """Load the compiled kernels, and fill the narrow boards' tables, while the window is
    already on screen."""
    from ..core import kernels, strip

    def warm_up() -> None:
        kernels.warm_up()
        strip.warm_up(tables=True)

    threading.Thread(target=warm_up, name="kernel warm-up", daemon=True).start()


def main(argv: list[str] | None = None,
         on_shown: Callable[[KnightTourApp], None] | None = None) -> NoReturn:
    """Open the window, run the event loop, and end the process as soon as it closes.

    Closing stops every run, waits a bounded time for their threads and saves the settings;
    the process then ends at once (os._exit), without waiting for the interpreter to tear
    down numba, LLVM and Qt, or for a background warm-up to finish: nothing is left to save.
    """
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    window = KnightTourApp()
    if not window.settings.contains("window/geometry"):
        window.resize(980, 700)
    window.show()
    _warm_up_in_background()
    if on_shown is not None:
        on_shown(window)
    code = app.exec()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
