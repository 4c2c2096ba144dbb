"""solve, solutions and why_no_tour: the command line's ``knighttour solve``, from Python.

Both run the one solve of core/solve/pipeline.py that the command line runs (the theorems
first, the kernels loaded, the search driven by the one run loop), so the answers are the
command line's."""

from __future__ import annotations

import html
import warnings
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

import numpy as np

from ..core.board.board import BoardError
from ..core.errors import is_interrupt
from ..core.solve import pipeline
from ..core.solve.catalogue import SolverError
from ..core.solve.run_loop import INTERRUPTED_REASON, Drive
from ..core.solve.search import FOUND, NO_TOUR, Search
from ..core.words import translate
from .board import Board, Square, as_board, is_whole, square_of
from .errors import at_the_door, interrupted_with
from .progress import (
    Clock,
    ProgressCallback,
    StopCallback,
    note_interrupt,
)
from .tour import SolveStatus, Tour

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
    listing: bool = False,
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
    asked = pipeline.request(
        made._core,
        first,
        solver,
        bool(closed),
        int(seed),
        end=last,
        symmetric=symmetric,
        both_directions=both_directions,
        listing=listing,
    )
    search = pipeline.prepare(asked)
    record: dict[str, object] = {
        "board": made,
        "start": made._core.name(first),
        "solver": asked.solver,
        "closed": asked.closed,
        "end": made._core.name(last) if last is not None else None,
        "symmetric": symmetric,
    }
    return made, search, record


def _tour(record: dict[str, object], search: Search, squares: tuple[int, ...]) -> Tour:
    status = FOUND if squares else search.status
    return Tour(
        status=cast(SolveStatus, str(status)),
        reason=search.reason,
        squares=squares,
        steps=search.steps,
        backtracks=search.backtracks,
        seconds=search.seconds,
        **record,  # type: ignore[arg-type]
    )


@at_the_door
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
        ``'stopped'``.  Interrupting the kernel (Ctrl-C) ends it with ``'gave-up'`` and
        raises ``Interrupted``, its ``answer`` (and ``knighttour.interrupted()``) the Tour.

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
    drive = _drive(max_steps, progress, stop)
    try:
        for found in pipeline.found_tours(search, drive):
            return _tour(record, search, tuple(found.path().tolist()))
        return _tour(record, search, ())
    finally:
        if drive.interrupted:
            note_interrupt()


@at_the_door
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
) -> Listing:
    """Every distinct tour from start, one after another (``knighttour solve --solutions``).

    The parameters are :func:`solve`'s; the solver must be exact.  Each circuit is listed
    once (not once each way round) unless both_directions.  max_steps caps the moves of
    the whole listing; the iteration ends when the search has no more tours, or is cut short
    (the step limit or stop: then a :class:`CutShortWarning` says so; an interrupt raises
    ``Interrupted``).

    Returns
    -------
    Listing
        An iterator of each tour found (with the moves made so far); once it ends, its
        ``complete``, ``status`` and ``reason`` say why.

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
    _, search, record = _prepared(
        board, start, solver, closed, end, symmetric, seed, both_directions, listing=True
    )
    return Listing(record, search, _drive(max_steps, progress, stop))


class CutShortWarning(UserWarning):
    """A listing of tours ended before its last tour: at its step limit, by its stop, or by
    an interrupt (the tours it gave are every tour it found)."""


class Listing(Iterator[Tour]):
    """The tours of :func:`solutions`, one at a time.  Once it has ended, ``complete`` says
    whether every tour was listed, and ``status`` and ``reason`` why it ended; a listing cut
    short by a step limit or a stop also says so with a :class:`CutShortWarning`, and one
    cut short by an interrupt raises ``Interrupted`` (so the loop over it stops).

    Attributes
    ----------
    listed : int
        The tours given so far.
    status : str
        ``'listing'`` until it ends, then ``'complete'``, ``'gave-up'`` (the step limit, or
        an interrupt) or ``'stopped'`` (the stop callable).
    reason : str
        Why it ended, in one sentence ('' while listing).

    Examples
    --------
    >>> import warnings, knighttour
    >>> listing = knighttour.solutions("5", "a1", max_steps=2000)
    >>> with warnings.catch_warnings(record=True) as said:
    ...     warnings.simplefilter("always")
    ...     tours = list(listing)
    >>> len(tours), listing.complete, listing.status
    (109, False, 'gave-up')
    >>> print(said[0].message)  # doctest: +NORMALIZE_WHITESPACE
    the listing ended before its last tour, after 109 tours: The step limit of 2,000
    moves was reached.
    >>> everything = knighttour.solutions("5", "a1")
    >>> sum(1 for _ in everything), everything.complete
    (304, True)
    """

    def __init__(self, record: dict[str, object], search: Search, drive: Drive) -> None:
        self._record, self._search, self._drive = record, search, drive
        self._tours = pipeline.found_tours(search, drive)
        self.listed = 0
        self.status = "listing"
        self.reason = ""

    @property
    def complete(self) -> bool:
        """True once every tour has been listed."""
        return self.status == "complete"

    def __iter__(self) -> Listing:
        return self

    def __next__(self) -> Tour:
        if self.status != "listing":
            raise StopIteration
        try:
            found = next(self._tours)
            tour = _tour(self._record, found, tuple(found.path().tolist()))
        except StopIteration:
            self._end()
            if self._drive.interrupted:  # (heard in the search)
                raise interrupted_with("solutions", self) from None
            raise
        except (KeyboardInterrupt, SystemError) as exc:
            if not is_interrupt(exc):  # (an interrupt between two runs of the search)
                raise
            self._drive.interrupted = True
            self._end()
            raise interrupted_with("solutions", self) from None
        self.listed += 1
        return tour

    def _end(self) -> None:
        if self.status != "listing":
            return
        search = self._search
        if self._drive.interrupted:  # (said by the Interrupted raised)
            self.status, self.reason = "gave-up", translate("searches", INTERRUPTED_REASON)
            return
        self.reason = search.reason
        self.status = "complete" if search.status == NO_TOUR else str(search.status)
        if not self.complete:
            warnings.warn(
                CutShortWarning(
                    f"the listing ended before its last tour, after {self.listed:,} tour"
                    f"{'s' if self.listed != 1 else ''}: {self.reason}"
                ),
                stacklevel=3,
            )

    def __repr__(self) -> str:
        said = f"{self.listed:,} tour{'s' * (self.listed != 1)} listed"
        if self._drive.interrupted:  # (list(...) of them is lost with the interrupt)
            said += " before the interrupt (list(...) loses them; a for loop keeps them)"
        return f"<Listing: {said}, {self.status}>"


#: why_no_tour searches exhaustively from a start on boards up to this many squares, when no
#: theorem answers, with at most SEARCHED_MOVES moves (a fraction of a second)
SEARCHED_SQUARES = 36
SEARCHED_MOVES = 20_000_000


def _searched_out(made: Board, first: int | None, closed: bool, last: int | None) -> Reason | None:
    """Where no theorem answers, on a small board and from a start: the exhaustive search's
    proof that no tour starts there (None when it finds one, or cannot tell in its moves)."""
    from ..core.solve.search import NO_TOUR

    core = made._core
    if first is None or core.squares > SEARCHED_SQUARES:
        return None
    asked = pipeline.request(core, first, "auto", closed, end=last)
    search = pipeline.prepare(asked)
    Drive(max_steps=SEARCHED_MOVES, since=0, only_needed=True).run(search)
    if search.status != NO_TOUR:
        return None
    kind = "closed tour" if closed else "tour"
    end = made.name(last) if last is not None else None
    to, ending = (f" to {end}", f" and ends on {end}") if end is not None else ("", "")
    name = made.name(first)
    sentence = (
        f"No {kind} from {name}{to} on {made.spec}: an exhaustive search tried every path "
        f"from {name} ({search.steps:,} moves) and none visits all {core.squares:,} squares."
    )
    plain = (
        f"No theorem rules it out, but a search that tried every path a knight can make from "
        f"{name} ({search.steps:,} moves, {search.backtracks:,} of them taken back) found "
        f"none that visits all {core.squares:,} squares{ending}, so no {kind} starts there."
    )
    return Reason(made, name, closed, end, sentence, plain)


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


@at_the_door
def why_no_tour(
    board: Board | str | int,
    start: Square | None = None,
    *,
    closed: bool = False,
    end: Square | None = None,
) -> Reason | None:
    """The theorem that rules out a tour from start (any start: None; to end, if given); on
    a board of 36 squares or fewer, where no theorem does, the exhaustive search from start
    that proves none exists; None when neither does.

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
    >>> print(knighttour.why_no_tour("3x4", "b1").theorem)  # doctest: +NORMALIZE_WHITESPACE
    No tour from b1 on 3x4: an exhaustive search tried every path from b1 (10 moves) and
    none visits all 12 squares.
    """
    from ..core.board.explain import explain_rule
    from ..core.board.verdict import verdict
    from ..core.solve import solver_kernels

    made = as_board(board)
    core = made._core
    first, last = square_of(made, start), square_of(made, end)
    if last is not None and first is None:
        raise SolverError("a tour that ends on a square needs the square it starts on")
    if not core.is_knight:
        solver_kernels.GRAPH.ready()  # the move graph's theorems
    found = verdict(core, first, bool(closed), last)
    if found is None:
        return _searched_out(made, first, bool(closed), last)
    plain = explain_rule(found)
    labels = {core.name(square): text for square, text in plain.labels.items()}
    return Reason(
        made,
        made.name(first) if first is not None else None,
        bool(closed),
        made.name(last) if last is not None else None,
        found.sentence,
        plain.text,
        MappingProxyType(labels),
    )
