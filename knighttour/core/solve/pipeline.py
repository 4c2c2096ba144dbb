"""One solve, start to end, as the command line and the library (``knighttour.solve``) both
run it: the search made (the theorems first), its kernels loaded before its clock starts,
then driven to a tour and, for an exact solver, on to the next ones.

Nothing here prints or formats: the command line turns what it yields into its JSON and
its text, the library into ``knighttour.Tour`` objects, so both give the same answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..board.board import Board
from . import solver_kernels
from .catalogue import SOLVERS, SolverError, get_solver, make_search
from .run_loop import Drive
from .search import FOUND, Search


@dataclass(frozen=True)
class SolveRequest:
    """One solve asked, normalised once (whichever door asked): the board, the start, the
    solver by its catalogue name (asked in any case), closed (a symmetric tour is a closed
    one), the seed, an open tour's chosen end, the symmetry asked, and whether a listing
    gives each circuit in both directions."""

    board: Board
    start: int
    solver: str = "auto"
    closed: bool = False
    seed: int = 0
    end: int | None = None
    symmetric: int | None = None
    both_directions: bool = False


def request(
    board: Board,
    start: int,
    solver: str = "auto",
    closed: bool = False,
    seed: int = 0,
    *,
    end: int | None = None,
    symmetric: int | None = None,
    both_directions: bool = False,
    listing: bool = False,
) -> SolveRequest:
    """The request of a solve, checked once: an unknown solver refused (with the nearest
    names), a listing of every tour (solutions) refused to a heuristic; SolverError."""
    info = get_solver(solver)
    if listing and not info.exact:
        exact = ", ".join(name for name, entry in SOLVERS.items() if entry.exact)
        raise SolverError(
            f"listing every tour needs an exact solver; {info.name!r} is a heuristic "
            f"(exact: {exact})"
        )
    closed = bool(closed) or symmetric is not None  # a symmetric tour is a closed one
    return SolveRequest(
        board, int(start), info.name, closed, int(seed), end, symmetric, both_directions
    )


def search_of(
    asked: SolveRequest, *, stop: Callable[[], bool] | None = None, theorems: bool = True
) -> Search:
    """The search a request runs (the theorems' verdict first: a search that has ended),
    not yet driven; stop is asked while a large board's tables are made; theorems=False
    searches even where a theorem says no tour exists (Search anyway)."""
    return make_search(
        asked.board,
        asked.start,
        asked.solver,
        asked.closed,
        asked.seed,
        theorems,
        both_directions=asked.both_directions,
        end=asked.end,
        symmetric=asked.symmetric,
        stop=stop,
    )


def prepare(
    asked: SolveRequest, *, lazy: bool = False, stop: Callable[[], bool] | None = None
) -> Search:
    """The search a solve runs, ready to drive: a theorem's answer at once (a search that
    has ended), else the solver's search with the kernels it calls loaded, and those only
    (so that a first compilation is not counted in its seconds, and a first comparison
    does not compile every solver's).  lazy: a tour built by divide and conquer is walked a
    chunk at a time when read, never held whole (the command line writing it to a file).
    stop is asked while tables are made and kernels wait to load."""
    from .constructions import ConstructSearch

    if not asked.board.is_knight:  # the move graph's theorems: loaded before the run's clock
        solver_kernels.GRAPH.ready(stop)
    search = search_of(asked, stop=stop)
    if lazy and isinstance(search, ConstructSearch):
        search.lazy = True
    solver_kernels.load_for(search, stop)
    return search


def found_tours(search: Search, drive: Drive) -> Iterator[Search]:
    """Drive search to its first tour and yield it (the search itself: its path() is the
    tour, its counters the work so far); asked for more, go on to the next distinct tour
    (exact solvers), until the search ends without one.  When the iteration ends, the
    search's status and reason say why (no-tour once every tour was listed, gave-up at the
    step limit, stopped)."""
    while True:
        drive.run(search)
        if search.status != FOUND:
            return
        yield search
        if not search.next_solution():
            return
