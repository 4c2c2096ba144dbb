"""numba's `njit`, for every kernel of the package: the one module that imports numba, after
pointing numba's cache at the user's cache folder (kernel_cache.py).

Every kernel module takes `njit` from here, never from numba (tests/test_architecture.py
checks), so that the command line, the window, ``python -m knighttour``, the tests and a
user's script all set the cache folder before numba is first imported; ``--version`` and
``--help``, which compile nothing, never import this.  In a frozen bundle the kernels are filed
by their module's name and the bundle's build rather than by their source file's path
(bundle_cache.py), so a bundle moved elsewhere finds them.
"""

from __future__ import annotations

from .kernel_cache import configure_cache, is_frozen

configure_cache()

from numba import njit  # noqa: E402  (numba only after its cache folder is set)

if is_frozen():
    from .bundle_cache import install_bundle_locator

    install_bundle_locator()

__all__ = ["njit"]
