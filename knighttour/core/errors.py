"""The one family of errors a caller catches: every request that cannot be served (a board
spec, a square name, a solver, a file, a count too large) raises a KnightTourError whose
message is the one line the command line prints after ``knighttour: error:``."""

from __future__ import annotations


class KnightTourError(ValueError):
    """A request that cannot be served; the message says why in one line.

    Every error of the library is one of these: ``BoardError`` (a board, a square, a
    leaper), ``SolverError`` (a solver, or what it was asked), ``FormatError`` (a file),
    ``ClusterError`` (no cluster to count on), ``PlayError`` (a move the rules do not
    allow), ``WorksheetError`` (a set of worksheets that cannot be made).

    Examples
    --------
    >>> import knighttour
    >>> try:
    ...     knighttour.Board("8x")
    ... except knighttour.KnightTourError as error:
    ...     print(error)
    board '8x' is not a size: use N or RxC, e.g. 8 or 5x6
    """


def is_interrupt(error: BaseException) -> bool:
    """True for Ctrl-C (a notebook's Interrupt): a KeyboardInterrupt, or the SystemError a
    compiled call turns one into ("... returned a result with an exception set", the
    interrupt chained to it)."""
    if isinstance(error, KeyboardInterrupt):
        return True
    if not isinstance(error, SystemError):
        return False
    inner = error.__cause__ or error.__context__
    return isinstance(inner, KeyboardInterrupt) or "with an exception set" in str(error)
