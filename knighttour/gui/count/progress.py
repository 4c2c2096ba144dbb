"""What the Count tab's progress bar says: the share of the estimated work done and the time
left on the bar, where the counter is in its own terms in the bar's tooltip."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..i18n import long_duration, number

translate = QCoreApplication.translate
#: the progress bar's steps: the share of the work done, in thousandths
WORK_STEPS = 1000


def share_text(share: float, seconds: float | None) -> str:
    """'2 % of the work done, about 40 min left' (the time left when known and a second or
    more)."""
    shown = translate("CountPanel", "{share} of the work done").format(share=percent(share))
    if seconds is not None and seconds >= 1:
        shown = translate("CountPanel", "{shown}, about {time} left").format(
            shown=shown, time=long_duration(seconds)
        )
    return shown


def place_text(squares: int, done: int, total: int, states: int, used: int) -> str:
    """Where the count is, in the counter's own terms: the square it is at (of one count, or
    of one count among a table's), the partial tours it holds and their memory."""
    if total <= squares:
        place = translate("CountPanel", "square {k} of {n}").format(k=number(done), n=number(total))
    else:
        run, square = divmod(max(done - 1, 0), squares)
        place = translate("CountPanel", "count {run} of {runs}, square {k} of {n}").format(
            run=number(run + 1),
            runs=number(-(-total // squares)),
            k=number(square + 1),
            n=number(squares),
        )
    memory = (
        translate("CountPanel", ", {memory} of memory").format(memory=memory_text(used))
        if used
        else ""
    )
    return translate(
        "CountPanel",
        "{place}: {states} partial tours held (the frontier's live states){memory}. "
        "The share done is estimated from how the count's work grows and shrinks "
        "across the board.",
    ).format(place=place, states=number(states), memory=memory)


def memory_text(size: int) -> str:
    """'840 MiB', '3.2 GiB'."""
    if size >= 2**30:
        return translate("CountPanel", "{n} GiB").format(n=number(size / 2**30, 1))
    return translate("CountPanel", "{n} MiB").format(n=number(round(size / 2**20)))


def percent(share: float) -> str:
    """'2 %', '0.4 %' (below 1 %, a tenth), the locale's way."""
    value = share * 100
    digits = 1 if 0 < value < 1 else 0
    return translate("CountPanel", "{n} %").format(n=number(value, digits))
