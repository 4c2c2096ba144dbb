"""Square names in bulk: the first numba encoder and parser (text_writer.py, text_reader.py
and check_file.py write, read and validate tour files a chunk at a time with them)."""

from __future__ import annotations

import numpy as np

from ..jit import njit

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


@njit(cache=True, nogil=True)
def _separator(c):
    """Blank, tab, newline, carriage return or comma."""
    return c == 32 or c == 9 or c == 10 or c == 13 or c == 44


@njit(cache=True, nogil=True)
def decode(buf, files, ranks):
    """Parse square names separated by blanks, commas or newlines from bytes.

    Fills files and ranks (0-based; a rank of -1 marks a name whose number is 0) and returns
    (count, first bad token's index or -1, its start, its end).  Files past 'zz...' that
    overflow are capped so that they land off any board.
    """
    n = len(buf)
    i = 0
    count = 0
    while i < n:
        if _separator(buf[i]):
            i += 1
            continue
        start = i
        file = 0
        letters = 0
        while i < n and ((65 <= buf[i] <= 90) or (97 <= buf[i] <= 122)):
            ch = buf[i] | 32
            if file < (1 << 40):
                file = file * 26 + (ch - 96)
            letters += 1
            i += 1
        rank = 0
        digits = 0
        while i < n and 48 <= buf[i] <= 57:
            if rank < (1 << 40):
                rank = rank * 10 + (buf[i] - 48)
            digits += 1
            i += 1
        ok = letters > 0 and digits > 0
        if i < n and not _separator(buf[i]):
            ok = False
        if not ok:
            while i < n and not _separator(buf[i]):
                i += 1
            return count, count, start, i
        if count < len(files):
            files[count] = file - 1
            ranks[count] = rank - 1
        count += 1
    return count, -1, 0, 0


def parse_names(data: bytes) -> tuple[np.ndarray, np.ndarray, tuple[int, str] | None]:
    """(files, ranks, None) for every square name in data, or (.., .., (index, token)) for
    the first token that is not a square name."""
    buf = np.frombuffer(data, dtype=np.uint8)
    capacity = len(buf) // 2 + 1
    files = np.empty(capacity, dtype=np.int64)
    ranks = np.empty(capacity, dtype=np.int64)
    count, bad, start, end = decode(buf, files, ranks)
    if bad >= 0:
        token = data[start:end].decode("utf-8", errors="replace")
        return files[:bad], ranks[:bad], (bad, token)
    return files[:count], ranks[:count], None


def warm_up() -> None:
    """Compile (or load from cache) the encoder and the parser."""
    encode(np.zeros(1, np.int64), 1, np.zeros(16, np.uint8))
    parse_names(b"a1 b3")
