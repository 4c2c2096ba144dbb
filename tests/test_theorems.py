"""The theorems, checked at their boundaries against brute force."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracle import closed_tour_exists, tour_exists

from knighttour.core.board.board import Board
from knighttour.core.board.theorems import (
    closed_tour_impossible,
    colour_rule,
    four_wide_rule,
    open_tour_impossible,
)
from knighttour.core.board.verdict import end_impossible, tour_impossible


@pytest.mark.parametrize(
    "rows, cols",
    [
        (1, 1),
        (1, 2),
        (1, 5),
        (2, 2),
        (2, 8),
        (3, 3),
        (3, 4),
        (3, 5),
        (3, 6),
        (3, 7),
        (3, 8),
        (4, 4),
        (4, 5),
        (5, 5),
        (4, 3),
        (6, 3),
        (7, 3),
    ],
)
def test_open_theorem_matches_brute_force(rows: int, cols: int) -> None:
    some_start = any(tour_exists(rows, cols, s) for s in range(rows * cols))
    assert (open_tour_impossible(rows, cols) == "") == some_start


@pytest.mark.parametrize(
    "rows, cols",
    [
        (1, 1),
        (2, 4),
        (3, 3),
        (3, 4),
        (3, 6),
        (3, 7),
        (3, 8),
        (3, 10),
        (4, 5),
        (4, 6),
        (5, 5),
        (5, 6),
        (6, 4),
        (10, 3),
    ],
)
def test_schwenk_matches_brute_force(rows: int, cols: int) -> None:
    assert (closed_tour_impossible(rows, cols) == "") == closed_tour_exists(rows, cols)


@pytest.mark.parametrize(
    "rows, cols, allowed",
    [
        (8, 8, True),
        (6, 6, True),
        (3, 12, True),
        (10, 3, True),
        (4, 100, False),
        (3, 8, False),
        (7, 9, False),
        (2, 50, False),
        (1, 1, False),
        (12, 5, True),
        (5, 12, True),
    ],
)
def test_schwenk_cases_too_large_to_search(rows: int, cols: int, allowed: bool) -> None:
    assert (closed_tour_impossible(rows, cols) == "") == allowed


def test_colour_rule_on_odd_boards() -> None:
    board = Board(5, 5)
    assert colour_rule(board, board.parse_square("a1")) == ""
    assert "corners' colour" in colour_rule(board, board.parse_square("b1"))
    assert colour_rule(Board(6, 5), 1) == ""


def test_reasons_cite_their_theorem() -> None:
    assert "Schwenk 1991" in tour_impossible(Board(4, 8), 0, closed=True)
    assert "Cull and De Curtins" in tour_impossible(Board(4, 4), 0, closed=False)
    assert tour_impossible(Board(8, 8), 0, closed=False) == ""


@pytest.mark.parametrize("rows, cols", [(4, 5), (4, 6), (4, 7), (5, 4), (7, 4)])
def test_four_wide_rule_matches_brute_force(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for start in range(board.size):
        if four_wide_rule(board, start):
            assert not tour_exists(rows, cols, start), board.name(start)
    inner = [s for s in range(board.size) if four_wide_rule(board, s)]
    assert len(inner) == 2 * max(rows, cols)


def test_four_wide_rule_answers_large_boards_at_once() -> None:
    board = Board(4, 60)
    assert "outer lines" in tour_impossible(board, board.parse_square("b2"), closed=False)
    assert tour_impossible(board, board.parse_square("b1"), closed=False) == ""


def test_a_full_boards_facts_from_its_sides_agree_with_its_graph(monkeypatch) -> None:
    """Connectivity and colour classes of full boards from their sides (so a board of
    millions of squares is decided at once) against the graph explored: 3-D boxes up to 7
    on a side, leapers on boards up to 12 x 12."""
    import numpy as np

    from knighttour.core.board import theorems
    from knighttour.core.board.board import Board3D, build_board
    from knighttour.core.board.graph import analyse

    monkeypatch.setattr(theorems, "FACTS_FROM_SIDES", 1)
    boards = [Board3D.make(a, b, c) for a in range(1, 8) for b in range(1, 8) for c in range(1, 8)]
    boards += [
        build_board(r, c, leaper=leaper)
        for r in range(1, 13)
        for c in range(1, 13)
        for leaper in [(1, 2), (1, 3), (2, 3), (0, 1), (1, 4), (0, 3), (2, 5), (3, 4)]
    ]
    for board in boards:
        fast = theorems._full_board_facts(board)
        graph = analyse(board.neighbours, np.ones(board.size, dtype=bool))
        if fast is not None:
            connected, bipartite, counts = fast
            assert connected == graph.connected, board
            if connected:
                assert (bipartite, counts) == (graph.bipartite, graph.counts), board
        square, moves = theorems._weakest_square(board)
        degrees = (board.neighbours >= 0).sum(axis=1)
        assert moves == degrees.min() == degrees[square], board


# --- the reasons, as users read them, and the graph's rules against brute force -----------


@pytest.mark.parametrize(
    "rows, cols, closed, reason",
    [
        (1, 1, True, "a single square has no move to close a circuit"),
        (
            3,
            5,
            True,
            "both sides are odd, so the board has an odd number of squares and a "
            "circuit, which alternates colours, cannot cover them",
        ),
        (1, 6, True, "a board 1 square wide has squares with fewer than two moves"),
        (2, 6, True, "a board 2 squares wide has squares with fewer than two moves"),
        (
            4,
            7,
            True,
            "on a board 4 squares wide the outer ranks can only be joined through "
            "the inner ones, which a circuit cannot do for every square",
        ),
        (8, 3, True, "3x8 is one of the three 3-wide boards excluded"),
        (1, 2, False, "a knight cannot move at all on a board one square wide"),
        (7, 2, False, "on a board two squares wide the knight's moves form separate chains"),
        (3, 3, False, "the centre square of 3x3 cannot be reached by any move"),
        (5, 3, False, "3x5 is one of the small 3-wide boards with no Hamiltonian path"),
        (4, 4, False, "4x4 has no Hamiltonian path"),
    ],
)
def test_each_board_theorem_says_its_reason(rows, cols, closed, reason) -> None:
    """The sentence the command line and the window show, whole; and brute force agrees."""
    if closed:
        expected = f"No closed tour exists on {rows}x{cols}: {reason} (Schwenk 1991)."
        assert closed_tour_impossible(rows, cols) == expected
        assert rows * cols > 30 or not closed_tour_exists(rows, cols)
    else:
        expected = (
            f"No open tour exists on {rows}x{cols}: {reason} "
            "(Cull and De Curtins 1978; Conrad et al. 1994)."
        )
        assert open_tour_impossible(rows, cols) == expected
        assert not any(tour_exists(rows, cols, s) for s in range(rows * cols))
    assert tour_impossible(Board(rows, cols), 0, closed) == expected


def test_the_colour_and_four_wide_reasons() -> None:
    board = Board(3, 7)
    assert colour_rule(board, board.parse_square("b1")) == (
        "No tour starts on b1: the 3x7 board has an odd number of squares, so a tour must "
        "start and end on the corners' colour and b1 is the other colour."
    )
    assert not tour_exists(3, 7, board.parse_square("b1"))
    assert colour_rule(Board(1, 1), 0) == "" and colour_rule(board, 0) == ""
    four = Board(4, 6)
    assert four_wide_rule(four, four.parse_square("c2")) == (
        "No tour starts on c2: on a board 4 squares wide every open tour starts and ends on "
        "one of the two outer lines, since outer squares only join inner ones and the colours "
        "must alternate too (Posa's argument)."
    )
    assert not tour_exists(4, 6, four.parse_square("c2"))


def _variant(rows, cols, leaper=(1, 2), holes=(), wrap="none") -> Board:
    from knighttour.core.board.board import build_board

    return build_board(rows, cols, leaper=leaper, holes=tuple(holes), wrap=wrap)


def test_the_graph_rules_reasons() -> None:
    ferz = _variant(4, 5, leaper=(1, 1))
    assert tour_impossible(ferz, 0, False) == (
        "No tour exists: the 1,1-leaper never changes colour (1 + 1 is even), so it can never "
        "reach the squares of the other colour."
    )
    camel = _variant(3, 5, leaper=(1, 3), wrap="torus")  # the torus joins its colours
    assert "never changes colour" not in tour_impossible(camel, 0, False)
    giraffe = _variant(4, 8, leaper=(1, 4))
    assert tour_impossible(giraffe, 0, True) == (
        "No tour exists: the 1,4-leaper cannot reach every square of 4x8 (Knuth 1994: on an "
        "m x n board, m <= n, its moves join all the squares only when gcd(a, b) = 1, a + b "
        "is odd, m >= a + b and n >= 2b; here gcd = 1, a + b = 5, m = 4, n = 8)."
    )
    split = _variant(4, 4, holes=("b3", "c2"))
    assert tour_impossible(split, split.parse_square("a1"), False) == (
        "No tour exists: the squares fall into separate groups that no move joins."
    )
    one = _variant(2, 2, holes=("a1", "b1", "a2"))
    assert tour_impossible(one, one.parse_square("b2"), False) == ""
    assert tour_impossible(one, one.parse_square("b2"), True) == (
        "No closed tour exists: a single square has no move to close a circuit."
    )
    holed = _variant(5, 6, holes=("c3",))
    assert tour_impossible(holed, holed.parse_square("a1"), True) == (
        "No closed tour exists: every move changes colour class, and the classes have 14 and "
        "15 squares, so a circuit cannot alternate through them all."
    )
    # c3 was of a1's colour: a1's class is the smaller now, b1's the larger
    assert tour_impossible(holed, holed.parse_square("b1"), False) == ""
    assert tour_impossible(holed, holed.parse_square("a1"), False) == (
        "No tour starts on a1: every move changes colour class, the classes have 14 and 15 "
        "squares, and a tour must start in the larger one."
    )
    two = _variant(5, 6, holes=("b1", "a2"))
    assert tour_impossible(two, two.parse_square("a1"), False) == (
        "No tour exists: every move changes colour class, and the classes have 15 and 13 "
        "squares, more than one apart."
    )
    corner = _variant(5, 6, holes=("b3",))  # a1 keeps one move only: c2
    assert tour_impossible(corner, corner.parse_square("c2"), True) == (
        "No closed tour exists: a1 has fewer than two moves."
    )


def _two_colours(graph: dict[int, set[int]]) -> tuple[int, int, dict[int, int]] | None:
    """The sizes of the two colour classes and each square's class, if the moves always
    change class (the graph is bipartite and connected), else None."""
    side: dict[int, int] = {}
    start = min(graph)
    side[start] = 0
    todo = [start]
    while todo:
        u = todo.pop()
        for w in graph[u]:
            if w not in side:
                side[w] = 1 - side[u]
                todo.append(w)
            elif side[w] == side[u]:
                return None
    if len(side) != len(graph):
        return None
    p = sum(1 for s in side.values() if s == 0)
    return p, len(side) - p, side


@pytest.mark.parametrize("seed", range(12))
def test_the_graph_rules_are_sound_and_see_what_they_promise(seed: int) -> None:
    """On random small boards (leapers, holes, wraps): every no-tour the rules give is
    confirmed by brute force, and each rule the docstring promises fires where the graph,
    worked out here, says it applies (disconnected; a square with fewer than two moves for
    a circuit; colour classes too far apart, or a start on the smaller one)."""
    import random

    from oracle import variant_graph, variant_tour_exists

    rng = random.Random(seed)
    for _ in range(25):
        rows, cols = rng.randint(2, 4), rng.randint(3, 5)  # brute force: up to 20 squares
        leaper = rng.choice([(1, 2), (1, 2), (0, 1), (1, 1), (1, 3), (2, 3)])
        wrap = rng.choice(["none", "none", "cylinder", "torus"])
        board = _variant(rows, cols, leaper=leaper, wrap=wrap)
        holes = frozenset(rng.sample(range(rows * cols), rng.randint(0, 3)))
        if len(holes) >= rows * cols - 1:
            continue
        board = Board(rows, cols, board.jumps, holes, wrap)
        graph = variant_graph(rows, cols, *leaper, holes, wrap)
        connected = _two_colours(graph) is not None or _reaches_all(graph)
        colours = _two_colours(graph)
        for closed in (False, True):
            starts = sorted(graph) if not closed else [min(graph)]
            for start in starts:
                why = tour_impossible(board, start, closed)
                exists = variant_tour_exists(graph, None if closed else start, closed)
                where = (rows, cols, leaper, wrap, sorted(holes), start, closed, why)
                assert not (why and exists), where  # every no-tour given is confirmed
                if board.is_knight:
                    continue  # the knight's own theorems speak for it (tested above)
                if not connected and len(graph) > 1:
                    assert why, where
                if closed and len(graph) > 1 and min(len(v) for v in graph.values()) < 2:
                    assert why, where
                if colours is not None:
                    p, q, side = colours
                    if (closed and p != q) or (not closed and abs(p - q) > 1):
                        assert why, where
                    if not closed and abs(p - q) == 1 and side[start] != (0 if p > q else 1):
                        assert why, where


def _reaches_all(graph: dict[int, set[int]]) -> bool:
    start = min(graph)
    seen, todo = {start}, [start]
    while todo:
        for w in graph[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return len(seen) == len(graph)


@settings(max_examples=60, deadline=None)
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    layers=st.integers(1, 3),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    holes=st.sets(st.integers(0, 30), max_size=5),
)
def test_the_weakest_square_is_the_one_the_arrays_found(rows, cols, layers, wrap, holes) -> None:
    """The scan for the square with the fewest moves (a closed tour needs two everywhere)
    finds the square the array code over a copy of the table found: the first live square
    in board order with the fewest moves."""
    from knighttour.core.board import theorems
    from knighttour.core.board.board import build_board
    from knighttour.core.solve import solver_kernels

    assume(layers == 1 or wrap == "none")
    size = rows * cols * layers
    names_board = build_board(rows, cols, layers=layers)
    hole_names = [names_board.name(h) for h in holes if h < size]
    assume(len(hole_names) < size)
    board = build_board(rows, cols, layers=layers, wrap=wrap, holes=hole_names)
    assert solver_kernels.GRAPH.ready()
    live = board.live_squares()
    degree = (board.neighbours[live] >= 0).sum(axis=1)
    assert theorems._weakest_square(board) == (int(live[degree.argmin()]), int(degree.min()))


# --- every reason in French, put together from the translation file read apart ------------

_SCHWENK = "No closed tour exists on {board}: {why} (Schwenk 1991)."
_CULL = "No open tour exists on {board}: {why} (Cull and De Curtins 1978; Conrad et al. 1994)."
_FOUR_WIDE_END = (
    "No tour ends on {last}: on a board 4 squares wide every open tour starts and ends on one "
    "of the two outer lines, since outer squares only join inner ones and the colours must "
    "alternate too (Posa's argument)."
)


def _board_reasons() -> list:
    """(rows, cols, closed, the frame, the reason, the reason's fields) of each board theorem."""
    cases = [
        (1, 1, True, "a single square has no move to close a circuit", {}),
        (3, 5, True, "both sides are odd, so the board has an odd number of squares and a "
         "circuit, which alternates colours, cannot cover them", {}),
        (1, 6, True, "a board 1 square wide has squares with fewer than two moves", {}),
        (2, 6, True, "a board 2 squares wide has squares with fewer than two moves", {}),
        (4, 7, True, "on a board 4 squares wide the outer ranks can only be joined through the "
         "inner ones, which a circuit cannot do for every square", {}),
        (8, 3, True, "3x{n} is one of the three 3-wide boards excluded", {"n": 8}),
        (1, 2, False, "a knight cannot move at all on a board one square wide", {}),
        (7, 2, False, "on a board two squares wide the knight's moves form separate chains", {}),
        (3, 3, False, "the centre square of 3x3 cannot be reached by any move", {}),
        (5, 3, False, "3x{n} is one of the small 3-wide boards with no Hamiltonian path",
         {"n": 5}),
        (4, 4, False, "4x4 has no Hamiltonian path", {}),
    ]  # fmt: skip
    return [pytest.param(*case, id=f"{case[0]}x{case[1]}-{case[2]}") for case in cases]


@pytest.mark.parametrize("rows, cols, closed, why, fields", _board_reasons())
def test_a_french_reader_gets_each_board_theorem_in_french(
    in_french, rows: int, cols: int, closed: bool, why: str, fields: dict
) -> None:
    fr = {english: text for (context, english), text in in_french.items() if context == "theorems"}
    frame = fr[_SCHWENK if closed else _CULL]
    expected = frame.format(board=f"{rows}x{cols}", why=fr[why].format(**fields))
    assert tour_impossible(Board(rows, cols), 0, closed) == expected


def _square_reasons() -> list:
    """(board, start, closed, the English sentence, its fields) of each theorem on a square,
    a leaper or holes (the boards of the English tests above)."""
    holed, two, corner = (
        _variant(5, 6, holes=("c3",)),
        _variant(5, 6, holes=("b1", "a2")),
        _variant(5, 6, holes=("b3",)),
    )
    cases = [
        (Board(3, 7), "b1", False, "No tour starts on {square}: the {board} board has an odd "
         "number of squares, so a tour must start and end on the corners' colour and {square} "
         "is the other colour.", {"square": "b1", "board": "3x7"}),
        (Board(4, 6), "c2", False, "No tour starts on {square}: on a board 4 squares wide every "
         "open tour starts and ends on one of the two outer lines, since outer squares only join "
         "inner ones and the colours must alternate too (Posa's argument).", {"square": "c2"}),
        (_variant(4, 5, leaper=(1, 1)), "a1", False, "No tour exists: the {a},{b}-leaper never "
         "changes colour ({a} + {b} is even), so it can never reach the squares of the other "
         "colour.", {"a": 1, "b": 1}),
        (_variant(4, 8, leaper=(1, 4)), "a1", True, "No tour exists: the {a},{b}-leaper cannot "
         "reach every square of {board} (Knuth 1994: on an m x n board, m <= n, its moves join "
         "all the squares only when gcd(a, b) = 1, a + b is odd, m >= a + b and n >= 2b; here "
         "gcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).",
         {"a": 1, "b": 4, "board": "4x8", "gcd": 1, "sum": 5, "m": 4, "n": 8}),
        (_variant(4, 4, holes=("b3", "c2")), "a1", False, "No tour exists: the squares fall "
         "into separate groups that no move joins.", {}),
        (_variant(2, 2, holes=("a1", "b1", "a2")), "b2", True, "No closed tour exists: a "
         "single square has no move to close a circuit.", {}),
        (holed, "a1", True, "No closed tour exists: every move changes colour class, and the "
         "classes have {p} and {q} squares, so a circuit cannot alternate through them all.",
         {"p": 14, "q": 15}),
        (holed, "a1", False, "No tour starts on {square}: every move changes colour class, the "
         "classes have {p} and {q} squares, and a tour must start in the larger one.",
         {"square": "a1", "p": 14, "q": 15}),
        (two, "a1", False, "No tour exists: every move changes colour class, and the classes "
         "have {p} and {q} squares, more than one apart.", {"p": 15, "q": 13}),
        (corner, "c2", True, "No closed tour exists: {square} has fewer than two moves.",
         {"square": "a1"}),
    ]  # fmt: skip
    return [pytest.param(*case, id=str(i)) for i, case in enumerate(cases)]


@pytest.mark.parametrize("board, start, closed, english, fields", _square_reasons())
def test_a_french_reader_gets_each_theorem_of_a_square_leaper_or_holes_in_french(
    in_french, board: Board, start: str, closed: bool, english: str, fields: dict
) -> None:
    expected = in_french[("theorems", english)].format(**fields)
    assert tour_impossible(board, board.parse_square(start), closed) == expected


def _end_reasons() -> list:
    """(board, first, last, the English sentence, its fields) of each theorem on an end."""
    cases = [
        (Board(5, 5), "a1", "a1", "No tour from {first} ends on {last}: a tour visits each "
         "square once, so it cannot end where it starts (a tour that ends next to its start is "
         "a closed tour).", {}),
        (Board(6, 6), "a1", "c1", "No tour from {first} ends on {last}: the board has an even "
         "number of squares and every move changes colour, so a tour's last square is the "
         "other colour from its first; {first} and {last} are the same colour.", {}),
        (Board(5, 5), "a1", "b1", "No tour from {first} ends on {last}: the board has an odd "
         "number of squares and every move changes colour, so a tour starts and ends on the "
         "colour of which there is one square more, and {last} is the other colour.", {}),
        (Board(4, 6), "a1", "c2", _FOUR_WIDE_END, {}),
        (_variant(5, 6, holes=("b3",)), "a1", "c1", "No tour from {first} ends on {last}: "
         "{square} has a single move, so a tour must start or end there.", {"square": "a5"}),
    ]  # fmt: skip
    return [pytest.param(*case, id=f"{case[1]}-{case[2]}-{i}") for i, case in enumerate(cases)]


@pytest.mark.parametrize("board, first, last, english, fields", _end_reasons())
def test_a_french_reader_gets_each_theorem_on_an_end_in_french(
    in_french, board: Board, first: str, last: str, english: str, fields: dict
) -> None:
    from knighttour.core.board.verdict import end_impossible

    expected = in_french[("theorems", english)].format(first=first, last=last, **fields)
    assert end_impossible(board, board.parse_square(first), board.parse_square(last)) == expected


def test_a_french_reader_hears_why_an_end_a_move_away_would_close_a_circuit(in_french) -> None:
    from knighttour.core.board.verdict import end_impossible

    fr = {english: text for (context, english), text in in_french.items() if context == "theorems"}
    closed = fr[_SCHWENK].format(
        board="3x4", why=fr["3x{n} is one of the three 3-wide boards excluded"].format(n=4)
    )
    frame = fr[
        "No tour from {first} ends on {last}: {last} is one move from {first}, so the tour "
        "would close into a circuit, and {why}"
    ]
    board = Board(3, 4)
    expected = frame.format(first="a1", last="b3", why=closed[0].lower() + closed[1:])
    assert end_impossible(board, 0, board.parse_square("b3")) == expected


# --- the small cases each rule turns on -----------------------------------------------------

_FERZ = (
    "No tour exists: the 1,1-leaper never changes colour (1 + 1 is even), so it can never "
    "reach the squares of the other colour."
)


def test_a_leaper_that_keeps_its_colour_is_ruled_out_only_with_squares_of_both() -> None:
    """One square is a tour; two squares of the two colours are out of the ferz's reach;
    holes that leave squares of one colour only leave the colour argument nothing to say
    (the classes argument speaks there); holes that leave both colours, it speaks."""
    assert tour_impossible(_variant(1, 1, leaper=(1, 1)), 0, False) == ""
    assert tour_impossible(_variant(1, 2, leaper=(1, 1)), 0, False) == _FERZ
    one_colour = _variant(3, 3, leaper=(1, 1), holes=("b1", "a2", "c2", "b3"))
    assert tour_impossible(one_colour, 0, False) == (
        "No tour exists: every move changes colour class, and the classes have 4 and 1 "
        "squares, more than one apart."
    )
    assert tour_impossible(_variant(4, 4, leaper=(1, 1), holes=("a1",)), 1, False) == _FERZ


def test_the_colour_rule_leaves_a_board_of_one_square_alone() -> None:
    one = _variant(1, 2, holes=("a1",))  # b1 alone, of the other colour than a1
    assert colour_rule(one, 1) == "" and tour_impossible(one, 1, False) == ""


def test_an_end_is_judged_by_the_colours_of_any_piece_and_holed_board() -> None:
    """The colour classes of a wazir's board and of a knight's board with a hole come from
    exploring their moves: an even board's tour ends on the other class, an odd board's
    (or one with classes 14 and 15) starts in the larger."""
    wazir = _variant(4, 4, leaper=(0, 1))
    assert end_impossible(wazir, 0, wazir.parse_square("c1")) == (
        "No tour from a1 ends on c1: the board has an even number of squares and every move "
        "changes colour, so a tour's last square is the other colour from its first; a1 and "
        "c1 are the same colour."
    )
    assert end_impossible(wazir, 0, 1) == ""
    holed = _variant(5, 6, holes=("c3",))
    assert end_impossible(holed, holed.parse_square("b1"), holed.parse_square("c1")) == (
        "No tour from b1 ends on c1: the board has an odd number of squares and every move "
        "changes colour, so a tour starts and ends on the colour of which there is one square "
        "more, and c1 is the other colour."
    )


def test_the_smallest_boards_ends() -> None:
    """One square: the tour ends where it starts. Two squares a move apart: the tour is
    that move (it closes into no circuit). A start no tour has is said first."""
    assert end_impossible(Board(1, 1), 0, 0) == ""
    two = _variant(1, 2, leaper=(0, 1))
    assert end_impossible(two, 0, 1) == ""
    assert end_impossible(two, 0, 0) == (
        "No tour from a1 ends on a1: a tour visits each square once, so it cannot end where "
        "it starts (a tour that ends next to its start is a closed tour)."
    )
    board = Board(5, 5)
    b1 = board.parse_square("b1")
    assert end_impossible(board, b1, board.parse_square("c3")) == colour_rule(board, b1)
    assert colour_rule(board, b1).startswith("No tour starts on b1: the 5x5 board")
