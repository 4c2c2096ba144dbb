"""The library's public API: what ``import knighttour`` offers (``knighttour.solve``, ...),
loaded the first time one of its names is used.

The command line and the library reach their answers through the same core pipeline
(core/solve/pipeline.py, core/count/plan.py and the core's readers and checker), so
``knighttour.solve(...)`` answers what ``knighttour solve ... --json`` prints.
"""

from __future__ import annotations

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
from .progress import Progress
from .solving import Reason, solutions, solve, why_no_tour
from .tour import Tour

__all__ = [
    "Board",
    "BoardError",
    "Comparison",
    "Count",
    "FormatError",
    "KnightTourError",
    "Picture",
    "Progress",
    "Reason",
    "Row",
    "Solver",
    "SolverError",
    "Summary",
    "Tour",
    "Validation",
    "compare",
    "count",
    "solutions",
    "solve",
    "solvers",
    "validate",
    "why_no_tour",
]
