"""core/solve/run_loop.py: the one loop that drives a search: a step cap, a stop flag, progress at a
bounded rate and, for watching, one move at a time at a pace."""

from __future__ import annotations

import itertools
import time

from knighttour.core.board.board import Board
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import STOPPED_REASON, Drive, drive, limit_reason
from knighttour.core.solve.search import Search
from knighttour.core.status import Status


def slow_search() -> Search:
    """Plain backtracking from b2 of 10x10: millions of moves without a tour."""
    board = Board(10, 10)
    return make_search(board, board.parse_square("b2"), "backtracking")


def test_a_run_ends_found() -> None:
    search = make_search(Board(6, 6), 0, "warnsdorff")
    assert drive(search) == Status.FOUND == search.status


def test_the_step_cap_gives_up_and_says_so() -> None:
    search = slow_search()
    assert drive(search, 100_000) == Status.GAVE_UP
    assert search.steps == 100_000 and search.reason == limit_reason(100_000)
    assert limit_reason(100_000) == "The step limit of 100,000 moves was reached."
    # the cap counts from `since`: a continued run gets the moves left
    again = slow_search()
    again.advance(1000)
    assert Drive(max_steps=5000, since=0).run(again) == Status.GAVE_UP and again.steps == 5000


def test_stop_ends_the_run_stopped_between_chunks() -> None:
    search = slow_search()
    asked: list[int] = []

    def stop() -> bool:
        asked.append(search.steps)
        return search.steps > 0

    assert Drive(stop=stop).run(search) == Status.STOPPED
    assert search.reason == STOPPED_REASON and 0 < search.steps < 1_000_000
    assert asked[0] == 0  # asked before any move


def test_progress_comes_while_the_run_goes() -> None:
    seen: list[int] = []
    search = slow_search()
    Drive(max_steps=3_000_000, progress=lambda s: seen.append(s.steps), interval=0.0).run(search)
    assert seen and seen == sorted(seen) and seen[-1] <= 3_000_000
    assert search.status == Status.GAVE_UP


def test_progress_on_a_path_of_millions_of_squares_comes_less_often(monkeypatch) -> None:
    """A report copies the path and the window compares it with the last: a long path is
    reported at most PROGRESS_SQUARES squares a second (here made small, so that the 10x10
    board's path of up to 100 squares counts as a long one)."""
    from knighttour.core.solve import run_loop

    times: list[float] = []
    depths: list[int] = []

    def progress(search: Search) -> None:
        times.append(time.perf_counter())
        depths.append(search.depth)

    monkeypatch.setattr(run_loop, "PROGRESS_SQUARES", 2000)  # 100 squares: 50 ms apart
    Drive(max_steps=20_000_000, progress=progress, interval=0.0).run(slow_search())
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert len(gaps) >= 2
    assert all(gap >= depth / 2000 for gap, depth in zip(gaps, depths[1:], strict=True))
    # (interval 0: a short path would be reported after every chunk, 15 ms apart)
    assert max(depths) > 60 and min(gaps) > 0.03


def test_a_paced_run_makes_one_move_at_a_time() -> None:
    naps: list[float] = []
    seen: list[int] = []
    search = slow_search()
    Drive(max_steps=5, pace=0.02, progress=lambda s: seen.append(s.steps), sleep=naps.append).run(
        search
    )
    assert seen == [1, 2, 3, 4, 5] and search.status == Status.GAVE_UP
    assert naps and all(0 < nap <= 0.01 for nap in naps)  # short naps: Stop is looked at
