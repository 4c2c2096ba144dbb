"""count_family: ``knighttour count 6x1..6x60`` from Python, a family of boards counted in one
pass (core/count/sweep.py), each board's term as the command line prints it."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from ..core.board.board import BoardError
from ..core.count.sweep import Term
from ..core.errors import is_interrupt
from .board import is_whole
from .errors import at_the_door
from .progress import note_interrupt

__all__ = ["Term", "count_family"]


@at_the_door
def count_family(
    rows: int,
    lengths: Iterable[int],
    *,
    closed: bool = False,
    on_term: Callable[[Term], None] | None = None,
    join: bool = False,
    second_moduli: bool = False,
    every_square: bool = False,
    checkpoint: str | os.PathLike[str] | None = None,
) -> list[Term]:
    """Count every rows x m board for m in lengths in one pass: closed tours (undirected) or
    open tours (``Term.tours``: directed, as ``count`` says them; ``Term.count``: undirected
    paths, as the OEIS counts them).  on_term is told each board's term as it ends,
    shortest first.

    Three checks, each giving the same numbers another way: second_moduli counts in primes
    the first count does not use; join counts the longer boards as the ways to a middle
    column times the completions of the rest (``Term.joined_at`` says the column);
    every_square counts every square of the long board instead of replaying its columns
    once their states repeat.

    checkpoint: a folder that keeps the boards counted and, every 10 s, the long board's
    states; the same family given it again (after an interrupt, or a kernel that died) goes
    on from there and gives the same numbers (not with join or every_square).

    Interrupted (Ctrl-C, a notebook's Interrupt), it stops within a second and raises
    ``Interrupted`` with the boards counted so far (``knighttour.interrupted()``).

    Examples
    --------
    >>> import knighttour as kt
    >>> [t.count for t in kt.count_family(6, range(5, 9), closed=True)]  # A175881
    [8, 9862, 1067638, 55488142]
    >>> kt.count_family(5, [5])[0].to_dict()["count"]  # open tours, directed
    1728
    """
    from ..core.count.frontier import CLOSED, OPEN_ALL, Stopped
    from ..core.count.sweep import sweep

    listed = isinstance(lengths, Iterable) and not isinstance(lengths, str | bytes)
    asked = list(lengths) if listed else []
    if not listed or not is_whole(rows) or not all(is_whole(m) for m in asked):
        raise BoardError(
            f"a family is a number of rows and whole lengths, such as count_family(6, "
            f"range(5, 41)), not {rows!r} and {lengths!r}"
        )
    wanted = sorted({int(m) for m in asked})
    if rows < 1 or not wanted or wanted[0] < 1:
        raise BoardError("a family needs rows and lengths of 1 or more")
    done: list[Term] = []

    def ended(term: Term) -> None:
        done.append(term)
        if on_term is not None:
            on_term(term)

    try:
        sweep(
            rows,
            wanted,
            CLOSED if closed else OPEN_ALL,
            on_term=ended,
            moduli_set=1 if second_moduli else 0,
            way="count" if every_square else "map",
            join=bool(join),
            checkpoint=None if checkpoint is None else os.fspath(checkpoint),
        )
    except (KeyboardInterrupt, SystemError, Stopped) as exc:
        if not isinstance(exc, Stopped) and not is_interrupt(exc):
            raise
        _cut_short(done, len(wanted), interrupted=not isinstance(exc, Stopped))
    return done


def _cut_short(done: list[Term], wanted: int, interrupted: bool) -> None:
    """Say that a family stopped before its last board (the boards counted are returned;
    an interrupt is raised by the door, with them)."""
    import warnings

    from .solving import CutShortWarning

    if interrupted:
        note_interrupt()
        return
    warnings.warn(
        CutShortWarning(
            f"the family stopped before its last board: {len(done):,} of {wanted:,} boards counted"
        ),
        stacklevel=4,
    )
