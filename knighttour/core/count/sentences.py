"""What a count says to people: the count in a sentence, and where a running count is."""

from __future__ import annotations

from ..board.board import Board


def count_sentence(
    count: int, board: Board, closed: bool, start: int | None = None, end: int | None = None
) -> str:
    """What a count found, as a sentence: '128 open tours (directed) on 5x5 without c3',
    '1 closed tour (undirected) on 6x6 wrapped as a torus', '4 open tours (directed) on 5x5
    from a1 to e5' (the board with its leaper, holes and wrapping named)."""
    where = board.describe()
    if closed:
        if count == 1:
            return f"{count:,} closed tour (undirected) on {where}"
        return f"{count:,} closed tours (undirected) on {where}"
    if start is not None and end is not None:
        first, last = board.name(start), board.name(end)
        if count == 1:
            return f"{count:,} open tour (directed) on {where} from {first} to {last}"
        return f"{count:,} open tours (directed) on {where} from {first} to {last}"
    if start is not None:
        first = board.name(start)
        if count == 1:
            return f"{count:,} open tour (directed) on {where} from {first}"
        return f"{count:,} open tours (directed) on {where} from {first}"
    if count == 1:
        return f"{count:,} open tour (directed) on {where}"
    return f"{count:,} open tours (directed) on {where}"


def progress_text(done: int, total: int, squares: int) -> str:
    """Where a count is, for people: 'square 18 of 49', or with several counts (a table per
    start square) 'count 2 of 10, square 18 of 49'."""
    if total <= squares or squares <= 0:
        return f"square {done:,} of {total:,}"
    runs = -(-total // squares)
    run, square = divmod(max(done - 1, 0), squares)
    return f"count {run + 1:,} of {runs:,}, square {square + 1:,} of {squares:,}"


def long_duration(seconds: float) -> str:
    """'40 minutes', '26 hours', '32 days', '4.1 years': a long count's estimate as people
    say it.

    >>> long_duration(2387), long_duration(93_600)
    ('40 minutes', '26 hours')
    """
    hours = seconds / 3600
    if hours < 1.5:
        minutes = max(1, round(seconds / 60))
        return f"{minutes:,} minute{'s' * (minutes != 1)}"
    if hours < 48:
        return f"{hours:,.0f} hours"
    if hours < 24 * 730:
        return f"{hours / 24:,.0f} days"
    return f"{hours / (24 * 365.25):,.1f} years"
