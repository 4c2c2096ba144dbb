"""core/count/transfer.py and transfer_sweep.py: a family swept by recorded maps, checked
against the published terms (OEIS entries, as listed), against the counter's own pass along
the long board (way "count", which shares only the step's moves), against its own join at a
middle column, and its kernels against plain Python sums."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knighttour.core.board.board import Board
from knighttour.core.count import transfer, transfer_sweep
from knighttour.core.count.frontier import OPEN_ALL, Stopped, run
from knighttour.core.count.job import Job
from knighttour.core.count.residues import moduli_for
from knighttour.core.count.sweep import sweep

#: A079137, undirected Hamiltonian paths of the 4 x n knight graph, n = 1..24 (the entry's
#: data, OEIS)
A079137 = [
    0, 0, 8, 0, 82, 744, 6378, 31088, 189688, 1213112, 6683852, 36486328, 201282470,
    1083585304, 5706117458, 29819231288, 154430502724, 790787799376, 4014945695196,
    20241304810488, 101336136490228, 504096313001272, 2493533648002492, 12270473056485396,
]  # fmt: skip
#: A083386, undirected Hamiltonian paths of the 5 x n knight graph, n = 1..18 (the entry's
#: data, OEIS; its b-file reaches n = 50)
A083386 = [
    0, 0, 0, 82, 864, 18784, 622868, 18061054, 264895640, 7886117822, 128411926952,
    3611823644006, 56348098488396, 1548284436152798, 24535910156176100, 650456890341276338,
    10364916108987670024, 267426031403733462626,
]  # fmt: skip


@pytest.fixture
def cycles(monkeypatch) -> list[int]:
    """The period of every cycle a sweep found (its columns replayed, not recorded)."""
    found: list[int] = []
    real = transfer_sweep._cycle

    def spy(*args):
        got = real(*args)
        if got is not None:
            found.append(len(got.columns))
        return got

    monkeypatch.setattr(transfer_sweep, "_cycle", spy)
    return found


def test_four_by_n_open_is_the_published_family_past_its_states_repeating(cycles) -> None:
    terms = sweep(4, range(1, 25), OPEN_ALL)
    assert [t.count for t in terms] == A079137
    assert cycles, "the sweep recorded every column: its replay was not tested"


def test_five_by_n_open_is_the_published_family_its_states_alternating(cycles) -> None:
    """5 x n open: the states after a column are those of two columns before, not one.
    Joined at the first column the states repeat from, every board handed over later is a
    join of the two halves, odd and even boards alike: the published terms all the same."""
    terms = sweep(5, range(1, 19), OPEN_ALL, join=True)
    assert [t.count for t in terms] == A083386
    assert cycles == [2]
    (at,) = {t.joined_at for t in terms if t.joined_at is not None}
    assert [t.length for t in terms if t.joined_at] == list(range(at + 6, 19))
    assert at + 6 <= 15


def test_the_join_at_a_middle_column_gives_every_count_again() -> None:
    straight = sweep(4, range(6, 31), OPEN_ALL)
    joined = sweep(4, range(6, 31), OPEN_ALL, join=True)
    assert [t.count for t in joined] == [t.count for t in straight]
    assert [t.joined_at for t in straight] == [None] * len(straight)
    at = {t.joined_at for t in joined if t.joined_at is not None}
    assert len(at) == 1 and len([t for t in joined if t.joined_at]) >= 10


def test_the_map_and_the_counters_own_pass_agree_in_both_sets_of_moduli() -> None:
    """The counter's own pass counts every square of the long board in hash tables and the
    boards' last columns in lanes: it shares only the step's moves with the map."""
    for moduli_set in (0, 1):
        mapped = sweep(4, range(6, 31), OPEN_ALL, moduli_set=moduli_set)
        counted = sweep(4, range(6, 31), OPEN_ALL, way="count", moduli_set=moduli_set)
        assert [t.count for t in mapped] == [t.count for t in counted]
        assert [t.count for t in mapped][:19] == A079137[5:]


def test_a_whole_board_recorded_square_by_square_is_the_counters_count() -> None:
    """record, replay, finished and joined on one board, from its first square to its last:
    the frontier count's number, forwards and backwards alike."""
    job = Job(Board(5, 6), OPEN_ALL)
    keys, maps = np.zeros(1, dtype=np.uint64), []
    for k in range(job.squares):
        square = transfer.record(job, k, keys)
        assert square is not None
        maps.append(square)
        keys = square.after
    ways = np.ones((1, len(job.moduli)), dtype=np.uint64)
    forwards = transfer.replay(maps, ways, job.moduli)
    backwards = transfer.finished(maps, job.moduli)
    want = run(Board(5, 6), OPEN_ALL)
    assert job.total([[int(v) for v in forwards.sum(axis=0, dtype=object)]]) == want == 18784
    assert job.total([transfer.joined(ways, backwards, job.moduli)]) == want


def test_a_sweep_by_the_map_stops_when_asked() -> None:
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 30

    with pytest.raises(Stopped):
        sweep(5, range(6, 30), OPEN_ALL, stop=stop)


def test_a_way_unknown_is_refused() -> None:
    with pytest.raises(ValueError, match="'map' or 'count'"):
        sweep(5, [6], OPEN_ALL, way="fast")


def _moduli() -> st.SearchStrategy[np.ndarray]:
    return st.sampled_from(
        [moduli_for(Board(6, 60), True, 0)[:3], moduli_for(Board(6, 60), True, 1)[:3]]
    )


@settings(max_examples=40, deadline=None)
@given(st.data(), _moduli())
def test_the_kernels_are_plain_sums_in_each_modulus(data, moduli) -> None:
    """forward, backward and products against Python's integers, residues up to their
    modulus less one (where a sum or a product wraps)."""
    sizes = [1 << 64 if m == 0 else int(m) for m in moduli.tolist()]
    before = data.draw(st.integers(1, 6))
    after = data.draw(st.integers(1, 6))
    moves = data.draw(
        st.lists(st.tuples(st.integers(0, before - 1), st.integers(0, after - 1)), max_size=20)
    )
    src = np.array([a for a, _ in moves], dtype=np.int32)
    dst = np.array([b for _, b in moves], dtype=np.int32)

    def residues(n: int) -> np.ndarray:
        cols = [
            data.draw(
                st.lists(
                    st.integers(size - 3, size - 1) | st.integers(0, 5), min_size=n, max_size=n
                )
            )
            for size in sizes
        ]
        return np.array(cols, dtype=np.uint64).T.reshape(n, len(sizes))

    ways, ahead = residues(before), residues(after)
    square = transfer.SquareMap(src, dst, np.arange(after, dtype=np.uint64), before)
    forwards = transfer.replay([square], ways, moduli)
    backwards = transfer.complete([square], ahead, moduli)
    for r, size in enumerate(sizes):
        for t in range(after):
            want = sum(int(ways[a, r]) for a, b in moves if b == t) % size
            assert int(forwards[t, r]) == want
        for s in range(before):
            want = sum(int(ahead[b, r]) for a, b in moves if a == s) % size
            assert int(backwards[s, r]) == want
    other = residues(before)
    got = transfer.joined(ways, other, moduli)
    for r, size in enumerate(sizes):
        assert got[r] == sum(int(ways[s, r]) * int(other[s, r]) for s in range(before)) % size


def test_a_family_too_large_for_the_memory_is_one_clear_error(monkeypatch, capsys) -> None:
    """The recorded columns are measured as they are made: past the memory allowed, the
    sweep stops with a sentence (and what to do), at both doors, never a MemoryError."""
    import knighttour
    from knighttour.cli.main import main

    monkeypatch.setattr(transfer_sweep, "available_memory", lambda: 4 << 20)  # 4 MiB
    with pytest.raises(knighttour.KnightTourError, match="--every-square"):
        knighttour.count_family(5, range(6, 30))
    assert main(["count", "5x6..5x29"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "memory" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "flags, asked",
    [
        (["--join", "--every-square"], {"join": True, "every_square": True}),
        (["--join", "--checkpoint", "{folder}"], {"join": True, "checkpoint": "{folder}"}),
    ],
)
def test_checks_that_do_not_go_together_are_one_sentence_at_both_doors(
    flags, asked, tmp_path, monkeypatch, capsys
) -> None:
    """Refused at once (no kernel loaded), in the sweep's own words at both doors."""
    import knighttour
    from knighttour.cli.main import main
    from knighttour.core.count import count_kernels

    def loaded(stop=None):
        raise AssertionError("the kernels were loaded before the refusal")

    monkeypatch.setattr(count_kernels, "load_for_family", loaded)
    folder = str(tmp_path / "c")
    argv = [f.format(folder=folder) for f in flags]
    kwargs = {k: v.format(folder=folder) if isinstance(v, str) else v for k, v in asked.items()}
    with pytest.raises(knighttour.KnightTourError) as library:
        knighttour.count_family(5, range(6, 9), **kwargs)
    assert main(["count", "5x6..5x8", *argv]) == 2
    err = capsys.readouterr().err
    assert err == f"knighttour: error: {library.value}\n"
