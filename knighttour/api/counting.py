"""count: the command line's ``knighttour count``, from Python, with its per-start table as
a heatmap and a table."""

from __future__ import annotations

import html
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..core.board.board import Board as CoreBoard
from ..core.board.board import BoardError
from ..core.errors import KnightTourError
from .board import Board, Square, as_board, square_of
from .errors import at_the_door
from .progress import (
    Clock,
    ProgressCallback,
    StopCallback,
    interrupt_as_stop,
    note_interrupt,
)
from .tables import html_table, pandas

if TYPE_CHECKING:
    from ..core.count.methods import Searched, SquareProgress, TourCount
    from ..core.count.plan import CountAnswer, CountPlan
    from ..core.drawing.picture import Picture


@dataclass(frozen=True, repr=False)
class Count:
    """How many tours a board has: the answer of ``knighttour count``.

    Open tours are counted directed (a path and its reverse are two tours), from start or
    summed over every start; closed tours undirected (each circuit once).  In a notebook it
    shows as a sentence and, with per_start, a heatmap of the board and a table.

    Attributes
    ----------
    board : Board
    start, end : str or None
        The squares the open tours were counted from and to.
    closed : bool
    count : int or None
        The number of tours (None when stopped before the end).
    method : str
        ``'enumeration'`` (one tour at a time) or ``'frontier'`` (the frontier counter).
    seconds : float
    reason : str
        The theorem, when one answered 0 without counting.
    per_start : Mapping[str, int] or None
        Open tours from each square, when asked for.
    stopped : bool
        True when ``stop`` ended the count (count is then what was known, or None).

    Examples
    --------
    >>> import knighttour
    >>> knighttour.count("5")
    Count(1,728 open tours (directed) on 5x5)
    >>> knighttour.count("6", closed=True).count
    9862
    >>> table = knighttour.count("5", per_start=True).per_start
    >>> table["a1"], table["c3"], table["b1"]
    (304, 64, 0)
    """

    board: Board
    start: str | None
    end: str | None
    closed: bool
    count: int | None
    method: str
    seconds: float = field(compare=False)
    reason: str = ""
    per_start: Mapping[str, int] | None = None
    stopped: bool = False
    _answer: CountAnswer | None = field(default=None, compare=False, repr=False)

    @classmethod
    def _of(cls, board: Board, answer: CountAnswer) -> Count:
        """The library's view of the core's answer (its JSON is the answer's own)."""
        r, result = answer.plan.request, answer.result
        core = board._core
        return cls(
            board,
            core.name(r.start) if r.start is not None else None,
            core.name(r.end) if r.end is not None else None,
            bool(r.closed),
            result.count,
            result.method,
            result.seconds,
            answer.why,
            _per_start_table(core, result) if r.per_start else None,
            answer.stopped,
            answer,
        )

    def __int__(self) -> int:
        if self.count is None:
            raise KnightTourError("the count was stopped before the end: it has no number")
        return self.count

    def sentence(self) -> str:
        """What was found, as the command line says it: '1,728 open tours (directed) on
        5x5'; a stopped count says how far it came."""
        return self._core_answer().sentence()

    def to_dict(self) -> dict[str, object]:
        """The answer as ``knighttour count --json`` prints it: the core's answer's own."""
        return self._core_answer().to_dict()

    def _core_answer(self) -> CountAnswer:
        if self._answer is None:
            raise ValueError("a Count is made by knighttour.count()")
        return self._answer

    def heatmap(self, *, size: int = 520) -> Picture:
        """The open tours from each square drawn on the board (pale: few, dark: many, grey:
        none), as the window's Count tab draws them; needs ``per_start=True``.

        Examples
        --------
        >>> import knighttour
        >>> knighttour.count("5", per_start=True).heatmap()
        <Picture 'open tours from each square of 5x5' 344x366>
        """
        from ..core.drawing.boards import heatmap_scene
        from ..core.drawing.picture import Picture

        if self.per_start is None and self.stopped:
            raise BoardError(
                "the count was stopped before it finished any square's count: no heatmap"
            )
        if self.per_start is None:
            raise BoardError("a heatmap needs the count of each square: count(..., per_start=True)")
        core = self.board._core
        values = {core.parse_square(name): n for name, n in self.per_start.items()}
        title = f"open tours from each square of {self.board.describe()}"
        return Picture(heatmap_scene(core, values, kind="count", longest=size, title=title))

    def to_pandas(self) -> Any:
        """The per-start table as a pandas DataFrame: one row a square (``square``, ``file``,
        ``rank``, ``tours``; file and rank counted from 0, as the library takes a square's
        ``(file, rank)``); without per_start, one row with the count."""
        pd = pandas()
        if self.per_start is None:
            return pd.DataFrame([{k: v for k, v in self.to_dict().items() if k != "board"}])
        core = self.board._core
        rows = []
        for name, n in self.per_start.items():
            file, rank = core.coords(core.parse_square(name))[:2]
            rows.append({"square": name, "file": file, "rank": rank, "tours": n})
        return pd.DataFrame(rows)

    def _repr_html_(self) -> str:
        parts = [f"<p>{html.escape(self.sentence())}</p>"]
        if self.reason:
            parts.append(f"<p>{html.escape(self.reason)}</p>")
        if self.per_start is not None:
            parts.append(self.heatmap(size=400).to_svg())
            core = self.board._core
            if core.cols <= 26 and not core.is_3d:
                header = ["", *(core.file_label(f) for f in range(core.cols))]
                rows: list[list[object]] = [
                    [str(rank + 1)]
                    + [
                        self.per_start.get(core.name(core.index(f, rank)), "-")
                        for f in range(core.cols)
                    ]
                    for rank in reversed(range(core.rows))
                ]
                parts.append(html_table(header, rows, caption="open tours from each square"))
        return "".join(parts)

    def __repr__(self) -> str:
        return f"Count({self.sentence()})"


@at_the_door
def count(
    board: Board | str | int,
    *,
    closed: bool = False,
    start: Square | None = None,
    end: Square | None = None,
    per_start: bool = False,
    progress: ProgressCallback | None = None,
    stop: StopCallback | None = None,
) -> Count:
    """Count the tours of a board: the answer of ``knighttour count``.

    The method is chosen as the command line chooses it (an exhaustive search on small
    boards, the frontier counter up to 9 squares wide), and the same counts are refused.

    Parameters
    ----------
    board
        A :class:`Board` or its spec.
    closed
        Count closed tours (undirected), else open ones (directed).
    start
        Count the open tours from this square only.
    end
        With start: the open tours from start that end here (boards up to 36 squares).
    per_start
        Also count the open tours from each square (:attr:`Count.per_start`).
    progress
        Called now and then with a :class:`~knighttour.api.Progress`.
    stop
        Asked between squares (or chunks of a search); True ends the count early, with
        :attr:`Count.stopped` set.  An interrupt (Ctrl-C, a notebook's Interrupt) stops it
        too, within a second, and raises ``Interrupted`` with the Count so far.

    Returns
    -------
    Count

    Raises
    ------
    KnightTourError
        A count refused: too large for memory, or one that could not end in years.

    Examples
    --------
    >>> import knighttour
    >>> int(knighttour.count("5", start="a1"))
    304
    >>> knighttour.count("5", start="a1", end="e5").count
    56
    """
    from ..core.count.plan import CountRequest, plan_count, run_count

    made = as_board(board)
    core = made._core
    first, last = square_of(made, start), square_of(made, end)
    if per_start and closed:
        raise BoardError("per_start counts open tours from each square; it does not go with closed")
    if last is not None:
        if per_start:
            raise BoardError("end counts one search's tours; it does not go with per_start")
        if first is None:
            raise BoardError("end counts the tours from start that end there: give start too")
        if closed:
            raise BoardError("end counts open tours: a closed tour has no last square")
    plan = plan_count(CountRequest(core, bool(closed), first, last, per_start))
    if progress is None:
        _say_when_long(plan)
    plan.load_kernels()
    told, searched = _tellers(Clock(progress), core)
    with interrupt_as_stop(stop) as asked:  # (an interrupt: heard between two looks, 50 ms)
        answer = run_count(plan, progress=told, stop=asked, searched=searched)
    if answer.interrupted:  # (heard in the Python between the looks)
        note_interrupt()
    return Count._of(made, answer)


#: a count estimated past this (seconds) says so on stderr as it begins (no progress asked)
LONG_COUNT_SECONDS = 60.0


def _say_when_long(plan: CountPlan) -> None:
    """A frontier count estimated to take minutes or more says so at once on stderr (a
    notebook shows it), with its memory and how to stop it: else a long count looks hung."""
    from ..core.count.methods import FRONTIER
    from ..core.count.sentences import long_duration

    if plan.verdict is not None or plan.method != FRONTIER:
        return
    seconds, need = plan.estimate()
    if seconds < LONG_COUNT_SECONDS:
        return
    r = plan.request
    kind = "closed" if r.closed else "open"
    print(
        f"knighttour: counting the {kind} tours of {r.board.spec} is estimated to take about "
        f"{long_duration(seconds)} here ({seconds:,.0f} s) and {need / 2**30:,.1f} GiB; "
        "an interrupt (Ctrl-C, the notebook's Interrupt) stops it",
        file=sys.stderr,
        flush=True,
    )


def _tellers(clock: Clock, core: CoreBoard) -> tuple[SquareProgress, Searched]:
    """What tells the clock the progress: of the frontier counter, and of the search."""
    from ..core.count.sentences import progress_text

    def told(k: int, n: int, states: int, used: int) -> None:
        place = progress_text(k, n, core.squares)
        clock.tell(k, n, f"counting: {place}, {states:,} live states, {used / 2**20:,.0f} MiB")

    def searched(done: int, total: int, tours: int) -> None:
        clock.tell(done, total, f"counting by exhaustive search: {tours:,} tours found so far")

    return told, searched


def _per_start_table(core: CoreBoard, result: TourCount) -> Mapping[str, int] | None:
    """The open tours from each live square, by its name (None when the count has no table;
    a stopped count's table has the squares it finished)."""
    table = result.per_start
    if table is None:
        return None
    return MappingProxyType(
        {core.name(int(s)): int(table[s]) for s in core.live_squares() if table[s] is not None}
    )
