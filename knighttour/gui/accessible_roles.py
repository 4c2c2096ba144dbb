"""A role a screen reader is told where Qt's own says too much: installed once for the
application (QAccessible.installFactory).

* A gauge shown as a progress bar that is not progress (the Explore tab's squares on the
  path) is told as an indicator: Orca reads a progress bar's value aloud as it changes ("100
  percent." after every tour found), which says nothing the answer does not say better.
  Mark such a bar with quiet_gauge().
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QProgressBar

#: the property that marks a quiet gauge
QUIET = "knighttour_quiet_gauge"

_installed: list[bool] = []


#: the interfaces made here, kept while their widget lives (Qt holds them by pointer)
_made: dict[int, QAccessibleInterface] = {}


def _role_of(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QProgressBar) and obj.property(QUIET):
        role = QAccessible.Role.Indicator
    else:
        return None
    key_of = id(obj)
    made = _made.get(key_of)
    if made is None:
        made = _made[key_of] = QAccessibleWidget(obj, role)
        obj.destroyed.connect(lambda _=None: _made.pop(key_of, None))
    return made


def install_roles() -> None:
    """Tell the screen reader the roles above (once for the application)."""
    if not _installed:
        QAccessible.installFactory(_role_of)
        _installed.append(True)


def quiet_gauge(bar: QProgressBar) -> None:
    """Mark bar as a gauge, not progress: told to a screen reader as an indicator."""
    bar.setProperty(QUIET, True)
