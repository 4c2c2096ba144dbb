"""The command line's parser: every command's arguments, and the board they describe.

Nothing here loads NumPy, numba or a solver: `knighttour --help` and bad arguments answer at
once.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from ..core.board.variants import LEAPERS, WRAPS
from .errors import UsageError

if TYPE_CHECKING:
    from ..core.board.board import Board

#: the four solvers Spelchan's Making Knight's Tour articles compare: compare's default
COMPARE_DEFAULT = ("backtracking", "forward-checking", "warnsdorff-backtracking", "circuit")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse puts "argument --max-steps: " before a message that names the option
        # itself: say it once ("--max-steps must be at least 1, not 0")
        match = re.match(r"argument (\S+): (.*)$", message, re.DOTALL)
        if match and match.group(2).startswith(match.group(1).split("/")[-1] + " "):
            message = match.group(2)
        raise UsageError(message)


#: compare --repeat's most runs of each solver and start
MAX_REPEAT = 1000


def _positive(what: str, most: int | None = None):
    def parse(text: str) -> int:
        try:
            value = int(str(text).replace("_", ""))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} {text!r} is not a whole number") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"{what} must be at least 1, not {value}")
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(f"{what} must be at most {most:,}, not {value:,}")
        return value

    return parse


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed {text!r} is not a whole number") from None


class _Version(argparse.Action):
    """--version: print "knighttour X.Y.Z" and exit 0, the version read only when asked."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs) -> None:
        kwargs.setdefault("help", "print the program's version and exit")
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> NoReturn:
        from .. import __version__

        print(f"knighttour {__version__}")
        parser.exit()


def _solve_options(sub: Any) -> None:
    """solve's options: the board, the start, the solver, the kind of tour, limits and
    output (its handler: cli/solve.py)."""
    solve = sub.add_parser("solve", help="find a tour from a start square")
    solve.add_argument("board", help="board size: N or RxC (ranks x files)")
    solve.add_argument("--start", required=True, help="start square, e.g. a1")
    solve.add_argument("--solver", default="auto", help="solver name (see 'knighttour solvers')")
    solve.add_argument("--closed", action="store_true", help="ask for a closed tour")
    solve.add_argument(
        "--symmetric",
        type=int,
        choices=(180, 90),
        default=None,
        metavar="180|90",
        help="a closed tour that a half turn (180) or a quarter turn (90) of the board "
        "carries onto itself, or the theorem that rules one out",
    )
    solve.add_argument(
        "--end",
        default=None,
        metavar="SQUARE",
        help="an open tour that ends on SQUARE (exact solvers), or the reason none can",
    )
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
        metavar="N",
        help="exact solvers: up to N distinct tours, all printed (numbered) or written; a "
        "closed tour is listed once, not once each way round (see --both-directions)",
    )
    solve.add_argument(
        "--both-directions",
        action="store_true",
        help="with --closed --solutions: list each circuit twice, once each way round from "
        "the start (two tours of the same circuit)",
    )
    solve.add_argument(
        "--output",
        default=None,
        metavar="FILE",
        help="write the tour to FILE, one square a line (.ktm: packed); with --solutions "
        "every tour: one JSON tour set when FILE ends in .json, else FILE-1, FILE-2, ...",
    )
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    add_variant_options(solve)


def _validate_options(sub: Any) -> None:
    """validate's options: the board (for files that do not name theirs) and the file (its
    handler: cli/validate.py)."""
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


def _count_options(sub: Any) -> None:
    """count's options: a board or a family, the tours counted, a cluster, a checkpoint
    (its handler: cli/count.py, a family's cli/sweep.py)."""
    count = sub.add_parser("count", help="count every tour")
    count.add_argument(
        "board",
        help="the board: 8, 5x6 or 4x4x4 (up to 9 wide for big ones); or a family, 6x1..6x60, "
        "counted in one pass, each board printed as it ends",
    )
    count.add_argument("--start", default=None, help="count open tours from this square only")
    count.add_argument(
        "--end",
        default=None,
        metavar="SQUARE",
        help="with --start: count the open tours from there that end on SQUARE (one by one, "
        "on boards up to 36 squares; 0 at once where a theorem rules them out)",
    )
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
    count.add_argument(
        "--second-moduli",
        action="store_true",
        help="a family only: count in the second set of moduli (primes below 2**62, none of "
        "which the first set uses): the same numbers check the arithmetic",
    )
    count.add_argument(
        "--join",
        action="store_true",
        help="a family only: count the longer boards as a join at a middle column (the ways "
        "to it times the completions of the rest, read backwards): the same numbers check "
        "the sweep past that column",
    )
    count.add_argument(
        "--every-square",
        action="store_true",
        help="a family only: count every square of the long board (slower) instead of "
        "replaying its columns once their states repeat: the same numbers check the replay",
    )
    count.add_argument(
        "--allow-long",
        action="store_true",
        help="count even where the count is estimated to take over a day here (refused "
        "otherwise); without --checkpoint it keeps one in the user's data folder",
    )
    add_variant_options(count)


def _compare_options(sub: Any) -> None:
    """compare's options: the solvers, the starts, the limits, where they run and how rows
    are printed (its handler: cli/compare.py)."""
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
    compare.add_argument(
        "--tours",
        action="store_true",
        help='keep each run\'s tour: "tour" in each JSON row (a list of squares, [] unless '
        "found), a column in the CSV (the squares separated by spaces), a line under each row "
        "in the text",
    )
    compare.add_argument(
        "--repeat",
        type=_positive("--repeat", MAX_REPEAT),
        default=None,
        metavar="N",
        help='run each solver and start N times (at most 1,000): "seconds" is the median time, '
        '"seconds_min" the least, "repeats" N; the runs are checked to make the same moves',
    )
    add_variant_options(compare)
    out = compare.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="a JSON list of rows")
    out.add_argument(
        "--csv",
        action="store_true",
        help="CSV with a header line: the JSON rows' columns, then the board's (the Table's "
        "export has the same columns)",
    )


def _bench_options(sub: Any) -> None:
    """bench's options: which cases are timed (its handler: cli/bench.py)."""
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


def _solvers_options(sub: Any) -> None:
    """solvers' options (its handler: cli/solvers.py)."""
    solvers = sub.add_parser("solvers", help="list the solvers")
    solvers.add_argument("--json", action="store_true")


#: each command's options, in the order --help lists the commands
COMMANDS: dict[str, Callable[[Any], None]] = {
    "solve": _solve_options,
    "validate": _validate_options,
    "count": _count_options,
    "compare": _compare_options,
    "bench": _bench_options,
    "solvers": _solvers_options,
}


def build_parser() -> argparse.ArgumentParser:
    """The argparse tree of every subcommand: one function a command declares its options
    (in the order --help lists them), here rather than beside its handler (cli/<command>.py)
    so that --help and bad arguments load nothing of the core."""
    parser = _Parser(prog="knighttour", description="Knight's tours: solve, validate, count.")
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for options in COMMANDS.values():
        options(sub)
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
