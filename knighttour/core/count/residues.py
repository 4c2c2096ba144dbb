"""Ways counted as residues: modulo 2**64 and a few primes below 2**63, joined by the Chinese
remainder theorem once the count ends, so counts are exact at any size while the kernels add
only 64-bit numbers."""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Iterator

import numpy as np

from ..board.board import Board

#: ways are counted modulo 2**64 and these primes (each below 2**63, so a sum fits in 64 bits)
PRIMES = (
    9223372036854775783,
    9223372036854775643,
    9223372036854775549,
    9223372036854775507,
    9223372036854775433,
    9223372036854775421,
)


def moduli_for(
    board: Board, closed: bool = False, moduli_set: int = 0, tight: bool = False
) -> np.ndarray:
    """Moduli whose product exceeds twice the largest possible count of tours on the board:
    set 0, 2**64 and the primes just below 2**63; set 1, the primes just below 2**62 (no
    modulus in common with set 0: a count made in both sets is its arithmetic checked).

    Directed Hamiltonian cycles are permutations of the squares along moves, so they are at
    most the permanent of the move matrix, which Bregman's theorem bounds by the product of
    (d!)^(1/d) over the rows (d a square's moves).  Hamiltonian paths, read as Hamiltonian
    cycles through one extra square joined to all, get the same bound on that larger graph.
    tight: where that bound needs more than one modulus, the bound from the board's
    matchings is tried as well (bound.py; 8x8 closed: 63.8 bits against 89.7, one modulus
    instead of two).  A sweep's boards keep Bregman's bound, which grows with the board."""
    bits = count_bits(board, closed)
    if tight and bits > (62 if moduli_set == 1 else 64):
        from .bound import tight_bits

        bits = min(bits, tight_bits(board, closed) or bits)
    if moduli_set == 1:
        return np.array(_primes_below_2_62(bits), dtype=np.uint64)
    moduli = [0]  # 0 stands for 2**64: plain wrapping arithmetic
    have = 64.0
    for p in primes_below_2_63():
        if have > bits:
            break
        moduli.append(p)
        have += math.log2(p)
    return np.array(moduli, dtype=np.uint64)


def count_bits(board: Board, closed: bool = False) -> float:
    """Bits that twice the largest possible count of tours on the board needs (moduli_for
    says why)."""
    n = board.squares
    # the squares of each degree (a board of millions of squares has a few degrees)
    tally = degree_tally(board)
    if not closed:
        tally = np.concatenate([[0], tally])  # one move more: to the extra square
    bits = (
        sum(int(m) * math.lgamma(d + 1) / d for d, m in enumerate(tally.tolist()) if d and m)
        / math.log(2)
        + 2
    )
    if not closed:
        bits += math.lgamma(n + 1) / n / math.log(2)
    return bits


def _runs(side: int, steps: list[int]) -> list[tuple[int, tuple[bool, ...]]]:
    """The places along an axis of this side grouped by which steps stay on the board from
    them: (how many places, the steps that stay on) per group."""
    cuts = sorted({0, side} | {c for d in steps for c in (-d, side - d) if 0 < c < side})
    out = []
    for lo, hi in itertools.pairwise(cuts):
        out.append((hi - lo, tuple(0 <= lo + d < side for d in steps)))
    return out


def degree_tally(board: Board) -> np.ndarray:
    """tally[d]: the live squares with d moves on the empty board; on a full board without
    wrapping found from the sides alone (places along each axis grouped by which jumps stay
    on the board), so that a board of millions of squares is tallied at once."""
    if board.holes or board.wrap != "none":
        return np.bincount(board.degrees[board.live_squares()].astype(np.int64))
    sides = board.sides
    jumps = board.jumps
    per_axis = [_runs(side, [int(j[a]) for j in jumps]) for a, side in enumerate(sides)]
    tally = np.zeros(len(jumps) + 1, dtype=np.int64)
    for groups in itertools.product(*per_axis):
        places = 1
        for count, _ in groups:
            places *= count
        moves = sum(all(stays[i] for _, stays in groups) for i in range(len(jumps)))
        tally[moves] += places
    return np.trim_zeros(tally, "b") if tally.any() else tally[:1]


def moduli_needed(board: Board, closed: bool = False) -> int:
    """How many moduli moduli_for gives (to within one), without finding the primes: the
    first stands for 64 bits, each prime below 2**63 for just under 63."""
    return 1 + max(0, math.ceil((count_bits(board, closed) - 64) / 62.999))


#: the primes below 2**63 found so far, largest first (a long board needs tens of thousands)
_FOUND: list[int] = list(PRIMES)
_FOUND_LOCK = threading.Lock()
#: bases that make Miller-Rabin exact below 2**64 (Sinclair's seven)
_BASES_64 = (2, 325, 9375, 28178, 450775, 9780504, 1795265022)
#: odd numbers sieved at once by the small primes before the exact test
_WINDOW = 1 << 15


def _small_primes(limit: int = 2000) -> np.ndarray:
    sieve = np.ones(limit, dtype=bool)
    sieve[:2] = False
    for p in range(2, int(limit**0.5) + 1):
        if sieve[p]:
            sieve[p * p :: p] = False
    return np.flatnonzero(sieve)[1:]  # the odd ones


def _is_prime_64(n: int) -> bool:
    """Miller-Rabin with Sinclair's seven bases: exact for every n below 2**64."""
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in _BASES_64:
        x = pow(a % n, d, n)
        if x in (0, 1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _more_primes(below: int) -> list[int]:
    """The primes in a window of odd numbers just below below (an odd number), largest
    first: the window sieved by the small primes, the rest tested exactly."""
    small = _small_primes()
    top = below - 2
    odd = top - 2 * np.arange(_WINDOW, dtype=np.int64)  # top, top - 2, ...
    keep = np.ones(_WINDOW, dtype=bool)
    for p in small.tolist():
        keep &= odd % p != 0
    return [n for n in odd[keep].tolist() if _is_prime_64(n)]


def _primes_below_2_62(bits: float) -> list[int]:
    """The primes just below 2**62, largest first, enough that their product passes 2**bits
    (set 1 of moduli_for: far below every prime set 0 takes)."""
    found: list[int] = []
    have = 0.0
    below = (1 << 62) + 1
    while have <= bits:
        window = _more_primes(below)
        for p in window:
            if have > bits:
                break
            found.append(p)
            have += math.log2(p)
        below = window[-1] if window else below - 2 * _WINDOW
    return found


def primes_below_2_63() -> Iterator[int]:
    """The primes below 2**63, largest first (PRIMES, then found as needed and kept)."""
    i = 0
    while True:
        with _FOUND_LOCK:  # two counts at once: one extends the list, the other waits
            if i == len(_FOUND):
                # below the last prime found: nothing between it and the next one is skipped
                _FOUND.extend(_more_primes(_FOUND[-1]))
            prime = _FOUND[i]
        yield prime
        i += 1


def combine(residues: list[int], moduli: np.ndarray) -> int:
    """The integer with these residues (Chinese remainder theorem; modulus 0 is 2**64)."""
    value, modulus = 0, 1
    for r, m in zip(residues, moduli.tolist(), strict=True):
        m = 1 << 64 if m == 0 else m
        # value + modulus * t = r (mod m)
        t = ((r - value) * pow(modulus, -1, m)) % m
        value += modulus * t
        modulus *= m
    return value
