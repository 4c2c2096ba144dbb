"""The one lock under which numba kernels are compiled or loaded from the cache.

Numba is not safe when two threads compile or load the same cached kernels at once, so no
thread may call a kernel before the group holding it is ready.  Each layer names its own
groups (solve/solver_kernels.py the searches' and the files' kernels,
count/count_kernels.py the frontier counter's) and makes them ready here, one group at a
time, under this module's one lock.  A group is loaded once; a cached kernel loads per
module, so a command that makes ready only the groups it calls does not pay for the others.

A group not yet compiled on this computer (kernel_cache.is_compiled) is compiled, which takes
seconds: the listeners added with `add_listener` hear when such a compilation starts and ends,
so that the command line and the window can say that they are preparing the solvers.  The
window has them compiled by a process of its own (prepare_kernels.py): a group that process
is compiling is waited for here (`expect_elsewhere`, `done_elsewhere`), then loaded from the
cache.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable

from . import give_way, kernel_cache

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


#: the groups another process is compiling: each one's event is set once it is through
_elsewhere: dict[str, threading.Event] = {}


def expect_elsewhere(group: Kernels) -> None:
    """Another process compiles group from now on: its loading waits until
    done_elsewhere(group) (the cache then holds it)."""
    with _listeners_lock:
        _elsewhere[group.name] = threading.Event()


def done_elsewhere(group: Kernels, compiled: bool) -> None:
    """The other process is through with group: compiled into the cache (listeners hear the
    compilation's end), or not (it is compiled here when loaded, saying so)."""
    if compiled:
        _tell(group, True)
    with _listeners_lock:
        waiting = _elsewhere.pop(group.name, None)
    if waiting is not None:
        waiting.set()


def _waited_for(group: Kernels, stop: Callable[[], bool] | None) -> bool:
    """Wait while another process compiles group; False if stop said so meanwhile."""
    with _listeners_lock:
        waiting = _elsewhere.get(group.name)
    while waiting is not None and not waiting.wait(0.02):
        if stop is not None and stop():
            return False
    return True


#: how long a thread may hold the GIL while others wait for it, during a load (s)
SWITCH_WHILE_LOADING = 0.0005


def _load_giving_way(load: Callable[[], None]) -> None:
    """Call load giving way to the window's thread (give_way.py): loading a group, even
    from the cache, is seconds of numba's Python, and a tab's first showing beside it went
    from 50 ms to 150-300 ms.  The switch interval is short meanwhile, and the collector
    off, with what the load made frozen out of its sight after: a full collection over
    numba's hundreds of thousands of lasting objects walks them all holding the GIL (a
    135-145 ms compile() of the loading thread was measured)."""
    interval = sys.getswitchinterval()
    gc.disable()
    sys.setswitchinterval(SWITCH_WHILE_LOADING)
    try:
        with give_way.giving_way():
            load()
    finally:
        sys.setswitchinterval(interval)
        gc.freeze()
        gc.enable()


def tell_compiling(group: Kernels, done: bool) -> None:
    """Tell the listeners that group's compilation started (False) or ended (True)."""
    _tell(group, done)


def _tell(group: Kernels, done: bool) -> None:
    with _listeners_lock:
        listeners = list(_listeners)
    for listener in listeners:
        listener(group, done)


class Kernels:
    """A group of kernels made ready together, once, by load (which calls each on a tiny
    case), under the one lock; title names it for a person, seconds is about how long its
    first compilation takes (the CPU seconds measured on the 2-core machine the program is
    developed on, each group in a fresh process with an empty cache: the searches 21 s, the
    counter 19 s, the file checker 10.5 s; they said 5, 9 and 4 until November 2026)."""

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
        False if stop said so before the load began or while waiting (for another thread,
        or for the process compiling it)."""
        if not self._done.is_set() and not _waited_for(self, stop):
            return False
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
        _load_giving_way(self._load)
        kernel_cache.mark_compiled(self.name)
        self._done.set()
        if compiles:
            _tell(self, True)

    def __repr__(self) -> str:
        return f"Kernels({self.name!r}, ready={self.is_ready})"


def ready_all(groups: tuple[Kernels, ...], stop: Callable[[], bool] | None = None) -> bool:
    """Every group ready, in order; False as soon as stop says so while waiting."""
    return all(group.ready(stop) for group in groups)
