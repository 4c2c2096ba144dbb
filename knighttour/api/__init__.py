"""The library's public API: what ``import knighttour`` offers (``knighttour.solve``, ...),
loaded the first time one of its names is used.

The command line and the library reach their answers through the same core pipeline
(core/solve/pipeline.py, core/count/plan.py and the core's readers and checker), so
``knighttour.solve(...)`` answers what ``knighttour solve ... --json`` prints.
"""

from __future__ import annotations

import sys

from ..core import kernel_groups
from ..core.board.board import BoardError
from ..core.compare.runs import Row, Summary
from ..core.drawing.picture import Picture
from ..core.errors import KnightTourError
from ..core.files.formats import FormatError
from ..core.solve.catalogue import SolverError
from .board import Board
from .catalogue import Solver, solvers
from .checking import Validation, validate
from .comparing import Comparison, compare
from .counting import Count, count
from .errors import Interrupted, interrupted
from .families import Term, count_family
from .progress import Progress
from .solving import CutShortWarning, Listing, Reason, solutions, solve, why_no_tour
from .tour import SolveStatus, Tour


def _say_when_preparing(group: kernel_groups.Kernels, done: bool) -> None:
    """The first call on a computer compiles the solvers it needs (seconds, once; later
    calls and later sessions load them at once): said on stderr, which a notebook shows, so
    that a first call is not taken for a hang; unless another listener says it (the command
    line, run in the same process, says it its own way)."""
    if not done and kernel_groups.listeners() == (_say_when_preparing,):
        print(
            f"knighttour: preparing the solvers for this computer (once, about "
            f"{group.seconds:.0f} s): {group.title}…",
            file=sys.stderr,
            flush=True,
        )


kernel_groups.add_listener(_say_when_preparing)

__all__ = [
    "Board",
    "BoardError",
    "Comparison",
    "Count",
    "CutShortWarning",
    "FormatError",
    "Interrupted",
    "KnightTourError",
    "Listing",
    "Picture",
    "Progress",
    "Reason",
    "Row",
    "SolveStatus",
    "Solver",
    "SolverError",
    "Summary",
    "Term",
    "Tour",
    "Validation",
    "compare",
    "count",
    "count_family",
    "interrupted",
    "solutions",
    "solve",
    "solvers",
    "validate",
    "why_no_tour",
]
