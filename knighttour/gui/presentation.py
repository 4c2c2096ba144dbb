"""Presentation mode, for a projector (View > Presentation mode, F11): the window full
screen, larger text, the tool bar and the Explore tab's form put away so the board is as large
as the screen allows; the start square, Solve, the counters, Stop and the playback stay."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QTabWidget, QToolBar, QToolButton

from .explore.panel import ExplorePanel
from .screen import fit_inside_screen

#: the text in presentation mode, as a share of the window's usual text
PRESENTATION_TEXT = 1.4
#: ms after leaving full screen before the window is fitted inside its screen (the window
#: manager gives it its place back meanwhile)
FIT_AFTER_MS = 250


class Presentation(QObject):
    """Turns the window's presentation mode on and off."""

    def __init__(self, window: QMainWindow, tabs: QTabWidget, explore: ExplorePanel) -> None:
        super().__init__(window)
        self.window, self.tabs, self.explore = window, tabs, explore
        self.on = False
        self._was_maximized = False
        self._font_size = 0.0
        self._size = window.size()  # the window's size before presentation mode
        self.leave_button = QToolButton()
        self.leave_button.setText(self.tr("Leave presentation (F11)"))
        self.leave_button.setToolTip(self.tr("Back to the usual window"))
        self.leave_button.clicked.connect(self.toggle)
        self.leave_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.leave_button.hide()
        # above the board's answer, where the lesson is: the tab list gives its room away
        explore.add_presenting_widget(self.leave_button)

    @Slot()
    def toggle(self) -> None:
        """Presentation mode on, or off again."""
        self.set_on(not self.on)

    def set_on(self, on: bool) -> None:
        """Presentation mode on (True) or off."""
        if on == self.on:
            return
        self.on = on
        window = self.window
        app = QApplication.instance()
        font = app.font() if isinstance(app, QApplication) else None
        if on:
            self._was_maximized = window.isMaximized()
            self._size = window.size()
            if font is not None:
                self._font_size = font.pointSizeF()
                font.setPointSizeF(self._font_size * PRESENTATION_TEXT)
        elif font is not None and self._font_size > 0:
            font.setPointSizeF(self._font_size)
        # the usual text back before the window leaves full screen, its layouts asked again:
        # left at the presentation's until after, the window's least size outgrew an 800x600
        # screen and it came back larger than the screen, its title bar above it
        if isinstance(app, QApplication) and font is not None:
            app.setFont(font)
            QApplication.sendPostedEvents()
        if on:
            window.showFullScreen()
        elif self._was_maximized:
            window.showMaximized()
        else:
            window.showNormal()
            # once the window manager has given the window its place back (and the bars
            # below are shown again), the window kept inside the screen
            QTimer.singleShot(FIT_AFTER_MS, self, self._fit)  # dropped if the window goes
        for bar in window.findChildren(QToolBar):
            bar.setVisible(not on)
        # the menus, the tab list and the status bar give their room to the board; the
        # menus' keys still work (each menu's action is the window's too while the bar is
        # away), Ctrl+1 to Ctrl+5 still go to the tabs
        menus = window.menuBar()
        if on:
            for menu_action in menus.actions():
                menu = menu_action.menu()
                if isinstance(menu, QMenu):
                    window.addActions([a for a in menu.actions() if not a.shortcut().isEmpty()])
        menus.setVisible(not on)
        window.statusBar().setVisible(not on)
        self.tabs.tabBar().setVisible(not on)
        if on:
            self.tabs.setCurrentWidget(self.explore)
        self.explore.present(on)
        self.leave_button.setVisible(on)

    @Slot()
    def _fit(self) -> None:
        """The window, out of presentation mode, inside its screen."""
        window = self.window
        if not self.on and not window.isFullScreen() and not window.isMaximized():
            window.resize(self._size)  # as it was (the bars shown again had grown it)
            fit_inside_screen(window)
