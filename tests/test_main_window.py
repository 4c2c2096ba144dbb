"""gui/main_window.py: the window assembles the tabs in order, with their icons; the tour
commands act only where the tour is; closing while a run goes ends it cleanly."""

from __future__ import annotations

import pytest
from gui_helpers import click_square, solve

from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.worker_base import live_threads


def test_tabs_in_order(window) -> None:
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Explore", "Race", "Table", "Play", "Count"]
    assert window.tabs.widget(0) is window.explore


def test_window_and_actions_have_icons(window) -> None:
    assert not window.windowIcon().isNull()
    sizes = {s.width() for s in window.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    for action in [
        window.open_action,
        window.stop_action,
        window.next_action,
        *window.explore.playback.actions_in_order,
    ]:
        assert not action.icon().isNull(), action.text()
        assert not action.icon().pixmap(24, 24).isNull(), action.text()
    assert not window.race.go_button.icon().isNull()
    assert not window.table.run_button.icon().isNull()


def test_tour_commands_act_only_where_the_tour_is(qtbot, window) -> None:
    """Save and export act on the Explore tab's tour: on another tab they are off, so the
    toolbar's Save never writes a tour the user cannot see."""

    solve(qtbot, window, "a1")
    assert all(act.isEnabled() for act in window.export_actions)
    window.tabs.setCurrentWidget(window.play)
    assert not any(act.isEnabled() for act in window.export_actions)
    assert not window.copy_action.isEnabled()
    window.tabs.setCurrentWidget(window.explore)
    assert all(act.isEnabled() for act in window.export_actions)


def test_window_title_and_default_board(window) -> None:
    # as About and the README say; [*] becomes a '*' while a game is not saved
    assert window.windowTitle() == "Knight's Tour Explorer[*]" and not window.isWindowModified()
    assert (window.model.board.rows, window.model.board.cols) == (8, 8)


def test_close_while_solving_exits_cleanly(qtbot) -> None:
    win = KnightTourApp()
    qtbot.addWidget(win)
    win.show()
    win.explore.controls.solver.setCurrentIndex(
        win.explore.controls.solver.findData("backtracking")
    )
    win.explore.controls.rows.setValue(12)
    click_square(qtbot, win.explore.view, "b2")
    qtbot.waitUntil(lambda: win.model.snapshot.steps > 0, timeout=10000)
    win.close()
    assert not live_threads()


def test_gui_version_prints_it_and_opens_no_window(monkeypatch, capsys) -> None:
    """knighttour-gui --version prints "knighttour X.Y.Z" and exits 0 before any window."""
    import pytest

    import knighttour
    from knighttour.gui import main_window

    def no_window(*_args, **_kwargs):
        raise AssertionError("--version built the window")

    monkeypatch.setattr(main_window, "KnightTourApp", no_window)
    with pytest.raises(SystemExit) as exit:
        main_window.main(["knighttour-gui", "--version"])
    assert exit.value.code == 0
    assert capsys.readouterr().out == f"knighttour {knighttour.__version__}\n"
    with pytest.raises(SystemExit) as exit:
        main_window.main(["knighttour-gui", "--help"])
    assert exit.value.code == 0 and "knighttour-gui" in capsys.readouterr().out


def test_every_tab_fits_an_800_by_600_projector(qtbot, window) -> None:
    """The window shrinks to 800x600 (a projector's screen) with every tab whole: nothing
    pushed off, the Explore tab's Solve, Stop and Next solution on screen."""
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800 and window.height() == 600)
    assert window.minimumSizeHint().width() <= 800 and window.minimumSizeHint().height() <= 600
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        tab = window.tabs.widget(i)
        qtbot.waitUntil(tab.isVisible)
        hint = tab.minimumSizeHint()
        assert hint.width() <= tab.width() and hint.height() <= tab.height(), (i, hint)
        window.grab()
    window.tabs.setCurrentWidget(window.explore)
    for button in (
        window.explore.solve_button,
        window.explore.stop_button,
        window.explore.next_button,
    ):
        corner = button.mapTo(window, button.rect().bottomRight())
        assert 0 <= corner.x() <= 800 and 0 <= corner.y() <= 600, button.text()


def test_the_buttons_and_bars_qt_adds_have_names(qtbot, window) -> None:
    """A line edit's clear button, the tool bar's button for the tools that do not fit and
    every progress bar are named (a screen reader said nothing of them)."""
    from PySide6.QtWidgets import QLineEdit, QProgressBar, QToolButton

    clear_buttons = [
        button
        for edit in window.findChildren(QLineEdit)
        for button in edit.findChildren(QToolButton)
    ]
    assert clear_buttons  # "Ends on" has one
    assert all(button.accessibleName() == "Clear" for button in clear_buttons)
    extension = [
        b for b in window.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"
    ]
    assert extension and all(b.accessibleName() == "More tools" for b in extension)
    bars = window.findChildren(QProgressBar)
    assert bars and [b for b in bars if not b.accessibleName()] == []


@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")
def test_f10_opens_the_menu_bar_at_file(qtbot, window) -> None:
    """F10 opens the menu bar, as in GNOME's programs (a blind pupil pressed it: nothing)."""
    from PySide6.QtCore import Qt

    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F10)
    bar = window.menuBar()
    qtbot.waitUntil(lambda: bar.activeAction() is not None)
    assert bar.activeAction().text() == "&File"
