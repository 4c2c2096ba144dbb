"""The counting layer's numba kernels (the frontier counter's), made ready once under the
one lock (core/warming.py), after the solving layer's (solve/warm.py): the searches do not
pay for loading them."""

from __future__ import annotations

from collections.abc import Callable

from ..solve import warm as solve_warm
from ..warming import Kernels


def _load_frontier() -> None:
    from . import frontier

    frontier.warm_up()


#: the frontier counter's kernels (frontier.py and frontier_kernels.py)
FRONTIER = Kernels("frontier", _load_frontier)


def warm_up_counting(stop: Callable[[], bool] | None = None) -> bool:
    """Make ready every kernel and the frontier counter's too; False if stop said so while
    another thread was still loading them."""
    return solve_warm.warm_up(stop) and FRONTIER.ready(stop)


def warm_up_for_method(method: str, stop: Callable[[], bool] | None = None) -> bool:
    """Make ready only the kernels a count by method calls: the frontier counter's, or the
    exact search's for enumeration (methods.FRONTIER or methods.ENUMERATION)."""
    from .methods import FRONTIER as FRONTIER_METHOD

    if method == FRONTIER_METHOD:
        return FRONTIER.ready(stop)
    return solve_warm.SEARCH.ready(stop)
