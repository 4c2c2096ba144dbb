"""The one lock under which numba kernels are compiled or loaded from the cache.

Numba is not safe when two threads compile or load the same cached kernels at once, so no
thread may call a kernel before the group holding it is ready.  Each layer names its own
groups (solve/solver_kernels.py the searches' and the files' kernels,
count/count_kernels.py the frontier counter's) and makes them ready here, one group at a
time, under this module's one lock.  A group is loaded once; a cached kernel loads per
module, so a command that makes ready only the groups it calls does not pay for the others.

A group not yet compiled on this computer (kernel_cache.is_compiled) is compiled, which takes
seconds: the listeners added with `add_listener` hear when such a compilation starts and ends,
so that the command line and the window can say that they are preparing the solvers.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from . import kernel_cache

_lock = threading.Lock()

#: called with (the group, False) when a compilation starts, (the group, True) when it ends
Listener = Callable[["Kernels", bool], None]
_listeners: list[Listener] = []
_listeners_lock = threading.Lock()


def add_listener(listener: Listener) -> None:
    """Hear of every compilation of a group from now on (on the thread that compiles)."""
    with _listeners_lock:
        _listeners.append(listener)


def remove_listener(listener: Listener) -> None:
    """Stop hearing of compilations (nothing if listener was not added)."""
    with _listeners_lock:
        if listener in _listeners:
            _listeners.remove(listener)


def listeners() -> tuple[Listener, ...]:
    """Who hears of compilations now."""
    with _listeners_lock:
        return tuple(_listeners)


def _tell(group: Kernels, done: bool) -> None:
    with _listeners_lock:
        listeners = list(_listeners)
    for listener in listeners:
        listener(group, done)


class Kernels:
    """A group of kernels made ready together, once, by load (which calls each on a tiny
    case), under the one lock; title names it for a person, seconds is about how long its
    first compilation takes (on the 2-core machine the program is developed on)."""

    def __init__(
        self, name: str, load: Callable[[], None], title: str = "", seconds: float = 1.0
    ) -> None:
        self.name = name
        self.title = title or name
        self.seconds = seconds
        self._load = load
        self._done = threading.Event()

    @property
    def is_ready(self) -> bool:
        """True once the group is loaded."""
        return self._done.is_set()

    @property
    def is_compiled(self) -> bool:
        """True when the group's kernels were compiled on this computer before (or are
        ready): loading them takes a moment."""
        return self.is_ready or kernel_cache.is_compiled(self.name)

    def ready(self, stop: Callable[[], bool] | None = None) -> bool:
        """Load the group unless it is loaded (waiting while another thread loads any group);
        False if stop said so before the load began or while waiting."""
        while not self._done.is_set():
            if stop is not None and stop():
                return False
            if _lock.acquire(timeout=0.02):
                try:
                    if not self._done.is_set():
                        self._load_once()
                finally:
                    _lock.release()
            elif stop is not None and stop():
                return False
        return True

    def _load_once(self) -> None:
        compiles = not kernel_cache.is_compiled(self.name)
        if compiles:
            _tell(self, False)
        self._load()
        kernel_cache.mark_compiled(self.name)
        self._done.set()
        if compiles:
            _tell(self, True)

    def __repr__(self) -> str:
        return f"Kernels({self.name!r}, ready={self.is_ready})"


def ready_all(groups: tuple[Kernels, ...], stop: Callable[[], bool] | None = None) -> bool:
    """Every group ready, in order; False as soon as stop says so while waiting."""
    return all(group.ready(stop) for group in groups)
