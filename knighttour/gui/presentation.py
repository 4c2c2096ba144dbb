"""Presentation mode, for a projector (View > Presentation mode, F11): the window full
screen, larger text, the tool bar and the Explore tab's form put away so the board is as large
as the screen allows; the start square, Solve, the counters, Stop and the playback stay."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QTabWidget, QToolBar, QToolButton

from .explore.panel import ExplorePanel

#: the text in presentation mode, as a share of the window's usual text
PRESENTATION_TEXT = 1.4


class Presentation(QObject):
    """Turns the window's presentation mode on and off."""

    def __init__(self, window: QMainWindow, tabs: QTabWidget, explore: ExplorePanel) -> None:
        super().__init__(window)
        self.window, self.tabs, self.explore = window, tabs, explore
        self.on = False
        self._was_maximized = False
        self._font_size = 0.0
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
            if font is not None:
                self._font_size = font.pointSizeF()
                font.setPointSizeF(self._font_size * PRESENTATION_TEXT)
            window.showFullScreen()
        else:
            if font is not None and self._font_size > 0:
                font.setPointSizeF(self._font_size)
            if self._was_maximized:
                window.showMaximized()
            else:
                window.showNormal()
        if isinstance(app, QApplication) and font is not None:
            app.setFont(font)
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
