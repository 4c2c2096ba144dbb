"""Where the compiled kernels are kept: the user's cache folder, never the installed package.

numba reads its cache folder (NUMBA_CACHE_DIR) when it is first imported; without one it
writes beside each kernel's source file, inside the installed package, which an installed
program may not write (and a frozen one has no such folder).  `configure_cache` points it at
the platform's per-user cache folder (``~/.cache/knighttour`` on Linux,
``%LOCALAPPDATA%\\knighttour\\Cache`` on Windows, ``~/Library/Caches/knighttour`` on macOS), in a
folder of its own per numba and Python version so that an upgrade never mixes caches;
NUMBA_CACHE_DIR set by the user wins.  jit.py calls it before it imports numba, and every
kernel module takes `njit` from jit.py, so every entry point sets it in time.

Beside the kernels, a marker per group of kernels (kernel_groups.Kernels) says that the
group was compiled here by this version of the program: without it a launch is a first one,
and the command line and the window say that they are preparing the solvers.  This module
imports neither numba nor NumPy.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

#: the folder name of the program's own per-user folders
APP_NAME = "knighttour"
#: the environment variable numba reads its cache folder from
CACHE_ENV = "NUMBA_CACHE_DIR"
#: the file a frozen bundle carries its build's fingerprint in, beside the package's modules
BUILD_ID_FILE = "bundle-build-id.txt"
#: the folder, inside the cache folder, of the markers of the groups compiled
READY_FOLDER = "ready"


def _numba_version() -> str:
    """The installed numba's version, read without importing numba (which reads the cache
    folder as it is imported)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("numba")
    except PackageNotFoundError:  # pragma: no cover - a bundle without numba's metadata
        return "unknown"


def default_cache_dir() -> Path:
    """Where the compiled kernels go unless NUMBA_CACHE_DIR says otherwise: the user's cache
    folder, one folder per numba and Python version."""
    from platformdirs import user_cache_dir

    python = f"py{sys.version_info.major}{sys.version_info.minor}"
    return Path(user_cache_dir(APP_NAME, appauthor=False)) / f"numba-{_numba_version()}-{python}"


def cache_dir() -> Path:
    """The folder numba caches the compiled kernels in: NUMBA_CACHE_DIR when set, else
    default_cache_dir()."""
    return Path(os.environ.get(CACHE_ENV) or default_cache_dir())


def configure_cache() -> Path:
    """Point numba's cache at cache_dir() (NUMBA_CACHE_DIR kept when the user set it) and
    return it: in time when numba is not imported yet, and numba's own setting follows when
    it is."""
    folder = cache_dir()
    os.environ[CACHE_ENV] = str(folder)
    numba = sys.modules.get("numba")
    config = getattr(getattr(numba, "core", None), "config", None)
    if config is not None:
        config.CACHE_DIR = str(folder)
    return folder


def is_frozen() -> bool:
    """True inside a bundle made by a freezer (PyInstaller)."""
    return bool(getattr(sys, "frozen", False))


def build_id() -> str:
    """The frozen bundle's build (a hash of its modules, written by scripts/build_bundle.py),
    "" outside a bundle or in one built without it."""
    if not is_frozen():
        return ""
    from importlib.resources import files

    try:
        return (files("knighttour") / BUILD_ID_FILE).read_text(encoding="utf-8").strip()
    except (OSError, ValueError):
        return ""


def _fingerprint() -> str:
    """What a group's marker holds: the program's version, and the bundle's build."""
    from .version import version

    return f"{version()} {build_id()}".strip()


def _marker(group: str) -> Path:
    # numba files kernels by their source folder: two installs of one version (a venv and a
    # pipx one, or a bundle and a venv) share the cache folder, not their kernels
    where = build_id() or str(Path(__file__).resolve().parent)
    install = hashlib.sha256(where.encode("utf-8")).hexdigest()[:16]
    return cache_dir() / READY_FOLDER / install / group


def is_compiled(group: str) -> bool:
    """True when the kernels of group were compiled into the cache folder by this version of
    the program (so loading them takes a moment, not a compilation)."""
    try:
        return _marker(group).read_text(encoding="utf-8") == _fingerprint()
    except (OSError, ValueError):
        return False


def mark_compiled(group: str) -> None:
    """Note that group's kernels are in the cache folder (nothing if it cannot be written:
    numba could not keep them either)."""
    marker = _marker(group)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(_fingerprint(), encoding="utf-8")
    except OSError:
        pass
