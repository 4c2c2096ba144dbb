"""knighttour bench: fixed cases timed on the numba kernels (search time only), and the
file cases (write, read and validate tour files, with cp for scale)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..core.board.board import Board, BoardError, parse_order
from ..core.count import count_kernels
from ..core.count.methods import FRONTIER, count_open, count_tours
from ..core.solve import pipeline
from ..core.solve.run_loop import drive
from .errors import EXIT_OK, UsageError

if TYPE_CHECKING:
    from ..core.solve.divide_conquer import Built

#: The C++ yardstick's jump order, (row, col) deltas with row 0 first, written as our
#: file,rank deltas (rank = row): the same search, move for move.
REFERENCE_ORDER = "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2"


@dataclass
class BenchResult:
    """One timed case."""

    case: str
    solver: str
    board: str
    start: str
    status: str
    steps: int
    seconds: float
    moves_per_second: float
    peak_states: int = 0
    peak_bytes: int = 0


def _solve(
    case: str,
    solver: str,
    spec: str,
    start: str,
    cap: int,
    repeat: int = 1,
    order: str = REFERENCE_ORDER,
    closed: bool = False,
) -> BenchResult:
    rows, cols = (int(x) for x in spec.split("x"))
    board = Board(rows, cols, parse_order(order))
    best = None
    for _ in range(repeat):
        try:
            asked = pipeline.request(board, board.parse_square(start), solver, closed)
            search = pipeline.search_of(asked)
        except BoardError as exc:
            return BenchResult(case, solver, spec, start, f"refused: {exc}", 0, 0.0, 0.0)
        drive(search, cap)
        if best is None or search.seconds < best.seconds:
            best = search
    assert best is not None  # repeat is at least 1
    return BenchResult(
        case,
        solver,
        spec,
        start,
        best.status,
        best.steps,
        best.seconds,
        best.steps / best.seconds if best.seconds else 0.0,
    )


#: the frontier counter's cases: (board, closed, slow?)
COUNT_CASES = (
    ("5x10", True, False),
    ("6x8", True, False),
    ("6x6", False, False),
    ("7x7", False, True),
    ("8x8", True, True),
)


def _count(spec: str, closed: bool) -> BenchResult:
    rows, cols = (int(x) for x in spec.split("x"))
    kind = "closed" if closed else "open"
    try:
        result = count_tours(Board(rows, cols), closed=closed, method=FRONTIER)
    except BoardError as exc:
        return BenchResult(
            f"count {kind} tours of {spec} (frontier)",
            "count",
            spec,
            "all",
            f"refused: {exc}",
            0,
            0.0,
            0.0,
        )
    return BenchResult(
        f"count {kind} tours of {spec} (frontier)",
        "count",
        spec,
        "all",
        f"{result.count} tours",
        result.count or 0,
        result.seconds,
        0.0,
        result.peak_states,
        result.peak_bytes,
    )


@dataclass
class CountBench:
    """One board counted as a whole process (start-up included), with the counter's own
    figures: the most live states after a square, the bytes its tables and input held then,
    and the time a state took on a square."""

    case: str
    board: str
    closed: bool
    count: int
    squares: int
    peak_states: int
    peak_square: int
    bytes_per_state: float  # the counter's tables and input at the peak, per live state
    ns_per_state_square: float  # the count's wall time over the states summed over squares
    count_seconds: float  # the count itself, in the process
    wall_seconds: float  # the whole process
    peak_rss_bytes: int  # the whole process's peak resident memory
    load: float  # the machine's load average (1 minute) at the end


def count_case(spec: str, closed: bool) -> dict:
    """Count one board with the frontier counter in this process; its figures as a dict."""
    from ..core.count import frontier

    rows, cols = (int(x) for x in spec.split("x"))
    stats = frontier.RunStats()
    t0 = time.perf_counter()
    got = frontier.run(
        Board(rows, cols), frontier.CLOSED if closed else frontier.OPEN_ALL, stats=stats
    )
    seconds = time.perf_counter() - t0
    states = stats.states or [0]
    return {
        "count": got if closed else 2 * got,
        "squares": len(states),
        "peak_states": stats.peak_states,
        "peak_square": states.index(stats.peak_states) + 1,
        "peak_bytes": stats.peak_bytes,
        "state_squares": sum(states),
        "seconds": seconds,
    }


def _wait_for(child: subprocess.Popen) -> int:
    """Wait for child to end; its peak resident memory in bytes (0 where the system does not
    tell: os.wait4 is POSIX's)."""
    if sys.platform == "win32":
        child.wait()
        return 0
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    # ru_maxrss is in kilobytes on Linux, in bytes on macOS
    return int(usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024))


def load_average() -> float:
    """The system's load over the last minute, 0.0 where it has none (Windows)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return 0.0


def count_bench(cases: list[tuple[str, bool]]) -> list[CountBench]:
    """Each case counted in a process of its own: wall time and peak memory by the process."""
    out = []
    for spec, closed in cases:
        code = (
            "import json; from knighttour.cli.bench import count_case; "
            f"print(json.dumps(count_case({spec!r}, {closed!r})))"
        )
        t0 = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        text = child.stdout.read()
        child.stdout.close()
        peak_rss = _wait_for(child)
        wall = time.perf_counter() - t0
        if child.returncode != 0:
            raise RuntimeError(f"counting {spec} failed (exit {child.returncode})")
        got = json.loads(text)
        kind = "closed" if closed else "open"
        out.append(
            CountBench(
                f"count {kind} tours of {spec} (frontier)",
                spec,
                closed,
                got["count"],
                got["squares"],
                got["peak_states"],
                got["peak_square"],
                got["peak_bytes"] / max(1, got["peak_states"]),
                got["seconds"] / max(1, got["state_squares"]) * 1e9,
                got["seconds"],
                wall,
                peak_rss,
                load_average(),
            )
        )
    return out


def count_bench_json(slow: bool = False) -> list[dict]:
    """The frontier counter's cases (slow adds 7x7 open and 8x8 closed), as plain dicts."""
    cases = [(spec, closed) for spec, closed, is_slow in COUNT_CASES if slow or not is_slow]
    return [asdict(r) for r in count_bench(cases)]


def run_bench(slow: bool = False) -> list[BenchResult]:
    """Run every case once (short ones several times, best kept); slow adds the counts that
    take minutes (7x7 open, 8x8 closed)."""
    count_kernels.load_with_counting()  # the count cases are timed too
    results = [
        _solve("backtracking 8x8 from a1, 20M-move cap", "backtracking", "8x8", "a1", 20_000_000),
        _solve("warnsdorff 1000x1000 from a1", "warnsdorff", "1000x1000", "a1", 10**9, repeat=5),
        _solve("warnsdorff 8x8 from a1", "warnsdorff", "8x8", "a1", 10**9, repeat=200),
    ]
    for side, repeat in ((1000, 5), (4000, 2), (10000, 1)):
        spec = f"{side}x{side}"
        results.append(
            _solve(
                f"divide-conquer closed {spec}",
                "divide-conquer",
                spec,
                "a1",
                10**12,
                repeat=repeat,
                closed=True,
            )
        )
    for side in (1000, 4000):
        spec = f"{side}x{side}"
        for solver in ("warnsdorff-roth", "squirrel-cull"):
            results.append(_solve(f"{solver} {spec} from a1", solver, spec, "a1", 10**12))
    # a million squares on boards 3 and 4 wide (no tiles: column by column); the first run
    # fills the state tables, later runs reuse them
    for spec, start, closed in (("3x333334", "a1", True), ("4x250000", "a1", False)):
        kind = "closed" if closed else "open"
        results.append(
            _solve(
                f"divide-conquer {kind} {spec}, first run",
                "divide-conquer",
                spec,
                start,
                10**12,
                closed=closed,
            )
        )
        results.append(
            _solve(
                f"divide-conquer {kind} {spec}, tables kept",
                "divide-conquer",
                spec,
                start,
                10**12,
                repeat=3,
                closed=closed,
            )
        )
    results.append(
        _solve("warnsdorff-roth 3x333334 from a1", "warnsdorff-roth", "3x333334", "a1", 10**12)
    )
    results.append(
        _solve("warnsdorff-roth 4x250000 from a1", "warnsdorff-roth", "4x250000", "a1", 10**12)
    )
    t0 = time.perf_counter()
    total = count_open(Board(6, 6))
    seconds = time.perf_counter() - t0
    results.append(
        BenchResult(
            "count all open tours of 6x6 (enumeration)",
            "count",
            "6x6",
            "all",
            f"{total} tours",
            total,
            seconds,
            0.0,
        )
    )
    for spec, closed, is_slow in COUNT_CASES:
        if slow or not is_slow:
            results.append(_count(spec, closed))
    return results


def bench_json(slow: bool = False) -> list[dict]:
    """The bench results as plain dicts."""
    return [asdict(r) for r in run_bench(slow)]


# --- tours of Tourney's sizes in and out (issue 19) ---------------------------------------

#: board sides of the I/O cases: Parberry's Tourney sizes (8000 and 10000 with --large)
IO_SIDES = (4000,)
IO_SIDES_LARGE = (8000, 10000)


@dataclass
class IoResult:
    """One stage of writing or reading a tour of side x side, in ns a square."""

    case: str
    solver: str
    board: str
    stage: str
    squares: int
    seconds: float
    ns_per_square: float
    #: for whole-file stages: this stage's time over cp's of the same file (0 otherwise)
    cp_ratio: float = 0.0


def _best(run, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - t0)
    return best


def _cp_seconds(source: str, target: str, repeat: int) -> float:
    import os
    import subprocess

    def copy() -> None:
        subprocess.run(["cp", source, target], check=True)

    try:
        return _best(copy, repeat)
    finally:
        if os.path.exists(target):
            os.remove(target)


def run_io_bench(
    sides: tuple[int, ...] = IO_SIDES, repeat: int = 3, directory: str | None = None
) -> list[IoResult]:
    """Build a closed tour of each side x side board by divide and conquer and time each
    stage: build (the links), walk (the squares), encode (names into memory), write (names
    to a file, walked as written), read (names back to squares), validate (the text file),
    packed write and validate (.ktm), and cp of the text file for scale."""
    import tempfile

    from ..core.solve import solver_kernels as solve_kernels

    solve_kernels.load_all()  # the construction's and the files' kernels, under the one lock
    results: list[IoResult] = []
    with tempfile.TemporaryDirectory(dir=directory) as folder:
        for side in sides:
            results += _io_side(side, folder, repeat)
    return results


def _io_side(side: int, folder: str, repeat: int) -> list[IoResult]:
    """The stages of one side x side board's tour, timed (its files in folder)."""
    import os

    from ..core.files import packed

    board = Board(side, side)
    n = board.size
    spec = board.spec
    text = os.path.join(folder, "tour.txt")
    packed_path = os.path.join(folder, "tour" + packed.PACKED_SUFFIX)
    times: dict[str, float] = {}
    built = _io_in_memory(board, repeat, times)
    _io_files(board, built, text, packed_path, repeat, times)
    del built
    cp = _cp_seconds(text, text + ".copy", repeat)
    times["cp of the text file"] = cp
    return _io_results(times, spec, n, cp)


def _io_in_memory(board: Board, repeat: int, times: dict[str, float]) -> Built | None:
    """Time the build, the walk and the encoding into times; the tour's links."""
    import numpy as np

    from ..core.board import geometry
    from ..core.files import text_writer
    from ..core.solve import divide_conquer

    held: dict[str, Any] = {}

    def build(board: Board = board, held: dict = held) -> None:
        held["built"] = divide_conquer.build_links_only(board, 0, True)

    times["build"] = _best(build, repeat)
    built = held["built"]

    def walk(built=built, held: dict = held) -> None:
        held["path"] = built.walk()

    times["walk"] = _best(walk, repeat)
    path = held.pop("path")
    names = text_writer.Names(board)
    buf = np.empty(geometry.CHUNK * names.width + 16, dtype=np.uint8)

    def encode(path=path, names=names, buf=buf) -> None:
        for begin in range(0, len(path), geometry.CHUNK):
            names.encode(path, begin, min(begin + geometry.CHUNK, len(path)), buf)

    times["encode"] = _best(encode, repeat)
    del path
    return built


def _io_files(
    board: Board,
    built: Built | None,
    text: str,
    packed_path: str,
    repeat: int,
    times: dict[str, float],
) -> None:
    """Time writing, reading and validating the tour as text and packed into times."""
    from ..core.files import check_file, packed, text_reader, text_writer

    n = board.size

    def write(built=built, board: Board = board, text: str = text, n: int = n) -> None:
        with open(text, "wb") as fh:
            text_writer.write_squares(fh, built.chunks(), board, count=n)

    times["walk + encode + write"] = _best(write, repeat)

    def read(board: Board = board, text: str = text) -> None:
        with open(text, "rb") as fh:
            text_reader.read_squares(fh, board)

    times["read"] = _best(read, repeat)

    def validate(board: Board = board, text: str = text) -> None:
        assert check_file.validate_stream(text, board, closed=True).ok

    times["validate"] = _best(validate, repeat)

    def write_packed(
        built=built, board: Board = board, packed_path: str = packed_path, n: int = n
    ) -> None:
        with open(packed_path, "wb") as fh:
            packed.write_packed(fh, built.chunks(), board, count=n)

    times["packed write"] = _best(write_packed, repeat)

    def validate_packed(board: Board = board, packed_path: str = packed_path) -> None:
        assert check_file.validate_stream(packed_path, board, closed=True).ok

    times["packed validate"] = _best(validate_packed, repeat)


def _io_results(times: dict[str, float], spec: str, n: int, cp: float) -> list[IoResult]:
    """One row a stage: ns a square, and (for a stage over the whole file) times cp's."""
    results: list[IoResult] = []
    for stage, seconds in times.items():
        whole = stage in (
            "walk + encode + write",
            "read",
            "validate",
            "packed write",
            "packed validate",
        )
        results.append(
            IoResult(
                f"{stage} {spec}",
                "io",
                spec,
                stage,
                n,
                seconds,
                seconds / n * 1e9,
                seconds / cp if whole else 0.0,
            )
        )
    return results


def io_bench_json(large: bool = False) -> list[dict]:
    """The I/O bench results as plain dicts (8000 and 10000 too when large)."""
    sides = IO_SIDES + (IO_SIDES_LARGE if large else ())
    rows: list[dict] = []
    for side in sides:
        rows += [asdict(r) for r in run_io_bench((side,), repeat=3 if side <= 4000 else 2)]
    return rows


def _print_count_bench(rows: list[dict], as_json: bool) -> int:
    if as_json:
        print(json.dumps(rows))
        return EXIT_OK
    for row in rows:
        print(
            f"{row['case']:<36} {row['count']:>22,}  peak {row['peak_states']:>13,} states "
            f"(square {row['peak_square']} of {row['squares']}), "
            f"{row['bytes_per_state']:5.1f} B a state, {row['ns_per_state_square']:6.0f} ns a "
            f"state and square, {row['wall_seconds']:8.2f} s, "
            f"{row['peak_rss_bytes'] / 2**20:,.0f} MiB peak, load {row['load']:.1f}"
        )
    return EXIT_OK


def run(args: argparse.Namespace) -> int:
    """knighttour bench: time the fixed cases; a table, or JSON rows."""
    if args.count and getattr(sys, "frozen", False):
        raise UsageError(
            "bench --count runs each count in a Python process of its own: run it from a "
            "Python install of knighttour (pip install knighttour), not from the standalone app"
        )
    if args.count:
        return _print_count_bench(count_bench_json(args.slow), args.json)
    rows = [] if args.io else bench_json(args.slow)
    rows += io_bench_json(args.large)
    if args.json:
        print(json.dumps(rows))
        return EXIT_OK
    for row in rows:
        if row["solver"] == "io":
            ratio = f"  {row['cp_ratio']:5.2f}x cp" if row["cp_ratio"] else ""
            print(
                f"{row['case']:<46} {row['seconds']:9.4f} s {row['ns_per_square']:7.2f} "
                f"ns a square{ratio}"
            )
            continue
        if row["solver"] == "count":
            extra = (
                f"  peak {row['peak_states']:,} states, {row['peak_bytes'] / 2**20:,.0f} MiB"
                if row["peak_states"]
                else ""
            )
            print(f"{row['case']:<46} {row['status']:<16} {row['seconds']:9.4f} s{extra}")
            continue
        rate = row["moves_per_second"] / 1e6
        print(
            f"{row['case']:<46} {row['status']:<8} {row['steps']:>12,} moves "
            f"{row['seconds']:9.4f} s {rate:8.1f} M moves/s"
        )
    return EXIT_OK
