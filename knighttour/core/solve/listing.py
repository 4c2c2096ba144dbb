"""How a search's solutions are listed and told: each circuit once (its identity whatever
its direction, and the direction that is listed), and why an exact search that tried every
path ended, naming the squares asked for."""

from __future__ import annotations

import hashlib

import numpy as np

from ..board.board import Board


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
    if solutions and closed:
        return (
            f"The search tried every path: there are no more closed tours after "
            f"solution {solutions:,}."
        )
    if solutions and end is not None:
        return (
            f"The search tried every path: there are no more tours from {first} to "
            f"{board.name(end)} after solution {solutions:,}."
        )
    if solutions:
        return (
            f"The search tried every path: there are no more tours from {first} after "
            f"solution {solutions:,}."
        )
    if closed:
        return f"The search tried every path from {first}: no closed tour exists on this board."
    if end is not None:
        return (
            f"The search tried every path from {first}: no tour from there ends on "
            f"{board.name(end)}."
        )
    return f"The search tried every path from {first}: no tour exists from there."


class ListsOnce:
    """How a search lists its solutions: once (closed searches) lists each circuit once,
    not once in each direction.  The first tour found is listed whichever way it goes; after
    it, only tours read the way whose second square is smaller than their last (see
    is_canonical), and not the first one's own reverse, so that next_solution gives every
    circuit exactly once.  (Mixed into Search, which sets closed, _once, _first_key and
    anchor.)"""

    closed: bool
    _once: bool
    _first_key: bytes | None
    anchor: int

    @property
    def once(self) -> bool:
        """List each circuit once (a closed search's default through make_search)."""
        return self._once

    @once.setter
    def once(self, value: bool) -> None:
        self._once = bool(value) and self.closed
        self._once_changed()

    @property
    def first_key(self) -> bytes | None:
        """The circuit of the first tour listed (once): its reverse is not listed again (a
        search that takes over from a tour built elsewhere is given that tour's)."""
        return self._first_key

    @first_key.setter
    def first_key(self, key: bytes | None) -> None:
        self._first_key = key
        self._once_changed()

    def _once_changed(self) -> None:
        """Pass once and first_key on to the searches this one runs (none here)."""

    def listed(self, path: np.ndarray) -> bool:
        """Whether a tour found is listed as a solution (always, unless once: see Search)."""
        if not self._once:
            return True
        key = circuit_key(path, self.anchor)
        if self._first_key is None:
            self._first_key = key
            return True
        return key != self._first_key and is_canonical(path, self.anchor)
