"""The command line's exit codes and its errors: bad input is one line on stderr and exit
status 2, never a traceback (docs/command-line.md)."""

from __future__ import annotations

import sys

EXIT_OK, EXIT_NO, EXIT_BAD = 0, 1, 2


class UsageError(Exception):
    """Bad input: printed as one line on stderr, exit status 2."""


#: the core's errors that are bad input, by the module that defines each
_BAD_INPUT = (
    ("knighttour.core.board.board", "BoardError"),
    ("knighttour.core.solve.catalogue", "SolverError"),
    ("knighttour.core.files.formats", "FormatError"),
)


def bad_input_errors() -> tuple[type[Exception], ...]:
    """UsageError and the core's errors that mean bad input (exit 2), of the modules loaded
    so far: an error of a module never loaded cannot have been raised."""
    errors: list[type[Exception]] = [UsageError]
    for module, name in _BAD_INPUT:
        loaded = sys.modules.get(module)
        if loaded is not None:
            errors.append(getattr(loaded, name))
    return tuple(errors)


def one_line(text: str) -> str:
    """text with every character that could break a line or hide shown as an escape."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
