"""The window's old address, kept so that `knighttour.gui.app:main` (entry scripts installed
before the move) still opens it; the window lives in main_window.py."""

from __future__ import annotations

from .main_window import KnightTourApp, main

__all__ = ["KnightTourApp", "main"]
