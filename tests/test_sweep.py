"""core/count/sweep.py: a family of boards counted in one pass along a longer board, each
count equal to the published term (OEIS, as its entry lists it), in both sets of moduli."""

from __future__ import annotations

import pytest

from knighttour.core.board.board import Board
from knighttour.core.count.alike import same_steps
from knighttour.core.count.frontier import CLOSED, OPEN_ALL, Stopped
from knighttour.core.count.job import Job
from knighttour.core.count.sweep import FINISH_COLUMNS, sweep

#: A175881, closed knight's tours on 6 x n, n = 1.. (Johan de Ruiter, OEIS)
A175881 = [0, 0, 0, 0, 8, 9862, 1067638, 55488142, 3374967940, 239187240144]
#: A083386, undirected Hamiltonian paths of the 5 x n knight graph, n = 1.. (OEIS)
A083386 = [0, 0, 0, 82, 864, 18784, 622868, 18061054, 264895640, 7886117822]


def test_six_by_n_closed_is_the_published_family() -> None:
    terms = sweep(6, range(1, 9), CLOSED)
    assert [t.count for t in terms] == A175881[:8]
    assert [t.length for t in terms if t.handed_over] == [7, 8]  # swept, not alone


def test_five_by_n_open_odd_and_even_is_the_published_family() -> None:
    """Odd boards end their tours on their larger colour, the long board anywhere: the
    states it keeps beyond theirs finish with 0 (5 x 7 and 5 x 9 are odd)."""
    told: list[int] = []
    terms = sweep(5, range(4, 11), OPEN_ALL, on_term=lambda t: told.append(t.length))
    assert [t.count for t in terms] == A083386[3:10]
    assert told == list(range(4, 11))  # each said as it ends, shortest first


def test_the_second_set_of_moduli_gives_the_same_counts() -> None:
    second = sweep(6, [7, 8], CLOSED, moduli_set=1)
    assert [t.count for t in second] == A175881[6:8]


@pytest.mark.parametrize("mode", [CLOSED, OPEN_ALL])
def test_a_board_is_handed_over_five_columns_before_its_end_and_not_later(mode: int) -> None:
    """A step reads five columns ahead: handed over a column later, the long board's steps
    are no longer the board's own (so FINISH_COLUMNS cannot shrink unnoticed)."""
    long = Job(Board(6, 30), mode)
    job = Job(Board(6, 12), mode)
    assert same_steps(long, job, 6 * (12 - FINISH_COLUMNS))
    assert not same_steps(long, job, 6 * (12 - FINISH_COLUMNS + 1))


def test_a_sweep_stops_when_asked() -> None:
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 20

    with pytest.raises(Stopped):
        sweep(6, range(7, 12), CLOSED, stop=stop)


def test_bad_families_are_refused() -> None:
    with pytest.raises(ValueError):
        sweep(6, [], CLOSED)
    with pytest.raises(ValueError):
        sweep(0, [3], CLOSED)


def test_the_command_line_prints_each_board_of_a_family(capsys) -> None:
    from knighttour.cli.main import main

    assert main(["count", "6x5..6x7", "--closed"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "6x5: 8 closed tours (undirected)",
        "6x6: 9,862 closed tours (undirected)",
        "6x7: 1,067,638 closed tours (undirected)",
    ]
    assert main(["count", "5x4..5", "--json"]) == 0
    import json

    got = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(g["board"]["cols"], g["count"], g["closed"]) for g in got] == [
        (4, 164, False),  # open tours directed: twice A083386's paths
        (5, 1728, False),
    ]


@pytest.mark.parametrize(
    "argv",
    [["6x5..7x7"], ["6x7..6x5"], ["6x5..6x7", "--start", "a1"], ["6x5..6x7", "--wrap", "torus"]],
)
def test_the_command_line_refuses_a_bad_family_in_one_line(capsys, argv) -> None:
    from knighttour.cli.main import main

    assert main(["count", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("moduli_set", [0, 1])
def test_every_residue_is_reduced_by_its_own_modulus(moduli_set: int) -> None:
    """Set 1 has no 2**64: its first modulus is a prime, and a sum past it is reduced (the
    kernels once took the first residue as 2**64's whatever the set: set 1's counts would
    have been wrong once its first residue wrapped)."""
    import numpy as np

    from knighttour.core.count.frontier_kernels import _new_table, merge
    from knighttour.core.count.residues import moduli_for

    moduli = moduli_for(Board(6, 60), True, moduli_set)
    sizes = [1 << 64 if m == 0 else int(m) for m in moduli.tolist()]
    rows = np.zeros((2, 1 + len(moduli)), dtype=np.uint64)
    rows[:, 0] = 12345
    rows[:, 1:] = [size - 1 for size in sizes]
    table, live = merge(rows, _new_table(16, len(moduli)), 0, 2, moduli, 1 << 40)
    got = table[table[:, 0] == 12345][0, 1:].tolist()
    assert live == 1 and got == [(2 * (size - 1)) % size for size in sizes]


def test_the_library_and_the_command_line_give_one_answer(capsys) -> None:
    """knighttour.count_family's terms are what count FAMILY --json prints, object for
    object (the seconds aside): one answer, built in one place (Term.to_dict)."""
    import json

    import knighttour
    from knighttour.cli.main import main

    terms = knighttour.count_family(5, range(4, 7))
    assert main(["count", "5x4..5x6", "--json"]) == 0
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    mine = [t.to_dict() for t in terms]
    for row in (*printed, *mine):
        row.pop("seconds")
    assert printed == mine and [t.count for t in terms] == A083386[3:6]


def test_a_sweep_makes_its_kernels_ready_under_the_lock_with_its_notice(monkeypatch) -> None:
    """count_family compiled the counter's kernels bare (26 s with no notice in a notebook,
    the notice came later, in another cell): it asks the counter's group first."""
    import knighttour
    from knighttour.core.count import count_kernels

    asked: list[object] = []
    ready = count_kernels.FRONTIER.ready

    def asking(stop=None):
        asked.append(stop)
        return ready(stop)

    monkeypatch.setattr(count_kernels.FRONTIER, "ready", asking)
    terms = knighttour.count_family(6, range(5, 9), closed=True)
    assert [t.count for t in terms] == [8, 9862, 1067638, 55488142]  # A175881
    assert asked, "the sweep called the counter's kernels without making them ready"


@pytest.mark.parametrize(
    "rows, lengths", [(6, "abc"), (6, 5), (6.0, [5]), (6, [5.5]), (6, []), (0, [5]), (6, [0])]
)
def test_a_family_asked_wrongly_is_one_board_error(rows, lengths) -> None:
    import knighttour

    with pytest.raises(knighttour.KnightTourError, match="a family"):
        knighttour.count_family(rows, lengths, closed=True)
