"""KnightTourApp: the main window.  It assembles the tabs (Explore, Race, Table, Play), the
menus and the tool bar, and keeps the settings; each tab does its own work."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import numpy as np
from PySide6.QtCore import QSettings, Qt, Slot
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget

from .. import __version__
from ..core.board.board import Board
from . import i18n
from .access_keys import guard_access_keys
from .accessible_names import name_by_labels
from .accessible_roles import install_roles
from .announce import announce, announce_status
from .appearance import Appearance
from .count.panel import CountPanel
from .enabled_watch import EnabledWatch
from .enter_presses import press_on_enter
from .explore.magic import MagicView
from .explore.model import KnightTourModel
from .explore.panel import ExplorePanel
from .explore.tour_files import TourFiles
from .explore.tour_pages import TourPages
from .help import (
    TITLE,
)
from .i18n import number
from .icons import app_icon
from .launch_log import follow_launch
from .menus import build_menus, build_tool_bar
from .platform_check import check_platform
from .play import PlayPanel
from .preparing import PreparingNotice
from .presentation import Presentation
from .pulse import pulse as the_pulse
from .race.panel import RacePanel
from .recent import GAME, TOUR, RecentFiles
from .screen import PREFERRED, fit_inside_screen
from .settings import APPLICATION, ORGANIZATION, default_settings, restore_choices, save_choices
from .snapshot import Snapshot
from .status_line import StatusBar
from .tab_switch import focus_again_later, go_to_tab
from .table import TablePanel
from .widgets.board_view import BoardView
from .window_commands import WindowCommands
from .worker_base import stop_workers

#: how long a thread may hold the GIL while another waits for it
GIL_SWITCH_SECONDS = 0.001


class KnightTourApp(WindowCommands):
    """The Knight's Tour window: choose a board and a solver, click a square, see the tour;
    race solvers, tabulate them, or play the puzzle by hand."""

    #: set by main(): builds the window again (a new language); None outside main()
    rebuilder: Callable[[KnightTourApp], object] | None = None

    def __init__(
        self, model: KnightTourModel | None = None, settings: QSettings | None = None
    ) -> None:
        super().__init__()
        # first: the tabs put their busy bars in it; a long message is elided, whole in its
        # tooltip
        self.setStatusBar(StatusBar())
        # the workers' Python between kernel chunks hands the GIL back to the window within
        # a millisecond (the default 5 ms, paid again at each Qt call of a paint, froze it)
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        self.setWindowTitle(f"{TITLE}[*]")  # [*]: a '*' while a game is not saved
        self.setWindowIcon(app_icon())
        self.settings = settings or default_settings()
        self.model = model or KnightTourModel(self)
        self._game_snapshot: object = None
        self.explore = ExplorePanel(self.model)
        self.files = TourFiles(self.model, self.explore.view, self, self.settings)
        self.pages = TourPages(self.model, self.explore.view, self, self.settings)
        self.race = RacePanel(self.model)
        self.table = TablePanel(self.model)
        self.play = PlayPanel(lambda: self.model.board)
        self.count = CountPanel(self.model)
        self._make_tabs()
        self.recent = RecentFiles(self.settings, self.open_recent, self)
        self._tour_file = ""
        self._tour_snapshot: Snapshot | None = None  # the tour shown when _tour_file was used
        self._make_view_choices()
        actions = build_menus(self)  # menus.py; the Help menu's texts are in help.py
        self.open_action = actions.open
        self.export_actions = actions.exports
        self.copy_action = actions.copy
        self.stop_action = actions.stop
        self.next_action = actions.next
        self.save_action = actions.save
        build_tool_bar(self, actions)

        self._wire()
        restore_choices(self.settings, self, self.explore, self.race, self.table)
        self.play.resume_from_last_launch(self.kept_game_file)
        self._update_actions()
        name_by_labels(self)  # a field is named by its label, never by its value
        self.access_keys = guard_access_keys(self)  # Alt+G never types a g into a field
        self.enter_presses = press_on_enter(self)  # Enter presses a focused button
        self.appearance.refused.connect(self.statusBar().showMessage)
        self.appearance.refused.connect(self._say)
        self.appearance.shrink_to_fit()  # a size kept from a larger screen: made to fit
        self.statusBar().showMessage(self.tr("Click a square to find a tour from it."))
        # the keyboard starts on the board, its focus ring shown: c3 and Enter solve at once
        self.explore.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _make_tabs(self) -> None:
        """The five tabs, each with its tooltip and its Ctrl+1 to Ctrl+5."""
        self.tabs = QTabWidget()
        for panel, title, tip in (
            (
                self.explore,
                self.tr("Explore"),
                self.tr("Click a square and see a tour; watch the search"),
            ),
            (self.race, self.tr("Race"), self.tr("Run 2 to 6 solvers at once from one square")),
            (
                self.table,
                self.tr("Table"),
                self.tr("Run solvers from every start square and compare"),
            ),
            (
                self.play,
                self.tr("Play"),
                self.tr("Play the puzzle by hand, with undo, hints and an honest warning"),
            ),
            (
                self.count,
                self.tr("Count"),
                self.tr("How many tours? Closed, open, or open from each square"),
            ),
        ):
            self.tabs.addTab(panel, title)
            index = self.tabs.count() - 1
            self.tabs.setTabToolTip(index, tip)
            go = QAction(self.tr("Go to the {tab} tab").format(tab=title), self)
            go.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            go.triggered.connect(lambda _=False, i=index: self.go_to_tab(i))
            self.addAction(go)
        self.tabs.currentChanged.connect(self._tab_changed)
        # the tab list is named for what it is, not for the tab open
        self.tabs.setAccessibleName(self.tr("Tabs"))
        self.tabs.tabBar().setAccessibleName(self.tr("Tabs"))
        self.setCentralWidget(self.tabs)

    def _make_view_choices(self) -> None:
        """The board's style and the text size, presentation mode, Warnsdorff's numbers and
        the magic sums (the View menu's)."""
        self.appearance = Appearance(self.settings, self, rebuild=self.rebuild)
        self.appearance.changed.connect(self._repaint_boards)
        self.board_style_menu = self.appearance.style_menu
        self.language_menu = self.appearance.language_menu
        self.presentation = Presentation(self, self.tabs, self.explore)
        #: Warnsdorff's idea on the boards: the onward moves of each next square
        self.onward_action = QAction(self.tr("Show &Warnsdorff's numbers"), self)
        self.onward_action.setCheckable(True)
        self.onward_action.setStatusTip(
            self.tr(
                "On the Explore board and a paced race's lanes: each square the knight could "
                "go to next, with its number of onward moves (Warnsdorff's rule takes the "
                "smallest, in green)"
            )
        )
        self.onward_action.toggled.connect(self.show_onward)
        self.onward_action.setChecked(str(self.settings.value("view/onward", "false")) == "true")
        self.magic = MagicView(self.explore, self.settings, self)

    def _wire(self) -> None:
        """What each part tells the others: messages to the status bar (and heard), the
        menus' states, one board across the tabs, the title."""
        status = self.statusBar()
        sources = (self.model.messageChanged, self.explore.message, self.files.message)
        for source in (*sources, self.pages.message):
            source.connect(status.showMessage)
            source.connect(self._say)  # heard too: a status bar is not read unprompted
        self.explore.actionsChanged.connect(self._update_actions)
        # the toolbar's Stop is lit only while the tab shown has something to stop
        stops = [self.race.stop_button, self.table.stop_button, self.count.stop_button]
        self._stops_watched = EnabledWatch(stops, self._update_actions)
        self.play.model.finishingChanged.connect(self._update_actions)
        self.play.replayRequested.connect(self._replay_game)
        self.model.boardChanged.connect(self.play.follow_board)  # one board across the tabs
        self.play.model.unsavedChanged.connect(self.setWindowModified)
        self.files.fileUsed.connect(self._tour_file_used)
        self.play.fileChanged.connect(self._game_file_changed)
        self.model.snapshotChanged.connect(self._update_title)
        self.recent.missing.connect(self._recent_missing)

    def go_to_tab(self, index: int) -> None:
        """Show tab index (Ctrl+1 to Ctrl+5); the keyboard goes to its board, if it has one,
        else to its first control (:func:`.tab_switch.go_to_tab`)."""
        go_to_tab(self.tabs, index)

    # reacting ----------------------------------------------------------------------------
    @Slot()
    def _update_actions(self) -> None:
        # the tour commands act on the Explore tab's tour: only while that tab is shown
        has_path = self.explore.has_path and self.tabs.currentWidget() is self.explore
        for act in [*self.export_actions, self.copy_action]:
            act.setEnabled(has_path)
        tab = self.tabs.currentWidget()
        # (Race, Table, Count: as their own Stop button, lit while they run; Play while it
        # finishes the tour for the player)
        if tab is self.explore:
            stoppable = self.explore.running
        elif tab is self.play:
            stoppable = self.play.model.finishing
        else:
            stoppable = tab in (self.race, self.table, self.count) and tab.stop_button.isEnabled()
        self.stop_action.setEnabled(stoppable)
        self.next_action.setEnabled(self.model.can_continue)
        # Save (Ctrl+S) saves what the tab shows: the tour (Explore) or the game (Play)
        self.save_action.setEnabled(has_path or self.tabs.currentWidget() is self.play)

    @Slot(str)
    def _say(self, text: str) -> None:
        announce_status(self.statusBar(), text)

    @Slot(int)
    def _tab_changed(self, _index: int) -> None:
        # Qt names the tab list by the tab open: a screen reader hears the new one
        bar = self.tabs.tabBar()
        QAccessible.updateAccessibility(QAccessibleEvent(bar, QAccessible.Event.NameChanged))
        focus_again_later(self.tabs)  # Orca 46 and later took the tab for the focus
        self.statusBar().clearMessage()
        # a tab's board that takes the focus shows its square at once (Play: before the
        # knight is placed, so the arrows visibly move something)
        view = getattr(self.tabs.currentWidget(), "view", None)
        if isinstance(view, BoardView) and view.hasFocus():
            view.show_cursor()
        self._update_actions()
        self._update_title()

    @Slot()
    def _update_title(self, *_: object) -> None:
        name = self.open_file
        # [*]: a '*' while a game is not saved
        self.setWindowTitle(f"{Path(name).name}[*] — {TITLE}" if name else f"{TITLE}[*]")

    @Slot(str)
    def _tour_file_used(self, filename: str) -> None:
        self.recent.add(TOUR, filename)
        self._tour_file, self._tour_snapshot = filename, self.model.snapshot
        self._update_title()

    @Slot(str)
    def _game_file_changed(self, filename: str) -> None:
        if filename:
            self.recent.add(GAME, filename)
        self._update_title()

    @Slot(str)
    def _recent_missing(self, filename: str) -> None:
        said = self.tr("{file} is no longer at {folder}: it was taken off the recent files.")
        said = said.format(file=Path(filename).name, folder=Path(filename).parent)
        self.statusBar().showMessage(said)
        announce(self.statusBar(), said, assertive=True)

    @Slot(object, object)
    def _replay_game(self, board: Board, path: np.ndarray) -> None:
        self.model.show_tour(
            board,
            path,
            self.tr("Replaying the game: {n} squares.", "", len(path)).format(n=number(len(path))),
        )
        self._game_snapshot = self.model.snapshot
        self.model.set_cursor(1)
        self.tabs.setCurrentWidget(self.explore)

    # commands ----------------------------------------------------------------------------
    def save_settings(self) -> None:
        """Remember the window and the run choices for next time."""
        save_choices(self.settings, self, self.explore, self.race, self.table)

    @Slot()
    # how it looks ---------------------------------------------------------------------------
    @Slot()
    def _repaint_boards(self) -> None:
        for view in self.findChildren(BoardView):
            view.update()

    def rebuild(self) -> None:
        """Build the window again in the language chosen (its state kept by the settings,
        as between two launches)."""
        if self.rebuilder is not None:
            self.rebuilder(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.play.keep_for_next_launch(self.kept_game_file)
        self.explore.playback.pause()
        self.files.cancel_opening()
        for panel in (self.race, self.table, self.play, self.count, self.model):
            panel.shutdown()
        stop_workers()  # every worker asked (files, checks and tasks too), then all waited for
        self.save_settings()
        super().closeEvent(event)


def warm_up_in_background(
    window: QMainWindow, on_ready: Callable[[], None] | None = None
) -> threading.Thread:
    """Load the compiled kernels, and fill the narrow boards' tables, while the window is
    already on screen; on a first launch, when they must be compiled for this computer, a
    process of its own compiles them (core/prepare_kernels.py) and the status bar says so
    with its progress (preparing.py).  on_ready is called (on the
    warm-up's thread) once every kernel is ready."""
    from ..core import prepare_kernels
    from ..core.count import count_kernels
    from ..core.solve import solver_kernels as solve_kernels

    groups = prepare_kernels.every_group()
    pulse = the_pulse()  # the loads below give way to the window's own work
    pulse.hold()
    notice = PreparingNotice(groups)
    if notice.needed:
        notice.start(window.statusBar())
        # compiled by a process of its own: numba's compiler holds the GIL, and the window
        # would wait for it (loading each group from the cache then takes a moment)
        prepare_kernels.compile_elsewhere(groups)
    else:
        notice.deleteLater()

    def warm_up() -> None:
        try:
            try:
                count_kernels.load_with_counting()  # under the one lock: a run meanwhile waits
            finally:
                if notice.needed:
                    notice.warmed_up()
            if on_ready is not None:
                on_ready()
            solve_kernels.STRIP_TABLES.ready()
        finally:
            pulse.release()  # the loads no longer hold the pulse, whatever happened

    thread = threading.Thread(target=warm_up, name="kernel warm-up", daemon=True)
    thread.start()
    return thread


def _answer_version_or_help(argv: list[str]) -> bool:
    """knighttour-gui --version prints "knighttour X.Y.Z", --help what it takes; True when
    one of them was asked for (the window is not opened).  Other arguments are Qt's."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="knighttour-gui",
        description="Open the Knight's Tour Explorer window (the command line is knighttour).",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    try:
        args, _ = parser.parse_known_args(argv)
    except SystemExit:  # --help, answered
        return True
    if args.version:
        print(f"knighttour {__version__}")
        return True
    return False


def rebuild_window(old: KnightTourApp) -> KnightTourApp:
    """The window built again in the language now chosen: the old one closes as at the end
    of a session (its game kept, its choices saved) and the new one opens where it was."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setQuitOnLastWindowClosed(False)  # the old window closes before the new opens
    old.close()
    i18n.install(str(old.settings.value("view/language", "")))
    window = KnightTourApp(settings=old.settings)
    window.rebuilder = rebuild_window
    fit_inside_screen(window)
    window.show()
    _windows[:] = [window]  # the window Python keeps (the old one is deleted once closed)
    old.deleteLater()
    if isinstance(app, QApplication):
        app.setQuitOnLastWindowClosed(True)
    return window


#: the window main() runs (rebuilt in another language, it is replaced here)
_windows: list[KnightTourApp] = []


def main(
    argv: list[str] | None = None, on_shown: Callable[[KnightTourApp], None] | None = None
) -> NoReturn:
    """Open the window, run the event loop, and end the process as soon as it closes.

    Closing stops every run, waits a bounded time for their threads and saves the settings;
    the process then ends at once (os._exit), without waiting for the interpreter to tear
    down numba, LLVM and Qt, or for a background warm-up to finish: nothing is left to save.
    """
    argv = sys.argv if argv is None else argv
    if _answer_version_or_help(argv[1:]):
        sys.exit(0)
    check_platform()  # a missing X11 library named, before Qt ends without saying which
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("knighttour")
    install_roles()  # before any window: the roles a screen reader is told
    settings = default_settings()
    i18n.install(str(settings.value("view/language", "")))
    window = KnightTourApp()
    window.rebuilder = rebuild_window
    _windows[:] = [window]
    if not window.settings.contains("window/geometry"):
        window.resize(PREFERRED)
    fit_inside_screen(window)  # 980x700 where there is room; never past the screen's edge
    window.show()
    launch = follow_launch(window)  # KNIGHTTOUR_LAUNCH_LOG: start-up timed from outside
    warm_up_in_background(window, on_ready=(lambda: launch.write("ready")) if launch else None)
    if on_shown is not None:
        on_shown(window)
    code = app.exec()
    for stream in (sys.stdout, sys.stderr):  # None in a frozen windowed program (Windows)
        if stream is not None:
            stream.flush()
    os._exit(code)
