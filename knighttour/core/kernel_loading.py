"""The one lock under which numba kernels are compiled or loaded from the cache.

Numba is not safe when two threads compile or load the same cached kernels at once, so no
thread may call a kernel before the group holding it is ready.  Each layer names its own
groups (solve/load_kernels.py the searches' and the files' kernels,
count/load_kernels.py the frontier counter's) and makes them ready here, one group at a
time, under this module's one lock.  A group is loaded once; a cached kernel loads per
module, so a command that makes ready only the groups it calls does not pay for the others.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

_lock = threading.Lock()


class Kernels:
    """A group of kernels made ready together, once, by load (which calls each on a tiny
    case), under the one lock."""

    def __init__(self, name: str, load: Callable[[], None]) -> None:
        self.name = name
        self._load = load
        self._done = threading.Event()

    @property
    def is_ready(self) -> bool:
        """True once the group is loaded."""
        return self._done.is_set()

    def ready(self, stop: Callable[[], bool] | None = None) -> bool:
        """Load the group unless it is loaded (waiting while another thread loads any group);
        False if stop said so while waiting."""
        while not self._done.is_set():
            if _lock.acquire(timeout=0.02):
                try:
                    if not self._done.is_set():
                        self._load()
                        self._done.set()
                finally:
                    _lock.release()
            elif stop is not None and stop():
                return False
        return True

    def __repr__(self) -> str:
        return f"Kernels({self.name!r}, ready={self.is_ready})"


def ready_all(groups: tuple[Kernels, ...], stop: Callable[[], bool] | None = None) -> bool:
    """Every group ready, in order; False as soon as stop says so while waiting."""
    return all(group.ready(stop) for group in groups)
