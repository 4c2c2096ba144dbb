"""gui/help.py: Help > How to use, Keyboard shortcuts (generated from the actions) and About
(the version, and the title the window and the README use)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import knighttour

ROOT = Path(knighttour.__file__).resolve().parent.parent


def test_about_shows_the_version(window, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert shown and knighttour.__version__ in shown[0]


def test_title_matches_about_and_the_readme(window, monkeypatch) -> None:
    title = window.windowTitle().replace("[*]", "")  # [*]: where an unsaved game's '*' goes
    assert title == "Knight's Tour Explorer"
    assert "# Knight's Tour Explorer" in (ROOT / "README.md").read_text()
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((title, text))
    )
    window.about()
    assert title in shown[0][0] and title in shown[0][1]


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
    assert {"Undo move", "Hint", "Play", "Next solution"} <= listed
    assert "Enter" in keys  # Solve: a field's key, not an action's, and listed too
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


def _text_dialog(qtbot, window):
    """The help text the last command opened (it scrolls, within the screen)."""
    from knighttour.gui.help import TextDialog

    qtbot.waitUntil(lambda: bool(window.findChildren(TextDialog)))
    dialog = window.findChildren(TextDialog)[-1]
    screen = window.screen().availableGeometry()
    assert dialog.height() <= screen.height()
    return dialog


def test_help_has_how_to_use(qtbot, window) -> None:
    help_action(window, "How to use").trigger()
    dialog = _text_dialog(qtbot, window)
    text = dialog.browser.toPlainText()
    assert all(tab in text for tab in ("Explore", "Race", "Table", "Play"))
    dialog.close()


def test_the_glossary_explains_the_words_a_newcomer_meets(qtbot, window) -> None:
    glossary = next(
        a
        for m in window.menuBar().actions()
        if m.menu()
        for a in m.menu().actions()
        if a.text() == "&Glossary"
    )
    glossary.trigger()
    dialog = _text_dialog(qtbot, window)
    shown = [dialog.html]
    for word in (
        "Row (rank)",
        "Column (file)",
        "Closed tour",
        "Taken back",
        "Move tried",
        "Warnsdorff's rule",
        "Piece (leaper)",
        "Torus",
        "ms, µs",
    ):
        assert f"<b>{word}</b>" in shown[0], word


def test_about_gives_the_licence_and_what_the_program_runs_on(window, monkeypatch) -> None:
    import platform

    import numba
    import numpy
    import PySide6
    from PySide6.QtCore import qVersion

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    text = shown[0]
    assert "MIT licence" in text
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    for name, version in (
        ("Qt", qVersion()),
        ("PySide6", PySide6.__version__),
        ("numba", numba.__version__),
        ("NumPy", numpy.__version__),
        ("Python", platform.python_version()),
    ):
        assert f"{name} {version}" in text, name


def test_abouts_words_go_through_qts_translation(window, monkeypatch) -> None:
    """Every sentence of About is looked up in Qt's translations (context "About"): a
    translator installed for the test is asked for each, and its words are shown."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    asked: list[tuple[str, str]] = []

    class Spy(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            asked.append((context, source))
            if source == "Free software under the {licence} licence.":
                return "Logiciel libre sous licence {licence}."
            return ""

    spy = Spy()
    QCoreApplication.installTranslator(spy)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((title, text))
    )
    try:
        window.about()
    finally:
        QCoreApplication.removeTranslator(spy)
    texts = {text for context, text in asked if context == "About"}
    assert "About {title}" in texts
    assert "Running on {libraries}." in texts
    assert any(text.startswith("Find, watch and step") for text in texts)
    assert "Logiciel libre sous licence MIT." in shown[0][1]


def test_the_shortcuts_scroll_from_the_keyboard(qtbot, window) -> None:
    """A keyboard-only user reaches the list of shortcuts with Tab (from Close and back) and
    scrolls it: Page Down, Ctrl+End to its last row, Ctrl+Home back to its first."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    dialog.resize(520, 300)  # shorter than its rows: it scrolls
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    table = dialog.table
    bar = table.verticalScrollBar()
    assert bar.maximum() > 0
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.setFocus()
    qtbot.waitUntil(close.hasFocus)
    qtbot.keyClick(close, Qt.Key.Key_Tab)
    qtbot.waitUntil(table.hasFocus)
    assert table.accessibleName() == "Keyboard shortcuts"
    qtbot.keyClick(table, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: bar.value() > 0)
    qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert table.currentRow() == table.rowCount() - 1
    qtbot.keyClick(table, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bar.value() == 0)
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # and on to Close: Tab never stays in the list
    qtbot.waitUntil(close.hasFocus)
    dialog.close()


def test_help_texts_and_the_shortcuts_let_their_first_line_be_read(qtbot, window) -> None:
    """The caret starts on the first line, which the arrows never read (Down reads the
    second): a text's first line is its title, the shortcuts' first row is said as the
    table takes the focus."""
    from knighttour.gui.help import ShortcutsDialog, TextDialog

    dialog = TextDialog(window, "How to use", "<p>Explore: choose a board.</p><p>Then more.</p>")
    lines = dialog.browser.toPlainText().split("\n")
    assert lines[:2] == ["How to use", "Explore: choose a board."]  # Down reads the first
    dialog.close()
    help_action(window, "Keyboard shortcuts").trigger()
    shortcuts = window.findChild(ShortcutsDialog)
    table = shortcuts.table
    first = f"{table.item(0, 0).text()}: {table.item(0, 1).text()} ({table.item(0, 2).text()})"
    assert table.accessibleDescription() == first
    shortcuts.close()
