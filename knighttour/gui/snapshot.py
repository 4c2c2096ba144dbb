"""Snapshot: an immutable copy of a search's state, safe to send between threads."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..core.solve.search import FOUND, RUNNING, Search


@dataclass(frozen=True)
class Snapshot:
    """What a view needs of a search at one moment: counters, status and a copy of the path."""

    generation: int
    status: str = RUNNING
    reason: str = ""
    steps: int = 0
    backtracks: int = 0
    depth: int = 0
    max_depth: int = 0
    squares: int = 0
    seconds: float = 0.0
    solutions: int = 0
    exact: bool = False
    path: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    #: the square the run started from (None for no run)
    start: int | None = None
    #: the run was answered by a theorem (no search was made)
    theorem: bool = False

    @classmethod
    def of(cls, search: Search, generation: int) -> Snapshot:
        """Copy the state of search (the path is copied, never shared)."""
        return cls(
            generation,
            search.status,
            search.reason,
            search.steps,
            search.backtracks,
            search.depth,
            search.max_depth,
            search.board.squares,
            search.seconds,
            search.solutions,
            search.exact,
            search.path(),
            int(search.start),
            search.by_theorem,
        )

    @classmethod
    def starting(cls, square: int, squares: int, generation: int) -> Snapshot:
        """A run from square just started: the knight on its first square, nothing else."""
        return cls(
            generation,
            path=np.array([square], np.int64),
            squares=squares,
            depth=1,
            start=square,
        )

    @classmethod
    def of_tour(cls, path: np.ndarray, squares: int, generation: int) -> Snapshot:
        """A tour that came from no run (a file, a game played by hand), as a run that found
        it: status FOUND, no steps, the path copied into an int64 array."""
        n = len(path)
        return cls(
            generation,
            FOUND,
            "",
            0,
            0,
            n,
            n,
            squares,
            0.0,
            1,
            False,
            np.asarray(path, np.int64),
            int(path[0]) if n else None,
        )

    @property
    def moves_per_second(self) -> float:
        """Moves made per second of search time."""
        return self.steps / self.seconds if self.seconds > 0 else 0.0
