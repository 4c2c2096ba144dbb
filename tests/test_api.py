"""The library's public API (knighttour/api/): its names, its answers (the command line's,
checked by the independent oracle), its immutable results, progress and stop, and a cheap
``import knighttour``."""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle import check_tour, check_variant_tour, parse_name, variant_graph

import knighttour
from knighttour.cli import main

#: the public names; removing or renaming one is a breaking change (CHANGELOG)
PUBLIC = [
    "Board",
    "KnightTourError",
    "Tour",
    "compare",
    "count",
    "count_family",
    "interrupted",
    "solutions",
    "solve",
    "solvers",
    "validate",
    "why_no_tour",
]


def cli_json(capsys: pytest.CaptureFixture[str], *argv: str) -> object:
    """What the command line prints with --json (its stderr must be empty)."""
    main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def without_time(data: object) -> object:
    """A JSON answer without its timings (the only keys two runs may differ in)."""
    if isinstance(data, list):
        return [without_time(item) for item in data]
    if isinstance(data, dict):
        return {k: v for k, v in data.items() if k not in ("seconds", "seconds_min")}
    return data


def oracle_check(tour: knighttour.Tour) -> None:
    """Every tour the API returns passes the independent checker (tests/oracle.py; a 3D
    board's here, from the names)."""
    board = tour.board
    if board.is_knight:
        check_tour(board.rows, board.cols, list(tour.names), start=tour.start, closed=tour.closed)
    elif board.layers > 1:
        check_3d_tour(board.layers, board.rows, board.cols // board.layers, list(tour.names))
    else:
        a, b = board.leaper or (1, 2)
        holes = frozenset(r * board.cols + f for f, r in map(parse_name, board.holes))
        graph = variant_graph(board.rows, board.cols, a, b, holes, board.wrap)
        check_variant_tour(graph, list(tour.squares), board.index(tour.start), tour.closed)


def check_3d_tour(layers: int, rows: int, files: int, names: list[str]) -> None:
    """A knight's tour of layers x rows x files: 'c2:3' is file c, rank 2, layer 3; a move
    goes 1 along one axis and 2 along another."""
    points = []
    for name in names:
        square, layer = name.split(":")
        letters = square.rstrip("0123456789")
        points.append((ord(letters) - 97, int(square[len(letters) :]) - 1, int(layer) - 1))
    assert len(set(points)) == len(points) == layers * rows * files
    assert all(0 <= f < files and 0 <= r < rows and 0 <= k < layers for f, r, k in points)
    for p, q in itertools.pairwise(points):
        assert sorted(abs(a - b) for a, b in zip(p, q, strict=True)) == [0, 1, 2], (p, q)


def test_all_is_pinned() -> None:
    assert knighttour.__all__ == PUBLIC
    for name in PUBLIC:
        assert getattr(knighttour, name) is getattr(knighttour.api, name)
    assert set(PUBLIC) <= set(dir(knighttour))
    with pytest.raises(AttributeError):
        _ = knighttour.no_such_name  # type: ignore[attr-defined]


def test_import_is_cheap_and_the_api_loads_no_qt() -> None:
    code = (
        "import json, sys\n"
        "import knighttour\n"
        "bare = sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'numba', 'PySide6')"
        " or m.startswith('knighttour.'))\n"
        "tour = knighttour.solve('5', 'a1')\n"
        "tour.to_svg(); tour.picture().to_png(); knighttour.count('5', per_start=True).heatmap()\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
        " or m.startswith(('knighttour.gui', 'knighttour.cli')))\n"
        "print(json.dumps([bare, qt, tour.status]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=240
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [[], [], "found"]


SOLVE_CASES = [
    ("8", "a1", "auto", False, []),
    ("8", "c3", "warnsdorff", False, []),
    ("8", "h8", "warnsdorff-roth", False, []),
    ("5", "a1", "backtracking", False, []),
    ("5", "b1", "auto", False, []),
    ("4", "a1", "auto", False, []),
    ("5x6", "b2", "auto", True, []),
    ("6", "a1", "warnsdorff-backtracking", True, []),
    ("6", "c4", "circuit", True, []),
    ("3x4", "a1", "forward-checking", False, []),
    ("3x4", "a1", "auto", True, []),
    ("7", "d4", "degree-order", False, []),
    ("8", "a1", "heuristic-centre", False, []),
    ("6", "a1", "auto", False, ["--leaper", "camel"]),
    ("5", "a1", "auto", False, ["--holes", "c3"]),
    ("6", "a1", "auto", True, ["--wrap", "torus"]),
    ("3x3x3", "a1:1", "auto", False, []),
]


@pytest.mark.parametrize(("spec", "start", "solver", "closed", "variant"), SOLVE_CASES)
def test_solve_answers_what_the_command_line_prints(
    capsys: pytest.CaptureFixture[str],
    spec: str,
    start: str,
    solver: str,
    closed: bool,
    variant: list[str],
) -> None:
    argv = ["solve", spec, "--start", start, "--solver", solver, *variant]
    expected = cli_json(capsys, *argv, *(["--closed"] if closed else []))
    options = dict(zip(variant[::2], variant[1::2], strict=True))
    board = knighttour.Board(
        spec,
        leaper=options.get("--leaper"),
        holes=options.get("--holes", ""),
        wrap=options.get("--wrap", "none"),
    )
    tour = knighttour.solve(board, start, solver=solver, closed=closed)
    assert without_time(tour.to_dict()) == without_time(expected)
    assert tour.found == (tour.status == "found") and tour.found == bool(tour.squares)
    if tour.found:
        oracle_check(tour)
        assert knighttour.validate(tour).valid
    else:
        assert tour.reason


@pytest.mark.parametrize(
    ("argv", "kwargs"),
    [
        (["5", "--start", "a1", "--end", "e5"], {"end": "e5"}),
        (["6", "--start", "a1", "--symmetric", "180"], {"symmetric": 180}),
        (["6", "--start", "a1", "--symmetric", "90"], {"symmetric": 90}),
        (
            ["8", "--start", "a1", "--solver", "backtracking", "--max-steps", "500"],
            {"solver": "backtracking", "max_steps": 500},
        ),
        (
            ["8", "--start", "a1", "--solver", "warnsdorff-random", "--seed", "7"],
            {"solver": "warnsdorff-random", "seed": 7},
        ),
    ],
)
def test_ends_symmetry_limits_and_seeds_agree_with_the_command_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], kwargs: dict
) -> None:
    expected = cli_json(capsys, "solve", *argv)
    tour = knighttour.solve(argv[0], argv[2], **kwargs)
    assert without_time(tour.to_dict()) == without_time(expected)
    if tour.found:
        oracle_check(tour)


def test_solutions_agree_with_the_command_line_and_are_distinct_valid_tours(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for closed in (False, True):
        spec, solver = ("6", "warnsdorff-backtracking") if closed else ("5", "backtracking")
        argv = ["solve", spec, "--start", "a1", "--solutions", "4", "--solver", solver]
        expected = cli_json(capsys, *argv, *(["--closed"] if closed else []))
        found = knighttour.solutions(spec, "a1", solver=solver, closed=closed)
        listed = [tour for tour, _ in zip(found, range(4), strict=False)]
        assert [list(t.names) for t in listed] == expected["tours"]
        assert len({t.squares for t in listed}) == 4
        for tour in listed:
            oracle_check(tour)
    with pytest.raises(knighttour.KnightTourError, match="exact solver"):
        knighttour.solutions("8", "a1", solver="warnsdorff")


@pytest.mark.parametrize(
    ("argv", "kwargs"),
    [
        (["5"], {}),
        (["5", "--start", "a1"], {"start": "a1"}),
        (["5", "--per-start"], {"per_start": True}),
        (["6", "--closed"], {"closed": True}),
        (["4"], {}),
        (["5", "--start", "a1", "--end", "e5"], {"start": "a1", "end": "e5"}),
        (["3x8", "--closed"], {"closed": True}),
        (["5", "--holes", "c3"], {}),
    ],
)
def test_count_answers_what_the_command_line_prints(
    capsys: pytest.CaptureFixture[str], argv: list[str], kwargs: dict
) -> None:
    expected = cli_json(capsys, "count", *argv)
    board = knighttour.Board(argv[0], holes="c3" if "--holes" in argv else ())
    counted = knighttour.count(board, **kwargs)
    assert without_time(counted.to_dict()) == without_time(expected)
    assert int(counted) == expected["count"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("spec", "solvers", "starts", "closed"),
    [
        ("5", ["warnsdorff", "backtracking"], "all", False),
        ("6", ["warnsdorff-backtracking", "circuit"], "a1,c3,f6", True),
        ("8", ["warnsdorff", "warnsdorff-roth", "heuristic-bottom"], "a1,d4,h8", False),
    ],
)
def test_compare_answers_what_the_command_line_prints(
    capsys: pytest.CaptureFixture[str], spec: str, solvers: list[str], starts: str, closed: bool
) -> None:
    argv = ["compare", spec, "--solvers", ",".join(solvers), "--starts", starts, "--tours"]
    expected = cli_json(capsys, *argv, *(["--closed"] if closed else []))
    result = knighttour.compare(spec, ",".join(solvers), starts, closed=closed, tours=True)
    assert without_time(result.to_dict()) == without_time(expected)
    board = knighttour.Board(spec)
    for row in result.rows:
        if row.status == "found":
            assert row.tour is not None
            check_tour(board.rows, board.cols, list(row.tour), start=row.start, closed=closed)


def test_validate_answers_what_the_command_line_prints(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tour = knighttour.solve("8", "b1", solver="warnsdorff")
    files = {
        "json": tmp_path / "tour.json",
        "text": tmp_path / "tour.txt",
        "names": tmp_path / "names.txt",
        "broken": tmp_path / "broken.txt",
        "set": tmp_path / "set.json",
        "bom": tmp_path / "bom.txt",
    }
    files["json"].write_text(json.dumps(tour.to_dict()))
    main(["solve", "8", "--start", "b1", "--solver", "warnsdorff", "--output", str(files["text"])])
    capsys.readouterr()
    files["names"].write_text("\n".join(tour.names) + "\n")
    swapped = list(tour.names)
    swapped[10], swapped[11] = swapped[11], swapped[10]
    files["broken"].write_text("\n".join(swapped) + "\n")
    main(["solve", "5", "--start", "a1", "--solutions", "3", "--output", str(files["set"])])
    capsys.readouterr()
    files["bom"].write_bytes(b"\xef\xbb\xbf" + files["names"].read_bytes())
    for kind, path in files.items():
        board = ["8"] if kind in ("names", "broken", "bom") else []
        expected = cli_json(capsys, "validate", *board, str(path))
        checked = knighttour.validate(path, "8" if board else None)
        assert checked.to_dict() == expected, kind
        assert bool(checked) == (kind != "broken")
    assert knighttour.validate(list(tour.names), "8").to_dict() == expected_valid(tour)


def expected_valid(tour: knighttour.Tour) -> dict:
    return knighttour.validate(tour).to_dict()


def test_solvers_are_the_catalogue(capsys: pytest.CaptureFixture[str]) -> None:
    expected = cli_json(capsys, "solvers")
    listed = knighttour.solvers()
    assert [
        {k: getattr(s, k) for k in ("name", "title", "exact", "closed", "reference", "description")}
        for s in listed
    ] == expected
    assert all(s.plain for s in listed)


@pytest.mark.parametrize(
    ("argv", "kwargs"),
    [
        (["solve", "8x", "--start", "a1"], {"board": "8x", "start": "a1"}),
        (["solve", "8", "--start", "z9"], {"board": "8", "start": "z9"}),
        (
            ["solve", "8", "--start", "a1", "--solver", "nope"],
            {"board": "8", "start": "a1", "solver": "nope"},
        ),
        (
            ["solve", "8", "--start", "a1", "--solver", "warnsdorff", "--closed"],
            {"board": "8", "start": "a1", "solver": "warnsdorff", "closed": True},
        ),
        (
            ["solve", "8", "--start", "a1", "--leaper", "2,x"],
            {"board": "8", "start": "a1", "leaper": "2,x"},
        ),
    ],
)
def test_errors_are_one_family_with_the_command_lines_words(
    capsys: pytest.CaptureFixture[str], argv: list[str], kwargs: dict
) -> None:
    assert main(argv) == 2
    said = capsys.readouterr().err.strip().removeprefix("knighttour: error: ")
    leaper = kwargs.pop("leaper", None)
    with pytest.raises(knighttour.KnightTourError) as raised:
        board = knighttour.Board(kwargs.pop("board"), leaper=leaper)
        knighttour.solve(board, kwargs.pop("start"), **kwargs)
    assert str(raised.value) == said
    assert isinstance(raised.value, ValueError)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    data=st.data(),
    solver=st.sampled_from(["auto", "warnsdorff", "warnsdorff-pohl", "forward-checking"]),
    closed=st.booleans(),
)
def test_every_tour_found_passes_the_oracle(
    rows: int, cols: int, data: st.DataObject, solver: str, closed: bool
) -> None:
    board = knighttour.Board(f"{rows}x{cols}")
    start = data.draw(st.sampled_from(board.names()))
    closed = closed and solver in ("auto", "forward-checking")
    tour = knighttour.solve(board, start, solver=solver, closed=closed, max_steps=200_000)
    assert tour.status in ("found", "no-tour", "gave-up")
    if tour.found:
        oracle_check(tour)
    else:
        assert tour.reason and not tour.squares


def test_results_are_immutable_values() -> None:
    tour = knighttour.solve("6", "a1")
    assert tour == knighttour.solve(knighttour.Board(6), "a1")  # seconds left out
    assert hash(tour) == hash(knighttour.solve("6", "a1"))
    for result, name in (
        (tour, "status"),
        (knighttour.count("5"), "count"),
        (knighttour.compare("5", ["warnsdorff"], ["a1"]), "rows"),
        (knighttour.validate(tour), "valid"),
        (knighttour.why_no_tour("5", "b1"), "theorem"),
        (knighttour.solvers()[0], "name"),
    ):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(result, name, None)
    with pytest.raises(AttributeError):
        tour.board.rows = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        knighttour.count("5", per_start=True).per_start["a1"] = 0  # type: ignore[index]


def test_a_board_from_a_spec_and_keywords() -> None:
    board = knighttour.Board("5x6", leaper="camel", holes="a1,f5", wrap="cylinder")
    assert (board.rows, board.cols, board.squares) == (5, 6, 28)
    assert (board.leaper, board.holes, board.wrap) == ((1, 3), ("a1", "f5"), "cylinder")
    assert repr(board) == "Board('5x6', leaper=(1, 3), holes=('a1', 'f5'), wrap='cylinder')"
    assert knighttour.Board("5x6", leaper=(3, 1), holes=["f5", "a1"], wrap="cylinder") == board
    assert knighttour.Board("4x4x4").layers == 4
    assert knighttour.Board(8, order="1,2 2,1 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1") != knighttour.Board(
        8
    )


def test_stop_ends_a_search_stopped_and_progress_is_told() -> None:
    stopped = knighttour.solve("8", "a1", solver="backtracking", stop=lambda: True)
    assert (stopped.status, stopped.steps, stopped.squares) == ("stopped", 0, ())
    seen: list[knighttour.api.Progress] = []
    calls = [0]

    def stop() -> bool:
        calls[0] += 1
        return calls[0] > 3

    long = knighttour.solve("8", "a1", solver="backtracking", progress=seen.append, stop=stop)
    assert long.status == "stopped" and long.steps > 0
    assert all(p.total is None and p.done <= long.steps for p in seen)
    runs: list[knighttour.api.Progress] = []
    knighttour.compare("6", ["warnsdorff"], progress=runs.append)
    assert runs[-1].done == runs[-1].total == 36
    counted = knighttour.count("6x8", closed=True, stop=lambda: True)
    assert (counted.stopped, counted.count, counted.method) == (True, None, "frontier")


def test_to_pandas_gives_tables_to_plot() -> None:
    pytest.importorskip("pandas")
    frame = knighttour.count("5", per_start=True).to_pandas()
    assert list(frame.columns) == ["square", "file", "rank", "tours"]
    assert int(frame.tours.sum()) == 1728
    board = knighttour.Board("5")  # a row's (file, rank) is the square the library takes
    for row in frame.itertuples():
        assert board.index((row.file, row.rank)) == board.index(row.square)
    assert frame.set_index("square").loc["b1", ["file", "rank"]].tolist() == [1, 0]
    rows = knighttour.compare("6", ["warnsdorff", "warnsdorff-roth"]).to_pandas()
    assert list(rows.columns[:6]) == ["solver", "start", "status", "steps", "backtracks", "seconds"]
    assert len(rows) == 72


def test_the_api_module_is_there_right_after_import() -> None:
    """A student's `import knighttour as kt; kt.api.Count` (the reference names the results
    so) raised AttributeError until some other name had been used."""
    import subprocess
    import sys

    code = "import knighttour as kt; print(kt.api.Count.__name__, kt.api.Summary.__name__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["Count", "Summary"]


def test_a_first_compilation_is_said_on_stderr(capsys) -> None:
    """The first call on a computer compiles its solvers for many seconds: the library says
    so on stderr (a notebook shows it), as the command line does, so it is not taken for a
    hang."""
    import knighttour.api  # noqa: F401  (its listener)
    from knighttour.core import kernel_groups

    group = kernel_groups.Kernels("made-up", lambda: None, "the made-up solvers", 12.0)
    kernel_groups._tell(group, False)
    kernel_groups._tell(group, True)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "once, about 12 s" in err and "the made-up solvers" in err


def test_the_command_line_says_a_compilation_once(capsys) -> None:
    """The command line run in a process that imported the library: one line, its own."""
    import knighttour.api  # noqa: F401
    from knighttour.core import kernel_groups

    def cli_listener(group, done) -> None:
        print("the command line's line", file=sys.stderr)

    group = kernel_groups.Kernels("made-up", lambda: None, "the made-up solvers", 12.0)
    kernel_groups.add_listener(cli_listener)
    try:
        kernel_groups._tell(group, False)
    finally:
        kernel_groups.remove_listener(cli_listener)
    assert capsys.readouterr().err == "the command line's line\n"


@pytest.mark.parametrize("rows, cols", [(3, 4), (3, 7), (5, 5), (4, 5)])
def test_why_no_tour_proves_by_search_where_no_theorem_answers(rows, cols) -> None:
    """On a small board, every start: a reason exactly where the oracle (brute force,
    sharing no code) finds no tour from it; where no theorem answers, the reason is the
    exhaustive search's."""
    from oracle import tour_exists

    board = knighttour.Board(f"{rows}x{cols}")
    searched = []
    for square, name in enumerate(board.names()):
        why = knighttour.why_no_tour(board, name)
        assert (why is None) == tour_exists(rows, cols, square), name
        if why is not None and "exhaustive search" in why.theorem:
            assert why.theorem.startswith(f"No tour from {name} on {rows}x{cols}")
            searched.append(name)
    assert ("b1" in searched) == ((rows, cols) == (3, 4))  # (3x4 from b1: no theorem)


@pytest.mark.parametrize("suffix", [".json", ".txt"])
def test_a_tour_saved_as_a_tour_file_is_read_back_by_the_other_doors(
    tmp_path, capsys, suffix
) -> None:
    """Tour.save writes a tour file for .json and .txt: the command line validates it, and
    its squares, read without the library, are the tour's (a closed one says so)."""
    tour = knighttour.solve("6", "a1", closed=True)
    path = tour.save(tmp_path / f"tour{suffix}")
    assert main(["validate", str(path), "--json"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["valid"] is True and verdict["closed"] is True
    text = path.read_text()
    names = json.loads(text)["tour"] if suffix == ".json" else text.split()[-36:]
    assert names == list(tour.names)
    check_tour(6, 6, names, closed=True)


def test_a_tour_not_found_is_not_written_as_a_tour_file(tmp_path) -> None:
    tour = knighttour.solve("5", "b1")
    with pytest.raises(knighttour.KnightTourError, match=r"no tour to write.*no-tour.*b1"):
        tour.save(tmp_path / "tour.json")
    assert not (tmp_path / "tour.json").exists()
    assert tour.save(tmp_path / "board.svg").exists()  # (a picture of the empty board)


@pytest.mark.parametrize("name", ["tour.npy", "tour.ktm", "tour"])
def test_a_tour_saved_under_another_suffix_is_told_the_four_it_can_be(tmp_path, name) -> None:
    with pytest.raises(knighttour.KnightTourError, match=r"\.json or \.txt .* \.png or \.svg"):
        knighttour.solve("5", "a1").save(tmp_path / name)
    assert not (tmp_path / name).exists()


@pytest.mark.parametrize(
    "call, said",
    [
        (lambda: knighttour.solve("8", "a1", stop=True), "stop is a function"),
        (lambda: knighttour.solve("8", "a1", progress=True), "progress is a function"),
        (lambda: knighttour.count("5", stop=1), "stop is a function"),
        (lambda: knighttour.compare("5", ["warnsdorff"], workers=0), "workers is a number"),
        (lambda: knighttour.Board("8").name(64), "square 64 is not on the 8x8 board"),
        (lambda: knighttour.Board("8").name(-1), "square -1 is not on the 8x8 board"),
        (lambda: knighttour.Board("8").name(2.0), "a square is a name such as 'c3'"),
    ],
)
def test_a_wrong_kind_of_argument_is_refused_at_the_door(call, said) -> None:
    """A student's stop=True ran into a TypeError deep in the run loop, progress=True was
    ignored, workers=0 accepted, Board.name(64) said 'a9': each is one KnightTourError."""
    with pytest.raises(knighttour.KnightTourError, match=re.escape(said)):
        call()


def test_a_board_of_move_numbers_is_told_how_to_become_a_tour() -> None:
    """A 5x5 array of move numbers was refused as 'not array([ 0,  7, ...])'."""
    import numpy as np

    tour = knighttour.solve("5", "a1")
    numbers = np.empty(25, int)
    numbers[tour.to_numpy()] = np.arange(25)
    with pytest.raises(knighttour.KnightTourError, match=r"shape \(5, 5\).*np\.argsort"):
        knighttour.validate(numbers.reshape(5, 5), "5")
    assert knighttour.validate(np.argsort(numbers), "5")


def test_a_comparisons_steps_and_heatmap_take_a_solver_it_ran_in_any_case() -> None:
    """steps('nope') gave {} where heatmap('nope') raised: both name the solvers it ran."""
    result = knighttour.compare("5", ["warnsdorff", "backtracking"], starts=["a1", "c3"])
    assert result.steps("Warnsdorff") == result.steps("warnsdorff")
    assert set(result.steps("warnsdorff")) == {"a1", "c3"}
    for ask in (lambda: result.steps("warnsdorff-roth"), lambda: result.heatmap("squirrel-cull")):
        with pytest.raises(knighttour.KnightTourError, match="ran warnsdorff, backtracking"):
            ask()
    with pytest.raises(knighttour.KnightTourError, match="did you mean"):
        result.steps("warnsdorf")


def test_a_tour_is_a_sequence_of_its_square_names() -> None:
    """tour[0] and list(tour) raised TypeError though len(tour) worked."""
    tour = knighttour.solve("5", "a1")
    assert tour[0] == "a1" and tour[-1] == tour.names[-1] and tour[:3] == ("a1", "c2", "e1")
    assert list(tour) == list(tour.names) and len(list(tour)) == len(tour) == 25
    check_tour(5, 5, list(tour), start="a1")
    holed = knighttour.solve(knighttour.Board("6", holes=["c3", "d4"]), "a1")
    assert repr(holed).startswith("Tour(6x6 without c3 and d4 from a1")
