"""The compiled kernels of a frozen bundle (PyInstaller), found wherever the bundle stands.

numba files a kernel's cache under a hash of its source file's folder and checks it against
the file's content.  A frozen bundle has no source files: its code carries file names
relative to the package, numba turns them into paths under whatever folder the program was
started from, and stands in the executable's own content for the source's, which differs
between the bundle's two programs.  The kernels would be compiled again for every folder
the bundle is started from, moved or copied to, and again each time the window and the
command line take turns.  So inside a bundle the package's kernels are filed by their
module's name, under the cache folder, and checked against the bundle's build (a hash of its
modules, kernel_cache.build_id): the window and the command line share them, and a moved or
copied bundle finds them.  Kernels of any other package keep numba's own ways.
"""

from __future__ import annotations

import os
from typing import Any

from numba.core import caching, config

from .kernel_cache import build_id

#: the folder, inside the cache folder, of a bundle's kernels
BUNDLE_FOLDER = "bundle"


def _cache_root() -> str:
    """numba's cache folder (its config sets its settings as module attributes at run time)."""
    return str(getattr(config, "CACHE_DIR", "") or "")


class BundleCacheLocator(caching._CacheLocator):
    """numba's cache locator for the package's kernels inside a frozen bundle: the cache
    folder's bundle/<module name>, fresh while the bundle's build is the same."""

    def __init__(self, py_func: Any, py_file: str) -> None:
        self._lineno = py_func.__code__.co_firstlineno
        self._stamp = build_id() or "unknown build"
        self._cache_path = os.path.join(_cache_root(), BUNDLE_FOLDER, py_func.__module__)

    def get_cache_path(self) -> str:
        """The folder of the function's cache files."""
        return self._cache_path

    def get_source_stamp(self) -> str:
        """What makes the cache fresh: the bundle's build."""
        return self._stamp

    def get_disambiguator(self) -> str:
        """Tells apart two functions of one name in a module: the line each starts on."""
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> BundleCacheLocator | None:
        """A locator for the package's kernels whose folder can be written, else None
        (numba's own locators are tried next)."""
        if not _cache_root() or not str(py_func.__module__).startswith("knighttour."):
            return None
        locator = cls(py_func, py_file)
        try:
            locator.ensure_cache_path()
        except OSError:
            return None
        return locator


def install_bundle_locator() -> None:
    """Make numba try BundleCacheLocator first (before any kernel is defined)."""
    # numba 0.68 named it CacheImpl, before it _CacheImpl
    impl = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl", None)
    if impl is None:  # pragma: no cover - a numba that renamed it again: its own ways
        return
    if BundleCacheLocator not in impl._locator_classes:
        impl._locator_classes.insert(0, BundleCacheLocator)
