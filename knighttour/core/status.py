"""The statuses of a run, defined once: kernels' wrappers, solvers, the command line and the
window all use these (they are strings too, so JSON and comparisons see the plain words)."""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """Where a run stands or how it ended."""

    RUNNING = "running"
    #: a valid tour is in the path
    FOUND = "found"
    #: proved impossible: by a theorem or by an exact search that tried everything
    NO_TOUR = "no-tour"
    #: a heuristic's dead end or a step limit: nothing is proved
    GAVE_UP = "gave-up"
    #: ended by the user (Stop, closing the window): not a failure of the solver
    STOPPED = "stopped"

    @property
    def ended(self) -> bool:
        """True for every status but running."""
        return self is not Status.RUNNING
