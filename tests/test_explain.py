"""core/board/explain.py: a theorem's reason in plain words, with the labels it draws."""

from __future__ import annotations

import pytest
from translated import translations

from knighttour.core.board.board import Board
from knighttour.core.board.explain import explain
from knighttour.core.board.verdict import tour_impossible


@pytest.mark.parametrize(
    ("shape", "start", "closed", "words"),
    [
        ((5, 5), "b1", False, "b1 is light"),
        ((5, 5), "a1", True, "13 dark (D) and 12 light (L)"),
        ((7, 9), "c4", True, "32 dark (D) and 31 light (L)"),
        ((4, 6), "a1", True, "outer line (O)"),
        ((4, 4), "a1", False, "10 are needed and only 8 exist"),
        ((3, 5), "a1", False, "misses at least one square"),
    ],
)
def test_every_reason_a_theorem_gives_is_explained(shape, start, closed, words) -> None:
    board = Board(*shape)
    square = board.parse_square(start)
    assert tour_impossible(board, square, closed)
    why = explain(board, square, closed)
    assert why is not None and words in why.text


def test_the_colour_labels_count_what_the_words_say() -> None:
    board = Board(5, 5)
    why = explain(board, board.parse_square("b1"), False)
    labels = list(why.labels.values())
    assert labels.count("D") == 13 and labels.count("L") == 12
    assert why.labels[board.parse_square("a1")] == "D"


def test_nothing_to_explain_where_a_tour_exists() -> None:
    board = Board(8, 8)
    assert explain(board, 0, False) is None and explain(board, 0, True) is None


def test_the_doors_of_4x4_are_as_the_words_say() -> None:
    """The facts the 4x4 reason rests on, read off the knight's moves: every square is a
    corner, a middle square or on a ring; corners and rings reach the rest only through the
    middle; no two middle squares are a move apart; each ring is a loop of four moves."""
    board = Board(4, 4)
    labels = explain(board, 0, False).labels
    assert sorted(labels) == list(range(16))
    part = {square: labels[square] for square in range(16)}

    def moves(square: int) -> set[int]:
        return {int(w) for w in board.neighbours[square] if w >= 0}

    for square in range(16):
        if part[square] == "C":
            assert {part[w] for w in moves(square)} == {"M"}
        if part[square] in "AB":
            assert {part[w] for w in moves(square)} <= {"M", part[square]}
            assert len([w for w in moves(square) if part[w] == part[square]]) == 2
        if part[square] == "M":
            assert "M" not in {part[w] for w in moves(square)}
    middle = sum(1 for p in part.values() if p == "M")
    corners = sum(1 for p in part.values() if p == "C")
    assert 2 * middle < 2 * corners + 2 * 2 - 2  # 8 moves through the middle, 10 needed


_CLOSED_COLOURS = (
    "Count the squares: {board} has {dark} dark (D) and {light} light (L). A knight always "
    "jumps to the other colour, so a tour that comes back to its start visits as many light "
    "squares as dark ones. Here they are not equal, so no closed tour can exist."
)
_OPEN_COLOURS = (
    "Count the squares: {board} has {dark} dark (D) and {light} light (L). A knight always "
    "jumps to the other colour, so a tour goes dark, light, dark, light… With one more dark "
    "square than light, it must start and end on dark. {square} is light, so no tour can "
    "start there."
)
_FOUR_WIDE = (
    "On a board 4 squares wide, a knight on an outer line (O) can only jump to an inner line "
    "(I), and there are as many O squares as I squares. So a tour that comes back to its "
    "start must go O, I, O, I… all the way round. But the colours alternate too, so every O "
    "square would have one colour and every I square the other, and that is not so: no "
    "closed tour can exist (Posa's argument)."
)
_NEVER_OPEN = (
    "No tour exists on {board}: every path a knight can make there misses at least one "
    "square. Mathematicians have proved it for every board of this shape (Cull and De "
    "Curtins 1978; Conrad et al. 1994)."
)
_COLOUR_LEGEND = (("D", "a dark square"), ("L", "a light square"))
_LINE_LEGEND = (("O", "a square of an outer line"), ("I", "a square of an inner line"))


def _colour_labels(rows: int, cols: int) -> dict[int, str]:
    """D on the corners' colour (file + rank even), L on the other, worked out here."""
    return {r * cols + f: "DL"[(f + r) % 2] for r in range(rows) for f in range(cols)}


def _line_labels(rows: int, cols: int) -> dict[int, str]:
    """O on the two outer lines along the board's long side, I on the two inner ones."""
    labels = {}
    for r in range(rows):
        for f in range(cols):
            line = r if rows == 4 else f
            labels[r * cols + f] = "O" if line in (0, 3) else "I"
    return labels


@pytest.mark.parametrize(
    ("shape", "start", "closed", "text", "legend", "labels"),
    [
        # odd boards, closed: 13 + 12 = 25, 32 + 31 = 63, 221 + 220 = 441 (too many to label)
        ((5, 5), "a1", True, _CLOSED_COLOURS.format(board="5x5", dark=13, light=12),
         _COLOUR_LEGEND, _colour_labels(5, 5)),
        ((7, 9), "c4", True, _CLOSED_COLOURS.format(board="7x9", dark=32, light=31),
         _COLOUR_LEGEND, _colour_labels(7, 9)),
        ((21, 21), "a1", True, _CLOSED_COLOURS.format(board="21x21", dark=221, light=220),
         _COLOUR_LEGEND, {}),
        # odd boards, open, from the other colour: 11 + 10 = 21
        ((3, 7), "b1", False,
         _OPEN_COLOURS.format(board="3x7", dark=11, light=10, square="b1"),
         _COLOUR_LEGEND, _colour_labels(3, 7)),
        ((5, 5), "c2", False,
         _OPEN_COLOURS.format(board="5x5", dark=13, light=12, square="c2"),
         _COLOUR_LEGEND, _colour_labels(5, 5)),
        # 4 wide, closed: either way round; 4x101 is too large to label
        ((4, 6), "a1", True, _FOUR_WIDE, _LINE_LEGEND, _line_labels(4, 6)),
        ((6, 4), "a1", True, _FOUR_WIDE, _LINE_LEGEND, _line_labels(6, 4)),
        ((4, 101), "a1", True, _FOUR_WIDE, _LINE_LEGEND, {}),
        ((4, 100), "a1", True, _FOUR_WIDE, _LINE_LEGEND, _line_labels(4, 100)),  # 400: labelled
        # no open tour at all on 3x5 and 3x6 (Cull and De Curtins; Conrad et al.)
        ((3, 5), "a1", False, _NEVER_OPEN.format(board="3x5"), (), {}),
        ((3, 6), "c2", False, _NEVER_OPEN.format(board="3x6"), (), {}),
        # the theorems' own words where there is nothing to draw
        ((3, 6), "a1", True,
         "No closed tour exists on 3x6: 3x6 is one of the three 3-wide boards excluded "
         "(Schwenk 1991).", (), {}),
        ((1, 1), "a1", True,
         "No closed tour exists on 1x1: a single square has no move to close a circuit "
         "(Schwenk 1991).", (), {}),
        ((4, 5), "a2", False,
         "No tour starts on a2: on a board 4 squares wide every open tour starts and ends on "
         "one of the two outer lines, since outer squares only join inner ones and the "
         "colours must alternate too (Posa's argument).", (), {}),
    ],
)  # fmt: skip
def test_each_explanation_says_its_whole_reason_and_marks_the_squares_it_names(
    shape, start, closed, text, legend, labels
) -> None:
    board = Board(*shape)
    why = explain(board, board.parse_square(start), closed)
    assert why is not None
    assert (why.text, why.legend, why.labels) == (text, legend, labels)


def test_the_four_by_four_doors_are_said_whole_with_their_legend() -> None:
    why = explain(Board(4, 4), 0, False)
    assert why.text == (
        "Count the doors. The four corners (C) and the two rings of edge squares (A and B, "
        "four squares each, a knight's move apart) can only be reached from the four middle "
        "squares (M). A path passes each middle square once, in and out: 8 moves through the "
        "middle in all. But going through a corner takes 2 of them (8 for the four corners), "
        "and getting into a ring and out again takes 2 more for each ring: 12. The path's two "
        "ends save at most 2, so 10 are needed and only 8 exist: no knight's path visits all "
        "16 squares (Conrad et al. 1994 prove it for every board of this shape)."
    )
    assert why.legend == (
        ("C", "a corner"),
        ("A", "a square of one ring"),
        ("B", "a square of the other ring"),
        ("M", "a middle square"),
    )
    named = {"C": "a1 d1 a4 d4", "M": "b2 c2 b3 c3", "A": "b1 a3 c4 d2", "B": "c1 a2 b4 d3"}
    board = Board(4, 4)
    assert why.labels == {
        board.parse_square(name): part for part, names in named.items() for name in names.split()
    }


@pytest.mark.parametrize(
    ("shape", "start", "closed"),
    [((8, 8), "a1", True), ((4, 5), "a1", False), ((5, 5), "a1", False), ((6, 6), "b1", True)],
)
def test_no_explanation_where_no_theorem_applies(shape, start, closed) -> None:
    board = Board(*shape)
    assert explain(board, board.parse_square(start), closed) is None


def test_no_explanation_off_the_knights_full_rectangle_or_without_a_start() -> None:
    """explain speaks of the knight's full rectangle only (holes and other leapers have the
    graph's own reasons); an open tour's colour argument needs the start."""
    from knighttour.core.board.board import build_board

    assert explain(build_board(5, 5, holes=["c3"]), 0, True) is None
    assert explain(build_board(5, 5, leaper=(1, 3)), 0, False) is None
    assert explain(Board(5, 5), None, False) is None
    assert explain(Board(5, 5), None, True) is not None  # the closed one needs no start


@pytest.mark.parametrize(
    ("shape", "start", "closed", "template", "fields", "marks"),
    [
        ((5, 5), "a1", True, _CLOSED_COLOURS, {"board": "5x5", "dark": 13, "light": 12}, "DL"),
        ((3, 7), "b1", False, _OPEN_COLOURS,
         {"board": "3x7", "dark": 11, "light": 10, "square": "b1"}, "DL"),
        ((4, 6), "a1", True, _FOUR_WIDE, {}, "OI"),
        ((3, 5), "a1", False, _NEVER_OPEN, {"board": "3x5"}, ""),
    ],
)  # fmt: skip
def test_a_french_reader_gets_the_french_explanation_its_legend_and_its_letters(
    in_french, shape, start, closed, template, fields, marks
) -> None:
    """The explanation, its legend and the letters on the squares come from the French
    translation file (D and L are F and C there; O and I are E and I)."""
    board = Board(*shape)
    why = explain(board, board.parse_square(start), closed)
    letters = {mark: in_french[("marks", mark)] for mark in marks}
    assert why.text != template.format(**fields)  # not the English
    # the English source the template is (its fields kept, the English letters put in)
    kept = {name: f"{{{name}}}" for name in ("board", "dark", "light", "square")}
    english = {"d": "D", "l": "L", "o": "O", "i": "I"}
    source = next(
        text
        for (context, text) in in_french
        if context == "explain" and _filled(text, {**kept, **english}) == template
    )
    lower = {m.lower(): letters[m] for m in marks}
    assert why.text == in_french[("explain", source)].format(**fields, **lower)
    legends = {"DL": _COLOUR_LEGEND, "OI": _LINE_LEGEND, "": ()}
    legend = [(letters[m], in_french[("marks", meaning)]) for m, meaning in legends[marks]]
    assert list(why.legend) == legend
    assert set(why.labels.values()) <= set(letters.values())


def _filled(text: str, fields: dict[str, str]) -> str | None:
    """text with fields put in; None for a text with fields of its own (another rule's)."""
    try:
        return text.format(**fields)
    except KeyError:
        return None


@pytest.mark.parametrize("code", ["fr", "de"])  # (a corner is C in French, E in German)
def test_a_reader_gets_the_four_by_four_doors_in_their_language(qapp, code: str) -> None:
    from knighttour.gui import i18n

    board = Board(4, 4)
    words = translations(code)
    i18n.install(code)
    try:
        why = explain(board, 0, False)
    finally:
        i18n.install("en")
    letter = {part: words[("marks", part)] for part in "CMAB"}
    source = next(t for (c, t) in words if c == "explain" and t.startswith("Count the doors"))
    assert why.text == words[("explain", source)].format(
        c=letter["C"], m=letter["M"], a=letter["A"], b=letter["B"]
    )
    meanings = {
        "C": "a corner",
        "A": "a square of one ring",
        "B": "a square of the other ring",
        "M": "a middle square",
    }
    assert why.legend == tuple((letter[p], words[("marks", meanings[p])]) for p in "CABM")
    corners = [board.parse_square(name) for name in ("a1", "d1", "a4", "d4")]
    assert {why.labels[s] for s in corners} == {letter["C"]}


@pytest.mark.parametrize("shape", [(3, 4), (4, 3)])
def test_3x4_closed_is_explained_by_its_two_forced_loops(shape) -> None:
    """The argument, checked here without the program's move table: the two loops named
    cover the board, six squares each, each step round a loop is a knight's move, and each
    step is forced (one of its squares has only two moves, so a circuit must take it).  A
    circuit must then take every step of both loops, which already give each square its
    two moves: it is the two loops, not one circuit."""
    board = Board(*shape)
    why = explain(board, None, True)
    assert why is not None
    loops: dict[str, list[str]] = {"A": [], "B": []}
    for square, mark in why.labels.items():
        loops[mark].append(board.name(square))
    assert sorted(map(len, loops.values())) == [6, 6]
    for mark, names in loops.items():
        said = why.text.split(f" ({mark})")[0].rsplit("squares, ", 1)[-1].split(" and ")[-1]
        walked = said.split(", ")
        assert sorted(walked) == sorted(names)
        for a, b in zip(walked, walked[1:] + walked[:1], strict=True):
            (fa, ra), (fb, rb) = _place(a), _place(b)
            assert {abs(fa - fb), abs(ra - rb)} == {1, 2}, (a, b)
            assert 2 in (len(_moves(a, shape)), len(_moves(b, shape))), (a, b)


def _place(name: str) -> tuple[int, int]:
    return ord(name[0]) - 97, int(name[1:]) - 1


def _moves(name: str, shape: tuple[int, int]) -> list[tuple[int, int]]:
    f, r = _place(name)
    jumps = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
    return [
        (f + df, r + dr) for df, dr in jumps if 0 <= f + df < shape[1] and 0 <= r + dr < shape[0]
    ]
