"""The command line's ``--json`` and the library's ``to_dict()`` are one answer: over a grid of
requests (boards of every kind, solvers, open and closed, starts and ends, theorems' answers,
refusals) the two doors print and return the same object, the seconds aside.  Each verb's
JSON is built in one place in the core (solve_json, CountAnswer.to_dict, validation_json,
Row.to_json), so this test fails as soon as a door builds its own."""

from __future__ import annotations

import json

import pytest

import knighttour
from knighttour.cli.main import main


def _cli(capsys, argv: list[str]) -> object:
    capsys.readouterr()
    main(argv)
    return json.loads(capsys.readouterr().out)


def _timeless(data: object) -> object:
    """The answer without its seconds (two runs never take the same time)."""
    if isinstance(data, list):
        return [_timeless(item) for item in data]
    if isinstance(data, dict):
        return {k: _timeless(v) for k, v in data.items() if k != "seconds"}
    return data


def _board_options(extra: list[str]) -> dict:
    """The library's Board options of the command line's --leaper/--holes/--wrap."""
    options: dict = {}
    for flag, value in zip(extra[::2], extra[1::2], strict=True):
        if flag == "--leaper":
            options["leaper"] = tuple(int(v) for v in value.split(","))
        elif flag == "--holes":
            options["holes"] = value.split(",")
        elif flag == "--wrap":
            options["wrap"] = value
    return options


SOLVES = [
    ("5", "a1", {}, []),
    ("5", "b1", {}, []),  # a theorem's no-tour
    ("8", "a1", {"solver": "warnsdorff"}, ["--solver", "warnsdorff"]),
    ("6", "a1", {"closed": True}, ["--closed"]),
    ("3x4", "a1", {"closed": True}, ["--closed"]),
    ("5", "a1", {"end": "e5"}, ["--end", "e5"]),
    ("6", "a1", {"end": "a2"}, ["--end", "a2"]),  # the same colour: no tour
    ("6", "a1", {"symmetric": 180}, ["--symmetric", "180"]),
    ("8", "a1", {"solver": "backtracking", "max_steps": 500}, ["--solver", "backtracking",
                                                              "--max-steps", "500"]),
    ("6", "a1", {}, ["--leaper", "1,4"]),
    ("5", "a1", {}, ["--holes", "c3"]),
    ("6", "a1", {}, ["--wrap", "torus"]),
    ("3x3x4", "a1:1", {}, []),
]  # fmt: skip


@pytest.mark.parametrize("spec, start, options, argv", SOLVES)
def test_solve_answers_the_same_at_both_doors(capsys, spec, start, options, argv) -> None:
    variant = [a for a in argv if a in ("--leaper", "--holes", "--wrap")]
    extra = argv[argv.index(variant[0]) :] if variant else []
    board = knighttour.Board(spec, **_board_options(extra))
    from_api = knighttour.solve(board, start, **options).to_dict()
    from_cli = _cli(capsys, ["solve", spec, "--start", start, "--json", *argv])
    assert _timeless(from_cli) == _timeless(from_api)


COUNTS = [
    ("5", {}, []),
    ("5", {"start": "a1"}, ["--start", "a1"]),
    ("5", {"start": "b1"}, ["--start", "b1"]),  # a theorem's 0
    ("6", {"closed": True}, ["--closed"]),
    ("3x4", {"closed": True}, ["--closed"]),
    ("5", {"start": "a1", "end": "e5"}, ["--start", "a1", "--end", "e5"]),
    ("4x5", {"per_start": True}, ["--per-start"]),
    ("3x8", {"closed": True}, ["--closed"]),
]


@pytest.mark.parametrize("spec, options, argv", COUNTS)
def test_count_answers_the_same_at_both_doors(capsys, spec, options, argv) -> None:
    from_api = knighttour.count(spec, **options).to_dict()
    from_cli = _cli(capsys, ["count", spec, "--json", *argv])
    assert _timeless(from_cli) == _timeless(from_api)


TOURS = [
    ("5", "a1 c2 e1 d3 e5 c4 a5 b3 c1 a2 b4 d5 e3 d1 b2 a4 c5 e4 c3 b5 a3 b1 d2 e4 c3"),
    ("5", "a1 b3 c1"),
    ("3", "a1 b3 c1"),
]


@pytest.mark.parametrize("spec, names", TOURS)
def test_validate_answers_the_same_at_both_doors(capsys, tmp_path, spec, names) -> None:
    path = tmp_path / "tour.txt"
    path.write_text(names + "\n", encoding="utf-8")
    from_api = knighttour.validate(path, spec).to_dict()
    from_cli = _cli(capsys, ["validate", spec, str(path), "--json"])
    assert from_cli == from_api


def test_a_found_tour_validates_the_same_at_both_doors(capsys, tmp_path) -> None:
    tour = knighttour.solve("6", "a1", closed=True)
    path = tmp_path / "tour.json"
    path.write_text(json.dumps(tour.to_dict()), encoding="utf-8")
    from_api = knighttour.validate(path).to_dict()
    assert from_api["valid"] and from_api["closed"]
    assert _cli(capsys, ["validate", str(path), "--json"]) == from_api


def test_compare_answers_the_same_at_both_doors(capsys) -> None:
    solvers = ["warnsdorff", "backtracking"]
    from_api = knighttour.compare("5", solvers, ["a1", "b1", "c3"], max_steps=5000).to_dict()
    argv = ["compare", "5", "--solvers", ",".join(solvers), "--starts", "a1,b1,c3"]
    from_cli = _cli(capsys, [*argv, "--max-steps", "5000", "--json"])
    assert _timeless(from_cli) == _timeless(from_api)


ERRORS = [
    (["solve", "8", "--start", "z9"], lambda: knighttour.solve("8", "z9")),
    (["solve", "0", "--start", "a1"], lambda: knighttour.solve("0", "a1")),
    (["solve", "abc", "--start", "a1"], lambda: knighttour.solve("abc", "a1")),
    (["solve", "8", "--start", "a1", "--solver", "warnsdorf"],
     lambda: knighttour.solve("8", "a1", solver="warnsdorf")),
    (["solve", "8", "--start", "a1", "--solutions", "3", "--solver", "warnsdorff"],
     lambda: knighttour.solutions("8", "a1", solver="warnsdorff")),
    (["solve", "8", "--start", "a1", "--end", "h8", "--closed"],
     lambda: knighttour.solve("8", "a1", end="h8", closed=True)),
    (["solve", "8", "--start", "a1", "--holes", "z9"],
     lambda: knighttour.solve(knighttour.Board("8", holes=["z9"]), "a1")),
    (["count", "8", "--start", "a1", "--closed"],
     lambda: knighttour.count("8", start="a1", closed=True)),
    (["count", "100"], lambda: knighttour.count("100")),
    (["validate", "no-such-file.txt"], lambda: knighttour.validate("no-such-file.txt")),
    (["compare", "8", "--solvers", "nope"], lambda: knighttour.compare("8", ["nope"])),
    (["validate", "5", "a\x00b.txt"], lambda: knighttour.validate("a\x00b.txt", "5")),
]  # fmt: skip


@pytest.mark.parametrize("argv, call", ERRORS)
def test_a_refusal_is_the_same_sentence_at_both_doors(capsys, tmp_path, monkeypatch, argv, call):
    """Bad input is refused in one place: the command line's one line on stderr (exit 2) is
    the message of the KnightTourError the library raises."""
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(argv) == 2
    said = capsys.readouterr().err.strip()
    with pytest.raises(knighttour.KnightTourError) as raised:
        call()  # (a listing refuses when called, before its first tour is asked for)
    assert said == f"knighttour: error: {raised.value}"


def test_a_file_refused_is_a_format_error_by_its_public_name(tmp_path) -> None:
    """A student saw `_Said: mytour.npy does not say which board it is for`: the refusal's
    type is the library's FormatError."""
    import numpy as np

    path = tmp_path / "mytour.npy"
    np.save(path, knighttour.solve("5", "a1").to_numpy())
    with pytest.raises(knighttour.KnightTourError) as raised:
        knighttour.validate(path)
    assert type(raised.value).__name__ == "FormatError"
    assert str(raised.value) == (
        f"{path} does not say which board it is for (no header line); give the board"
    )
    assert knighttour.validate(path, "5")
