"""Tour: squares in order on a board, with validation that explains what is wrong."""

from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np

from .board import Board, BoardError


class TourFileError(ValueError):
    """A tour file that cannot be read as squares; the message says why."""


@dataclass(frozen=True)
class Tour:
    """A sequence of squares on a board: a knight's tour once validate() says so."""

    board: Board
    squares: np.ndarray

    @classmethod
    def from_names(cls, board: Board, names: list[str]) -> Tour:
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
        return len(self) > 1 and self.board.is_move(int(self.squares[-1]), int(self.squares[0]))

    def validate(self, closed: bool = False, start: int | None = None) -> str:
        """'' when this is a full tour (closed if asked, from start if given), else why not."""
        board, squares = self.board, self.squares
        if len(squares) == 0:
            return "the tour is empty"
        if start is not None and int(squares[0]) != start:
            return (
                f"the tour starts on {board.name(int(squares[0]))}, "
                f"not on {board.name(start)}"
            )
        # the first bad square, as a move-by-move check would find it, but vectorised: a
        # tour of millions of squares is checked in well under a second
        squares = np.asarray(squares, dtype=np.int64)
        n = len(squares)
        off = (squares < 0) | (squares >= board.size)
        if board.removed and not off.all():
            gone = np.zeros(board.size, dtype=bool)
            gone[list(board.removed)] = True
            off |= gone[np.clip(squares, 0, board.size - 1)]
        safe = np.where(off, 0, squares)
        _, first_seen, inverse = np.unique(safe, return_index=True, return_inverse=True)
        first_at = first_seen[inverse]
        repeat = (first_at != np.arange(n)) & ~off
        bad_move = np.zeros(n, dtype=bool)
        if n > 1:
            bad_move[1:] = ~self._moves_ok(safe[:-1], safe[1:])
        bad_move &= ~off
        worst = np.flatnonzero(off | repeat | bad_move)
        if len(worst):
            i = int(worst[0])
            if off[i]:
                return f"square {i + 1} of the tour is not on the board"
            s = int(squares[i])
            if repeat[i]:
                return (
                    f"move {i} lands on {board.name(s)} a second time "
                    f"(first visited at square {int(first_at[i]) + 1})"
                )
            return (
                f"move {i} ({board.name(int(squares[i - 1]))} to {board.name(s)}) "
                "is not a knight's move"
            )
        seen = np.full(board.size, -1, dtype=np.int64)
        seen[squares] = np.arange(n)
        if len(squares) < board.squares:
            live = board.live_squares()
            missing = live[seen[live] < 0]
            shown = ", ".join(board.names(missing[:5])) + (", ..." if len(missing) > 5 else "")
            return (
                f"the tour visits {len(squares)} of {board.squares} squares; "
                f"never visited: {shown}"
            )
        if closed and not self.is_closed:
            return (
                f"the tour is not closed: its last square {board.name(int(squares[-1]))} "
                f"is not a knight's move from its first {board.name(int(squares[0]))}"
            )
        return ""

    def _moves_ok(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """For each pair, True when one jump of the leaper takes a to b."""
        if not self.board.delta_moves:
            return (self.board.neighbours[a] == b[:, None]).any(axis=1)
        cols = self.board.cols
        df = b % cols - a % cols
        dr = b // cols - a // cols
        ok = np.zeros(len(a), dtype=bool)
        for jf, jr in set(self.board.jumps):
            ok |= (df == jf) & (dr == jr)
        return ok

    def to_json(self) -> str:
        """The tour as a JSON object with its board and squares."""
        return json.dumps({"board": self.board.to_json(), "tour": self.names})


def read_tour_text(text: str) -> list[str]:
    """Square names from solve's JSON output or from squares separated by spaces or newlines."""
    stripped = text.strip()
    if stripped.startswith(("{", "[")):
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as exc:
            raise TourFileError(f"the file looks like JSON but is not valid JSON ({exc.msg} "
                                f"at line {exc.lineno})") from None
        if isinstance(data, dict):
            data = data.get("tour")
            if data is None:
                raise TourFileError("the JSON object has no \"tour\" list of squares")
        if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
            raise TourFileError("the JSON \"tour\" must be a list of square names")
        return data
    return stripped.replace(",", " ").split()
