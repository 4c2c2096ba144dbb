"""The command line's contract: keys, statuses, exit codes, and one-line errors for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle import check_tour

from knighttour.cli import main
from knighttour.cli import parser as parser_module
from knighttour.core.board.board import Board
from knighttour.core.board.route import Route

SOLVE_KEYS = [
    "board",
    "start",
    "solver",
    "closed",
    "status",
    "reason",
    "tour",
    "steps",
    "backtracks",
    "seconds",
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def solve_json(capsys, *argv: str) -> tuple[int, dict]:
    code, out, err = run(capsys, "solve", *argv, "--json")
    assert err == ""
    return code, json.loads(out)


def test_solve_json_contract(capsys) -> None:
    code, data = solve_json(capsys, "8", "--start", "a1", "--solver", "warnsdorff")
    assert code == 0
    assert list(data) == SOLVE_KEYS
    assert data["board"] == {"rows": 8, "cols": 8}
    assert (data["start"], data["solver"], data["closed"]) == ("a1", "warnsdorff", False)
    assert (data["status"], data["reason"]) == ("found", "")
    assert (data["steps"], data["backtracks"]) == (63, 0)
    assert isinstance(data["seconds"], float)
    check_tour(8, 8, data["tour"], start="a1")


def test_solve_rectangular_board_and_closed(capsys) -> None:
    code, data = solve_json(capsys, "5x6", "--start", "b2", "--closed")
    assert code == 0 and data["status"] == "found" and data["closed"] is True
    check_tour(5, 6, data["tour"], start="b2", closed=True)


@pytest.mark.parametrize(
    "argv, why",
    [
        (["4", "--start", "a1"], "Cull and De Curtins"),
        (["5", "--start", "b1"], "corners' colour"),
        (["4x8", "--start", "a1", "--closed"], "Schwenk"),
        (["999999x3", "--start", "a1", "--closed"], "Schwenk"),
    ],
)
def test_theorems_answer_no_tour_at_once(capsys, argv: list[str], why: str) -> None:
    code, data = solve_json(capsys, *argv)
    assert code == 1
    assert data["status"] == "no-tour" and why in data["reason"]
    assert data["tour"] == [] and data["steps"] == 0


def test_exhaustive_search_answers_no_tour(capsys) -> None:
    code, data = solve_json(capsys, "3x4", "--start", "b1", "--solver", "backtracking")
    assert code == 1 and data["status"] == "no-tour" and data["steps"] > 0


def test_step_limit_gives_up_with_counters(capsys) -> None:
    code, data = solve_json(
        capsys, "8", "--start", "a1", "--solver", "backtracking", "--max-steps", "1000"
    )
    assert code == 1
    assert data["status"] == "gave-up" and "1,000" in data["reason"]
    assert data["steps"] == 1000 and data["tour"] == []


def test_heuristic_dead_end_gives_up(capsys) -> None:
    code, data = solve_json(capsys, "8", "--start", "a1", "--solver", "heuristic-bottom")
    assert code == 1 and data["status"] == "gave-up" and "dead end" in data["reason"]


def test_solutions_lists_distinct_tours(capsys) -> None:
    code, out, _ = run(
        capsys,
        "solve",
        "6",
        "--start",
        "a1",
        "--solver",
        "warnsdorff-backtracking",
        "--solutions",
        "5",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and list(data)[-4:] == ["tours", "steps", "backtracks", "seconds"]
    assert len(data["tours"]) == 5 and data["tour"] == data["tours"][0]
    assert len({tuple(t) for t in data["tours"]}) == 5
    for tour in data["tours"]:
        check_tour(6, 6, tour, start="a1")


def test_order_changes_backtracking(capsys) -> None:
    _, a = solve_json(capsys, "5", "--start", "a1", "--solver", "backtracking")
    _, b = solve_json(
        capsys,
        "5",
        "--start",
        "a1",
        "--solver",
        "backtracking",
        "--order",
        "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
    )
    assert a["tour"][1] == "c2" and b["tour"][1] == "b3"


def test_output_file_streams_tour(capsys, tmp_path) -> None:
    out = tmp_path / "tour.txt"
    code, data = solve_json(capsys, "10", "--start", "a1", "--output", str(out))
    assert code == 0 and "tour" not in data
    header, *names = out.read_text().split("\n")
    assert header == "# knighttour tour v1 board=10x10 closed=no start=a1 solver=auto"
    assert names[-1] == ""
    check_tour(10, 10, names[:-1], start="a1")


def test_validate_json_and_text(capsys, tmp_path) -> None:
    _, data = solve_json(capsys, "6", "--start", "a1", "--closed")
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "validate", "6", str(path), "--closed", "--json")
    got = json.loads(out)
    magic = got.pop("magic")  # issue 34 added the magic sums after the contract's keys
    assert code == 0 and got == {
        "board": {"rows": 6, "cols": 6},
        "valid": True,
        "closed": True,
        "squares": 36,
        "reason": "",
    }
    assert len(magic["ranks"]) == len(magic["files"]) == 6
    text = tmp_path / "t.txt"
    text.write_text(" ".join(data["tour"][:10]) + "\n" + "\n".join(data["tour"][10:]))
    code, out, _ = run(capsys, "validate", "6", str(text))
    assert code == 0 and out.startswith("valid closed tour")


@pytest.mark.parametrize(
    "content, needle",
    [
        ("a1 c2 e3", "visits 3 of 64"),
        ("a1 c2 a1", "second time"),
        ("a1 b2", "move 1 (a1 to b2) is not a knight's move"),
        ("a1 z9", "off the 8x8 board"),
    ],
)
def test_validate_says_what_is_wrong(capsys, tmp_path, content: str, needle: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(content)
    code, out, _ = run(capsys, "validate", "8", str(path))
    assert code == 1 and needle in out


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["solve", "0", "--start", "a1"], "at least 1"),
        (["solve", "abc", "--start", "a1"], "not a size"),
        (["solve", "8", "--start", "i9"], "off the 8x8 board"),
        (["solve", "8", "--start", "9"], "not a square name"),
        (["solve", "8"], "--start"),
        (["solve", "8", "--start", "a1", "--solver", "nope"], "unknown solver"),
        (["solve", "8", "--start", "a1", "--max-steps", "0"], "at least 1"),
        (["solve", "8", "--start", "a1", "--max-steps", "lots"], "not a whole number"),
        (["solve", "8", "--start", "a1", "--order", "1,2"], "eight knight jumps"),
        (["solve", "8", "--start", "a1", "--seed", "x"], "seed"),
        (["solve", "8", "--start", "a1", "--solver", "warnsdorff", "--closed"], "closed"),
        (["solve", "8", "--start", "a1", "--solver", "warnsdorff", "--solutions", "2"], "exact"),
        (["solve", "800000x800000", "--start", "a1"], "fit"),
        (["validate", "8", "/nonexistent/file"], "cannot read"),
        (["validate", "x", "-"], "not a size"),
        (["frobnicate"], "invalid choice"),
        ([], "required"),
    ],
)
def test_bad_input_is_one_line_exit_2(capsys, argv: list[str], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("knighttour: error: ")
    assert needle in err


@pytest.mark.parametrize(
    "content", ['{"tour": 5}', '{"tour": ["a1", 3]}', "{not json", '{"no": []}', "a1 c2 !!"]
)
def test_corrupt_tour_files(capsys, tmp_path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run(capsys, "validate", "8", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_binary_tour_file(capsys, tmp_path) -> None:
    path = tmp_path / "bad.bin"
    path.write_bytes(b"\xff\xfe\x00\x81")
    code, _, err = run(capsys, "validate", "8", str(path))
    assert code == 2 and err.count("\n") == 1


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)  # readouterr resets
@given(st.text(max_size=12), st.text(max_size=8))
def test_fuzzed_board_and_square_never_crash(capsys, board: str, square: str) -> None:
    code, out, err = run(capsys, "solve", board, "--start", square, "--max-steps", "100", "--json")
    if code == 2:
        assert out == "" and err.count("\n") == 1 and err.startswith("knighttour: error:")
    else:
        assert code in (0, 1) and json.loads(out)["status"] in ("found", "no-tour", "gave-up")


def test_solvers_lists_catalogue(capsys) -> None:
    code, out, _ = run(capsys, "solvers", "--json")
    names = [s["name"] for s in json.loads(out)]
    assert code == 0 and {"auto", "warnsdorff", "warnsdorff-backtracking"} <= set(names)
    code, out, _ = run(capsys, "solvers")
    assert code == 0 and "warnsdorff-backtracking" in out


@pytest.mark.parametrize("prefix", [[sys.executable, "-m", "knighttour"]])
def test_module_entry_point_and_stdin(prefix: list[str]) -> None:
    solved = subprocess.run(
        [*prefix, "solve", "5", "--start", "c3", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert solved.returncode == 0, solved.stderr
    checked = subprocess.run(
        [*prefix, "validate", "5", "-"],
        input=solved.stdout,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert checked.returncode == 0 and checked.stdout.startswith("valid")
    bad = subprocess.run(
        [*prefix, "solve", "8", "--start", "q0"], capture_output=True, text=True, timeout=120
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_validate_reads_a_large_file_and_points_at_the_break(capsys, tmp_path) -> None:
    out = tmp_path / "big.txt"
    assert main(["solve", "300x301", "--start", "a1", "--output", str(out), "--json"]) == 0
    capsys.readouterr()
    assert main(["validate", "300x301", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["squares"] == 90300
    lines = out.read_text().splitlines()  # a header line, then the squares
    lines[50001] = lines[8]
    out.write_text("\n".join(lines) + "\n")
    assert main(["validate", "300x301", str(out), "--json"]) == 1
    reason = json.loads(capsys.readouterr().out)["reason"]
    assert reason == (
        f"line 50002: move 50000 lands on {lines[8]} a second time "
        "(first visited as square 8 of the tour)"
    )
    lines[50000] = "k!9"
    out.write_text("\n".join(lines) + "\n")
    assert main(["validate", "300x301", str(out)]) == 2
    err = capsys.readouterr().err
    assert "line 50001: square 50000 of the tour: square 'k!9' is not a square name" in err


@settings(max_examples=300, deadline=None)
@given(st.integers(3, 6), st.integers(3, 6), st.lists(st.integers(0, 40), max_size=40))
def test_vectorised_validation_matches_a_move_by_move_check(
    rows: int, cols: int, squares: list[int]
) -> None:
    board = Board(rows, cols)
    reason = Route(board, np.array(squares, dtype=np.int64)).validate()
    seen: set[int] = set()
    expected = ""
    for i, s in enumerate(squares):
        if s >= rows * cols:
            expected = f"square {i + 1} of the tour is not on the board"
        elif s in seen:
            expected = f"move {i} lands on"
        elif i and {
            abs(s % cols - squares[i - 1] % cols),
            abs(s // cols - squares[i - 1] // cols),
        } != {1, 2}:
            expected = f"move {i} ("
        if expected:
            break
        seen.add(s)
    if not squares:
        expected = "the tour is empty"
    elif not expected and len(squares) < rows * cols:
        expected = f"the tour visits {len(squares)} of"
    assert reason.startswith(expected) and (reason == "") == (expected == "")


def test_validate_names_the_line_of_each_kind_of_damage(capsys, tmp_path) -> None:
    out = tmp_path / "t.txt"
    assert main(["solve", "6", "--start", "a1", "--closed", "--output", str(out)]) == 0
    capsys.readouterr()
    header, *lines = out.read_text().splitlines()  # the header is line 1
    cases = {
        "repeat": ([*lines[:10], lines[3], *lines[11:]], "line 12: move 10 lands on"),
        "move": ([*lines[:10], lines[11], lines[10], *lines[12:]], "line 12: move 10 ("),
        "off": (
            [*lines[:10], "g1", *lines[11:]],
            "line 12: square 11 of the tour: square 'g1' is off the 6x6 board",
        ),
    }
    for what, (content, needle) in cases.items():
        out.write_text("\n".join([header, *content]) + "\n")
        assert main(["validate", "6", str(out), "--closed"]) == 1, what
        assert needle in capsys.readouterr().out, what
    assert main(["solve", "5", "--start", "a1", "--output", str(out)]) == 0
    capsys.readouterr()
    assert main(["validate", "5", str(out), "--closed"]) == 1
    assert "invalid: line 26: the tour is not closed: its last square" in capsys.readouterr().out
    out.write_text("\n".join([header, *lines])[:-1])  # the last name cut short
    assert main(["validate", "6", str(out), "--json"]) == 1
    reason = json.loads(capsys.readouterr().out)["reason"]
    assert reason.startswith("line 37: the file looks cut short: its last line")


def test_packed_output_and_validation(capsys, tmp_path) -> None:
    out = tmp_path / "t.ktm"
    assert (
        main(["solve", "40x30", "--start", "a1", "--closed", "--output", str(out), "--json"]) == 0
    )
    capsys.readouterr()
    assert out.read_bytes().startswith(b"# knighttour moves v1 ")
    assert main(["validate", "40x30", str(out), "--closed", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["valid"] and result["closed"] and result["squares"] == 1200
    assert main(["validate", "30x40", str(out)]) == 1
    assert "holds a tour of 40x30, not of 30x40" in capsys.readouterr().out


def test_help_and_bad_arguments_load_no_numpy_and_no_solver() -> None:
    """Help and bad input answer before NumPy, numba or any core module but the variants'
    names is loaded; a command's module is imported only when it runs."""
    code = (
        "import json, sys\n"
        "from knighttour.cli import main\n"
        "main(['solve'])\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'numba')"
        " or m.startswith(('knighttour.core.', 'knighttour.cli.')))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [
        "knighttour.cli.errors",
        "knighttour.cli.main",
        "knighttour.cli.parser",
        "knighttour.core.board",
        "knighttour.core.board.variants",
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="the address-space limit is POSIX's")
@pytest.mark.parametrize("command", ["compare", "solve", "count"])
def test_a_board_too_large_is_refused_before_anything_is_allocated(command: str) -> None:
    """Run under a 3 GiB address-space limit: a command that allocated for the board before
    refusing it would fail on the allocation instead of saying why."""
    import resource
    import subprocess
    import sys

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (3 * 2**30, 3 * 2**30))

    extra = ["--start", "a1"] if command == "solve" else []
    out = subprocess.run(
        [sys.executable, "-m", "knighttour", command, "100000x100000", *extra],
        capture_output=True,
        text=True,
        preexec_fn=limit,
        timeout=120,
    )
    assert out.returncode == 2, out.stderr
    assert "needs about" in out.stderr and "Traceback" not in out.stderr


def test_version_answers_without_numpy_numba_or_qt() -> None:
    """knighttour --version prints "knighttour X.Y.Z", exits 0, and loads nothing heavy."""
    import knighttour

    code = (
        "import json, sys\n"
        "from knighttour.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit as exit:\n"
        "    status = exit.code\n"
        "heavy = sorted(m for m in sys.modules\n"
        "               if m.split('.')[0] in ('numpy', 'numba', 'PySide6'))\n"
        "print(json.dumps([status, heavy]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    lines = out.stdout.splitlines()
    assert lines[0] == f"knighttour {knighttour.__version__}"
    assert json.loads(lines[-1]) == [0, []]
    module = subprocess.run(
        [sys.executable, "-m", "knighttour", "--version"], capture_output=True, text=True
    )
    assert (module.returncode, module.stdout) == (0, f"knighttour {knighttour.__version__}\n")


def test_a_first_run_says_on_stderr_that_it_prepares_the_solvers(tmp_path) -> None:
    """With the kernels not yet compiled on this computer, one line on stderr says why the
    command takes seconds; stdout is the JSON alone; the next run says nothing."""
    import os

    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"))
    argv = [sys.executable, "-m", "knighttour", "solve", "6", "--start", "a1", "--json"]
    runs = [
        subprocess.run(argv, capture_output=True, text=True, env=env, timeout=300) for _ in range(2)
    ]
    first, second = runs
    assert first.returncode == 0 and second.returncode == 0
    assert json.loads(first.stdout)["status"] == "found"
    assert first.stderr.startswith("Preparing the solvers for this computer (once, about ")
    assert first.stderr.count("\n") == 1 and "the searches" in first.stderr
    assert json.loads(second.stdout)["tour"] == json.loads(first.stdout)["tour"]
    assert second.stderr == ""


@pytest.mark.parametrize(
    "argv, option",
    [
        (["solve", "8", "--start", "a1", "--max-steps", "0"], "--max-steps"),
        (["compare", "6", "--max-steps", "-3"], "--max-steps"),
        (
            ["solve", "8", "--start", "a1", "--solver", "backtracking", "--solutions", "0"],
            "--solutions",
        ),
    ],
)
def test_an_option_out_of_range_is_named_once(capsys, argv: list[str], option: str) -> None:
    """'--max-steps must be at least 1' once, not 'argument --max-steps: --max-steps ...'."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count(option) == 1 and "must be at least 1" in err, err


def test_a_null_board_size_in_a_file_is_a_clear_message(capsys, tmp_path) -> None:
    path = tmp_path / "t.json"
    path.write_text('{"board": {"rows": 8, "cols": null}, "tour": ["a1"]}')
    code, out, err = run(capsys, "validate", str(path))
    assert code == 2 and out == ""
    assert "None" not in err and '"cols"' in err and "how many files" in err, err


# each closed tour once (issue 34) --------------------------------------------------------------
def _circuit(names: list[str]) -> tuple[str, ...]:
    """A closed tour as its circuit, written from scratch: from its first square, the way
    round whose second name sorts first."""
    ahead, back = names[1:], names[1:][::-1]
    return (names[0], *min(ahead, back))


@pytest.mark.parametrize(
    "argv, circuits",
    [
        (["5x6", "--solver", "backtracking"], 8),  # A175855: 8 on 5x6
        (["5x6"], 8),  # auto: the exact search, restarted
        (["3x10"], 16),  # auto: the strip method first, then the exact search (A070030)
        (["6", "--solver", "warnsdorff-backtracking"], 9862),  # A001230: 9,862 on 6x6
    ],
)
def test_solutions_list_each_closed_tour_once(capsys, argv: list[str], circuits: int) -> None:
    """--solutions lists every closed tour once (19,724 tours from a1 of 6x6 were 9,862
    circuits each twice); --both-directions gives both ways round."""
    rows, _, cols = argv[0].partition("x")
    rows, cols = int(rows), int(cols or rows)
    base = ["solve", *argv, "--closed", "--start", "a1", "--solutions", "30000", "--json"]
    code, out, _ = run(capsys, *base)
    once = json.loads(out)["tours"]
    assert code == 0 and len(once) == circuits
    for names in once:
        check_tour(rows, cols, names, start="a1", closed=True)
    assert len({_circuit(t) for t in once}) == circuits
    if rows == 3:  # the oracle counts the circuits itself (on 5x6 it took two minutes a
        # case: the published count stands for it there)
        from oracle import variant_graph, variant_tours

        assert variant_tours(variant_graph(rows, cols, 1, 2), None, closed=True) == circuits
    code, out, _ = run(capsys, *base, "--both-directions")
    both = json.loads(out)["tours"]
    assert len(both) == 2 * circuits and len({tuple(t) for t in both}) == 2 * circuits
    assert len({_circuit(t) for t in both}) == circuits


def test_each_circuit_once_is_the_core_searchs_own(capsys) -> None:
    """The window's Next solution calls the search: make_search's closed searches list each
    circuit once by themselves, whichever solver made them."""
    from knighttour.core.solve.catalogue import make_search
    from knighttour.core.solve.run_loop import drive

    board = Board(3, 10)
    for solver, both in (("auto", False), ("backtracking", False), ("auto", True)):
        search = make_search(board, 0, solver, True, both_directions=both)
        seen = []
        while drive(search) == "found":
            seen.append(tuple(board.names(search.path())))
            if not search.next_solution():
                break
        assert len(seen) == (32 if both else 16) and len(set(seen)) == len(seen)
        assert len({_circuit(list(t)) for t in seen}) == 16


def test_solutions_in_text_prints_every_tour_numbered(capsys) -> None:
    code, out, _ = run(capsys, "solve", "5x6", "--closed", "--start", "a1", "--solutions", "5")
    assert code == 0
    assert "5 tours found (each circuit once" in out
    assert [ln for ln in out.splitlines() if ln.startswith("Tour ")] == [
        f"Tour {k} of 5:" for k in range(1, 6)
    ]
    # each diagram is a tour: the numbers 1..30 on the board, read back into names
    blocks = out.split("Tour ")[1:]
    for block in blocks:
        lines = [ln for ln in block.splitlines()[1:] if ln.strip() and ln.split()[0].isdigit()]
        assert len(lines) == 5
        where = {}
        for ln in lines:
            rank, *cells = ln.split()
            for f, cell in enumerate(cells):
                where[int(cell)] = f"{'abcdef'[f]}{rank}"
        check_tour(5, 6, [where[k] for k in range(1, 31)], start="a1", closed=True)


def test_solutions_to_files_writes_every_tour(capsys, tmp_path) -> None:
    out_txt = tmp_path / "tours.txt"
    code, out, _ = run(
        capsys,
        "solve",
        "5x6",
        "--closed",
        "--start",
        "a1",
        "--solutions",
        "4",
        "--output",
        str(out_txt),
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["files"] == [str(tmp_path / f"tours-{k}.txt") for k in range(1, 5)]
    tours = []
    for name in data["files"]:
        text = Path(name).read_text().splitlines()
        lines = [ln for ln in text if not ln.startswith("#")]
        check_tour(5, 6, lines, start="a1", closed=True)
        tours.append(tuple(lines))
    assert len({_circuit(list(t)) for t in tours}) == 4
    # a .json FILE: one tour set, as the window opens it
    code, out, _ = run(
        capsys,
        "solve",
        "5x6",
        "--closed",
        "--start",
        "a1",
        "--solutions",
        "4",
        "--output",
        str(tmp_path / "set.json"),
    )
    assert code == 0 and "The 4 tours are in" in out
    doc = json.loads((tmp_path / "set.json").read_text())
    assert len(doc["tours"]) == 4 and [tuple(t) for t in doc["tours"]] == tours


@pytest.mark.parametrize("name", sorted(parser_module.COMMANDS))
def test_each_command_the_parser_declares_has_its_handler(name) -> None:
    """One table of commands: each declared to the parser runs its own module's run()."""
    import importlib

    run = importlib.import_module("knighttour.cli.main")._command(name)
    assert run.__module__ == f"knighttour.cli.{name}" and run.__name__ == "run"
