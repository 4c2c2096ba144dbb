"""One solve, start to end, as the command line and the library (``knighttour.solve``) both
run it: the search made (the theorems first), its kernels loaded before its clock starts,
then driven to a tour and, for an exact solver, on to the next ones.

Nothing here prints or formats: the command line turns what it yields into its JSON and
its text, the library into ``knighttour.Tour`` objects, so both give the same answers.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..board.board import Board
from . import solver_kernels
from .catalogue import get_solver, make_search
from .run_loop import Drive
from .search import FOUND, Search


def prepare(
    board: Board,
    start: int,
    solver: str = "auto",
    closed: bool = False,
    seed: int = 0,
    *,
    both_directions: bool = False,
    end: int | None = None,
    symmetric: int | None = None,
    lazy: bool = False,
) -> Search:
    """The search a solve runs, ready to drive: a theorem's answer at once (a search that
    has ended), else the solver's search with the kernels it calls loaded (so that a first
    compilation is not counted in its seconds).  A symmetric tour is a closed one.  lazy: a
    tour built by divide and conquer is walked a chunk at a time when read, never held
    whole (the command line writing it to a file)."""
    from .constructions import ConstructSearch

    solver = get_solver(solver).name  # an unknown name is refused before any work
    if symmetric is not None:
        closed = True
    if not board.is_knight:  # the move graph's theorems: loaded before the run's clock starts
        solver_kernels.GRAPH.ready()
    search = make_search(
        board,
        start,
        solver,
        closed,
        seed,
        both_directions=both_directions,
        end=end,
        symmetric=symmetric,
    )
    if lazy and isinstance(search, ConstructSearch):
        search.lazy = True
    solver_kernels.load_for(search)
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
