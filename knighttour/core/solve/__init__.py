"""Finding tours: the resumable searches and their numba kernels, the solver catalogue,
divide and conquer with its tiles, the strip solver, the run loop and the kernels' loading."""
