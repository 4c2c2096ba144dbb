"""The catalogue of solvers: contract name -> title, description, exactness, factory."""

from __future__ import annotations

import difflib
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..board.board import Board, BoardError
from ..board.move_table import table_of
from ..board.verdict import end_impossible, tour_impossible
from ..errors import KnightTourError
from ..words import QT_TRANSLATE_NOOP, translate
from . import greedy_kernels, search_kernels
from .factories import (
    SEARCH_BYTES_PER_SQUARE,
    bottom_key,
    bytes_per_square,
    centre_distance2,
    degree_table_of,
    make_auto,
    make_circuit,
    make_dfs,
    make_dfs_to_end,
    make_divide_conquer,
    make_exact_to_end,
    make_greedy,
    make_squirrel_cull,
    roth_key,
)
from .run_loop import STOPPED_REASON
from .search import (
    NO_TOUR,
    STOPPED,
    KnownResult,
    Search,
)
from .symmetric import TURNS, make_symmetric_search


class SolverError(KnightTourError):
    """An unknown solver or a request a solver cannot serve; the message says why."""


@dataclass(frozen=True)
class SolverInfo:
    """What the catalogue knows of one solver."""

    name: str
    title: str
    exact: bool
    closed: bool
    reference: str
    description: str
    factory: Callable[[Board, int, bool, int], Search]
    #: the search for an open tour that ends on a chosen square (board, start, end, seed),
    #: or None when the solver cannot aim at one (the heuristics, the constructions)
    ends: Callable[[Board, int, int, int], Search] | None = None
    #: the solver in one plain sentence, for a first visit (the description gives the
    #: details and the sources)
    plain: str = ""

    def to_json(self) -> dict[str, object]:
        """The solver as `knighttour solvers --json` lists it."""
        return {
            "name": self.name,
            "title": self.title,
            "exact": self.exact,
            "closed": self.closed,
            "reference": self.reference,
            "description": self.description,
        }


SOLVERS: dict[str, SolverInfo] = {}


#: the sources the descriptions cite, by author and title
PETRESCU = "Petrescu, Solving the Knight's Tour Problem with HANA Graph"
SPELCHAN = "Spelchan, Making Knight's Tour"
LIANG = "Liang, Introduction to Java Programming (Knight's Tour case study)"
BGL_BOOK = "Siek, Lee and Lumsdaine, The Boost Graph Library"
JULIA_POST = "a Julia blog post on the knight's tour (2022)"


def _register(
    name: str,
    title: str,
    exact: bool,
    closed: bool,
    reference: str,
    description: str,
    factory,
    ends=None,
    *,
    plain: str,
) -> None:
    SOLVERS[name] = SolverInfo(
        name, title, exact, closed, reference, description, factory, ends, plain
    )


_register(
    "auto",
    QT_TRANSLATE_NOOP("solvers", "Automatic"),
    True,
    True,
    "",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Answers at once where a theorem rules a tour out (Schwenk; Cull and De Curtins; the "
        "colour argument; for other leapers, holes and wrapping, the move graph's colours and "
        "connectivity). Boards of 1,024 squares or more get a tour built by divide and "
        "conquer, and boards 3 or 4 wide are decided column by column (exact, any length; "
        "below 1,024 squares after a short try of the search below); "
        "otherwise it runs an exact search in Warnsdorff order with Roth's "
        "tie-break and full pruning, restarted under shuffled jump orders when it runs long: "
        "on most boards it walks straight to a tour, and it proves when none exists. On boards "
        "of other leapers, with holes, wrapped or in three dimensions, of 100 squares or "
        "fewer, an exact search that chooses moves as edges, with everything each choice "
        "forces, takes turns with that search, and the two get at most 500,000,000 moves; on "
        "larger ones that search gets at most 50,000,000 moves (seconds), unless a step limit "
        "is given: if it has neither found a tour nor proved there is none by then, it ends "
        "saying the question is still open. "
        "The command line shows its progress on stderr while it searches.",
    ),
    make_auto,
    make_exact_to_end,
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Picks the best way for this board by itself: the quickest way to a tour, or "
        "the reason there is none.",
    ),
)
_register(
    "backtracking",
    QT_TRANSLATE_NOOP("solvers", "Backtracking"),
    True,
    True,
    f"{SPELCHAN}; {BGL_BOOK}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Depth-first search: try the jumps in the fixed order, and when the knight is stuck take "
        "the last move back and try the next jump there. Complete but slow: from some squares "
        "of 8x8 it needs billions of moves.",
    ),
    make_dfs(),
    make_dfs_to_end(),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Tries the moves in a fixed order and, at a dead end, steps back and "
        "tries the next move: slow, but it never misses a tour.",
    ),
)
_register(
    "forward-checking",
    QT_TRANSLATE_NOOP("solvers", "Forward checking"),
    True,
    True,
    SPELCHAN,
    QT_TRANSLATE_NOOP(
        "solvers",
        "Backtracking that looks ahead after every move and backs off at once when some "
        "unvisited square has no way in left, instead of discovering it many moves later.",
    ),
    make_dfs(prune=search_kernels.PRUNE_DEAD),
    make_dfs_to_end(prune=search_kernels.PRUNE_DEAD),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Backtracking that turns back as soon as some square can no longer "
        "be reached, instead of waiting for the dead end.",
    ),
)
_register(
    "degree-order",
    QT_TRANSLATE_NOOP("solvers", "Degree order"),
    True,
    True,
    LIANG,
    QT_TRANSLATE_NOOP(
        "solvers",
        "Backtracking with each square's moves sorted once, before the search, by how many moves "
        "the target has on the empty board: corners and edges first.",
    ),
    make_dfs(degree_table=True),
    make_dfs_to_end(degree_table=True),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Backtracking that tries first the squares with the fewest moves on the empty board.",
    ),
)
_register(
    "warnsdorff",
    QT_TRANSLATE_NOOP("solvers", "Warnsdorff"),
    False,
    False,
    f"Warnsdorff 1823; {PETRESCU}; {SPELCHAN}; {BGL_BOOK}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Greedy: always jump to the square with the fewest onward moves; the first in jump order "
        "wins ties. Linear time and usually right, but it never reconsiders, so it can dead-end.",
    ),
    make_greedy(
        greedy_kernels.RULE_FIRST, None, QT_TRANSLATE_NOOP("searches", "Warnsdorff's rule")
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Always jumps to the square with the fewest ways on: a simple rule that "
        "usually finds a tour at once.",
    ),
)
_register(
    "warnsdorff-random",
    QT_TRANSLATE_NOOP("solvers", "Warnsdorff, random ties"),
    False,
    False,
    PETRESCU,
    QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule with ties broken by a seeded random choice (--seed): a different "
        "seed gives a different tour, and a failed run can simply be retried.",
    ),
    make_greedy(
        greedy_kernels.RULE_RANDOM,
        None,
        QT_TRANSLATE_NOOP("searches", "Warnsdorff's rule with random ties"),
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers", "Warnsdorff's rule, choosing by lot between squares that are equally good."
    ),
)
_register(
    "warnsdorff-pohl",
    QT_TRANSLATE_NOOP("solvers", "Warnsdorff, Pohl's tie-break"),
    False,
    False,
    f"Pohl 1967; {PETRESCU}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule with ties broken by applying the rule once more: among tied squares, "
        "prefer the one whose own least-free onward square has the fewest moves; remaining ties "
        "go to the first in jump order.",
    ),
    make_greedy(
        greedy_kernels.RULE_POHL,
        None,
        QT_TRANSLATE_NOOP("searches", "Warnsdorff's rule with Pohl's tie-break"),
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule, looking one move further ahead between squares that are equally good.",
    ),
)
_register(
    "warnsdorff-roth",
    QT_TRANSLATE_NOOP("solvers", "Warnsdorff, Roth's tie-break"),
    False,
    False,
    f"Roth; Ganzfried 2004; {PETRESCU}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule with ties broken towards the square farthest from the centre of the "
        "board, which keeps the knight on the rim until the rim is done.",
    ),
    make_greedy(
        greedy_kernels.RULE_KEY,
        roth_key,
        QT_TRANSLATE_NOOP("searches", "Warnsdorff's rule with Roth's tie-break"),
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule, choosing the square farthest from the centre "
        "between squares that are equally good.",
    ),
)
_register(
    "squirrel-cull",
    QT_TRANSLATE_NOOP("solvers", "Squirrel and Cull"),
    False,
    False,
    "Squirrel and Cull 1996; Ganzfried 2004",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule from a corner of a square board, with ties broken by an order of the "
        "eight directions that changes at a few fixed squares; the orders depend on the board "
        "size mod 8. Linear time, and reported to give a tour on every square board from 5x5 up.",
    ),
    make_squirrel_cull,
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule from a corner, with a fixed order for ties that "
        "changes at set squares: made for square boards.",
    ),
)
_register(
    "warnsdorff-backtracking",
    QT_TRANSLATE_NOOP("solvers", "Warnsdorff with backtracking"),
    True,
    True,
    f"{SPELCHAN}; {JULIA_POST}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "A complete backtracking search that tries the moves at every square in Warnsdorff "
        "order (fewest onward moves first). It follows Warnsdorff's path while that works and "
        "backs up only when it dead-ends, so it never gives up while the step limit lasts.",
    ),
    make_dfs(warnsdorff=True),
    make_dfs_to_end(warnsdorff=True),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Warnsdorff's rule, stepping back at a dead end: quick, and it never misses a tour.",
    ),
)
_register(
    "heuristic-bottom",
    QT_TRANSLATE_NOOP("solvers", "Naive: go to the bottom"),
    False,
    False,
    PETRESCU,
    QT_TRANSLATE_NOOP(
        "solvers",
        "The first rule people try: always jump to the lowest rank available. It fills the "
        "bottom well and then strands the knight at the top; kept to show why Warnsdorff is "
        "needed.",
    ),
    make_greedy(
        greedy_kernels.RULE_KEY_ONLY,
        bottom_key,
        QT_TRANSLATE_NOOP("searches", "The go-to-the-bottom rule"),
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Always goes as low on the board as it can: a rule that looks sensible and gets stuck.",
    ),
)
_register(
    "heuristic-centre",
    QT_TRANSLATE_NOOP("solvers", "Naive: stay near the centre"),
    False,
    False,
    PETRESCU,
    QT_TRANSLATE_NOOP(
        "solvers",
        "Always jump to the square nearest the centre. The knight circles the middle and cuts "
        "off the corners, where it gets stuck; kept to show why Warnsdorff is needed.",
    ),
    make_greedy(
        greedy_kernels.RULE_KEY_ONLY,
        centre_distance2,
        QT_TRANSLATE_NOOP("searches", "The stay-near-the-centre rule"),
    ),
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Always stays as near the centre as it can: another rule that looks "
        "sensible and gets stuck.",
    ),
)
_register(
    "divide-conquer",
    QT_TRANSLATE_NOOP("solvers", "Divide and conquer"),
    False,
    True,
    f"Parberry 1997; {SPELCHAN}",
    QT_TRANSLATE_NOOP(
        "solvers",
        "Cuts the board into blocks of 5 to 10 squares a side, lays a stored tour on each and "
        "joins neighbouring blocks by swapping two moves for two moves across their border: a "
        "tour of a million squares in milliseconds, closed whenever the board has an even number "
        "of squares. Boards 3 or 4 wide are decided column by column instead: a dynamic "
        "programme over the ways a tour can cross each column, exact and linear in the length.",
    ),
    make_divide_conquer,
    plain=QT_TRANSLATE_NOOP(
        "solvers",
        "Cuts a big board into small pieces with known tours and joins them: "
        "huge boards in seconds.",
    ),
)
_register(
    "circuit",
    QT_TRANSLATE_NOOP("solvers", "Known circuit"),
    False,
    True,
    SPELCHAN,
    QT_TRANSLATE_NOOP(
        "solvers",
        "Finds one closed tour of the board (built by divide and conquer or column by column "
        "where those apply, else searched for from the first square), then starts it at the "
        "chosen square: a closed tour can be entered anywhere. Finding the circuit is part of "
        "every run: its moves and its time are the run's.",
    ),
    make_circuit,
    plain=QT_TRANSLATE_NOOP(
        "solvers", "Takes a tour that returns to its start and begins it at the chosen square."
    ),
)


def get_solver(name: str) -> SolverInfo:
    """The catalogue entry for name, in any case and with spaces or underscores for dashes
    ("Warnsdorff", "squirrel cull"); SolverError if unknown, naming the nearest names.

    >>> get_solver("Warnsdorff").name
    'warnsdorff'
    >>> try:
    ...     get_solver("warnsdorf")
    ... except SolverError as error:
    ...     print(error)  # doctest: +NORMALIZE_WHITESPACE
    unknown solver 'warnsdorf'; did you mean warnsdorff, warnsdorff-roth or
    warnsdorff-pohl? (All solvers: knighttour solvers, or knighttour.solvers() in Python)
    """
    info = SOLVERS.get(name) if isinstance(name, str) else None  # (the catalogue's own name)
    if info is not None:
        return info
    key = "-".join(str(name).strip().lower().replace("_", " ").replace("-", " ").split())
    info = SOLVERS.get(key)
    if info is not None:
        return info
    near = difflib.get_close_matches(key, list(SOLVERS), n=3, cutoff=0.6)
    hint = (
        "did you mean "
        + (", ".join(near[:-1]) + " or " + near[-1] if len(near) > 1 else near[0])
        + "? (All solvers: knighttour solvers, or knighttour.solvers() in Python)"
        if near
        else "choose one of: " + ", ".join(SOLVERS)
    )
    raise SolverError(f"unknown solver {name!r}; {hint}")


def make_search(
    board: Board,
    start: int,
    solver: str = "auto",
    closed: bool = False,
    seed: int = 0,
    theorems: bool = True,
    *,
    both_directions: bool = False,
    end: int | None = None,
    symmetric: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> Search:
    """A fresh Search of solver on board from start; SolverError / BoardError when it cannot.
    stop is asked while the board's move table is made (seconds on a 3-D board of millions
    of squares): a search stopped then, already ended, is given.
    theorems=False searches even where a theorem has already said no tour exists (to watch
    a search fail, in a class).

    A closed search's next_solution lists each circuit once (Search.once), whichever way it
    is met first; both_directions=True lists it once in each direction (every circuit
    twice: the two ways round from the start are two tours).

    end: an open tour that ends on this square (exact solvers; the theorems of
    end_impossible first, then a search that keeps end for the last move).

    symmetric: 180 or 90, a closed tour that a half or quarter turn of the board carries
    onto itself (solver auto; the theorems of symmetric.symmetric_impossible first, then
    symmetric.SymmetricSearch)."""
    t0 = time.perf_counter()
    solver = get_solver(solver).name  # (any case: the catalogue's own name from here on)
    if stop is not None and table_of(board, stop) is None:
        return KnownResult(board, start, closed, STOPPED, translate("searches", STOPPED_REASON))
    if stop is not None and solver == "degree-order" and degree_table_of(board, stop) is None:
        # (its own table, seconds on a board of millions of squares: made hearing Stop too)
        return KnownResult(board, start, closed, STOPPED, translate("searches", STOPPED_REASON))
    if symmetric is not None:
        search = _make_symmetric(board, start, solver, symmetric, end, theorems)
        closed = True
    elif end is not None:
        search = _make_search_to_end(board, start, end, solver, closed, seed, theorems)
    else:
        search = _make_search(board, start, solver, closed, seed, theorems)
    search.once = closed and not both_directions
    # the theorems and the tables made for the run are its work too: its time counts them
    search.seconds += time.perf_counter() - t0
    return search


def _make_symmetric(
    board: Board, start: int, solver: str, turn: int, end: int | None, theorems: bool
) -> Search:
    get_solver(solver)
    if solver != "auto":
        raise SolverError(
            f"a symmetric tour is looked for by a search of its own, not by {solver!r}: "
            "leave the solver out (auto)"
        )
    if turn not in TURNS:
        raise SolverError(f"a symmetric tour has a turn of 180 or 90 degrees, not {turn}")
    if end is not None:
        raise SolverError("a symmetric tour is closed: it has no last square to choose")
    if board.is_3d:
        raise SolverError("symmetric tours are looked for on 2-D boards")
    if not 0 <= start < board.size or start in board.holes:
        raise BoardError(f"start square {start} is not on the board")
    board.check_fits(2 * SEARCH_BYTES_PER_SQUARE)
    return make_symmetric_search(board, start, turn, theorems)


def _make_search_to_end(
    board: Board, start: int, end: int, solver: str, closed: bool, seed: int, theorems: bool
) -> Search:
    info = get_solver(solver)
    if closed:
        raise SolverError(
            "a closed tour has no last square to choose: it comes back next to its start; "
            "ask for an open tour to choose where it ends"
        )
    if info.ends is None:
        raise SolverError(
            f"solver {solver!r} cannot aim at a last square; use an exact solver such as "
            "auto or warnsdorff-backtracking"
        )
    for square, what in ((start, "start"), (end, "end")):
        if not 0 <= square < board.size or square in board.holes:
            raise BoardError(f"{what} square {square} is not on the board")
    why = end_impossible(board, start, end) if theorems else ""
    if why:
        return KnownResult(board, start, closed, NO_TOUR, why)
    board.check_fits(SEARCH_BYTES_PER_SQUARE)
    return info.ends(board, start, end, seed)


def _make_search(
    board: Board, start: int, solver: str, closed: bool, seed: int, theorems: bool
) -> Search:
    info = get_solver(solver)
    if closed and not info.closed:
        raise SolverError(
            f"solver {solver!r} cannot look for closed tours; use a solver that can, such "
            "as warnsdorff-backtracking (exact) or circuit (a known circuit)"
        )
    if not 0 <= start < board.size or start in board.holes:
        raise BoardError(f"start square {start} is not on the board")
    # a theorem is a proof whichever solver was asked: no search is started
    why = tour_impossible(board, start, closed) if theorems else ""
    if why:
        return KnownResult(board, start, closed, NO_TOUR, why)
    # before any array of the board's size exists
    board.check_fits(bytes_per_square(board, start, closed, solver))
    return info.factory(board, start, closed, seed)
