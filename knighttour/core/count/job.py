"""One frontier count, a Job: the board, what is counted, and what every square of it needs
(the line, the moduli, where a tour may end); and Out, what one square makes while it is
made.  Picklable: a cluster's workers rebuild the rest."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..board.board import Board
from .frontier_kernels import CLOSED, EMPTY, MAX_LOAD, OPEN_FROM, _new_tables, step
from .line import Line, endable, line
from .residues import combine, moduli_for


@dataclass(frozen=True)
class Job:
    """One frontier count: the board, what is counted (mode, and the start for OPEN_FROM),
    and what every square of it needs.  Picklable: a cluster's workers rebuild the rest."""

    board: Board
    mode: int
    start: int | None = None
    prune: bool = True
    widest: bool = False
    #: the board whose largest count the moduli must hold (default: this board; a sweep
    #: counts its boards in the moduli of its largest)
    bound: Board | None = None
    #: which set of moduli: 0 (2**64 and the primes just below 2**63) or 1 (primes just
    #: below 2**62, none shared with set 0: a count made in both is checked twice)
    moduli_set: int = 0
    #: boards counted side by side in one pass of these squares (a sweep's last columns):
    #: each state's ways are kept once per lane, lane after lane, in the same moduli
    lanes: int = 1
    #: which of the moduli this count keeps (None: all): a cluster's task counts a sweep in a
    #: share of its moduli, and the shares' residues are joined once every task has ended
    share: tuple[int, ...] | None = None

    @property
    def line(self) -> Line:
        """The squares in the order they are taken."""
        return line(self.board, self.widest)

    @property
    def squares(self) -> int:
        """Squares on the line: the steps of the count."""
        return self.line.squares

    @cached_property
    def moduli(self) -> np.ndarray:
        """The moduli the ways are counted in."""
        # a sweep's bound board keeps Bregman's bound: it holds for every shorter board too
        one = moduli_for(
            self.bound or self.board, self.mode == CLOSED, self.moduli_set, self.bound is None
        )
        if self.share is not None:
            one = one[list(self.share)]
        return np.tile(one, self.lanes)

    @cached_property
    def start_at(self) -> int:
        """The start's position on the line (-1 when counting from every square)."""
        if self.mode != OPEN_FROM:
            return -1
        return int(np.flatnonzero(self.line.order == self.start)[0])

    @cached_property
    def ends(self) -> np.ndarray:
        """Per line position, whether a tour may end there."""
        return endable(self.line, self.mode, self.start_at)

    @cached_property
    def colour(self) -> np.ndarray:
        """Per line position, its colour (all 0 when the move graph is not bipartite)."""
        colour = self.line.colour
        return np.zeros(self.squares, np.int8) if colour is None else colour

    @property
    def row_bytes(self) -> int:
        """Bytes of one state's row: its key and a residue per modulus."""
        return 8 * (1 + len(self.moduli))

    def first(self) -> np.ndarray:
        """The rows before the first square: the empty frontier, one way."""
        rows = np.ones((1, 1 + len(self.moduli)), dtype=np.uint64)
        rows[0, 0] = 0
        return rows

    def step(
        self,
        k: int,
        rows: np.ndarray,
        parts: int = 1,
        *,
        expect: float | None = None,
        limit: int = 1 << 62,
        control: np.ndarray | None = None,
    ) -> tuple[np.ndarray, np.ndarray, int]:
        """Take square k for the states rows: (tables parts x slots x row, states per part,
        status: 0 done, -1 over limit, -2 stopped by control[0])."""
        size = float(expect) if expect is not None else 4.0 * len(rows)
        out = Out(self, max(1024, int(size / parts / MAX_LOAD)), parts)
        status = self.step_into(k, rows, out, -1, parts, limit=limit, control=control)
        return out.tables, out.counts, status

    def step_into(
        self,
        k: int,
        rows: np.ndarray,
        out: Out,
        own: int,
        parts: int,
        *,
        limit: int = 1 << 62,
        control: np.ndarray | None = None,
        prune: bool = True,
    ) -> int:
        """Take square k for the states rows, adding what they make into out: every part's
        states (own -1), or only those of part own of parts.  Status: 0 done, -1 over limit,
        -2 stopped by control[0].  prune=False skips the degree test on this call."""
        if control is None:
            control = np.zeros(2, dtype=np.int64)
        test = prune and self.prune and self.line.colour is not None
        out.tables, out.memo, status = self._step(
            k, rows, out.tables, out.counts, out.memo, out.tally, self.moduli, limit, parts, own,
            control, test, False,
        )  # fmt: skip
        return int(status)

    def moves(
        self, k: int, keys: np.ndarray, control: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """Square k's moves from the states keys, listed, not counted (no degree test):
        each new state's key and the position in keys of the state it came from, in the
        order of keys; None when stopped by control[0]."""
        rows = np.zeros((len(keys), 2), dtype=np.uint64)
        rows[:, 0] = keys
        out = np.empty((1, max(1024, 4 * len(keys)), 2), dtype=np.uint64)
        counts = np.zeros(1, dtype=np.int64)
        memo = np.full(1024, EMPTY, dtype=np.uint64)
        tally = np.zeros(3, dtype=np.int64)
        if control is None:
            control = np.zeros(2, dtype=np.int64)
        out, _, status = self._step(
            k, rows, out, counts, memo, tally, np.zeros(1, dtype=np.uint64), 1 << 62, 1, -1,
            control, False, True,
        )  # fmt: skip
        if status == -2:
            return None
        made = out[0, : counts[0]]
        return made[:, 0].copy(), made[:, 1].astype(np.int64)

    def _step(
        self,
        k: int,
        rows: np.ndarray,
        tables: np.ndarray,
        counts: np.ndarray,
        memo: np.ndarray,
        tally: np.ndarray,
        moduli: np.ndarray,
        limit: int,
        parts: int,
        own: int,
        control: np.ndarray,
        prune: bool,
        record: bool,
    ) -> tuple[np.ndarray, np.ndarray, int]:
        """The step kernel on square k, with what the square reads from the line (see
        frontier_kernels.step for the rest)."""
        ln = self.line
        start_at = self.start_at
        return step(
            rows,
            tables,
            counts,
            memo,
            tally,
            moduli,
            ln.span,
            ln.targets[k],
            ln.room[k],
            ln.near[k],
            self.ends[k : k + ln.span + 1],
            self.mode,
            k == start_at,
            start_at - k if start_at > k else 0,
            self.squares - 1 - k,
            limit,
            parts,
            own,
            control,
            prune,
            k,
            ln.adj,
            ln.rev,
            self.colour,
            self.ends,
            record,
        )

    def residues(self, rows: np.ndarray) -> list[int]:
        """The sum of the ways of rows, per modulus (a share of the final count)."""
        sizes = [1 << 64 if m == 0 else m for m in self.moduli.tolist()]
        live = rows[rows[:, 0] != EMPTY] if len(rows) else rows
        return [sum(int(v) for v in live[:, 1 + r].tolist()) % m for r, m in enumerate(sizes)]

    def total(self, shares: list[list[int]]) -> int:
        """The count from the residues of every part of the last square."""
        return self.totals(shares)[0]

    def totals(self, shares: list[list[int]]) -> list[int]:
        """Each lane's count from the residues of every part of the last square."""
        sizes = [1 << 64 if m == 0 else m for m in self.moduli.tolist()]
        summed = [sum(share[r] for share in shares) % m for r, m in enumerate(sizes)]
        width = len(sizes) // self.lanes
        one = self.moduli[:width]
        return [combine(summed[i * width : (i + 1) * width], one) for i in range(self.lanes)]


class Out:
    """What one square makes, while it is made: tables (one per part, or the one part a
    thread owns), the states in each, and the degree profiles met (see step)."""

    def __init__(self, job: Job, slots: int, tables: int = 1) -> None:
        self.tables = _new_tables(tables, slots, len(job.moduli))
        self.counts = np.zeros(tables, dtype=np.int64)
        self.memo = np.full(1024, EMPTY, dtype=np.uint64)
        self.tally = np.zeros(3, dtype=np.int64)  # see step

    @property
    def nbytes(self) -> int:
        """Bytes held."""
        return int(self.tables.nbytes + self.memo.nbytes)
