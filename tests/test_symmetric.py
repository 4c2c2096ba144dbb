"""Symmetric tours (issue 34): solve --symmetric 180|90 finds a closed tour that a half or a
quarter turn of the board carries onto itself, or says the theorem that rules one out;
every tour checked by the oracle, and the counts against brute force and the literature."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from oracle import (
    check_big_tour,
    check_tour,
    closed_tours,
    geometric_classes,
    is_symmetric,
    knight_moves,
    square_name,
)

from knighttour.cli import main
from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import drive
from knighttour.core.solve.symmetric import symmetric_impossible


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _all(capsys, *argv: str) -> list[list[str]]:
    _, out, _ = run(capsys, "solve", *argv, "--solutions", "100000", "--json")
    data = json.loads(out)
    assert data["closed"] is True and data["symmetric"] in (90, 180)
    return data["tours"]


def _circuit(names: list[str]) -> tuple[str, ...]:
    return (names[0], *min(names[1:], names[1:][::-1]))


def test_six_by_six_has_the_symmetric_tours_the_literature_lists(capsys) -> None:
    """Jelliss (Knight's Tour Notes, after Paul de Hijo 1882 and Kraitchik 1927): 6x6 has
    5 closed tours with quaternary symmetry and 17 with binary symmetry only, each up to
    rotation and reflection."""
    quarter = _all(capsys, "6", "--start", "a1", "--symmetric", "90")
    half = _all(capsys, "6", "--start", "a1", "--symmetric", "180")
    for names in quarter + half:
        check_tour(6, 6, names, start="a1", closed=True)
        assert is_symmetric(6, 6, names, 180)
    assert all(is_symmetric(6, 6, names, 90) for names in quarter)
    assert len({_circuit(t) for t in quarter}) == len(quarter) == 10
    assert len({_circuit(t) for t in half}) == len(half) == 78
    assert geometric_classes(6, 6, quarter) == 5
    only_half = [t for t in half if not is_symmetric(6, 6, t, 90)]
    assert geometric_classes(6, 6, only_half) == 17
    # both ways round: every circuit twice
    both = _all(capsys, "6", "--start", "a1", "--symmetric", "90", "--both-directions")
    assert len(both) == 20 and len({tuple(t) for t in both}) == 20
    assert len({_circuit(t) for t in both}) == 10


@pytest.mark.parametrize(
    "rows, cols, start",
    # h2: its image c2 is a move from a1 (a circuit's last square may be a1, square 0)
    [(3, 10, "a1"), (3, 8, "a1"), (3, 10, "h2")],
)
def test_every_symmetric_circuit_of_a_small_board_against_brute_force(
    capsys, rows: int, cols: int, start: str
) -> None:
    names = [square_name(rows, cols, s % cols, s // cols) for s in range(rows * cols)]
    first = names.index(start)
    expected = [
        [names[s] for s in cycle[cycle.index(first) :] + cycle[: cycle.index(first)]]
        for cycle in (list(c) for c in closed_tours(rows, cols))
        if is_symmetric(rows, cols, [names[s] for s in cycle], 180)
    ]
    code, out, _ = run(
        capsys,
        "solve",
        f"{rows}x{cols}",
        "--start",
        start,
        "--symmetric",
        "180",
        "--solutions",
        "1000",
        "--json",
    )
    data = json.loads(out)
    got = data["tours"]
    assert {_circuit(t) for t in got} == {_circuit(t) for t in expected}
    assert len(got) == len(expected)
    if not expected:
        assert code == 1 and data["status"] == "no-tour" and data["reason"]


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["8", "--symmetric", "90"], "4k + 2"),
        (["12", "--symmetric", "90"], "4k + 2"),
        (["7x8", "--symmetric", "90"], "only when it is square"),
        (["5", "--symmetric", "180"], "Schwenk"),
        (["4x9", "--symmetric", "180"], "Schwenk"),
        (["6", "--symmetric", "180", "--holes", "a1,b1"], "holes are not symmetric"),
    ],
)
def test_a_theorem_says_when_no_symmetric_tour_can_exist(capsys, argv, needle) -> None:
    start = "c3"
    code, out, _ = run(capsys, "solve", *argv, "--start", start, "--json")
    data = json.loads(out)
    assert code == 1 and data["status"] == "no-tour" and needle in data["reason"], data
    assert data["steps"] == 0


@pytest.mark.parametrize(
    "spec, turn, start",
    [
        ("10", 90, "a1"),
        ("30", 90, "c3"),
        ("30", 180, "a1"),
        ("8", 180, "d4"),
        ("7x8", 180, "a1"),
        ("6x9", 180, "e5"),
        ("100", 180, "a1"),
        ("98", 90, "b7"),
    ],
)
def test_a_symmetric_tour_is_found_on_boards_large_and_small(capsys, spec, turn, start) -> None:
    rows, _, cols = spec.partition("x")
    rows, cols = int(rows), int(cols or rows)
    code, out, _ = run(capsys, "solve", spec, "--start", start, "--symmetric", str(turn), "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "found", data["reason"]
    names = data["tour"]
    if rows * cols <= 2500:
        check_tour(rows, cols, names, start=start, closed=True)
        assert is_symmetric(rows, cols, names, turn)
    else:
        board = Board(rows, cols)
        path = np.array([board.parse_square(n) for n in names])
        check_big_tour(rows, cols, path, board.parse_square(start), True)
        rank, file = np.divmod(path, cols)
        image = (rows - 1 - rank) * cols + (cols - 1 - file)  # half turns only here
        where = np.empty(rows * cols, dtype=np.int64)
        where[path] = np.arange(len(path))
        steps = (where[image] - where[path]) % len(path)
        assert len(set(steps.tolist())) == 1 or turn == 90


def test_the_symmetric_search_is_the_cores_own() -> None:
    board = Board(6, 6)
    search = make_search(board, 0, symmetric=90)
    assert search.closed and drive(search) == "found"
    seen = 1
    while search.next_solution() and drive(search) == "found":
        seen += 1
    assert seen == 10
    assert symmetric_impossible(Board(8, 8), 90) and not symmetric_impossible(Board(8, 8), 180)


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["8", "--start", "a1", "--symmetric", "45"], "invalid choice"),
        (["8", "--start", "a1", "--symmetric", "180", "--solver", "warnsdorff"], "auto"),
        (["8", "--start", "a1", "--symmetric", "180", "--end", "b3"], "no last square"),
        (["4x4x4", "--start", "a1:1", "--symmetric", "180"], "2-D"),
    ],
)
def test_symmetric_bad_input(capsys, argv, needle) -> None:
    code, out, err = run(capsys, "solve", *argv)
    assert code == 2 and out == "" and needle in err and err.count("\n") == 1, err


def _exhaust(board: Board, start: int, turn: int) -> tuple[int, str]:
    """Every symmetric circuit the search lists from start, then its last word: (how many,
    the reason it gives for ending)."""
    from knighttour.core.solve.search import FOUND, NO_TOUR, RUNNING
    from knighttour.core.solve.symmetric import make_symmetric_search

    search = make_symmetric_search(board, start, turn)
    found = 0
    while search.status in (RUNNING, FOUND) and found <= 1000:
        if search.advance(1 << 16) == FOUND:
            found += 1
            assert search.next_solution()
    assert search.status == NO_TOUR
    return found, search.reason


@pytest.mark.parametrize(
    "turn, found, symmetry",
    # each circuit listed both ways round: twice the literature's 10 and 78 (above)
    [(90, 20, "quarter-turn"), (180, 156, "half-turn")],
)
def test_after_the_last_symmetric_tour_the_search_says_how_many_came_before(
    turn: int, found: int, symmetry: str
) -> None:
    board = Board(6, 6)
    count, reason = _exhaust(board, 0, turn)
    assert count == found
    assert reason == (
        "The search tried every path: there are no more closed tours with "
        f"{symmetry} symmetry after solution {found}."
    )


def test_a_board_with_no_symmetric_tour_no_theorem_sees_is_said_so_after_the_search() -> None:
    """5x6 has closed tours (8 circuits: none with half-turn symmetry, by the
    oracle) and no theorem rules a symmetric one out; 6x6 without its corners has no
    quarter-turn symmetric one."""
    import knighttour

    circuits = [
        t.names for t in knighttour.solutions("5x6", "a1", solver="backtracking", closed=True)
    ]
    assert len(circuits) == 8  # as tests/oracle.py finds by brute force (a minute: not here)
    for names in circuits:
        check_tour(5, 6, names, start="a1", closed=True)
    assert not any(is_symmetric(5, 6, names, 180) for names in circuits)
    assert _exhaust(Board(5, 6), 0, 180) == (
        0,
        "The search tried every path: no closed tour of 5x6 has half-turn symmetry.",
    )
    from knighttour.core.board.board import build_board

    cornerless = build_board(6, 6, holes=["a1", "f1", "a6", "f6"])
    assert _exhaust(cornerless, cornerless.parse_square("b1"), 90) == (
        0,
        "The search tried every path: no closed tour of 6x6 has quarter-turn symmetry.",
    )


def test_the_warm_up_compiles_what_a_real_search_calls() -> None:
    """After warm_up (a fresh process), symmetric searches of other boards, both turns,
    holes too, compile nothing more: the window's first such run does not wait for numba."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "from knighttour.core.solve import symmetric, symmetric_kernels as k\n"
        "from knighttour.core.board.board import Board, build_board\n"
        "kernels = [getattr(k, n) for n in dir(k) if hasattr(getattr(k, n), 'signatures')]\n"
        "from knighttour.core.solve import warm_ups\n"
        "warm_ups.symmetric_search()\n"
        "before = [list(f.signatures) for f in kernels]\n"
        "assert sum(map(bool, before)) >= 3, before  # those Python calls: compiled\n"
        "for board, turn in [(Board(8, 8), 180), (Board(10, 10), 90),\n"
        "                    (build_board(6, 6, holes=['a1', 'f6']), 180)]:\n"
        "    search = symmetric.make_symmetric_search(board, 2, turn)\n"
        "    search.advance(1 << 12)\n"
        "assert [list(f.signatures) for f in kernels] == before\n"
        "print(len(kernels))\n"
    )
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) >= 4  # the kernels were found


_QUARTER_COLOUR = (
    "No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries each square "
    "to one of the other colour, and it carries every square of such a tour a quarter of the "
    "way along it, {q} moves, an even number, which keeps the colour (quarter-turn symmetry "
    "needs a side of the form 4k + 2: Jelliss)."
)
_HOLES = (
    "No closed tour of this board has {turn}-turn symmetry: its holes are not symmetric, so "
    "the {turn} turn would carry a square of the tour onto a hole."
)


@pytest.mark.parametrize(
    "rows, cols, options, turn, reason",
    [
        (8, 8, {}, 90, _QUARTER_COLOUR.format(n=8, q=16)),  # 64 / 4
        (12, 12, {}, 90, _QUARTER_COLOUR.format(n=12, q=36)),  # 144 / 4
        (8, 8, {"leaper": (2, 3)}, 90, _QUARTER_COLOUR.format(n=8, q=16)),  # 2 + 3 is odd
        (20, 20, {}, 90, _QUARTER_COLOUR.format(n=20, q=100)),
        (
            7,
            8,
            {},
            90,
            "No closed tour of 7x8 has quarter-turn symmetry: a quarter turn carries the board "
            "onto itself only when it is square.",
        ),
        (6, 6, {"holes": ["a1", "b1"]}, 180, _HOLES.format(turn="half")),
        (6, 6, {"holes": ["a1", "b1"]}, 90, _HOLES.format(turn="quarter")),
        (6, 6, {"holes": ["a1", "f6"]}, 90, _HOLES.format(turn="quarter")),  # half, not quarter
        # no theorem: 6 is of the form 4k + 2; the corners' holes make 60 squares (15 moves, odd);
        # the 1,3-leaper's own theorem speaks first; symmetric holes of a half turn
        (6, 6, {}, 90, ""),
        (10, 10, {}, 180, ""),
        (8, 8, {"holes": ["a1", "h1", "a8", "h8"]}, 90, ""),
        (
            8,
            8,
            {"leaper": (1, 3)},
            90,
            "No tour exists: the 1,3-leaper never changes colour (1 + 3 is even), so it can "
            "never reach the squares of the other colour.",
        ),
        # a half turn keeps the holes a1 and f6, both of a1's colour: 18 squares and 16
        (
            6,
            6,
            {"holes": ["a1", "f6"]},
            180,
            "No closed tour exists: every move changes colour class, and the classes have 18 "
            "and 16 squares, so a circuit cannot alternate through them all.",
        ),
    ],
)
def test_each_symmetry_theorem_says_its_whole_reason(
    rows: int, cols: int, options: dict, turn: int, reason: str
) -> None:
    from knighttour.core.board.board import build_board

    assert symmetric_impossible(build_board(rows, cols, **options), turn) == reason


@pytest.mark.parametrize(
    "rows, cols, start, turn, kept",
    [
        (5, 6, "a1", 180, 0),  # every part tried and exhausted: every move taken back
        (3, 10, "a1", 180, 14),  # found by the second part: its 15 squares, 14 moves
        (8, 8, "d4", 180, 31),  # found by the first: half of 64 squares, 31 moves
    ],
)
def test_the_moves_counted_across_the_parts_are_the_moves_made(
    rows: int, cols: int, start: str, turn: int, kept: int
) -> None:
    """A depth-first search keeps what it made and did not take back: moves made minus moves
    taken back is the path it holds (none once exhausted), however many parts it tried
    before, and whatever the size of each call (1 move, or 4096)."""
    from knighttour.core.solve.symmetric import make_symmetric_search

    board = Board(rows, cols)
    counts = []
    for chunk in (1, 4096):
        search = make_symmetric_search(board, board.parse_square(start), turn)
        while search.status == "running":
            search.advance(chunk)
        counts.append((search.status, search.steps, search.backtracks))
    assert counts[0] == counts[1]
    status, steps, backtracks = counts[0]
    assert status == ("no-tour" if kept == 0 else "found")
    assert steps - backtracks == kept and backtracks > 0


def test_the_path_shown_is_the_search_s_own_at_each_moment() -> None:
    """Before the first move, the start alone; at a tour, the whole circuit (checked by the
    oracle); once asked for the next, the path the search is walking, not the last tour."""
    from knighttour.core.solve.symmetric import make_symmetric_search

    board = Board(6, 6)
    search = make_symmetric_search(board, 0, 180)
    assert search.path().tolist() == [0]
    while search.status == "running":
        search.advance(4096)
    tour = search.path().tolist()
    check_tour(6, 6, board.names(tour), start="a1", closed=True)
    assert is_symmetric(6, 6, board.names(tour), 180)
    assert search.next_solution()
    search.advance(1)
    walking = search.path().tolist()
    assert walking[0] == 0 and walking != tour and len(walking) > 1
    assert len(set(walking)) == len(walking)
    moves = knight_moves(6, 6)
    assert all(b in moves[a] for a, b in itertools.pairwise(walking))
    while search.status != "no-tour":  # every tour listed: the start alone again
        search.advance(1 << 16)
        if search.status == "found":
            assert search.next_solution()
    assert search.path().tolist() == [0]


@pytest.mark.parametrize(
    "size, turn, start, first_moves, digest",
    [
        (8, 180, "a1", "a1 c2 a3 b1 d2 f1 h2 g4 e3 d1 b2 a4", "0821f8c95228f9b3"),
        (10, 90, "a1", "a1 c2 e1 d3 c1 a2 b4 d5 e3 d1 b2 a4", "534ea1e253933e3d"),
        (6, 90, "c3", "c3 a2 c1 e2 f4 e6 c5 a6 b4 d3 e1 f3", "32da9ea51748e771"),
        (30, 180, "a1", "a1 c2 a3 b1 d2 f1 h2 j1 l2 n1 p2 r1", "85df34530b480c89"),
    ],
)
def test_the_first_symmetric_tour_is_the_one_roths_order_finds(
    capsys, size: int, turn: int, start: str, first_moves: str, digest: str
) -> None:
    """The tour `solve --symmetric` prints is the first the search meets in its order (the
    fewest onward moves, ties to the square farthest from the centre: Roth's): the same tour
    each time, recorded here by its first moves and a digest of all its names (a search that
    orders its moves otherwise prints another tour, still symmetric)."""
    import hashlib

    code, out, _ = run(
        capsys, "solve", str(size), "--start", start, "--symmetric", str(turn), "--json"
    )
    names = json.loads(out)["tour"]
    check_tour(size, size, names, start=start, closed=True)
    assert is_symmetric(size, size, names, turn)
    assert code == 0 and " ".join(names[:12]) == first_moves
    assert hashlib.sha256(" ".join(names).encode()).hexdigest()[:16] == digest


@pytest.mark.parametrize(
    "size, turn, moves",
    [("4x9", 180, True), ("3x8", 180, True), ("8", 90, False)],  # 8x8: the first orbit closes it
)
def test_search_anyway_searches_the_symmetric_tours_a_theorem_rules_out(
    size: str, turn: int, moves: bool
) -> None:
    """Search anyway (theorems=False): the search itself runs and says it tried every path,
    where the turn carries the board onto itself square for square."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve.search import KnownResult

    rows, _, cols = size.partition("x")
    board = build_board(int(rows), int(cols or rows))
    assert symmetric_impossible(board, turn)
    search = make_search(board, 0, "auto", theorems=False, symmetric=turn)
    assert not isinstance(search, KnownResult)
    assert drive(search) == "no-tour"
    assert search.reason.startswith("The search tried every path: no closed tour of")
    assert (search.steps > 0) == moves


@pytest.mark.parametrize(
    "size, turn, holes",
    [("7x8", 90, []), ("5", 180, []), ("5", 90, []), ("6", 180, ["a1", "b1"])],
)
def test_no_search_anyway_where_the_turn_cannot_be_searched(size, turn, holes) -> None:
    """A quarter turn of an oblong board, a turn that leaves the centre square in place, or
    holes the turn does not carry onto holes: there is nothing to search, so the theorem's
    answer stands even when asked to search anyway."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve.search import KnownResult
    from knighttour.core.solve.symmetric import searchable

    rows, _, cols = size.partition("x")
    board = build_board(int(rows), int(cols or rows), holes=holes)
    assert not searchable(board, turn)
    search = make_search(
        board, 0 if "a1" not in holes else 2, "auto", theorems=False, symmetric=turn
    )
    assert isinstance(search, KnownResult)
    assert search.reason == symmetric_impossible(board, turn) != ""


_QUARTER_SQUARE = (
    "No closed tour of {board} has quarter-turn symmetry: a quarter turn carries the board "
    "onto itself only when it is square."
)
_HOLES = (
    "No closed tour of this board has {turn} symmetry: its holes are not symmetric, so the "
    "{short} would carry a square of the tour onto a hole."
)
_JELLISS = (
    "No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries each square "
    "to one of the other colour, and it carries every square of such a tour a quarter of the "
    "way along it, {q} moves, an even number, which keeps the colour (quarter-turn symmetry "
    "needs a side of the form 4k + 2: Jelliss)."
)


@pytest.mark.parametrize(
    "spec, turn, english, fields",
    [
        ({"rows": 6, "cols": 8}, 90, _QUARTER_SQUARE, {"board": "6x8"}),
        ({"rows": 6, "cols": 6, "holes": ["a1"]}, 90,
         _HOLES.format(turn="quarter-turn", short="quarter turn"), {}),
        ({"rows": 6, "cols": 6, "holes": ["a1", "b1"]}, 180,
         _HOLES.format(turn="half-turn", short="half turn"), {}),
        ({"rows": 8, "cols": 8}, 90, _JELLISS, {"n": 8, "q": "16"}),
    ],
)  # fmt: skip
def test_a_french_reader_gets_each_symmetry_theorem_in_french(
    in_french, spec: dict, turn: int, english: str, fields: dict
) -> None:
    from knighttour.core.board.board import build_board

    board = build_board(**spec)
    assert symmetric_impossible(board, turn) == in_french[("symmetric", english)].format(**fields)


@pytest.mark.parametrize(
    "board, start, turn, english, fields",
    [
        (Board(6, 6), 0, 90, "The search tried every path: there are no more closed tours with "
         "quarter-turn symmetry after solution {n}.", {"n": 20}),
        (Board(6, 6), 0, 180, "The search tried every path: there are no more closed tours "
         "with half-turn symmetry after solution {n}.", {"n": 156}),
        (Board(5, 6), 0, 180, "The search tried every path: no closed tour of {board} has "
         "half-turn symmetry.", {"board": "5x6"}),
    ],
)  # fmt: skip
def test_a_french_reader_hears_the_end_of_a_symmetric_search_in_french(
    in_french, board: Board, start: int, turn: int, english: str, fields: dict
) -> None:
    assert _exhaust(board, start, turn)[1] == in_french[("symmetric", english)].format(**fields)


def test_a_french_reader_hears_no_quarter_turn_tour_of_a_board_in_french(in_french) -> None:
    from knighttour.core.board.board import build_board

    cornerless = build_board(6, 6, holes=["a1", "f1", "a6", "f6"])
    english = "The search tried every path: no closed tour of {board} has quarter-turn symmetry."
    assert _exhaust(cornerless, cornerless.parse_square("b1"), 90)[1] == in_french[
        ("symmetric", english)
    ].format(board="6x6")


def test_the_orbits_are_numbered_by_their_least_square_and_holes_are_in_none() -> None:
    """Under a half turn of 3x4 the orbits are the pairs {s, 11 - s}; under a quarter turn
    of 4x4 with the centre four removed, the rings of four corners and edges (worked out
    here by hand, square by square)."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve.symmetric import _orbits, turned

    board = Board(3, 4)
    assert _orbits(board, turned(board, 180)).tolist() == [0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0]
    holed = build_board(4, 4, holes=["b2", "c2", "b3", "c3"])
    # a1 d1 d4 a4 | b1 d2 c4 a3 | c1 d3 b4 a2: numbered by a1 (0), b1 (1), c1 (2)
    assert _orbits(holed, turned(holed, 90)).tolist() == [
        0, 1, 2, 0,
        2, -1, -1, 1,
        1, -1, -1, 2,
        0, 2, 1, 0,
    ]  # fmt: skip


def test_a_theorem_s_no_is_a_closed_tour_s_no_from_the_start_asked() -> None:
    from knighttour.core.solve.search import NO_TOUR
    from knighttour.core.solve.symmetric import make_symmetric_search

    board = Board(8, 8)
    known = make_symmetric_search(board, 9, 90)
    assert (known.board, known.start, known.closed, known.status) == (board, 9, True, NO_TOUR)
    assert known.reason == symmetric_impossible(board, 90)


def test_a_turn_that_leaves_a_square_in_place_is_refused() -> None:
    """The centre of an odd board stays put under a half turn: no symmetric search there
    (the theorems answer first: an odd board has no closed tour)."""
    from knighttour.core.solve.symmetric import SymmetricSearch

    with pytest.raises(ValueError, match=r"^the turn leaves a square in place$"):
        SymmetricSearch(Board(5, 5), 0, 180)


def test_before_its_first_move_the_search_shows_its_start() -> None:
    from knighttour.core.solve.symmetric import SymmetricSearch

    search = SymmetricSearch(Board(6, 6), 7, 180)
    shown = search.path()
    assert shown.dtype == np.int64 and shown.tolist() == [7]


@pytest.mark.parametrize(
    "spec, turn, allowed",
    [
        # half turn, both sides even: the turn keeps colours, half the tour (18, 12) is even
        ({"rows": 6, "cols": 6}, 180, True),
        ({"rows": 4, "cols": 6}, 180, True),
        # one side odd: the turn changes colour; 15 squares, odd, change it too on 5x6,
        # 20 on 5x8 keep it: no shift, the half-turn tours of 5x8 are reflections only
        ({"rows": 5, "cols": 6}, 180, True),
        ({"rows": 5, "cols": 8}, 180, False),
        # quarter turn: it always changes colour; a quarter of 6x6 is 9 (odd), of 8x8 16
        ({"rows": 6, "cols": 6}, 90, True),
        ({"rows": 8, "cols": 8}, 90, False),
        # no colours to argue from: a leaper that keeps its colour, a wrapped board
        ({"rows": 5, "cols": 8, "leaper": (1, 3)}, 180, True),
        ({"rows": 5, "cols": 8, "wrap": "torus"}, 180, True),
    ],
)
def test_a_shift_is_tried_only_where_the_colours_allow_it(spec: dict, turn: int, allowed) -> None:
    """A turn moves every square of a shift-symmetric tour the same number of places along
    it; where every move changes colour, the turn's change of colour must be the change of
    that many moves (worked out here, board by board)."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve.symmetric import SymmetricSearch

    assert SymmetricSearch(build_board(**spec), 0, turn)._shift_allowed() is allowed


@pytest.mark.parametrize(
    "spec, holes, start, first_moves, digest",
    [
        ("10", "", "a1", "a1 c2 a3 b1 d2 f1 h2 j1 i3 j5 h4 j3", "92b52414e6f069fb"),
        ("9x12", "", "a1", "a1 b3 a5 b7 a9 c8 a7 b9 d8 f9 e7 c6", "e1e33d4f21bc745f"),
        ("10x14", "", "a1", "a1 b3 a5 c4 a3 b1 c3 b5 d4 f5 g3 h5", "f89df6bba6acbf93"),
        ("9x12", "a1,l9", "b1", "b1 a3 b5 d6 c4 d2 f1 e3 c2 e1 f3 g5", "1c7e7482bc1cce84"),
    ],
)
def test_the_first_half_turn_tour_of_a_large_board_is_the_block_s(
    capsys, spec: str, holes: str, start: str, first_moves: str, digest: str
) -> None:
    """From 100 squares the search first tries a path through one half of the board (the
    lower half, or the left half where the ranks are odd, holes left out): the tour printed
    is the first that try meets, the same each time (recorded by its first moves and a
    digest), a symmetric circuit of every square but the holes (checked here)."""
    import hashlib

    rows, cols = (int(x) for x in (spec.split("x") if "x" in spec else (spec, spec)))
    argv = ["solve", spec, "--start", start, "--symmetric", "180", "--json"]
    code, out, _ = run(capsys, *argv, *(["--holes", holes] if holes else []))
    names = json.loads(out)["tour"]
    every = [square_name(rows, cols, s % cols, s // cols) for s in range(rows * cols)]
    moves = knight_moves(rows, cols)
    at = [every.index(name) for name in names]
    assert sorted(names) == sorted(set(every) - set(filter(None, holes.split(","))))
    assert all(b in moves[a] for a, b in zip(at, at[1:] + at[:1], strict=True))
    assert names[0] == start and is_symmetric(rows, cols, names, 180)
    assert code == 0 and " ".join(names[:12]) == first_moves
    assert hashlib.sha256(" ".join(names).encode()).hexdigest()[:16] == digest


def test_the_symmetric_kernels_are_given_whole_numbers_only() -> None:
    """The search's arrays are of whole numbers (squares, orbits, counts, flags): a kernel
    handed an array of floats compiles again for it while the window waits, and counts in
    floats; after searches of both turns, holes and a large board, every signature the
    kernels have is of whole numbers."""
    from knighttour.core.board.board import build_board
    from knighttour.core.solve import symmetric_kernels
    from knighttour.core.solve.symmetric import make_symmetric_search

    for board, start, turn in [
        (Board(6, 6), 0, 180),
        (Board(6, 6), 0, 90),
        (build_board(5, 6, holes=["c3", "d3"]), 0, 180),
        (Board(10, 10), 0, 180),
    ]:
        search = make_symmetric_search(board, start, turn)
        search.advance(1 << 14)
        search.path()
    kernels = [getattr(symmetric_kernels, name) for name in dir(symmetric_kernels)]
    signatures = [str(s) for k in kernels for s in getattr(k, "signatures", [])]
    assert signatures and not [s for s in signatures if "float" in s or "bool" in s]


@pytest.mark.parametrize("rows, cols", [(6, 6), (5, 6), (3, 10)])
def test_each_advance_makes_the_moves_it_is_given_across_the_parts(rows: int, cols: int) -> None:
    """advance(7) makes seven moves, however many of the search's parts they take (a part
    ended carries the rest over to the next), until a tour is found or none is left."""
    from knighttour.core.solve.symmetric import make_symmetric_search

    search = make_symmetric_search(Board(rows, cols), 0, 180)
    made = set()
    for _ in range(5000):
        before = search.steps
        search.advance(7)
        if search.status != "running":
            break
        made.add(search.steps - before)
    assert made == {7} and search.status in ("found", "no-tour")
