"""The packed states between two squares of a frontier count: arrays in memory, or files on
disk once they pass a size (each thread reading them back in chunks), or the pieces a
checkpoint keeps."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np

from .checkpoint import piece_chunks, piece_rows
from .frontier_kernels import compact, compact_in_place

if TYPE_CHECKING:
    from .job import Job

#: input larger than this (bytes) is kept on disk between squares and read back in chunks
SPILL_FROM = 1 << 30
#: rows read from disk at a time
CHUNK_ROWS = 1 << 20


class SquareStates:
    """The packed states between two squares, in parts: arrays in memory, or files on disk
    (in a folder of their own, removed on close) once they pass spill_from bytes."""

    def __init__(
        self,
        job: Job,
        arrays: list[np.ndarray],
        spill_dir: str | None,
        spill_from: int,
        keep: bool = False,
    ) -> None:
        self.job, self.spill_dir, self.spill_from = job, spill_dir, spill_from
        self.keep = keep  # files a checkpoint names: removed only by close(force=True)
        self.arrays = arrays
        self.files: list[tuple[str, int]] = []  # (path, rows)
        self.folder: str | None = None

    @property
    def states(self) -> int:
        """The states held."""
        return sum(len(a) for a in self.arrays) + sum(rows for _, rows in self.files)

    @property
    def nbytes(self) -> int:
        """Bytes held in memory."""
        return sum(a.nbytes for a in self.arrays)

    def next(self, states: int) -> SquareStates:
        """An empty input for the next square, holding about states states."""
        spill = self.keep or states * self.job.row_bytes > self.spill_from
        got = SquareStates(self.job, [], self.spill_dir, self.spill_from, self.keep)
        if spill:
            got.folder = self.folder or tempfile.mkdtemp(
                prefix="knighttour-count-", dir=self.spill_dir
            )
        return got

    @property
    def spilled(self) -> bool:
        """True when the states go to disk."""
        return self.folder is not None

    def pack(self, k: int, part: int, table: np.ndarray, live: int) -> np.ndarray | tuple[str, int]:
        """The live rows of a part's hash table packed (the table is used up): an array, or
        the file they were written to and their number.  Parts may be packed on threads at
        once; add keeps them."""
        if self.folder is None:
            return compact(table, live)
        compact_in_place(table)
        path = os.path.join(self.folder, f"square{k}-part{part}.rows")
        table[:live].tofile(path)
        return path, live

    def add(self, packed: np.ndarray | tuple[str, int]) -> None:
        """Keep what pack made."""
        if isinstance(packed, np.ndarray):
            self.arrays.append(packed)
        else:
            self.files.append(packed)

    def add_pieces(self, paths: list[str]) -> None:
        """Keep the pieces a checkpoint saved (raw rows or .npy)."""
        width = 1 + len(self.job.moduli)
        self.files += [(path, piece_rows(path, width)) for path in paths]

    def chunks(self) -> Iterator[np.ndarray]:
        """Every state, a chunk at a time."""
        for held in self.arrays:
            for at in range(0, len(held), CHUNK_ROWS):
                yield held[at : at + CHUNK_ROWS]
        width = 1 + len(self.job.moduli)
        for path, count in self.files:
            if path.endswith(".npy"):  # a piece a cluster's worker saved
                yield from piece_chunks(path, width, CHUNK_ROWS)
                continue
            with open(path, "rb") as fh:
                for _ in range(0, count, CHUNK_ROWS):
                    got = np.fromfile(fh, dtype=np.uint64, count=CHUNK_ROWS * width)
                    yield got.reshape(-1, width)

    def close(self, force: bool = False) -> None:
        """Forget the states (their files removed, unless a checkpoint keeps them)."""
        if self.keep and not force:
            return
        for path, _ in self.files:
            with contextlib.suppress(OSError):
                os.remove(path)
        self.files, self.arrays = [], []
        if self.folder is not None and not self.keep and not os.listdir(self.folder):
            os.rmdir(self.folder)
            self.folder = None
