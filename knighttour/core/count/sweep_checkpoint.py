"""A family's checkpoint: the boards counted so far and the long board's states after the last
column saved, so that a sweep killed goes on from there and gives the same numbers.

The folder holds ``sweep.json`` (what family it is, each board's count so far, the column
saved) and ``column-C.npz`` (the keys and ways before column C), each written whole and
renamed into place, the states before the manifest that names them, the older states removed
after: a sweep killed at any moment leaves a manifest and the states it names.  A column is
saved only where no board waits for its count (every board handed over before it has been
told), every SAVE_EVERY seconds at most.
"""

from __future__ import annotations

import io
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..files.formats import FormatError
from ..files.writing import write_bytes

__all__ = ["SAVE_EVERY", "Resumed", "SweepCheckpoint"]

FORMAT = "knighttour-sweep-checkpoint"
VERSION = 1
MANIFEST = "sweep.json"
COLUMN = "column-{}.npz"
#: seconds between two saves of the long board's states, at least
SAVE_EVERY = 10.0


@dataclass
class Resumed:
    """What a checkpoint gives back: each board's count told so far (length -> count,
    column joined at), and the column saved with the states after it (None: from the start)."""

    counts: dict[int, tuple[int, int | None]]
    column: int | None
    keys: np.ndarray | None
    ways: np.ndarray | None


class SweepCheckpoint:
    """The checkpoint of one family in folder: read once, then written as the sweep goes."""

    def __init__(self, folder: str | os.PathLike[str], family: dict[str, Any]) -> None:
        self.folder = Path(folder)
        self.family = json.loads(json.dumps(family))
        self.counts: dict[int, tuple[int, int | None]] = {}
        self.column: int | None = None
        self.saved_at = time.monotonic()

    def read(self) -> Resumed:
        """What the folder holds for this family (nothing yet: from the start); FormatError
        when it holds another family's checkpoint or a broken one."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise FormatError(
                f"{self.folder}: cannot keep a checkpoint there ({exc.strerror})"
            ) from None
        path = self.folder / MANIFEST
        if not path.exists():
            return Resumed({}, None, None, None)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT or data.get("family") != self.family:
                raise FormatError(
                    f"{self.folder} holds the checkpoint of another count: give a folder of its own"
                )
            self.counts = {
                int(m): (int(c), None if j is None else int(j)) for m, c, j in data["counts"]
            }
            self.column = data["column"]
        except FormatError:
            raise
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise FormatError(f"{path}: not a checkpoint this program can read ({exc})") from None
        if self.column is None:
            return Resumed(dict(self.counts), None, None, None)
        try:
            with np.load(self.folder / COLUMN.format(self.column)) as saved:
                keys, ways = saved["keys"], saved["ways"]
                if int(saved["column"]) != self.column:
                    raise ValueError("the states are not the column's the manifest names")
        except (OSError, ValueError, KeyError) as exc:
            where = self.folder / COLUMN.format(self.column)
            raise FormatError(f"{where}: the states saved are broken ({exc})") from None
        return Resumed(dict(self.counts), self.column, keys, ways)

    def told(self, length: int, count: int, joined_at: int | None) -> None:
        """Keep a board's count, written at once (the manifest is small)."""
        self.counts[length] = (count, joined_at)
        self._write_manifest()

    def column_done(self, column: int, keys: np.ndarray, ways: np.ndarray) -> None:
        """The states before column (every board handed over before it told): saved if
        SAVE_EVERY seconds have passed since the last save."""
        if time.monotonic() - self.saved_at < SAVE_EVERY:
            return
        buffer = io.BytesIO()
        np.savez(buffer, column=np.int64(column), keys=keys, ways=ways)
        write_bytes(self.folder / COLUMN.format(column), buffer.getvalue())
        old, self.column = self.column, column
        self._write_manifest()
        if old is not None and old != column:
            (self.folder / COLUMN.format(old)).unlink(missing_ok=True)
        self.saved_at = time.monotonic()

    def _write_manifest(self) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "family": self.family,
            "counts": [[m, str(c), j] for m, (c, j) in sorted(self.counts.items())],
            "column": self.column,
        }
        write_bytes(self.folder / MANIFEST, json.dumps(data).encode("utf-8"))
