"""gui/access_keys.py: Alt and a letter goes to the label or button that underlines it, and
never types the letter into a field (Alt+G of French "Re&garder", under closed options,
typed "g" into the Start field)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from knighttour.gui import i18n
from knighttour.gui.main_window import KnightTourApp

LETTERS = string.ascii_lowercase


def access_letter(text: str) -> str:
    """The letter text underlines (its &-letter), lower case; "" for none."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else ""


def fields(widget: QWidget) -> list[QWidget]:
    """Every field under widget that takes typed text: line edits (a spin box's and an
    editable list's are counted once, by their owner), spin boxes, editable lists."""
    found: list[QWidget] = []
    for child in widget.findChildren(QWidget):
        owner = child.parent()
        if isinstance(child, QLineEdit) and isinstance(owner, (QAbstractSpinBox, QComboBox)):
            continue
        if isinstance(child, (QLineEdit, QAbstractSpinBox)) or (
            isinstance(child, QComboBox) and child.isEditable()
        ):
            found.append(child)
    return found


def text_of(field: QWidget) -> str:
    if isinstance(field, QComboBox):
        return field.currentText()
    assert isinstance(field, (QLineEdit, QAbstractSpinBox))
    return field.text()


def access_letters(window: KnightTourApp) -> dict[str, list[QWidget]]:
    """letter -> the controls whose text underlines it: labels, buttons, group boxes (shown
    or not), and the menu bar's menus."""
    owners: dict[str, list[QWidget]] = {}
    for label in window.findChildren(QLabel):
        owners.setdefault(access_letter(label.text()), []).append(label)
    for button in window.findChildren(QAbstractButton):
        owners.setdefault(access_letter(button.text()), []).append(button)
    for box in window.findChildren(QGroupBox):
        owners.setdefault(access_letter(box.title()), []).append(box)
    for menu in window.menuBar().actions():
        owners.setdefault(access_letter(menu.text()), []).append(window.menuBar())
    owners.pop("", None)
    return owners


@pytest.fixture(params=["en", "fr"])
def window_in(request, qtbot, tmp_path) -> Iterator[KnightTourApp]:
    """The window in a language, at 800x600 (English again after)."""
    i18n.install(request.param)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    try:
        window = KnightTourApp(settings=settings)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.close()
    finally:
        i18n.install("en")


# a menu opened by Alt+F asks for the keyboard, which the offscreen platform cannot give
@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")
def test_no_access_key_types_its_letter_into_a_field(qtbot, window_in) -> None:
    """On every tab, with the options closed and open, in each field: every Alt+letter (the
    window's access keys among them) leaves the text of every field as it was.  A visible
    button's own letter is left out: it presses the button (a count would start)."""
    window = window_in
    owners = access_letters(window)
    assert set(owners) & set(LETTERS)  # the window has access keys to press
    every_field = fields(window)
    changed: list[tuple[str, str, str]] = []
    for more in (False, True):
        window.explore.controls.more.setChecked(more)
        window.count.more.setChecked(more)
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            tab = window.tabs.widget(index)
            pressing = [
                letter
                for letter in LETTERS
                if not any(
                    isinstance(owner, QAbstractButton) and owner.isVisible()
                    for owner in owners.get(letter, [])
                )
            ]
            for field in [f for f in fields(tab) if f.isVisible() and f.isEnabled()]:
                for letter in pressing:
                    field.setFocus()
                    qtbot.waitUntil(field.hasFocus)
                    before = [text_of(f) for f in every_field]
                    key = Qt.Key(QKeySequence(letter.upper())[0].key())
                    qtbot.keyClick(field, key, Qt.KeyboardModifier.AltModifier)
                    popup = QApplication.activePopupWidget()
                    if popup is not None:  # Alt+F opens the File menu
                        popup.close()
                    after = [text_of(f) for f in every_field]
                    changed += [
                        (window.tabs.tabText(index), letter, f"{old!r} -> {new!r}")
                        for old, new in zip(before, after, strict=True)
                        if old != new
                    ]
    assert changed == []


def test_no_two_controls_shown_together_share_an_access_key(window_in) -> None:
    """Alt+letter reaches one control: on each tab, options open, no letter is underlined
    twice among the controls shown and the menus."""
    window = window_in
    window.explore.controls.more.setChecked(True)
    window.count.more.setChecked(True)
    shared: list[tuple[str, str, list[str]]] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        for letter, owners in access_letters(window).items():
            shown = [o for o in owners if o.isVisible()]
            if len(shown) > 1:
                names = [getattr(o, "text", getattr(o, "title", str))() for o in shown]
                shared.append((window.tabs.tabText(index), letter, names))
    assert shared == []
