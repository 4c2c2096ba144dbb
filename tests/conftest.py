"""Shared fixtures: the oracle on sys.path, compiled kernels, and Qt hygiene checks."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session", autouse=True)
def _kernels_compiled() -> None:
    from knighttour.core import kernels

    kernels.warm_up()
