"""The hand-played game: rules, undo/redo, saving, and a dead-end warning that is never wrong
(checked against the oracle's brute force) and, on small boards, complete."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracle import check_tour, completion_exists

from knighttour.core.board.board import Board
from knighttour.core.files import formats
from knighttour.core.play.game import Game, PlayError, completion_search, obstacle, verdict


def random_position(board: Board, rng: random.Random, length: int) -> list[int]:
    game = Game(board)
    game.play(rng.randrange(board.size))
    while len(game.path) < length:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    return game.path


def test_rules_undo_redo_restart() -> None:
    board = Board(5, 5)
    game = Game(board)
    assert len(game.legal_moves()) == 25
    game.play(board.parse_square("a1"))
    assert sorted(board.names(game.legal_moves())) == ["b3", "c2"]
    with pytest.raises(PlayError, match="not a knight's move from a1"):
        game.play(board.parse_square("b2"))
    game.play(board.parse_square("b3"))
    with pytest.raises(PlayError, match="visited already"):
        game.play(board.parse_square("a1"))
    assert game.undo() and board.names(game.path) == ["a1"]
    assert game.redo() and board.names(game.path) == ["a1", "b3"]
    assert not game.redo()
    game.undo()
    game.play(board.parse_square("c2"))
    assert game.undone == []  # a new move clears the redo list
    game.restart()
    assert not game.started and not game.undo()


def test_save_and_reload() -> None:
    board = Board(6, 6)
    game = Game(board)
    for name in ("a1", "b3", "c5", "e6"):
        game.play(board.parse_square(name))
    game.undo()
    saved = formats.parse_game(json.loads(formats.game_bytes(board, game.path, game.undone)))
    again = Game.replayed(saved.board, saved.moves, saved.undone)
    assert again.path == game.path and again.undone == game.undone
    assert again.board == board
    with pytest.raises(PlayError, match="move 2"):
        Game.replayed(board, [board.parse_square(n) for n in ("a1", "a2")])
    with pytest.raises(formats.FormatError, match="list of square names"):
        formats.parse_game({"board": {"rows": 6, "cols": 6}, "moves": "a1"})


@settings(max_examples=120, deadline=None)
@given(
    st.sampled_from([(5, 5), (5, 6), (6, 5), (4, 5), (6, 6)]),
    st.integers(0, 10**9),
    st.integers(2, 30),
)
def test_warning_is_never_wrong(shape: tuple[int, int], seed: int, length: int) -> None:
    board = Board(*shape)
    path = random_position(board, random.Random(seed), length)
    why = obstacle(board, path)
    if why:
        assert not completion_exists(board.rows, board.cols, path), why


@pytest.mark.parametrize("shape", [(5, 5), (5, 6), (6, 6), (3, 7), (4, 5)])
def test_verdict_is_complete_on_small_boards(shape: tuple[int, int]) -> None:
    board = Board(*shape)
    rng = random.Random(sum(shape))
    kinds = set()
    for _ in range(60):
        path = random_position(board, rng, rng.randrange(1, board.size))
        search = completion_search(board, path) if len(path) < board.squares else None
        if search is not None:
            search.advance(10**8)
        v = verdict(board, path, search)
        assert v.status in ("completable", "dead")
        kinds.add(v.status)
        truth = completion_exists(board.rows, board.cols, path)
        assert (v.status == "completable") == truth, (board.names(path), v)
        if v.status == "completable":
            assert list(v.completion[: len(path)]) == path
            check_tour(board.rows, board.cols, board.names(v.completion), start=board.name(path[0]))
    assert kinds == {"completable", "dead"}


@pytest.mark.parametrize(
    "phrase",
    ["stuck", "no longer be reached", "entered by the next move", "would have to be the last"],
)
def test_each_kind_of_warning_fires_and_is_right(phrase: str) -> None:
    rng = random.Random(phrase)
    for _ in range(20000):
        board = Board(*rng.choice([(5, 5), (5, 6), (6, 6)]))
        path = random_position(board, rng, rng.randrange(3, board.size))
        why = obstacle(board, path)
        if phrase in why:
            assert not completion_exists(board.rows, board.cols, path)
            return
    pytest.fail(f"no position gave the warning {phrase!r}")


def test_a_corner_cut_off() -> None:
    board = Board(5, 6)
    path = [board.parse_square(s) for s in ("c2", "b4", "d5", "e3", "c4", "a5", "b3", "d2")]
    why = obstacle(board, path)
    assert "a1 can no longer be reached" in why
    assert not completion_exists(5, 6, path)


def test_a_start_no_tour_can_have_says_the_theorem() -> None:
    board = Board(5, 5)
    why = obstacle(board, [board.parse_square("b1")])
    assert why.startswith("No tour starts on b1") and "odd number of squares" in why


def test_squares_cut_off() -> None:
    board = Board(5, 8)
    path = [
        board.parse_square(s)
        for s in ("a1", "c2", "d4", "e2", "c3", "d5", "e3", "c4", "a5", "b3", "d2", "b1")
    ]
    why = obstacle(board, path)
    assert "c1 and 25 more are cut off" in why
    assert not completion_exists(5, 8, path)


def test_a_position_the_search_rules_out_is_said_plainly() -> None:
    from types import SimpleNamespace

    from knighttour.core.solve.search import NO_TOUR

    board = Board(5, 5)
    got = verdict(board, [0, 7], SimpleNamespace(status=NO_TOUR), why="")
    assert got.status == "dead"
    assert got.reason == (
        "the program tried every way on from here, and none visits all the squares that are left"
    )
