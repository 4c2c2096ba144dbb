"""The searches that build a tour instead of searching for one: divide and conquer
(divide_conquer.py) and the column-by-column strip solver (strip.py), each handing over to an
exact search (search.py) where building cannot serve.

They live apart from search.py so that the plain searches know nothing of the builders,
while the builders (which use the exact search for their tiles) sit on top of both.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import numpy as np

from ..board.board import Board, BoardError
from ..status import Status
from . import divide_conquer, strip
from .listing import circuit_key
from .search import FOUND, GAVE_UP, NO_TOUR, RUNNING, Search


class _BuiltSearch(Search):
    """A tour built without searching, with an exact search (made by then()) to hand over
    to when the building cannot serve."""

    def __init__(
        self, board: Board, start: int, closed: bool, then: Callable[[], Search] | None
    ) -> None:
        super().__init__(board, start, closed)
        self._path = np.zeros(0, dtype=np.int32)
        self._then = then
        self._more: Search | None = None

    @property
    def steps(self) -> int:
        return self._more.steps if self._more is not None else max(len(self._path) - 1, 0)

    @property
    def backtracks(self) -> int:
        return self._more.backtracks if self._more is not None else 0

    @property
    def depth(self) -> int:
        return self._more.depth if self._more is not None else len(self._path)

    @property
    def max_depth(self) -> int:
        return self._more.max_depth if self._more is not None else len(self._path)

    def path(self) -> np.ndarray:
        return self._more.path() if self._more is not None else self._path.copy()

    def final_path(self) -> np.ndarray:
        return self._more.path() if self._more is not None else self._path

    def _built(self, path: np.ndarray) -> None:
        self._path = path
        self.status = FOUND
        self.solutions = 1


class ConstructSearch(_BuiltSearch):
    """A tour built by divide and conquer (divide_conquer.py): no search, linear time.  Where no
    tiling serves the start (a few squares of odd boards), the exact search takes over.

    With lazy set, the tour is kept as its links (one byte a square) and walked only when
    its squares are asked for; path_chunks walks it a piece at a time, so the command line
    writes a tour of 10**8 squares without holding 400 MB of squares.  The walking time is
    added to seconds."""

    bytes_per_square = divide_conquer.BYTES_PER_SQUARE
    lazy = False

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool = False,
        then: Callable[[], Search] | None = None,
    ) -> None:
        super().__init__(board, start, closed, then)
        self._links: divide_conquer.Built | None = None

    @property
    def steps(self) -> int:
        return self._links.size - 1 if self._links is not None else super().steps

    @property
    def depth(self) -> int:
        return self._links.size if self._links is not None else super().depth

    @property
    def max_depth(self) -> int:
        return self.depth

    def path(self) -> np.ndarray:
        if self._links is not None:
            return self._walked(self._links.walk)
        return super().path()

    def final_path(self) -> np.ndarray:
        return self.path() if self._links is not None else super().final_path()

    def path_chunks(self, size: int = 1 << 20) -> Iterator[np.ndarray]:
        if self._links is None:
            yield from super().path_chunks(size)
            return
        before = self._links.seconds
        for chunk in self._links.chunks(size, ahead=True):
            self.seconds += self._links.seconds - before
            before = self._links.seconds
            yield chunk

    def _walked(self, walk: Callable[[], np.ndarray]) -> np.ndarray:
        before = self._links.seconds if self._links is not None else 0.0
        path = walk()
        if self._links is not None:
            self.seconds += self._links.seconds - before
        return path

    def _advance(self, max_steps: int) -> None:
        if self._more is None:
            path = None
            if self.lazy:
                built = divide_conquer.build_links_only(self.board, self.start, self.closed)
                if built is not None:
                    self._links = built
                    self.status = FOUND
                    self.solutions = 1
                    return
            else:
                path = divide_conquer.build(self.board, self.start, self.closed)
            if path is not None:
                self._built(path)
            elif self._then is None:
                self.status = GAVE_UP
                self.reason = "No tiling of this board from this square was found."
            else:
                try:
                    self._more = self._then()
                except BoardError as exc:
                    self.status = GAVE_UP
                    self.reason = f"No tiling serves this square, and the search cannot: {exc}"
            return
        self.status = self._more.advance(max_steps)
        self.reason = self._more.reason
        self.solutions = self._more.solutions


class StripSearch(_BuiltSearch):
    """A board 3 or 4 wide decided column by column (strip.py): exact and linear in the
    length, so no tour found is a proof.  Later solutions come from an exact search, made by
    then() when the first is asked for.

    With a trial, that search runs first for so many moves: on a small board it usually
    answers at once (a tour, or a proof by exhausting every path), before the method's state
    tables are filled."""

    exact = True
    bytes_per_square = strip.BYTES_PER_SQUARE

    #: seconds of work per advance: a few of the method's steps, so Stop acts at once
    SLICE = 0.015

    def __init__(
        self, board: Board, start: int, closed: bool, then: Callable[[], Search], trial: int = 0
    ) -> None:
        super().__init__(board, start, closed, then)
        self._first: np.ndarray | None = None
        self._steps = strip.solve_steps(board, start, closed)
        self._trial = trial
        if trial:
            self._more = then()
            self._more.once = self.once

    def _try(self, max_steps: int) -> None:
        search = self._more
        assert search is not None  # a trial runs the search made in __init__
        before = search.steps
        status = search.advance(min(max_steps, self._trial))
        self._trial = max(self._trial - (search.steps - before), 0)
        if status != RUNNING:
            self._trial = 0  # its answer stands; next solutions continue it
            self.status, self.reason, self.solutions = status, search.reason, search.solutions
        elif not self._trial:
            self._more = None  # it ran long: decide column by column instead

    def _advance(self, max_steps: int) -> None:
        if self._trial:
            self._try(max_steps)
            return
        if self._more is None:
            deadline = time.perf_counter() + self.SLICE
            try:
                while True:
                    next(self._steps)
                    if time.perf_counter() >= deadline:
                        return
            except StopIteration as end:
                path = end.value
            if path is None:
                self.status = NO_TOUR
                self.reason = (
                    "No tour: the column-by-column count of every way a tour can "
                    "cross this narrow board finds none from this square."
                )
            else:
                self._built(path)
            return
        status = self._more.advance(max_steps)
        if (
            status == FOUND
            and self._first is not None
            and np.array_equal(self._more.path(), self._first)
        ):
            self._more.next_solution()  # the tour already shown
            return
        self.status = status
        self.reason = self._more.reason  # once exhausted, it has counted our first tour too
        if status == FOUND:
            self.solutions += 1

    def _once_changed(self) -> None:
        if self._more is not None:
            self._more.once = self.once

    def next_solution(self) -> bool:
        if self.status != FOUND:
            return False
        if self._more is None:
            assert self._then is not None  # a StripSearch is always given one
            self._first = self._path
            self._more = self._then()
            self._more.once = self.once
            if self.once:  # the circuit built is listed: the search lists the others
                self._more.first_key = circuit_key(self._path, self.start)
        elif not self._more.next_solution():
            return False
        self.status = RUNNING
        return True


class CircuitSearch(Search):
    """The Known circuit solver's run: first a closed tour of the board is found (built by
    divide and conquer or column by column where those apply, else searched for from the
    corner), then it is entered at the chosen square.  Finding it is the run's work: its
    steps are the moves of the search that found it (or of the tour built), and its time is
    the run's time, whenever the run does it.  Entering the circuit is a rotation of its
    squares and makes no move."""

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool,
        find: Callable[[], Search],
        step_cap: int,
        no_circuit: Callable[[str], tuple[Status, str]],
    ) -> None:
        super().__init__(board, start, closed)
        self._find = find
        self._inner: Search | None = None
        self._path: np.ndarray | None = None
        self._cap = step_cap
        self._no_circuit = no_circuit

    @property
    def steps(self) -> int:
        return self._inner.steps if self._inner is not None else 0

    @property
    def backtracks(self) -> int:
        return self._inner.backtracks if self._inner is not None else 0

    @property
    def depth(self) -> int:
        if self._path is not None:
            return len(self._path)
        return self._inner.depth if self._inner is not None else 1

    @property
    def max_depth(self) -> int:
        if self._path is not None:
            return len(self._path)
        return self._inner.max_depth if self._inner is not None else 1

    def path(self) -> np.ndarray:
        """The tour entered at the start once found; while the circuit is being found, the
        path of that search (from the board's first square)."""
        if self._path is not None:
            return self._path.copy()
        if self._inner is not None:
            return self._inner.path()
        return np.array([self.start], dtype=np.int64)

    def _advance(self, max_steps: int) -> None:
        if self._inner is None:
            self._inner = self._find()
        inner = self._inner
        status = inner.advance(max(1, min(max_steps, self._cap - inner.steps)))
        if status == FOUND:
            cycle = np.asarray(inner.final_path(), dtype=np.int64)
            at = int(np.flatnonzero(cycle == self.start)[0])
            self._path = np.roll(cycle, -at)
            self.status, self.solutions = FOUND, 1
        elif status == NO_TOUR:
            self.status, self.reason = self._no_circuit(
                "An exhaustive search shows the board has no closed tour."
            )
        elif status != RUNNING:
            self.status, self.reason = GAVE_UP, "No closed tour of this board was found to enter."
        elif inner.steps >= self._cap:
            self.status = GAVE_UP
            self.reason = (
                f"No closed tour of this board was found to enter within {self._cap:,} moves "
                "of the search for one."
            )
