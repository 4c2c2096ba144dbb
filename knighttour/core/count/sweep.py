"""Counting a family of boards in one pass: rows x m for every m asked, on one long board.

A frontier count takes the squares column after column, and the step from one column to
the next does not depend on how long the board is: until the last few columns, the states of
a rows x m board are those of any longer board of the same rows.  So one count runs along a
board longer than every board asked (the long board) and, each time it reaches a board's
last columns, hands its states to that board's own count of those columns, which gives the
board's exact count.  The boards' last columns are taken in batches, side by side: a batch
gathers its boards' states in one table, each board's ways in a lane of its own, and takes
five columns once for all of them.  6 x 1 .. 6 x 60 costs about one count of 6 x 66 and a
few passes of five columns, where counting each from scratch costs sixty whole counts.

Why the hand-over is exact:

* **The same steps.**  A step reads the square's later neighbours, the room its frontier's
  squares have beyond the frontier, their neighbours within it and where a tour may end: all
  within five columns of the square.  A board is handed over once the long count has taken
  all but its last five columns; `alike.same_steps` checks, position by position, that the long
  board's steps there are the board's own.
* **Nothing the board needs is dropped.**  The long count drops a state when the squares
  still to take cannot get their moves (a degree test on everything after the square).  Had
  the board's rest a way to give them, the long board's rest has one too: the same moves,
  and a closed tour of the extra columns beside them (a rows x 6 board has one for rows of 5
  or more: Schwenk, 1991).  So the long count drops only states the board's count would
  drop, or that it could never finish: the board's count is unchanged.  Boards fewer than 5
  rows wide are swept without the test, and open tours too: with it, a sweep of 5 x n open
  tours lost some of 5 x 7's (measured: 563,876 of 622,868), so the argument does not carry
  over to tour ends as it stands.
* **Where tours end.**  An odd board's tours end on its larger colour; the long board may
  allow ends anywhere.  That too only keeps states the board's count finishes with 0.
* **One arithmetic.**  Every count of the sweep is made in the moduli of its largest board,
  so the states handed over are the board's own, residue for residue.
* **Side by side.**  Boards of one parity of length end alike: their last five columns have
  the same steps, colours included (`alike.same_tail` checks it), so one pass takes them all,
  and a way only ever adds to a way of its own lane.

Boards too short to be handed over (m up to rows, where the line would run the other way,
or m up to 4) are counted on their own.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import numpy as np

from ..board.board import Board, BoardError
from ..board.memory import available_memory
from . import count_kernels
from .alike import same_steps, same_tail
from .frontier import Stopped, TooManyStates, _next_square, _square_taker, default_threads, run
from .frontier_kernels import CLOSED, _new_table, compact, merge
from .job import Job
from .residues import combine
from .spill import SPILL_FROM, SquareStates
from .sweep_checkpoint import SweepCheckpoint
from .transfer_sweep import walk

__all__ = ["FINISH_COLUMNS", "Term", "sweep"]

#: columns a board's own count takes after the hand-over (its steps read that far ahead)
FINISH_COLUMNS = 5
#: columns the long board runs past the longest board asked (a closed tour of rows x 6)
EXTRA_COLUMNS = 6
#: boards whose last columns are counted side by side in one pass (see _Batch): each lane
#: adds a set of residues to every state, so a pass costs a little more, and far less
#: than one pass a board
LANES = 8
#: states widened to a batch's lanes at a time as they are gathered (a chunk of a million
#: states widened at once took 600 MB beside the batch's table)
WIDEN_ROWS = 1 << 16
#: rows from which the long count may drop states by the degree test (see the docstring)
PRUNE_FROM_ROWS = 5


@dataclass(frozen=True)
class Term:
    """One board of a sweep: rows x length, its exact count (closed: undirected cycles;
    open: undirected paths, as OEIS counts them), whether it was handed over from the long
    count (False: counted on its own, being short), and the seconds since the sweep began."""

    rows: int
    length: int
    count: int
    handed_over: bool
    closed: bool = True
    seconds: float = 0.0
    #: the column the count was joined at (a sweep's join: the ways to that column times the
    #: completions of the rest), None when swept straight
    joined_at: int | None = None

    @property
    def tours(self) -> int:
        """Tours as ``knighttour count`` says them: closed tours undirected, open tours
        directed (each path is two tours)."""
        return self.count if self.closed else 2 * self.count

    def to_dict(self) -> dict[str, object]:
        """The term as ``knighttour count --json`` gives a count (one object a board)."""
        out: dict[str, object] = {
            "board": {"rows": self.rows, "cols": self.length},
            "start": None,
            "closed": self.closed,
            "count": self.tours,
            "method": "sweep",
            "seconds": round(self.seconds, 6),
        }
        if self.joined_at is not None:
            out["joined_at"] = self.joined_at
        return out


def sweep(
    rows: int,
    lengths: Iterable[int],
    mode: int = CLOSED,
    *,
    moduli_set: int = 0,
    threads: int | None = None,
    stop: Callable[[], bool] | None = None,
    on_term: Callable[[Term], None] | None = None,
    progress: Callable[[int, int, int], None] | None = None,
    spill_dir: str | None = None,
    lanes: int = LANES,
    way: str = "map",
    join: bool = False,
    checkpoint: str | None = None,
) -> list[Term]:
    """Count every rows x m board for m in lengths, mode CLOSED (closed tours) or OPEN_ALL
    (open tours, undirected), in one pass along a longer board (see the module's docstring).
    on_term is told each board's term once it and every shorter one have ended; lanes:
    boards whose last columns are taken side by side in one pass (see _Batch); progress is told
    (columns done, columns, live states) after each column of the long board; stop is asked
    between squares (True raises Stopped).  moduli_set 1 makes every count in moduli with no
    prime in common with set 0's (a check of the arithmetic).

    way "map" (the default) records the long board's columns until its states repeat and
    replays them (transfer_sweep.py); way "count" counts every square of the long board and
    the boards' last columns in batches (a second way to every term: it shares only the
    step's moves).  join (way "map"): the boards handed over past a middle column are
    counted as a join there (each Term says its column).  checkpoint (way "map", straight):
    a folder that keeps the boards counted and the long board's states now and then; a
    sweep given it again goes on from there (sweep_checkpoint.py).

    >>> [t.count for t in sweep(6, range(5, 9))]  # A175881: 6 x 5 .. 6 x 8, closed
    [8, 9862, 1067638, 55488142]
    """
    began = time.perf_counter()
    wanted = sorted({int(m) for m in lengths})
    if not wanted or wanted[0] < 1 or rows < 1:
        raise ValueError("a sweep needs rows and lengths of 1 or more")
    if way not in ("map", "count"):
        raise ValueError(f"a sweep's way is 'map' or 'count', not {way!r}")
    if join and way != "map":
        raise BoardError(
            "a join reads the replayed columns backwards: not with every square counted"
        )
    if checkpoint is not None and (way != "map" or join):
        raise BoardError(
            "a family's checkpoint keeps the straight sweep: not with a join or every square "
            "counted"
        )
    largest = Board(rows, wanted[-1])
    threads = threads or default_threads()
    terms: list[Term] = []
    # the counter's kernels made ready under the one lock, with the notice of a first
    # compilation (the sweep called them bare: compiled unannounced, in its threads)
    if not count_kernels.load_for_family(stop):
        raise Stopped(0, 0, 0)

    ended: dict[int, Term] = {}  # boards counted, not yet told (a shorter one is not)
    book, done, resume = _checkpoint(checkpoint, rows, wanted, mode, moduli_set)

    def tell(term: Term) -> None:
        """Keep term; tell the boards ended so far in order, shortest first."""
        if book is not None and term.length not in done:
            book.told(term.length, term.count, term.joined_at)
        ended[term.length] = replace(
            term, closed=mode == CLOSED, seconds=time.perf_counter() - began
        )
        while len(terms) < len(wanted) and wanted[len(terms)] in ended:
            term = ended.pop(wanted[len(terms)])
            terms.append(term)
            if on_term is not None:
                on_term(term)

    handed = [m for m in wanted if m > max(rows, FINISH_COLUMNS)]
    for m, (count, joined_at) in sorted(done.items()):  # counted before, kept in checkpoint
        tell(Term(rows, m, count, m in handed, joined_at=joined_at))
    handed = [m for m in handed if m not in done]
    for m in wanted:
        if m not in handed and m not in done:  # short: on its own, in the sweep's moduli
            tell(Term(rows, m, _alone(Board(rows, m), mode, largest, moduli_set, stop), False))
    if not handed:
        return terms
    long = _long_job(rows, handed, mode, largest, moduli_set)
    mapped = replace(long, prune=False)

    def told(length: int, residues: list[int], joined_at: int | None) -> None:
        tell(Term(rows, length, combine(residues, mapped.moduli), True, joined_at=joined_at))

    try:
        if way == "count":
            _along(long, handed, lanes, tell, threads, stop, progress, spill_dir)
        else:
            saved = book.column_done if book is not None else None
            walk(mapped, handed, FINISH_COLUMNS, told, threads, stop, progress, join, resume, saved)
    except (TooManyStates, MemoryError) as exc:  # (a board too large: said, never a trace)
        why = str(exc) if isinstance(exc, TooManyStates) else "no memory was left"
        raise BoardError(f"the family {rows}x{handed[0]}..{rows}x{handed[-1]}: {why}") from None
    return terms


def _checkpoint(
    folder: str | None,
    rows: int,
    wanted: list[int],
    mode: int,
    moduli_set: int,
) -> tuple[
    SweepCheckpoint | None,
    dict[int, tuple[int, int | None]],
    tuple[int, np.ndarray, np.ndarray] | None,
]:
    """The sweep's checkpoint in folder (None: none asked), the boards it has counted and
    the column it goes on from, with the states before it (None: from the start)."""
    if folder is None:
        return None, {}, None
    family = {"rows": rows, "lengths": wanted, "mode": mode, "moduli_set": moduli_set}
    book = SweepCheckpoint(folder, family)
    got = book.read()
    resume = None
    if got.column is not None and got.keys is not None and got.ways is not None:
        resume = (got.column, got.keys, got.ways)
    return book, got.counts, resume


def _long_job(rows: int, handed: list[int], mode: int, largest: Board, moduli_set: int) -> Job:
    """The count along the long board: EXTRA_COLUMNS past the longest board handed over."""
    length = handed[-1] + EXTRA_COLUMNS
    if mode != CLOSED and rows * length % 2:
        length += 1  # an even long board: its tours may end on any square
    return Job(
        Board(rows, length),
        mode,
        prune=mode == CLOSED and rows >= PRUNE_FROM_ROWS,
        bound=largest,
        moduli_set=moduli_set,
    )


def _along(
    long: Job,
    handed: list[int],
    lanes: int,
    tell: Callable[[Term], None],
    threads: int,
    stop: Callable[[], bool] | None,
    progress: Callable[[int, int, int], None] | None,
    spill_dir: str | None,
) -> None:
    """Take the long board's squares, handing each board its states at its hand-over (its
    batch counted once every board of it has them), telling each term."""
    rows = long.board.rows
    batches = _batches(handed, lanes)
    at = {rows * (m - FINISH_COLUMNS): m for m in handed}  # hand-over square -> board
    last = max(at)
    max_bytes = int(0.8 * available_memory())
    source = SquareStates(long, [long.first()], spill_dir, SPILL_FROM)
    pool, square = _square_taker(long, threads, stop, max_bytes)
    live, ratio = 1, 4.0
    waiting: dict[int, _Batch] = {}
    try:
        for k in range(last + 1):
            if k in at:
                m = at[k]
                batch = waiting.setdefault(id(batches[m]), _Batch(long, batches[m]))
                batch.take(m, k, source)
                if batch.full:
                    del waiting[id(batches[m])]
                    counts = batch.finish(threads, stop, max_bytes)
                    for length_i, count in zip(batch.lengths, counts, strict=True):
                        tell(Term(rows, length_i, count, True))
            if k == last:
                break
            if stop is not None and stop():
                raise Stopped(k, last, live)
            parts = threads if live >= 1 << 14 else 1
            taken, _, ratio = _next_square(square, k, source, live, ratio, parts, None, None)
            source.close(force=True)
            source, live = taken, taken.states
            if progress is not None and (k + 1) % rows == 0:
                progress((k + 1) // rows, last // rows, live)
    finally:
        source.close()
        if pool is not None:
            pool.shutdown(wait=True)


def _batches(handed: list[int], lanes: int) -> dict[int, tuple[int, ...]]:
    """Per board length, the batch it finishes in: boards of one parity of length (their
    last columns coloured alike), lanes at a time, in order."""
    out: dict[int, tuple[int, ...]] = {}
    for parity in (0, 1):
        alike = [m for m in handed if m % 2 == parity]
        for i in range(0, len(alike), lanes):
            batch = tuple(alike[i : i + lanes])
            for m in batch:
                out[m] = batch
    return out


class _Batch:
    """Boards whose last columns are counted side by side, a lane each: the long count's
    states at each board's hand-over gathered into one table, each board's ways in its
    lane, then the last five columns of the batch's shortest board taken once for all."""

    def __init__(self, long: Job, lengths: tuple[int, ...]) -> None:
        self.long, self.lengths = long, lengths
        rows = long.board.rows
        self.job = Job(
            Board(rows, lengths[0]),
            long.mode,
            bound=long.bound,
            moduli_set=long.moduli_set,
            lanes=len(lengths),
        )
        self.start = rows * (lengths[0] - FINISH_COLUMNS)
        self.table = _new_table(1024, len(self.job.moduli))
        self.live = 0
        self.taken: set[int] = set()

    @property
    def full(self) -> bool:
        """Whether every board of the batch has been handed over."""
        return len(self.taken) == len(self.lengths)

    def take(self, length: int, at: int, states: SquareStates) -> None:
        """The long count's states before square at: board length's, into its lane."""
        board = Board(self.long.board.rows, length)
        own = Job(board, self.long.mode, bound=self.long.bound, moduli_set=self.long.moduli_set)
        if not same_steps(self.long, own, at) or not same_tail(own, at, self.job, self.start):
            raise RuntimeError(f"the sweep's long board does not step as {board} does")
        lane = self.lengths.index(length)
        width = len(self.long.moduli)
        for chunk in states.chunks():
            for at_row in range(0, len(chunk), WIDEN_ROWS):  # widened a little at a time
                rows = chunk[at_row : at_row + WIDEN_ROWS]
                wide = np.zeros((len(rows), 1 + len(self.job.moduli)), dtype=np.uint64)
                wide[:, 0] = rows[:, 0]
                wide[:, 1 + lane * width : 1 + (lane + 1) * width] = rows[:, 1:]
                self.table, self.live = merge(
                    wide, self.table, self.live, len(wide), self.job.moduli, 1 << 62
                )
        self.taken.add(length)

    def finish(self, threads: int, stop: Callable[[], bool] | None, max_bytes: int) -> list[int]:
        """Each board's count: the batch's last five columns taken once, lane by lane."""
        job = self.job
        source = SquareStates(job, [compact(self.table, self.live)], None, SPILL_FROM)
        self.table = _new_table(1, 1)  # given to the source
        live = source.states
        pool, square = _square_taker(job, threads, stop, max_bytes)
        ratio = 4.0
        try:
            for k in range(self.start, job.squares):
                if stop is not None and stop():
                    raise Stopped(k, job.squares, live)
                parts = threads if live >= 1 << 14 else 1
                taken, _, ratio = _next_square(square, k, source, live, ratio, parts, None, None)
                source.close(force=True)
                source, live = taken, taken.states
                if live == 0:
                    return [0] * job.lanes
            return job.totals([job.residues(rows) for rows in source.chunks()])
        finally:
            source.close()
            if pool is not None:
                pool.shutdown(wait=True)


def _alone(
    board: Board, mode: int, largest: Board, moduli_set: int, stop: Callable[[], bool] | None
) -> int:
    """A short board's count, made on its own, in the sweep's moduli."""
    return run(board, mode, stop=stop, threads=1, bound=largest, moduli_set=moduli_set)
