"""What the commands' JSON shares: the keys a board other than the knight's full rectangle
adds.  Its output is a contract other scripts rely on (docs/command-line.md): keep keys,
statuses and exit codes exactly as they are."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.board.board import Board


def with_variant(result: dict, board: Board) -> dict:
    """The contract's extra keys, for boards other than the knight's full rectangle."""
    if not board.is_knight:
        result.update(board.variant_json())
    return result
