"""What a long call tells its progress callback: one small record, the same for a solve, a
count and a comparison."""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Progress:
    """Where a long call stands, handed to its ``progress`` callback now and then (at most
    about 30 times a second).

    Attributes
    ----------
    done : int
        Work done: moves made (a solve), squares counted (a count), runs ended (a
        comparison).
    total : int or None
        The work in all, where it is known (a solve's step limit, a count's squares, a
        comparison's runs).
    seconds : float
        Time since the call began.
    text : str
        The same in words, as the command line shows it on stderr.

    Examples
    --------
    >>> import knighttour
    >>> seen = []
    >>> result = knighttour.compare("5", ["warnsdorff"], ["a1", "c3"], progress=seen.append)
    >>> seen[-1].done, seen[-1].total
    (2, 2)
    """

    done: int
    total: int | None
    seconds: float
    text: str


ProgressCallback = Callable[[Progress], None]
StopCallback = Callable[[], bool]


class Clock:
    """Seconds since a call began, and a progress callback paced to INTERVAL."""

    INTERVAL = 1 / 30

    def __init__(self, progress: ProgressCallback | None) -> None:
        self.progress = progress
        self.t0 = time.perf_counter()
        self.last = -1.0

    def tell(self, done: int, total: int | None, text: str, *, last: bool = False) -> None:
        """Hand the callback a Progress (unless one went less than INTERVAL ago)."""
        if self.progress is None:
            return
        now = time.perf_counter() - self.t0
        if not last and now - self.last < self.INTERVAL:
            return
        self.last = now
        self.progress(Progress(done, total, now, text))


#: after an interrupt heard as a stop, the work has this long to stop by itself before the
#: interrupt is raised as KeyboardInterrupt where it runs (work that does not ask its stop)
GRACE_SECONDS = 0.8


@contextlib.contextmanager
def interrupt_as_stop(stop: StopCallback | None) -> Iterator[StopCallback]:
    """While inside, an interrupt (Ctrl-C; a notebook's Interrupt button, SIGINT to the
    kernel) is heard as a stop: the callable yielded says True once stop does or an
    interrupt came, so work that asks it between chunks ends with what it finished instead
    of a traceback.  Work that has not stopped GRACE_SECONDS after the interrupt gets it as
    a KeyboardInterrupt (for the caller to catch), as does a second interrupt.  Only in the
    main thread (where Python hears signals); elsewhere it is stop itself."""
    fired = threading.Event()

    def asked() -> bool:
        return fired.is_set() or (stop is not None and bool(stop()))

    if threading.current_thread() is not threading.main_thread():
        yield asked
        return
    import _thread

    late = threading.Timer(GRACE_SECONDS, _thread.interrupt_main)
    late.daemon = True

    def heard(_signum: int, _frame: object) -> None:
        if fired.is_set():
            raise KeyboardInterrupt
        fired.set()
        late.start()

    previous = signal.signal(signal.SIGINT, heard)
    try:
        yield asked
    finally:
        late.cancel()
        signal.signal(signal.SIGINT, previous)
        if fired.is_set():
            note_interrupt()


_heard = threading.local()


def note_interrupt() -> None:
    """An interrupt stopped the call going on, which ends with what it had finished: the
    library's door (errors.at_the_door) then raises it as ``Interrupted`` carrying that
    answer, so that one press of Interrupt stops the cell (and Run All) as it stops any
    Python code, and the answer is kept (``knighttour.interrupted()``)."""
    _heard.interrupted = True


def take_interrupt() -> bool:
    """True once after note_interrupt (the note is cleared)."""
    heard = bool(getattr(_heard, "interrupted", False))
    _heard.interrupted = False
    return heard


def forget_interrupt() -> None:
    """Forget an interrupt noted and not yet raised."""
    _heard.interrupted = False
