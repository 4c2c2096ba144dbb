"""The library's errors as a student meets them: one line, not a trace through the library.

A KnightTourError (a board size, a square, a solver, a file) says what was wrong in its
message; the dozens of lines of the library's own functions it passed through tell a
student nothing.  Every public function and constructor raises it with the traceback cut at
the door: the student's line, then the error.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from ..core.errors import KnightTourError

P = ParamSpec("P")
R = TypeVar("R")


def at_the_door(function: Callable[P, R]) -> Callable[P, R]:
    """function, raising its KnightTourErrors with the traceback cut at the door (the
    error's message, its type and the caller's line are kept)."""

    @functools.wraps(function)
    def door(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return function(*args, **kwargs)
        except KnightTourError as error:
            raise error.with_traceback(None) from None

    return door
