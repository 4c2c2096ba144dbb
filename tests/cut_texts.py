"""What a window shows cut: the texts a user cannot read whole, found from the widgets (the
tests at 800x600 use it; tools can too)."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QSizeGrip,
    QStatusBar,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QToolButton,
    QWidget,
)


def plain(text: str) -> str:
    """text without its markup and its access key's &."""
    text = re.sub(r"<br\s*/?>", "\n", text)
    text = re.sub(r"<[^>]+>", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _clipped(widget: QWidget, window: QWidget) -> bool:
    """True when a parent cuts off widget's right side (a scroll area's edge, the window's),
    while its full height shows (a column scrolled up or down is not cut)."""
    visible = widget.visibleRegion().boundingRect()
    inside = widget.rect()
    right = widget.mapTo(window, QPoint(widget.width(), 0)).x()
    if right > window.width() + 1:
        return True
    return (
        not visible.isEmpty()
        and visible.right() < inside.right() - 2
        and visible.top() <= inside.top() + 2
        and visible.bottom() >= inside.bottom() - 2
    )


def _needs(widget: QWidget, elided_ok: bool = False) -> tuple[str, str]:
    """(its text, why it is cut) for a widget whose text does not fit it, else ("", "");
    elided_ok: a list's choice elided with the whole in its tooltip is not counted."""
    fm = widget.fontMetrics()
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()):
            return "", ""
        if widget.wordWrap():
            high = widget.heightForWidth(widget.width())
            return (
                (text, f"{high} px high in {widget.height()}")
                if high > widget.height() + 1
                else ("", "")
            )
        lines = plain(text).split("\n")
        whole = plain(widget.accessibleDescription() or widget.toolTip())
        if lines[-1].endswith("…") and whole.startswith(lines[-1][:-1]) and whole != lines[-1]:
            # elided to its width ("Backtracking that turns back as soo…"), whole elsewhere
            return text, "elided"
        wide = max(fm.horizontalAdvance(line) for line in lines) + 2 * widget.margin()
        wide += 2 * widget.frameWidth()
        return (
            (text, f"{wide} px wide in {widget.width()}") if wide > widget.width() + 1 else ("", "")
        )
    if isinstance(widget, QCheckBox) and widget.hasHeightForWidth():
        high = widget.heightForWidth(widget.width())
        return (widget.text(), f"{high} px high") if high > widget.height() + 1 else ("", "")
    if isinstance(widget, (QCheckBox, QRadioButton, QPushButton)) and widget.text():
        hint = (
            widget.sizeHint() if not isinstance(widget, QPushButton) else widget.minimumSizeHint()
        )
        return (
            (widget.text(), f"{hint.width()} px wide")
            if hint.width() > widget.width() + 1
            else ("", "")
        )
    if isinstance(widget, QComboBox) and not widget.isEditable() and widget.currentText():
        text = widget.currentText()
        widget.grab()  # painted: an item elided to the box puts its whole text in the tooltip
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        room = widget.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            widget,
        )
        wide = fm.horizontalAdvance(text)
        # elided to "n'impo…", the whole in the tooltip: cut all the same (a teacher reads
        # the box, not its tooltip), unless elided_ok
        whole = elided_ok and widget.toolTip().endswith(text)
        return (
            (text, f"{wide} px in {room.width()}")
            if wide > room.width() and not whole
            else ("", "")
        )
    if isinstance(widget, QLineEdit) and not widget.text() and widget.placeholderText():
        # the hint an empty field shows ("any square"), read whole or not at all
        option = QStyleOptionFrame()
        widget.initStyleOption(option)
        room = widget.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, widget)
        margins = widget.textMargins()
        room = room.adjusted(margins.left() + 2, 0, -margins.right() - 2, 0)
        clear = widget.findChild(QToolButton)
        if widget.isClearButtonEnabled() and clear is not None:
            room.setRight(min(room.right(), clear.x()))
        text = widget.placeholderText()
        wide = fm.horizontalAdvance(text)
        return (text, f"hint {wide} px in {room.width()}") if wide > room.width() else ("", "")
    return "", ""


def _painted_cut(widget: QWidget) -> list[tuple[str, str]]:
    """(text, why) of each text a custom-painted widget (a chart, a heatmap, a legend)
    paints that does not fit where it goes, wrapped: its painted_texts() say what and where."""
    found = []
    for text, rect, font in widget.painted_texts():
        fm = QFontMetrics(font)
        room = QRect(0, 0, int(rect.width()), 10_000)
        high = fm.boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
        widest = max((fm.horizontalAdvance(word) for word in text.split()), default=0)
        if widest > rect.width() or high > rect.height() + 1:
            found.append((text, f"{widest}x{high} px in {rect.width():.0f}x{rect.height():.0f}"))
        elif rect.right() > widget.width() + 1:
            found.append((text, "cut off on the right"))
    return found


def _header_cut(header: QHeaderView) -> list[tuple[str, str]]:
    """(title, why) of each column whose title is wider than the column shown (a table's
    header), or that runs past the table's edge with no scroll bar to reach it."""
    found = []
    view = header.parentWidget()
    scrolls = view is not None and view.horizontalScrollBar().isVisible()  # type: ignore[attr-defined]
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        title = str(header.model().headerData(column, Qt.Orientation.Horizontal) or "")
        needed, size = header.sectionSizeFromContents(column).width(), header.sectionSize(column)
        if needed > size + 1:
            found.append((title, f"{needed} px wide in {size}"))
        elif not scrolls and header.sectionViewportPosition(column) + size > header.width() + 1:
            found.append((title, "cut off on the right"))
    return found


def status_room(bar: QStatusBar) -> int:
    """The width a status bar draws its message in (Qt's QStatusBar: from 6 pixels in to its
    size grip, or to the first widget shown beside the message, less 2): a message wider
    runs under that widget (the first launch's notice) or is cut at the grip."""
    grip = bar.findChild(QSizeGrip)
    right = grip.x() if grip is not None and grip.isVisible() else bar.width() - 12
    beside = [
        w.x() - 2
        for w in bar.findChildren(QWidget)
        if w.parent() is bar and w.isVisible() and not isinstance(w, QSizeGrip)
    ]
    return min([right, *beside]) - 6


def cut_texts(
    window: QMainWindow, screen: QRect | None = None, elided_ok: bool = False
) -> list[tuple[str, str, str]]:
    """(kind, text, why) for every text window shows cut: a window that does not fit its
    screen, a label, button, check box or list whose text needs more room than it has (and
    neither wraps nor elides with the whole in its tooltip), a field cut off by a parent, a
    status bar message cut without its whole in the tooltip.  screen: the screen's available
    area (its own by default); elided_ok: a list's choice elided with the whole in its
    tooltip is let pass (a projector's largest text)."""
    found: list[tuple[str, str, str]] = []
    screen = screen or window.screen().availableGeometry()
    if not screen.contains(window.frameGeometry()):
        found.append(("window", "", f"{window.frameGeometry()} outside {screen}"))
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0 or widget.window() is not window:
            continue
        if hasattr(widget, "painted_texts"):
            found += [(type(widget).__name__, t[:70], why) for t, why in _painted_cut(widget)]
        if isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            found += [("header", t[:70], why) for t, why in _header_cut(widget)]
        kinds = (QLabel, QCheckBox, QRadioButton, QPushButton, QComboBox, QAbstractSpinBox)
        if not isinstance(widget, (*kinds, QLineEdit, QToolButton)):
            continue
        text, why = _needs(widget, elided_ok)
        if not why and _clipped(widget, window):
            text = getattr(widget, "text", lambda: "")()
            why = "cut off on the right"
        if why:
            found.append((type(widget).__name__, plain(text)[:70], why))
    bar = window.statusBar()
    shown, whole = bar.currentMessage(), getattr(bar, "full_message", bar.currentMessage())
    if shown and bar.fontMetrics().horizontalAdvance(shown) > status_room(bar):
        found.append(("status bar", shown[:70], f"wider than its {status_room(bar)} px"))
    if shown != whole and whole not in (bar.toolTip(), ""):
        found.append(("status bar", shown[:70], "elided, not whole in its tooltip"))
    return found
