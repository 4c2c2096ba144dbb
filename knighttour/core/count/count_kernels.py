"""The counting layer's numba kernels (the frontier counter's), made ready once under the
one lock (core/kernel_groups.py), after the solving layer's (solve/solver_kernels.py): the
searches do not pay for loading them."""

from __future__ import annotations

from collections.abc import Callable

from ..kernel_groups import Kernels
from ..solve import solver_kernels as solve_kernels


def _load_frontier() -> None:
    from . import frontier

    frontier.warm_up()


def _load_transfer() -> None:
    from . import transfer

    transfer.warm_up()


#: the frontier counter's kernels (frontier.py and frontier_kernels.py)
FRONTIER = Kernels("frontier", _load_frontier, "the counter", 20)
#: the recorded maps' kernels (transfer.py and transfer_kernels.py): a family's sweep only,
#: after the counter's (a count of one board does not load them)
TRANSFER = Kernels("transfer", _load_transfer, "the family sweep", 2)


def load_for_family(stop: Callable[[], bool] | None = None) -> bool:
    """Make ready the kernels a family's sweep calls: the counter's and the maps'."""
    return FRONTIER.ready(stop) and TRANSFER.ready(stop)


def load_with_counting(stop: Callable[[], bool] | None = None) -> bool:
    """Make ready every kernel and the frontier counter's too; False if stop said so while
    another thread was still loading them."""
    return solve_kernels.load_all(stop) and FRONTIER.ready(stop)


def load_for_method(method: str, stop: Callable[[], bool] | None = None) -> bool:
    """Make ready only the kernels a count by method calls: the frontier counter's, or the
    exact search's for enumeration (methods.FRONTIER or methods.ENUMERATION)."""
    from .methods import FRONTIER as FRONTIER_METHOD

    if method == FRONTIER_METHOD:
        return FRONTIER.ready(stop)
    return solve_kernels.SEARCH.ready(stop)
