"""The answer under the Explore tab's board: what a theorem or a run says about the board, in
full, with why in plain words when a theorem rules a tour out, Search anyway beside it, and
the key to a watched search's marks."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.board.explain import Explanation
from ..announce import read_with_text
from ..icons import icon
from ..widgets.marks_key import MarksKey
from ..widgets.text_area import TextArea


class AnswerArea(QWidget):
    """The answer's place under the board: kept whether or not there is an answer, so the
    board never moves under the pointer; long answers scroll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.answer = QLabel(wordWrap=True)
        self.answer.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.answer.setFrameShape(QFrame.Shape.StyledPanel)
        self.answer.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.answer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer.setMargin(6)
        self.answer.setObjectName("answer")
        self.answer.setAccessibleName(self.tr("The answer about the board"))
        self.answer.hide()
        #: why a theorem rules the tour out, in plain words, while its answer is shown
        self.why: Explanation | None = None
        self.anyway_button = QPushButton(icon("run"), self.tr("Search anyway"))
        self.anyway_button.setToolTip(
            self.tr(
                "Run the chosen solver all the same and watch it fail (under the step limit, "
                "or 10 million moves)"
            )
        )
        self.anyway_button.hide()
        self.scroller = TextArea(self.answer)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setAccessibleName(self.answer.accessibleName())
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFixedHeight(self.fontMetrics().lineSpacing() * 6 + 16)
        # the key to a watched search's marks, under the board while a search runs (drawn on
        # the board it would cover squares or labels); not for a run over in a blink
        self.marks_key = MarksKey()
        self.marks_key.hide()
        self._key_timer = QTimer(self)
        self._key_timer.setSingleShot(True)
        self._key_timer.setInterval(300)
        self._key_timer.timeout.connect(self.marks_key.show)
        beside = QVBoxLayout()
        beside.addWidget(self.anyway_button, 0, Qt.AlignmentFlag.AlignRight)
        beside.addStretch(1)
        beside.addWidget(self.marks_key, 0, Qt.AlignmentFlag.AlignRight)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroller, 1)
        layout.addLayout(beside)

    def set_text(self, text: str) -> None:
        """Show text in full (hidden when empty), from its first line."""
        self.answer.setText(text)
        # a screen reader reaching the answer reads it, not only the place's name
        read_with_text(self.answer, text)
        self.answer.setVisible(bool(text))
        self.scroller.fit()
        self.scroller.verticalScrollBar().setValue(0)  # a new answer is read from the top

    def with_why(self, text: str) -> str:
        """text followed by why a theorem rules the tour out, when one does."""
        if self.why is None:
            return text
        said = self.tr("{answer}\n\nWhy: {why}").format(answer=text, why=self.why.text)
        if self.why.legend:  # what the letters on the board mean
            keys = self.tr(", ").join(
                self.tr("{mark}: {meaning}").format(mark=mark, meaning=meaning)
                for mark, meaning in self.why.legend
            )
            said += "\n" + self.tr("On the board: {keys}.").format(keys=keys)
        return said

    def running(self, running: bool) -> None:
        """A run started (its marks' key shows soon) or ended (the key goes)."""
        if running:
            self._key_timer.start()
        else:
            self._key_timer.stop()
            self.marks_key.hide()
