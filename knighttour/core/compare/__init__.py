"""Comparing solvers: runs over many (solver, start) pairs and the ranking of a race."""
