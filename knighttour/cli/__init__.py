"""The command line: knighttour solve | validate | count | compare | solvers | bench.

contract.py holds the parser, the exit codes and the JSON keys the commands share; each
command has its module (solve.py, validate.py, count.py, compare.py, solvers.py, bench.py),
imported only when that command runs, so that help and bad arguments answer at once.
"""

from __future__ import annotations

import sys

from .contract import EXIT_BAD, EXIT_NO, EXIT_OK, UsageError, main

__all__ = ["EXIT_BAD", "EXIT_NO", "EXIT_OK", "UsageError", "entry", "main"]


def entry() -> None:
    """Console-script entry point (knighttour = knighttour.cli:entry)."""
    sys.exit(main())
