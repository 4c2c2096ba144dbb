"""Ways counted as residues: modulo 2**64 and a few primes below 2**63, joined by the Chinese
remainder theorem once the count ends, so counts are exact at any size while the kernels add
only 64-bit numbers."""

from __future__ import annotations

import math
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


def moduli_for(board: Board, closed: bool = False) -> np.ndarray:
    """Moduli whose product exceeds twice the largest possible count of tours on the board.

    Directed Hamiltonian cycles are permutations of the squares along moves, so they are at
    most the permanent of the move matrix, which Bregman's theorem bounds by the product of
    (d!)^(1/d) over the rows (d a square's moves).  Hamiltonian paths, read as Hamiltonian
    cycles through one extra square joined to all, get the same bound on that larger graph."""
    live = board.live_squares()
    degrees = board.degrees[live].astype(np.int64) + (0 if closed else 1)
    n = len(live)
    bits = sum(math.lgamma(d + 1) / d for d in degrees if d > 0) / math.log(2) + 2
    if not closed:
        bits += math.lgamma(n + 1) / n / math.log(2)
    moduli = [0]  # 0 stands for 2**64: plain wrapping arithmetic
    have = 64.0
    for p in primes_below_2_63():
        if have > bits:
            break
        moduli.append(p)
        have += math.log2(p)
    return np.array(moduli, dtype=np.uint64)


def _is_prime(n: int) -> bool:
    """Miller-Rabin with the first twelve primes as bases: exact below 3.3 * 10**24."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in bases:
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def primes_below_2_63() -> Iterator[int]:
    """The primes below 2**63, largest first (PRIMES, then found as needed)."""
    yield from PRIMES
    n = PRIMES[-1] - 2
    while True:
        if _is_prime(n):
            yield n
        n -= 2


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
