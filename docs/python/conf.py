"""Sphinx configuration of the library's reference and user guide (docs/python).

Build it as the tests do: ``python -m sphinx -W -b html docs/python build/docs`` (every
warning is an error)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import knighttour

try:  # the reference is read from the library itself: without it every page would be empty
    import knighttour.api
except ImportError as exc:  # (numpy, numba: install the library first)
    raise RuntimeError(
        f"the library cannot be imported ({exc}): install it first, as "
        "`python3 scripts/setup.py` or `pip install knighttour` does, then build the docs "
        "with that Python"
    ) from None

project = "Knight's Tour Explorer"
author = "Knight's Tour Explorer developers"
copyright = "Knight's Tour Explorer developers, MIT licence"
release = version = knighttour.__version__

extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]
napoleon_google_docstring = False
napoleon_numpy_docstring = True
napoleon_use_rtype = False
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "show-inheritance": False}
# the API is loaded lazily: documented under the names a user types
add_module_names = True
html_theme = "alabaster"
html_title = "knighttour: the library"
exclude_patterns = ["_build"]
