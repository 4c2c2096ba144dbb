"""The window's menus and tool bar: every command with its shortcut, tip and icon."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QToolBar

from .icons import icon

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from .explore.magic import MagicView
    from .explore.model import KnightTourModel
    from .explore.panel import ExplorePanel
    from .explore.tour_files import TourFiles
    from .explore.tour_pages import TourPages
    from .play.panel import PlayPanel
    from .recent import RecentFiles


class MenuWindow(Protocol):
    """What the menus need of the window (KnightTourApp): its tabs, files, model and
    commands.  The menus know the window by this, never by its module."""

    explore: ExplorePanel
    play: PlayPanel
    files: TourFiles
    pages: TourPages
    model: KnightTourModel
    recent: RecentFiles
    board_style_menu: QMenu
    language_menu: QMenu
    onward_action: QAction
    magic: MagicView

    def menuBar(self) -> QMenuBar: ...
    def addToolBar(self, title: str) -> QToolBar: ...
    def close(self) -> bool: ...
    def open_tour(self) -> None: ...
    def stop_current_tab(self) -> None: ...
    def open_game(self) -> None: ...
    def save_json(self) -> None: ...
    def save_text(self) -> None: ...
    def save_current(self) -> None: ...
    def how_to_use(self) -> None: ...
    def glossary(self) -> None: ...
    def show_shortcuts(self) -> None: ...
    def about(self) -> None: ...
    def toggle_presentation(self) -> None: ...
    def text_bigger(self) -> None: ...
    def text_smaller(self) -> None: ...
    def text_normal(self) -> None: ...


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


def _tap_alt(bar: QMenuBar) -> None:
    """Alt pressed and let go, as the menu bar hears it: its keyboard mode, on File."""
    target = QApplication.focusWidget() or bar.window()
    for kind, modifiers in (
        (QEvent.Type.KeyPress, Qt.KeyboardModifier.AltModifier),
        (QEvent.Type.KeyRelease, Qt.KeyboardModifier.NoModifier),
    ):
        QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_Alt, modifiers))


def build_menus(window: MenuWindow) -> WindowActions:
    """The menu bar of window: File, Edit, Search, View, Playback and Help."""
    bar = window.menuBar()
    action = partial(make_action, window)  # type: ignore[arg-type]
    file_menu = bar.addMenu(translate("Menus", "&File"))
    open_action, save_action, export_actions = _file_menu(window, file_menu, action)
    _print_and_more(window, file_menu, action)
    copy_action = _edit_menu(window, bar, action)
    stop_action, next_action = _search_menu(window, bar, action)
    _view_menu(window, bar, action)
    _playback_menu(window, bar, action)
    _help_menu(window, bar, action)
    # F10 goes to the menu bar, as in GNOME's programs: as Alt pressed alone does, Qt's own
    # way (the menu bar's keyboard mode, which a screen reader follows: opening a menu by
    # setActiveAction left Orca on the board, saying nothing of the menus)
    menu_key = QAction(translate("Menus", "Open the menu bar"), bar)
    menu_key.setShortcut(QKeySequence(Qt.Key.Key_F10))
    menu_key.triggered.connect(lambda: _tap_alt(bar))
    bar.window().addAction(menu_key)
    return WindowActions(
        open_action, export_actions, copy_action, stop_action, next_action, save_action
    )


def _file_menu(
    window: MenuWindow, file_menu: QMenu, action: Callable[..., QAction]
) -> tuple[QAction, QAction, list[QAction]]:
    """File: open a tour, the recent files and the gallery, save, export pictures."""
    keys = QKeySequence.StandardKey
    pages = window.pages
    open_action = action(
        translate("Menus", "&Open tour…"),
        window.open_tour,
        keys.Open,
        translate("Menus", "Show a tour from a JSON or text file"),
        "open",
    )
    file_menu.addAction(open_action)
    file_menu.addMenu(window.recent.menu)
    file_menu.addMenu(window.magic.gallery)
    file_menu.addSeparator()
    save_action = action(
        translate("Menus", "&Save"),
        window.save_current,
        keys.Save,
        translate("Menus", "Save what the tab shows: the tour (Explore) or the game (Play)"),
        "save",
    )
    file_menu.addAction(save_action)
    export_actions = [
        action(
            translate("Menus", "Export &picture (PNG)…"),
            pages.export_png,
            "Ctrl+E",
            translate("Menus", "Save the board as shown as a PNG picture"),
            "picture",
        ),
        action(
            translate("Menus", "Export &vector picture (SVG)…"),
            pages.export_svg,
            "Ctrl+Shift+E",
            translate("Menus", "Save the board as shown as an SVG drawing"),
        ),
        action(
            translate("Menus", "Save tour as &JSON…"),
            window.save_json,
            None,
            translate("Menus", "Save the tour in the command line's JSON form"),
            "save",
        ),
        action(
            translate("Menus", "Save tour as &text…"),
            window.save_text,
            "Ctrl+Shift+S",
            translate("Menus", "Save the tour as square names"),
        ),
    ]
    file_menu.addActions(export_actions)
    return open_action, save_action, export_actions


def _print_and_more(window: MenuWindow, file_menu: QMenu, action: Callable[..., QAction]) -> None:
    """File: print, PDF, worksheets, the game's files, quit."""
    keys = QKeySequence.StandardKey
    pages = window.pages
    file_menu.addSeparator()
    file_menu.addAction(
        action(
            translate("Menus", "&Print…"),
            pages.print_board,
            keys.Print,
            translate("Menus", "Print the board with its tour"),
        )
    )
    file_menu.addAction(
        action(
            translate("Menus", "Print pre&view…"),
            pages.print_preview,
            "Ctrl+Shift+P",
            translate("Menus", "See the printed page before printing"),
        )
    )
    file_menu.addAction(
        action(
            translate("Menus", "Export P&DF…"),
            pages.export_pdf,
            None,
            translate("Menus", "Save the printed page as a PDF, the tour as far as shown"),
        )
    )
    worksheet = action(
        translate("Menus", "Export &worksheet PDF…"),
        pages.export_worksheet,
        None,
        translate(
            "Menus", "A page for pupils: the board with only the start numbered, and the task"
        ),
    )
    file_menu.addAction(worksheet)
    file_menu.addAction(
        action(
            translate("Menus", "Worksheets for a &class…"),
            pages.worksheets_for_a_class,
            None,
            translate(
                "Menus",
                "A worksheet for every pupil (one start for all, or a different one each) and "
                "the answer key, printed or as one PDF",
            ),
        )
    )
    file_menu.addSeparator()
    file_menu.addAction(
        action(
            translate("Menus", "Save game &as…"),
            window.play.save_game_as,
            None,
            translate("Menus", "Save the game played by hand under a new name"),
        )
    )
    file_menu.addAction(
        action(
            translate("Menus", "Open g&ame…"),
            window.open_game,
            "Ctrl+Shift+O",
            translate("Menus", "Continue a game saved from the Play tab"),
        )
    )
    file_menu.addSeparator()
    file_menu.addAction(action(translate("Menus", "&Quit"), window.close, keys.Quit))


def _edit_menu(window: MenuWindow, bar: QMenuBar, action: Callable[..., QAction]) -> QAction:
    """Edit: copy the tour; the Play tab's undo and redo."""
    keys = QKeySequence.StandardKey
    edit_menu = bar.addMenu(translate("Menus", "&Edit"))
    copy_action = action(
        translate("Menus", "&Copy tour"),
        window.files.copy_tour,
        keys.Copy,
        translate("Menus", "Copy the tour's squares in algebraic notation"),
    )
    edit_menu.addAction(copy_action)
    edit_menu.addSeparator()
    edit_menu.addActions([window.play.undo_action, window.play.redo_action])
    return copy_action


def _search_menu(
    window: MenuWindow, bar: QMenuBar, action: Callable[..., QAction]
) -> tuple[QAction, QAction]:
    """Search: stop what the tab runs, the next solution."""
    search_menu = bar.addMenu(translate("Menus", "&Search"))
    stop_action = action(
        translate("Menus", "&Stop"),
        window.stop_current_tab,
        Qt.Key.Key_Escape,
        translate("Menus", "Stop what this tab runs: the search, the race, the table, the count"),
        "stop",
    )
    next_action = action(
        translate("Menus", "&Next solution"),
        window.explore.next_solution,
        "Ctrl+N",
        translate("Menus", "Continue the exact search to the next tour"),
        "next",
    )
    search_menu.addActions([stop_action, next_action])
    return stop_action, next_action


def _view_menu(window: MenuWindow, bar: QMenuBar, action: Callable[..., QAction]) -> None:
    """View: presentation mode, the text size, the boards' looks, the language."""
    keys, view = QKeySequence.StandardKey, window.explore.view
    view_menu = bar.addMenu(translate("Menus", "&View"))
    view_menu.addAction(
        action(
            translate("Menus", "&Presentation mode"),
            window.toggle_presentation,
            "F11",
            translate("Menus", "Full screen for a projector: the board as large as it goes"),
        )
    )
    view_menu.addSeparator()
    view_menu.addAction(
        action(
            translate("Menus", "&Bigger text"),
            window.text_bigger,
            keys.ZoomIn,
            translate("Menus", "Make the window's text larger (remembered)"),
        )
    )
    view_menu.addAction(
        action(
            translate("Menus", "S&maller text"),
            window.text_smaller,
            keys.ZoomOut,
            translate("Menus", "Make the window's text smaller (remembered)"),
        )
    )
    view_menu.addAction(
        action(
            translate("Menus", "&Normal text size"),
            window.text_normal,
            None,
            translate("Menus", "The system's text size"),
        )
    )
    view_menu.addSeparator()
    view_menu.addAction(
        action(
            translate("Menus", "Zoom board &in"),
            lambda: view.zoom_by(1.5),
            "+",
            translate("Menus", "Zoom in on the board (or the mouse wheel)"),
        )
    )
    view_menu.addAction(
        action(
            translate("Menus", "Zoom board &out"),
            lambda: view.zoom_by(1 / 1.5),
            "-",
            translate("Menus", "Zoom out of the board"),
        )
    )
    view_menu.addAction(
        action(
            translate("Menus", "&Fit board to window"),
            view.fit_to_window,
            "Ctrl+0",
            translate("Menus", "Show the whole board"),
        )
    )
    view_menu.addSeparator()
    view_menu.addAction(window.onward_action)
    view_menu.addAction(window.magic.action)
    view_menu.addMenu(window.board_style_menu)
    view_menu.addMenu(window.language_menu)


def _playback_menu(window: MenuWindow, bar: QMenuBar, action: Callable[..., QAction]) -> None:
    """Playback: the playback bar's actions, go to a move."""
    play_menu = bar.addMenu(translate("Menus", "&Playback"))
    play_menu.addActions(window.explore.playback.actions_in_order)
    play_menu.addAction(
        action(
            translate("Menus", "&Go to move…"),
            window.explore.go_to_move,
            "Ctrl+G",
            translate("Menus", "Show the tour up to a chosen move"),
        )
    )


def _help_menu(window: MenuWindow, bar: QMenuBar, action: Callable[..., QAction]) -> None:
    """Help: how to use, the glossary, the shortcuts, about."""
    keys = QKeySequence.StandardKey
    help_menu = bar.addMenu(translate("Menus", "&Help"))
    help_menu.addAction(
        action(
            translate("Menus", "&How to use"),
            window.how_to_use,
            keys.HelpContents,
            translate("Menus", "What each tab does"),
        )
    )
    help_menu.addAction(
        action(
            translate("Menus", "&Glossary"),
            window.glossary,
            None,
            translate("Menus", "The words of the window, each explained"),
        )
    )
    help_menu.addAction(
        action(
            translate("Menus", "&Keyboard shortcuts"),
            window.show_shortcuts,
            None,
            translate("Menus", "Every shortcut of the window"),
        )
    )
    help_menu.addSeparator()
    help_menu.addAction(action(translate("Menus", "&About"), window.about))


def build_tool_bar(window: MenuWindow, actions: WindowActions) -> None:
    """The tool bar: open, save, export a picture; stop, next solution."""
    tools = window.addToolBar(translate("Menus", "Tools"))
    tools.setObjectName("tools")
    tools.setMovable(False)
    tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    tools.addActions([actions.open, actions.save, actions.exports[0]])
    tools.addSeparator()
    tools.addActions([actions.stop, actions.next])
