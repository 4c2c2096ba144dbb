"""Every numba kernel compiled, or loaded from the cache, once, on one thread, under one lock.

Numba is not safe when two threads compile or load the same cached kernels at once, so no
search may call a kernel before `warm_up` has returned: the run loop (run_loop.py) and every
command that calls kernels directly go through here first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

_lock = threading.Lock()
_done = threading.Event()


_construct_done = threading.Event()
_counting_done = threading.Event()


def _compile_construct() -> None:
    from . import divide_conquer

    divide_conquer.warm_up()
    _construct_done.set()


def _compile_counting() -> None:
    from ..count import frontier

    frontier.warm_up()
    _counting_done.set()


def _compile_everything() -> None:
    from ..board import graph
    from ..files import names, stream
    from . import divide_conquer, kernels, strip

    kernels.warm_up()
    divide_conquer.warm_up()
    _construct_done.set()
    strip.warm_up()
    names.warm_up()
    stream.warm_up()
    graph.warm_up()
    _done.set()


def _ready(
    done: threading.Event, compile_: Callable[[], None], stop: Callable[[], bool] | None
) -> bool:
    while not done.is_set():
        if _lock.acquire(timeout=0.02):
            try:
                if not done.is_set():
                    compile_()
            finally:
                _lock.release()
        elif stop is not None and stop():
            return False
    return True


def warm_up(stop: Callable[[], bool] | None = None) -> bool:
    """Make every kernel ready (a no-op once done); False if stop said so while another
    thread was still compiling them."""
    return _ready(_done, _compile_everything, stop)


def warm_up_counting(stop: Callable[[], bool] | None = None) -> bool:
    """Make ready every kernel and the frontier counter's too (counting only: the searches
    do not pay for loading them)."""
    return warm_up(stop) and _ready(_counting_done, _compile_counting, stop)


def warm_up_for(search: object, stop: Callable[[], bool] | None = None) -> bool:
    """Make ready the kernels search will call: only the construction's for a tour built by
    divide and conquer (the command line's giant tours start sooner), none for an answer
    already known, every kernel otherwise."""
    from .search import ConstructSearch, KnownResult

    if isinstance(search, KnownResult):
        return True
    if isinstance(search, ConstructSearch) and not _done.is_set():
        return _ready(_construct_done, _compile_construct, stop)
    return warm_up(stop)


def is_warm() -> bool:
    """True once every kernel is ready."""
    return _done.is_set()
