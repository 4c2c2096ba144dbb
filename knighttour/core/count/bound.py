"""A tighter bound on a board's count of tours than Bregman's, from its matchings, so that
its ways are counted in fewer moduli (residues.moduli_for): fewer bytes a state, less to add.

Number a tour's moves one after another.  On a board of n squares, n even, a closed tour's
odd moves and its even moves are two perfect matchings of the move graph (no square in two
moves of one), with no move in common, and the tour is their union: so there are at most
m(m - 1) / 2 closed tours, m the perfect matchings.  An open tour (a Hamiltonian path, n - 1
moves) is likewise its odd moves and its even moves: for n even a perfect matching and a
matching that leaves two squares out (the tour's ends), the same pair whichever way round it
is read; for n odd two matchings that each leave one square out.

The matchings are counted by a dynamic programme along the frontier counter's line of
squares whose state is which of the next squares are matched already (a bit each) and how
many squares were left out: a few hundred thousand states at most 8 wide, under a second.
8x8 closed: 2,849,759,680 perfect matchings, so at most 4.06e18 closed tours (62 bits where
Bregman's bound needs 88): one modulus instead of two.  The ways are floating-point numbers:
sums of non-negative terms, each addition off by at most one part in 2**53, so the bound is
raised by that much per addition made.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from ..board.board import Board
from ..jit import njit
from .line import MAX_SPAN, line, line_span

__all__ = ["matching_bound", "matchings", "tight_bits"]

#: boards of more squares keep Bregman's bound (the programme would take over a second)
MAX_SQUARES = 1 << 14


@njit(cache=True, nogil=True)
def matchings(adj, span, left_out):
    """The matchings of the move graph (adj: per line position its neighbours' positions, -1
    padded; span: the longest move along the line) that leave exactly left_out squares
    unmatched, as a float, and the additions made."""
    n = adj.shape[0]
    size = 1 << (span + 1)
    ways = np.zeros((left_out + 1, size))
    ways[0, 0] = 1.0
    additions = 0
    for k in range(n):
        new = np.zeros((left_out + 1, size))
        for out in range(left_out + 1):
            for mask in range(size):
                w = ways[out, mask]
                if w == 0.0:
                    continue
                if mask & 1:  # matched to an earlier square already
                    new[out, mask >> 1] += w
                    additions += 1
                    continue
                for s in range(adj.shape[1]):
                    t = adj[k, s] - k
                    if t > 0 and not (mask >> t) & 1:
                        new[out, (mask | (1 << t)) >> 1] += w
                        additions += 1
                if out < left_out:
                    new[out + 1, mask >> 1] += w
                    additions += 1
        ways = new
    return ways[left_out, 0], additions


def _count(adj: np.ndarray, span: int, left_out: int) -> float | None:
    """matchings, raised by what its rounding may have lost (None if that could be much)."""
    value, additions = matchings(adj, span, left_out)
    lost = additions * 2.0**-53
    if lost >= 0.25 or not math.isfinite(value):
        return None
    return value / (1.0 - 2.0 * lost) + 1.0


def matching_bound(board: Board, closed: bool) -> float | None:
    """An upper bound on the board's closed tours (closed) or its open tours either way round
    (undirected), from its matchings; None where it is not tried (more than MAX_SQUARES
    squares, a line wider than the frontier's key) or gives nothing (closed tours of an odd
    number of squares: the two matchings need an even one).

    >>> from knighttour.core.board.board import Board
    >>> matching_bound(Board(6, 6), closed=True) >= 9_862  # 10,304 perfect matchings
    True
    """
    n = board.squares
    if n > MAX_SQUARES or n < 4 or line_span(board) > MAX_SPAN or (closed and n % 2):
        return None
    ln = line(board)
    adj = np.ascontiguousarray(ln.adj, dtype=np.int64)
    if closed or n % 2:
        m = _count(adj, ln.span, 0 if closed else 1)
        return None if m is None else m * m / 2
    perfect, two_out = _count(adj, ln.span, 0), _count(adj, ln.span, 2)
    return None if perfect is None or two_out is None else perfect * two_out


@lru_cache(maxsize=64)
def tight_bits(board: Board, closed: bool) -> float | None:
    """Bits that twice matching_bound's bound needs, counted as residues.count_bits counts
    them (None where it gives none)."""
    bound = matching_bound(board, closed)
    if bound is None:
        return None
    return math.log2(max(bound, 1.0)) + 2
