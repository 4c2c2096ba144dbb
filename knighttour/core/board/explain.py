"""Why a theorem rules a tour out, in plain words for a class, with the squares to label on
the board (their colour, or which line of a 4-wide board they lie on)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..words import translate
from .board import Board
from .theorems import closed_tour_impossible
from .verdict import Verdict, verdict

#: boards up to this many squares get a label on each square
LABELLED_SQUARES = 400


@dataclass(frozen=True)
class Explanation:
    """What to say, the label to draw on each square it points at ({} for none), and what
    each label means (its legend, in the order to read it)."""

    text: str
    labels: dict[int, str] = field(default_factory=dict)
    legend: tuple[tuple[str, str], ...] = ()


def colour_marks() -> tuple[str, str]:
    """The letters marking a dark square and a light one, in the reader's language (D and
    L in English)."""
    return translate("marks", "D"), translate("marks", "L")


def line_marks() -> tuple[str, str]:
    """The letters marking a square of an outer line and of an inner line of a board 4
    squares wide, in the reader's language (O and I in English)."""
    return translate("marks", "O"), translate("marks", "I")


def colour_legend() -> tuple[tuple[str, str], ...]:
    """What the colour marks mean."""
    dark, light = colour_marks()
    return (
        (dark, translate("marks", "a dark square")),
        (light, translate("marks", "a light square")),
    )


def _colours(board: Board) -> tuple[int, int, dict[int, str]]:
    """(dark squares, light squares, a dark or light mark on each square of a small
    board)."""
    dark = sum(1 for s in board.live_squares() if board.colour(int(s)) == 0)
    light = board.squares - dark
    marks = colour_marks()
    labels = {}
    if board.squares <= LABELLED_SQUARES:
        labels = {int(s): marks[board.colour(int(s)) != 0] for s in board.live_squares()}
    return dark, light, labels


def explain(board: Board, start: int | None, closed: bool) -> Explanation | None:
    """The reason no tour of this kind exists, for a person who has not met the theorem;
    None when no theorem rules it out (or the board is not the knight's full rectangle).
    Read off the board's verdict: the rules are not run again."""
    if not board.is_knight:  # (the knight's full rectangle: no holes, no wrapping)
        return None
    found = verdict(board, start, closed)
    return explain_rule(found) if found is not None else None


def explain_rule(found: Verdict) -> Explanation:
    """The plain words of a verdict, chosen by its rule (the sentence alone where the rule
    has no plainer words: the move graph's proofs, the ends of a tour)."""
    board = found.board
    if found.rule == "closed-board":
        return _no_closed_tour(board)
    if found.rule == "open-board" and board.rows == board.cols == 4:
        return _four_by_four(board)
    if found.rule == "open-board":
        return Explanation(
            translate(
                "explain",
                "No tour exists on {board}: every path a knight can make there misses at least "
                "one square. Mathematicians have proved it for every board of this shape (Cull "
                "and De Curtins 1978; Conrad et al. 1994).",
            ).format(board=board.spec)
        )
    if found.rule == "colour" and found.start is not None:
        return _wrong_colour_start(board, found.start)
    return Explanation(found.sentence)


def _no_closed_tour(board: Board) -> Explanation:
    """Why board has no closed tour: its colours (an odd board), Posa's argument (4 wide), or
    the theorem's sentence."""
    m = min(board.rows, board.cols)
    if board.squares % 2 and board.squares != 1:  # (1x1: no move at all, said below)
        return _odd_colours(board)
    if m == 4:
        return _four_wide_closed(board)
    if sorted((board.rows, board.cols)) == [3, 4]:
        return _three_by_four_closed(board)
    return Explanation(closed_tour_impossible(board.rows, board.cols))


def _forced_loops(board: Board) -> list[list[int]]:
    """The loops the forced moves make: a square with two moves must use both in a
    circuit; on 3x4 those moves give every square two, and they close into loops (each
    listed in the order it is walked)."""
    nbr = board.neighbours
    forced: dict[int, set[int]] = {int(s): set() for s in board.live_squares()}
    for square in forced:
        ways = [int(t) for t in nbr[square] if t >= 0]
        if len(ways) == 2:
            for t in ways:
                forced[square].add(t)
                forced[t].add(square)
    loops: list[list[int]] = []
    seen: set[int] = set()
    for first in sorted(forced):
        if first in seen:
            continue
        loop, here, before = [first], first, -1
        seen.add(first)
        while True:
            step = min(t for t in forced[here] if t != before)
            if step == first:
                break
            loop.append(step)
            seen.add(step)
            before, here = here, step
        loops.append(loop)
    return loops


def _three_by_four_closed(board: Board) -> Explanation:
    """No closed tour on 3x4: the forced moves close into two loops of six squares."""
    loops = _forced_loops(board)
    first, second = translate("marks", "A"), translate("marks", "B")
    labels = {s: (first, second)[k] for k, loop in enumerate(loops) for s in loop}
    return Explanation(
        translate(
            "explain",
            "Count the moves. Every square of {board} with only two moves must use both in a "
            "closed tour, and here those forced moves already give every square its two "
            "moves. They close into two separate loops of six squares, {one} ({a}) and "
            "{two} ({b}), so no single circuit can visit all twelve squares (Schwenk 1991 "
            "lists 3x4 among the boards with no closed tour).",
        ).format(
            board=board.spec,
            one=", ".join(board.name(s) for s in loops[0]),
            two=", ".join(board.name(s) for s in loops[1]),
            a=first,
            b=second,
        ),
        labels,
        (
            (first, translate("marks", "a square of the first loop")),
            (second, translate("marks", "a square of the second loop")),
        ),
    )


def _odd_colours(board: Board) -> Explanation:
    """No closed tour on a board with an odd number of squares: more of one colour."""
    dark, light = _colours(board)[:2]
    d, l = colour_marks()  # noqa: E741 (the letters of the sentence)
    return Explanation(
        translate(
            "explain",
            "Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). "
            "A knight always jumps to the other colour, so a tour that comes back to "
            "its start visits as many light squares as dark ones. Here they are not "
            "equal, so no closed tour can exist.",
        ).format(board=board.spec, dark=dark, light=light, d=d, l=l),
        _colours(board)[2],
        colour_legend(),
    )


def _four_wide_closed(board: Board) -> Explanation:
    """No closed tour on a board 4 squares wide (Posa's argument), its lines marked."""
    outer = {0, board.rows - 1} if board.rows == 4 else {0, board.cols - 1}
    labels = {}
    o, i = line_marks()
    if board.squares <= LABELLED_SQUARES:
        for s in board.live_squares():
            file, rank = board.coords(int(s))
            line = rank if board.rows == 4 else file
            labels[int(s)] = o if line in outer else i
    return Explanation(
        translate(
            "explain",
            "On a board 4 squares wide, a knight on an outer line ({o}) can only jump "
            "to an inner line ({i}), and there are as many {o} squares as {i} squares. "
            "So a tour that comes back to its start must go {o}, {i}, {o}, {i}… all the "
            "way round. But the colours alternate too, so every {o} square would have "
            "one colour and every {i} square the other, and that is not so: no closed "
            "tour can exist (Posa's argument).",
        ).format(o=o, i=i),
        labels,
        (
            (o, translate("marks", "a square of an outer line")),
            (i, translate("marks", "a square of an inner line")),
        ),
    )


def _wrong_colour_start(board: Board, start: int) -> Explanation:
    """No open tour from start: it has the colour of fewer squares."""
    dark, light, labels = _colours(board)
    d, l = colour_marks()  # noqa: E741 (the letters of the sentence)
    name = board.name(start)
    return Explanation(
        translate(
            "explain",
            "Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A "
            "knight always jumps to the other colour, so a tour goes dark, light, dark, "
            "light… With one more dark square than light, it must start and end on dark. "
            "{square} is light, so no tour can start there.",
        ).format(board=board.spec, dark=dark, light=light, square=name, d=d, l=l),
        labels,
        colour_legend(),
    )


#: 4x4's squares by the part they play in the counting of doors (see _four_by_four)
FOUR_BY_FOUR = {
    "C": ("a1", "d1", "a4", "d4"),  # corners
    "M": ("b2", "c2", "b3", "c3"),  # the middle: the only way in and out of the rest
    "A": ("b1", "a3", "c4", "d2"),  # a ring of four edge squares
    "B": ("c1", "a2", "b4", "d3"),  # the other ring
}


def _four_by_four(board: Board) -> Explanation:
    """No knight's path covers 4x4: the corners and both rings of edge squares are reached
    only from the four middle squares, which cannot serve them all."""
    letters = {
        "C": translate("marks", "C"),
        "M": translate("marks", "M"),
        "A": translate("marks", "A"),
        "B": translate("marks", "B"),
    }
    labels = {
        board.parse_square(name): letters[part]
        for part, names in FOUR_BY_FOUR.items()
        for name in names
    }
    c, m, a, b = (letters[part] for part in ("C", "M", "A", "B"))
    return Explanation(
        translate(
            "explain",
            "Count the doors. The four corners ({c}) and the two rings of edge squares ({a} "
            "and {b}, four squares each, a knight's move apart) can only be reached from the "
            "four middle squares ({m}). A path passes each middle square once, in and out: 8 "
            "moves through the middle in all. But going through a corner takes 2 of them (8 "
            "for the four corners), and getting into a ring and out again takes 2 more for "
            "each ring: 12. The path's two ends save at most 2, so 10 are needed and only 8 "
            "exist: no knight's path visits all 16 squares (Conrad et al. 1994 prove it for "
            "every board of this shape).",
        ).format(c=c, m=m, a=a, b=b),
        labels,
        (
            (c, translate("marks", "a corner")),
            (a, translate("marks", "a square of one ring")),
            (b, translate("marks", "a square of the other ring")),
            (m, translate("marks", "a middle square")),
        ),
    )
