"""The program's version, written once in pyproject.toml: read from the installed package's
metadata, else (a source tree never installed) from pyproject.toml itself."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """'0.2.0': the installed package's version (read once: the metadata takes a tenth of a
    second that the command line's help should not wait for)."""
    import tomllib
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed
    from pathlib import Path

    try:
        return installed("knighttour")
    except PackageNotFoundError:
        pass
    try:
        with open(Path(__file__).resolve().parents[2] / "pyproject.toml", "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "0+unknown"
