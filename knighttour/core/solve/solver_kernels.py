"""The solving layer's numba kernels, made ready once, under the one lock (core/kernel_groups.py).

Numba is not safe when two threads compile or load the same cached kernels at once, so no
search may call a kernel before its group is ready: the run loop (run_loop.py) and every
command that calls kernels directly go through here first.  `load_all` makes ready every
group of this layer and the lower ones (the searches, divide and conquer, the strip solver,
the files' encoders and the move graph); `load_for` only those one search calls.  The
counter's kernels are counting's own (count/count_kernels.py).
"""

from __future__ import annotations

from collections.abc import Callable

from ..board.move_table import MOVES
from ..kernel_groups import Kernels, ready_all


def _load_search() -> None:
    from . import edge_kernels, greedy_kernels, search_kernels

    search_kernels.warm_up()
    greedy_kernels.warm_up()
    edge_kernels.warm_up()


def _load_construct() -> None:
    from . import divide_conquer

    divide_conquer.warm_up()


def _load_strip() -> None:
    from . import strip

    strip.warm_up()


def _load_strip_tables() -> None:
    from . import strip

    strip.warm_up(tables=True)


def _load_symmetric() -> None:
    from . import warm_ups

    warm_ups.symmetric_search()


def _load_names() -> None:
    from ..files import names

    names.warm_up()


def _load_stream() -> None:
    from . import warm_ups

    warm_ups.tour_files()


def _load_graph() -> None:
    from ..board import graph

    graph.warm_up()


#: the exact, greedy and edge searches' kernels (search_kernels.py, greedy_kernels.py,
#: edge_kernels.py)
SEARCH = Kernels("search", _load_search, "the searches", 20)
#: divide and conquer's construction (divide_conquer.py)
CONSTRUCT = Kernels("construct", _load_construct, "divide and conquer", 3)
#: the column-by-column strip solver (strip.py)
STRIP = Kernels("strip", _load_strip, "the narrow boards' solver", 1)
#: the state tables the first long 3- and 4-wide boards need (about a second: for a
#: background thread; a run never waits for them, it fills what it needs)
STRIP_TABLES = Kernels("strip tables", _load_strip_tables, "the narrow boards' tables", 7)
#: the search for symmetric tours (symmetric.py)
SYMMETRIC = Kernels("symmetric", _load_symmetric, "the symmetric tours' search", 3)
#: the square-name encoder and parser (files/names.py)
NAMES = Kernels("names", _load_names, "the square names", 2)
#: the streamed text and packed formats and the validator (files/, board/check_tour.py)
STREAM = Kernels("stream", _load_stream, "tour files and their checker", 10)
#: the move graph's explorer (board/graph.py)
GRAPH = Kernels("graph", _load_graph, "the move graph", 1)

#: every group load_all makes ready, in the order it loads them (MOVES: the large 3-D and
#: wrapped boards' move tables, board/move_table.py)
EVERY = (SEARCH, CONSTRUCT, STRIP, SYMMETRIC, NAMES, STREAM, GRAPH, MOVES)


def load_all(stop: Callable[[], bool] | None = None) -> bool:
    """Make every kernel ready (a no-op once done); False if stop said so while another
    thread was still compiling them."""
    return ready_all(EVERY, stop)


#: the kinds of search load_for tells apart, imported once (they import this module)
_KINDS: list[tuple[type, ...]] = []


def _kinds() -> tuple[type, ...]:
    """(KnownResult, CircuitSearch, SymmetricSearch, ConstructSearch, StripSearch)."""
    if not _KINDS:
        from .constructions import CircuitSearch, ConstructSearch, StripSearch
        from .search import KnownResult
        from .symmetric import SymmetricSearch

        _KINDS.append((KnownResult, CircuitSearch, SymmetricSearch, ConstructSearch, StripSearch))
    return _KINDS[0]


def load_for(search: object, stop: Callable[[], bool] | None = None) -> bool:
    """Make ready the kernels search will call: none for an answer already known, only the
    construction's for a tour built by divide and conquer (the command line's giant tours
    start sooner), the strip solver's and the searches' for a narrow board, the searches'
    otherwise."""
    known, circuit, symmetric, construct, strip = _kinds()
    if isinstance(search, known):
        return True
    if isinstance(search, circuit):  # it finds its circuit by any of the three
        return ready_all((CONSTRUCT, STRIP, SEARCH), stop)
    if isinstance(search, symmetric):  # its own kernel, and the search for its block
        return ready_all((SEARCH, SYMMETRIC), stop)
    if isinstance(search, construct):
        return CONSTRUCT.ready(stop)
    if isinstance(search, strip):
        return ready_all((STRIP, SEARCH), stop)
    return SEARCH.ready(stop)


def all_loaded() -> bool:
    """True once every kernel is ready."""
    return all(group.is_ready for group in EVERY)
