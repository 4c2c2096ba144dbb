"""What a long call tells its progress callback: one small record, the same for a solve, a
count and a comparison."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Progress:
    """Where a long call stands, handed to its ``progress`` callback now and then (at most
    about 30 times a second).

    Attributes
    ----------
    done : int
        Work done: moves made (a solve), squares counted (a count), runs ended (a
        comparison).
    total : int or None
        The work in all, where it is known (a solve's step limit, a count's squares, a
        comparison's runs).
    seconds : float
        Time since the call began.
    text : str
        The same in words, as the command line shows it on stderr.

    Examples
    --------
    >>> import knighttour
    >>> seen = []
    >>> result = knighttour.compare("5", ["warnsdorff"], ["a1", "c3"], progress=seen.append)
    >>> seen[-1].done, seen[-1].total
    (2, 2)
    """

    done: int
    total: int | None
    seconds: float
    text: str


ProgressCallback = Callable[[Progress], None]
StopCallback = Callable[[], bool]


class Clock:
    """Seconds since a call began, and a progress callback paced to INTERVAL."""

    INTERVAL = 1 / 30

    def __init__(self, progress: ProgressCallback | None) -> None:
        self.progress = progress
        self.t0 = time.perf_counter()
        self.last = -1.0

    def tell(self, done: int, total: int | None, text: str, *, last: bool = False) -> None:
        """Hand the callback a Progress (unless one went less than INTERVAL ago)."""
        if self.progress is None:
            return
        now = time.perf_counter() - self.t0
        if not last and now - self.last < self.INTERVAL:
            return
        self.last = now
        self.progress(Progress(done, total, now, text))


class StopFlag:
    """A stop callable as the core's threading.Event: set once stop() has said True."""

    def __init__(self, stop: StopCallback | None) -> None:
        self.stop = stop
        self.event = threading.Event()

    def poll(self) -> None:
        """Ask stop (the core's tick between runs)."""
        self()

    def __call__(self) -> bool:
        if not self.event.is_set() and self.stop is not None and self.stop():
            self.event.set()
        return self.event.is_set()
