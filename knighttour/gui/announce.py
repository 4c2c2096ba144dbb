"""Speaking to a screen reader: every answer a sighted user reads (a tour found, no tour and
why, a warning, a file saved, an error) is also sent as an accessibility announcement
(QAccessibleAnnouncementEvent), which a screen reader speaks at once, in the window's language.
A status bar's or a label's new text is not read unprompted: this is the one way the window
says what happened.

Outcomes said in one turn of the event loop are said once: a text that another one of the
same turn contains (the status bar's line and the answer that repeats it with why) is
dropped, so the screen reader never reads the same sentence twice.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, Qt, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from shiboken6 import isValid

#: what was announced, newest last (the tests read it; a screen reader hears each)
heard: list[str] = []
#: how many of the last announcements heard keeps
KEPT = 100


def _send(widget: QWidget, text: str, assertive: bool) -> None:
    heard.append(text)
    del heard[:-KEPT]
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


class _Pending(QObject):
    """The outcomes said in this turn of the event loop, sent together at its end."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[tuple[QWidget, str, bool]] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.flush)

    def add(self, widget: QWidget, text: str, assertive: bool) -> None:
        self.texts.append((widget, text, assertive))
        self.timer.start()

    def flush(self) -> None:
        """Send what was said, each text once, none that another one contains."""
        texts, self.texts = self.texts, []
        said: list[str] = []
        for i, (widget, text, assertive) in enumerate(texts):
            others = [t for j, (_, t, _) in enumerate(texts) if j != i]
            contained = any(text in other and text != other for other in others)
            if contained or text in said or not isValid(widget):
                continue
            said.append(text)
            _send(widget, text, assertive or any(a for _, t, a in texts if t == text))


_pending: list[_Pending] = []


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say text (an outcome: an answer, a warning, a file saved, an error) to a screen reader,
    from widget, at the end of this turn of the event loop; assertive interrupts what it is
    reading (for errors and warnings)."""
    text = plain(text)  # a screen reader reads lines as one sentence, without tags
    if not text:
        return
    if QApplication.instance() is None:
        return
    if not _pending:
        _pending.append(_Pending())
    _pending[0].add(widget, text, assertive)


def announce_now(widget: QWidget, text: str) -> None:
    """Say text at once (what the keyboard just reached: a square, the letters typed)."""
    if text:
        _send(widget, text, False)


def flush() -> None:
    """Send what waits to be said now (the tests, and a window closing)."""
    if _pending:
        _pending[0].flush()


def plain(text: str) -> str:
    """text as a screen reader reads it: rich text's tags gone, lines joined."""
    if Qt.mightBeRichText(text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(text.split())


def show_and_say(label: QLabel, text: str, assertive: bool = False) -> None:
    """Show text in label (an answer's place), give it as the label's accessible description
    too (what a screen reader reads when it reaches the label), and announce it."""
    label.setText(text)
    label.setAccessibleDescription(plain(text))
    announce(label, text, assertive)
