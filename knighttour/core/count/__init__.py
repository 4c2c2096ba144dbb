"""Counting tours: the choice of method and enumeration, the frontier counter and its
kernels, and counting on a Dask cluster."""
