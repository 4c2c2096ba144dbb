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

import pytest
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
    # past every integer the code uses
    "2147483648",
    "9223372036854775808",
    "18446744073709551616",
    "1" + "0" * 40,
    "-9223372036854775809",
    "9223372036854775808,1",
    "1,18446744073709551616",
    "a9223372036854775808",
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


#: numbers past every integer the code uses: C's int and long, numpy's int64 and uint64,
#: and others that are merely wrong (negative, zero)
HUGE = ["2147483648", "9223372036854775807", "9223372036854775808", "18446744073709551616",
        "1" + "0" * 40, "-9223372036854775809", "-1", "0"]  # fmt: skip


def numbered_files() -> dict[str, bytes]:
    """A file of every format the command line reads: a JSON tour, a tour set, a text tour,
    a packed tour and a game."""
    path = _search.path()
    return {
        "tour.json": _GOOD["good.json"],
        "set.json": formats.tour_json_bytes(
            _board, path, closed=False, solver="auto", tours=[path, path]
        ),
        "tour.txt": _GOOD["good.txt"],
        "tour.ktm": _packed_bytes(),
        "game.json": _GOOD["game.json"],
    }


def _packed_bytes() -> bytes:
    from knighttour.core.files import packed

    out = io.BytesIO()
    packed.write_packed(out, _search.path(), _board, count=None)
    return out.getvalue()


def number_mutants() -> list[tuple[str, bytes]]:
    """Each file with one of its numbers (in its text part: a packed file's header line)
    replaced by each of HUGE."""
    import re

    out = []
    for name, data in numbered_files().items():
        text_end = data.index(b"\n") + 1 if name.endswith(".ktm") else len(data)
        head, body = data[:text_end], data[text_end:]
        spots = list(re.finditer(rb"-?\d+", head))
        for k, spot in enumerate(spots[:40]):
            for huge in HUGE[: 3 if k % 3 else len(HUGE)]:
                mutated = head[: spot.start()] + huge.encode() + head[spot.end() :] + body
                out.append((name, mutated))
    return out


def test_numbers_past_every_integer_in_every_file_are_one_line_and_exit_2() -> None:
    """Every file format, with a board, a leaper, a square count or a move number that
    overflows: `validate` answers (exit 0 or 1 where the number does not matter) or says
    what is wrong in one line with exit 2, never a traceback."""
    mutants = number_mutants()
    assert len(mutants) > 300
    seen = set()
    for k, (name, data) in enumerate(mutants):
        path = _files / f"n{k % 5}-{name}"
        path.write_bytes(data)
        for argv in (["validate", str(path)], ["validate", "5x6", str(path)]):
            code, err = run(argv)
            assert code in (0, 1, 2), (name, data[:200], code, err)
            assert "Traceback" not in err, (name, data[:200], err)
            if code == 2:
                lines = err.strip().splitlines()
                assert len(lines) == 1 and lines[0].startswith("knighttour: error: "), err
            seen.add(code)
    assert {1, 2} <= seen  # mutants are both read (and found wrong) and refused


def test_a_huge_board_in_a_json_tour_is_bad_input() -> None:
    """rows x cols past 2**63 raised OverflowError and exit 1 (an invalid tour)."""
    path = _files / "huge-board.json"
    path.write_text('{"board": {"rows": 4294967296, "cols": 4294967296}, "tour": ["a1"]}')
    code, err = run(["validate", str(path)])
    assert code == 2 and "each side must be from 1 to 1,000,000" in err


def test_a_checkpoint_with_numbers_past_every_integer_is_refused_or_ignored(tmp_path) -> None:
    """count --checkpoint reads its manifest back: each number in it overflowing gives the
    right count (a checkpoint that does not fit is not used) or one line and exit 2."""
    import json
    import re

    folder = tmp_path / "ck"
    argv = ["count", "5x8", "--closed", "--checkpoint", str(folder), "--json"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    manifest = next(folder.rglob("manifest.json"))
    good = manifest.read_bytes()
    spots = list(re.finditer(rb"-?\d+", good))
    assert len(spots) > 5
    for spot in spots:
        for huge in HUGE[:5]:
            manifest.write_bytes(good[: spot.start()] + huge.encode() + good[spot.end() :])
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(argv)
            assert code in (0, 2), err.getvalue()
            if code == 0:
                assert json.loads(out.getvalue())["count"] == 44202
            else:
                assert len(err.getvalue().strip().splitlines()) == 1


@pytest.mark.parametrize("argv", [["validate", "5", "\x00"], ["validate", "5", "-"]])
def test_a_file_name_with_a_nul_and_a_standard_input_without_readinto(argv) -> None:
    """Found by the fuzzer: open() refuses a NUL in a name with a ValueError (a traceback),
    and pytest's standard input has read() but no readinto() (an AttributeError)."""
    code, err = run(argv)
    assert code == 2 and err.startswith("knighttour: error: ") and err.count("\n") == 1, err
