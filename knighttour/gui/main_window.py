"""KnightTourApp: the main window.  It assembles the tabs (Explore, Race, Table, Play), the
menus and the tool bar, and keeps the settings; each tab does its own work."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from typing import NoReturn

import numpy as np
from PySide6.QtCore import QSettings, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
)

from .. import __version__
from ..core.board import Board
from .count import CountPanel
from .explore.model import KnightTourModel
from .explore.panel import ExplorePanel
from .explore.tour_files import TourFiles
from .icons import app_icon, icon
from .play import PlayPanel
from .race import RacePanel
from .settings import (
    APPLICATION,
    ORGANIZATION,
    default_settings,
    restore_choices,
    save_choices,
)
from .table import TablePanel
from .workers import wait_for_threads

#: the program's name, as About and the README say it
TITLE = "Knight's Tour Explorer"
#: Help > How to use
HOW_TO_USE = """<p><b>Explore</b>: choose a board and a solver on the right, then click a
square of the board: the tour from it appears, or the search runs live. Step through a
tour with the playback bar (Home, Left, Space, Right, End); zoom with the wheel, drag to
pan, double-click to fit.</p>
<p><b>Race</b>: check 2 to 6 solvers, name a start square and start them together on the
Explore tab's board; the ranking follows when all have ended.</p>
<p><b>Table</b>: run the checked solvers from every start square: a sortable table, a summary,
heatmaps and a chart of the steps; export them as CSV or JSON.</p>
<p><b>Play</b>: click a square to place the knight, then click where it goes. Legal moves are
ringed; you are warned as soon as the position can no longer be completed. Undo, hints and
'finish it for me' help; New game takes the Explore tab's board.</p>"""

#: the solver a tour played by hand is saved as (as core/formats.game_document says)
HAND = "by hand"


class KnightTourApp(QMainWindow):
    """The Knight's Tour window: choose a board and a solver, click a square, see the tour;
    race solvers, tabulate them, or play the puzzle by hand."""

    def __init__(
        self, model: KnightTourModel | None = None, settings: QSettings | None = None
    ) -> None:
        super().__init__()
        self.setWindowTitle(TITLE)
        self.setWindowIcon(app_icon())
        self.settings = settings or default_settings()
        self.model = model or KnightTourModel(self)
        self._game_snapshot: object = None
        self.explore = ExplorePanel(self.model)
        self.files = TourFiles(self.model, self.explore.view, self, self.settings)
        self.race = RacePanel(self.model)
        self.table = TablePanel(self.model)
        self.play = PlayPanel(lambda: self.model.board)
        self.count = CountPanel(self.model)
        self.tabs = QTabWidget()
        for panel, title, tip in (
            (self.explore, "Explore", "Click a square and see a tour; watch the search"),
            (self.race, "Race", "Run 2 to 6 solvers at once from one square"),
            (self.table, "Table", "Run solvers from every start square and compare"),
            (self.play, "Play", "Play the puzzle by hand, with undo, hints and an honest warning"),
            (self.count, "Count", "How many tours? Closed, open, or open from each square"),
        ):
            self.tabs.addTab(panel, title)
            self.tabs.setTabToolTip(self.tabs.count() - 1, tip)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._build_menus()
        self._build_tool_bar()

        status = self.statusBar()
        for source in (self.model.messageChanged, self.explore.message, self.files.message):
            source.connect(status.showMessage)
        self.explore.actionsChanged.connect(self._update_actions)
        self.play.replayRequested.connect(self._replay_game)
        self.model.boardChanged.connect(self.play.follow_board)  # one board across the tabs
        restore_choices(self.settings, self, self.explore, self.race, self.table)
        self._update_actions()
        status.showMessage("Click a square to find a tour from it.")

    # building ----------------------------------------------------------------------------
    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut=None,
        tip: str = "",
        icon_name: str = "",
    ) -> QAction:
        act = QAction(icon(icon_name) if icon_name else QIcon(), text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setStatusTip(tip)
        act.triggered.connect(slot)
        return act

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        bar, files, view = self.menuBar(), self.files, self.explore.view
        file_menu = bar.addMenu("&File")
        self.open_action = self._action(
            "&Open tour…", self.open_tour, keys.Open, "Show a tour from a JSON or text file", "open"
        )
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        self.export_actions = [
            self._action(
                "Export &picture (PNG)…",
                files.export_png,
                "Ctrl+E",
                "Save the board as shown as a PNG picture",
                "picture",
            ),
            self._action(
                "Export &vector picture (SVG)…",
                files.export_svg,
                "Ctrl+Shift+E",
                "Save the board as shown as an SVG drawing",
            ),
            self._action(
                "Save tour as &JSON…",
                self.save_json,
                keys.Save,
                "Save the tour in the command line's JSON form",
                "save",
            ),
            self._action(
                "Save tour as &text…",
                self.save_text,
                "Ctrl+Shift+S",
                "Save the tour as square names",
            ),
        ]
        file_menu.addActions(self.export_actions)
        file_menu.addSeparator()
        file_menu.addAction(self._action("&Quit", self.close, keys.Quit))
        edit_menu = bar.addMenu("&Edit")
        self.copy_action = self._action(
            "&Copy tour",
            self.explore.copy_tour,
            keys.Copy,
            "Copy the tour's squares in algebraic notation",
        )
        edit_menu.addAction(self.copy_action)
        search_menu = bar.addMenu("&Search")
        self.stop_action = self._action(
            "&Stop", self.model.stop, Qt.Key.Key_Escape, "Stop the search", "stop"
        )
        self.next_action = self._action(
            "&Next solution",
            self.explore.next_solution,
            "Ctrl+N",
            "Continue the exact search to the next tour",
            "next",
        )
        search_menu.addActions([self.stop_action, self.next_action])
        view_menu = bar.addMenu("&View")
        view_menu.addAction(
            self._action("Zoom &in", lambda: view.zoom_by(1.5), keys.ZoomIn, "Zoom in on the board")
        )
        view_menu.addAction(
            self._action("Zoom &out", lambda: view.zoom_by(1 / 1.5), keys.ZoomOut, "Zoom out")
        )
        view_menu.addAction(
            self._action("&Fit to window", view.fit_to_window, "Ctrl+0", "Show the whole board")
        )
        play_menu = bar.addMenu("&Playback")
        play_menu.addActions(self.explore.playback.actions_in_order)
        play_menu.addAction(
            self._action(
                "&Go to move…",
                self.explore.go_to_move,
                "Ctrl+G",
                "Show the tour up to a chosen move",
            )
        )
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(
            self._action("&How to use", self.how_to_use, keys.HelpContents, "What each tab does")
        )
        help_menu.addAction(
            self._action(
                "&Keyboard shortcuts", self.show_shortcuts, None, "Every shortcut of the window"
            )
        )
        help_menu.addSeparator()
        help_menu.addAction(self._action("&About", self.about))

    def _build_tool_bar(self) -> None:
        tools = self.addToolBar("Tools")
        tools.setObjectName("tools")
        tools.setMovable(False)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        tools.addActions([self.open_action, self.export_actions[2], self.export_actions[0]])
        tools.addSeparator()
        tools.addActions([self.stop_action, self.next_action])

    # reacting ----------------------------------------------------------------------------
    @Slot()
    def _update_actions(self) -> None:
        # the tour commands act on the Explore tab's tour: only while that tab is shown
        has_path = self.explore.has_path and self.tabs.currentWidget() is self.explore
        for act in [*self.export_actions, self.copy_action]:
            act.setEnabled(has_path)
        self.stop_action.setEnabled(self.explore.running)
        self.next_action.setEnabled(self.model.can_continue)

    @Slot(int)
    def _tab_changed(self, _index: int) -> None:
        self.statusBar().clearMessage()
        self._update_actions()

    @Slot()
    def open_tour(self) -> None:
        """File > Open tour: the tour is shown in the Explore tab, so that tab comes first."""
        self.tabs.setCurrentWidget(self.explore)
        self.files.open_tour()

    @Slot(object, object)
    def _replay_game(self, board: Board, path: np.ndarray) -> None:
        self.model.show_tour(board, path, f"Replaying the game: {len(path):,} squares.")
        self._game_snapshot = self.model.snapshot
        self.model.set_cursor(1)
        self.tabs.setCurrentWidget(self.explore)

    @property
    def showing_game(self) -> bool:
        """True while Explore shows a game played by hand (until a run or a file replaces it)."""
        return self.model.snapshot is not None and self.model.snapshot is self._game_snapshot

    def _save_tour(self, save: Callable[[], None]) -> None:
        # a game played by hand is saved as "by hand", not as the solver chosen for runs
        if not self.showing_game:
            save()
            return
        chosen = self.model.solver
        self.model.set_solver(HAND)
        try:
            save()
        finally:
            self.model.set_solver(chosen)

    @Slot()
    def save_json(self) -> None:
        """Save the tour shown as JSON, named for who made it."""
        self._save_tour(self.files.save_json)

    @Slot()
    def save_text(self) -> None:
        """Save the tour shown as text, named for who made it."""
        self._save_tour(self.files.save_text)

    # commands ----------------------------------------------------------------------------
    def save_settings(self) -> None:
        """Remember the window and the run choices for next time."""
        save_choices(self.settings, self, self.explore, self.race, self.table)

    @Slot()
    def about(self) -> None:
        """Say what this program is, and which version."""
        QMessageBox.about(
            self,
            f"About {TITLE}",
            f"<b>Knight's Tour Explorer</b> {__version__}<p>Find, watch and step "
            "through knight's tours with every classic solver, race them, "
            "tabulate them, or play the puzzle by hand. Click a square to "
            "start.</p>",
        )

    @Slot()
    def how_to_use(self) -> None:
        """A short text on what each tab does."""
        QMessageBox.information(self, "How to use", HOW_TO_USE)

    def shortcuts(self) -> list[tuple[str, str, str]]:
        """(keys, command, where) for every action of the window that has a shortcut, read
        from the actions themselves, so the list cannot go stale."""
        where: dict[QAction, str] = {}
        for menu_action in self.menuBar().actions():
            menu = menu_action.menu()
            for act in menu.actions() if menu is not None else []:
                where.setdefault(act, menu_action.text().replace("&", ""))
        rows = []
        # the menus' actions in menu order, then those of the tabs
        for act in dict.fromkeys([*where, *self.findChildren(QAction)]):
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in act.shortcuts()]
            keys = [k for k in keys if k]
            if not keys:
                continue
            place = where.get(act) or next(
                (
                    f"{self.tabs.tabText(i)} tab"
                    for i in range(self.tabs.count())
                    if self.tabs.widget(i).isAncestorOf(act.parent())
                    or self.tabs.widget(i) is act.parent()
                ),
                "Window",
            )
            rows.append((", ".join(keys), act.text().replace("&", "").rstrip("…"), place))
        return rows

    def shortcuts_dialog(self) -> QDialog:
        """A dialog listing every keyboard shortcut (built fresh from the actions)."""
        dialog = QDialog(self)
        dialog.setWindowTitle("Keyboard shortcuts")
        rows = self.shortcuts()
        table = QTableWidget(len(rows), 3, dialog)
        table.setHorizontalHeaderLabels(["Keys", "Command", "Where"])
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                table.setItem(r, c, item)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.table = table
        dialog.resize(540, 640)
        return dialog

    @Slot()
    def show_shortcuts(self) -> None:
        """Show the keyboard shortcuts."""
        dialog = self.shortcuts_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.explore.playback.pause()
        self.files.cancel_opening()
        for panel in (self.race, self.table, self.play, self.count, self.model):
            panel.shutdown()
        wait_for_threads()
        self.save_settings()
        super().closeEvent(event)


def _warm_up_in_background() -> None:
    """Load the compiled kernels, and fill the narrow boards' tables, while the window is
    already on screen."""
    from ..core import strip, warm

    def warm_up() -> None:
        warm.warm_up_counting()  # under the one lock: a run started meanwhile waits
        strip.warm_up(tables=True)

    threading.Thread(target=warm_up, name="kernel warm-up", daemon=True).start()


def main(
    argv: list[str] | None = None, on_shown: Callable[[KnightTourApp], None] | None = None
) -> NoReturn:
    """Open the window, run the event loop, and end the process as soon as it closes.

    Closing stops every run, waits a bounded time for their threads and saves the settings;
    the process then ends at once (os._exit), without waiting for the interpreter to tear
    down numba, LLVM and Qt, or for a background warm-up to finish: nothing is left to save.
    """
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("knighttour")
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
