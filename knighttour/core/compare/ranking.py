"""Ranking the runs of a race: tours found first, fastest first; then the rest by how far
they got (their deepest point)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, TypeVar

from ..status import Status


class RunResult(Protocol):
    """What the ranking needs of a run (a GUI snapshot or any record with these fields)."""

    status: str
    seconds: float
    max_depth: int


T = TypeVar("T")


def rank_key(result: RunResult) -> tuple[bool, float]:
    """Sort key: found before not found; among found, less time first; among the rest,
    deeper first."""
    found = result.status == Status.FOUND
    return (not found, result.seconds if found else -result.max_depth)


def rank(entries: Iterable[T], result: Callable[[T], Any] = lambda entry: entry) -> list[T]:
    """The entries in race order, each judged by result(entry) (by default the entry itself,
    a RunResult); stable: ties keep the order given."""
    return sorted(entries, key=lambda entry: rank_key(result(entry)))
