"""The Qt layer: KnightTourModel, BoardView, SolverWorker and the KnightTourApp window."""
