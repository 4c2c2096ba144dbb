"""Going to a tab (Ctrl+1 to Ctrl+5, Ctrl+Tab, a click), heard by Orca 46 and later too.

On a tab with a board the keyboard goes to the board.  Qt hands the focus to the new page
*before* the tab list reports which tab is now selected, and Orca (46 to 50, at least)
handles a focus change before a selection change queued beside it: it takes the selected
page tab for the locus of focus (``_on_selection_changed`` in its default script: a
selected page tab becomes the focus unless it is the focus or one of its ancestors, and in
Qt's tree the page is not under its tab).  From then on Orca ignored the focused board: its
new names and the answers lent to it (:mod:`.announce`) went unheard until the pupil
pressed Tab.  So, once Orca has had time to handle the selection, the focused widget says
again that it has the focus: Orca takes it back as the locus (and reads it); an Orca whose
locus it already is ignores the repeat (``set_locus_of_focus``: "existing locus of focus").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QTabWidget

from .widgets.board_view import BoardView

#: milliseconds after the switch at which the focused widget says it has the focus again:
#: Orca handles focus changes before the selection change, whatever their order, so a
#: repeat sent while the selection change still waits in Orca's queue is handled before
#: it, and is lost (measured: Orca 48 in the test room took 1 s to reach it); the later
#: repeat is there for a busy Orca
FOCUS_AGAIN_MS = (500, 2000)


def go_to_tab(tabs: QTabWidget, index: int) -> None:
    """Show tab *index*; the keyboard goes to its board if it has one (showing the board's
    square), else where Qt puts it (the page's first control)."""
    tabs.setCurrentIndex(index)
    view = getattr(tabs.widget(index), "view", None)
    if isinstance(view, BoardView):
        view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        view.show_cursor()


def focus_again_later(tabs: QTabWidget) -> None:
    """After a change of tab (by a shortcut, Ctrl+Tab or a click): the widget that has the
    focus then says again that it has it, while a screen reader listens."""
    if not QAccessible.isActive():
        return
    for delay in FOCUS_AGAIN_MS:
        QTimer.singleShot(delay, tabs, _focus_again)


def _focus_again() -> None:
    widget = QApplication.focusWidget()
    if widget is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))
