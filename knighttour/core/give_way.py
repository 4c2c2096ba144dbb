"""Threads that work beside a window give way to it.

The GIL is one: a thread running Python beside the window's thread takes the interpreter
from it every few milliseconds, and the window's own Python (a batch of rows shown, a tab
shown for the first time, the calls of a paint) runs at half its speed or worse.  Measured
on a 2-core machine: a tab's first showing went from 50 ms to 150-300 ms beside a kernel
load, and the Table's rows of a 2x1000 board took 90-100 ms a batch beside its two runners.

So the window beats (`Heartbeat.beat`, on a timer of its own thread, while that thread is
free), and a thread working for it looks at the beat: while the beat is late, the window's
thread is busy, and the working thread sleeps a couple of milliseconds at a time, leaving
the GIL to it; when the beats come on time again, the work goes on.  A worker looks at
each of its stop checks (`yield_if_late`: the window's workers ask it between chunks, and
so do the runners of their pools); a kernel load, which has no stop checks, at each Python
call it makes (`giving_way`, a profile hook: 3-4 times slower on Python-heavy work, too
much for a worker's, fine for numba's loading).  Work in a numba kernel (nogil) holds no
GIL and is not slowed.

Two safeties: a thread gives way at most GIVE_WAY_AT_MOST at a time, and not at all once
the beat is HEART_STOPPED old (the window's thread waits for that very work, or is gone);
and `host_waits` says the window's thread is waiting for the workers (closing the window):
nobody gives way meanwhile.  With no heartbeat set (the command line, a notebook), nothing
gives way and no hook is installed.

>>> heart = Heartbeat(0.010)
>>> give_way_to(heart)
>>> yield_if_late()  # (on the beating thread itself: never)
>>> with giving_way():
...     sum(range(10))
45
>>> give_way_to(None)
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = [
    "GIVE_WAY_AT_MOST",
    "HEART_STOPPED",
    "LATE",
    "Heartbeat",
    "give_way_to",
    "giving_way",
    "host_waits",
    "yield_if_late",
]


class Heartbeat:
    """The pulse of a thread that must keep answering (the window's): `beat` is called on it
    every `every` seconds while it is free (a timer)."""

    def __init__(self, every: float = 0.010) -> None:
        self.every = every
        self.last = time.monotonic()
        #: the thread that beats (it never gives way to itself)
        self.thread = threading.get_ident()

    def beat(self) -> None:
        """The thread is free: called by its timer."""
        self.last = time.monotonic()


#: the heartbeat working threads give way to, if any
_heart: Heartbeat | None = None
#: how many times the beating thread is waiting for the workers now (host_waits)
_waiting = 0
_waiting_lock = threading.Lock()
#: a beat this much later than due means the thread is busy (s)
LATE = 0.005
#: the longest a thread gives way at a time (s); a beat older than HEART_STOPPED means the
#: beating thread is gone or waits for the work itself: the work then carries on
GIVE_WAY_AT_MOST = 0.25
HEART_STOPPED = 1.0
#: each nap (s)
NAP = 0.002


def give_way_to(heart: Heartbeat | None) -> None:
    """From now on, every thread `giving_way` gives way to heart's thread while its beat is
    late; None: nobody gives way."""
    global _heart
    _heart = heart


@contextmanager
def host_waits() -> Iterator[None]:
    """The beating thread waits for the working threads meanwhile: they must not give way
    to it (its beat is late because it waits for them)."""
    global _waiting
    with _waiting_lock:
        _waiting += 1
    try:
        yield
    finally:
        with _waiting_lock:
            _waiting -= 1


def yield_if_late() -> None:
    """Called by a working thread between its chunks: while the beat is late, sleep until
    it comes (see the module's docstring); at once otherwise, and always on the beating
    thread itself."""
    heart = _heart
    if heart is None or _waiting or heart.thread == threading.get_ident():
        return
    now = time.monotonic()
    late = heart.every + LATE
    if not late < now - heart.last < HEART_STOPPED:
        return
    until = now + GIVE_WAY_AT_MOST
    while not _waiting and time.monotonic() - heart.last > late and time.monotonic() < until:
        time.sleep(NAP)  # (the GIL is the busy thread's meanwhile)


def _hook(frame: object, event: str, arg: object) -> None:
    """The profile hook of a load giving way: yield_if_late at each Python call."""
    if event == "call":
        yield_if_late()


@contextmanager
def giving_way() -> Iterator[None]:
    """This thread gives way to the heartbeat's thread meanwhile (nothing when no
    heartbeat is set, or on the beating thread itself)."""
    heart = _heart
    if heart is None or heart.thread == threading.get_ident():
        yield
        return
    before = sys.getprofile()
    sys.setprofile(_hook)
    try:
        yield
    finally:
        sys.setprofile(before)
