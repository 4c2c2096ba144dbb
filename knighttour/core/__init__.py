"""The Qt-free core: boards, tours, theorems, resumable searches and their numba kernels."""
