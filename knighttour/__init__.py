"""Knight's Tour Explorer: a solver library, a command line and a Qt desktop program."""

from __future__ import annotations


def _version() -> str:
    """The version written once, in pyproject.toml: from the installed package's metadata,
    else (a source tree that was never installed) from pyproject.toml itself."""
    import tomllib
    from importlib.metadata import PackageNotFoundError, version
    from pathlib import Path

    try:
        return version("knighttour")
    except PackageNotFoundError:
        pass
    try:
        with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "0+unknown"


def __getattr__(name: str) -> str:
    """__version__, read when first asked for (reading the installed package's metadata
    takes a tenth of a second the command line's help should not wait for)."""
    if name == "__version__":
        value = _version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
