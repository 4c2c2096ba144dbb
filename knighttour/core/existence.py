"""The theorems that say at once when no knight's tour can exist.

Each function returns '' when the theorem allows a tour, else one sentence saying why none
exists.  They apply to the ordinary knight on a full rectangular board.
"""

from __future__ import annotations

from .board import Board


def closed_tour_impossible(rows: int, cols: int) -> str:
    """Schwenk's theorem (A. J. Schwenk, "Which rectangular chessboards have a knight's tour?",
    Mathematics Magazine 64 (1991) 325-332): an m x n board with m <= n has a closed tour
    unless m and n are both odd, or m is 1, 2 or 4, or m is 3 and n is 4, 6 or 8."""
    m, n = sorted((rows, cols))
    why = ""
    if m * n == 1:
        why = "a single square has no move to close a circuit"
    elif m % 2 and n % 2:
        why = ("both sides are odd, so the board has an odd number of squares and a circuit, "
               "which alternates colours, cannot cover them")
    elif m in (1, 2):
        why = f"a board {m} square{'s' if m > 1 else ''} wide has squares with fewer than two moves"
    elif m == 4:
        why = ("on a board 4 squares wide the outer ranks can only be joined through the inner "
               "ones, which a circuit cannot do for every square")
    elif m == 3 and n in (4, 6, 8):
        why = f"3x{n} is one of the three 3-wide boards excluded"
    return f"No closed tour exists on {rows}x{cols}: {why} (Schwenk 1991)." if why else ""


def open_tour_impossible(rows: int, cols: int) -> str:
    """The open-tour theorem (P. Cull and J. De Curtins, "Knight's tour revisited", Fibonacci
    Quarterly 16 (1978) 276-285; A. Conrad et al., "Solution of the knight's Hamiltonian path
    problem on chessboards", Discrete Applied Mathematics 50 (1994) 125-134): an m x n board
    with m <= n has an open tour unless it is wider than one square and m is 1 or 2, or m is 3
    and n is 3, 5 or 6, or m = n = 4."""
    m, n = sorted((rows, cols))
    why = ""
    if m == 1 and n > 1:
        why = "a knight cannot move at all on a board one square wide"
    elif m == 2:
        why = "on a board two squares wide the knight's moves form separate chains"
    elif m == 3 and n == 3:
        why = "the centre square of 3x3 cannot be reached by any move"
    elif m == 3 and n in (5, 6):
        why = f"3x{n} is one of the small 3-wide boards with no Hamiltonian path"
    elif m == 4 and n == 4:
        why = "4x4 has no Hamiltonian path"
    return (f"No open tour exists on {rows}x{cols}: {why} "
            "(Cull and De Curtins 1978; Conrad et al. 1994).") if why else ""


def colour_rule(board: Board, start: int) -> str:
    """The colour argument: a knight alternates colours, so on a board with an odd number of
    squares every tour has one more square of the corners' colour and must start and end on
    it."""
    if board.squares % 2 == 1 and board.squares > 1 and board.colour(start) != 0:
        return (f"No tour starts on {board.name(start)}: the {board.spec} board has an odd number "
                "of squares, so a tour must start and end on the corners' colour "
                f"and {board.name(start)} is the other colour.")
    return ""


def four_wide_rule(board: Board, start: int) -> str:
    """On a 4 x n board every move joins an outer line to an inner one, so in an open tour no
    two outer squares are consecutive: with as many outer squares as inner ones the path must
    alternate outer and inner except at one place, and it cannot alternate throughout, because
    then (moves also alternating colours) all outer squares would share one colour.  So it
    starts and ends on an outer line (the argument Posa used for closed tours on 4 x n)."""
    if min(board.rows, board.cols) != 4:
        return ""
    file, rank = board.coords(start)
    line, width = (rank, board.rows) if board.rows == 4 else (file, board.cols)
    if line in (0, width - 1):
        return ""
    return (f"No tour starts on {board.name(start)}: on a board 4 squares wide every open "
            "tour starts and ends on one of the two outer lines, since outer squares only "
            "join inner ones and the colours must alternate too (Posa's argument).")


def tour_impossible(board: Board, start: int | None, closed: bool) -> str:
    """'' when no theorem rules out a tour of this kind from start, else the reason."""
    if not board.is_knight:
        return ""
    if closed:
        return closed_tour_impossible(board.rows, board.cols)
    why = open_tour_impossible(board.rows, board.cols)
    if not why and start is not None:
        why = colour_rule(board, start) or four_wide_rule(board, start)
    return why
