"""The window's menu commands: open and save (the tab shown decides what), stop what the tab
shown runs, the view's text size and presentation mode, and the Help menu.  The window itself
(its tabs, menus, status bar and wiring) is KnightTourApp (main_window.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Slot
from PySide6.QtWidgets import QDialog, QMainWindow, QTabWidget

from .announce import announce
from .appearance import Appearance
from .count.panel import CountPanel
from .explore.model import KnightTourModel
from .explore.panel import ExplorePanel
from .explore.tour_files import TourFiles
from .help import (
    keyboard_rule,
    shortcut_rows,
    shortcuts_dialog,
    show_about,
    show_glossary,
    show_how_to_use,
)
from .play import PlayPanel
from .presentation import Presentation
from .race.panel import RacePanel
from .recent import GAME
from .snapshot import Snapshot
from .table import TablePanel

#: the solver a tour played by hand is saved as (as core/formats.game_document says)


#: the solver a tour played by hand is saved as (as core/formats.game_document says)
HAND = "by hand"


class WindowCommands(QMainWindow):
    """The commands the menus and the tool bar call; they act on the tabs KnightTourApp makes
    (named below)."""

    # made by KnightTourApp
    settings: QSettings
    model: KnightTourModel
    tabs: QTabWidget
    explore: ExplorePanel
    race: RacePanel
    table: TablePanel
    play: PlayPanel
    count: CountPanel
    files: TourFiles
    appearance: Appearance
    presentation: Presentation
    #: the tour file last opened or saved, and the tour shown then (the title names it)
    _tour_file: str
    _tour_snapshot: Snapshot | None
    #: the snapshot of a game replayed in Explore (saving it says "by hand")
    _game_snapshot: object

    @Slot()
    def stop_current_tab(self) -> None:
        """Search > Stop (Esc): stop what the tab shown runs."""
        tab = self.tabs.currentWidget()
        if tab is self.race:
            self.race.stop_all()
        elif tab is self.table:
            self.table.stop()
        elif tab is self.count:
            self.count.stop()
        elif tab is self.play:
            self.play.model.stop_finishing()
        else:
            self.model.stop()

    @property
    def open_file(self) -> str:
        """The file the tab shown holds (the game's on Play, the tour's on Explore while it
        is the tour shown), "" for none: the window's title names it."""
        if self.tabs.currentWidget() is self.play:
            return self.play.filename
        if self._tour_file and self.model.snapshot is self._tour_snapshot:
            return self._tour_file
        return ""

    def open_recent(self, kind: str, filename: str) -> None:
        """Open a file of File > Open recent in its tab: a tour in Explore, a game in Play
        (asking first if the game on the board is not saved)."""
        if kind == GAME:
            self.tabs.setCurrentWidget(self.play)
            if self.play.keep_or_discard(self.tr("open another game")):
                self.play.open_game(filename)
        else:
            self.tabs.setCurrentWidget(self.explore)
            self.files.open_in_background(filename)

    @Slot()
    def open_game(self) -> None:
        """File > Open game: the game is played on the Play tab, so that tab comes first."""
        self.tabs.setCurrentWidget(self.play)
        self.play.open_game_from()

    @Slot()
    def open_tour(self) -> None:
        """File > Open tour: the tour is shown in the Explore tab, so that tab comes first."""
        self.tabs.setCurrentWidget(self.explore)
        self.files.open_tour()

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
    def save_current(self) -> None:
        """File > Save: the game on the Play tab (to its file, once it has one), else the
        tour shown, as JSON."""
        if self.tabs.currentWidget() is self.play:
            if not self.play.model.game.started:
                said = self.tr("No game to save yet: click a square to start one.")
                self.statusBar().showMessage(said)
                announce(self.statusBar(), said)
                return
            self.play.save_game_to_its_file()
        elif self.explore.has_path:
            self.save_json()

    @Slot()
    def save_json(self) -> None:
        """Save the tour shown as JSON, named for who made it."""
        self._save_tour(self.files.save_json)

    @Slot()
    def save_text(self) -> None:
        """Save the tour shown as text, named for who made it."""
        self._save_tour(self.files.save_text)

    @Slot(bool)
    def show_onward(self, on: bool) -> None:
        """Show Warnsdorff's numbers on the Explore board and a paced race's lanes."""
        self.settings.setValue("view/onward", "true" if on else "false")
        self.explore.view.onward_hints = on
        self.explore.view.update()
        self.race.show_onward(on)

    @Slot()
    def toggle_presentation(self) -> None:
        """View > Presentation mode (F11): full screen, the board as large as it goes."""
        self.presentation.toggle()

    @Slot()
    def text_bigger(self) -> None:
        """View > Bigger text."""
        self.appearance.bigger()

    @Slot()
    def text_smaller(self) -> None:
        """View > Smaller text."""
        self.appearance.smaller()

    @Slot()
    def text_normal(self) -> None:
        """View > Normal text size."""
        self.appearance.normal()

    def about(self) -> None:
        """Say what this program is, and which version."""
        show_about(self)

    @Slot()
    def how_to_use(self) -> None:
        """A short text on what each tab does."""
        show_how_to_use(self, self.explore.playback.actions_in_order)

    @Slot()
    def glossary(self) -> None:
        """The window's words, each explained in a sentence."""
        show_glossary(self)

    def shortcuts(self) -> list[tuple[str, str, str]]:
        """(keys, command, where) for every action of the window that has a shortcut, read
        from the actions themselves, so the list cannot go stale."""
        return shortcut_rows(self, self.tabs)

    def shortcuts_dialog(self) -> QDialog:
        """A dialog listing every keyboard shortcut (built fresh from the actions)."""
        bar = self.explore.playback
        rule = keyboard_rule(bar.back_action, bar.forward_action)
        return shortcuts_dialog(self, self.shortcuts(), rule)

    @Slot()
    def show_shortcuts(self) -> None:
        """Show the keyboard shortcuts."""
        dialog = self.shortcuts_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @property
    def kept_game_file(self) -> str:
        """Where the game on the Play tab waits for the next launch: beside the settings."""
        return str(Path(self.settings.fileName()).with_name("last-game.json"))
