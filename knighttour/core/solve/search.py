"""Search: one solver run on one board from one start square, as resumable state.

``advance(max_steps)`` runs the kernel for at most that many moves and returns the status;
the counters and a copy of the current path can be read between calls.  Nothing here
recurses, so board size is limited by memory alone.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import numpy as np

from ..board.board import Board
from ..board.route import Route
from ..status import Status
from ..words import QT_TRANSLATE_NOOP, number_text, translate
from . import greedy_kernels, search_kernels
from .listing import circuit_key, exhausted_reason, is_canonical

RUNNING, FOUND, NO_TOUR, GAVE_UP, STOPPED = (
    Status.RUNNING,
    Status.FOUND,
    Status.NO_TOUR,
    Status.GAVE_UP,
    Status.STOPPED,
)


class Search:
    """Base class: the counters, the status and the path every solver run has.

    once (closed searches): list each circuit once, not once in each direction.  The first
    tour found is listed whichever way it goes; after it, only tours read the way whose
    second square is smaller than their last (see is_canonical), and not the first one's
    own reverse, so that next_solution gives every circuit exactly once."""

    exact: bool = False
    #: True when the run was answered by a theorem (no search made: a KnownResult no-tour)
    by_theorem: bool = False
    bytes_per_square: int = 48
    #: a cap the solver puts on its own moves when the run sets none (Automatic's, on boards
    #: where a search may run long), and what a run that reaches it says; None: no cap
    step_cap: int | None = None
    cap_reason: str = ""

    def __init__(self, board: Board, start: int, closed: bool = False) -> None:
        self.board = board
        self.start = start
        self.closed = closed
        self.status: Status = RUNNING
        self.reason = ""
        self.seconds = 0.0
        self.solutions = 0
        self._once = False
        self._first_key: bytes | None = None
        #: the square tours are read from to list each circuit once (the start asked for:
        #: a search restarted elsewhere reads its tours from there)
        self.anchor = start

    @property
    def once(self) -> bool:
        """List each circuit once (a closed search's default through make_search)."""
        return self._once

    @once.setter
    def once(self, value: bool) -> None:
        self._once = bool(value) and self.closed
        self._once_changed()

    @property
    def first_key(self) -> bytes | None:
        """The circuit of the first tour listed (once): its reverse is not listed again (a
        search that takes over from a tour built elsewhere is given that tour's)."""
        return self._first_key

    @first_key.setter
    def first_key(self, key: bytes | None) -> None:
        self._first_key = key
        self._once_changed()

    def _once_changed(self) -> None:
        """Pass once and first_key on to the searches this one runs (none here)."""

    def listed(self, path: np.ndarray) -> bool:
        """Whether a tour found is listed as a solution (always, unless once: see Search)."""
        if not self._once:
            return True
        key = circuit_key(path, self.anchor)
        if self._first_key is None:
            self._first_key = key
            return True
        return key != self._first_key and is_canonical(path, self.anchor)

    # counters -------------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """Moves made so far."""
        return 0

    @property
    def backtracks(self) -> int:
        """Moves taken back so far."""
        return 0

    @property
    def depth(self) -> int:
        """Squares on the current path."""
        return 0

    @property
    def max_depth(self) -> int:
        """The most squares the path has held."""
        return self.depth

    def path(self) -> np.ndarray:
        """A copy of the current path (square indices in order)."""
        return np.zeros(0, dtype=np.int64)

    def final_path(self) -> np.ndarray:
        """The path without a copy where the search can hand it over (a built tour): for a
        caller that is done with the search, such as the command line writing a file."""
        return self.path()

    def path_chunks(self, size: int = 1 << 20) -> Iterator[np.ndarray]:
        """The final path a piece at a time (a built tour is walked on a thread of its own
        as it is read: each piece stays valid until the next-but-one is taken)."""
        yield self.final_path()

    def tour(self) -> Route | None:
        """The tour found, or None unless the status is found."""
        return Route(self.board, self.path()) if self.status == FOUND else None

    @property
    def done(self) -> bool:
        """True once the search has ended (found, no-tour or gave-up)."""
        return self.status != RUNNING

    def advance(self, max_steps: int) -> Status:
        """Run at most max_steps moves; return the status."""
        if self.status == RUNNING:
            t0 = time.perf_counter()
            self._advance(max(1, int(max_steps)))
            self.seconds += time.perf_counter() - t0
        return self.status

    def _advance(self, max_steps: int) -> None:
        raise NotImplementedError

    def give_up(self, reason: str) -> None:
        """End a running search with gave-up (a step limit, Ctrl-C)."""
        if self.status == RUNNING:
            self.status = GAVE_UP
            self.reason = reason

    def stop(self, reason: str) -> None:
        """End a running search with stopped (the user's Stop)."""
        if self.status == RUNNING:
            self.status = STOPPED
            self.reason = reason

    def next_solution(self) -> bool:
        """Continue an exact search past the tour found; False if this solver cannot."""
        return False


class KnownResult(Search):
    """A run decided without searching: a theorem's no-tour, or a tour already known."""

    exact = True

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool,
        status: Status,
        reason: str = "",
        path: np.ndarray | None = None,
        steps: int = 0,
    ) -> None:
        super().__init__(board, start, closed)
        self._steps = steps
        self.status = status
        self.reason = reason
        self._path = np.zeros(0, np.int64) if path is None else np.asarray(path, np.int64)
        self.solutions = int(status == FOUND)
        self.by_theorem = status == NO_TOUR  # (every no-tour known without a search is one)

    @property
    def steps(self) -> int:
        return self._steps

    @property
    def depth(self) -> int:
        return len(self._path)

    def path(self) -> np.ndarray:
        return self._path.copy()

    def _advance(self, max_steps: int) -> None:  # pragma: no cover - never running
        pass


class _KernelSearch(Search):
    """Shared state of the kernel-backed searches: path, visited flags, counters."""

    def __init__(
        self, board: Board, start: int, closed: bool = False, nbr: np.ndarray | None = None
    ) -> None:
        super().__init__(board, start, closed)
        board.check_fits(self.bytes_per_square)
        n = board.size
        self.nbr = board.neighbours if nbr is None else nbr
        self.live = board.squares
        self.path_buf = np.zeros(n, dtype=np.int32)
        self.path_buf[0] = start
        self.visited = np.zeros(n, dtype=np.uint8)
        if board.holes:
            self.visited[list(board.holes)] = 1
        self.visited[start] = 1
        self.deg = np.zeros(n, dtype=np.int8)
        self.ctr = np.zeros(search_kernels.CTR_LEN, dtype=np.int64)

    @property
    def steps(self) -> int:
        return int(self.ctr[search_kernels.STEPS])

    @property
    def backtracks(self) -> int:
        return int(self.ctr[search_kernels.BACKTRACKS])

    @property
    def depth(self) -> int:
        return int(self.ctr[search_kernels.DEPTH]) + 1

    @property
    def max_depth(self) -> int:
        return int(self.ctr[search_kernels.MAX_DEPTH]) + 1

    def path(self) -> np.ndarray:
        return self.path_buf[: self.depth].astype(np.int64)


class DfsSearch(_KernelSearch):
    """Exact depth-first search (plain, forward checking, degree order, Warnsdorff order).

    With end, an open tour that ends on end: the search covers every other square and must
    finish next to end, as a circuit must finish next to its start, so the kernel's circuit
    pruning serves it (end stays out of reach until the last move: no square is left to
    close through, or a square that can only be last is not next to end, and it backs off)."""

    exact = True

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool = False,
        *,
        warnsdorff: bool = False,
        prune: int = search_kernels.PRUNE_NONE,
        key: np.ndarray | None = None,
        table: np.ndarray | None = None,
        end: int | None = None,
    ) -> None:
        self.bytes_per_square = 48 + (40 if warnsdorff else 0)
        super().__init__(board, start, closed)
        n = board.size
        if table is not None:
            self.nbr = np.ascontiguousarray(table, dtype=np.int32)
        self.warnsdorff = warnsdorff
        self.prune = prune
        self.key = np.zeros(n, np.int64) if key is None else key
        self.pos = np.zeros(n, dtype=np.int8)
        jumps = self.nbr.shape[1]
        self.cand = np.zeros((n if warnsdorff else 1, jumps), dtype=np.int32)
        self.ncand = np.zeros(n if warnsdorff else 1, dtype=np.int8)
        if closed and end is not None:
            raise ValueError("a closed tour has no last square to ask for")
        if end == start and board.squares == 1:
            end = None  # the tour of a single square ends where it starts: nothing to aim at
        self.end = end
        # the square the path must finish next to: the start for a circuit, else end
        self.target = start if end is None else end
        # the squares next to it: the only ones the path may finish on
        self.near = None
        if closed or end is not None:
            self.near = np.zeros(n, dtype=np.uint8)
            around = self.nbr[self.target]
            self.near[around[around >= 0]] = 1
        if end is not None:
            self.visited[end] = 1  # entered by the last move only
            self.live -= 1
        self._prepared = False

    def path(self) -> np.ndarray:
        path = super().path()
        if self.end is not None and self.status == FOUND:
            path = np.append(path, self.end)
        return path

    @property
    def steps(self) -> int:
        # a tour found with end has its last move, into end, made too (never taken back)
        closing = self.end is not None and self.status == FOUND
        return int(self.ctr[search_kernels.STEPS]) + int(closing)

    def _prepare(self) -> None:
        """The counts the pruning keeps, made by kernels: on the first advance (or extend),
        so that making a search calls no kernel and its time is the run's."""
        if self._prepared:
            return
        self._prepared = True
        start = self.start
        search_kernels.init_tracking(self.nbr, self.deg, self.visited, start, self.ctr, self.near)
        if self.warnsdorff:
            self.ncand[0] = search_kernels._order_candidates(
                self.nbr, self.deg, self.visited, self.key, start, self.cand, 0
            )

    def _dfs(self, stop_at_tour: bool, max_steps: int) -> int:
        """One call of the search kernel: at most max_steps moves; stop_at_tour False counts
        on past each tour (counting)."""
        self._prepare()
        return int(
            search_kernels.dfs_advance(
                self.nbr,
                self.target,
                self.live,
                self.warnsdorff,
                self.prune,
                self.closed or self.end is not None,
                stop_at_tour,
                self.key,
                self.path_buf,
                self.pos,
                self.cand,
                self.ncand,
                self.visited,
                self.deg,
                self.ctr,
                max_steps,
                self.near,
            )
        )

    def _advance(self, max_steps: int) -> None:
        budget = max_steps
        while True:
            before = self.steps
            result = self._dfs(True, budget)
            budget -= self.steps - before
            if result != search_kernels.FOUND or self.listed(self.path()):
                break
            if budget <= 0:
                return  # at a tour not listed (a circuit's other direction): go on later
        if result == search_kernels.FOUND:
            self.status = FOUND
            self.solutions += 1
        elif result == search_kernels.EXHAUSTED:
            self.status = NO_TOUR
            self.reason = exhausted_reason(
                self.board, self.anchor, self.closed, self.end, self.solutions
            )

    @property
    def depth(self) -> int:
        return max(int(self.ctr[search_kernels.DEPTH]) + 1, 0)

    def next_solution(self) -> bool:
        if self.status == FOUND:
            self.status = RUNNING
            return True
        return False

    def extend(self, squares: list[int]) -> None:
        """Fix the first moves (before any advance): the search never takes them back."""
        self._prepare()
        jumps = self.nbr.shape[1]
        for v in squares:
            d = int(self.ctr[search_kernels.DEPTH])
            search_kernels._visit(
                self.nbr,
                self.deg,
                self.visited,
                int(self.path_buf[d]),
                v,
                self.ctr,
                True,
                self.near,
            )
            self.pos[d] = jumps
            self.path_buf[d + 1] = v
            self.pos[d + 1] = 0
            self.ctr[search_kernels.DEPTH] = d + 1
            self.ctr[search_kernels.MAX_DEPTH] = d + 1
        if self.warnsdorff and squares:
            d = int(self.ctr[search_kernels.DEPTH])
            self.ncand[d] = search_kernels._order_candidates(
                self.nbr, self.deg, self.visited, self.key, int(self.path_buf[d]), self.cand, d
            )

    def count_all(self, chunk: int = 1 << 62, stop: Callable[[], bool] | None = None) -> int:
        """Count every solution to the end, returning the count; stop is asked after each
        chunk of moves, and True ends the count early (solutions() has the count so far)."""
        while stop is None or not stop():
            t0 = time.perf_counter()
            result = self._dfs(False, chunk)
            self.seconds += time.perf_counter() - t0
            if result == search_kernels.EXHAUSTED:
                return int(self.ctr[search_kernels.SOLUTIONS])
        return int(self.ctr[search_kernels.SOLUTIONS])


class GreedySearch(_KernelSearch):
    """A one-way greedy walk (Warnsdorff and its tie-breaks, the naive rules)."""

    def __init__(
        self,
        board: Board,
        start: int,
        rule: int,
        key: np.ndarray | None = None,
        seed: int = 0,
        title: str = QT_TRANSLATE_NOOP("searches", "the rule"),
    ) -> None:
        # the moves worked out from the board's shape where it can (no move table: on a
        # million squares making it cost a first run more than the walk itself)
        self.geo = greedy_kernels.geometry(board)
        table = None if self.geo[0] == 0 else np.empty((0, len(board.jumps)), np.int32)
        super().__init__(board, start, False, table)
        self.rule = rule
        self.key = np.zeros(board.size, np.int64) if key is None else key
        self.title = title
        mixed = int(seed) * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D
        self.ctr[search_kernels.RNG] = mixed & ((1 << 63) - 1)
        self._prepared = False

    def _prepare(self) -> None:
        """The onward counts, made by a kernel on the first advance (see DfsSearch): on a
        board whose moves are worked out, from its rim alone."""
        if not self._prepared:
            self._prepared = True
            if self.geo[0] == 0:
                greedy_kernels.unvisited_degrees(self.nbr, self.geo, self.visited, self.deg)
            else:
                entered = np.array([self.start, *self.board.holes], dtype=np.int64)
                greedy_kernels.rim_degrees(self.geo, self.deg, entered)
                if self._fast:
                    greedy_kernels.mark_visited(self.deg, entered)

    @property
    def _fast(self) -> bool:
        """Warnsdorff's rule, first on ties, on a board whose moves are worked out: the walk
        written for speed (greedy_kernels.warnsdorff_walk) takes it."""
        return self.rule == greedy_kernels.RULE_FIRST and self.geo[0] != 0

    def _advance(self, max_steps: int) -> None:
        self._prepare()
        if self._fast:
            # (its onward counts carry the visited marks: self.visited is left as it began)
            result = greedy_kernels.warnsdorff_walk(
                self.geo, self.live, self.path_buf, self.deg, self.ctr, max_steps
            )
            self._settle(result)
            return
        result = greedy_kernels.greedy_advance(
            self.nbr,
            self.geo,
            self.live,
            self.rule,
            self.key,
            self.path_buf,
            self.visited,
            self.deg,
            self.ctr,
            max_steps,
        )
        self._settle(result)

    def _settle(self, result: int) -> None:
        if result == search_kernels.FOUND:
            self.status = FOUND
            self.solutions = 1
        elif result == search_kernels.STUCK:
            self.status = GAVE_UP
            end = self.board.name(int(self.path_buf[self.depth - 1]))
            self.reason = translate(
                "searches",
                "{rule} reached a dead end at {square} after visiting {n} of {all} squares.",
            ).format(
                rule=translate("searches", self.title),
                square=end,
                n=number_text(self.depth),
                all=number_text(self.live),
            )


class ScheduleSearch(GreedySearch):
    """Warnsdorff's rule with tie-break orders that switch at fixed squares (Squirrel-Cull)."""

    def __init__(
        self, board: Board, start: int, ranks: np.ndarray, switch: np.ndarray, title: str
    ) -> None:
        super().__init__(board, start, greedy_kernels.RULE_FIRST, title=title)
        self.ranks = np.ascontiguousarray(ranks, dtype=np.int64)
        self.switch = np.ascontiguousarray(switch, dtype=np.int64)
        self.rule_index = np.zeros(1, dtype=np.int64)

    def _advance(self, max_steps: int) -> None:
        self._prepare()
        result = greedy_kernels.schedule_advance(
            self.nbr,
            self.geo,
            self.live,
            self.ranks,
            self.switch,
            self.path_buf,
            self.visited,
            self.deg,
            self.ctr,
            self.rule_index,
            max_steps,
        )
        self._settle(result)
