"""The largest boards the window takes: one place for every tab and file dialog."""

from __future__ import annotations

#: the largest side the window offers; boards of a million squares draw and zoom smoothly
MAX_SIDE = 1000
#: the most squares a board the window shows may have
MAX_SQUARES = MAX_SIDE * MAX_SIDE
