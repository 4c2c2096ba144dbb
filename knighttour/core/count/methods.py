"""Counting tours, by the faster of two methods: exhaustive enumeration (a search that never
stops at a solution, on small boards) or the frontier counter of frontier.py (a dynamic
programme over the squares whose cost grows with the number of frontier states, not with the
number of tours; every board up to 9 squares wide, any length).

Open tours are counted directed (a path and its reverse are two tours, as they start on
different squares), from one start or summed over all starts.  Closed tours are counted
undirected: each cycle once, whatever its start and direction.

count_tours is the one entry point with progress, stop and per-start tables (for the window's
worker and the command line); count_open, count_closed and count_from are the plain forms.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from ..board.board import Board, BoardError
from ..board.memory import available_memory
from ..board.verdict import end_impossible, tour_impossible
from ..errors import is_interrupt
from ..solve import search_kernels
from ..solve.search import DfsSearch
from . import checkpoint as saved_squares
from . import frontier
from .estimates import BYTES_FACTOR, estimate_seconds, estimate_states
from .line import applies, line_span
from .residues import moduli_needed

ENUMERATION, FRONTIER = "enumeration", "frontier"
#: boards of at most this many squares are enumerated (their tours are few enough), unless
#: they are 3 or 4 wide, where the frontier is tiny
ENUMERATE_UP_TO = 30
#: the largest board enumeration is let loose on when the frontier does not fit: 6x6's open
#: tours take seconds, and every square more multiplies the time
ENUMERATE_AT_MOST = 36
#: moves of the search between two looks at the stop flag
CHUNK = 1 << 24
#: the exhaustive searches' pruning (speed only: a search without it finds the same tours)
PRUNE = search_kernels.PRUNE_FULL

#: progress: (steps done, steps in all, live frontier states, bytes in use)
SquareProgress = Callable[[int, int, int, int], None]


class Runner(Protocol):
    """What runs one frontier count: frontier.run, or cluster.Runner on a cluster."""

    def __call__(
        self,
        board: Board,
        mode: int,
        start: int | None = None,
        *,
        progress: frontier.SquareProgress | None = None,
        stop: Callable[[], bool] | None = None,
        max_bytes: int | None = None,
        stats: frontier.RunStats | None = None,
    ) -> int: ...


class CountStopped(Exception):  # noqa: N818 - a condition, not an error
    """The count was stopped before the end; partial holds what was known then."""

    def __init__(self, message: str, partial: TourCount, interrupted: bool = False) -> None:
        super().__init__(message)
        self.partial = partial
        #: stopped by an interrupt (Ctrl-C, a notebook's Interrupt), not by a stop callable
        self.interrupted = interrupted


@dataclass
class TourCount:
    """A finished (or stopped) count: the number, how it was found, and per start square the
    open tours from it (a flat table by square index, 0 on holes; int64 when every entry fits,
    else Python ints in an object array)."""

    count: int | None
    method: str
    per_start: np.ndarray | None = None
    seconds: float = 0.0
    peak_states: int = 0
    peak_bytes: int = 0
    notes: list[str] = field(default_factory=list)
    #: when a theorem answered (count 0) without counting: the theorem, in one sentence
    reason: str = ""


def _images(board: Board) -> dict[int, list[int]]:
    """Representative -> every square of its class (the squares themselves when the board has
    holes, wrapping or another leaper: then only the identity is used)."""
    if not board.is_knight:
        return {int(s): [int(s)] for s in board.live_squares()}
    rows, cols = board.rows, board.cols
    rank, file = np.divmod(np.arange(board.size), cols)
    flips = [(file, rank), (cols - 1 - file, rank), (file, rows - 1 - rank)]
    flips.append((cols - 1 - file, rows - 1 - rank))
    if rows == cols:
        flips += [(r, f) for f, r in flips]
    # (a table per start is counted on boards of thousands of squares: a loop is milliseconds)
    classes: dict[int, list[int]] = {}
    for square, rep in enumerate(np.min([r * cols + f for f, r in flips], axis=0).tolist()):
        classes.setdefault(rep, []).append(square)
    return classes


def per_start_runs(board: Board) -> int:
    """The counts a table of open tours per square takes: one a class of squares that the
    board's symmetries carry onto each other."""
    return len(_images(board))


def choose_method(board: Board) -> str:
    """The faster method for this board (open and closed tours alike): enumeration on small
    boards (and where the frontier would not fit its key), the frontier counter beyond."""
    if not applies(board):
        return ENUMERATION
    span = line_span(board)
    if board.squares <= ENUMERATE_UP_TO and span > 9:
        return ENUMERATION
    # 6 x 6: the search (7 s for every open tour) still beats 13-square frontiers
    if board.squares <= 36 and span >= 13:
        return ENUMERATION
    return FRONTIER


#: a count estimated to take longer than this (a day) is refused unless asked for explicitly
LONG_SECONDS = 24 * 3600.0


def estimate_count_seconds(
    board: Board, closed: bool, start: int | None = None, per_start: bool = False
) -> float:
    """The estimated wall seconds of a frontier count of this kind (closed, from start, or
    the table of every start), for the command line and the window alike."""
    kind = frontier.OPEN_FROM if start is not None else frontier.OPEN_ALL
    if closed:
        kind = frontier.CLOSED
    runs = 1
    if per_start:
        kind, runs = frontier.OPEN_FROM, per_start_runs(board)
    return estimate_seconds(board, kind, runs)


def estimate_bytes(board: Board, closed: bool, per_start: bool = False) -> int:
    """A rough estimate of the memory the frontier counter needs on this board (see
    estimate_states)."""
    kind = frontier.CLOSED if closed else (frontier.OPEN_FROM if per_start else frontier.OPEN_ALL)
    states = estimate_states(board, kind)
    # the moduli counted, not found: the estimate answers at once on any board
    return int(states * 8 * (1 + moduli_needed(board, closed)) * BYTES_FACTOR)


def check_fits(
    board: Board, closed: bool, per_start: bool = False, method: str | None = None
) -> None:
    """Raise BoardError when the frontier counter's states would not fit in memory (never
    for a count a theorem answers)."""
    if (method or choose_method(board)) != FRONTIER:
        return
    if not per_start and tour_impossible(board, None, closed):
        return
    need = estimate_bytes(board, closed, per_start)
    have = available_memory()
    if need > 0.8 * have:
        raise BoardError(
            f"counting {board.spec} needs about {need / 2**30:,.0f} GiB of frontier states "
            f"(estimated), more than this machine has free ({have / 2**30:.1f} GiB)"
        )


def check_feasible(
    board: Board, method: str, closed: bool = False, start: int | None = None
) -> None:
    """Raise BoardError when the method chosen could not end in any useful time: an
    enumeration of a board too large, because the frontier does not fit it (over 9 wide).
    A count a theorem answers (0) is always feasible."""
    if method == ENUMERATION and board.squares > ENUMERATE_AT_MOST:
        if tour_impossible(board, start, closed):
            return
        raise BoardError(
            f"{board.spec} cannot be counted here: the frontier counter takes boards up to 9 "
            "squares wide (and leapers, holes and wrapping whose moves stay as short along "
            "the board), and counting "
            f"{board.squares:,} squares one tour at a time would not end in years"
        )


class _Flag:
    """A stop callable that remembers whether it fired."""

    def __init__(self, stop: Callable[[], bool] | None) -> None:
        self.stop = stop
        self.fired = False

    def __call__(self) -> bool:
        if not self.fired and self.stop is not None and self.stop():
            self.fired = True
        return self.fired


class Searched(Protocol):
    """Told by an exhaustive count between chunks: searches done, searches, tours so far."""

    def __call__(self, done: int, total: int, tours: int) -> None: ...


def _enumerate_from(
    board: Board,
    start: int,
    closed: bool,
    flag: _Flag,
    found: Callable[[int], None] | None = None,
) -> int:
    """Tours by exhaustive search: directed open ones from start, or (closed) undirected
    cycles with start as the anchor; a stopped search gives the count so far.  found is told
    the tours found so far between chunks."""
    if not closed and tour_impossible(board, start, False):  # (a theorem's 0, at once)
        return 0
    halve = 1
    if not closed:
        search = DfsSearch(board, start, prune=search_kernels.PRUNE_FULL)
    elif board.degrees[start] == 2:
        # every circuit passes first -> anchor -> second: search from first with both moves
        # fixed; as a closed search it must come back to first, so first is the known end
        first, second = board.moves_from(start)
        search = DfsSearch(board, first, True, prune=PRUNE)  # pragma: no mutate (PRUNE)
        search.extend([start, second])
    else:
        search = DfsSearch(board, start, True, prune=PRUNE)  # pragma: no mutate (PRUNE)
        halve = 2

    def stop() -> bool:
        if found is not None:
            found(int(search.ctr[search_kernels.SOLUTIONS]) // halve)
        return flag()

    return search.count_all(CHUNK, stop) // halve


def _table(board: Board, counts: dict[int, int], partial: bool = False) -> np.ndarray:
    """A flat per-square table of counts (int64 when they fit); partial (a stopped count's
    table): None on the squares not counted, in an object array."""
    big = partial or any(value >= 1 << 63 for value in counts.values())
    table = np.zeros(board.size, dtype=object if big else np.int64)
    if big:
        table[:] = None if partial else 0
    for square, value in counts.items():
        table[square] = value
    return table


#: the tours of each run of a count, by (kind, start)
_Results = dict[tuple[str, int | None], int]


def _jobs(
    closed: bool, per_start: bool, start: int | None, images: dict[int, list[int]]
) -> list[tuple[str, int | None]]:
    """The runs a count makes, as (kind, start): closed, from a square, or open from all."""
    jobs: list[tuple[str, int | None]] = []
    if closed:
        jobs.append(("closed", None))
    if per_start:
        jobs += [("from", rep) for rep in images]
    elif not closed:
        jobs.append(("from", start) if start is not None else ("all", None))
    return jobs


def _per_start_table(
    board: Board, results: _Results, images: dict[int, list[int]], partial: bool = False
) -> np.ndarray:
    """The table of open tours from each square, each class's count given to all its squares
    (partial: a stopped count's, None on the squares not counted)."""
    per: dict[int, int] = {}
    for (_kind, rep), value in results.items():
        if rep is not None:  # (a table's runs: from a square)
            per.update({s: value for s in images[rep]})
    return _table(board, per, partial)


def _stopped_where(exc: frontier.Stopped, searching: bool) -> str:
    """Where a stopped count stopped, for its message (searching: in an exhaustive search)."""
    if searching:
        return " during the exhaustive search"
    return (
        f" after square {exc.squares_done} of {exc.squares} of the frontier "
        f"({exc.states:,} live states)"
        if exc.squares
        else ""
    )


def _asked(results: _Results, table: np.ndarray | None, closed: bool, start: int | None) -> int:
    """The count asked for, from the runs' results (and the per-start table when made)."""
    if closed:
        return results[("closed", None)]
    if start is not None:
        return int(table[start]) if table is not None else results[("from", start)]
    if table is not None:
        return sum(int(v) for v in table.tolist())
    return results[("all", None)]


class _Runs:
    """The runs of one count_tours and what they share: the board, the method, the classes of
    squares, the stop flag, and who is told the progress."""

    def __init__(
        self,
        board: Board,
        method: str,
        per_start: bool,
        images: dict[int, list[int]],
        jobs: list[tuple[str, int | None]],
        flag: _Flag,
        progress: SquareProgress | None,
        searched: Searched | None,
        runner: Runner | None,
        max_bytes: int | None,
        checkpoint: str | None,
    ) -> None:
        self.board, self.method, self.per_start = board, method, per_start
        self.images, self.flag = images, flag
        self.progress, self.searched = progress, searched
        self.runner, self.max_bytes, self.checkpoint = runner, max_bytes, checkpoint
        self.stats = frontier.RunStats()
        self.total_steps = board.squares * len(jobs)
        # the exhaustive searches: one a job, or one a class of squares for all open tours
        self.searches = sum(len(images) if kind == "all" else 1 for kind, _ in jobs)
        self.searching = {"done": 0, "tours": 0}

    def search(self, start: int, closed: bool, weight: int = 1) -> int:
        """One exhaustive search, its tours told (weighted) to searched as they are found."""

        def found(tours: int) -> None:
            if self.searched is not None:
                self.searched(
                    self.searching["done"], self.searches, self.searching["tours"] + weight * tours
                )

        got = _enumerate_from(self.board, start, closed, self.flag, found)
        self.searching["done"] += 1
        self.searching["tours"] += weight * got
        found(0)
        return got

    def run(self, index: int, kind: str, square: int | None) -> int:
        """The tours of one job: 0 or 1 at once where a theorem or the board's size says so,
        else by the method."""
        board = self.board
        # (a theorem's 0 at once, where the method would work its way to the same 0)
        if kind == "from" and tour_impossible(board, square, False):
            self.searching["done"] += 1  # a search a theorem answers
            return 0
        if kind == "closed" and tour_impossible(board, None, True):
            return 0
        if board.squares == 1:
            return 1
        if self.method == ENUMERATION:
            return self._enumerate(kind, square)
        return self._frontier(index, kind, square)

    def _enumerate(self, kind: str, square: int | None) -> int:
        """The tours of one job by exhaustive search."""
        board = self.board
        if kind == "closed":
            live = board.live_squares()
            anchor = int(live[int(board.degrees[live].argmin())])
            return self.search(anchor, True)
        if kind == "from":
            assert square is not None  # a "from" job always names its square
            return self.search(square, False, len(self.images[square]) if self.per_start else 1)
        return sum(
            len(squares) * self.search(rep, False, len(squares))
            for rep, squares in self.images.items()
            if not self.flag()
        )

    def _frontier(self, index: int, kind: str, square: int | None) -> int:
        """The tours of one job by the frontier counter (or the runner in its place)."""
        board, n, progress = self.board, self.board.squares, self.progress

        def tell(k: int, _n: int, states: int, used: int) -> None:
            if progress is not None:
                progress(index * n + k, self.total_steps, states, used)

        mode = {"closed": frontier.CLOSED, "all": frontier.OPEN_ALL, "from": frontier.OPEN_FROM}[
            kind
        ]
        flag, max_bytes, stats = self.flag, self.max_bytes, self.stats
        if self.runner is not None:
            got = self.runner(
                board, mode, square, progress=tell, stop=flag, max_bytes=max_bytes, stats=stats
            )
        else:
            folder = None
            if self.checkpoint is not None:
                job = frontier.Job(board, mode, square)
                folder = str(saved_squares.job_folder(self.checkpoint, job))
            got = frontier.run(
                board,
                mode,
                square,
                progress=tell,
                stop=flag,
                max_bytes=max_bytes,
                stats=stats,
                checkpoint=folder,
            )
        return 2 * got if kind == "all" else got

    def run_all(self, jobs: list[tuple[str, int | None]], result: TourCount, t0: float) -> _Results:
        """Every job's tours; CountStopped (with what is known in result) when stopped."""
        results: _Results = {}
        try:
            for index, (kind, square) in enumerate(jobs):
                got = self.run(index, kind, square)
                if self.flag.fired:  # (a search stopped gives the tours found so far: not kept)
                    raise frontier.Stopped(0, 0, 0)
                results[(kind, square)] = got
        except (frontier.Stopped, KeyboardInterrupt, SystemError) as exc:
            interrupted = not isinstance(exc, frontier.Stopped)
            if isinstance(exc, SystemError) and not is_interrupt(exc):
                raise  # (Ctrl-C inside a compiled call comes back as a SystemError)
            result.seconds = time.perf_counter() - t0
            result.peak_states, result.peak_bytes = self.stats.peak_states, self.stats.peak_bytes
            done = dict(results)
            if self.per_start and done:
                result.per_start = _per_start_table(self.board, done, self.images, True)
            where = ""
            if isinstance(exc, frontier.Stopped):
                where = _stopped_where(exc, self.method == ENUMERATION)
            raise CountStopped(f"stopped{where}", result, interrupted) from None
        except frontier.TooManyStates as exc:
            raise BoardError(str(exc)) from None
        except MemoryError:
            raise BoardError(
                f"the frontier states of {self.board.spec} outgrew this machine's memory "
                f"after {self.stats.peak_states:,} states"
            ) from None
        return results


def count_tours(
    board: Board,
    *,
    closed: bool = False,
    start: int | None = None,
    per_start: bool = False,
    method: str | None = None,
    progress: SquareProgress | None = None,
    stop: Callable[[], bool] | None = None,
    max_bytes: int | None = None,
    runner: Runner | None = None,
    checkpoint: str | None = None,
    searched: Searched | None = None,
    end: int | None = None,
) -> TourCount:
    """Count tours of board: closed ones (undirected), open ones from start (directed), or
    open ones from every square (directed, summed).  per_start also fills the table of open
    tours from each square (with start or closed, count is still the number asked for).

    method: ENUMERATION, FRONTIER or None (the faster, by choose_method).  progress is told
    (steps done, steps, live states, bytes) after each square of the frontier (a step is one
    square of one run; per-start tables take one run per class of symmetric squares); stop is
    asked between squares (or chunks of the search) and True raises CountStopped with what is
    known.  Raises BoardError when the frontier's states would outgrow max_bytes.  runner
    takes frontier.run's place for each frontier count (cluster.Runner counts on a cluster).
    checkpoint: a folder where each frontier count here keeps its last square (a folder of its
    own per run), so that the same count asked again goes on from there.  searched is told,
    by the exhaustive search, (searches done, searches, tours found so far) between chunks.
    end: count the open tours from start that end on end (see count_between)."""
    if end is not None:
        return count_between(board, start, end, stop=stop, searched=searched)
    if method is None:
        method = choose_method(board)
        check_feasible(board, method, closed, None if per_start else start)
    if method == FRONTIER and not applies(board):
        raise BoardError(
            f"the frontier counter does not fit {board.spec} (its frontier is "
            "too wide); count it by enumeration"
        )
    flag = _Flag(stop)
    t0 = time.perf_counter()
    if not per_start:
        # a theorem's 0 at once, before anything the size of the board is made
        why = tour_impossible(board, None if closed else start, closed)
        if why:
            return TourCount(0, method, seconds=time.perf_counter() - t0, reason=why)
    result = TourCount(None, method)
    # the jobs: (kind, start) runs, and how their results combine; the classes of squares
    # (one search or count a class) only where they are used
    needs_classes = per_start or (method == ENUMERATION and not closed and start is None)
    images = _images(board) if needs_classes else {}
    jobs = _jobs(closed, per_start, start, images)
    runs = _Runs(
        board,
        method,
        per_start,
        images,
        jobs,
        flag,
        progress,
        searched,
        runner,
        max_bytes,
        checkpoint,
    )
    results = runs.run_all(jobs, result, t0)
    if per_start:
        result.per_start = _per_start_table(board, results, images)
    result.count = _asked(results, result.per_start, closed, start)
    result.seconds = time.perf_counter() - t0
    result.peak_states, result.peak_bytes = runs.stats.peak_states, runs.stats.peak_bytes
    return result


def check_between(board: Board, start: int | None, end: int, closed: bool = False) -> str:
    """Raise BoardError when the tours between two squares cannot be counted here (the
    message says why); else the theorem that makes the count 0 at once, or ''."""
    if start is None:
        raise BoardError("counting the tours that end on a square needs the square they start on")
    if closed:
        raise BoardError(
            "a closed tour has no last square: count the tours between two squares as open tours"
        )
    why = end_impossible(board, start, end)
    if why or board.squares <= ENUMERATE_AT_MOST:
        return why
    raise BoardError(
        f"the tours from {board.name(start)} to {board.name(end)} of {board.spec} cannot be "
        f"counted here: they are counted one by one by an exhaustive search, which takes "
        f"boards up to {ENUMERATE_AT_MOST} squares (the frontier counter counts the tours "
        "from one square, or all of them, not those between two)"
    )


def count_between(
    board: Board,
    start: int | None,
    end: int,
    *,
    stop: Callable[[], bool] | None = None,
    searched: Searched | None = None,
) -> TourCount:
    """The open tours from start that end on end, counted one by one by the exhaustive
    search (which keeps end for the last move), or 0 at once where a theorem rules them out
    (end_impossible); BoardError on a board too large to count them one by one."""
    t0 = time.perf_counter()
    why = check_between(board, start, end)
    if why:
        return TourCount(0, ENUMERATION, seconds=time.perf_counter() - t0, reason=why)
    assert start is not None  # check_between refuses a count without one
    return search_between(board, start, end, stop=stop, searched=searched)


def search_between(
    board: Board,
    start: int,
    end: int,
    *,
    stop: Callable[[], bool] | None = None,
    searched: Searched | None = None,
) -> TourCount:
    """The open tours from start to end counted one by one by the exhaustive search, the
    request checked already (check_between: a count's plan checks it once)."""
    t0 = time.perf_counter()
    search = DfsSearch(board, start, prune=PRUNE, end=end)
    flag = _Flag(stop)

    def asked() -> bool:
        if searched is not None:
            searched(0, 1, int(search.ctr[search_kernels.SOLUTIONS]))
        return flag()

    try:
        count = search.count_all(CHUNK, asked)
    except KeyboardInterrupt:
        stopped = TourCount(None, ENUMERATION, seconds=time.perf_counter() - t0)
        raise CountStopped("stopped during the exhaustive search", stopped, True) from None
    result = TourCount(count, ENUMERATION, seconds=time.perf_counter() - t0)
    if flag.fired:
        raise CountStopped("stopped during the exhaustive search", result)
    if searched is not None:
        searched(1, 1, count)  # the search done, and all its tours
    return result


def count_from(board: Board, start: int) -> int:
    """Directed open tours (Hamiltonian paths) starting on start."""
    return _whole(count_tours(board, start=start))


def count_open(board: Board) -> int:
    """Directed open tours summed over every start square."""
    return _whole(count_tours(board))


def count_closed(board: Board) -> int:
    """Undirected closed tours: each Hamiltonian cycle once."""
    return _whole(count_tours(board, closed=True))


def _whole(result: TourCount) -> int:
    """The count of a count that ran to its end (only a stopped one has none)."""
    assert result.count is not None
    return result.count
