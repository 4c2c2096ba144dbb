"""The hand-played game: legal moves, undo and redo, and an honest dead-end warning.

`obstacle` finds the reasons a position can no longer be completed that a person can see
(a square that can no longer be entered, two squares that could only be last, squares cut
off from the knight).  Each is a proof, so a warning is never wrong.  `completion` runs the
exact search from the position: a tour found proves the position can still be completed, an
exhausted search proves it cannot, and a search that runs out of steps proves nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ..board.board import Board
from ..board.graph import reached_from, ways_in_used_up
from ..board.verdict import tour_impossible
from ..errors import KnightTourError
from ..solve import search_kernels
from ..solve.factories import roth_key
from ..solve.search import FOUND, NO_TOUR, DfsSearch
from ..words import number_text, translate


class PlayError(KnightTourError):
    """A move the rules do not allow; the message says why."""


@dataclass
class Game:
    """A knight's tour being played by hand: the squares so far and the moves undone."""

    board: Board
    path: list[int] = field(default_factory=list)
    undone: list[int] = field(default_factory=list)

    @property
    def started(self) -> bool:
        return bool(self.path)

    @property
    def complete(self) -> bool:
        """True when every square has been visited."""
        return len(self.path) == self.board.squares

    @property
    def closed(self) -> bool:
        """True when the finished tour's last square is a knight's move from its first."""
        return self.complete and self.board.closes(self.path[0], self.path[-1], len(self.path))

    def legal_moves(self) -> list[int]:
        """Squares the knight may go to next (any square before the first move)."""
        if not self.path:
            return [int(s) for s in self.board.live_squares()]
        seen = set(self.path)
        return [w for w in self.board.moves_from(self.path[-1]) if w not in seen]

    def onward(self, square: int) -> int:
        """How many unvisited squares the knight could go to from square."""
        seen = set(self.path) | {square}
        return sum(1 for w in self.board.moves_from(square) if w not in seen)

    def why_illegal(self, square: int) -> str:
        """'' if square is a legal next move, else the reason it is not."""
        board = self.board
        if not 0 <= square < board.size or square in board.holes:
            return translate("game", "that square is not on the board")
        if not self.path:
            return ""
        name = board.name(square)
        if square in self.path:
            return translate("game", "{square} has been visited already (move {n})").format(
                square=name, n=self.path.index(square) + 1
            )
        if not board.is_move(self.path[-1], square):
            return translate("game", "{square} is not a knight's move from {knight}").format(
                square=name, knight=board.name(self.path[-1])
            )
        return ""

    def play(self, square: int) -> None:
        """Move to square; PlayError if the rules forbid it.  Clears the redo list."""
        why = self.why_illegal(square)
        if why:
            raise PlayError(why)
        self.path.append(int(square))
        self.undone.clear()

    def undo(self) -> bool:
        """Take the last move back; False if there is none."""
        if not self.path:
            return False
        self.undone.append(self.path.pop())
        return True

    def redo(self) -> bool:
        """Play the last move taken back again; False if there is none."""
        if not self.undone:
            return False
        self.path.append(self.undone.pop())
        return True

    def restart(self) -> None:
        """An empty board again."""
        self.path.clear()
        self.undone.clear()

    @classmethod
    def replayed(cls, board: Board, moves: list[int], undone: list[int] | None = None) -> Game:
        """A saved game replayed move by move (PlayError names the first illegal move)."""
        game = cls(board)
        for i, square in enumerate(moves):
            why = game.why_illegal(square)
            if why:
                raise PlayError(
                    translate("game", "move {n} ({square}): {why}").format(
                        n=i + 1, square=board.name(square), why=why
                    )
                )
            game.path.append(square)
        game.undone = list(undone or [])
        return game


def obstacle(board: Board, path: list[int]) -> str:
    """A reason the position can no longer be completed, or '' if none is visible (see
    obstacle_at)."""
    return obstacle_at(board, path)[0]


def obstacle_at(
    board: Board, path: list[int], stop: Callable[[], bool] | None = None
) -> tuple[str, tuple[int, ...]]:
    """A reason the position can no longer be completed ('' if none is visible), and the
    squares it names (for the board to show them).  stop is asked during the longest check
    (on 8 million squares a second or more); when it says True the answer is '' (nothing
    proved: the caller that stopped it knows).

    Only proofs are reported, the plainest first: the knight has no move left; then a
    theorem on the start; a square that can no longer be entered, a square that can only be
    entered next but has no way on, two squares that could each only be the last, and squares
    the knight can no longer reach at all.
    """
    if not path:
        return "", ()
    nbr = board.neighbours
    visited = np.zeros(board.size, dtype=bool)
    visited[list(board.holes)] = True
    visited[path] = True
    left = int((~visited).sum())
    if left == 0:
        return "", ()
    end = path[-1]
    if not any(w >= 0 and not visited[w] for w in nbr[end]):
        return translate(
            "game", "the knight on {square} has no move left: you visited {done} of {all} squares"
        ).format(
            square=board.name(end), done=number_text(len(path)), all=number_text(board.squares)
        ), (end,)
    theorem = tour_impossible(board, path[0], False)
    if theorem:  # no tour from this start at all: say why, as the command line does
        return theorem.rstrip("."), (path[0],)
    next_to_end = np.zeros(board.size, dtype=bool)  # pragma: no mutate (any type is read as flags)
    next_to_end[nbr[end][nbr[end] >= 0]] = True
    # the first square (in board order) with no way in left proves the position lost,
    # unless it is the knight's next move onto the very last square
    w, a, b = ways_in_used_up(nbr, visited, next_to_end, left > 1)
    if w >= 0:
        if not next_to_end[w]:
            return translate(
                "game",
                "{square} can no longer be reached: every square a knight's move away from it "
                "is visited",
            ).format(square=board.name(w)), (w,)
        return translate(
            "game",
            "{square} can only be entered by the next move, and the knight would be stuck there",
        ).format(square=board.name(w)), (w,)
    if b != -1:  # (-1: no second square)
        return translate(
            "game",
            "{a} and {b} each have only one way in left, so both would have to be the last square",
        ).format(a=board.name(a), b=board.name(b)), (a, b)
    # every unvisited square must be reachable from the knight through unvisited squares
    # (the search starts on the knight's square, visited as it is)
    unvisited = ~visited
    reached = reached_from(nbr, unvisited, end, stop)
    if reached is None:
        return "", ()
    cut = np.flatnonzero(unvisited & ~reached)
    if len(cut):
        # (never one alone: a square cut off by itself has no way in left, said above)
        text = translate(
            "game",
            "{square} and {n} more are cut off: the knight can no longer reach them "
            "through unvisited squares",
        ).format(square=board.name(int(cut[0])), n=number_text(len(cut) - 1))
        return text, tuple(int(c) for c in cut[:64])
    return "", ()


@dataclass(frozen=True)
class Verdict:
    """What an exact search from a position proved: completable (with a completion), not
    completable, or nothing yet (the step bound ran out)."""

    status: str  # "completable", "dead" or "unsure"
    reason: str = ""
    completion: tuple[int, ...] = ()
    #: the squares the reason names (a square shut off, two last squares, the stuck knight)
    squares: tuple[int, ...] = ()


def completion_search(board: Board, path: list[int]) -> DfsSearch:
    """An exact search that extends path to a full tour (advance it, then read `verdict`)."""
    search = DfsSearch(
        board, path[0], False, warnsdorff=True, prune=search_kernels.PRUNE_FULL, key=roth_key(board)
    )
    search.extend(path[1:])
    return search


def verdict(
    board: Board, path: list[int], search: DfsSearch | None, why: str | None = None
) -> Verdict:
    """Read what a completion search (or the position itself) proves; why is obstacle's
    answer for the position when it is known already."""
    if len(path) == board.squares:
        return Verdict("completable", "the tour is complete", tuple(path))
    named: tuple[int, ...] = ()
    if why is None:
        why, named = obstacle_at(board, path)
    if why:
        return Verdict("dead", why, squares=named)
    if search is None:
        return Verdict("unsure", "not checked yet")
    if search.status == FOUND:
        return Verdict(
            "completable", "a tour from here exists", tuple(int(s) for s in search.path())
        )
    if search.status == NO_TOUR:
        return Verdict(
            "dead",
            translate(
                "game",
                "the program tried every way on from here, and none visits all the squares "
                "that are left",
            ),
        )
    return Verdict(
        "unsure",
        translate("game", "no answer within {n} moves of searching").format(
            n=number_text(search.steps)
        ),
    )
