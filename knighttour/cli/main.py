"""The command line's entry: parse, run the command asked for, and turn bad input into one
line on stderr and exit status 2.

Exit 0 found/valid, 1 no-tour/gave-up/invalid, 2 bad input.  Each command's module (solve.py,
count.py, ...) is imported only when it runs, so help and bad arguments answer at once.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from .errors import EXIT_BAD, EXIT_OK, bad_input_errors, one_line
from .parser import build_parser


def _command(name: str) -> Callable[[argparse.Namespace], int]:
    """The run function of the command called name, its module imported now."""
    if name == "solve":
        from . import solve

        return solve.run
    if name == "validate":
        from . import validate

        return validate.run
    if name == "count":
        from . import count

        return count.run
    if name == "compare":
        from . import compare

        return compare.run
    if name == "solvers":
        from . import solvers

        return solvers.run
    if name == "bench":
        from . import bench

        return bench.run
    raise AssertionError(f"the parser knows no command {name!r}")


@contextmanager
def _saying_when_preparing() -> Iterator[None]:
    """While a command runs, a group of kernels compiled for the first time on this computer
    (seconds, where loading them takes a moment) says so in one line on stderr: stdout stays
    the command's own (its JSON exactly)."""
    from ..core import kernel_groups

    def tell(group: kernel_groups.Kernels, done: bool) -> None:
        if not done:
            print(
                f"Preparing the solvers for this computer (once, about {group.seconds:.0f} s):"
                f" {group.title}…",
                file=sys.stderr,
                flush=True,
            )

    kernel_groups.add_listener(tell)
    try:
        yield
    finally:
        kernel_groups.remove_listener(tell)


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments; `validate BOARD --leaper 1,3 FILE` too, whose options stand between
    its two names (argparse gives the first name to FILE and refuses the second)."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if (
        getattr(args, "command", None) == "validate"
        and args.board is None
        and len(extra) == 1
        and (extra[0] == "-" or not extra[0].startswith("-"))
    ):
        args.board, args.file = args.file, extra[0]
        return args
    if extra:
        return parser.parse_args(argv)  # argparse's own message and exit 2
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = _parse(argv)
        with _saying_when_preparing():
            return int(_command(args.command)(args))
    except MemoryError:
        print(
            "knighttour: error: the board is too large for this machine's memory", file=sys.stderr
        )
        return EXIT_BAD
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:
        if not isinstance(exc, bad_input_errors()):
            raise
        print(f"knighttour: error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD
