"""The board and what can be said of it without searching: squares and jumps, the move
graph, tours and their validation, and the theorems that rule a tour out."""
