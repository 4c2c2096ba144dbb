"""A square's moves recorded once as a map of states, replayed on ways (the transfer map).

A frontier count's step takes every state before a square to the states after it, by the
square's moves; the ways only ride along.  Recorded once (Job.moves: for each move, the state
it leaves and the state it makes), a square's map is a list of pairs of positions in two
sorted sets of keys, and taking the square for any ways is adding along those pairs
(transfer_kernels.forward).  Turned round, the same pairs give each state's number of
completions from the completions of the states after it (complete).  The count of a board
is then the sum, over the states at any square, of ways times completions (products).

sweep.py uses it on a long board whose states stop changing from one column to the next:
there the column's map is the same for every later column (the same states, the same steps),
so it is recorded once and replayed, and a board's last columns are recorded once and read
backwards into each state's completions, shared by every board that ends alike.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass

import numpy as np

from .job import Job
from .transfer_kernels import forward, products

__all__ = ["SquareMap", "complete", "finished", "joined", "record", "replay"]


class _Stopped(Exception):  # noqa: N818 - a condition
    """A recording stopped between two polls (the caller raises its own Stopped)."""


@dataclass(frozen=True)
class SquareMap:
    """One square's moves: from position src[e] of the before states (sorted keys) to
    position dst[e] of the states after (keys after, sorted)."""

    src: np.ndarray
    dst: np.ndarray
    after: np.ndarray
    before: int

    @property
    def nbytes(self) -> int:
        """Bytes held."""
        return int(self.src.nbytes + self.dst.nbytes + self.after.nbytes)


def record(
    job: Job,
    k: int,
    keys: np.ndarray,
    pool: ThreadPoolExecutor | None = None,
    threads: int = 1,
    stop: Callable[[], bool] | None = None,
) -> SquareMap | None:
    """Square k's map from the states keys (sorted), the input split among threads on
    pool; None when stop said so meanwhile."""
    parts = max(1, min(threads, len(keys) // 4096 or 1)) if pool is not None else 1
    bounds = np.linspace(0, len(keys), parts + 1).astype(np.int64)
    controls = [np.zeros(2, dtype=np.int64) for _ in range(parts)]

    def one(p: int) -> tuple[np.ndarray, np.ndarray] | None:
        got = job.moves(k, keys[bounds[p] : bounds[p + 1]], controls[p])
        if got is None:
            return None
        return got[0], got[1] + bounds[p]

    if pool is None:
        pieces = [one(0)]
    else:
        futures = [pool.submit(one, p) for p in range(parts)]
        while wait(futures, timeout=0.05).not_done:
            if stop is not None and stop():
                for control in controls:
                    control[0] = 1
        pieces = [f.result() for f in futures]
    if any(piece is None for piece in pieces) or (stop is not None and stop()):
        return None
    made = np.concatenate([piece[0] for piece in pieces if piece is not None])
    src = np.concatenate([piece[1] for piece in pieces if piece is not None])
    after, dst = np.unique(made, return_inverse=True)
    small = np.int32 if max(len(keys), len(after)) < 1 << 31 else np.int64
    return SquareMap(src.astype(small), dst.ravel().astype(small), after, len(keys))


def replay(maps: list[SquareMap], ways: np.ndarray, moduli: np.ndarray) -> np.ndarray:
    """The ways after the squares of maps, from ways (states before x moduli)."""
    for square in maps:
        ways = forward(square.src, square.dst, ways, len(square.after), moduli)
    return ways


def complete(maps: list[SquareMap], ahead: np.ndarray, moduli: np.ndarray) -> np.ndarray:
    """Per state before the squares of maps, its completions, from ahead, the completions
    of the states after them (states x moduli)."""
    for square in reversed(maps):
        ahead = forward(square.dst, square.src, ahead, square.before, moduli)  # turned round
    return ahead


def finished(maps: list[SquareMap], moduli: np.ndarray) -> np.ndarray:
    """Per state before the squares of maps, the board's last squares, its completions:
    every state after the last square is one finished board."""
    return complete(maps, np.ones((len(maps[-1].after), len(moduli)), dtype=np.uint64), moduli)


def joined(ways: np.ndarray, completions: np.ndarray, moduli: np.ndarray) -> list[int]:
    """Per modulus, the sum over states of ways times completions (both states x moduli),
    reduced by the modulus (0 stands for 2**64)."""
    sums = products(ways, completions, moduli)
    out = []
    for r, m in enumerate(moduli.tolist()):
        size = 1 << 64 if m == 0 else m
        hh, hl, lh, ll = (int(v) for v in sums[r])
        out.append(((hh << 64) + ((hl + lh) << 32) + ll) % size)
    return out


def warm_up() -> None:
    """Compile (or load from the cache) the map's kernels on a tiny map."""
    square = SquareMap(np.zeros(1, np.int32), np.zeros(1, np.int32), np.zeros(1, np.uint64), 1)
    moduli = np.array([0, 7], dtype=np.uint64)
    ways = np.ones((1, 2), dtype=np.uint64)
    joined(replay([square], ways, moduli), finished([square], moduli), moduli)
