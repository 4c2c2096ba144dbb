"""Whether two counts' squares step alike: what each step reads (later neighbours, room
beyond the frontier, neighbours within it, where a tour may end, colours), position for
position.  A sweep hands a long board's states to a shorter board only where they do
(sweep.py), and replays a recorded column only where the later columns do (transfer_sweep.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .job import Job
    from .line import Line

__all__ = ["same_steps", "same_tables", "same_tail"]


def same_steps(long: Job, job: Job, at: int) -> bool:
    """Whether the long board's first at steps are job's own: the same squares in the same
    places, and what each step reads (later neighbours, room, neighbours near, colours) the
    same; where a tour may end, the same or more."""
    a, b = long.line, job.line
    if a.span != b.span or at > b.squares:
        return False
    where_a = np.divmod(a.order[:at], long.board.cols)
    where_b = np.divmod(b.order[:at], job.board.cols)
    if not all(np.array_equal(x, y) for x, y in zip(where_a, where_b, strict=True)):
        return False
    span = a.span
    if not np.array_equal(long.colour[: at + span + 1], job.colour[: at + span + 1]):
        return False
    # an end the board allows, the long board allows too (it may allow more: an odd board
    # ends its tours on its larger colour, which only drops states; those the long count
    # keeps beyond the board's own are ones no tour of the board completes, counted 0)
    if np.any(job.ends[: at + span + 1] & ~long.ends[: at + span + 1]):
        return False
    return same_tables(a, 0, b, 0, at)


def same_tail(job: Job, at: int, other: Job, other_at: int, colours: bool = True) -> bool:
    """Whether job's steps from at to its end are other's from other_at to its end: what
    each reads (later neighbours, room, neighbours near, where a tour may end, and colours
    unless told not to: only the degree test reads them), position for position (a batch
    takes its boards' last columns as one)."""
    a, b = job.line, other.line
    left = job.squares - at
    if a.span != b.span or other.squares - other_at != left:
        return False
    window = left + a.span + 1
    if colours and not np.array_equal(job.colour[at:], other.colour[other_at:]):
        return False
    if not np.array_equal(job.ends[at : at + window], other.ends[other_at : other_at + window]):
        return False
    return same_tables(a, at, b, other_at, left)


def same_tables(a: Line, a_from: int, b: Line, b_from: int, steps: int) -> bool:
    """Whether steps positions of line a from a_from read what b's from b_from read: later
    neighbours, room beyond the frontier, neighbours within it."""
    return all(
        np.array_equal(a.targets[a_from + j], b.targets[b_from + j])
        and np.array_equal(a.room[a_from + j], b.room[b_from + j])
        and np.array_equal(a.near[a_from + j], b.near[b_from + j])
        for j in range(steps)
    )
