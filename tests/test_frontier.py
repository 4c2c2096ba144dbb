"""core/count/frontier.py: the frontier counter against exhaustive enumeration and the published
counts; its states split into parts across threads (the same count whatever the split) and
stopped within a square.

Published values: OEIS A001230 (closed tours of n x n, undirected: 6x6 9,862; 8x8
13,267,364,410,532, McKay 1997); OEIS A165134 (open tours of n x n, directed, summed over the
starts: 5x5 1,728; 6x6 6,637,920; 7x7 165,575,218,320); Knuth, "Leaper graphs" (1994) and
Schwenk (1991) for 3x10 (16), 5x6 (8) and 3x12 (176) closed tours; 5x10 (13,311,268) and 6x8
(55,488,142) closed tours as quoted in the project's issue 17 (graphillion gives the same).
"""

from __future__ import annotations

import os
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from oracle import count_open_tours_from, variant_graph, variant_tours

from knighttour.cli import main
from knighttour.core.board.board import Board, BoardError, build_board
from knighttour.core.count import checkpoint, frontier, frontier_kernels, spill
from knighttour.core.count.checkpoint import KEYS
from knighttour.core.count.estimates import TimeLeft, time_left
from knighttour.core.count.frontier_kernels import EMPTY, compact
from knighttour.core.count.line import applies, key_bits, line
from knighttour.core.count.methods import (
    ENUMERATION,
    FRONTIER,
    CountStopped,
    choose_method,
    count_closed,
    count_from,
    count_open,
    count_tours,
)
from knighttour.core.count.residues import combine, moduli_for
from knighttour.core.solve import strip

SLOW = pytest.mark.skipif(
    not os.environ.get("KNIGHTTOUR_SLOW"), reason="minutes of work: set KNIGHTTOUR_SLOW=1"
)

#: every board of at most 36 squares, short side first
SMALL_BOARDS = [(r, c) for r in range(1, 7) for c in range(r, 37) if r * c <= 36]


def _both(board: Board, **kwargs):
    return (
        count_tours(board, method=FRONTIER, **kwargs),
        count_tours(board, method=ENUMERATION, **kwargs),
    )


@pytest.mark.parametrize("rows, cols", SMALL_BOARDS)
def test_frontier_agrees_with_enumeration_on_every_small_board(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    if not applies(board):  # (the frontier counter takes three squares or more)
        assert board.squares < 3
    else:
        _agree(board)


def _agree(board: Board) -> None:
    """The frontier counter and the enumeration agree on board, per start and in all."""
    rows, cols = board.rows, board.cols
    fast, slow = _both(board, per_start=True)
    assert fast.per_start.tolist() == slow.per_start.tolist()
    if rows == cols == 6:
        assert fast.count == 6_637_920  # OEIS A165134; test_count.py counts it in one run
    else:
        assert count_tours(board, method=FRONTIER).count == fast.count == slow.count
    if board.squares <= 21:  # and both are what walking every path finds (tests/oracle.py)
        walked = [count_open_tours_from(rows, cols, s) for s in range(board.squares)]
        assert fast.per_start.tolist() == walked
    fast, slow = _both(board, closed=True)
    assert fast.count == slow.count
    if board.squares <= 21:
        assert fast.count == variant_tours(variant_graph(rows, cols, 1, 2), None, True)


@pytest.mark.parametrize("rows, cols", [(5, 4), (6, 5), (7, 3), (9, 4)])
def test_either_way_up(rows: int, cols: int) -> None:
    assert (
        count_tours(Board(rows, cols), method=FRONTIER, per_start=True)
        .per_start.reshape(rows, cols)
        .T.tolist()
        == count_tours(Board(cols, rows), method=FRONTIER, per_start=True)
        .per_start.reshape(cols, rows)
        .tolist()
    )


@pytest.mark.parametrize(
    "rows, cols, expected",
    [
        (6, 6, 9862),
        (3, 10, 16),
        (5, 6, 8),
        (3, 12, 176),
        (5, 10, 13_311_268),
        (6, 8, 55_488_142),
        # OEIS A175881 (6 x n closed): 6x7 and 6x9, counted in seconds in every CI run
        (6, 7, 1_067_638),
        (6, 9, 3_374_967_940),
        # the same boards seven and eight ranks high: the terms of A193054 (7 x 2n closed)
        # and A193055 (8 x n closed) for 7x6, 8x5 and 8x6, counted along their long side
        (7, 6, 1_067_638),
        (8, 5, 44_202),
        (8, 6, 55_488_142),
    ],
)
def test_published_closed_counts(rows: int, cols: int, expected: int) -> None:
    assert count_tours(Board(rows, cols), closed=True, method=FRONTIER).count == expected
    if rows * cols < 40:
        assert count_tours(Board(cols, rows), closed=True, method=FRONTIER).count == expected


@pytest.mark.parametrize("n, expected", [(3, 0), (4, 0), (5, 1728)])
def test_a165134_open_tours(n: int, expected: int) -> None:
    # 6x6 (6,637,920) is checked with the small boards, against enumeration too
    assert count_tours(Board(n, n), method=FRONTIER).count == expected


@SLOW
def test_a165134_seven_by_seven() -> None:
    assert count_tours(Board(7, 7), method=FRONTIER).count == 165_575_218_320


@SLOW
def test_a001230_eight_by_eight() -> None:
    assert count_tours(Board(8, 8), closed=True, method=FRONTIER).count == 13_267_364_410_532


def test_counts_past_two_to_the_64() -> None:
    # strip.py counts 3 and 4 wide boards independently (Python ints, its own states)
    for board, start, closed in (
        (Board(3, 50), None, True),
        (Board(4, 30), None, False),
        (Board(3, 60), 0, False),
        (Board(4, 24), 5, False),
    ):
        expected = strip.count(board, start, closed)
        got = count_tours(board, closed=closed, start=start, method=FRONTIER).count
        assert got == expected
    assert count_tours(Board(3, 50), closed=True).count == 960_786_342_292_812_728_320
    assert count_tours(Board(4, 30)).count > 1 << 64


def test_chinese_remainders_round_trip() -> None:
    rng = random.Random(17)
    for bits in (10, 64, 65, 126, 200, 500):
        board = Board(8, max(4, bits // 8))
        moduli = moduli_for(board)
        sizes = [1 << 64 if m == 0 else m for m in moduli.tolist()]
        for _ in range(20):
            value = rng.getrandbits(bits)
            if value.bit_length() >= sum(s.bit_length() - 1 for s in sizes):
                continue
            assert combine([value % m for m in sizes], moduli) == value


def test_moduli_cover_the_largest_count() -> None:
    # the bound is Bregman's: the counts of 3 x 50 need more than 64 bits, 5x5 less
    assert len(moduli_for(Board(3, 50))) >= 2
    assert len(moduli_for(Board(3, 3))) == 1
    assert len(moduli_for(Board(8, 100))) > 10  # more primes are found as needed


def test_per_start_table_and_method() -> None:
    board = Board(5, 5)
    result = count_tours(board, per_start=True, method=FRONTIER)
    assert result.method == FRONTIER
    table = result.per_start.reshape(5, 5)
    assert table[0, 0] == 304 and table[2, 2] == 64 and table[0, 1] == 0
    assert result.count == 1728 == int(table.sum())
    assert result.per_start.dtype == np.int64
    assert count_from(board, board.parse_square("a1")) == 304
    assert count_tours(board, start=12, per_start=True).count == 64


def test_method_choice() -> None:
    assert choose_method(Board(5, 5)) == choose_method(Board(6, 6)) == ENUMERATION
    for spec in ((5, 7), (3, 40), (5, 10), (8, 8), (7, 30), (4, 6)):
        assert choose_method(Board(*spec)) == FRONTIER
    assert choose_method(Board(9, 9)) == choose_method(Board(9, 10)) == FRONTIER  # 64 bits
    assert choose_method(Board(10, 10)) == ENUMERATION  # 10 wide: 72 bits, wider than the key


def test_progress_and_stop() -> None:
    seen: list[tuple[int, int, int, int]] = []
    count_tours(Board(5, 8), closed=True, method=FRONTIER, progress=lambda *a: seen.append(a))
    assert [k for k, *_ in seen] == list(range(1, 41))
    assert all(n == 40 and states >= 0 and used > 0 for _, n, states, used in seen)
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 10

    with pytest.raises(CountStopped) as info:
        count_tours(Board(6, 8), closed=True, method=FRONTIER, stop=stop)
    assert "after square 10 of 48" in str(info.value)
    assert info.value.partial.count is None
    # per start: the squares finished before the stop are known
    asked.clear()
    with pytest.raises(CountStopped) as info:
        count_tours(
            Board(5, 6),
            per_start=True,
            method=FRONTIER,
            stop=lambda: len(asked) > 40 or bool(asked.append(1)),
        )
    assert info.value.partial.per_start[0] == 4542  # a1 was finished


def test_stop_ends_an_enumeration_too() -> None:
    with pytest.raises(CountStopped):
        count_tours(Board(6, 6), method=ENUMERATION, stop=lambda: True)


def test_too_many_states_is_bad_input() -> None:
    with pytest.raises(BoardError, match="frontier states"):
        count_tours(Board(6, 12), method=FRONTIER, max_bytes=1 << 20)


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_the_memory_allowed_holds_for_the_states_of_every_part(threads: int) -> None:
    max_bytes = 200 << 20
    stats = frontier.RunStats()
    with pytest.raises(frontier.TooManyStates, match="over the memory allowed"):
        frontier.run(
            Board(6, 12),  # 1.2 million states at the peak: more than 200 MiB allows
            frontier.OPEN_ALL,
            threads=threads,
            parallel_from=0,
            max_bytes=max_bytes,
            stats=stats,
        )
    row = frontier.Job(Board(6, 12), frontier.OPEN_ALL).row_bytes
    assert max(stats.states) * row * 4.5 <= max_bytes


@pytest.mark.parametrize(
    "rows, cols, leaper, holes, wrap",
    [
        (5, 5, None, ("c3",), "none"),
        (4, 7, None, ("a1", "g4"), "none"),
        (4, 4, None, (), "torus"),
        (4, 8, (1, 4), (), "none"),
        (6, 5, None, ("b2",), "none"),
        (6, 4, None, (), "cylinder"),
        (5, 6, (2, 3), (), "none"),
    ],
)
def test_variants_agree_with_enumeration(rows, cols, leaper, holes, wrap) -> None:
    board = build_board(rows, cols, leaper=leaper, holes=holes, wrap=wrap)
    assert applies(board)
    fast, slow = _both(board, per_start=True)
    assert fast.per_start.tolist() == slow.per_start.tolist()
    fast, slow = _both(board, closed=True)
    assert fast.count == slow.count


def test_plain_forms() -> None:
    assert count_open(Board(3, 40)) == strip.count(Board(3, 40), None, False)
    assert count_closed(Board(6, 6)) == 9862


def test_cli_method_and_per_start(capsys) -> None:
    import json

    assert main(["count", "3x12", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["count"], data["method"]) == (114_496, "frontier")  # OEIS A118067
    assert main(["count", "5", "--per-start", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["method"] == "enumeration"
    assert list(data)[-1] == "per_start"
    assert (data["per_start"]["a1"], data["per_start"]["c3"], data["per_start"]["b1"]) == (
        304,
        64,
        0,
    )
    assert sum(data["per_start"].values()) == data["count"] == 1728


def test_cli_refuses_what_would_not_fit(capsys) -> None:
    assert main(["count", "8x400"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "GiB" in err
    assert main(["count", "5", "--closed", "--per-start"]) == 2


# the states split into parts ------------------------------------------------------------------
PART_CASES = [
    (Board(5, 6), frontier.CLOSED, None),
    (Board(5, 6), frontier.OPEN_ALL, None),
    (Board(5, 6), frontier.OPEN_FROM, 0),
    (Board(4, 9), frontier.OPEN_FROM, 0),
    (Board(6, 6), frontier.CLOSED, None),
    (build_board(5, 5, holes=("c3",)), frontier.OPEN_ALL, None),
    (build_board(5, 6, wrap="cylinder"), frontier.CLOSED, None),
    (build_board(4, 4, wrap="torus"), frontier.CLOSED, None),
]


@pytest.mark.parametrize("board, mode, start", PART_CASES)
@pytest.mark.parametrize("threads", [2, 3])
def test_parts_across_threads_give_the_same_count(board, mode, start, threads) -> None:
    alone = frontier.run(board, mode, start, threads=1)
    assert alone > 0
    shared = frontier.run(board, mode, start, threads=threads, parallel_from=0)
    assert shared == alone


def test_every_part_holds_only_its_own_keys() -> None:
    job = frontier.Job(Board(5, 6), frontier.OPEN_ALL)
    rows = job.first()
    for k in range(12):
        out, counts, status = job.step(k, rows, 3)
        assert status == 0
        for p in range(3):
            keys = out[p][out[p][:, 0] != EMPTY, 0]
            assert len(keys) == counts[p]
            assert all(frontier_kernels._part(np.uint64(key), 3) == p for key in keys)
        rows = np.concatenate([compact(out[p], counts[p]) for p in range(3)])
    assert len(rows) > 1000


def test_a_kernel_told_to_stop_stops_at_once() -> None:
    job = frontier.Job(Board(6, 8), frontier.CLOSED)
    rows = job.first()
    for k in range(20):
        out, counts, _ = job.step(k, rows)
        rows = compact(out[0], counts[0])
    control = np.array([1, -1], dtype=np.int64)
    _, counts, status = job.step(20, rows, control=control)
    assert status == -2
    assert control[1] == 0 and counts.sum() == 0
    control[0] = 0
    _, counts, status = job.step(20, rows, control=control)
    assert status == 0 and control[1] == len(rows) and counts.sum() > 0


def test_a_stop_within_a_square_of_a_threaded_run() -> None:
    told: list[int] = []
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(told) >= 25

    with pytest.raises(frontier.Stopped) as info:
        frontier.run(
            Board(6, 8),
            frontier.CLOSED,
            threads=2,
            parallel_from=0,
            stop=stop,
            progress=lambda k, *_: told.append(k),
        )
    assert info.value.squares_done == 25 == told[-1]


# degree-feasibility pruning --------------------------------------------------------------------
@pytest.mark.parametrize("rows, cols", [(r, c) for r, c in SMALL_BOARDS if r >= 3 and c >= 3])
def test_pruning_keeps_every_count_on_every_small_board(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    for mode in (frontier.CLOSED, frontier.OPEN_ALL):
        kept, pruned = frontier.RunStats(), frontier.RunStats()
        whole = frontier.run(board, mode, threads=1, prune=False, stats=kept)
        assert frontier.run(board, mode, threads=1, stats=pruned) == whole
        assert pruned.peak_states <= kept.peak_states
        assert len(pruned.states) <= len(kept.states)  # a count of 0 may end sooner
        assert all(a <= b for a, b in zip(pruned.states, kept.states, strict=False))


@pytest.mark.parametrize(
    "board, mode, start",
    [
        (Board(5, 5), frontier.OPEN_FROM, 0),
        (Board(5, 6), frontier.OPEN_FROM, 7),
        (Board(4, 9), frontier.OPEN_FROM, 0),
        (build_board(5, 6, wrap="cylinder"), frontier.CLOSED, None),
        (build_board(5, 5, holes=("c3",)), frontier.OPEN_ALL, None),
        (build_board(4, 4, wrap="torus"), frontier.OPEN_ALL, None),
        (build_board(6, 4, wrap="cylinder"), frontier.OPEN_ALL, None),
    ],
)
def test_pruning_keeps_the_counts_from_a_start_and_on_variants(board, mode, start) -> None:
    whole = frontier.run(board, mode, start, threads=1, prune=False)
    assert whole > 0
    assert frontier.run(board, mode, start, threads=1) == whole
    assert frontier.run(board, mode, start, threads=2, parallel_from=0) == whole


@pytest.mark.parametrize(
    "rows, cols, mode, unpruned, pruned",
    [(6, 6, frontier.CLOSED, 39_020, 7_185), (5, 6, frontier.OPEN_ALL, 60_246, 8_012)],
)
def test_pruning_drops_most_states_at_the_peak(rows, cols, mode, unpruned, pruned) -> None:
    # the peaks measured before and with the degree test (shared/COUNTING.md, section 4)
    for prune, expected in ((False, unpruned), (True, pruned)):
        stats = frontier.RunStats()
        frontier.run(Board(rows, cols), mode, threads=1, prune=prune, stats=stats)
        assert stats.peak_states == expected


def _subgraphs_complete(job: frontier.Job, k: int, deg: np.ndarray, ends: int) -> tuple[bool, bool]:
    """By brute force over the moves among the squares after k: (a completion of the degrees
    exists with at most 2 - ends endable squares one move short; one exists when any square
    may be short by any number, the shortfall summed over each colour at most 2 - ends)."""
    ln = job.line
    n = ln.squares
    spare = (0 if job.mode == frontier.CLOSED else 2) - ends
    need = {p: (2 - int(deg[p - k]) if p - k <= ln.span else 2) for p in range(k + 1, n)}
    moves = sorted(
        {(p, int(q)) for p in need for q in ln.adj[p] if q > p},
    )
    strict = loose = False
    for mask in range(1 << len(moves)):
        got = dict.fromkeys(need, 0)
        for i, (p, q) in enumerate(moves):
            if mask >> i & 1:
                got[p] += 1
                got[q] += 1
        short = {p: need[p] - got[p] for p in need}
        if min(short.values()) < 0:
            continue
        by_side = [sum(v for p, v in short.items() if job.colour[p] == c) for c in (0, 1)]
        if sum(by_side) <= spare:
            loose = loose or all(
                by_side[c] <= sum(1 for p in need if job.colour[p] == c and job.ends[p])
                for c in (0, 1)
            )
            strict = strict or all(v == 0 or (v == 1 and job.ends[p]) for p, v in short.items())
        if strict:
            break
    return strict, loose


@pytest.mark.parametrize("rows, cols, mode", [(3, 5, frontier.OPEN_ALL), (4, 4, frontier.CLOSED)])
def test_the_degree_test_against_brute_force(rows, cols, mode) -> None:
    job = frontier.Job(Board(rows, cols), mode)
    ln = job.line
    n = ln.squares
    rng = random.Random(25)
    sc = np.zeros((8, n + 1), dtype=np.int64)
    fl = np.zeros((n, ln.adj.shape[1]), dtype=np.int8)
    verdicts = set()
    for _ in range(300):
        k = rng.randrange(n // 2 - 1, n - 1)
        deg = np.zeros(ln.span + 1, dtype=np.int64)
        for j in range(1, min(ln.span, n - 1 - k) + 1):
            deg[j] = rng.choice((0, 1, 2, 2))
        ends = 0 if mode == frontier.CLOSED else rng.choice((0, 1, 2))
        max_ends = 0 if mode == frontier.CLOSED else 2
        got = frontier_kernels._degrees_feasible(
            deg, ends, k, ln.span, n, ln.adj, ln.rev, job.colour, job.ends, max_ends, sc, fl
        )
        strict, loose = _subgraphs_complete(job, k, deg, ends)
        assert (not strict or got) and (not got or loose)
        verdicts.add(got)
    assert verdicts == {True, False}


# threads owning parts of the keys, states kept on disk between squares -------------------------
@pytest.mark.parametrize("board, mode, start", PART_CASES[:5])
def test_states_on_disk_give_the_same_count_and_leave_nothing(board, mode, start, tmp_path) -> None:
    alone = frontier.run(board, mode, start, threads=1)
    for threads in (1, 2, 3):
        stats = frontier.RunStats()
        got = frontier.run(
            board,
            mode,
            start,
            threads=threads,
            parallel_from=0,
            spill_dir=str(tmp_path),
            spill_from=0,
            stats=stats,
        )
        assert got == alone
        assert stats.peak_bytes > 0
        assert list(tmp_path.iterdir()) == []


def test_a_stopped_count_on_disk_leaves_nothing(tmp_path) -> None:
    told: list[int] = []
    with pytest.raises(frontier.Stopped):
        frontier.run(
            Board(6, 8),
            frontier.CLOSED,
            threads=2,
            parallel_from=0,
            spill_dir=str(tmp_path),
            spill_from=1 << 16,
            stop=lambda: len(told) >= 22,
            progress=lambda k, *_: told.append(k),
        )
    assert list(tmp_path.iterdir()) == []


def test_threads_owning_parts_hold_no_state_twice(monkeypatch) -> None:
    # a thread keeps only its part of the keys, and what passes between threads is a chunk's
    # worth: the peak bytes do not double with threads
    monkeypatch.setattr(spill, "CHUNK_ROWS", 1 << 12)
    peaks = []
    for threads in (1, 2):
        stats = frontier.RunStats()
        frontier.run(Board(6, 8), frontier.CLOSED, threads=threads, parallel_from=0, stats=stats)
        peaks.append(stats.peak_bytes)
    assert peaks[1] < 1.3 * peaks[0]


# the time left ---------------------------------------------------------------------------------
def test_time_left_is_told_once_the_states_fall() -> None:
    states = [1, 4, 10, 20, 10]
    seconds = [1.0, 4.0, 10.0, 20.0, 10.0]  # a second a state
    assert time_left(states, seconds, 9) is None  # fallen once: the peak may come
    states.append(5)
    seconds.append(5.0)
    # squares 7 and 8 to come: their inputs are the last states (5) and square 7's, taken to
    # be square 1's (1: as far before the peak, square 4, as square 7 is after it)
    assert time_left(states, seconds, 8) == pytest.approx(6.0)
    # with a square 2 before: squares 8 to 10 to come, inputs 5, then 1 and 2 mirrored
    assert time_left([2, *states], [2.0, *seconds], 10) == pytest.approx(8.0)
    assert time_left(states, seconds, 6) is None  # done


def test_count_progress_tells_the_square_states_memory_and_time_left() -> None:
    import io

    from knighttour.cli.count import CountProgress

    stream = io.StringIO()
    progress = CountProgress(stream, squares=8)
    clock = iter(range(0, 1000, 10))
    progress.clock = lambda: float(next(clock))
    progress.t0 = progress.clock()
    lines = []
    for k, states in enumerate([1, 4, 10, 20, 10, 5, 2, 1], start=1):
        progress(k, 8, states, states << 20)
        lines.append(stream.getvalue().splitlines()[-1])
    assert lines[0] == "counting: square 1 of 8, 1 live state, 1 MiB, 10 s"
    assert lines[4] == "counting: square 5 of 8, 10 live states, 10 MiB, 50 s"
    assert lines[5].startswith("counting: square 6 of 8, 5 live states, 5 MiB, 60 s, about ")
    assert lines[5].endswith(" s left")
    assert "left" not in lines[7]  # the last square: nothing left to tell


def test_count_progress_tells_an_exhaustive_search_how_far_it_is() -> None:
    import io

    from knighttour.cli.count import CountProgress

    stream = io.StringIO()
    progress = CountProgress(stream, squares=30)
    clock = iter(range(0, 1000, 10))
    progress.clock = lambda: float(next(clock))
    progress.t0 = progress.clock()
    progress.searched(2, 6, 1216)
    progress.searched(0, 1, 12_345)
    assert stream.getvalue().splitlines() == [
        "counting by exhaustive search: 2 of 6 start squares, 1,216 tours found so far, 10 s",
        "counting by exhaustive search: 12,345 tours found so far, 20 s",
    ]


# 9 wide: keys go without the tour ends' bits ---------------------------------------------------
def test_nine_wide_keys_fit_64_bits() -> None:
    assert key_bits(19) == 64 < key_bits(21)
    rng = random.Random(9)
    span = 19
    scratch = [np.zeros(span + 2, dtype=np.int64) for _ in range(5)]
    used = np.zeros(span + 2, dtype=np.bool_)
    top = 0
    for _ in range(400):
        deg = np.full(span + 1, 2, dtype=np.int64)
        mate = np.full(span + 1, -1, dtype=np.int64)
        ends = rng.sample(range(1, span + 1), 18)  # 9 pieces of path: the most pairings
        for a, b in zip(ends[::2], ends[1::2], strict=True):
            deg[a] = deg[b] = 1
            mate[a], mate[b] = b, a
        key = frontier_kernels._encode(deg, mate, span, scratch[0], used, scratch[1])
        top = max(top, key)
        assert key != EMPTY
        back_deg, back_mate = scratch[2], scratch[3]
        got = frontier_kernels._decode(np.uint64(key), span, back_deg, back_mate, scratch[4], used)
        assert got == 0
        assert back_deg[:span].tolist() == deg[1:].tolist()
        paired = [i for i in range(span) if back_deg[i] == 1]
        assert [back_mate[i] + 1 for i in paired] == [mate[i + 1] for i in paired]
    assert top >= 1 << 63  # the pairing reaches the key's top bit


def test_the_tour_ends_placed_are_read_off_the_squares_that_lead_to_one() -> None:
    rng = random.Random(10)
    span = 19
    scratch = [np.zeros(span + 2, dtype=np.int64) for _ in range(5)]
    used = np.zeros(span + 2, dtype=np.bool_)
    for _ in range(400):
        deg = np.array([rng.choice((0, 2)) for _ in range(span + 1)], dtype=np.int64)
        mate = np.full(span + 1, -1, dtype=np.int64)
        chosen = rng.sample(range(1, span + 1), 2 * rng.randint(0, 8) + 2)
        ends = rng.randint(0, 2)  # the first `ends` squares chosen lead to an end of the tour
        for a in chosen[:ends]:
            deg[a] = 1
        paired = chosen[2:]
        for a, b in zip(paired[::2], paired[1::2], strict=True):
            deg[a] = deg[b] = 1
            mate[a], mate[b] = b, a
        key = frontier_kernels._encode(deg, mate, span, scratch[0], used, scratch[1])
        back_deg, back_mate = scratch[2], scratch[3]
        got = frontier_kernels._decode(np.uint64(key), span, back_deg, back_mate, scratch[4], used)
        assert got == ends
        assert back_deg[:span].tolist() == deg[1:].tolist()
        assert [back_mate[a - 1] for a in chosen[:ends]] == [-1] * ends


@pytest.mark.parametrize(
    "rows, cols, mode",
    [
        (5, 6, frontier.CLOSED),
        (5, 8, frontier.CLOSED),
        (4, 7, frontier.OPEN_ALL),
        (3, 9, frontier.OPEN_ALL),
        (4, 9, frontier.OPEN_ALL),  # 9 across: 19 squares of frontier, 64 bits of key
    ],
)
def test_the_long_side_across_gives_the_same_count(rows, cols, mode) -> None:
    narrow = frontier.run(Board(rows, cols), mode)
    assert narrow > 0
    assert line(Board(rows, cols), widest=True).span == 2 * cols + 1
    assert frontier.run(Board(rows, cols), mode, widest=True) == narrow


def test_nine_across_from_one_square_is_four_by_nine_from_it() -> None:
    board = Board(4, 9)
    for name in ("a1", "e1"):
        start = board.parse_square(name)
        narrow = frontier.run(board, frontier.OPEN_FROM, start)
        assert narrow > 0
        assert frontier.run(board, frontier.OPEN_FROM, start, widest=True) == narrow


@SLOW
def test_nine_across_open_five_long_is_five_by_nine() -> None:
    # 11 minutes here: 85 million states at the peak (9 across) against 0.01 million
    board = Board(5, 9)
    assert line(board, widest=True).span == 19
    assert frontier.run(board, frontier.OPEN_ALL, widest=True) == 264_895_640


@SLOW
def test_nine_across_closed_six_long_is_six_by_nine() -> None:
    board = Board(6, 9)
    assert line(board, widest=True).span == 19
    narrow = frontier.run(board, frontier.CLOSED)
    assert narrow > 0
    assert frontier.run(board, frontier.CLOSED, widest=True) == narrow


# counting in passes: each square's input read once a pass, each pass keeping its parts ----------
@pytest.mark.parametrize("board, mode, start", PART_CASES[:5])
@pytest.mark.parametrize("threads, passes", [(1, 3), (2, 2), (3, 4)])
def test_a_count_in_passes_equals_one_pass(board, mode, start, threads, passes) -> None:
    alone = frontier.run(board, mode, start, threads=1)
    got = frontier.run(board, mode, start, threads=threads, parallel_from=0, passes=passes)
    assert got == alone


def test_passes_hold_less_and_come_by_themselves_once_on_disk(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(spill, "CHUNK_ROWS", 1 << 12)
    board = Board(6, 8)
    peaks = []
    for passes in (1, 4):
        stats = frontier.RunStats()
        frontier.run(board, frontier.CLOSED, threads=1, passes=passes, stats=stats)
        peaks.append(stats.peak_bytes)
    assert peaks[1] < 0.6 * peaks[0]  # the tables of one pass in four, and the chunks
    # 294,362 states at the peak, 16 bytes a row: 4 MiB does not hold them in one table
    small = dict(threads=1, max_bytes=4 << 20, spill_dir=str(tmp_path))
    with pytest.raises(frontier.TooManyStates):
        frontier.run(board, frontier.CLOSED, **small)
    assert frontier.run(board, frontier.CLOSED, spill_from=0, **small) == 55_488_142
    assert list(tmp_path.iterdir()) == []


# a checkpoint: the last square's states on disk, and a count that goes on from them ------------
@pytest.mark.parametrize("threads, passes", [(1, None), (2, 3)])
def test_a_resumed_count_equals_an_uninterrupted_one(tmp_path, threads, passes) -> None:
    import json

    from knighttour.core.files.formats import FormatError

    board = Board(6, 8)
    folder = str(tmp_path / "count")
    told: list[int] = []
    kwargs = dict(threads=threads, parallel_from=0, passes=passes, checkpoint=folder)
    with pytest.raises(frontier.Stopped):
        frontier.run(
            board,
            frontier.CLOSED,
            stop=lambda: len(told) >= 20,
            progress=lambda k, *_: told.append(k),
            **kwargs,
        )
    with open(tmp_path / "count" / checkpoint.MANIFEST) as fh:
        assert json.load(fh)["squares_done"] == 20
    with pytest.raises(FormatError, match="another count"):
        frontier.run(Board(5, 8), frontier.CLOSED, checkpoint=folder)
    resumed = frontier.RunStats()
    assert frontier.run(board, frontier.CLOSED, stats=resumed, **kwargs) == 55_488_142
    assert len(resumed.states) == 48 - 20  # it went on from square 21
    assert sorted(p.name for p in (tmp_path / "count").iterdir()) == [checkpoint.MANIFEST]
    again = frontier.RunStats()
    assert frontier.run(board, frontier.CLOSED, stats=again, **kwargs) == 55_488_142
    assert not again.states  # the result was kept


def test_an_open_count_saved_with_the_older_keys_starts_again(tmp_path) -> None:
    import json

    board = Board(5, 6)
    folder = tmp_path / "count"
    told: list[int] = []
    with pytest.raises(frontier.Stopped):
        frontier.run(
            board,
            frontier.OPEN_ALL,
            checkpoint=str(folder),
            stop=lambda: len(told) >= 12,
            progress=lambda k, *_: told.append(k),
        )
    manifest = folder / checkpoint.MANIFEST
    saved = json.loads(manifest.read_text())
    assert saved["identity"]["keys"] == KEYS == 3
    saved["identity"]["keys"] = 2  # as the version before wrote it: ends in bits of their own
    del saved["check"]  # (which wrote no check sum)
    manifest.write_text(json.dumps(saved))
    stats = frontier.RunStats()
    got = frontier.run(board, frontier.OPEN_ALL, checkpoint=str(folder), stats=stats)
    assert 2 * got == count_tours(board, method=ENUMERATION).count
    assert len(stats.states) == 30  # from the first square: the old keys were not read
    assert sorted(p.name for p in folder.iterdir()) == [checkpoint.MANIFEST]


def test_a_checkpoint_the_version_before_wrote_is_gone_on_from(tmp_path) -> None:
    """Counts saved by the version before (frontier.json, folders all and from-N) go on."""
    import json

    board = Board(5, 6)
    root = tmp_path / "ck"
    told: list[int] = []
    with pytest.raises(CountStopped):
        count_tours(
            board,
            method=FRONTIER,
            checkpoint=str(root),
            stop=lambda: len(told) >= 12,
            progress=lambda k, *_: told.append(k),
        )
    folder = root / "open"
    manifest = json.loads((folder / checkpoint.MANIFEST).read_text())
    width = 1 + len(manifest["identity"]["moduli"])
    files = [[name, (folder / name).stat().st_size // (8 * width)] for [name] in manifest["parts"]]
    old = {"count": manifest["identity"], "square": manifest["squares_done"], "files": files}
    (folder / checkpoint.LEGACY_MANIFEST).write_text(json.dumps({**old, "ratio": 2.0}))
    (folder / checkpoint.MANIFEST).unlink()
    folder.rename(root / "all")
    stats = []
    got = count_tours(
        board, method=FRONTIER, checkpoint=str(root), progress=lambda k, *_: stats.append(k)
    )
    assert got.count == count_tours(board, method=ENUMERATION).count
    assert stats[0] == manifest["squares_done"] + 1  # it went on after the saved square
    assert sorted(p.name for p in root.iterdir()) == ["open"]
    assert sorted(p.name for p in (root / "open").iterdir()) == [checkpoint.MANIFEST]


def test_time_left_on_a_long_board_goes_by_columns() -> None:
    # columns of 3 squares whose states repeat: each column to come takes the last one's time
    states = [1, 5, 2, 6, 9, 4, 6, 9, 4]
    seconds = [1.0] * 6 + [2.0, 3.0, 1.0]
    assert time_left(states, seconds, 30) is None  # no column given: no fall yet
    assert time_left(states, seconds, 30, column=3) == pytest.approx(6.0 * (21 - 6) / 3)
    assert time_left([*states[:-1], 40], seconds, 30, column=3) is None  # still rising


def test_time_left_goes_by_the_squares_reported() -> None:
    """The command line's and the Count tab's one bookkeeping: none until the states fall;
    a count that went on from a checkpoint tells none; square 1 again starts anew."""
    pace = TimeLeft()
    told = [pace.add(k, 8, s, 10.0 * k) for k, s in enumerate([1, 4, 10, 20, 10, 5], 1)]
    assert told[:5] == [None] * 5 and told[5] is not None and told[5] > 0
    resumed = TimeLeft()
    assert [resumed.add(k, 8, s, 10.0 * k) for k, s in [(4, 20), (5, 10), (6, 5)]] == [None] * 3
    assert pace.add(1, 8, 1, 70.0) is None and pace.states == [1]  # the next count


# the line, made with array operations and a block at a time (issue 34) -----------------------
def _line_by_loops(board: Board):
    """The line's per-square tables as the loops of the first version made them."""
    from knighttour.core.count.line import _orders, span_of

    best = min(_orders(board), key=lambda order: span_of(board, order))
    span = max(span_of(board, best), 1)
    n = len(best)
    where = np.full(board.size, -1, dtype=np.int64)
    where[best] = np.arange(n)
    later = [np.unique(where[row[row >= 0]]) for row in board.neighbours[best]]
    width = max(max((len(ps) for ps in later), default=0), 1)
    targets, room, near = [], np.zeros((n, span + 1), np.int64), np.full((n, span + 1, width), -1)
    for k in range(n):
        targets.append(later[k][later[k] > k] - k)
        for j in range(1, span + 1):
            if k + j < n:
                ps = later[k + j]
                room[k, j] = int((ps > k + span).sum())
                inside = ps[(ps > k) & (ps <= k + span)] - k
                near[k, j, : len(inside)] = inside
    return best, span, targets, room, near


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 9),
    leaper=st.sampled_from([(1, 2), (1, 3), (2, 3), (0, 1), (1, 4)]),
    wrap=st.sampled_from(["none", "cylinder", "torus"]),
    holes=st.sets(st.integers(0, 62), max_size=6),
    layers=st.integers(1, 3),
)
def test_the_line_and_its_span_agree_with_square_by_square_loops(
    rows, cols, leaper, wrap, holes, layers
) -> None:
    from dataclasses import replace

    from knighttour.core.board.board import Board3D, build_board
    from knighttour.core.count import line as line_module

    if layers > 1:
        board: Board = Board3D.make(layers, rows, cols)
    else:
        board = build_board(rows, cols, leaper=leaper, wrap=wrap)
    holes = {h for h in holes if h < board.size}
    assume(len(holes) < board.size)
    board = replace(board, holes=frozenset(holes))
    measured = [line_module.span_of(board, o) for o in line_module._orders(board)]
    assert line_module.order_spans(board) == measured
    order, span, targets, room, near = _line_by_loops(board)
    ln = line_module._line(board)
    assert np.array_equal(ln.order, order) and ln.span == span
    for k in range(ln.squares):
        assert np.array_equal(ln.targets[k], targets[k])
        assert np.array_equal(ln.room[k], room[k])
        assert np.array_equal(ln.near[k], near[k])


def test_a_large_board_with_a_few_holes_has_the_span_of_the_full_one() -> None:
    from dataclasses import replace

    from knighttour.core.board.board import Board3D, build_board
    from knighttour.core.count import line as line_module

    for board in (
        replace(build_board(5, 20_000), holes=frozenset({0, 5, 77_777, 99_999})),
        replace(Board3D.make(4, 9, 2_000), holes=frozenset({0, 100, 5_000})),
        replace(build_board(7, 20_000, wrap="cylinder", leaper=(1, 3)), holes=frozenset({3})),
    ):
        measured = [line_module.span_of(board, o) for o in line_module._orders(board)]
        assert line_module.order_spans(board) == measured


def test_the_tables_expect_the_last_growth_slowed_again_near_the_peak() -> None:
    """8x8 closed's peak (growths 1.68, 1.87, 1.44, 1.24, 0.98 at squares 27-31): the
    tables of a square are made for the last growth, with a margin, but while the growth
    slows (both over 1) for the slowing once more; a growth that quickens or falls below 1
    keeps the plain margin."""
    expected = frontier.expected_growth
    assert expected(1.87, 1.68) == pytest.approx(1.1 * 1.87)  # (quickening)
    assert expected(1.44, 1.87) == pytest.approx(1.15 * 1.44 * 1.44 / 1.87)  # 1.275
    assert expected(1.235, 1.44) == pytest.approx(1.15 * 1.235 * 1.235 / 1.44)  # 1.218
    assert expected(0.975, 1.235) == pytest.approx(1.1 * 0.975)  # (shrinking: no guess)
    assert expected(1.5, 1.52) == pytest.approx(1.1 * 1.5)  # (barely slower: the margin)
    assert expected(1.44, None) == pytest.approx(1.1 * 1.44)  # (after a resume)
    assert expected(9.0, 1.0) == 4.0 and expected(0.1, 0.2) == 0.5


@given(st.floats(0.01, 10), st.one_of(st.none(), st.floats(0.01, 10)))
def test_the_growth_expected_is_never_more_than_the_plain_margin(
    growth: float, previous: float | None
) -> None:
    got = frontier.expected_growth(growth, previous)
    assert 0.5 <= got <= max(0.5, min(4.0, 1.1 * growth))
    if previous is None or not 1.0 < growth < previous:
        assert got == max(0.5, min(4.0, 1.1 * growth))


def test_each_square_is_made_for_the_growth_its_two_before_foretell(monkeypatch) -> None:
    """The driver sizes each square by expected_growth of the two growths before it (6x8
    closed has squares whose growth slows, and squares whose growth quickens)."""
    asked: list[float] = []
    real = frontier._Square.take

    def take(self, k, source, threads, expect, passes=None):
        asked.append(expect)
        return real(self, k, source, threads, expect, passes)

    monkeypatch.setattr(frontier._Square, "take", take)
    stats = frontier.RunStats()
    assert frontier.run(Board(6, 8), frontier.CLOSED, stats=stats, threads=1) == 55_488_142
    before = [1, *stats.states]  # the states each square takes
    slowed = 0
    for k in range(2, len(asked)):
        growth, previous = before[k] / before[k - 1], before[k - 1] / before[k - 2]
        slowed += 1.0 < growth < previous
        expected = before[k] * frontier.expected_growth(growth, previous)
        assert asked[k] == pytest.approx(expected), k
    assert slowed >= 3
