"""RestartSearch: the exact search in Warnsdorff order, restarted under shuffled jump orders
when it runs long (Automatic's search where no construction applies)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..board.board import Board
from ..board.move_table import SLICE
from ..status import Status
from . import search_kernels
from .search import FOUND, NO_TOUR, RUNNING, DfsSearch, Search

#: moves in one turn of an attempt: a kept first attempt and a restarted one take turns
TURN = 4096


class _NextAttempt:
    """A restarted attempt being made: its board's move table, the old one's columns in the
    shuffled jump order, is filled a slice of SLICE squares per call, by a kernel without
    the GIL (on 8 million squares the table is 768 MB: reordered by numpy in one step it
    held the GIL, and kept Stop waiting, for a second or two), then the search is made."""

    def __init__(self, board: Board, reordered: Board, start: int, key: np.ndarray) -> None:
        self.board, self.start, self.key = reordered, start, key
        self._source: np.ndarray | None = None
        self._order = np.zeros(0, dtype=np.int64)
        self._done = 0
        if board.wrap == "none":
            # the same moves in another order: the table's columns reordered, not made again
            self._source = board.neighbours
            order = [board.jumps.index(jump) for jump in reordered.jumps]
            self._order = np.array(order, dtype=np.int64)
            reordered.__dict__["neighbours"] = np.empty_like(self._source)

    def fill_slice(self) -> bool:
        """Reorder the next slice of the table; True once the whole table is made."""
        if self._source is None:
            return True
        table = self.board.neighbours
        high = min(len(table), self._done + SLICE)
        search_kernels.reorder_columns(self._source, self._order, table, self._done, high)
        self._done = high
        return high == len(table)


class RestartSearch(Search):
    """The exact Warnsdorff-order search, restarted with shuffled jump orders when it runs
    long: heavy-tailed searches (long narrow boards, where one early mistake costs millions of
    moves) usually finish at once under another order.

    Every attempt is a complete search (from the same start; for a circuit, from any square,
    since a circuit passes them all), so an attempt that runs out of moves proves there is no
    tour, and the budgets grow without bound (by a quarter each time), so the search stays
    exact.  The first attempt is
    the plain search with the board's own order and the given key.

    With keep_first, the first attempt is never dropped: from the first restart on it gets as
    many moves as the restarted attempts, taking turns with them, so that proving that no
    tour exists costs at most about twice one plain search (restarts alone cost about five
    times, the budgets growing by a quarter), while a tour that another order finds at once
    is still found at once.

    Every attempt gets at least twice as many moves as the board has squares (a tour alone
    takes one move a square): on a board of millions of squares an attempt of 20,000 moves
    could never reach the end, and each restart makes tables the size of the board (on
    8 million squares a second or two each, a run of nothing but restarts).
    """

    exact = True

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool,
        key: np.ndarray,
        seed: int = 0,
        first_budget: int = 200_000,
        budget: int = 20_000,
        end: int | None = None,
        keep_first: bool = False,
    ) -> None:
        super().__init__(board, start, closed)
        import random

        self._rng = random.Random(seed * 7919 + start)
        self._key = key
        self._budget = budget
        self._left = max(first_budget, self._least(board))
        self._done_steps = 0
        self._done_backtracks = 0
        #: moves left in the restarted attempt's turn, and moves owed to the kept first one
        self._turn = 0
        self._owed = 0
        self.attempts = 1
        #: the restarted attempt being made (its table a slice per call), if any
        self._next: _NextAttempt | None = None
        self.end = end
        self.attempt = DfsSearch(
            board,
            start,
            closed,
            warnsdorff=True,
            prune=search_kernels.PRUNE_FULL,
            key=key,
            end=end,
        )
        self.attempt.anchor = start
        self._finding = True  # False once a tour is found: then the attempt runs to its end
        #: the first attempt, kept beside the restarted ones (keep_first), else None
        self.first: DfsSearch | None = self.attempt if keep_first else None

    @staticmethod
    def _least(board: Board) -> int:
        """The fewest moves an attempt gets: twice the board's squares."""
        return 2 * board.squares

    def _once_changed(self) -> None:
        # the kept first attempt (keep_first) lists by the same rules as the current one
        first = getattr(self, "first", None)  # (none yet while __init__ runs)
        for attempt in {id(a): a for a in (self.attempt, first) if a is not None}.values():
            attempt.anchor = self.start
            attempt.once = self.once
            if self.first_key is not None:
                attempt.first_key = self.first_key

    def _beside(self) -> DfsSearch | None:
        """The first attempt while it runs beside a restarted one (keep_first)."""
        return self.first if self.first is not None and self.first is not self.attempt else None

    @property
    def steps(self) -> int:
        beside = self._beside()
        return self._done_steps + self.attempt.steps + (beside.steps if beside else 0)

    @property
    def backtracks(self) -> int:
        beside = self._beside()
        extra = beside.backtracks if beside else 0
        return self._done_backtracks + self.attempt.backtracks + extra

    @property
    def depth(self) -> int:
        return self.attempt.depth

    @property
    def max_depth(self) -> int:
        return self.attempt.max_depth

    def path(self) -> np.ndarray:
        path = self.attempt.path()
        if self.closed and self.status == FOUND and path[0] != self.start:
            # a circuit found from another square, entered at the one asked for
            path = np.roll(path, -int(np.flatnonzero(path == self.start)[0]))
        return path

    def _restart(self) -> None:
        """The next attempt: its jump order shuffled, its key drawn; made by _make_next."""
        jumps = list(self.board.jumps)
        self._rng.shuffle(jumps)
        # the board's key, its opposite or none (only the one drawn is made: 64 MB each on
        # 8 million squares)
        drawn = self._rng.randrange(3)
        key = (
            self._key
            if drawn == 0
            else -self._key
            if drawn == 1
            else np.zeros(self._key.shape, self._key.dtype)
        )
        # a circuit passes every square, so a closed search may start anywhere: long narrow
        # boards are much easier from an inner square than from a corner
        start = self.start
        if self.closed and self.attempts % 2:
            # (the array itself: a list of 8 million squares held the GIL a third of a second)
            start = int(self._rng.choice(self.board.live_squares()))
        self._next = _NextAttempt(self.board, replace(self.board, jumps=tuple(jumps)), start, key)
        self.attempts += 1
        self._left = max(self._budget, self._least(self.board))
        self._turn = 0  # (moves still owed to a kept first attempt stay owed)
        # slow growth: many short attempts suit heavy tails; unbounded growth keeps it exact
        self._budget = self._budget * 5 // 4

    def _make_next(self) -> bool:
        """A slice of the next attempt's table; once it is whole, the attempt replaces the
        current one (True)."""
        assert self._next is not None
        if not self._next.fill_slice():
            return False
        if self.attempt is not self.first:  # the first attempt, kept, is counted beside
            self._done_steps += self.attempt.steps
            self._done_backtracks += self.attempt.backtracks
        made, self._next = self._next, None
        self.attempt = DfsSearch(
            made.board,
            made.start,
            self.closed,
            warnsdorff=True,
            prune=search_kernels.PRUNE_FULL,
            key=made.key,
            end=self.end,
        )
        self._once_changed()  # its tours are read from the start asked for
        return True

    def _advance(self, max_steps: int) -> None:
        # Turns of fixed length, carried over from one call to the next, so that the moves
        # made (and so the steps counted) are the same however the caller slices the run:
        # the run loop's chunks follow the clock, the search must not.
        budget = max_steps
        while budget > 0 and self.status == RUNNING:
            if self._next is not None and (not self._make_next() or self.board.size > SLICE):
                # a slice of the next attempt's table a call (and the call that made the
                # attempt ends there: its first moves count its squares' onward moves, a
                # pass over the whole table): Stop is heard between them
                return
            beside = self._beside()
            if beside is not None and self._owed > 0 and self._turn <= 0:
                # the first attempt's turn, once the restarted one's is over: as many moves
                # as the restarted one made
                before = beside.steps
                status = beside.advance(min(self._owed, budget))
                used = max(beside.steps - before, 1)
                self._owed -= used
                budget -= used
                if status in (FOUND, NO_TOUR):
                    self._done_steps += self.attempt.steps
                    self._done_backtracks += self.attempt.backtracks
                    self.attempt = beside  # its answer stands; next solutions continue it
                    self._settle(status)
                continue
            if not self._finding:
                self._settle(self.attempt.advance(budget))
                return
            if self._turn <= 0:
                self._turn = min(TURN, self._left)
            before = self.attempt.steps
            status = self.attempt.advance(min(self._turn, budget))
            used = self.attempt.steps - before
            budget -= max(used, 1)
            self._left -= used
            self._turn -= max(used, 1)
            if self._beside() is not None:
                self._owed += used
            if status in (FOUND, NO_TOUR):
                self._settle(status)
            elif self._left <= 0:
                self._restart()
                if self.board.size > SLICE:
                    return  # (on a large board, each step of a restart in a call of its own)

    def _settle(self, status: Status) -> None:
        """The current attempt ended found or no-tour: so does the search."""
        if status in (FOUND, NO_TOUR):
            self.status = status
            self.reason = self.attempt.reason
            self.solutions = self.attempt.solutions
            self._finding = False
            self._owed = self._turn = 0

    def next_solution(self) -> bool:
        """The next tour in the order of the attempt that found the last (all distinct)."""
        if self.status == FOUND and self.attempt.next_solution():
            self.status = RUNNING
            return True
        return False
