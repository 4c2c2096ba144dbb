"""solvers: the catalogue of solvers, as ``knighttour solvers`` lists it."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.solve.catalogue import SOLVERS


@dataclass(frozen=True)
class Solver:
    """One solver of the catalogue.

    Attributes
    ----------
    name : str
        What :func:`solve` takes (``'warnsdorff'``).
    title : str
        Its name for people (``"Warnsdorff's rule"``).
    exact : bool
        Exact: given time, it finds a tour or proves there is none (a heuristic may give
        up).
    closed : bool
        It can look for closed tours.
    ends : bool
        It can look for an open tour that ends on a chosen square.
    plain : str
        What it does, in one plain sentence.
    description : str
        What it does, in detail.
    reference : str
        Its sources, by author and title.
    """

    name: str
    title: str
    exact: bool
    closed: bool
    ends: bool
    plain: str
    description: str
    reference: str


def solvers() -> tuple[Solver, ...]:
    """Every solver, in the command line's order (``knighttour solvers``).

    Returns
    -------
    tuple of Solver

    Examples
    --------
    >>> import knighttour
    >>> [s.name for s in knighttour.solvers()][:4]
    ['auto', 'backtracking', 'forward-checking', 'degree-order']
    >>> [s.name for s in knighttour.solvers() if s.exact and s.closed][:3]
    ['auto', 'backtracking', 'forward-checking']
    """
    return tuple(
        Solver(
            info.name,
            info.title,
            info.exact,
            info.closed,
            info.ends is not None,
            info.plain,
            info.description,
            info.reference,
        )
        for info in SOLVERS.values()
    )
