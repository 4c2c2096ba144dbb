"""The theorems that say at once when no knight's tour can exist.

Each function returns '' when the theorem allows a tour, else one sentence saying why none
exists.  The named theorems apply to the ordinary knight on a full rectangular board; for
other leapers, holes and wrapped boards, `graph_rules` reads the same kind of proof off the
move graph itself (colour, connectivity, Knuth's criterion for leapers).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from math import gcd

import numpy as np

from ..words import translate
from .board import Board, Board3D
from .graph import GraphFacts, analyse, fewest_moves


def closed_tour_impossible(rows: int, cols: int) -> str:
    """Schwenk's theorem (A. J. Schwenk, "Which rectangular chessboards have a knight's tour?",
    Mathematics Magazine 64 (1991) 325-332): an m x n board with m <= n has a closed tour
    unless m and n are both odd, or m is 1, 2 or 4, or m is 3 and n is 4, 6 or 8."""
    m, n = sorted((rows, cols))
    why = ""
    if m * n == 1:
        why = translate("theorems", "a single square has no move to close a circuit")
    elif m % 2 and n % 2:
        why = translate(
            "theorems",
            "both sides are odd, so the board has an odd number of squares and a circuit, "
            "which alternates colours, cannot cover them",
        )
    elif m == 1:
        why = translate("theorems", "a board 1 square wide has squares with fewer than two moves")
    elif m == 2:
        why = translate("theorems", "a board 2 squares wide has squares with fewer than two moves")
    elif m == 4:
        why = translate(
            "theorems",
            "on a board 4 squares wide the outer ranks can only be joined through the inner "
            "ones, which a circuit cannot do for every square",
        )
    elif m == 3 and n in (4, 6, 8):
        why = translate("theorems", "3x{n} is one of the three 3-wide boards excluded").format(n=n)
    if not why:
        return ""
    return translate("theorems", "No closed tour exists on {board}: {why} (Schwenk 1991).").format(
        board=f"{rows}x{cols}", why=why
    )


def open_tour_impossible(rows: int, cols: int) -> str:
    """The open-tour theorem (P. Cull and J. De Curtins, "Knight's tour revisited", Fibonacci
    Quarterly 16 (1978) 276-285; A. Conrad et al., "Solution of the knight's Hamiltonian path
    problem on chessboards", Discrete Applied Mathematics 50 (1994) 125-134): an m x n board
    with m <= n has an open tour unless it is wider than one square and m is 1 or 2, or m is 3
    and n is 3, 5 or 6, or m = n = 4."""
    m, n = sorted((rows, cols))
    why = ""
    if m == 1 and n > 1:
        why = translate("theorems", "a knight cannot move at all on a board one square wide")
    elif m == 2:
        why = translate(
            "theorems", "on a board two squares wide the knight's moves form separate chains"
        )
    elif m == 3 and n == 3:
        why = translate("theorems", "the centre square of 3x3 cannot be reached by any move")
    elif m == 3 and n in (5, 6):
        why = translate(
            "theorems", "3x{n} is one of the small 3-wide boards with no Hamiltonian path"
        ).format(n=n)
    elif m == 4 and n == 4:
        why = translate("theorems", "4x4 has no Hamiltonian path")
    if not why:
        return ""
    return translate(
        "theorems",
        "No open tour exists on {board}: {why} (Cull and De Curtins 1978; Conrad et al. 1994).",
    ).format(board=f"{rows}x{cols}", why=why)


def colour_rule(board: Board, start: int) -> str:
    """The colour argument: a knight alternates colours, so on a board with an odd number of
    squares every tour has one more square of the corners' colour and must start and end on
    it."""
    if board.squares % 2 == 1 and board.squares > 1 and board.colour(start) != 0:
        return translate(
            "theorems",
            "No tour starts on {square}: the {board} board has an odd number of squares, so a "
            "tour must start and end on the corners' colour and {square} is the other colour.",
        ).format(square=board.name(start), board=board.spec)
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
    return translate(
        "theorems",
        "No tour starts on {square}: on a board 4 squares wide every open tour starts and ends "
        "on one of the two outer lines, since outer squares only join inner ones and the "
        "colours must alternate too (Posa's argument).",
    ).format(square=board.name(start))


def graph_rules(board: Board, start: int | None, closed: bool) -> str:
    """Proofs read off the move graph, for any leaper, holes and wrapping:

    * a leaper whose a + b is even never changes colour, so it cannot tour a board with
      squares of both colours;
    * the squares must all be reachable from one another (Knuth, "Leaper graphs",
      Mathematical Gazette 78 (1994) 274-297: on a full m x n board, m <= n, the
      (a, b)-leaper's graph is connected exactly when gcd(a, b) = 1, a + b is odd,
      m >= a + b and n >= 2b);
    * when the moves alternate between two colour classes, an open tour needs the classes
      within one square of each other in size (and starts on the larger), a closed tour
      needs them equal;
    * a closed tour needs two moves from every square.
    """
    if board.squares <= 1:
        return (
            ""
            if not closed or board.squares == 0
            else translate(
                "theorems", "No closed tour exists: a single square has no move to close a circuit."
            )
        )
    leaper = board.leaper
    if leaper and sum(leaper) % 2 == 0 and board.wrap == "none" and _both_colours(board):
        a, b = leaper
        return translate(
            "theorems",
            "No tour exists: the {a},{b}-leaper never changes colour ({a} + {b} is even), so it "
            "can never reach the squares of the other colour.",
        ).format(a=a, b=b)
    connected, bipartite, counts, side_of = _graph_facts(board)
    if not connected:
        return _not_connected(board)
    if closed:
        weakest, moves = _weakest_square(board)
        if moves < 2:
            return translate(
                "theorems", "No closed tour exists: {square} has fewer than two moves."
            ).format(square=board.name(weakest))
    if bipartite:
        return _colour_classes(board, start, closed, counts, side_of)
    return ""


def _graph_facts(
    board: Board,
) -> tuple[bool, bool, tuple[int, int], Callable[[int], int]]:
    """Whether the move graph is connected and bipartite, its colour classes' sizes, and the
    class of a square (from the board's sides when it is full, else from the graph)."""
    fast = _full_board_facts(board)
    if fast is not None:
        connected, bipartite, counts = fast
        side_of = board.colour
    else:
        facts = move_graph_facts(board)
        connected, bipartite, counts = facts.connected, facts.bipartite, facts.counts

        def side_of(square: int) -> int:
            return int(facts.side[square])

    return connected, bipartite, counts, side_of


def _not_connected(board: Board) -> str:
    """No tour where the moves do not join every square (Knuth's criterion for a leaper on a
    full board)."""
    leaper = board.leaper
    if leaper and not board.holes and board.wrap == "none":
        a, b = leaper
        m, n = sorted((board.rows, board.cols))
        return translate(
            "theorems",
            "No tour exists: the {a},{b}-leaper cannot reach every square of {board} (Knuth "
            "1994: on an m x n board, m <= n, its moves join all the squares only when "
            "gcd(a, b) = 1, a + b is odd, m >= a + b and n >= 2b; here gcd = {gcd}, "
            "a + b = {sum}, m = {m}, n = {n}).",
        ).format(a=a, b=b, board=board.spec, gcd=gcd(a, b), sum=a + b, m=m, n=n)
    return translate(
        "theorems", "No tour exists: the squares fall into separate groups that no move joins."
    )


def _colour_classes(
    board: Board,
    start: int | None,
    closed: bool,
    counts: tuple[int, int],
    side_of: Callable[[int], int],
) -> str:
    """The proofs of a bipartite move graph: its classes' sizes, and the class of start."""
    p, q = counts
    if closed and p != q:
        return translate(
            "theorems",
            "No closed tour exists: every move changes colour class, and the classes have "
            "{p} and {q} squares, so a circuit cannot alternate through them all.",
        ).format(p=p, q=q)
    if not closed and abs(p - q) > 1:
        return translate(
            "theorems",
            "No tour exists: every move changes colour class, and the classes have {p} and "
            "{q} squares, more than one apart.",
        ).format(p=p, q=q)
    if not closed and start is not None and p != q:
        larger = 0 if p > q else 1
        if side_of(start) != larger:
            return translate(
                "theorems",
                "No tour starts on {square}: every move changes colour class, the classes "
                "have {p} and {q} squares, and a tour must start in the larger one.",
            ).format(square=board.name(start), p=p, q=q)
    return ""


#: from this many squares up, a full board's connectivity and colours come from its sides
#: (a board of millions of squares is decided at once, without its move graph)
FACTS_FROM_SIDES = 4096


def _full_board_facts(board: Board) -> tuple[bool, bool, tuple[int, int]] | None:
    """(connected, bipartite, the squares of each colour) of a large full board without
    wrapping, from its sides alone; None where the move graph must be explored.

    On a 2-D board: Knuth's criterion (see graph_rules); a leaper with a + b odd changes
    colour at every move, so its graph is bipartite by colour.  In 3-D (sides a <= b <= c):
    with b >= 3 and c >= 4 every b x c slice is a connected knight's board (the same
    criterion), and a move one step across the slices and two along a side of 3 or more joins
    neighbouring slices, so the box is connected; with b <= 2 no move changes the coordinate
    along c by one, so a box with c > 1 is not.  The 3-D knight moves 1 + 2 squares, so it
    changes colour at every move too."""
    if board.holes or board.wrap != "none" or board.squares < FACTS_FROM_SIDES:
        return None
    if board.is_3d:
        _, b, c = sorted(board.sides)
        if b >= 3 and c >= 4:
            connected = True
        elif b <= 2:
            connected = c <= 1
        else:
            return None
    else:
        leaper = board.leaper
        if leaper is None or sum(leaper) % 2 == 0:
            return None
        x, y = leaper
        m, n = sorted((board.rows, board.cols))
        connected = gcd(x, y) == 1 and m >= x + y and n >= 2 * y
    connected = connected or board.squares == 1
    dark = (board.squares + 1) // 2  # the corners' colour
    return connected, True, (dark, board.squares - dark)


def _both_colours(board: Board) -> bool:
    """Whether the live squares are of both colours (a full board of two squares or more
    is, at once)."""
    if not board.holes:
        return board.squares > 1
    live = board.live_squares()
    colours = (live // board.cols + live % board.cols) % 2
    return bool(colours.min() != colours.max())


def _weakest_square(board: Board) -> tuple[int, int]:
    """A live square with the fewest moves on the empty board, and its moves.  On a full
    board without wrapping only squares near the edges are looked at: a square's moves depend
    on how near each edge it is, up to the longest jump."""
    if board.holes or board.wrap != "none" or board.squares < FACTS_FROM_SIDES:
        return fewest_moves(board.neighbours, _alive(board))
    reach = max(abs(int(c)) for jump in board.jumps for c in jump)
    sides = board.sides
    near = [
        sorted(set(range(min(side, reach + 1))) | set(range(max(0, side - reach - 1), side)))
        for side in sides
    ]
    best: tuple[tuple[int, ...], int] | None = None
    for place in itertools.product(*near):
        moves = sum(
            all(0 <= at + step < side for at, step, side in zip(place, jump, sides, strict=True))
            for jump in board.jumps
        )
        if best is None or moves < best[1]:
            best = (place, moves)
    assert best is not None  # every side has a square
    place, moves = best
    if isinstance(board, Board3D):
        return board.index3(*place), moves
    return board.index(*place), moves


def tour_rule(board: Board, start: int | None, closed: bool) -> tuple[str, str]:
    """(the rule, its sentence) of the theorem that rules out a tour of this kind from
    start, or ('', ''): the rules themselves, run each time (verdict.py keeps their answer)."""
    if not board.is_knight:
        return "graph", graph_rules(board, start, closed)
    if closed:
        return "closed-board", closed_tour_impossible(board.rows, board.cols)
    why = open_tour_impossible(board.rows, board.cols)
    if why:
        return "open-board", why
    if start is not None:
        why = colour_rule(board, start)
        if why:
            return "colour", why
        why = four_wide_rule(board, start)
        if why:
            return "four-wide", why
    return "", ""


def _sides(board: Board, squares: tuple[int, ...]) -> tuple[int, ...] | None:
    """The squares' colour classes when every move changes class (the knight's colours),
    else None (the move graph explored once for them all)."""
    if board.is_knight:
        return tuple(board.colour(square) for square in squares)
    facts = move_graph_facts(board)
    if not (facts.bipartite and facts.connected):
        return None
    return tuple(int(facts.side[square]) for square in squares)


def move_graph_facts(board: Board) -> GraphFacts:
    """The move graph's facts (connected, its colour classes), explored once per board and
    kept on it: every question asked of the board reads them."""
    kept = board.__dict__.get("_graph_facts")
    if kept is None:
        kept = analyse(board.neighbours, _alive(board))
        board.__dict__["_graph_facts"] = kept  # (a frozen board: its cache, as cached_property)
    return kept


def _alive(board: Board) -> np.ndarray:
    """True on the squares a tour must visit (the holes False, none listed)."""
    alive = np.ones(board.size, dtype=bool)
    alive[list(board.holes)] = False
    return alive


def end_rule(board: Board, start: int, end: int) -> tuple[str, str]:
    """(the rule, its sentence) of the theorem that rules out an open tour from start that
    ends on end, or ('', ''):

    * a tour visits each square once, so it cannot end where it starts (but on a board
      of one square, where the tour is that square);
    * the theorems for tours from start (tour_rule), and for tours from end, since a
      tour read backwards is a tour from its last square;
    * colours: every move changes colour (class), so on a board with an even number of
      squares the first and last squares differ in colour, and with an odd number both are of
      the larger class (the corners' colour on the knight's board);
    * an end one move from the start would close the tour into a circuit, which the closed
      tour theorems may rule out (on three squares or more: a circuit needs three);
    * a square with a single move must be one of the two ends."""
    first, last = board.name(start), board.name(end)
    if start == end and board.squares > 1:
        return "end-start", translate(
            "theorems",
            "No tour from {first} ends on {last}: a tour visits each square once, so it cannot "
            "end where it starts (a tour that ends next to its start is a closed tour).",
        ).format(first=first, last=last)
    rule, why = tour_rule(board, start, False)
    if why:
        return rule, why
    sides = _sides(board, (start, end))
    if sides is not None:
        side_first, side_last = sides
        if board.squares % 2 == 0 and side_first == side_last:
            return "end-colour", translate(
                "theorems",
                "No tour from {first} ends on {last}: the board has an even number of squares "
                "and every move changes colour, so a tour's last square is the other colour "
                "from its first; {first} and {last} are the same colour.",
            ).format(first=first, last=last)
        if board.squares % 2 == 1 and side_first != side_last:
            return "end-colour", translate(
                "theorems",
                "No tour from {first} ends on {last}: the board has an odd number of squares "
                "and every move changes colour, so a tour starts and ends on the colour of "
                "which there is one square more, and {last} is the other colour.",
            ).format(first=first, last=last)
    if board.is_knight and four_wide_rule(board, end):
        return "end-four-wide", translate(
            "theorems",
            "No tour ends on {last}: on a board 4 squares wide every open tour starts and ends "
            "on one of the two outer lines, since outer squares only join inner ones and the "
            "colours must alternate too (Posa's argument).",
        ).format(last=last)
    if end in board.moves_from(start) and board.squares > 2:
        # (on two squares a tour is a single move: it closes into no circuit)
        closed = tour_rule(board, None, True)[1]
        if closed:
            return "end-closes", translate(
                "theorems",
                "No tour from {first} ends on {last}: {last} is one move from {first}, so the "
                "tour would close into a circuit, and {why}",
            ).format(first=first, last=last, why=closed[0].lower() + closed[1:])
    if not board.is_knight:
        degrees = board.degrees
        live = board.live_squares()
        lonely = [int(q) for q in live[degrees[live] <= 1] if q not in (start, end)]
        if lonely:
            return "end-single-move", translate(
                "theorems",
                "No tour from {first} ends on {last}: {square} has a single move, so a tour "
                "must start or end there.",
            ).format(first=first, last=last, square=board.name(lonely[0]))
    return "", ""
