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


def rank_key(result: RunResult) -> tuple[bool, int, float]:
    """Sort key: found before not found; among found, fewer moves first (a figure that does
    not depend on the machine), then less time; among the rest, deeper first."""
    found = result.status == Status.FOUND
    if found:
        return (False, result.steps, result.seconds)
    return (True, -result.max_depth, 0.0)


def rank(entries: Iterable[T], result: Callable[[T], Any] = lambda entry: entry) -> list[T]:
    """The entries in race order, each judged by result(entry) (by default the entry itself,
    a RunResult); stable: ties keep the order given."""
    return sorted(entries, key=lambda entry: rank_key(result(entry)))


def seconds_text(seconds: float) -> str:
    """A run's time with three significant figures, in the unit that reads best: '85.2 µs',
    '3.41 ms', '1.25 s' (never '0.000 s' for a run that took time)."""
    if seconds <= 0:
        return "0 s"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale or unit == "µs":
            value = seconds / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{value:,.{digits}f} {unit}"
    raise AssertionError("unreachable")
