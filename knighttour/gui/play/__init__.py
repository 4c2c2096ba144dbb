"""The Play tab: PlayModel (the game) beside PlayPanel (its board and buttons)."""

from .model import PlayModel
from .panel import PlayPanel

__all__ = ["PlayModel", "PlayPanel"]
