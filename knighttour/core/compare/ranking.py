"""Ranking the runs of a race by what their lanes show: tours found first, fewest moves
first (then less time); then the rest by how far they got (their deepest point)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from ..status import Status


class RunResult(Protocol):
    """What the ranking needs of a run (a GUI snapshot or any record with these fields)."""

    status: str
    steps: int
    seconds: float
    max_depth: int


T = TypeVar("T")


def rank_key(result: RunResult) -> tuple[bool, int, float] | tuple[bool, int]:
    """Sort key: found before not found; among found, fewer moves first (a figure that does
    not depend on the machine), then less time; among the rest, deeper first (and nothing
    else: their time is not weighed, ties keep their order)."""
    found = result.status == Status.FOUND
    if found:
        return (False, result.steps, result.seconds)
    return (True, -result.max_depth)


def rank(entries: Iterable[T], result: Callable[[T], Any] = lambda entry: entry) -> list[T]:
    """The entries in race order, each judged by result(entry) (by default the entry itself,
    a RunResult); stable: ties keep the order given."""
    return sorted(entries, key=lambda entry: rank_key(result(entry)))
