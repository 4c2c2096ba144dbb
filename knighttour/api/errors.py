"""The library's errors as a student meets them: one line, not a trace through the library.

A KnightTourError (a board size, a square, a solver, a file) says what was wrong in its
message; the dozens of lines of the library's own functions it passed through tell a
student nothing.  Every public function and constructor raises it with the traceback cut at
the door: the student's line, then the error.

An interrupt (Ctrl-C; a notebook's Interrupt button) stops a call within a second with what
it had finished; the door then raises ``Interrupted`` (a KeyboardInterrupt, so that the
cell, a loop and Run All stop as for any Python code) carrying that answer, which
``knighttour.interrupted()`` gives back afterwards.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from ..core.errors import KnightTourError, is_interrupt
from .progress import forget_interrupt, take_interrupt

P = ParamSpec("P")
R = TypeVar("R")

#: the answer of the last call an interrupt stopped (what it had finished)
_last: list[object] = [None]
#: how deep the calls through a door go on this thread (a door inside a door: Board())
_depth = threading.local()


class Interrupted(KeyboardInterrupt):
    """A call stopped by an interrupt (Ctrl-C, a notebook's Interrupt button) within a
    second: ``answer`` is what it had finished (a Tour that gave up, a Count marked stopped
    with the squares it finished, the runs of a comparison that ended, the boards of a
    family counted, a validation marked stopped, a listing cut short), also given back by
    ``knighttour.interrupted()``.  A KeyboardInterrupt, so that it stops the cell.

    Examples
    --------
    >>> import knighttour
    >>> issubclass(knighttour.api.Interrupted, KeyboardInterrupt)  # it stops the cell
    True
    """

    def __init__(self, call: str, answer: object) -> None:
        super().__init__(
            f"{call} was interrupted before it had anything to give (a first compilation "
            "of the solvers, stopped, starts again at the next call)"
            if answer is None
            else f"{call} was interrupted; what it had finished is knighttour.interrupted(): "
            f"{_said(answer)}"
        )
        self.answer = answer


def _said(answer: object) -> str:
    """The answer in a few words, for the message."""
    if isinstance(answer, list):
        kind = type(answer[0]).__name__ if answer else "answer"
        return f"a list of the {len(answer):,} {kind}{'s' * (len(answer) != 1)} it finished"
    text = repr(answer)
    return text if len(text) <= 160 else text[:157] + "..."


def interrupted() -> object:
    """What the last call an interrupt stopped had finished (None if no call was stopped):
    a Tour, a Count, a Comparison, a Validation, a family's terms or a Listing.

    Examples
    --------
    >>> import knighttour
    >>> answer = knighttour.interrupted()  # after Interrupt stopped knighttour.count(...)
    """
    return _last[0]


def at_the_door(function: Callable[P, R]) -> Callable[P, R]:
    """function, raising its KnightTourErrors with the traceback cut at the door (the
    error's message, its type and the caller's line are kept), and an interrupt it heard
    as Interrupted, with what it had finished."""

    @functools.wraps(function)
    def door(*args: P.args, **kwargs: P.kwargs) -> R:
        outermost = not getattr(_depth, "calls", 0)
        if outermost:
            forget_interrupt()
        _depth.calls = getattr(_depth, "calls", 0) + 1
        try:
            _check_callbacks(kwargs)
            result = function(*args, **kwargs)
        except KnightTourError as error:
            raise error.with_traceback(None) from None
        except Interrupted:
            raise
        except (KeyboardInterrupt, SystemError) as exc:
            # heard where no answer was kept yet (a first compilation: numba's own trace
            # of thousands of lines otherwise)
            if not is_interrupt(exc) or not outermost:
                raise
            raise interrupted_with(function.__name__, None) from None
        finally:
            _depth.calls -= 1
        if outermost and take_interrupt():
            raise interrupted_with(function.__name__, result) from None
        return result

    return door


#: the callbacks a call may take, and how each is called
_CALLBACKS = {
    "stop": "a function of no arguments that returns True to stop",
    "progress": "a function the progress is passed to",
}


def _check_callbacks(kwargs: dict[str, object]) -> None:
    """A callback that is not callable is refused at the door (stop=True ran until a
    TypeError deep in the run loop; progress=True was silently ignored)."""
    if not kwargs:
        return
    for name, what in _CALLBACKS.items():
        value = kwargs.get(name)
        if value is not None and not callable(value):
            from ..core.solve.catalogue import SolverError

            raise SolverError(f"{name} is {what}, not {value!r}")


def interrupted_with(call: str, answer: object) -> Interrupted:
    """The Interrupted to raise for call's answer (kept for knighttour.interrupted()),
    its traceback cut at the door."""
    _last[0] = answer
    return Interrupted(f"knighttour.{call}", answer).with_traceback(None)
