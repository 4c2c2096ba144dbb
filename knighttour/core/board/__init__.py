"""The board and what can be said of it without searching: squares and jumps, the move
graph, tours and their one-pass validation (the board as the kernels see it in geometry.py),
and the theorems that rule a tour out."""
