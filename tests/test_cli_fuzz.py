"""The command line under random and mutated arguments and files: never a traceback, exit codes
only 0, 1 and 2, and every 2 with one line on stderr.

The default run makes a few hundred invocations; KNIGHTTOUR_FUZZ_EXAMPLES=10000 makes more.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knighttour.cli import main
from knighttour.cli.parser import board_from, build_parser
from knighttour.core.board.board import Board
from knighttour.core.files import formats
from knighttour.core.solve.catalogue import SOLVERS, make_search
from knighttour.core.solve.search import FOUND

EXAMPLES = int(os.environ.get("KNIGHTTOUR_FUZZ_EXAMPLES", "300"))

BOARDS = [
    "5",
    "6",
    "8",
    "3x4",
    "4x4",
    "5x6",
    "3x10",
    "2x2x2",
    "3x3x3",
    "1",
    "1x1",
    "0",
    "-3",
    "abc",
    "8x",
    "x8",
    "8x8x8x8",
    "1000000x1000000",
    "99999999999",
    "5 x 6",
    "",
    "٣",
    "4000000000x3",
    "1e3",
    "0x5",
]
SQUARES = ["a1", "c3", "h8", "b2:1", "z9", "a0", "", "A1", "aa1", "1a", "a1:9", "q", "é1"]
COMMANDS = ["solve", "validate", "count", "compare", "solvers"]
OPTIONS = [
    "--closed",
    "--json",
    "--csv",
    "--solver",
    "--start",
    "--max-steps",
    "--seed",
    "--order",
    "--solutions",
    "--output",
    "--leaper",
    "--holes",
    "--wrap",
    "--starts",
    "--solvers",
    "--workers",
    "--per-start",
    "--help",
    "-h",
    "--nope",
]
VALUES = [
    *BOARDS,
    *SQUARES,
    *SOLVERS,
    "zebra",
    "camel",
    "1,2",
    "2,3",
    "0,0",
    "torus",
    "cylinder",
    "mobius",
    "all",
    "a1,c3",
    "2,1 1,2 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1",
    "1,1 1,1",
    "-1",
    "0",
    "3",
    "10",
    "1_000",
    "nan",
    "-",
]

_files = Path(tempfile.mkdtemp(prefix="knighttour-fuzz-"))
_board = Board(5, 6)
_search = make_search(_board, 0, "auto")
while _search.status == "running":
    _search.advance(1 << 20)
assert _search.status == FOUND
_GOOD = {
    "good.json": formats.tour_json_bytes(_board, _search.path(), closed=False, solver="auto"),
    "good.txt": formats.tour_text_bytes(_board, _search.path(), closed=False),
    "game.json": formats.game_bytes(_board, list(_search.path()[:7]), []),
}


def run(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    # in a scratch folder: an --output the fuzzer names lands there, not in the repository
    with (
        contextlib.chdir(_files),
        contextlib.redirect_stdout(io.StringIO()),
        contextlib.redirect_stderr(err),
    ):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's --help exits 0 by itself
            code = exc.code if isinstance(exc.code, int) else 2
    return code, err.getvalue()


def capped(argv: list[str]) -> list[str]:
    """Searches end quickly whatever the fuzzer made: a step cap last (argparse: last wins)."""
    if argv and argv[0] in ("solve", "compare"):
        return [*argv, "--max-steps", "20000"]
    return argv


def squares_named(argv: list[str]) -> int | None:
    """The squares of the board argv names, read as the command line reads it (its parser);
    None when the command line refuses the arguments before any work."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            args = build_parser().parse_args(argv)
        return board_from(args).squares
    except (SystemExit, Exception):
        return None


def safe(argv: list[str]) -> bool:
    """Leave out what would legitimately take long: counting or comparing on large boards
    (left out of the generated examples, so none passes without being run)."""
    if not argv or argv[0] not in ("count", "compare"):
        return True
    squares = squares_named(argv)
    return squares is None or squares <= (30 if argv[0] == "count" else 36)


def test_only_long_counts_and_comparisons_are_left_out() -> None:
    assert safe(["count", "5x6", "--closed"]) and safe(["count", "--closed", "5x6"])
    assert not safe(["count", "6"]) and not safe(["count", "--json", "8"])
    assert not safe(["compare", "4x4x4"]) and safe(["compare", "6", "--json"])
    assert safe(["count", "abc"]) and safe(["compare", "5", "--nope"])  # refused at once
    assert safe(["solve", "1000", "--start", "a1"])


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command line from the grammar, then mutated: tokens dropped, repeated or replaced."""
    command = draw(st.sampled_from(COMMANDS))
    argv = [command]
    if command != "solvers":
        argv.append(draw(st.sampled_from(BOARDS)))
    if command == "validate":
        name = draw(st.sampled_from([*_GOOD, "mutated", "missing", "."]))
        if name == "mutated":
            data = bytearray(_GOOD[draw(st.sampled_from(list(_GOOD)))])
            for _ in range(draw(st.integers(0, 4))):
                at = draw(st.integers(0, max(len(data) - 1, 0)))
                kind = draw(st.sampled_from(["flip", "cut", "insert"]))
                if kind == "flip" and data:
                    data[at] = draw(st.integers(0, 255))
                elif kind == "cut":
                    del data[at:]
                else:
                    data[at:at] = draw(st.binary(max_size=8))
            path = _files / f"m{draw(st.integers(0, 7))}.txt"
            path.write_bytes(bytes(data))
            argv.append(str(path))
        else:
            argv.append(str(_files / name) if name != "." else ".")
    for _ in range(draw(st.integers(0, 4))):
        option = draw(st.sampled_from(OPTIONS))
        argv.append(option)
        if option not in ("--closed", "--json", "--csv", "--per-start", "--help", "-h"):
            argv.append(draw(st.sampled_from(VALUES)))
    if command == "solve" and "--start" not in argv:
        argv += ["--start", draw(st.sampled_from(SQUARES))]
    for _ in range(draw(st.integers(0, 2))):
        if len(argv) > 1:
            at = draw(st.integers(1, len(argv) - 1))
            what = draw(st.sampled_from(["drop", "repeat", "text"]))
            if what == "drop":
                del argv[at]
            elif what == "repeat":
                argv.insert(at, argv[at])
            else:
                argv[at] = draw(st.text(max_size=12))
    return argv


for _name, _data in _GOOD.items():
    (_files / _name).write_bytes(_data)


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(command_lines().map(capped).filter(safe))
def test_no_traceback_and_only_the_contract_exit_codes(argv: list[str]) -> None:
    code, err = run(argv)
    assert code in (0, 1, 2), (argv, code, err)
    assert "Traceback" not in err, (argv, err)
    if code == 2 and "--help" not in argv and "-h" not in argv:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("knighttour: error: "), (argv, err)
