"""The window in the real room (room.py): on a real X server at 800x600 with a window manager,
driven by real key events, and heard on the AT-SPI bus as a screen reader hears it.

The layer skips, saying what to install, when this machine lacks the system tools; with
KNIGHTTOUR_REALROOM=required (set by .ci/run) a missing tool fails instead.
"""

from __future__ import annotations

import json
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from .room import HEIGHT, WIDTH, Listener, Room, missing_tools, poll

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "knighttour" / "resources" / "translations"
#: every focusable object's accessible name and role, per tab (update with
#: KNIGHTTOUR_REALROOM_UPDATE=1 after a deliberate change, and read the diff)
EXPECTED_NAMES = Path(__file__).with_name("expected_names.json")
TABS = ("Explore", "Race", "Table", "Play", "Count")


pytestmark = pytest.mark.skipif(
    bool(missing_tools()) and os.environ.get("KNIGHTTOUR_REALROOM") != "required",
    reason="the real room needs system tools: "
    + ", ".join(missing_tools())
    + " (Debian: apt-get install xvfb openbox xdotool x11-utils dbus at-spi2-core "
    "python3-pyatspi)",
)


def said(language: str, source: str) -> str:
    """source (an English string of the window) as the window says it in language: its
    translation in the .ts file, or source itself in English."""
    if language == "en":
        return source
    tree = ET.parse(TRANSLATIONS / f"knighttour_{language}.ts")
    for message in tree.getroot().iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation") or source
    raise KeyError(f"{source!r} is not in the {language} translation")


def head(text: str) -> str:
    """The words of text before its first {field}: what every sentence made from it says."""
    return text.split("{")[0].strip()


@pytest.fixture
def window(room: Room) -> Iterator[Room]:
    """The room with no window open after the test."""
    yield room
    room.close_app()


def _heard(listener: Listener, since: int, language: str, source: str) -> str:
    words = head(said(language, source))
    return listener.wait_announcement(lambda t: words in t, repr(words), since)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_tour_found_and_no_tour_and_why_are_heard(window: Room, language: str) -> None:
    """On 5x5, typed on the board: a1 and Enter is heard as a tour found from a1; b1 and
    Enter as no tour from b1, with why; the square is never said as the old tour has it."""
    window.launch(language, settings="[board]\nrows=5\ncols=5\n")
    listener = window.listen()
    try:
        mark = listener.mark()
        window.type("a1")
        window.keys("Return")
        found = _heard(listener, mark, language, "Open tour found from {square}")
        assert "a1" in found
        mark = listener.mark()
        window.type("b1")
        window.keys("Return")
        because = head(said(language, "{answer}\n\nWhy: {why}").split("\n\n")[1])
        why = listener.wait_announcement(lambda t: because in t and "b1" in t, "why", mark)
        assert head(said(language, "Open tour found from {square}")) not in why
        stale = [t for t in listener.announcements(mark) if re.search(r"b1, \w+ \d", t)]
        assert stale == []  # "b1, move 12" of the tour being replaced is never said
    finally:
        listener.stop()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_step_through_a_tour_is_heard(window: Room, language: str) -> None:
    """On 5x5, a tour found from a1, then Home and Ctrl+Right: each step is heard with its
    move and its square (a1 is the tour's first square, the second is a knight's move
    away: b3 or c2)."""
    window.launch(language, settings="[board]\nrows=5\ncols=5\n")
    listener = window.listen()
    try:
        window.type("a1")
        window.keys("Return")
        _heard(listener, listener.mark(), language, "Open tour found from {square}")
        mark = listener.mark()
        window.keys("Home")
        first = said(language, "Move {n} of {total}: {square}").format(n=1, total=25, square="a1")
        listener.wait_announcement(lambda t: t == first, repr(first), mark)
        mark = listener.mark()
        window.keys("ctrl+Right")
        second = head(
            said(language, "Move {n} of {total}: {square}").format(n=2, total=25, square="")
        )
        heard = listener.wait_announcement(lambda t: t.startswith(second), repr(second), mark)
        assert heard[len(second) :].strip() in ("b3", "c2")
    finally:
        listener.stop()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_plays_warning_is_heard(window: Room, language: str) -> None:
    """On the Play tab of 5x5, b1 d2 c4 b2 d3 e5 typed on the board: the warning that the
    knight on e5 has no move left is heard, not only the move."""
    window.launch(language, settings="[board]\nrows=5\ncols=5\n")
    listener = window.listen()
    try:
        window.keys("ctrl+4")
        mark = listener.mark()
        for square in ("b1", "d2", "c4", "b2", "d3", "e5"):
            window.type(square)
            window.keys("Return")
        warning = "the knight on {square} has no move left: you visited {done} of {all} squares"
        heard = _heard(listener, mark, language, warning)
        assert "e5" in heard
    finally:
        listener.stop()


def test_a_tab_gone_to_by_its_shortcut_says_again_that_its_board_has_the_focus(
    window: Room,
) -> None:
    """Ctrl+4: the Play board takes the focus, and says so again once the tab list's
    selection change is out (Orca 46-50 handle the selection after the focus, and took the
    page tab for the focus: the board went unheard; knighttour/gui/tab_switch.py)."""
    window.launch("en")
    listener = window.listen()
    try:
        mark = listener.mark()
        window.keys("ctrl+4")

        def board_focused_twice() -> bool:
            boards = [e for e in listener.focused(mark) if e.role == "filler" and e.detail1]
            return len(boards) >= 2

        poll(board_focused_twice, "the Play board's focus said twice")
        assert board_focused_twice()
    finally:
        listener.stop()


def test_a_plays_warning_is_lent_before_the_boards_new_name(window: Room) -> None:
    """8x8 Play, c3 b5 a7 c8 e7 g6 e5 f7: the warning (found by the checker, a moment after
    the move) reaches the focused board's description before the board's new name: named
    first, the board was read afresh by Orca 48 with the warning already in its
    description, and the warning's own change was dropped as known."""
    window.launch("en")
    listener = window.listen()
    try:
        window.keys("ctrl+4")
        for square in ("c3", "b5", "a7", "c8", "e7", "g6", "e5"):
            mark = listener.mark()
            window.type(square)
            window.keys("Return")
            listener.wait_announcement(lambda t, s=square: t.startswith(s), square, mark)
        mark = listener.mark()
        window.type("f7")
        window.keys("Return")
        warning = "This position can no longer be completed"
        listener.wait_announcement(lambda t: warning in t, "the warning", mark)
        listener.wait_announcement(lambda t: t.startswith("f7, the knight"), "f7", mark)
        said = listener.announcements(mark)
        first_warning = next(i for i, t in enumerate(said) if warning in t)
        first_name = next(i for i, t in enumerate(said) if t.startswith("f7, the knight"))
        assert first_warning < first_name, said
    finally:
        listener.stop()


def test_the_window_opens_inside_the_800_by_600_screen(window: Room) -> None:
    """The window's frame, with openbox's decorations, is inside the screen at launch."""
    window.launch("en")
    x, y, width, height = window.frame()
    assert x >= 0 and y >= 0, (x, y)
    assert x + width <= WIDTH and y + height <= HEIGHT, (x, y, width, height)


@pytest.mark.parametrize("close", ["ctrl+q", "alt+F4"])
def test_the_window_opened_again_is_inside_the_screen(window: Room, close: str) -> None:
    """Closed (by the program's Quit, or the window manager's close) with its place saved,
    and opened again: the frame, title bar included, is inside the screen (a pupil once saw
    it come back with its title bar above the screen's top edge, out of the mouse's reach)."""
    window.launch("en")
    window.keys(close)
    assert window.app is not None
    window.app.wait(20)
    window.launch(again=True)
    x, y, width, height = window.frame()
    assert x >= 0 and y >= 0, (x, y, width, height)
    assert x + width <= WIDTH and y + height <= HEIGHT, (x, y, width, height)


def test_presentation_mode_gives_the_board_80_percent_of_the_screen(window: Room) -> None:
    """F11 on 800x600: the board's squares (its view less the coordinates' margins) take at
    least 80% of the screen's height, and two steps of larger text keep them there."""
    window.launch("en")
    least = 0.8 * min(WIDTH, HEIGHT)

    def board_side() -> int:
        boards = [r for r in window.tree() if r["role"] == "filler" and r["extents"]]
        boards = [r for r in boards if "Board" in r["name"] or r["name"][:1].islower()]
        x, y, w, h = boards[0]["extents"]
        assert x >= 0 and y >= 0 and x + w <= WIDTH and y + h <= HEIGHT
        return min(w, h) - 2 * 22  # the margin of the coordinates (painting/geometry.py)

    window.keys("F11")
    assert poll(lambda: board_side() >= least, "the board to take the screen")
    window.keys("ctrl+plus", "ctrl+plus")
    assert poll(lambda: board_side() >= least, "the board at larger text")


def _names_of_tab(room: Room, index: int) -> list[list[str]]:
    room.keys(f"ctrl+{index + 1}")
    tab = said("en", TABS[index])

    def shown() -> list[dict]:
        rows = room.tree()
        # the tab list says which tab is open once the switch is done
        tabs = [r for r in rows if r["role"] == "page tab" and r.get("selected")]
        return rows if not tabs or tabs[0]["name"] == tab else []

    rows = poll(shown, f"the {TABS[index]} tab on the bus")
    assert isinstance(rows, list)
    # Qt names a combo box by its value on Linux and gives its label as a relation, which
    # a screen reader reads first ("Solver:, Automatic, combo box"): the label is kept too
    return sorted(
        # a list's items are its contents (how many show depends on the list's height)
        {
            (r["role"], r["name"], r["label"])
            for r in rows
            if r["focusable"] and r["role"] not in ("list item", "table cell")
        }  # type: ignore
    )


def test_every_focusable_object_has_the_name_of_the_baseline(window: Room) -> None:
    """Every focusable object on each tab, as the bus names it, is the baseline's (and none
    is unnamed or named by its value)."""
    window.launch("en")
    found = {tab: [list(pair) for pair in _names_of_tab(window, i)] for i, tab in enumerate(TABS)}
    if os.environ.get("KNIGHTTOUR_REALROOM_UPDATE"):
        EXPECTED_NAMES.write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n")
    unnamed = [(tab, role) for tab, rows in found.items() for role, name, _ in rows if not name]
    assert unnamed == []
    unlabelled = [
        (tab, name)
        for tab, rows in found.items()
        for role, name, label in rows
        if role == "combo box" and not label
    ]
    assert unlabelled == []  # a combo box's name is its value: its label says what it is
    assert found == json.loads(EXPECTED_NAMES.read_text(encoding="utf-8"))


def _row(room: Room, role: str, name: str) -> dict:
    """The showing object of role and name (waiting for it to be on the bus)."""

    def found() -> dict:
        return next((r for r in room.tree() if r["role"] == role and r["name"] == name), {})

    row = poll(found, f"the {role} {name!r} on the bus")
    assert isinstance(row, dict)
    return row


def test_the_keyboards_one_rule_and_a_dead_access_key_in_french(window: Room) -> None:
    """Real key events, in French, a tour of 5x5 on the board: Right moves the board's
    square and leaves the tour; Ctrl+Right steps the tour and leaves the square.  Alt+P
    (Dé&part) goes to the Start field; Alt+G, whose label (Re&garder) is under closed
    options, types nothing there."""
    window.launch("fr", settings="[board]\nrows=5\ncols=5\n")
    listener = window.listen()
    try:
        mark = listener.mark()
        window.type("a1")
        window.keys("Return")
        _heard(listener, mark, "fr", "Open tour found from {square}")
        move = said("fr", "Move shown")
        prefix = said("fr", "Move ")

        def move_box() -> str:
            return str(_row(window, "spin button", move)["text"])

        window.keys("Home")
        assert poll(lambda: move_box() == f"{prefix}1", "the tour at its first move")
        mark = listener.mark()
        window.keys("Right")
        square = listener.wait_announcement(lambda t: t.startswith("b1"), "b1", mark)
        assert "1" in square  # "b1, coup n": the square, said with its move
        window.keys("ctrl+Right", "ctrl+Right")
        assert poll(lambda: move_box() == f"{prefix}3", "the tour at its third move")
        window.keys("ctrl+Left")
        assert poll(lambda: move_box() == f"{prefix}2", "the tour back at its second move")
        board = [r for r in window.tree() if r.get("focused")]
        assert board and board[0]["name"].startswith("b1")  # the square did not move
        start = said("fr", "Start square")
        window.keys("alt+p")
        assert poll(lambda: _row(window, "text", start)["focused"], "the Start field")
        window.keys("alt+g", "alt+G")
        window.type("c3")
        assert poll(lambda: _row(window, "text", start)["text"] == "c3", "c3 typed")
    finally:
        listener.stop()


@pytest.mark.parametrize("text", ["", "text=1.3\n", "text=1.5\n"])
def test_leaving_presentation_mode_gives_the_window_back_as_it_was(window: Room, text: str) -> None:
    """F11 twice on 800x600, More options open, the text as the system's or larger: the
    window came back larger than the screen at -1,-20, its title bar above it (the text was
    set back only after the window left full screen, its least size still the
    presentation's), and kept that place when opened again."""
    window.launch("en", settings=text)
    more = [r for r in window.tree() if r["name"] == "More options" and r["extents"]]
    x, y, w, h = more[0]["extents"]  # (opened, the options below grow the side panel)
    window._run("xdotool", "mousemove", str(x + w // 2), str(y + h // 2), "click", "1")
    assert poll(
        lambda: any(r["name"] == "Ends on" for r in window.tree() if r["extents"]), "more options"
    )
    before = window.frame()
    assert before[1] >= 0 and before[1] + before[3] <= HEIGHT, before
    window.keys("F11")
    assert poll(lambda: window.frame()[2:] == (WIDTH, HEIGHT), "the window to fill the screen")
    window.keys("F11")

    assert poll(lambda: window.frame()[2:] != (WIDTH, HEIGHT), "the window to leave full screen")

    def inside() -> tuple[int, int, int, int] | None:
        x, y, width, height = window.frame()
        inside = x >= 0 and y >= 0 and x + width <= WIDTH and y + height <= HEIGHT
        return (x, y, width, height) if inside else None

    x, y, width, height = poll(inside, "the window inside the screen")  # type: ignore[misc]
    assert abs(width - before[2]) <= 2 and abs(height - before[3]) <= 2, (before, (width, height))
