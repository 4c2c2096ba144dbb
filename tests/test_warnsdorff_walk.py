"""The Warnsdorff walk written for speed (greedy_kernels.warnsdorff_walk) takes the squares a
plain walk by the rule takes (tests/oracle.py, sharing no code with it), on any rectangle,
leaper, order of jumps and holes, and ends the same way."""

from __future__ import annotations

import itertools

import oracle
from hypothesis import given, settings
from hypothesis import strategies as st

import knighttour
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import drive
from knighttour.core.solve.search import FOUND

LEAPERS = [(1, 2), (1, 3), (2, 3), (1, 4), (0, 1), (1, 1), (2, 2)]


def jumps_of(a: int, b: int) -> list[tuple[int, int]]:
    """Every (file, rank) step of the a,b-leaper, each once."""
    pairs = ((a, b), (b, a))
    signs = list(itertools.product((1, -1), repeat=2))
    steps = {(sa * x, sb * y) for x, y in pairs for sa, sb in signs}
    return sorted(steps)


@st.composite
def walks(draw):
    rows = draw(st.integers(1, 14))
    cols = draw(st.integers(1, 14))
    a, b = draw(st.sampled_from(LEAPERS))
    order = draw(st.permutations(jumps_of(a, b)))
    size = rows * cols
    start = draw(st.integers(0, size - 1))
    holes = draw(st.sets(st.integers(0, size - 1), max_size=size // 4))
    return rows, cols, (a, b), list(order), start, holes - {start}


@settings(max_examples=150, deadline=None)
@given(walks())
def test_the_fast_walk_is_the_rule_walked_plainly(walk) -> None:
    """Every walk compared, theorems left out (a board they rule out is walked too)."""
    rows, cols, leaper, order, start, holes = walk
    board = knighttour.Board(
        f"{rows}x{cols}",
        leaper=leaper,
        holes=[oracle.square_name(rows, cols, h % cols, h // cols) for h in sorted(holes)],
        order=" ".join(f"{f},{r}" for f, r in order),
    )._core
    search = make_search(board, start, "warnsdorff", theorems=False)
    drive(search)
    expected = oracle.warnsdorff_path(rows, cols, start, order, holes)
    assert search.path().tolist() == expected
    assert (search.status == FOUND) == (len(expected) == rows * cols - len(holes))
