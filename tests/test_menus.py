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
        window.save_action,  # Save: the tour, or the game on the Play tab
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


def test_no_two_menu_commands_share_a_shortcut(window) -> None:
    """Each shortcut shown in the menus is one command's (Ctrl+S was once shown twice)."""
    seen: dict[str, str] = {}
    for menu_action in window.menuBar().actions():
        for act in menu_action.menu().actions():
            keys = act.shortcut().toString()
            if keys:
                assert keys not in seen, f"{keys}: {seen[keys]} and {act.text()}"
                seen[keys] = act.text()
    assert seen["Ctrl+S"] == "&Save"


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
