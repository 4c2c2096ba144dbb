"""How a search's solutions are listed and told: each circuit once (its identity whatever
its direction, and the direction that is listed), and why an exact search that tried every
path ended, naming the squares asked for."""

from __future__ import annotations

import hashlib

import numpy as np

from ..board.board import Board
from ..words import number_text, translate


def circuit_key(path: np.ndarray, anchor: int) -> bytes:
    """A circuit's identity whatever its direction: its squares from anchor, read the way
    whose second square is the smaller (a digest, so that it is small to keep)."""
    path = np.asarray(path, dtype=np.int64)
    at = int(np.flatnonzero(path == anchor)[0])
    ring = np.roll(path, -at)
    if len(ring) > 2 and ring[1] > ring[-1]:
        ring = np.concatenate([ring[:1], ring[:0:-1]])
    return hashlib.blake2b(ring.tobytes(), digest_size=16).digest()


def is_canonical(path: np.ndarray, anchor: int) -> bool:
    """Whether a circuit read from anchor goes the way whose second square is smaller than
    its last (each circuit is read one way of its two)."""
    path = np.asarray(path)
    n = len(path)
    at = int(np.flatnonzero(path == anchor)[0])
    return n < 3 or int(path[(at + 1) % n]) < int(path[(at - 1) % n])


def exhausted_reason(
    board: Board, start: int, closed: bool, end: int | None = None, solutions: int = 0
) -> str:
    """Why an exact search that tried every path ended, naming the squares asked for."""
    first = board.name(start)
    fields = {"first": first, "n": number_text(solutions), "last": board.name(end) if end else ""}
    if solutions and closed:
        text = translate(
            "searches",
            "The search tried every path: there are no more closed tours after solution {n}.",
        )
    elif solutions and end is not None:
        text = translate(
            "searches",
            "The search tried every path: there are no more tours from {first} to {last} after "
            "solution {n}.",
        )
    elif solutions:
        text = translate(
            "searches",
            "The search tried every path: there are no more tours from {first} after solution {n}.",
        )
    elif closed:
        text = translate(
            "searches",
            "The search tried every path from {first}: no closed tour exists on this board.",
        )
    elif end is not None:
        text = translate(
            "searches",
            "The search tried every path from {first}: no tour from there ends on {last}.",
        )
    else:
        text = translate(
            "searches", "The search tried every path from {first}: no tour exists from there."
        )
    return text.format(**fields)
