"""Knight's Tour Explorer: a solver library, a command line and a Qt desktop program."""

from __future__ import annotations

import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


def _version() -> str:
    """The version written once, in pyproject.toml: from the installed package's metadata,
    else (a source tree that was never installed) from pyproject.toml itself."""
    try:
        return version("knighttour")
    except PackageNotFoundError:
        pass
    try:
        with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "0+unknown"


__version__ = _version()
