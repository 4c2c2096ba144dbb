"""Speaking to a screen reader: every answer a sighted user reads (a tour found, no tour and
why, a warning, a file saved, an error) is also said to the screen reader, at once, in the
window's language.  A status bar's or a label's new text is not read unprompted: this is the
one way the window says what happened.

How it is said depends on the system (docs/accessibility.md says why, with the screen
reader's source it rests on):

* Linux (AT-SPI, Orca): the text is lent to the focused widget as its accessible
  description.  Every Orca speaks a change of the focused object's description, verbatim
  (Orca 42-43, on Ubuntu 22.04 and Debian 12, speak nothing else that an application sends
  unasked: they ignore announcements, and events of objects other than the focus).  No
  announcement is sent beside it, so Orca 45.2 and later, which speak announcements too,
  hear it once.  The widget's own description comes back when the focus leaves it (Orca
  ignores that change: it is no longer the focus).
* Windows and macOS: an accessibility announcement (QAccessibleAnnouncementEvent: UI
  Automation's notification, NSAccessibility's announcement), assertive for errors and
  warnings.

Outcomes said in one turn of the event loop are said once: a text that another one of the
same turn contains (the status bar's line and the answer that repeats it with why) is
dropped, so the screen reader never reads the same sentence twice.  A text the focused
widget's own new name already says (the board's square, "c3, move 1") is not said again.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, Qt, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QStatusBar, QWidget
from shiboken6 import isValid

# what was said, newest last (the tests read it; a screen reader hears each)
heard: list[str] = []
# how many of the last texts heard keeps
KEPT = 100
# "focus": lent to the focused widget's description (AT-SPI); "announcement" elsewhere
ROUTE = "focus" if sys.platform.startswith("linux") else "announcement"
# added to a text the focused widget already describes, so that saying it again is a
# change (a screen reader says a description only when it changes); not spoken
AGAIN = "\u200b"
# work begun ("Solving from c3…") is said only when it still goes on this long after: a
# quick answer follows at once, and the two would be heard back to front
BEGUN_SAID_AFTER_MS = 1000


def _announce(widget: QWidget, text: str, assertive: bool) -> None:
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


class _Lender(QObject):
    """Lends texts to the focused widget's accessible description, and gives each widget
    its own description back once the focus has left it."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        # widget -> (its own description, the text lent to it)
        self.lent: dict[QWidget, tuple[str, str]] = {}
        app.focusChanged.connect(self._focus_changed)

    def lend(self, widget: QWidget, text: str) -> None:
        own, _ = self.lent.get(widget, (widget.accessibleDescription(), ""))
        if widget.accessibleDescription() == text:
            text += AGAIN
        self.lent[widget] = (own, text)
        widget.setAccessibleDescription(text)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and old in self.lent:
            # after the focus event has gone out: the screen reader has moved on
            QTimer.singleShot(0, self, lambda w=old: self.give_back(w))

    def give_back(self, widget: QWidget) -> None:
        """widget's own description again (unless it set another since, or has the focus)."""
        if widget not in self.lent:
            return
        if not isValid(widget):  # gone meanwhile
            del self.lent[widget]
            return
        if widget.hasFocus():
            return
        own, text = self.lent.pop(widget)
        if widget.accessibleDescription() == text:
            widget.setAccessibleDescription(own)


_lender: list[_Lender] = []


def _send(said: list[tuple[QWidget, str, bool]]) -> None:
    """Say the turn's texts: lent together to the focused widget (one change: Orca 46 and
    later keep only the last of an object's changes waiting in its queue, so a second
    text lent in the same turn silenced the first), or announced one by one."""
    for _, text, _ in said:
        heard.append(text)
    del heard[:-KEPT]
    app = QApplication.instance()
    focus = QApplication.focusWidget()
    if ROUTE != "focus" or focus is None or not isinstance(app, QApplication):
        for widget, text, assertive in said:
            _announce(widget, text, assertive)
        return
    # a text its new name says is not lent (Orca speaks a focused widget's new name)
    lent = [text for _, text, _ in said if text not in focus.accessibleName()]
    if not lent:
        return
    if not _lender:
        _lender.append(_Lender(app))
    _lender[0].lend(focus, " ".join(lent))


class _Pending(QObject):
    """The outcomes said in this turn of the event loop, sent together at its end."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[tuple[QWidget, str, bool]] = []
        self.after: list[Callable[[], None]] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._due)
        #: while it runs, what is said waits for an answer on its way (see hold)
        self.held = QTimer(self)
        self.held.setSingleShot(True)
        self.held.timeout.connect(self.flush)

    def _due(self) -> None:
        if not self.held.isActive():
            self.flush()

    def add(self, widget: QWidget, text: str, assertive: bool) -> None:
        self.texts.append((widget, text, assertive))
        self.timer.start()

    def flush(self) -> None:
        """Send what was said, each text once, none that another one contains."""
        self.held.stop()
        texts, self.texts = self.texts, []
        said: list[tuple[QWidget, str, bool]] = []
        for i, (widget, text, assertive) in enumerate(texts):
            others = [t for j, (_, t, _) in enumerate(texts) if j != i]
            contained = any(text in other and text != other for other in others)
            if contained or text in [t for _, t, _ in said] or not isValid(widget):
                continue
            said.append((widget, text, assertive or any(a for _, t, a in texts if t == text)))
        if said:
            _send(said)
        after, self.after = self.after, []
        for call in after:
            call()


_pending: list[_Pending] = []


def _queue() -> _Pending:
    """The outcomes waiting to be said in this turn (made at the first one)."""
    if not _pending:
        _pending.append(_Pending())
    return _pending[0]


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say text (an outcome: an answer, a warning, a file saved, an error) to a screen reader,
    from widget, at the end of this turn of the event loop; assertive interrupts what it is
    reading (for errors and warnings)."""
    text = plain(text)  # a screen reader reads lines as one sentence, without tags
    if not text:
        return
    if QApplication.instance() is None:
        return
    _queue().add(widget, text, assertive)


def after_said(call: Callable[[], None]) -> None:
    """Call call once what this turn of the event loop says has been sent: a focused
    widget's new name after the answer lent to its description (Orca 48 reads the widget
    afresh on a change of its name, and then drops the change of its description that
    follows as already known: the answer was never spoken)."""
    if QApplication.instance() is None:
        call()
        return
    queue = _queue()
    queue.after.append(call)
    queue.timer.start()


def hold(most_ms: int) -> None:
    """Keep what is said back until release() (at most most_ms): an answer on its way from
    a worker joins it.  Play's move, its line ("Took back move 9: d8.") and the board's
    new name wait for the move's verdict: said apart, Orca 46 and later kept only the last
    description change in their queue, and read the board afresh on its new name with the
    warning already in its description, then dropped the warning's change as known."""
    if QApplication.instance() is not None:
        _queue().held.start(most_ms)


def release() -> None:
    """Say what waits (at the end of this turn, with what this turn says)."""
    if _pending and _pending[0].held.isActive():
        _pending[0].held.stop()
        _pending[0].timer.start()


def announce_status(bar: QStatusBar, text: str) -> None:
    """Say the status bar's new line text: at once, or, for work begun (a line ending in
    "…"), a moment later if the bar still shows it (a long run is said to have begun)."""
    if not text.endswith("…"):
        announce(bar, text)
        return

    def still() -> None:
        if isValid(bar) and bar.currentMessage() == text:
            announce(bar, text)

    QTimer.singleShot(BEGUN_SAID_AFTER_MS, bar, still)


def flush() -> None:
    """Send what waits to be said now (the tests, and a window closing)."""
    if _pending:
        _pending[0].flush()


def plain(text: str) -> str:
    """text as a screen reader reads it: rich text's tags gone, lines joined."""
    if Qt.mightBeRichText(text) or "&" in text:  # (tags, or an escaped character alone)
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(text.split())


# the property that keeps a label's own accessible name (its title) under read_with_text
TITLE = "knighttour_title"


def read_with_text(label: QWidget, text: str) -> None:
    """Name label by its title and text ("The answer about the board: Tour found…"), so
    that a screen reader reaching it reads the text: Orca reads a label's name, not its
    description (kept too)."""
    title = label.property(TITLE)
    if title is None:
        title = label.accessibleName()
        label.setProperty(TITLE, title)
    said = plain(text)
    label.setAccessibleDescription(said)
    if title and said:
        name = QCoreApplication.translate("announce", "{title}: {text}").format(
            title=title, text=said
        )
    else:
        name = said or str(title)
    if name != label.accessibleName():
        label.setAccessibleName(name)


def show_and_say(label: QLabel, text: str, assertive: bool = False) -> None:
    """Show text in label (an answer's place), give it as the label's accessible name
    too (what a screen reader reads when it reaches the label), and announce it."""
    label.setText(text)
    read_with_text(label, text)
    announce(label, text, assertive)
