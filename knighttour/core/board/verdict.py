"""The theorems' verdict on one question: is a tour of this kind ruled out on this board (from
this start, to this end)?  Asked once per board and question: the answer is kept on the
board, and every layer (a request's plan, the search it makes, the count, the window's
answer, its explanation in plain words) reads the same Verdict instead of asking again.

The rules themselves are in theorems.py (``tour_rule``, ``end_rule``); the plain words and the
letters on the squares in explain.py (``explain_rule``), chosen by the verdict's rule, never by
running the rules again.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import words
from . import theorems
from .board import Board

#: the rules a verdict names (``Verdict.rule``)
RULES = (
    "closed-board",  # Schwenk: no closed tour on this shape of board
    "open-board",  # Cull and De Curtins; Conrad et al.: no open tour on this shape
    "colour",  # an odd board: a tour starts on the corners' colour
    "four-wide",  # 4 wide: an open tour starts on an outer line (Posa's argument)
    "graph",  # the move graph's proofs (leapers, holes, wrapping, 3-D)
    "end-start",  # a tour cannot end where it starts
    "end-colour",  # the colours of the two ends
    "end-four-wide",  # 4 wide: an open tour ends on an outer line
    "end-closes",  # an end next to the start closes a circuit the board cannot have
    "end-single-move",  # a square with one move must be an end
)


@dataclass(frozen=True)
class Verdict:
    """A theorem rules a tour out: which rule, and its sentence with its source.

    Attributes
    ----------
    board, start, closed, end
        The question: tours of board from start (None: any), closed or open, to end.
    rule
        One of RULES.
    sentence
        The theorem in one sentence with its source (the command line's ``reason``).
    """

    board: Board
    start: int | None
    closed: bool
    end: int | None
    rule: str
    sentence: str


def verdict(
    board: Board, start: int | None, closed: bool, end: int | None = None
) -> Verdict | None:
    """The theorems' verdict on tours of board from start (None: from anywhere), closed or
    open, ending on end (an open tour's last square, or None): None when no theorem rules
    them out (a search may still find none).  Asked once per board and question: kept on
    the board.

    Examples
    --------
    >>> from knighttour.core.board.board import Board
    >>> board = Board(5, 5)
    >>> found = verdict(board, board.parse_square("b1"), False)
    >>> found.rule
    'colour'
    >>> verdict(board, board.parse_square("b1"), False) is found
    True
    >>> verdict(board, board.parse_square("a1"), False) is None
    True
    """
    if closed and end is None:
        start = None  # (a closed tour has no first square: one verdict for every start)
    key = (start, bool(closed), end, words.generation())  # (its sentence in today's language)
    kept: dict[tuple[int | None, bool, int | None, int], Verdict | None]
    kept = board.__dict__.setdefault("_verdicts", {})  # (a frozen board's cache)
    if key in kept:
        return kept[key]
    found = _evaluate(board, start, bool(closed), end)
    kept[key] = found
    return found


def _evaluate(board: Board, start: int | None, closed: bool, end: int | None) -> Verdict | None:
    """Run the rules for one question (the only place that does)."""
    if end is not None:
        if start is None:
            raise ValueError("a tour's end is asked with its start")
        rule, sentence = theorems.end_rule(board, start, end)
    else:
        rule, sentence = theorems.tour_rule(board, start, closed)
    if not sentence:
        return None
    return Verdict(board, start, closed, end, rule, sentence)


def tour_impossible(board: Board, start: int | None, closed: bool) -> str:
    """'' when no theorem rules out a tour of this kind from start, else the reason in one
    sentence: the sentence of the board's verdict."""
    found = verdict(board, start, closed)
    return found.sentence if found is not None else ""


def end_impossible(board: Board, start: int, end: int) -> str:
    """'' when no theorem rules out an open tour from start that ends on end, else the
    reason in one sentence: the sentence of the board's verdict (theorems.end_rule lists the
    arguments)."""
    found = verdict(board, start, False, end)
    return found.sentence if found is not None else ""
