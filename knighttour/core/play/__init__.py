"""The hand-played game: legal moves, undo and redo, and the dead-end warning."""
