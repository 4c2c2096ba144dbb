"""Route: squares in order on a board, with validation that explains what is wrong.

Not a tour until validate() says so, and not the library's ``knighttour.Tour`` (a solve's
answer: its tour, status and counters), hence its own name."""

from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np

from .board import Board, BoardError


@dataclass(frozen=True)
class Route:
    """A sequence of squares on a board: a knight's tour once validate() says so."""

    board: Board
    squares: np.ndarray

    @classmethod
    def from_names(cls, board: Board, names: list[str]) -> Route:
        """Build a tour from square names; BoardError names the first bad one."""
        squares = np.empty(len(names), dtype=np.int64)
        for i, name in enumerate(names):
            try:
                squares[i] = board.parse_square(name)
            except BoardError as exc:
                raise BoardError(f"square {i + 1} of the tour: {exc}") from None
        return cls(board, squares)

    def __len__(self) -> int:
        return len(self.squares)

    @property
    def names(self) -> list[str]:
        """Square names in order."""
        return self.board.names(self.squares)

    @property
    def is_closed(self) -> bool:
        """True when the last square is one move from the first (a tour of two or more squares)."""
        return len(self) > 0 and self.board.closes(self.squares[0], self.squares[-1], len(self))

    def validate(self, closed: bool = False, start: int | None = None) -> str:
        """'' when this is a full tour (closed if asked, from start if given), else why not:
        the first bad square as a move-by-move check finds it (validate.validate_squares,
        the one-pass validator every caller shares)."""
        from .check_tour import validate_squares

        return validate_squares(self.squares, self.board, closed, start).reason

    def to_json(self) -> str:
        """The tour as a JSON object with its board and squares."""
        return json.dumps({"board": self.board.to_json(), "tour": self.names})
