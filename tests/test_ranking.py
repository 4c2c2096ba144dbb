"""core/compare/ranking.py: the race's order, without Qt."""

from __future__ import annotations

from dataclasses import dataclass

from knighttour.core.compare.ranking import rank
from knighttour.core.status import Status


@dataclass(frozen=True)
class Result:
    name: str
    status: str
    seconds: float
    max_depth: int
    steps: int = 0


def test_found_first_fewest_moves_first_then_deepest() -> None:
    runs = [
        Result("many", Status.FOUND, 0.0001, 64, steps=144),
        Result("stuck", Status.GAVE_UP, 0.1, 40),
        Result("deep", Status.STOPPED, 3.0, 60),
        Result("few", Status.FOUND, 0.5, 64, steps=65),
        Result("few-slower", Status.FOUND, 0.7, 64, steps=65),
        Result("none", Status.NO_TOUR, 0.0, 1),
    ]
    names = [r.name for r in rank(runs)]
    assert names == ["few", "few-slower", "many", "deep", "stuck", "none"]


def test_ties_keep_their_order_and_a_key_picks_the_result() -> None:
    a, b = Result("a", Status.GAVE_UP, 1.0, 10), Result("b", Status.GAVE_UP, 2.0, 10)
    assert rank([a, b]) == [a, b] and rank([b, a]) == [b, a]
    lanes = [("x", b), ("y", Result("c", Status.FOUND, 9.0, 64))]
    assert [name for name, _ in rank(lanes, result=lambda lane: lane[1])] == ["y", "x"]
