"""Where a stopped count keeps its finished squares, and what it has kept."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ...core.board.board import Board
from ...core.count.checkpoint import last_square_saved
from ..settings import (
    default_settings,
)


def saved_counts_folder() -> Path:
    """Where stopped counts keep their finished squares: beside the settings."""
    return Path(default_settings().fileName()).with_name("counts")


def checkpoint_folder(board: Board, closed: bool, start: int | None, per_start: bool) -> Path:
    """The folder of one count (board, kind, start) among the saved counts."""
    what = {"board": board.to_json(), **board.variant_json(), "closed": closed}
    what.update(start=start, per_start=per_start)
    key = hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]
    return saved_counts_folder() / f"{board.spec}-{'closed' if closed else 'open'}-{key}"


def saved_square(folder: Path) -> int:
    """The last square a stopped count saved in folder (0: none, or the count ended)."""
    return last_square_saved(folder)


def folder_bytes(folder: Path) -> int:
    """The bytes the files under folder take."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
