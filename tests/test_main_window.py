"""gui/main_window.py and gui/icons.py: the window assembles the tabs, shows its icons and
its version; the package carries the icons it needs."""

from __future__ import annotations

import filecmp
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import knighttour
from knighttour.gui import icons

ROOT = Path(knighttour.__file__).resolve().parent.parent


def test_tabs_in_order(window) -> None:
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Explore", "Race", "Table", "Play", "Count"]
    assert window.tabs.widget(0) is window.explore


def test_about_shows_the_version(window, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert shown and knighttour.__version__ in shown[0]


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


def test_package_icons_mirror_the_resources() -> None:
    source = ROOT / "resources" / "icons"
    shipped = Path(str(icons.ICONS))
    names = sorted(p.name for p in source.iterdir() if p.suffix in (".svg", ".png"))
    assert names == sorted(p.name for p in shipped.iterdir() if p.suffix in (".svg", ".png"))
    _, mismatch, errors = filecmp.cmpfiles(source, shipped, names, shallow=False)
    assert (mismatch, errors) == ([], [])
    assert {f"{icons.APP_ICON}-{n}.png" for n in icons.APP_ICON_SIZES} <= set(names)


def test_package_data_declares_the_icons() -> None:
    with open(ROOT / "pyproject.toml", "rb") as f:
        data = tomllib.load(f)["tool"]["setuptools"]["package-data"]["knighttour"]
    assert "resources/icons/*.svg" in data and "resources/icons/*.png" in data


def test_title_matches_about_and_the_readme(window, monkeypatch) -> None:
    assert window.windowTitle() == "Knight's Tour Explorer"
    assert "# Knight's Tour Explorer" in (ROOT / "README.md").read_text()
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((title, text))
    )
    window.about()
    assert window.windowTitle() in shown[0][0] and window.windowTitle() in shown[0][1]


def help_action(window, text: str):
    (help_menu,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Help"]
    (action,) = [a for a in help_menu.actions() if a.text().replace("&", "") == text]
    return action


def test_help_lists_every_shortcut_from_the_actions(qtbot, window) -> None:
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QDialog

    help_action(window, "Keyboard shortcuts").trigger()
    dialog = window.findChild(QDialog)
    assert dialog is not None and dialog.isVisible()
    table = dialog.table
    listed = {table.item(r, 1).text() for r in range(table.rowCount())}
    keys = {table.item(r, 0).text() for r in range(table.rowCount())}
    with_keys = [a for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert len(with_keys) >= 15
    for action in with_keys:
        assert action.text().replace("&", "").rstrip("…") in listed, action.text()
    native = QKeySequence.SequenceFormat.NativeText
    assert window.stop_action.shortcut().toString(native) in keys
    assert {"Undo", "Hint", "Play", "Next solution"} <= listed
    wheres = {table.item(r, 2).text() for r in range(table.rowCount())}
    assert {"File", "Play tab", "Playback"} <= wheres
    dialog.close()
    # generated, not written down: a new shortcut shows up at once
    extra = QAction("Frobnicate", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+F"))
    window.addAction(extra)
    again = window.shortcuts_dialog()
    assert "Frobnicate" in {again.table.item(r, 1).text() for r in range(again.table.rowCount())}
    again.deleteLater()


def test_help_has_how_to_use(window, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    help_action(window, "How to use").trigger()
    assert shown and all(tab in shown[0] for tab in ("Explore", "Race", "Table", "Play"))


def test_tour_commands_act_only_where_the_tour_is(qtbot, window) -> None:
    """Save and export act on the Explore tab's tour: on another tab they are off, so the
    toolbar's Save never writes a tour the user cannot see."""
    from test_gui import solve

    solve(qtbot, window, "a1")
    assert all(act.isEnabled() for act in window.export_actions)
    window.tabs.setCurrentWidget(window.play)
    assert not any(act.isEnabled() for act in window.export_actions)
    assert not window.copy_action.isEnabled()
    window.tabs.setCurrentWidget(window.explore)
    assert all(act.isEnabled() for act in window.export_actions)


def test_a_million_squares_fit_the_view(qtbot, window) -> None:
    """A 1000x1000 board fits the window's own size, labels and all."""
    from PySide6.QtCore import QRectF

    from knighttour.core.board import Board
    from knighttour.gui.widgets.board_painter import fit

    window.model.set_board(Board(1000, 1000))
    view = window.explore.view
    rect = QRectF(view.contentsRect())
    g = fit(view.board, rect)
    assert g.x0 >= rect.left() and g.y0 >= rect.top()
    assert g.x0 + 1000 * g.side <= rect.right() + 1 and g.y0 + 1000 * g.side <= rect.bottom() + 1
