"""The one way the window speaks (knighttour/gui/announce.py), on Linux's route: what a turn
of the event loop says is lent to the focused widget's description, as one change."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from knighttour.gui import announce

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the focus route is Linux's (AT-SPI)"
)


@pytest.fixture
def focused(qtbot) -> Iterator[QLineEdit]:
    """A shown window whose line edit has the focus."""
    window = QWidget()
    edit, other = QLineEdit(window), QLineEdit(window)
    layout = QVBoxLayout(window)
    layout.addWidget(edit)
    layout.addWidget(other)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    yield edit  # (the window kept alive until the test ends)
    window.close()


def test_a_turns_texts_are_lent_as_one_change_in_the_order_said(qtbot, focused) -> None:
    """Orca 46 and later keep only the last change of an object's description waiting in
    their queue: two texts lent one after the other in a turn, the first was never heard."""
    description = focused.accessibleDescription
    announce.announce(focused, "Took back move 9: d8.")
    announce.announce(focused, "This position can no longer be completed: h8 is lost.")
    assert description() == ""  # nothing before the turn ends
    qtbot.waitUntil(lambda: description() != "")
    assert description() == (
        "Took back move 9: d8. This position can no longer be completed: h8 is lost."
    )
    assert announce.heard[-2:] == [
        "Took back move 9: d8.",
        "This position can no longer be completed: h8 is lost.",
    ]


def test_a_text_contained_in_another_of_the_turn_is_said_once(qtbot, focused) -> None:
    announce.announce(focused, "Closed tour found from c3.")
    announce.announce(focused, "Closed tour found from c3. Why: …")
    announce.flush()
    assert focused.accessibleDescription() == "Closed tour found from c3. Why: …"


def test_the_same_text_again_is_a_change_and_the_own_description_comes_back(qtbot, focused) -> None:
    focused.setAccessibleDescription("Type a square")
    announce.announce(focused, "No tour.")
    announce.flush()
    announce.announce(focused, "No tour.")
    announce.flush()
    assert focused.accessibleDescription() == "No tour." + announce.AGAIN
    focused.nextInFocusChain().setFocus()
    qtbot.waitUntil(lambda: focused.accessibleDescription() == "Type a square")


def test_a_text_the_focused_name_says_is_not_lent(qtbot, focused) -> None:
    focused.setAccessibleName("c3, move 1")
    announce.announce(focused, "c3, move 1")
    announce.flush()
    assert focused.accessibleDescription() == ""
    assert announce.heard[-1] == "c3, move 1"


def test_what_is_said_while_held_waits_for_the_answer_and_goes_with_it(qtbot, focused) -> None:
    """Play's move waits for its verdict (announce.hold): the line said at the move and the
    warning that comes a moment later from the checker are lent together, and a new name
    after them (announce.after_said)."""
    names: list[str] = []
    announce.hold(5000)
    announce.announce(focused, "Took back move 9: d8.")
    announce.after_said(lambda: names.append(focused.accessibleDescription()))
    for _ in range(5):  # turns of the event loop go by: nothing is said while it is held
        QApplication.processEvents()
    assert focused.accessibleDescription() == "" and names == []
    announce.announce(focused, "This position can no longer be completed.")
    announce.release()
    qtbot.waitUntil(lambda: names != [])
    joined = "Took back move 9: d8. This position can no longer be completed."
    assert focused.accessibleDescription() == joined and names == [joined]


def test_a_hold_lapses_when_no_answer_comes(qtbot, focused) -> None:
    announce.hold(100)
    announce.announce(focused, "d8, the knight, move 9")
    qtbot.waitUntil(lambda: focused.accessibleDescription() == "d8, the knight, move 9")
