"""The window's settings in one place: where choices are remembered, and its limits."""

from __future__ import annotations

from PySide6.QtCore import QSettings

ORGANIZATION = "KnightTourExplorer"
APPLICATION = "Knight's Tour"
#: the largest side the window offers; boards of a million squares draw and zoom smoothly
MAX_SIDE = 1000
#: the most squares a board the window shows may have
MAX_SQUARES = MAX_SIDE * MAX_SIDE


def default_settings() -> QSettings:
    """Where the window keeps its choices between runs."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)
