"""Square names in bulk: a numba encoder for writing tours of millions of squares."""

from __future__ import annotations

from typing import BinaryIO

import numpy as np
from numba import njit

#: squares encoded per write
CHUNK = 1 << 20


@njit(cache=True, nogil=True)
def encode(squares, cols, out):
    """Write each square's name and a newline into out (uint8); return the bytes used."""
    at = 0
    letters = np.empty(16, dtype=np.uint8)
    digits = np.empty(24, dtype=np.uint8)
    for s in squares:
        file = s % cols
        rank = s // cols + 1
        n = file + 1
        k = 0
        while n:
            n -= 1
            letters[k] = 97 + n % 26
            n //= 26
            k += 1
        for i in range(k - 1, -1, -1):
            out[at] = letters[i]
            at += 1
        k = 0
        while rank:
            digits[k] = 48 + rank % 10
            rank //= 10
            k += 1
        for i in range(k - 1, -1, -1):
            out[at] = digits[i]
            at += 1
        out[at] = 10
        at += 1
    return at


def write_names(fh: BinaryIO, squares: np.ndarray, cols: int) -> None:
    """Write one square name per line to a binary file, a chunk at a time."""
    buf = np.empty(CHUNK * 16, dtype=np.uint8)
    for begin in range(0, len(squares), CHUNK):
        used = encode(np.ascontiguousarray(squares[begin:begin + CHUNK], dtype=np.int64),
                      cols, buf)
        fh.write(buf[:used].tobytes())
