"""TextArea: a scroll area for a word-wrapped label that scrolls exactly as far as the text
goes (a QLabel in a QScrollArea otherwise takes the height of a narrower wrap, and the last
lines scroll into a blank), and from the keyboard: the label is a Tab stop, and the arrow
keys, Page Up, Page Down, Home and End scroll it, so a keyboard user reads it whole."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractSlider, QLabel, QScrollArea, QWidget

_Action = QAbstractSlider.SliderAction
#: the keys that scroll the area while its label has the focus, and how
SCROLL_KEYS: dict[Qt.Key, QAbstractSlider.SliderAction] = {
    Qt.Key.Key_Up: _Action.SliderSingleStepSub,
    Qt.Key.Key_Down: _Action.SliderSingleStepAdd,
    Qt.Key.Key_PageUp: _Action.SliderPageStepSub,
    Qt.Key.Key_PageDown: _Action.SliderPageStepAdd,
    Qt.Key.Key_Home: _Action.SliderToMinimum,
    Qt.Key.Key_End: _Action.SliderToMaximum,
}
#: the label's frame while it has the keyboard (the palette's highlight: dark mode too)
FOCUS_FRAME = "QLabel:focus {{ border: 2px solid palette(highlight); }}"


class TextArea(QScrollArea):
    """Shows label (word-wrapped) at the height its text takes at the area's width; the
    label takes the keyboard (Tab) and its keys scroll the area."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        # the label takes the focus (to be read, scrolled or selected); the area around it
        # is no second, unnamed Tab stop
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        label.setTextInteractionFlags(
            label.textInteractionFlags()
            | Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # after the flags, which set it too
        if not label.styleSheet():
            label.setStyleSheet(FOCUS_FRAME.format())
        label.installEventFilter(self)

    def set_text(self, text: str) -> None:
        """Show text (the label sized to it)."""
        self.label.setText(text)
        self.fit()

    def fit(self) -> None:
        """Size the label to its text at the width shown (after a new text or a resize)."""
        width = self.viewport().width()
        self.label.setFixedHeight(max(self.label.heightForWidth(width), 1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.label
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier  # Shift selects
        ):
            action = SCROLL_KEYS.get(Qt.Key(event.key()))
            if action is not None:
                self.verticalScrollBar().triggerAction(action)
                return True
        return False
