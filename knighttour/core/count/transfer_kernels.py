"""The transfer map's kernels (numba, nogil, cached): a square's recorded moves applied to a
vector of ways (forward: read with its pairs turned round, the same kernel takes the
completions backwards), and the sum of two vectors' products, each in the moduli of the
count (transfer.py drives them).

Ways are residues: modulus 0 stands for 2**64 (a sum wraps and nothing is taken off), any
other is a prime below 2**63 (a sum of two residues fits 64 bits)."""

from __future__ import annotations

import numpy as np

from ..jit import njit

#: the low 32 bits of a residue
LOW = np.uint64(0xFFFFFFFF)


@njit(cache=True, nogil=True)
def forward(src, dst, ways, size, moduli):
    """The ways after a square: each move from state src[e] to state dst[e] adds the ways
    of the first (ways: states x moduli) to the second; size states after.  Given dst for
    src and src for dst, each state before gets the completions of the states it goes on as
    (ways: the completions after), size states before."""
    out = np.zeros((size, moduli.shape[0]), dtype=np.uint64)
    for e in range(src.shape[0]):
        s = src[e]
        t = dst[e]
        for r in range(moduli.shape[0]):
            v = out[t, r] + ways[s, r]
            if v >= moduli[r]:  # modulus 0 (2**64): v >= 0 takes nothing off
                v -= moduli[r]
            out[t, r] = v
    return out


@njit(cache=True, nogil=True, inline="always")
def _add(acc, r, j, p, m):
    if m != 0:
        p %= m
    v = acc[r, j] + p
    if m != 0 and v >= m:
        v -= m
    acc[r, j] = v


@njit(cache=True, nogil=True)
def products(a, b, moduli):
    """Per modulus, the sum over states of a * b (states x moduli each) as four sums of
    32-bit halves' products (high x high, high x low, low x high, low x low), each reduced
    by the modulus: a product of two residues needs 128 bits, a product of halves 64
    (transfer.joined puts them together)."""
    acc = np.zeros((moduli.shape[0], 4), dtype=np.uint64)
    for s in range(a.shape[0]):
        for r in range(moduli.shape[0]):
            x = a[s, r]
            y = b[s, r]
            xh = x >> np.uint64(32)
            xl = x & LOW
            yh = y >> np.uint64(32)
            yl = y & LOW
            m = moduli[r]
            _add(acc, r, 0, xh * yh, m)
            _add(acc, r, 1, xh * yl, m)
            _add(acc, r, 2, xl * yh, m)
            _add(acc, r, 3, xl * yl, m)
    return acc
