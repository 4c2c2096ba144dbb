"""One answer on every small board: `solve`, `solve --end`, `count --per-start`,
`count --start --end` and `validate` agree with each other and with a brute force written
from the rules alone (tests/oracle.py), on every board of up to 12 squares, with other
leapers, holes and wrapped edges; two squares and one square included."""

from __future__ import annotations

import itertools
import json
import random
import sys

import pytest
from oracle import paths_by_end, square_name, variant_graph

from knighttour.cli.main import main

LEAPERS = {"knight": (1, 2), "wazir": (0, 1), "ferz": (1, 1), "camel": (1, 3)}


def shapes() -> list[tuple[int, int]]:
    """Every rectangle of up to 12 squares (ranks x files), each way round."""
    return [(r, c) for r in range(1, 13) for c in range(1, 13) if r * c <= 12]


def cases() -> list[tuple[int, int, str, tuple[int, ...], str]]:
    """Boards: each shape with each leaper; with one or two holes (squares drawn by a fixed
    lot); some with their edges joined."""
    rng = random.Random(12)
    out = []
    for (rows, cols), leaper in itertools.product(shapes(), LEAPERS):
        out.append((rows, cols, leaper, (), "none"))
        n = rows * cols
        if n >= 3:
            out.append((rows, cols, leaper, tuple(rng.sample(range(n), 1)), "none"))
        if n >= 5:
            out.append((rows, cols, leaper, tuple(sorted(rng.sample(range(n), 2))), "none"))
        if cols >= 3 and leaper in ("knight", "wazir"):
            out.append((rows, cols, leaper, (), "cylinder"))
    return out


@pytest.fixture(autouse=True)
def one_parser(monkeypatch):
    """The command line's parser built once for the module's thousands of calls (building
    it is most of a small board's call)."""
    entry = sys.modules["knighttour.cli.main"]
    parser = entry.build_parser()
    monkeypatch.setattr(entry, "build_parser", lambda: parser)


def run(capsys, *argv: str) -> tuple[int, dict]:
    code = main([*argv, "--json"])
    out = capsys.readouterr().out
    return code, json.loads(out)


@pytest.mark.parametrize(
    "rows, cols, leaper, holes, wrap",
    cases(),
    ids=lambda v: str(v) if not isinstance(v, tuple) else ",".join(map(str, v)) or "-",
)
def test_every_command_agrees_with_the_brute_force(
    capsys, tmp_path, rows, cols, leaper, holes, wrap
):
    a, b = LEAPERS[leaper]
    graph = variant_graph(rows, cols, a, b, frozenset(holes), wrap)
    name = {s: square_name(rows, cols, s % cols, s // cols) for s in graph}
    board = [f"{rows}x{cols}", "--leaper", f"{a},{b}", "--wrap", wrap]
    if holes:
        board += ["--holes", ",".join(square_name(rows, cols, h % cols, h // cols) for h in holes)]
    tally = {s: paths_by_end(graph, s) for s in graph}

    code, counted = run(capsys, "count", *board, "--per-start")
    assert code == 0
    assert counted["per_start"] == {name[s]: sum(tally[s].values()) for s in graph}

    for s in graph:
        code, solved = run(capsys, "solve", *board, "--start", name[s], "--solver", "auto")
        if tally[s]:
            assert (code, solved["status"]) == (0, "found"), solved
            tour = solved["tour"]
            assert [name[q] for q in _walk(graph, name, tour)] == tour  # every step a move
            assert sorted(tour) == sorted(name.values()) and tour[0] == name[s]
            file = tmp_path / "tour.txt"
            file.write_text("\n".join(tour) + "\n")
            code, valid = run(capsys, "validate", *board, str(file))
            assert (code, valid["valid"]) == (0, True), valid
        else:
            assert (code, solved["status"]) == (1, "no-tour"), solved
        for e in graph:
            between = tally[s].get(e, 0)
            code, aimed = run(capsys, "solve", *board, "--start", name[s], "--end", name[e])
            assert aimed["status"] == ("found" if between else "no-tour"), (name[s], name[e])
            assert code == (0 if between else 1)
            if between:
                assert aimed["tour"][0] == name[s] and aimed["tour"][-1] == name[e]
                assert sorted(aimed["tour"]) == sorted(name.values())
                _walk(graph, name, aimed["tour"])
            code, pair = run(capsys, "count", *board, "--start", name[s], "--end", name[e])
            assert (code, pair["count"]) == (0, between), (name[s], name[e], pair)


def _walk(graph, name, tour: list[str]) -> list[int]:
    """The tour's squares, asserting that each step is one of the leaper's moves."""
    index = {v: k for k, v in name.items()}
    squares = [index[n] for n in tour]
    for x, y in itertools.pairwise(squares):
        assert y in graph[x], f"{name[x]} -> {name[y]} is not a move"
    return squares
