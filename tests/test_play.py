"""The hand-played game: rules, undo/redo, saving, and a dead-end warning that is never wrong
(checked against the oracle's brute force) and, on small boards, complete."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracle import check_tour, completion_exists, knight_moves, square_name, tour_exists

from knighttour.core.board.board import Board
from knighttour.core.files import formats
from knighttour.core.play.game import (
    Game,
    PlayError,
    completion_search,
    obstacle,
    obstacle_at,
    verdict,
)


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
    assume(why)  # (a position with no warning says nothing to check: counted by Hypothesis)
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
    warned = []  # the first position (of 20,000 drawn) that gives the warning
    while len(warned) < 1 and rng.random() < 1.0 - 1 / 20000:
        board = Board(*rng.choice([(5, 5), (5, 6), (6, 6)]))
        path = random_position(board, rng, rng.randrange(3, board.size))
        if phrase in obstacle(board, path):
            warned.append((board, path))
    assert warned, f"no position gave the warning {phrase!r}"
    board, path = warned[0]
    assert not completion_exists(board.rows, board.cols, path)


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


def test_the_cut_off_check_hears_stop_between_its_parts(monkeypatch) -> None:
    """On millions of squares the search for squares cut off takes a second or more: it is
    made in parts with stop asked between them.  Asked to stop, it proves nothing; never
    asked, the parts find what one search finds (c1 and 25 more cut off on 5x8)."""
    monkeypatch.setattr("knighttour.core.board.graph.EXPLORE_PART", 1)
    board = Board(5, 8)
    path = [
        board.parse_square(s)
        for s in ("a1", "c2", "d4", "e2", "c3", "d5", "e3", "c4", "a5", "b3", "d2", "b1")
    ]
    asked: list[bool] = []

    def go_on() -> bool:
        asked.append(False)
        return False

    why, named = obstacle_at(board, path, go_on)
    assert "c1 and 25 more are cut off" in why and board.name(named[0]) == "c1"
    assert len(asked) == 2  # a square a part: b1 and the two squares it still reaches
    assert obstacle_at(board, path, lambda: True) == ("", ())


def test_a_position_the_search_rules_out_is_said_plainly() -> None:
    from types import SimpleNamespace

    from knighttour.core.solve.search import NO_TOUR

    board = Board(5, 5)
    got = verdict(board, [0, 7], SimpleNamespace(status=NO_TOUR), why="")
    assert got.status == "dead"
    assert got.reason == (
        "the program tried every way on from here, and none visits all the squares that are left"
    )


# --- the rules, each case against the rules written out here -------------------------------


def name_of(rows: int, cols: int, square: int) -> str:
    return square_name(rows, cols, square % cols, square // cols)


def expected_obstacle(rows: int, cols: int, path: list[int]) -> str:
    """The warning the four proofs give, worked out from the knight's moves alone: stuck;
    a square no move can enter any more (the first in board order), or one only the next
    move can enter with no way on; two squares that could each only be last; squares the
    knight can no longer reach."""
    graph = knight_moves(rows, cols)
    visited = set(path)
    left = rows * cols - len(visited)
    if left == 0:
        return ""
    end = path[-1]
    name = lambda s: name_of(rows, cols, s)  # noqa: E731
    if all(w in visited for w in graph[end]):
        return (
            f"the knight on {name(end)} has no move left: you visited {len(visited):,} of "
            f"{rows * cols:,} squares"
        )
    ways_in = {
        s: sum(w not in visited for w in graph[s]) for s in range(rows * cols) if s not in visited
    }
    for s, ways in ways_in.items():
        if ways == 0 and (s not in graph[end] or left > 1):
            if s not in graph[end]:
                return (
                    f"{name(s)} can no longer be reached: every square a knight's move away "
                    "from it is visited"
                )
            return (
                f"{name(s)} can only be entered by the next move, and the knight would be "
                "stuck there"
            )
    last = [s for s, ways in ways_in.items() if ways == 1 and s not in graph[end]]
    if len(last) > 1:
        return (
            f"{name(last[0])} and {name(last[1])} each have only one way in left, so both "
            "would have to be the last square"
        )
    reached, todo = {end}, [end]
    while todo:
        for w in graph[todo.pop()]:
            if w not in visited and w not in reached:
                reached.add(w)
                todo.append(w)
    cut = [s for s in ways_in if s not in reached]
    if cut:
        more = f" and {len(cut) - 1:,} more" if len(cut) > 1 else ""
        return (
            f"{name(cut[0])}{more} are cut off: the knight can no longer reach them through "
            "unvisited squares"
        )
    return ""


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from([(5, 5), (5, 6), (6, 5), (4, 5), (6, 6), (3, 7), (7, 3)]),
    st.integers(0, 10**9),
    st.integers(1, 36),
)
def test_each_warning_is_the_one_the_rules_give(shape, seed: int, length: int) -> None:
    """The warning is exactly the one the proofs, worked out here from the moves alone, give:
    the kind, the squares it names (the first in board order), how many more are cut off;
    none where none applies; or a theorem's, only where brute force finds no tour."""
    rows, cols = shape
    board = Board(rows, cols)
    path = random_position(board, random.Random(seed), length)
    why = obstacle(board, path)
    if why.startswith(f"No tour starts on {board.name(path[0])}"):  # a theorem's answer
        assert not tour_exists(rows, cols, path[0]), why
    else:
        assert why == expected_obstacle(rows, cols, path), board.names(path)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([(5, 5), (5, 6), (6, 6), (4, 7)]), st.integers(0, 10**9), st.data())
def test_onward_counts_the_unvisited_squares_a_move_away(shape, seed, data) -> None:
    rows, cols = shape
    board = Board(rows, cols)
    path = random_position(board, random.Random(seed), data.draw(st.integers(1, 12)))
    game = Game(board, list(path))
    graph = knight_moves(rows, cols)
    unvisited = [square for square in range(rows * cols) if square not in path]
    assert len(unvisited) == rows * cols - len(path)  # at most 12 of 25 or more visited
    for square in unvisited:
        expected = sum(w not in path and w != square for w in graph[square])
        assert game.onward(square) == expected, (board.names(path), board.name(square))


def test_why_a_move_is_illegal_says_which_rule() -> None:
    board = Board(5, 5)
    game = Game(board)
    for off in (-1, board.size, board.size + 7):
        assert game.why_illegal(off) == "that square is not on the board"
    assert game.why_illegal(24) == "" and game.why_illegal(0) == ""  # any first square
    for name in ("a1", "b3", "c5"):
        game.play(board.parse_square(name))
    assert game.why_illegal(board.size) == "that square is not on the board"
    assert game.why_illegal(0) == "a1 has been visited already (move 1)"
    assert game.why_illegal(board.parse_square("b3")) == "b3 has been visited already (move 2)"
    assert game.why_illegal(board.parse_square("c4")) == "c4 is not a knight's move from c5"
    assert game.why_illegal(board.parse_square("e4")) == ""
    holed = Board(5, 5, board.jumps, frozenset({board.parse_square("e4")}))
    assert Game(holed, list(game.path)).why_illegal(board.parse_square("e4")) == (
        "that square is not on the board"
    )


def test_what_a_verdict_says_of_each_kind_of_position() -> None:
    board = Board(5, 5)
    search = completion_search(board, [0])
    search.advance(10**8)
    tour = [int(s) for s in search.path()]
    check_tour(5, 5, board.names(tour), start="a1")
    done = verdict(board, tour, None)
    assert (done.status, done.reason, done.completion) == (
        "completable",
        "the tour is complete",
        tuple(tour),
    )
    start = [0, board.parse_square("c2")]
    unsure = verdict(board, start, None)
    assert (unsure.status, unsure.reason, unsure.completion) == ("unsure", "not checked yet", ())
    assert verdict(board, start, None, why="") == unsure
    short = completion_search(board, start)
    short.advance(3)
    got = verdict(board, start, short)
    assert got.status == "unsure" and got.completion == ()
    assert got.reason == f"no answer within {short.steps:,} moves of searching"
    found = completion_search(board, start)
    found.advance(10**8)
    got = verdict(board, start, found)
    assert (got.status, got.reason) == ("completable", "a tour from here exists")
    assert list(got.completion[:2]) == start
    check_tour(5, 5, board.names(got.completion), start="a1")
    stuck = [board.parse_square(s) for s in ("a1", "b3")]
    dead = verdict(board, stuck, None, why="a made-up reason")
    assert (dead.status, dead.reason, dead.completion) == ("dead", "a made-up reason", ())


#: an open tour of 5x5 from a1 (checked by the oracle below)
FIVE_TOUR = "a1 c2 e1 d3 e5 c4 a5 b3 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c5 e4 d2 b1 c3 b5 a3".split()  # noqa: SIM905


def test_a_finished_tour_has_no_obstacle_and_the_holes_are_never_named() -> None:
    """Worked out from the knight's moves alone: a whole tour (holes left out) raises no
    warning; on a board with holes a warning never names a hole and counts only the squares
    that are there."""
    from knighttour.core.board.board import build_board
    from knighttour.core.play.game import obstacle_at

    board = Board(5, 5)
    tour = [board.parse_square(n) for n in FIVE_TOUR]
    check_tour(5, 5, FIVE_TOUR, closed=False)
    assert obstacle_at(board, tour) == ("", ())
    holed = build_board(5, 5, holes=["c3"])
    hole = board.parse_square("c3")
    rng = random.Random(5)
    seen = 0
    for _ in range(300):
        path = [rng.choice(sorted(set(range(25)) - {hole}))]
        while True:
            moves = [w for w in holed.moves_from(path[-1]) if w not in path]
            if not moves or rng.random() < 0.05:
                break
            path.append(rng.choice(moves))
        why, named = obstacle_at(holed, path)
        assert hole not in named, (path, why)
        if "no move left" in why:
            seen += 1
            assert f"of {24:,} squares" in why
    assert seen > 0  # the knight got stuck in some of the walks


def test_a_move_to_a1_is_a_move() -> None:
    """The only square left a move away is a1 (square 0): the knight is not stuck."""
    from knighttour.core.play.game import obstacle_at

    board = Board(5, 5)
    # from c2 only a1 is still free
    names = "e5 c4 e3 d5 b4 a2 c3 e4 c5 b3 d2 b1 a3 b5 d4 e2 c1 d3 e1 c2".split()  # noqa: SIM905
    path = [board.parse_square(n) for n in names]
    free = [w for w in board.moves_from(path[-1]) if w not in path]
    assert free == [board.parse_square("a1")]
    assert "no move left" not in obstacle_at(board, path)[0]


def used_up_by_arrays(nbr, visited, near_end, more_than_one_left) -> tuple[int, int, int]:
    """What ways_in_used_up answers, by the array code it replaced."""
    free = np.where(nbr >= 0, ~visited[np.maximum(nbr, 0)], False).sum(axis=1)
    unvisited = ~visited
    shut = np.flatnonzero(unvisited & (free == 0) & (~near_end | more_than_one_left))
    if len(shut):
        return int(shut[0]), -1, -1
    last = [*np.flatnonzero(unvisited & (free == 1) & ~near_end).tolist(), -1, -1]
    return -1, last[0], last[1]


@settings(max_examples=80, deadline=None)
@given(
    spec=st.sampled_from(
        [
            dict(rows=5, cols=5),
            dict(rows=6, cols=7, holes=["c3", "d5"]),
            dict(rows=4, cols=6, wrap="torus"),
            dict(rows=5, cols=4, wrap="cylinder", leaper=(1, 3)),
            dict(rows=3, cols=4, layers=3),
        ]
    ),
    seed=st.integers(0, 10**6),
    length=st.integers(1, 40),
)
def test_the_scan_for_used_up_ways_in_answers_as_the_arrays_did(spec, seed, length) -> None:
    """The kernel that finds squares whose ways in are used up (the game's warnings on 8
    million squares) finds what the array code over the whole move table found, on random
    walks of every kind of board."""
    from knighttour.core.board.board import build_board
    from knighttour.core.board.graph import ways_in_used_up
    from knighttour.core.solve import solver_kernels

    assert solver_kernels.GRAPH.ready()
    board = build_board(**spec)
    rng = random.Random(seed)
    visited = np.zeros(board.size, dtype=bool)
    visited[list(board.holes)] = True
    square = rng.choice(board.live_squares().tolist())
    visited[square] = True
    for _ in range(length):
        onward = [w for w in board.moves_from(square) if not visited[w]]
        if not onward:
            break
        square = rng.choice(onward)
        visited[square] = True
    near_end = np.zeros(board.size, dtype=bool)
    near_end[board.moves_from(square)] = True
    for more in (True, False):
        expected = used_up_by_arrays(board.neighbours, visited, near_end, more)
        assert ways_in_used_up(board.neighbours, visited, near_end, more) == expected


def _at(board: Board, names: str) -> list[int]:
    return [board.parse_square(name) for name in names.split()]


_B56, _B58 = Board(5, 6), Board(5, 8)
#: a position for each warning (found on 5x6 by random play; 5x8's from test_squares_cut_off)
_WARNINGS = [
    (_B56, "c5 a4 c3 e2 d4 f5 e3 c4 d2 b1 a3 c2 b4 a2 c1 d3 e1 f3 e5",
     "the knight on {square} has no move left: you visited {done} of {all} squares",
     {"square": "e5", "done": "19", "all": "30"}),
    (_B56, "d3 f2 d1 c3 d5 e3 f5 d4 c2 a3 b1 d2 f3",
     "{square} can only be entered by the next move, and the knight would be stuck there",
     {"square": "e1"}),
    (_B56, "a5 c4 e5 f3 e1 c2 a3 b1 c3 b5 d4 e2 f4 d3",
     "{a} and {b} each have only one way in left, so both would have to be the last square",
     {"a": "a1", "b": "f5"}),
    (_B56, "c2 e1 d3 f2 e4 c3 e2 f4 d5 b4 a2 c1 b3 c5 a4 b2 c4 e5 f3 d2 f1",
     "{square} can no longer be reached: every square a knight's move away from it is visited",
     {"square": "a1"}),
    (_B58, "a1 c2 d4 e2 c3 d5 e3 c4 a5 b3 d2 b1",
     "{square} and {n} more are cut off: the knight can no longer reach them through "
     "unvisited squares", {"square": "c1", "n": "25"}),
]  # fmt: skip


@pytest.mark.parametrize("board, names, english, fields", _WARNINGS)
def test_a_french_player_gets_each_warning_in_french(
    in_french, board: Board, names: str, english: str, fields: dict
) -> None:
    assert obstacle(board, _at(board, names)) == in_french[("game", english)].format(**fields)


def test_a_french_player_is_told_in_french_why_a_move_is_refused(in_french) -> None:
    board = Board(5, 5)
    game = Game(board, _at(board, "a1 b3 c5"))
    said = {
        "that square is not on the board": ({}, game.why_illegal(-1)),
        "{square} has been visited already (move {n})": (
            {"square": "b3", "n": 2},
            game.why_illegal(board.parse_square("b3")),
        ),
        "{square} is not a knight's move from {knight}": (
            {"square": "c4", "knight": "c5"},
            game.why_illegal(board.parse_square("c4")),
        ),
    }
    for english, (fields, got) in said.items():
        assert got == in_french[("game", english)].format(**fields)
    with pytest.raises(PlayError) as refused:
        Game.replayed(board, _at(board, "a1 b3 b4"))
    inner = in_french[("game", "{square} is not a knight's move from {knight}")]
    assert str(refused.value) == in_french[("game", "move {n} ({square}): {why}")].format(
        n=3, square="b4", why=inner.format(square="b4", knight="b3")
    )


def test_a_french_player_hears_what_the_search_from_a_position_proved(in_french) -> None:
    from types import SimpleNamespace

    from knighttour.core.solve.search import NO_TOUR

    board = Board(5, 5)
    dead = verdict(board, [0, 7], SimpleNamespace(status=NO_TOUR), why="")
    english = (
        "the program tried every way on from here, and none visits all the squares that are left"
    )
    assert dead.reason == in_french[("game", english)]
    short = completion_search(board, [0, 7])
    short.advance(3)
    unsure = verdict(board, [0, 7], short, why="")
    assert unsure.reason == in_french[("game", "no answer within {n} moves of searching")].format(
        n=f"{short.steps:,}"
    )


def test_no_move_yet_and_a_tour_one_move_from_done_have_no_obstacle() -> None:
    """Nothing is wrong before the first move, nor with one square left that the knight
    can jump to (the last move of a tour)."""
    board = Board(5, 5)
    search = completion_search(board, [0])
    search.advance(10**8)
    tour = [int(s) for s in search.path()]
    assert obstacle_at(board, []) == ("", ())
    assert obstacle_at(board, tour[:-1]) == ("", ())
    assert obstacle_at(board, tour[:-2]) == ("", ())


def test_a_start_no_tour_has_is_warned_with_the_theorem_s_whole_sentence() -> None:
    board = Board(5, 5)
    b1 = board.parse_square("b1")
    assert obstacle_at(board, [b1]) == (
        "No tour starts on b1: the 5x5 board has an odd number of squares, so a tour must "
        "start and end on the corners' colour and b1 is the other colour",
        (b1,),
    )


def test_a_dead_position_s_verdict_names_the_squares_of_its_reason() -> None:
    board = Board(5, 6)
    path = _at(board, "c2 b4 d5 e3 c4 a5 b3 d2")
    got = verdict(board, path, None)
    assert (got.status, got.squares) == ("dead", (0,))
    assert got.reason.startswith("a1 can no longer be reached")


def test_the_completion_offered_is_the_one_warnsdorff_and_roth_find_first() -> None:
    """From a1 c2 on 5x5 the completion search (Warnsdorff's rule, ties to the square
    farthest from the centre, every square left checked as it goes) finds this tour first:
    the one "Finish it for me" plays (checked by the oracle, recorded by its names)."""
    board = Board(5, 5)
    start = _at(board, "a1 c2")
    search = completion_search(board, start)
    search.advance(10**8)
    got = verdict(board, start, search)
    names = board.names(list(got.completion))
    check_tour(5, 5, names, start="a1")
    assert got.status == "completable" and names[:2] == ["a1", "c2"]
    assert " ".join(names) == (
        "a1 c2 e1 d3 e5 c4 a5 b3 c5 a4 b2 d1 e3 d5 b4 a2 c1 e2 d4 b5 a3 b1 d2 e4 c3"
    )
