"""Why a theorem rules a tour out, in plain words for a class, with the squares to label on
the board (their colour, or which line of a 4-wide board they lie on)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..words import translate
from .board import Board
from .theorems import closed_tour_impossible, colour_rule, four_wide_rule, open_tour_impossible

#: boards up to this many squares get a label on each square
LABELLED_SQUARES = 400


@dataclass(frozen=True)
class Explanation:
    """What to say, and the label to draw on each square it points at ({} for none)."""

    text: str
    labels: dict[int, str] = field(default_factory=dict)


def _colours(board: Board) -> tuple[int, int, dict[int, str]]:
    """(dark squares, light squares, a 'D' or 'L' on each square of a small board)."""
    dark = sum(1 for s in board.live_squares() if board.colour(int(s)) == 0)
    light = board.squares - dark
    labels = {}
    if board.squares <= LABELLED_SQUARES:
        labels = {int(s): "D" if board.colour(int(s)) == 0 else "L" for s in board.live_squares()}
    return dark, light, labels


def explain(board: Board, start: int | None, closed: bool) -> Explanation | None:
    """The reason no tour of this kind exists, for a person who has not met the theorem;
    None when no theorem rules it out (or the board is not the knight's full rectangle)."""
    if not board.is_knight or board.removed:
        return None
    m = min(board.rows, board.cols)
    if closed and closed_tour_impossible(board.rows, board.cols):
        dark, light = _colours(board)[:2]
        if board.squares % 2 and board.squares > 1:
            return Explanation(
                translate(
                    "explain",
                    "Count the squares: {board} has {dark} dark (D) and {light} light (L). A "
                    "knight always jumps to the other colour, so a tour that comes back to its "
                    "start visits as many light squares as dark ones. Here they are not equal, "
                    "so no closed tour can exist.",
                ).format(board=board.spec, dark=dark, light=light),
                _colours(board)[2],
            )
        if m == 4:
            outer = {0, board.rows - 1} if board.rows == 4 else {0, board.cols - 1}
            labels = {}
            if board.squares <= LABELLED_SQUARES:
                for s in board.live_squares():
                    file, rank = board.coords(int(s))
                    line = rank if board.rows == 4 else file
                    labels[int(s)] = "O" if line in outer else "I"
            return Explanation(
                translate(
                    "explain",
                    "On a board 4 squares wide, a knight on an outer line (O) can only jump to "
                    "an inner line (I), and there are as many O squares as I squares. So a tour "
                    "that comes back to its start must go O, I, O, I… all the way round. But "
                    "the colours alternate too, so every O square would have one colour and "
                    "every I square the other, and that is not so: no closed tour can exist "
                    "(Posa's argument).",
                ),
                labels,
            )
        return Explanation(closed_tour_impossible(board.rows, board.cols))
    if closed:
        return None
    if board.rows == board.cols == 4:
        return _four_by_four(board)
    if open_tour_impossible(board.rows, board.cols):
        return Explanation(
            translate(
                "explain",
                "No tour exists on {board}: every path a knight can make there misses at least "
                "one square. Mathematicians have proved it for every board of this shape (Cull "
                "and De Curtins 1978; Conrad et al. 1994). Search anyway lets you watch a "
                "search try every path and fail.",
            ).format(board=board.spec)
        )
    if start is None:
        return None
    if colour_rule(board, start):
        dark, light, labels = _colours(board)
        name = board.name(start)
        return Explanation(
            translate(
                "explain",
                "Count the squares: {board} has {dark} dark (D) and {light} light (L). A knight "
                "always jumps to the other colour, so a tour goes dark, light, dark, light… "
                "With one more dark square than light, it must start and end on dark. {square} "
                "is light, so no tour can start there.",
            ).format(board=board.spec, dark=dark, light=light, square=name),
            labels,
        )
    if four_wide_rule(board, start):
        return Explanation(four_wide_rule(board, start))
    return None


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
    labels = {
        board.parse_square(name): part for part, names in FOUR_BY_FOUR.items() for name in names
    }
    return Explanation(
        translate(
            "explain",
            "Count the doors. The four corners (C) and the two rings of edge squares (A and B, "
            "four squares each, a knight's move apart) can only be reached from the four "
            "middle squares (M). A path passes each middle square once, in and out: 8 moves "
            "through the middle in all. But going through a corner takes 2 of them (8 for the "
            "four corners), and getting into a ring and out again takes 2 more for each ring: "
            "12. The path's two ends save at most 2, so 10 are needed and only 8 exist: no "
            "knight's path visits all 16 squares (Conrad et al. 1994 prove it for every board "
            "of this shape).",
        ),
        labels,
    )
