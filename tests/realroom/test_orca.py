"""The window heard through the real screen reader: Orca (Debian's package: 43 on Debian 12;
or the one KNIGHTTOUR_ORCA names, such as Orca 48 in a Debian 13 root) in the real room
(room.py), driven by real key events, its speech read from its debug log (orca.py).  The
lesson a blind pupil follows, in English and French: a tour found from c3 and three steps
through it, no tour from b1 of 5x5 and why, Play to its two warnings and an undo, and a Tab
walk of the Explore tab.  Each answer is spoken, and spoken once.

The layer skips, saying what to install, when this machine lacks Orca or the room's tools;
with KNIGHTTOUR_REALROOM=required (set by .ci/run) a missing tool fails instead.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator

import pytest

from .orca import Orca, orca_version
from .room import Room, missing_tools
from .test_realroom import head, said

MISSING = missing_tools() + ([] if orca_version() else ["orca (orca)"])

pytestmark = pytest.mark.skipif(
    bool(MISSING) and os.environ.get("KNIGHTTOUR_REALROOM") != "required",
    reason="the real screen reader needs: " + ", ".join(MISSING),
)

LANGUAGES = ["en", "fr"]
FIVE = "[board]\nrows=5\ncols=5\n"
#: Orca falls quiet this long once it has said all an action makes it say
QUIET = 1.0


@pytest.fixture
def with_orca(room: Room, request: pytest.FixtureRequest) -> Iterator[Callable[..., Orca]]:
    """start(language, settings=""): Orca started and ready, then the window launched in
    the room; both ended after the test (Orca's log kept in the room's folder)."""
    if MISSING:
        pytest.fail("the real screen reader needs: " + ", ".join(MISSING), pytrace=False)
    started: list[Orca] = []

    def start(language: str, settings: str = "") -> Orca:
        # as a blind pupil has it: the screen reader first, then the program
        orca = Orca(room.env, room.folder / re.sub(r"\W", "_", request.node.name))
        started.append(orca)
        orca.wait_ready()
        room.launch(language, settings=settings)
        orca.quiet_for(QUIET)
        return orca

    try:
        yield start
    finally:
        for orca in started:
            orca.stop()
        room.close_app()


def _after(orca: Orca, room: Room, *keys: str, typed: str = "") -> list[str]:
    """Type typed, press keys, and return what Orca said once it fell quiet."""
    mark = orca.mark()
    if typed:
        room.type(typed)
    if keys:
        room.keys(*keys)
    orca.quiet_for(QUIET)
    return orca.since(mark)


def _once(spoken: list[str], words: str) -> str:
    """The one utterance of spoken that has words (failing when none or several have)."""
    found = [t for t in spoken if words in t]
    assert len(found) == 1, (words, spoken)
    return found[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tour_found_and_three_steps_are_spoken_once(
    room: Room, with_orca: Callable[..., Orca], language: str
) -> None:
    """8x8, c3 typed on the board and Enter: the tour found is spoken once, open or closed
    and from c3; Home, then Ctrl+Right three times: each move spoken once; never a bare
    percentage."""
    orca = with_orca(language)
    mark = orca.mark()
    room.type("c3")
    room.keys("Return")
    kinds = [head(said(language, f"{k} tour found from {{square}}")) for k in ("Open", "Closed")]
    orca.wait_for(lambda t: any(k in t for k in kinds), "the tour found", mark)
    orca.quiet_for(QUIET)
    spoken = orca.since(mark)
    found = [t for t in spoken if any(k in t for k in kinds)]
    assert len(found) == 1 and "c3" in found[0], spoken
    spoken = _after(orca, room, "Home")
    first = said(language, "Move {n} of {total}: {square}").format(n=1, total=64, square="c3")
    _once(spoken, first)
    step = head(said(language, "Move {n} of {total}: {square}"))
    for n in (2, 3, 4):
        spoken = _after(orca, room, "ctrl+Right")
        words = said(language, "Move {n} of {total}: {square}").format(n=n, total=64, square="")
        line = _once(spoken, words.strip())
        assert re.search(r"[a-h][1-8]$", line), line
        assert step in line
    percents = [t for t in orca.since(0) if re.fullmatch(r"\d+ (percent|pour cent)\.?", t)]
    assert percents == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_tour_from_b1_and_why_are_spoken_once(
    room: Room, with_orca: Callable[..., Orca], language: str
) -> None:
    """5x5, b1 and Enter: no tour from b1, with why, spoken once."""
    orca = with_orca(language, FIVE)
    mark = orca.mark()
    room.type("b1")
    room.keys("Return")
    because = head(said(language, "{answer}\n\nWhy: {why}").split("\n\n")[1])
    orca.wait_for(lambda t: because in t and "b1" in t, "no tour from b1 and why", mark)
    orca.quiet_for(QUIET)
    _once(orca.since(mark), because)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plays_two_warnings_and_an_undo_are_spoken(
    room: Room, with_orca: Callable[..., Orca], language: str
) -> None:
    """Play on 8x8, c3 b5 a7 c8 e7 g6 e5 f7 typed: the warning that h8 is lost is spoken
    once; d8 next: the second warning, spoken once; Ctrl+Z: the move taken back is said."""
    orca = with_orca(language)
    _after(orca, room, "ctrl+4")
    warning = said(language, "This position can no longer be completed:")
    for square in ("c3", "b5", "a7", "c8", "e7", "g6", "e5"):
        spoken = _after(orca, room, "Return", typed=square)
        assert not [t for t in spoken if warning in t], (square, spoken)
    spoken = _after(orca, room, "Return", typed="f7")
    assert "h8" in _once(spoken, warning)
    spoken = _after(orca, room, "Return", typed="d8")
    assert "h8" in _once(spoken, warning)
    spoken = _after(orca, room, "ctrl+z")
    taken = head(said(language, "Took back move {n}: {square}."))
    assert "d8" in _once(spoken, taken)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tab_walk_of_explore_reads_the_answer_and_the_counters(
    room: Room, with_orca: Callable[..., Orca], language: str
) -> None:
    """After a tour found from c3, Tab through the Explore tab: the answer and the run's
    counters are read with their text, not only their names."""
    orca = with_orca(language)
    room.type("c3")
    room.keys("Return")
    kinds = [head(said(language, f"{k} tour found from {{square}}")) for k in ("Open", "Closed")]
    orca.wait_for(lambda t: any(k in t for k in kinds), "the tour found")
    orca.quiet_for(QUIET)
    walk: list[str] = []
    for _ in range(18):
        walk += _after(orca, room, "Tab")
    answer = said(language, "The answer about the board")
    counters = said(language, "What the run has done")
    read = [t for t in walk if answer in t]
    assert read and any(k in read[0] for k in kinds), walk
    read = [t for t in walk if counters in t]
    assert read and re.search(r"\d", read[0]), walk


def test_help_is_read_line_by_line_with_the_arrows(
    room: Room, with_orca: Callable[..., Orca]
) -> None:
    """F1 opens How to use; Down reads its next line (the arrows only scrolled it, and Orca
    read its title alone)."""
    from knighttour.gui.help import HOW_TO_USE

    orca = with_orca("en")
    _after(orca, room, "F1")
    spoken = _after(orca, room, "Down") + _after(orca, room, "Down")
    words = " ".join(HOW_TO_USE.split())
    # a line of the text (the keys named in it are filled in: a line's first words are the
    # text's own where the line does not begin with a key)
    assert any(len(t) > 20 and " ".join(t.split()[:3]) in words for t in spoken), spoken
