"""One error family (issue 48): every error a caller can meet is a KnightTourError, named by
its meaning; solver names are read in any case, and an unknown one is answered with the
nearest names; the library ships its type hints (py.typed)."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import knighttour
from knighttour.core.board.board import Board
from knighttour.core.count import cluster
from knighttour.core.play import worksheets
from knighttour.core.play.game import Game


def test_the_cluster_the_game_and_the_worksheets_raise_knight_tour_errors() -> None:
    with pytest.raises(knighttour.KnightTourError, match="not a cluster address"):
        cluster.check_address("nowhere")
    game = Game(Board(5, 5))
    game.play(0)
    with pytest.raises(knighttour.KnightTourError):
        game.play(1)  # b1 is no knight's move from a1
    with pytest.raises(knighttour.KnightTourError, match="at least one pupil"):
        worksheets.choose_starts(Board(5, 5), 0, None)


@pytest.mark.parametrize("asked", ["Warnsdorff", "WARNSDORFF", " warnsdorff "])
def test_a_solver_name_in_any_case(asked: str) -> None:
    tour = knighttour.solve("8", "a1", solver=asked)
    assert tour.solver == "warnsdorff" and tour.status == "found"
    table = knighttour.compare("5", ["Backtracking", "SQUIRREL_CULL"], starts="a1")
    assert [row.solver for row in table.rows] == ["backtracking", "squirrel-cull"]


def test_the_command_line_reads_a_solver_name_in_any_case_too() -> None:
    command = [sys.executable, "-m", "knighttour", "solve", "6", "--start", "a1", "--json"]
    done = subprocess.run(
        [*command, "--solver", "Warnsdorff-Roth"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solver"] == "warnsdorff-roth"


def test_an_unknown_solver_is_answered_with_the_nearest_names() -> None:
    with pytest.raises(knighttour.KnightTourError, match="did you mean backtracking\\?"):
        knighttour.solve("5", "a1", solver="backtrack")
    with pytest.raises(knighttour.KnightTourError, match="did you mean warnsdorff, "):
        knighttour.compare("5", ["warnsdorf"], starts="a1")


def test_the_package_says_it_is_typed() -> None:
    """PEP 561: the marker beside the package, and in what the wheel ships."""
    package = Path(knighttour.__file__).parent
    assert (package / "py.typed").is_file()
    with (package.parent / "pyproject.toml").open("rb") as file:
        shipped = tomllib.load(file)["tool"]["setuptools"]["package-data"]["knighttour"]
    assert "py.typed" in shipped


BAD_BOARDS = ["0", "abc", "8x", -3, 0, None, 3.5, "8x8x8x8", (8, 0), (8,), ("a", "b"), ""]
BAD_SQUARES = ["z9", "a0", (9, 9), (-1, 0), (1, 2, 3), -1, 10**9, 3.5, "", "a1a1", ["a1"], True]
BAD_OPTIONS = [
    {"solver": None},
    {"solver": 3},
    {"max_steps": -1},
    {"max_steps": "x"},
    {"seed": "x"},
    {"symmetric": 45},
    {"closed": "yes"},
]


def _only_our_errors(call) -> None:
    """call either returns or raises a KnightTourError: nothing else gets out."""
    with contextlib.suppress(knighttour.KnightTourError):
        call()


@pytest.mark.parametrize("board", BAD_BOARDS)
def test_a_bad_board_gets_a_knight_tour_error_from_every_function(board) -> None:
    for call in (
        lambda: knighttour.Board(board),
        lambda: knighttour.solve(board, "a1", max_steps=1000),
        lambda: knighttour.count(board),
        lambda: knighttour.why_no_tour(board),
        lambda: knighttour.compare(board, ["warnsdorff"], starts="a1"),
    ):
        with pytest.raises(knighttour.KnightTourError):
            call()


def test_a_board_too_large_for_the_work_asked_gets_a_knight_tour_error() -> None:
    board = "1000000x1000000"  # (a board of 10**12 squares: made, but no work fits)
    for call in (
        lambda: knighttour.solve(board, "a1", max_steps=1000),
        lambda: knighttour.count(board),
        lambda: knighttour.compare(board, ["warnsdorff"], starts="a1"),
    ):
        with pytest.raises(knighttour.KnightTourError):
            call()


@pytest.mark.parametrize("square", BAD_SQUARES)
def test_no_bad_square_gets_anything_but_a_knight_tour_error_out(square) -> None:
    with pytest.raises(knighttour.KnightTourError):
        knighttour.solve("8", square, max_steps=1000)
    for call in (
        lambda: knighttour.solve("8", "a1", end=square, max_steps=1000),
        lambda: knighttour.why_no_tour("8", start=square),
        lambda: knighttour.compare("5", ["warnsdorff"], starts=[square]),
        lambda: knighttour.validate([square], "5"),
    ):
        _only_our_errors(call)


@pytest.mark.parametrize("options", BAD_OPTIONS, ids=str)
def test_no_bad_option_gets_anything_but_a_knight_tour_error_out(options) -> None:
    with pytest.raises(knighttour.KnightTourError):
        knighttour.solve("8", "a1", **options)


@pytest.mark.parametrize("tour", [None, 3, b"a1", object()], ids=repr)
def test_validate_says_what_it_takes(tour) -> None:
    with pytest.raises(knighttour.KnightTourError, match="validate takes a Tour"):
        knighttour.validate(tour, "5")


def test_a_square_is_a_name_a_pair_or_a_number_everywhere() -> None:
    by_name = knighttour.solve("5", "c3", solver="backtracking")
    assert knighttour.solve("5", (2, 2), solver="backtracking").squares == by_name.squares
    assert knighttour.solve("5", 12, solver="backtracking").squares == by_name.squares
    assert knighttour.why_no_tour("5", start=(1, 0)) == knighttour.why_no_tour("5", start="b1")
    three_d = knighttour.Board("2x3x4")
    assert knighttour.api.board.square_of(three_d, (1, 2, 1)) == three_d.index("b3:2")


def test_validate_reads_the_tours_a_student_has_at_hand() -> None:
    """A tour typed by hand, the library's own square numbers (a tuple, a NumPy array),
    (file, rank) pairs: each checked as the same tour; a square off the board says so."""
    tour = knighttour.solve("5", "a1")
    typed = " ".join(tour.names)
    for given in (typed, typed.replace(" ", ", "), tour.squares, tour.to_numpy(), list(tour.names)):
        result = knighttour.validate(given, "5")
        assert result.valid, (given, result.reason)
        assert result.squares == 25
    pairs = [(s % 5, s // 5) for s in tour.squares]
    assert knighttour.validate(pairs, "5").valid
    wrong = knighttour.validate("a1 c2 z9", "5")
    assert not wrong.valid and "z9" in wrong.reason


@pytest.mark.parametrize("joined", ["-", "", " -> ", ";", " \u2192 "])
def test_validate_reads_names_typed_with_any_separator(joined) -> None:
    """'a1-c2-e1', 'a1c2e1', 'a1 -> c2': names typed by hand, not a file's name (they were
    read as a file that does not exist)."""
    tour = knighttour.solve("5", "a1")
    result = knighttour.validate(joined.join(tour.names), "5")
    assert result.valid and result.squares == 25, result.reason


def test_a_closed_tour_written_back_to_its_start_is_read_as_closed() -> None:
    circuit = knighttour.solve("6", "a1", closed=True)
    written = " ".join(circuit.names) + " a1"  # as people write a circuit
    result = knighttour.validate(written, "6")
    assert result.valid and result.closed and result.squares == 36
    opened = knighttour.solve("5", "a1")  # an open tour with its start again: not a tour
    assert not knighttour.validate([*opened.names, "a1"], "5").valid


def test_an_empty_string_is_said_to_be_empty() -> None:
    try:
        knighttour.validate("  ", "5")
    except knighttour.KnightTourError as error:
        assert "empty" in str(error)
    else:
        raise AssertionError("an empty string was taken for a tour")


def test_a_slip_in_a_tour_typed_by_hand_is_named() -> None:
    """'a1 c2 el' (l for 1): the word that is no square is named, not taken for a file."""
    result = knighttour.validate("a1 c2 el", "5")
    assert not result.valid and "'el' is not a square name" in result.reason
