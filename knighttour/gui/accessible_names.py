"""Names a screen reader says for the window's controls: each describes the control (the
label beside it), never its value (a combo box's current item) or nothing at all."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QLineEdit,
    QToolBar,
    QToolButton,
    QWidget,
)


def label_words(text: str) -> str:
    """A label's words as a name: no access key's '&', no trailing colon, no tags."""
    text = QTextDocumentFragment.fromHtml(text).toPlainText() if "<" in text else text
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split()).rstrip(":").strip()


def name_by_labels(root: QWidget) -> None:
    """Give every field a label names (its buddy, as QFormLayout's rows have) that label's
    words as its accessible name when it has none, and the line edit of an editable combo
    box its combo box's name."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None and not buddy.accessibleName():
            words = label_words(label.text())
            if words:
                buddy.setAccessibleName(words)
    for combo in root.findChildren(QComboBox):
        edit = combo.lineEdit()
        if edit is not None and not edit.accessibleName():
            edit.setAccessibleName(combo.accessibleName())
    name_qt_buttons(root)


def name_qt_buttons(root: QWidget) -> None:
    """Name the buttons Qt adds without a name: a line edit's clear button, a tool bar's
    button for the tools that do not fit."""
    translate = QCoreApplication.translate
    for edit in root.findChildren(QLineEdit):
        for button in edit.findChildren(QToolButton):
            if not button.accessibleName():
                button.setAccessibleName(translate("AccessibleNames", "Clear"))
    for bar in root.findChildren(QToolBar):
        for button in bar.findChildren(QToolButton):
            if button.objectName() == "qt_toolbar_ext_button" and not button.accessibleName():
                button.setAccessibleName(translate("AccessibleNames", "More tools"))


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """The controls under root that Tab can reach with no name of their own, or named by
    their value (a combo box by its current item): what a screen reader would say badly."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.focusPolicy().value & 0x1 or not widget.isVisibleTo(root):
            continue  # Qt.FocusPolicy.TabFocus is bit 0
        if (
            (isinstance(widget, QAbstractScrollArea) and not widget.accessibleName())
            or (isinstance(widget, QComboBox) and not widget.accessibleName())
            or (isinstance(widget.parent(), QComboBox) and not widget.accessibleName())
        ):
            found.append(widget)
    return found
