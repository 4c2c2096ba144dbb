"""Tour: what ``knighttour.solve`` answers, a plain immutable record that draws itself."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Literal, overload

import numpy as np

from ..core.status import Status
from .board import Board

if TYPE_CHECKING:
    from ..core.drawing.picture import Picture


#: how a solve ended: a tour found, none can exist (proved), the solver gave up (its dead end,
#: the step limit, an interrupt), or its stop ended it
SolveStatus = Literal["found", "no-tour", "gave-up", "stopped"]


@dataclass(frozen=True, repr=False)
class Tour:
    """A solve's answer: the tour found (or why there is none) and the work it took.

    The same answer as ``knighttour solve ... --json`` gives (see :meth:`to_dict`).  In a
    notebook it shows as the board with its path and move numbers.

    Attributes
    ----------
    board : Board
        The board toured.
    start : str
        The first square asked for.
    solver : str
        The solver's name (``'auto'`` when Automatic chose).
    closed : bool
        Whether a closed tour was asked for.
    status : str
        ``'found'``, ``'no-tour'`` (proved: by a theorem or an exhausted search),
        ``'gave-up'`` (a heuristic's dead end, the step limit) or ``'stopped'`` (``stop``
        said so).
    reason : str
        Why no tour was found, in one sentence ('' when found).
    squares : tuple of int
        The tour's squares by index (``rank * cols + file``); empty unless found.
    steps, backtracks : int
        Moves made and moves taken back.
    seconds : float
        The run's work (not the kernels' loading).
    end : str or None
        The last square asked for.
    symmetric : int or None
        180 or 90 for a tour with half- or quarter-turn symmetry.

    Examples
    --------
    >>> import knighttour
    >>> tour = knighttour.solve("5", "a1", solver="warnsdorff")
    >>> tour
    Tour(5x5 from a1 by warnsdorff: found, 24 steps, 0 backtracks)
    >>> tour.found, len(tour), tour.names[:4]
    (True, 25, ('a1', 'c2', 'e1', 'd3'))
    >>> knighttour.solve("4", "a1")
    Tour(4x4 from a1 by auto: no-tour, 0 steps, 0 backtracks)
    """

    board: Board
    start: str
    solver: str
    closed: bool
    status: SolveStatus
    reason: str
    squares: tuple[int, ...]
    steps: int
    backtracks: int
    seconds: float = field(compare=False)
    end: str | None = None
    symmetric: int | None = None

    @property
    def found(self) -> bool:
        """True when the tour was found."""
        return self.status == Status.FOUND

    @cached_property
    def names(self) -> tuple[str, ...]:
        """The squares' names in order: ``('a1', 'b3', ...)``."""
        return tuple(self.board._core.names(self.squares))

    @property
    def is_closed(self) -> bool:
        """True when the tour found ends a move away from its start (a circuit)."""
        return len(self.squares) > 2 and self.board._core.is_move(self.squares[-1], self.squares[0])

    def __len__(self) -> int:
        return len(self.squares)

    def __iter__(self) -> Iterator[str]:
        """The squares' names in order (``list(tour)``, ``for name in tour``)."""
        return iter(self.names)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...
    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        """A square's name by its place in the tour (``tour[0]``: the start), or a slice's."""
        core = self.board._core
        if isinstance(index, slice):
            return tuple(core.names(self.squares[index]))
        return core.name(self.squares[index])

    def to_numpy(self) -> np.ndarray:
        """The squares as a NumPy array of indices (a fresh copy)."""
        return np.array(self.squares, dtype=np.int64)

    def to_dict(self) -> dict[str, object]:
        """The answer as ``knighttour solve --json`` prints it (the command line's keys).

        Examples
        --------
        >>> import knighttour
        >>> data = knighttour.solve("5", "a1").to_dict()
        >>> data["board"], data["start"], data["status"], data["tour"][:3]
        ({'rows': 5, 'cols': 5}, 'a1', 'found', ['a1', 'c2', 'e1'])
        """
        from ..core.solve.answer import solve_json

        core = self.board._core
        return solve_json(
            core,
            core.parse_square(self.start),
            self.solver,
            self.closed,
            self.status,
            self.reason,
            self.names,
            steps=self.steps,
            backtracks=self.backtracks,
            seconds=self.seconds,
            end=core.parse_square(self.end) if self.end is not None else None,
            symmetric=self.symmetric,
        )

    def picture(self, *, size: int = 520) -> Picture:
        """The board with the tour's path, its ends ringed (green first, red last) and each
        square's move number, as the window draws it; the empty board when none was found.

        Parameters
        ----------
        size
            The picture's longer side, in pixels.
        """
        from ..core.drawing.boards import tour_scene
        from ..core.drawing.picture import Picture

        title = f"{self.solver} on {self.board.describe()} from {self.start}: {self.status}"
        scene = tour_scene(
            self.board._core,
            np.asarray(self.squares, np.int64),
            closed=self.is_closed,
            longest=size,
            title=title,
        )
        return Picture(scene)

    def to_svg(self, *, size: int = 520) -> str:
        """The picture as an SVG document (see :meth:`picture`)."""
        return self.picture(size=size).to_svg()

    def save(self, path: str | os.PathLike[str], *, size: int = 520) -> Path:
        """Write the tour to a file: a tour file for a name ending in .json or .txt (the
        window opens it, ``knighttour.validate`` checks it), a picture for .png or .svg.

        Parameters
        ----------
        path
            The file to write.
        size
            A picture's longer side, in pixels.

        Returns
        -------
        pathlib.Path
            The file written.

        Examples
        --------
        >>> import knighttour, pathlib, tempfile
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> knighttour.solve("6", "a1").save(folder / "tour.png").stat().st_size > 1000
        True
        >>> bool(knighttour.validate(knighttour.solve("6", "a1").save(folder / "tour.json")))
        True
        """
        from ..core.files import formats
        from ..core.files.writing import write_bytes

        suffix = Path(path).suffix.lower()
        if suffix in (".png", ".svg"):
            return self.picture(size=size).save(path)
        if suffix not in (".json", ".txt"):
            raise formats.FormatError(
                f"{Path(path).name}: a tour is saved as .json or .txt (a tour file, which the "
                f"window opens and validate checks) or as .png or .svg (a picture), not "
                f"{suffix or 'a name without one'}"
            )

        if not self.found:
            raise formats.FormatError(
                f"there is no tour to write to {Path(path).name}: {self.status}"
                + (f" ({self.reason})" if self.reason else "")
            )
        encode = formats.tour_json_bytes if suffix == ".json" else formats.tour_text_bytes
        core = self.board._core
        write_bytes(
            path,
            encode(core, self.to_numpy(), closed=self.is_closed, solver=self.solver),
        )
        return Path(path)

    def _repr_svg_(self) -> str:
        return self.to_svg()

    def _repr_html_(self) -> str:
        """In a notebook: what happened in words (the status, why, the work), then the
        board (a tour not found shows an empty board: the words say why)."""
        import html

        kind = "closed tour" if self.closed else "tour"
        to = f" to {self.end}" if self.end is not None else ""
        said = {
            "found": f"Found a {kind} of {self.board.spec} from {self.start}{to}",
            "no-tour": f"No {kind} of {self.board.spec} from {self.start}{to}",
            "gave-up": f"Gave up: no {kind} found from {self.start}{to}",
            "stopped": f"Stopped before a {kind} was found from {self.start}{to}",
        }.get(str(self.status), str(self.status))
        work = f"{self.solver}, {self.steps:,} moves, {self.backtracks:,} taken back"
        words = f"<p><b>{html.escape(said)}</b> ({html.escape(work)})."
        if self.reason:
            words += f"<br>{html.escape(self.reason)}"
        return words + "</p>" + self.to_svg()

    def __repr__(self) -> str:
        to = f" to {self.end}" if self.end is not None else ""
        return (
            f"Tour({self.board.describe()} from {self.start}{to} by {self.solver}: "
            f"{self.status}, "
            f"{self.steps:,} step{'s' * (self.steps != 1)}, "
            f"{self.backtracks:,} backtrack{'s' * (self.backtracks != 1)})"
        )
