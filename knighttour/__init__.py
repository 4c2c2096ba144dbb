"""Knight's Tour Explorer: a solver library, a command line and a Qt desktop program.

The library in a few names, each loaded when first used (``import knighttour`` itself loads
nothing heavy, so the command line and the window start as fast as before):

>>> import knighttour
>>> tour = knighttour.solve(knighttour.Board("5"), "a1")
>>> tour.status, len(tour.squares), tour.names[:3]
('found', 25, ('a1', 'c2', 'e1'))

``knighttour.Board`` makes a board; ``solve`` and ``solutions`` find tours; ``count`` counts
them; ``compare`` runs solvers from many squares; ``validate`` checks a tour or a tour file;
``solvers`` lists the solvers; ``why_no_tour`` says which theorem rules a tour out; ``Tour``
is what ``solve`` returns; every error is a ``KnightTourError``.  The reference and the user
guide: docs/python (built with Sphinx).
"""

from __future__ import annotations

# typing.TYPE_CHECKING without importing typing (2 ms that `import knighttour` need not pay)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from .api import (
        Board,
        KnightTourError,
        Tour,
        compare,
        count,
        interrupted,
        solutions,
        solve,
        solvers,
        validate,
        why_no_tour,
    )

#: the public API; removing or renaming a name is a breaking change (tests/test_api.py pins it)
__all__ = [
    "Board",
    "KnightTourError",
    "Tour",
    "compare",
    "count",
    "count_family",
    "interrupted",
    "solutions",
    "solve",
    "solvers",
    "validate",
    "why_no_tour",
]


def __getattr__(name: str) -> Any:
    """The API's names and __version__, loaded when first asked for (PEP 562), then kept."""
    if name == "__version__":
        from .core.version import version

        value: Any = version()
    elif name in __all__ or name == "api":
        # (not `from . import api`: its check for an attribute api would call this again)
        import knighttour.api as api

        value = api if name == "api" else getattr(api, name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__, "__version__"} - {"TYPE_CHECKING"})
