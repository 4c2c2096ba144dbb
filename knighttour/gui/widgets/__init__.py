"""Shared widgets, dumb about tabs: the board view, the playback bar, charts, the solver list."""
