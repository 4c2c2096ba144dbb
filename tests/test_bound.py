"""The bound that chooses how many moduli a count's ways need (core/count/bound.py): its
matchings against the oracle's brute force, and its bound above the published counts."""

from __future__ import annotations

import numpy as np
import oracle
import pytest

from knighttour.core.board.board import Board
from knighttour.core.count import frontier
from knighttour.core.count.bound import matching_bound, matchings, tight_bits
from knighttour.core.count.job import Job
from knighttour.core.count.line import line
from knighttour.core.count.residues import count_bits, moduli_for


@pytest.mark.parametrize(
    "rows, cols, left_out",
    [
        *[(3, 4, 0), (4, 4, 0), (4, 5, 0), (5, 6, 0), (6, 6, 0), (4, 6, 0)],
        *[(3, 3, 1), (3, 5, 1), (5, 5, 1), (3, 7, 1)],  # odd boards: one square left out
        *[(3, 4, 2), (4, 5, 2), (4, 4, 2), (3, 6, 2)],  # an open tour's even moves
    ],
)
def test_matchings_are_the_oracles(rows: int, cols: int, left_out: int) -> None:
    ln = line(Board(rows, cols))
    got, _ = matchings(np.ascontiguousarray(ln.adj, dtype=np.int64), ln.span, left_out)
    assert got == oracle.matchings(rows, cols, left_out)


# published counts: A001230 (closed, 2n x 2n), A165134 (open, n x n, directed: halved here),
# A083386 (5 x n open, undirected), A175881 (6 x n closed)
PUBLISHED = [
    (Board(6, 6), True, 9_862),
    (Board(8, 8), True, 13_267_364_410_532),
    (Board(5, 5), False, 1_728 // 2),
    (Board(6, 6), False, 6_637_920 // 2),
    (Board(7, 7), False, 165_575_218_320 // 2),
    (Board(5, 8), False, 18_061_054),
    (Board(6, 8), True, 55_488_142),
    (Board(6, 12), True, 964_730_606_632_516),
]


@pytest.mark.parametrize("board, closed, count", PUBLISHED)
def test_the_bound_holds_the_published_counts(board: Board, closed: bool, count: int) -> None:
    bound = matching_bound(board, closed)
    assert bound is not None
    assert count <= bound
    bits = tight_bits(board, closed)
    assert bits is not None
    assert 2 * count < 2**bits <= 2 ** count_bits(board, closed)


def test_eight_by_eight_closed_needs_one_modulus() -> None:
    # 2,849,759,680 perfect matchings: at most 4.06e18 closed tours, under 2**63
    assert len(moduli_for(Board(8, 8), True)) == 2  # Bregman's bound alone
    assert len(moduli_for(Board(8, 8), True, tight=True)) == 1
    assert len(Job(Board(8, 8), frontier.CLOSED).moduli) == 1
    assert len(Job(Board(7, 7), frontier.OPEN_ALL).moduli) == 1
    # the second set's primes are below 2**62: the bound's 63.8 bits take two of them
    assert len(moduli_for(Board(8, 8), True, 1, tight=True)) == 2


def test_a_sweeps_moduli_keep_bregmans_bound() -> None:
    # a family's boards share the moduli of its largest, and only Bregman's bound is known
    # to grow with the board
    job = Job(Board(8, 8), frontier.CLOSED, bound=Board(8, 8))
    assert len(job.moduli) == 2


@pytest.mark.parametrize(
    "board, closed",
    [(Board(7, 7), True), (Board(1, 1), False), (Board(2, 1), False), (Board(8, 20_000), True)],
)
def test_no_bound_where_it_is_not_tried(board: Board, closed: bool) -> None:
    # odd closed (no two perfect matchings), too few squares, too many
    assert matching_bound(board, closed) is None
    assert tight_bits(board, closed) is None
