"""Every numba kernel compiled, or loaded from the cache, once, on one thread, under one lock.

Numba is not safe when two threads compile or load the same cached kernels at once, so no
search may call a kernel before `warm_up` has returned: the run loop (drive.py) and every
command that calls kernels directly go through here first.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

_lock = threading.Lock()
_done = threading.Event()


def _compile_everything() -> None:
    from . import construct, graph, kernels, names, strip

    kernels.warm_up()
    construct.warm_up()
    strip.warm_up()
    names.warm_up()
    graph.warm_up()


def warm_up(stop: Callable[[], bool] | None = None) -> bool:
    """Make every kernel ready (a no-op once done); False if stop said so while another
    thread was still compiling them."""
    while not _done.is_set():
        if _lock.acquire(timeout=0.02):
            try:
                if not _done.is_set():
                    _compile_everything()
                    _done.set()
            finally:
                _lock.release()
        elif stop is not None and stop():
            return False
    return True


def is_warm() -> bool:
    """True once every kernel is ready."""
    return _done.is_set()
