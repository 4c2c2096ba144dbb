"""solve, solutions and why_no_tour: the command line's ``knighttour solve``, from Python.

Both run the one solve of core/solve/pipeline.py that the command line runs (the theorems
first, the kernels loaded, the search driven by the one run loop), so the answers are the
command line's."""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

import numpy as np

from ..core.board.board import BoardError
from ..core.solve import pipeline
from ..core.solve.catalogue import SolverError, get_solver
from ..core.solve.run_loop import Drive
from ..core.solve.search import FOUND, Search
from .board import Board, Square, as_board, is_whole, square_of
from .progress import Clock, ProgressCallback, StopCallback
from .tour import Tour

if TYPE_CHECKING:
    from ..core.drawing.picture import Picture


def _drive(
    max_steps: int | None, progress: ProgressCallback | None, stop: StopCallback | None
) -> Drive:
    """The run loop of a solve: the step limit, the stop, progress as Progress records."""
    if max_steps is not None and (not is_whole(max_steps) or max_steps < 1):
        raise SolverError(f"max_steps must be a whole number of at least 1, not {max_steps!r}")
    clock = Clock(progress)

    def tell(search: Search) -> None:
        total = max_steps if max_steps is not None else search.step_cap
        clock.tell(
            search.steps,
            total,
            f"searching: {search.steps:,} moves, {search.backtracks:,} taken back, "
            f"{search.depth:,} of {search.board.squares:,} squares on the path",
        )

    return Drive(
        max_steps=max_steps,
        since=0,
        only_needed=True,
        stop=stop,
        progress=tell if progress is not None else None,
    )


def _prepared(
    board: Board | str | int,
    start: Square,
    solver: str,
    closed: bool,
    end: Square | None,
    symmetric: int | None,
    seed: int,
    both_directions: bool = False,
) -> tuple[Board, Search, dict[str, object]]:
    """The board, the search made by the one pipeline, and what each Tour records of it."""
    made = as_board(board)
    first = square_of(made, start)
    last = square_of(made, end)
    if first is None:
        raise BoardError("a tour needs a start square, such as 'a1'")
    if not isinstance(closed, bool | np.bool_):
        raise SolverError(f"closed is True or False, not {closed!r}")
    if not is_whole(seed):
        raise SolverError(f"seed is a whole number, not {seed!r}")
    name = get_solver(solver).name
    if symmetric is not None:
        closed = True  # a symmetric tour is a closed one
    search = pipeline.prepare(
        made._core,
        first,
        solver,
        closed,
        int(seed),
        both_directions=both_directions,
        end=last,
        symmetric=symmetric,
    )
    record: dict[str, object] = {
        "board": made,
        "start": made.name(first),
        "solver": name,
        "closed": bool(closed),
        "end": made.name(last) if last is not None else None,
        "symmetric": symmetric,
    }
    return made, search, record


def _tour(record: dict[str, object], search: Search, squares: tuple[int, ...]) -> Tour:
    status = FOUND if squares else search.status
    return Tour(
        status=str(status),
        reason=search.reason,
        squares=squares,
        steps=search.steps,
        backtracks=search.backtracks,
        seconds=search.seconds,
        **record,  # type: ignore[arg-type]
    )


def solve(
    board: Board | str | int,
    start: Square,
    *,
    solver: str = "auto",
    closed: bool = False,
    end: Square | None = None,
    symmetric: int | None = None,
    seed: int = 0,
    max_steps: int | None = None,
    progress: ProgressCallback | None = None,
    stop: StopCallback | None = None,
) -> Tour:
    """Find a tour from start: the answer of ``knighttour solve BOARD --start START``.

    A theorem answers at once where no tour can exist; otherwise the solver searches.

    Parameters
    ----------
    board
        A :class:`Board`, or its spec (``"8"``, ``"5x6"``, ``"4x4x4"``).
    start
        The first square: a name such as ``"a1"`` (or an index).
    solver
        A name from :func:`solvers`; ``"auto"`` picks the best for the board.
    closed
        Ask for a closed tour (its last square a move from its first).
    end
        Ask for an open tour that ends on this square (exact solvers).
    symmetric
        180 or 90: a closed tour that a half or a quarter turn carries onto itself.
    seed
        The seed of the solvers that break ties at random.
    max_steps
        Give up after this many moves (None: no limit but the solver's own).
    progress
        Called now and then with a :class:`~knighttour.api.Progress` while it searches.
    stop
        Asked between chunks of the search; when it says True, the search ends with status
        ``'stopped'``.  Interrupting the kernel (Ctrl-C) ends it with ``'gave-up'``.

    Returns
    -------
    Tour
        The tour found, or why there is none (``status``, ``reason``).

    Raises
    ------
    KnightTourError
        An unknown solver, a square off the board, a request the solver cannot serve.

    Examples
    --------
    >>> import knighttour
    >>> tour = knighttour.solve(knighttour.Board("8"), "a1")
    >>> tour.status, tour.names[:3]
    ('found', ('a1', 'c2', 'a3'))
    >>> answer = knighttour.solve("5", "b1")
    >>> answer.status, answer.steps
    ('no-tour', 0)
    >>> print(answer.reason)  # doctest: +NORMALIZE_WHITESPACE
    No tour starts on b1: the 5x5 board has an odd number of squares, so a tour must
    start and end on the corners' colour and b1 is the other colour.
    >>> knighttour.solve("6", "a1", closed=True, solver="warnsdorff-backtracking").is_closed
    True
    """
    _, search, record = _prepared(board, start, solver, closed, end, symmetric, seed)
    for found in pipeline.found_tours(search, _drive(max_steps, progress, stop)):
        return _tour(record, search, tuple(found.path().tolist()))
    return _tour(record, search, ())


def solutions(
    board: Board | str | int,
    start: Square,
    *,
    solver: str = "auto",
    closed: bool = False,
    end: Square | None = None,
    symmetric: int | None = None,
    seed: int = 0,
    max_steps: int | None = None,
    both_directions: bool = False,
    progress: ProgressCallback | None = None,
    stop: StopCallback | None = None,
) -> Iterator[Tour]:
    """Every distinct tour from start, one after another (``knighttour solve --solutions``).

    The parameters are :func:`solve`'s; the solver must be exact.  Each circuit is listed
    once (not once each way round) unless both_directions.  max_steps caps the moves of
    the whole listing; the iteration ends when the search has no more tours.

    Yields
    ------
    Tour
        Each tour found, with the moves made so far.

    Examples
    --------
    >>> import itertools, knighttour
    >>> first = list(itertools.islice(knighttour.solutions("5", "a1"), 3))
    >>> [tour.names[:4] for tour in first]
    [('a1', 'c2', 'e1', 'd3'), ('a1', 'c2', 'e1', 'd3'), ('a1', 'c2', 'e1', 'd3')]
    >>> len({tour.squares for tour in first})
    3
    >>> circuits = knighttour.solutions("6", "a1", closed=True, solver="backtracking")
    >>> [tour.is_closed for tour in itertools.islice(circuits, 3)]
    [True, True, True]
    """
    if not get_solver(solver).exact:
        raise SolverError(f"solutions needs an exact solver; {solver!r} is a heuristic")
    _, search, record = _prepared(
        board, start, solver, closed, end, symmetric, seed, both_directions
    )
    drive = _drive(max_steps, progress, stop)
    return (
        _tour(record, found, tuple(found.path().tolist()))
        for found in pipeline.found_tours(search, drive)
    )


@dataclass(frozen=True, repr=False)
class Reason:
    """Why no tour of a kind exists: the theorem, and its argument in plain words with the
    letters it puts on the squares.  Shows in a notebook as the words and the board.

    Attributes
    ----------
    board : Board
    start : str or None
    closed : bool
    end : str or None
    theorem : str
        The theorem in one sentence with its source: the command line's ``reason``.
    explanation : str
        The argument for a reader who has not met the theorem (the window's *Why?*).
    labels : Mapping[str, str]
        A letter on squares the explanation points at (D and L for the colours, ...).
    """

    board: Board
    start: str | None
    closed: bool
    end: str | None
    theorem: str
    explanation: str
    labels: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def picture(self, *, size: int = 520) -> Picture:
        """The board with the explanation's letters on its squares."""
        from ..core.drawing.boards import labels_scene
        from ..core.drawing.picture import Picture

        core = self.board._core
        marks = {core.parse_square(name): text for name, text in self.labels.items()}
        return Picture(labels_scene(core, marks, longest=size, title=self.theorem))

    def _repr_html_(self) -> str:
        words = f"<p>{html.escape(self.explanation)}</p>"
        if self.labels:
            words += self.picture(size=360).to_svg()
        return words

    def __str__(self) -> str:
        return self.explanation

    def __repr__(self) -> str:
        return f"Reason({self.theorem!r})"


def why_no_tour(
    board: Board | str | int,
    start: Square | None = None,
    *,
    closed: bool = False,
    end: Square | None = None,
) -> Reason | None:
    """The theorem that rules out a tour from start (any start: None; to end, if given),
    or None when no theorem does (a tour may still not exist: a search decides).

    Parameters
    ----------
    board
        A :class:`Board` or its spec.
    start
        The first square, or None for tours from anywhere.
    closed
        Closed tours.
    end
        The last square of an open tour.

    Returns
    -------
    Reason or None
        The theorem and its argument in plain words.

    Examples
    --------
    >>> import knighttour
    >>> why = knighttour.why_no_tour("5", "b1")
    >>> print(why)  # doctest: +NORMALIZE_WHITESPACE
    Count the squares: 5x5 has 13 dark (D) and 12 light (L). A knight always jumps to the
    other colour, so a tour goes dark, light, dark, light… With one more dark square than
    light, it must start and end on dark. b1 is light, so no tour can start there.
    >>> why.labels["a1"], why.labels["b1"]
    ('D', 'L')
    >>> knighttour.why_no_tour("3x4", closed=True).theorem
    'No closed tour exists on 3x4: 3x4 is one of the three 3-wide boards excluded (Schwenk 1991).'
    >>> knighttour.why_no_tour("8", "a1") is None
    True
    """
    from ..core.board.explain import explain
    from ..core.board.theorems import end_impossible, tour_impossible
    from ..core.solve import solver_kernels

    made = as_board(board)
    core = made._core
    first, last = square_of(made, start), square_of(made, end)
    if not core.is_knight:
        solver_kernels.GRAPH.ready()  # the move graph's theorems
    if last is not None:
        if first is None:
            raise SolverError("a tour that ends on a square needs the square it starts on")
        theorem = end_impossible(core, first, last)
        plain = None
    else:
        theorem = tour_impossible(core, first, closed)
        plain = explain(core, first, closed) if theorem else None
    if not theorem:
        return None
    labels = {core.name(square): text for square, text in (plain.labels if plain else {}).items()}
    return Reason(
        made,
        made.name(first) if first is not None else None,
        bool(closed),
        made.name(last) if last is not None else None,
        theorem,
        plain.text if plain is not None else theorem,
        MappingProxyType(labels),
    )
