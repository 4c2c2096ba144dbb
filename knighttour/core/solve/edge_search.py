"""EdgeSearch: Automatic's exact search on small boards of the knight's relatives, choosing
moves as edges with what each choice forces (edge_kernels.py), so that it answers in
seconds where the walk in Warnsdorff order ran out of its fifty million moves (the giraffe
on 8x8 from a1)."""

from __future__ import annotations

import numpy as np

from ..board.board import Board
from ..words import QT_TRANSLATE_NOOP, translate
from . import edge_kernels
from .listing import exhausted_reason, is_canonical
from .search import FOUND, NO_TOUR, RUNNING, Search

# what a "no tour" proved by the edge search adds to its reason
PROOF = QT_TRANSLATE_NOOP(
    "searches",
    "(Automatic's exhaustive search on a small board: the moves chosen one by one with all "
    "they force, every choice tried.)",
)

#: boards of at most this many squares get the edge search (a hundred: 10x10)
EDGE_SQUARES = 100
#: while both run, the walk's turn (moves) and the edge search's (choices): a few
#: milliseconds each here, the edges about four fifths of the time.  Turns are counted in each
#: search's own steps, never in time or in the calls' sizes, so that a run makes the same
#: moves however it is sliced (and a choice costs a hundred moves or so)
WALK_TURN = 1 << 16
EDGE_TURN = 1 << 12


def applies(board: Board) -> bool:
    """Whether Automatic decides board by the edge search: a board other than the knight's
    full rectangle (another leaper, holes, wrapping, layers) of EDGE_SQUARES or fewer."""
    return not board.is_knight and board.size <= EDGE_SQUARES


def reverse_jumps(nbr: np.ndarray) -> np.ndarray:
    """rev[v, k]: the jump that leads back from nbr[v, k] to v."""
    rev = np.zeros(nbr.shape, np.int64)
    for v, k in zip(*np.nonzero(nbr >= 0), strict=True):
        w = int(nbr[v, k])
        rev[v, k] = int(np.flatnonzero(nbr[w] == v)[0])
    return rev


def colours(nbr: np.ndarray, live: np.ndarray, start: int) -> np.ndarray | None:
    """The two colours of the move graph's squares reached from start (0 for start's), or
    None when it has an odd cycle (a move between squares of one colour)."""
    colour = np.full(len(nbr), -1, np.int64)
    colour[start] = 0
    todo = [start]
    while todo:
        u = todo.pop()
        for w in nbr[u]:
            w = int(w)
            if w < 0 or not live[w]:
                continue
            if colour[w] < 0:
                colour[w] = 1 - colour[u]
                todo.append(w)
            elif colour[w] == colour[u]:
                return None
    return colour


def last_squares(board: Board, start: int, end: int | None) -> np.ndarray:
    """The squares an open tour from start may end on, in the order they are tried: end
    alone when chosen; else every other live square that the colours allow (a tour
    alternates colours: on an even count of squares it ends on the other colour, on an odd
    count on start's, which must then be the larger), the fewest moves first."""
    nbr = board.neighbours
    live = np.ones(board.size, bool)
    live[list(board.holes)] = False
    if end is not None:
        return np.array([end], np.int64)
    squares = np.flatnonzero(live)
    squares = squares[squares != start]
    colour = colours(nbr, live, start)
    if colour is not None:
        mine = int(np.count_nonzero(colour[live] == 0))
        theirs = int(np.count_nonzero(colour[live] == 1))
        if mine == theirs:
            squares = squares[colour[squares] == 1]
        elif mine == theirs + 1:
            squares = squares[colour[squares] == 0]
        else:
            squares = squares[:0]
    degree = (nbr[squares] >= 0).sum(axis=1)
    return squares[np.argsort(degree, kind="stable")].astype(np.int64)


class EdgeSearch(Search):
    """The edge search from start: an open tour (ending on end, or on any square), or a
    closed one; exact, so "no tour" is a proof by exhaustion, and next_solution lists the
    next tour (each circuit once, or once each way round with both directions).

    With walk (Automatic's search in Warnsdorff order), the two take turns (WALK_TURN moves,
    EDGE_TURN choices): where tours abound the walk finds one at once, where there is none the edges
    prove it; whichever decides first answers, and goes on alone for the next tours."""

    exact = True
    bytes_per_square = 1024

    def __init__(
        self,
        board: Board,
        start: int,
        closed: bool,
        end: int | None = None,
        walk: Search | None = None,
    ) -> None:
        super().__init__(board, start, closed)
        self.end = end
        self.walk = walk
        nbr = np.ascontiguousarray(board.neighbours, np.int32)
        live = np.ones(board.size, np.uint8)
        live[list(board.holes)] = 0
        targets = np.array([-1], np.int64) if closed else last_squares(board, start, end)
        self._arrays = edge_kernels.EdgeArrays(
            nbr, reverse_jumps(nbr), live, start, targets, closed
        )
        self._found = np.zeros(0, np.int64)
        self._reverse_next = False
        self._one_square = not closed and end is None and int(live.sum()) == 1
        #: whose turn it is (the walk's first), and how many of its steps the turn has left
        self._walk_turn_now = True
        self._turn_left = WALK_TURN
        #: who answered: None while both run, else "edges" or "walk"
        self.answered_by: str | None = None

    @property
    def steps(self) -> int:
        edges = int(self._arrays.ctr[edge_kernels.STEPS])
        return edges + (self.walk.steps if self.walk is not None else 0)

    @property
    def backtracks(self) -> int:
        edges = int(self._arrays.ctr[edge_kernels.BACKTRACKS])
        return edges + (self.walk.backtracks if self.walk is not None else 0)

    @property
    def depth(self) -> int:
        if self.answered_by == "walk" and self.walk is not None:
            return self.walk.depth
        if self.status == FOUND:
            return len(self._found)
        return int(self._arrays.length.max())

    def path(self) -> np.ndarray:
        if self.answered_by == "walk" and self.walk is not None:
            return self.walk.path()
        if self.status == FOUND:
            return self._found.copy()
        path = self._arrays.path()
        return path[path >= 0]

    def _advance(self, max_steps: int) -> None:
        if self._one_square:  # a board of one square: the tour is the start alone
            self._found = np.array([self.start], np.int64)
            self.answered_by = "edges"
            self._listed()
            return
        if self.answered_by == "walk":
            self._walk_turn(max_steps)
            return
        if self.answered_by == "edges" or self.walk is None:
            self._edge_turn(max_steps)
            return
        left = max_steps
        while left > 0 and self.status == RUNNING and self.answered_by is None:
            before = self.steps
            take = min(left, self._turn_left)
            if self._walk_turn_now:
                self._walk_turn(take)
            else:
                self._edge_turn(take)
            used = max(1, self.steps - before)
            left -= used
            self._turn_left -= used
            if self._turn_left <= 0:
                self._walk_turn_now = not self._walk_turn_now
                self._turn_left = WALK_TURN if self._walk_turn_now else EDGE_TURN

    def _walk_turn(self, max_steps: int) -> None:
        assert self.walk is not None
        self.walk.advance(max_steps)
        if self.walk.status != RUNNING:
            self.answered_by = "walk"
            self.status, self.reason = self.walk.status, self.walk.reason
            self.solutions = self.walk.solutions

    def _edge_turn(self, max_steps: int) -> None:
        if self._reverse_next:  # the circuit just listed, the other way round
            self._reverse_next = False
            self._found = np.concatenate([self._found[:1], self._found[:0:-1]])
            self._listed()
            return
        result = self._arrays.advance(max_steps)
        if result == edge_kernels.FOUND:
            self.answered_by = "edges"
            self._found = self._arrays.path()
            if self.closed and not is_canonical(self._found, self.anchor):
                self._found = np.concatenate([self._found[:1], self._found[:0:-1]])
            # each circuit is met once as a set of moves: with both directions, its other
            # way round comes next
            self._reverse_next = self.closed and not self.once
            self._listed()
        elif result == edge_kernels.EXHAUSTED:
            self.answered_by = "edges"
            self.status = NO_TOUR
            proof = translate("searches", PROOF)
            reason = exhausted_reason(self.board, self.start, self.closed, self.end, self.solutions)
            self.reason = f"{reason} {proof}"

    def _listed(self) -> None:
        self.status = FOUND
        self.solutions += 1

    def next_solution(self) -> bool:
        if self.status != FOUND:
            return False
        if self.answered_by == "walk":
            assert self.walk is not None
            if not self.walk.next_solution():
                return False
        self.status = RUNNING
        return True

    def _once_changed(self) -> None:
        if self.walk is not None:
            self.walk.once = self.once
            self.walk.first_key = self.first_key
