"""The names of the board's variants, kept free of NumPy so that the command line's parser
(and its help) can offer them without loading the board: the wrap modes and the leapers
users know by name.  board.py builds boards from them."""

from __future__ import annotations

#: the wrap modes: none, left and right edges joined (files wrap), or both pairs joined
WRAPS = ("none", "cylinder", "torus")

#: leapers users know by name, as (a, b) with a <= b
LEAPERS: dict[str, tuple[int, int]] = {
    "knight": (1, 2),
    "camel": (1, 3),
    "zebra": (2, 3),
    "giraffe": (1, 4),
    "wazir": (0, 1),
    "ferz": (1, 1),
}
