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
import time
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


class Heartbeat:
    """The pulse of a thread that must keep answering (the window's): `beat` is called on it
    every `every` seconds while it is free (a timer); a group loaded meanwhile on another
    thread gives way to it whenever a beat is late (see give_way_to)."""

    def __init__(self, every: float = 0.010) -> None:
        self.every = every
        self.last = time.monotonic()

    def beat(self) -> None:
        """The thread is free: called by its timer."""
        self.last = time.monotonic()


#: the heartbeat kernel loads give way to, if any
_heart: Heartbeat | None = None
#: a beat this much later than due means the thread is busy (s)
LATE = 0.005
#: the longest a load gives way at a time (s), and a beat older than this means the thread
#: is gone or waits for the load itself: the load then carries on
GIVE_WAY_AT_MOST = 0.25
HEART_STOPPED = 1.0
#: how long a thread may hold the GIL while others wait for it, during such a load (s)
SWITCH_WHILE_LOADING = 0.0005


def give_way_to(heart: Heartbeat | None) -> None:
    """From now on, every group loaded on a thread other than heart's gives way to it.

    Loading a group from the cache is seconds of Python (numba's), and the GIL is one: a
    window whose own Python code runs beside it runs at half speed at best, and its first
    showing of a tab went from 50 ms to 150-300 ms.  So while the heart's beat is late (its
    thread busy with its own work), the loading thread sleeps, a couple of milliseconds at a
    time, and the busy thread has the GIL to itself; when the beats come on time again, the
    load goes on.  None: loads no longer give way."""
    global _heart
    _heart = heart


def _load_giving_way(load: Callable[[], None]) -> None:
    """Call load; while a heartbeat is set, giving way to its thread as give_way_to says
    (a profile hook on this thread alone, asked at each Python call of the load)."""
    heart = _heart
    if heart is None or threading.current_thread() is threading.main_thread():
        load()
        return
    late = heart.every + LATE

    def hook(frame: object, event: str, arg: object) -> None:
        if event != "call":
            return
        now = time.monotonic()
        if not late < now - heart.last < HEART_STOPPED:
            return
        until = now + GIVE_WAY_AT_MOST
        while time.monotonic() - heart.last > late and time.monotonic() < until:
            time.sleep(0.002)  # (the GIL is the busy thread's meanwhile)

    # the collector kept off meanwhile, and what the load made frozen out of its sight
    # after: a full collection over numba's hundreds of thousands of lasting objects walks
    # them all holding the GIL (a 135-145 ms compile() of the loading thread was measured)
    before, interval = sys.getprofile(), sys.getswitchinterval()
    gc.disable()
    sys.setswitchinterval(SWITCH_WHILE_LOADING)
    sys.setprofile(hook)
    try:
        load()
    finally:
        sys.setprofile(before)
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
