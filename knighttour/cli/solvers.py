"""knighttour solvers: list the solvers, with their titles and descriptions."""

from __future__ import annotations

import argparse
import json

from ..core.solve.catalogue import SOLVERS
from .errors import EXIT_OK


def run(args: argparse.Namespace) -> int:
    """knighttour solvers: the catalogue, as text or JSON."""
    if args.json:
        print(json.dumps([info.to_json() for info in SOLVERS.values()]))
        return EXIT_OK
    for info in SOLVERS.values():
        kind = "exact" if info.exact else "heuristic"
        closed = ", closed tours too" if info.closed else ""
        print(f"{info.name:<24} {info.title} ({kind}{closed})")
        print(f"{'':<24} {info.description}")
    return EXIT_OK
