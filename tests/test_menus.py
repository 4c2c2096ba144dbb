"""gui/menus.py: the window's menus and tool bar, each command with its shortcut and tip."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QToolBar, QWidget

from knighttour.gui.menus import make_action


def test_menus_in_order_and_the_tool_bar(window) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&Search", "&View", "&Playback", "&Help"]
    (tools,) = window.findChildren(QToolBar)
    shown = [a for a in tools.actions() if not a.isSeparator()]
    assert shown == [
        window.open_action,
        window.export_actions[2],  # Save tour as JSON
        window.export_actions[0],  # Export picture (PNG)
        window.stop_action,
        window.next_action,
    ]
    texts = [a.text().replace("&", "") for a in window.export_actions]
    assert texts == [
        "Export picture (PNG)…",
        "Export vector picture (SVG)…",
        "Save tour as JSON…",
        "Save tour as text…",
    ]


def test_an_action_carries_its_shortcut_tip_and_icon(qtbot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    ran: list[bool] = []
    act = make_action(owner, "&Go", lambda: ran.append(True), "Ctrl+G", "Go there", "run")
    assert act.parent() is owner and act.shortcut() == QKeySequence("Ctrl+G")
    assert act.statusTip() == "Go there" and not act.icon().isNull()
    act.trigger()
    assert ran == [True]
    plain = make_action(owner, "Plain", lambda: None)
    assert plain.shortcut().isEmpty() and plain.icon().isNull()
