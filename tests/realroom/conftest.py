"""The real room's fixture, shared by its test modules: one room a module."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from .room import Room, missing_tools


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Room]:
    """One room for the module: Xvfb, openbox, a D-Bus session and the AT-SPI bus (a
    missing tool fails the test with KNIGHTTOUR_REALROOM=required, as .ci/run sets)."""
    missing = missing_tools()
    if missing and os.environ.get("KNIGHTTOUR_REALROOM") == "required":
        pytest.fail("the real room needs: " + ", ".join(missing), pytrace=False)
    opened = Room(tmp_path_factory.mktemp("room"))
    try:
        opened.open()
        yield opened
    finally:
        opened.close()
