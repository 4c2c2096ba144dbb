"""The window's menus and tool bar: every command with its shortcut, tip and icon."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMenuBar, QToolBar

from .icons import icon

if TYPE_CHECKING:
    from .explore.model import KnightTourModel
    from .explore.panel import ExplorePanel
    from .explore.tour_files import TourFiles
    from .play.panel import PlayPanel
    from .recent import RecentFiles


class MenuWindow(Protocol):
    """What the menus need of the window (KnightTourApp): its tabs, files, model and
    commands.  The menus know the window by this, never by its module."""

    explore: ExplorePanel
    play: PlayPanel
    files: TourFiles
    model: KnightTourModel
    recent: RecentFiles

    def menuBar(self) -> QMenuBar: ...
    def addToolBar(self, title: str) -> QToolBar: ...
    def close(self) -> bool: ...
    def open_tour(self) -> None: ...
    def open_game(self) -> None: ...
    def save_json(self) -> None: ...
    def save_text(self) -> None: ...
    def save_current(self) -> None: ...
    def how_to_use(self) -> None: ...
    def glossary(self) -> None: ...
    def show_shortcuts(self) -> None: ...
    def about(self) -> None: ...


@dataclass(frozen=True)
class WindowActions:
    """The commands the window turns on and off as tours and runs come and go."""

    #: File > Open tour
    open: QAction
    #: File > Export PNG, Export SVG, Save as JSON, Save as text, in that order
    exports: list[QAction]
    #: Edit > Copy tour
    copy: QAction
    #: Search > Stop
    stop: QAction
    #: Search > Next solution
    next: QAction
    #: File > Save (Ctrl+S): the tour on Explore, the game on Play
    save: QAction


def make_action(
    parent: QObject,
    text: str,
    slot: Callable[[], object],
    shortcut: str | QKeySequence.StandardKey | Qt.Key | None = None,
    tip: str = "",
    icon_name: str = "",
) -> QAction:
    """An action of parent's running slot, with its shortcut, status tip and icon if any."""
    act = QAction(icon(icon_name) if icon_name else QIcon(), text, parent)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    act.setStatusTip(tip)
    act.triggered.connect(slot)
    return act


def build_menus(window: MenuWindow) -> WindowActions:
    """The menu bar of window: File, Edit, Search, View, Playback and Help."""
    keys = QKeySequence.StandardKey
    bar, files, view = window.menuBar(), window.files, window.explore.view

    action = partial(make_action, window)  # type: ignore[arg-type]
    file_menu = bar.addMenu("&File")
    open_action = action(
        "&Open tour…", window.open_tour, keys.Open, "Show a tour from a JSON or text file", "open"
    )
    file_menu.addAction(open_action)
    file_menu.addMenu(window.recent.menu)
    file_menu.addSeparator()
    save_action = action(
        "&Save",
        window.save_current,
        keys.Save,
        "Save what the tab shows: the tour (Explore) or the game (Play)",
        "save",
    )
    file_menu.addAction(save_action)
    export_actions = [
        action(
            "Export &picture (PNG)…",
            files.export_png,
            "Ctrl+E",
            "Save the board as shown as a PNG picture",
            "picture",
        ),
        action(
            "Export &vector picture (SVG)…",
            files.export_svg,
            "Ctrl+Shift+E",
            "Save the board as shown as an SVG drawing",
        ),
        action(
            "Save tour as &JSON…",
            window.save_json,
            None,
            "Save the tour in the command line's JSON form",
            "save",
        ),
        action(
            "Save tour as &text…",
            window.save_text,
            "Ctrl+Shift+S",
            "Save the tour as square names",
        ),
    ]
    file_menu.addActions(export_actions)
    file_menu.addSeparator()
    file_menu.addAction(
        action("&Print…", files.print_board, keys.Print, "Print the board with its tour")
    )
    file_menu.addAction(
        action(
            "Print pre&view…",
            files.print_preview,
            "Ctrl+Shift+P",
            "See the printed page before printing",
        )
    )
    file_menu.addAction(
        action(
            "Export P&DF…",
            files.export_pdf,
            None,
            "Save the printed page as a PDF, the tour as far as shown",
        )
    )
    worksheet = action(
        "Export &worksheet PDF…",
        files.export_worksheet,
        None,
        "A page for pupils: the board with only the start numbered, and the task above it",
    )
    file_menu.addAction(worksheet)
    file_menu.addSeparator()
    file_menu.addAction(
        action(
            "Save game &as…",
            window.play.save_game_as,
            None,
            "Save the game played by hand under a new name",
        )
    )
    file_menu.addAction(
        action(
            "Open g&ame…",
            window.open_game,
            "Ctrl+Shift+O",
            "Continue a game saved from the Play tab",
        )
    )
    file_menu.addSeparator()
    file_menu.addAction(action("&Quit", window.close, keys.Quit))
    edit_menu = bar.addMenu("&Edit")
    copy_action = action(
        "&Copy tour",
        window.files.copy_tour,
        keys.Copy,
        "Copy the tour's squares in algebraic notation",
    )
    edit_menu.addAction(copy_action)
    edit_menu.addSeparator()
    edit_menu.addActions([window.play.undo_action, window.play.redo_action])
    search_menu = bar.addMenu("&Search")
    stop_action = action("&Stop", window.model.stop, Qt.Key.Key_Escape, "Stop the search", "stop")
    next_action = action(
        "&Next solution",
        window.explore.next_solution,
        "Ctrl+N",
        "Continue the exact search to the next tour",
        "next",
    )
    search_menu.addActions([stop_action, next_action])
    view_menu = bar.addMenu("&View")
    view_menu.addAction(
        action("Zoom &in", lambda: view.zoom_by(1.5), keys.ZoomIn, "Zoom in on the board")
    )
    view_menu.addAction(
        action("Zoom &out", lambda: view.zoom_by(1 / 1.5), keys.ZoomOut, "Zoom out")
    )
    view_menu.addAction(
        action("&Fit to window", view.fit_to_window, "Ctrl+0", "Show the whole board")
    )
    play_menu = bar.addMenu("&Playback")
    play_menu.addActions(window.explore.playback.actions_in_order)
    play_menu.addAction(
        action(
            "&Go to move…",
            window.explore.go_to_move,
            "Ctrl+G",
            "Show the tour up to a chosen move",
        )
    )
    help_menu = bar.addMenu("&Help")
    help_menu.addAction(
        action("&How to use", window.how_to_use, keys.HelpContents, "What each tab does")
    )
    help_menu.addAction(
        action("&Glossary", window.glossary, None, "The words of the window, each explained")
    )
    help_menu.addAction(
        action("&Keyboard shortcuts", window.show_shortcuts, None, "Every shortcut of the window")
    )
    help_menu.addSeparator()
    help_menu.addAction(action("&About", window.about))
    return WindowActions(
        open_action, export_actions, copy_action, stop_action, next_action, save_action
    )


def build_tool_bar(window: MenuWindow, actions: WindowActions) -> None:
    """The tool bar: open, save, export a picture; stop, next solution."""
    tools = window.addToolBar("Tools")
    tools.setObjectName("tools")
    tools.setMovable(False)
    tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    tools.addActions([actions.open, actions.save, actions.exports[0]])
    tools.addSeparator()
    tools.addActions([actions.stop, actions.next])
