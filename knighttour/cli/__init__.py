"""The command line: knighttour solve | validate | count | compare | solvers | bench.

parser.py holds every command's arguments, errors.py the exit codes and the one-line
errors, output.py the JSON keys the commands share, main.py the entry that runs a command; each
command has its module (solve.py, validate.py, count.py, compare.py, solvers.py, bench.py),
imported only when that command runs, so that help and bad arguments answer at once.
"""

from __future__ import annotations

import sys

from .errors import EXIT_BAD, EXIT_NO, EXIT_OK, UsageError
from .main import main

__all__ = ["EXIT_BAD", "EXIT_NO", "EXIT_OK", "UsageError", "entry", "main"]


def entry() -> None:
    """Console-script entry point (knighttour = knighttour.cli:entry)."""
    sys.exit(main())
