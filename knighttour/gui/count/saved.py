"""Where a stopped count keeps its finished squares, and what it has kept."""

from __future__ import annotations

from pathlib import Path

from ...core.board.board import Board
from ...core.count.checkpoint import count_name, last_square_saved
from ..settings import (
    default_settings,
)


def saved_counts_folder() -> Path:
    """Where stopped counts keep their finished squares: beside the settings."""
    return Path(default_settings().fileName()).with_name("counts")


def checkpoint_folder(board: Board, closed: bool, start: int | None, per_start: bool) -> Path:
    """The folder of one count (board, kind, start) among the saved counts."""
    return saved_counts_folder() / count_name(board, closed, start, per_start)


def saved_square(folder: Path) -> int:
    """The last square a stopped count saved in folder (0: none, or the count ended)."""
    return last_square_saved(folder)


def folder_bytes(folder: Path) -> int:
    """The bytes the files under folder take."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
