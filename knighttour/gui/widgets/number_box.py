"""NumberBox: a spin box that says why it refuses what was typed, instead of dropping the
keys or silently putting the old number back."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QToolTip, QWidget

from ..i18n import number


class NumberBox(QSpinBox):
    """A QSpinBox for what (e.g. "a number of ranks"): any text may be typed; on
    Enter or leaving the box, text that is not a whole number in range is refused with a
    sentence (the refused signal, and a tip at the box) and the number before comes back."""

    refused = Signal(str)  # the sentence saying why, e.g. '"0" is not a number of ranks: ...'

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.what = what

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, text, pos = super().validate(text, pos)
        if state == QValidator.State.Invalid:  # keep the keys: the refusal comes at the end
            state = QValidator.State.Intermediate
        return state, text, pos

    def fixup(self, text: str) -> str:
        shown = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if shown != self.textFromValue(self.value()):
            fields = {
                "typed": shown,
                "what": self.what,
                "low": number(self.minimum()),
                "high": number(self.maximum()),
                "now": number(self.value()),
            }
            if shown:
                why = self.tr(
                    '"{typed}" is not {what}: type a whole number from {low} to {high}; '
                    "it stays {now}."
                ).format(**fields)
            else:
                why = self.tr(
                    "An empty box is not {what}: type a whole number from {low} to {high}; "
                    "it stays {now}."
                ).format(**fields)
            self.refused.emit(why)
            if self.isVisible():
                QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), why, self)
        return super().fixup(text)
