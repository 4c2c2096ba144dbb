"""The command line's contract: every command's arguments (the parser), the exit codes, the
one-line error and the JSON keys the commands share.

Its output is a contract other scripts rely on (see docs/command-line.md): keep keys,
statuses and exit codes exactly as they are.  Exit 0 found/valid, 1 no-tour/gave-up/invalid,
2 bad input with one line on stderr.

Nothing here loads NumPy, numba or a solver: `knighttour --help` and bad arguments answer at
once, and each command's module (solve.py, count.py, ...) is imported only when it runs.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from ..core.board.variants import LEAPERS, WRAPS

if TYPE_CHECKING:
    from ..core.board.board import Board

EXIT_OK, EXIT_NO, EXIT_BAD = 0, 1, 2

#: the four solvers Spelchan's Making Knight's Tour articles compare: compare's default
COMPARE_DEFAULT = ("backtracking", "forward-checking", "warnsdorff-backtracking", "circuit")

#: each command and the module that runs it (imported only when it runs)
COMMANDS = ("solve", "validate", "count", "bench", "solvers", "compare")


class UsageError(Exception):
    """Bad input: printed as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _positive(what: str):
    def parse(text: str) -> int:
        try:
            value = int(str(text).replace("_", ""))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} {text!r} is not a whole number") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"{what} must be at least 1, not {value}")
        return value

    return parse


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed {text!r} is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    """The argparse tree of every subcommand."""
    parser = _Parser(prog="knighttour", description="Knight's tours: solve, validate, count.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    solve = sub.add_parser("solve", help="find a tour from a start square")
    solve.add_argument("board", help="board size: N or RxC (ranks x files)")
    solve.add_argument("--start", required=True, help="start square, e.g. a1")
    solve.add_argument("--solver", default="auto", help="solver name (see 'knighttour solvers')")
    solve.add_argument("--closed", action="store_true", help="ask for a closed tour")
    solve.add_argument(
        "--max-steps",
        type=_positive("--max-steps"),
        default=None,
        help="give up after this many moves",
    )
    solve.add_argument("--seed", type=_integer, default=0, help="seed for random tie-breaks")
    solve.add_argument(
        "--order", default=None, help='jump order as file,rank deltas: "2,1 1,2 -1,2 -2,1 ..."'
    )
    solve.add_argument(
        "--solutions",
        type=_positive("--solutions"),
        default=None,
        help="exact solvers: return up to N distinct tours",
    )
    solve.add_argument("--output", default=None, help="write the tour to FILE, one per line")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    add_variant_options(solve)

    validate = sub.add_parser("validate", help="check a tour file")
    validate.add_argument(
        "board", nargs="?", default=None, help="the board, for files that do not name theirs"
    )
    validate.add_argument(
        "file", help="a tour file (JSON, or text with or without its header line); - is stdin"
    )
    validate.add_argument("--closed", action="store_true", help="require a closed tour")
    validate.add_argument("--json", action="store_true")
    validate.add_argument("--order", default=None, help=argparse.SUPPRESS)
    add_variant_options(validate)

    count = sub.add_parser("count", help="count every tour")
    count.add_argument("board", help="the board: 8, 5x6 or 4x4x4 (up to 9 wide for big ones)")
    count.add_argument("--start", default=None, help="count open tours from this square only")
    count.add_argument("--closed", action="store_true", help="count closed tours (each cycle once)")
    count.add_argument(
        "--per-start", action="store_true", help="also count the open tours from each square"
    )
    count.add_argument(
        "--json", action="store_true", help="one JSON object: board, start, closed, count, ..."
    )
    count.add_argument(
        "--cluster",
        default=None,
        metavar="ADDRESS",
        help="count on the Dask scheduler at ADDRESS (tcp://host:port), or on a local cluster "
        "of N worker processes for local[:N] (needs the extra knighttour[cluster])",
    )
    count.add_argument(
        "--checkpoint",
        default=None,
        metavar="DIR",
        help="keep the count's last finished square in DIR (here: after every square; with "
        "--cluster: now and then); the same count run again goes on from there",
    )
    add_variant_options(count)

    compare = sub.add_parser("compare", help="run solvers from many start squares")
    compare.add_argument("board")
    compare.add_argument(
        "--solvers",
        default=",".join(COMPARE_DEFAULT),
        help="comma-separated solver names (default: the four that Spelchan's Making "
        "Knight's Tour articles compare)",
    )
    compare.add_argument("--starts", default="all", help="all, or squares such as a1,c3")
    compare.add_argument(
        "--max-steps",
        type=_positive("--max-steps"),
        default=None,
        help="give up each run after N moves",
    )
    compare.add_argument("--closed", action="store_true", help="ask for closed tours")
    compare.add_argument("--order", default=None, help="jump order, as for solve")
    compare.add_argument(
        "--workers",
        type=_positive("--workers"),
        default=None,
        help="threads to run on (default: one per core)",
    )
    compare.add_argument(
        "--cluster",
        default=None,
        metavar="ADDRESS",
        help="run each solver and start as a task on the Dask scheduler at ADDRESS, or on a "
        "local cluster for local[:N] (needs the extra knighttour[cluster])",
    )
    add_variant_options(compare)
    out = compare.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="a JSON list of rows")
    out.add_argument("--csv", action="store_true", help="CSV with a header line")

    bench = sub.add_parser("bench", help="time the kernels on fixed cases")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--large",
        action="store_true",
        help="also write and read tours of 8000x8000 and 10000x10000",
    )
    bench.add_argument(
        "--io", action="store_true", help="only the cases that write, read and validate tour files"
    )
    bench.add_argument(
        "--count",
        action="store_true",
        help="only the frontier counts, each a process: peak states, bytes a state, time, memory",
    )
    bench.add_argument(
        "--slow",
        action="store_true",
        help="add the counts that take minutes (7x7 open, 8x8 closed)",
    )

    solvers = sub.add_parser("solvers", help="list the solvers")
    solvers.add_argument("--json", action="store_true")
    return parser


def board_from(args: argparse.Namespace) -> Board:
    """The board the options describe: size, layers, leaper, jump order, holes, wrapping."""
    from ..core.board.board import build_board, parse_board_spec, parse_board_spec_3d, parse_leaper

    three = parse_board_spec_3d(args.board)
    layers, rows, cols = three if three is not None else (1, *parse_board_spec(args.board))
    leaper = getattr(args, "leaper", None)
    holes = getattr(args, "holes", None)
    return build_board(
        rows,
        cols,
        layers=layers,
        leaper=parse_leaper(leaper) if leaper else None,
        order=getattr(args, "order", None),
        holes=holes.split(",") if holes else (),
        wrap=getattr(args, "wrap", None) or "none",
    )


def add_variant_options(parser: argparse.ArgumentParser) -> None:
    """--leaper, --holes and --wrap, for the commands that take any board."""
    parser.add_argument(
        "--leaper",
        default=None,
        help="A,B for an (A,B)-leaper (default 1,2, the knight), or a name: " + ", ".join(LEAPERS),
    )
    parser.add_argument("--holes", default=None, help="squares to remove, e.g. a1,d4")
    parser.add_argument(
        "--wrap",
        default="none",
        choices=WRAPS,
        help="cylinder joins the left and right edges; torus joins both pairs",
    )


def with_variant(result: dict, board: Board) -> dict:
    """The contract's extra keys, for boards other than the knight's full rectangle."""
    if not board.is_knight:
        result.update(board.variant_json())
    return result


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        command = importlib.import_module(f"{__package__}.{args.command}")
        return int(command.run(args))
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


#: the core's errors that are bad input, by the module that defines each
_BAD_INPUT = (
    ("knighttour.core.board.board", "BoardError"),
    ("knighttour.core.solve.catalogue", "SolverError"),
    ("knighttour.core.board.tour", "TourFileError"),
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
