"""compare: the command line's ``knighttour compare``, from Python: every solver from every
start, as a table, a summary and a heatmap per solver."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.compare.runs import DEFAULT_MAX_STEPS, Row, Summary, format_seconds, summarise
from ..core.solve.catalogue import SolverError, get_solver
from ..core.status import Status
from .board import Board, Square, as_board, is_whole, square_of
from .errors import at_the_door
from .progress import (
    Clock,
    ProgressCallback,
    StopCallback,
    note_interrupt,
)
from .tables import html_table, pandas

if TYPE_CHECKING:
    from ..core.board.board import Board as CoreBoard
    from ..core.drawing.picture import Picture

#: the four solvers Spelchan's Making Knight's Tour articles compare: the default, as the
#: command line's
DEFAULT_SOLVERS = ("backtracking", "forward-checking", "warnsdorff-backtracking", "circuit")


@dataclass(frozen=True, repr=False)
class Comparison:
    """Solvers run from many start squares: the rows of ``knighttour compare --json``.

    In a notebook it shows as a summary per solver, a heatmap of the steps from each
    square per solver, and the rows.

    Attributes
    ----------
    board : Board
    closed : bool
    max_steps : int
        Each run's step limit.
    rows : tuple of Row
        One a run: ``solver``, ``start``, ``status``, ``steps``, ``backtracks``,
        ``seconds`` (with repeat > 1: the median time, ``seconds_min`` the least and
        ``repeats``), ``tour`` (its squares' names, when kept).
    asked : int
        The runs asked for (solvers times starts); fewer rows when a stop or an
        interrupt came before the others began.

    Examples
    --------
    >>> import knighttour
    >>> result = knighttour.compare("5", ["warnsdorff", "backtracking"], ["a1", "b1"])
    >>> for row in result.rows:
    ...     print(row.solver, row.start, row.status, row.steps)
    warnsdorff a1 found 24
    warnsdorff b1 no-tour 0
    backtracking a1 found 8839
    backtracking b1 no-tour 0
    >>> [(s.solver, s.found, s.runs) for s in result.summary()]
    [('warnsdorff', 1, 2), ('backtracking', 1, 2)]
    """

    board: Board
    closed: bool
    max_steps: int
    rows: tuple[Row, ...]
    seconds: float = field(compare=False)
    asked: int = 0

    @property
    def solvers(self) -> tuple[str, ...]:
        """The solvers, in the order run."""
        return tuple(dict.fromkeys(row.solver for row in self.rows))

    def summary(self) -> tuple[Summary, ...]:
        """Per solver: tours found of runs, median and largest steps, total time."""
        return tuple(summarise(list(self.rows)))

    def to_dict(self) -> list[dict[str, object]]:
        """The rows as ``knighttour compare --json`` prints them."""
        return [row.to_json() for row in self.rows]

    def steps(self, solver: str) -> dict[str, int]:
        """Each start's steps for one solver (by its name, in any case): ``{'a1': 63,
        ...}``; SolverError for a solver this comparison did not run."""
        return {row.start: row.steps for row in self._rows_of(solver)}

    def _rows_of(self, solver: str | None) -> list[Row]:
        """The rows of one solver (the first one run if None), which must have run."""
        name = get_solver(solver).name if solver else (self.solvers[0] if self.rows else "")
        rows = [row for row in self.rows if row.solver == name]
        if not rows:
            ran = ", ".join(self.solvers) or "no solver"
            raise SolverError(f"{name!r} was not run in this comparison (it ran {ran})")
        return rows

    def heatmap(self, solver: str | None = None, *, size: int = 360) -> Picture:
        """One solver's steps from each start drawn on the board, as the window's Table
        draws them: each shade ten times more steps, a red cross where no tour was found.

        Parameters
        ----------
        solver
            The solver (the first one run if None).
        size
            The picture's longer side, in pixels.
        """
        from ..core.drawing.boards import heatmap_scene
        from ..core.drawing.picture import Picture

        rows = self._rows_of(solver)
        name = rows[0].solver
        core = self.board._core
        values = {core.parse_square(row.start): row.steps for row in rows}
        missed = frozenset(
            core.parse_square(row.start) for row in rows if row.status != Status.FOUND
        )
        return Picture(
            heatmap_scene(core, values, kind="steps", missed=missed, longest=size, title=name)
        )

    def to_pandas(self) -> Any:
        """The rows as a pandas DataFrame (one row a run, the JSON's columns)."""
        return pandas().DataFrame(self.to_dict())

    def _repr_html_(self) -> str:
        summary = [
            [
                s.solver,
                f"{s.found}/{s.runs}",
                s.stopped,
                _median(s.median_steps),
                s.max_steps,
                format_seconds(s.seconds),
            ]
            for s in self.summary()
        ]
        cut = f" <b>Stopped before the end</b>: {self._cut_short()}." if self._cut_short() else ""
        parts = [
            f"<p>{_plural(len(self.rows), 'run')} on {html.escape(self.board.describe())}"
            f"{' (closed tours)' if self.closed else ''}, at most {self.max_steps:,} moves a "
            f"run.{cut}</p>",
            html_table(
                ["solver", "found", "stopped", "median steps", "most steps", "time"], summary
            ),
        ]
        if self.rows and self.board._core.size <= 4096:
            maps = "".join(
                f'<div style="display:inline-block;margin:4px">'
                f"{self.heatmap(name, size=280).to_svg()}</div>"
                for name in self.solvers
            )
            parts.append(f"<div>{maps}</div>")
        rows = [[r.solver, r.start, r.status, r.steps, r.backtracks, r.seconds] for r in self.rows]
        parts.append(
            "<details><summary>every run</summary>"
            + html_table(["solver", "start", "status", "steps", "backtracks", "seconds"], rows)
            + "</details>"
        )
        return "".join(parts)

    def _cut_short(self) -> str:
        """'2 runs stopped, 189 not started' ('' for a comparison that ran to its end)."""
        stopped = sum(row.status == "stopped" for row in self.rows)
        left = max(0, self.asked - len(self.rows))
        said = [f"{_plural(stopped, 'run')} stopped"] if stopped else []
        said += [f"{left:,} not started"] if left else []
        return ", ".join(said)

    def __repr__(self) -> str:
        solvers, runs = _plural(len(self.solvers), "solver"), _plural(len(self.rows), "run")
        cut = f"; {self._cut_short()}" if self._cut_short() else ""
        return f"Comparison({solvers} on {self.board.spec}, {runs}{cut})"


def _plural(n: int, word: str) -> str:
    """'1 run', '3 runs'."""
    return f"{n:,} {word}{'s' * (n != 1)}"


def _median(steps: float) -> int | float:
    """A median of steps as a table shows it: whole, or with its half."""
    return int(steps) if float(steps).is_integer() else float(steps)


@at_the_door
def compare(
    board: Board | str | int,
    solvers: Sequence[str] = DEFAULT_SOLVERS,
    starts: str | Iterable[Square] = "all",
    *,
    closed: bool = False,
    repeat: int = 1,
    max_steps: int = DEFAULT_MAX_STEPS,
    tours: bool = False,
    workers: int | None = None,
    progress: ProgressCallback | None = None,
    stop: StopCallback | None = None,
) -> Comparison:
    """Run each solver from each start: the rows of ``knighttour compare``.

    The runs share one thread per core (the solvers release the GIL).

    Parameters
    ----------
    board
        A :class:`Board` or its spec.
    solvers
        Solver names (see :func:`solvers`), a list or ``"a,b"`` as the command line takes
        them; by default the four of Spelchan's articles.
    starts
        ``"all"`` (every square) or squares such as ``["a1", "c3"]``.
    closed
        Ask for closed tours.
    repeat
        Run each pair this many times (each a fresh run, the same moves each time):
        ``seconds`` is then the median time.
    max_steps
        Each run's step limit (10 million by default).
    tours
        Keep each run's tour in its row.
    workers
        Threads (one per core by default).
    progress
        Called now and then with a :class:`~knighttour.api.Progress` (runs done of all).
    stop
        Asked while the runs go on; True stops them (the runs not started are left out).
        An interrupt (Ctrl-C, a notebook's Interrupt) stops them too, at once, and raises
        ``Interrupted`` with the Comparison so far.

    Returns
    -------
    Comparison

    Examples
    --------
    >>> import knighttour
    >>> result = knighttour.compare("8", ["warnsdorff", "warnsdorff-roth"])
    >>> len(result.rows), [s.found for s in result.summary()]
    (128, [63, 64])
    """
    made = as_board(board)
    core = made._core
    names = _solver_names(solvers)
    if repeat < 1 or max_steps < 1:
        raise SolverError("repeat and max_steps must be at least 1")
    if workers is not None and (not is_whole(workers) or workers < 1):
        raise SolverError(f"workers is a number of threads, at least 1, not {workers!r}")
    core.check_fits(96 * (workers or 2))
    _check_closed(names, closed)
    squares = _start_squares(made, starts)
    clock = Clock(progress)  # (each run loads its own search's kernels before its clock)
    rows = _run(core, names, squares, closed, repeat, max_steps, tours, workers, clock, stop)
    plain = tuple(dataclasses.replace(row, status=str(row.status)) for row in rows)
    asked = len(names) * len(squares)
    return Comparison(made, bool(closed), max_steps, plain, clock_seconds(clock), asked)


def _solver_names(solvers: Sequence[str]) -> list[str]:
    """The solvers' names, from a list or ``"a,b"``; at least one."""
    asked = solvers.split(",") if isinstance(solvers, str) else list(solvers)
    names = [get_solver(name).name for name in asked if name.strip()]  # (in any case)
    if not names:
        raise SolverError("compare needs at least one solver name")
    return names


def _check_closed(names: list[str], closed: bool) -> None:
    """Raise SolverError when closed tours are asked of a solver that cannot look for them."""
    for name in names:
        info = get_solver(name)
        if closed and not info.closed:
            raise SolverError(
                f"solver {name!r} cannot look for closed tours; use a solver that can, such "
                "as warnsdorff-backtracking (exact) or circuit (a known circuit)"
            )


def _start_squares(made: Board, starts: str | Iterable[Square]) -> list[int]:
    """The start squares: every live square for ``"all"``, else the squares named."""
    core = made._core
    if isinstance(starts, str) and starts.strip().lower() == "all":
        squares: list[int] = [int(s) for s in core.live_squares()]
    else:
        given = starts.split(",") if isinstance(starts, str) else list(starts)
        squares = [
            s for s in (square_of(made, q) for q in given if str(q).strip()) if s is not None
        ]
        if not squares:
            raise SolverError("starts needs 'all' or square names such as a1,c3")
    return squares


def _run(
    core: CoreBoard,
    names: list[str],
    squares: list[int],
    closed: bool,
    repeat: int,
    max_steps: int,
    tours: bool,
    workers: int | None,
    clock: Clock,
    stop: StopCallback | None,
) -> list[Row]:
    """Every solver from every square, the clock told as each run ends."""
    from ..core.compare import runs

    total = len(names) * len(squares)
    ended = [0]

    def on_row(row: Row) -> None:
        ended[0] += 1
        clock.tell(ended[0], total, f"runs: {ended[0]:,} of {total:,} done", last=ended[0] == total)

    try:
        return runs.compare(
            core,
            names,
            squares,
            max_steps,
            closed,
            workers,
            stop=stop,
            on_row=on_row,
            repeat=repeat if repeat > 1 else None,
            tours=tours,
        )
    except runs.Interrupted as cut:
        # a notebook's Interrupt: the rows so far come back (the runs it stopped marked
        # 'stopped'); the door raises Interrupted with them
        note_interrupt()
        return cut.rows


def clock_seconds(clock: Clock) -> float:
    """Seconds since the clock began."""
    import time

    return time.perf_counter() - clock.t0
