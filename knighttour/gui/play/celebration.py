"""A finished tour celebrated: a large message over the board that a pupil notices, fading
after a few seconds (off when the teacher turns it off)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

#: how long the message stays, fading at the end, in milliseconds
SHOWN_MS = 3500


class Celebration(QLabel):
    """The message over a board (its parent), shown by show_message."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel { background: rgba(255, 248, 220, 225); color: #1e5b34;"
            " border: 3px solid #2e8b57; border-radius: 14px; padding: 18px; }"
        )
        self._fade = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._fade)
        self.animation = QPropertyAnimation(self._fade, b"opacity", self)
        self.animation.setDuration(SHOWN_MS)
        self.animation.setKeyValues([(0.0, 0.0), (0.08, 1.0), (0.8, 1.0), (1.0, 0.0)])
        self.animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.animation.finished.connect(self.hide)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show text over the board, large, then fade it away."""
        board = self.parentWidget()
        if board is None:
            return
        font = QFont(self.font())
        font.setPointSizeF(max(14.0, board.height() / 18))
        font.setBold(True)
        self.setFont(font)
        self.setText(text)
        self.adjustSize()
        width = min(board.width() - 20, self.sizeHint().width())
        self.resize(width, self.sizeHint().height())
        self.move((board.width() - self.width()) // 2, (board.height() - self.height()) // 2)
        self.show()
        self.raise_()
        self.animation.stop()
        self.animation.start()

    @property
    def running(self) -> bool:
        """True while the message is on the board."""
        return self.isVisible()
