"""The edges a puzzle fan and a student met: a header's claim of a closed tour holds whichever
board the file is checked on, every tour of a set is checked, files from Windows Notepad (a
byte-order mark) are read, a packed file is not called one square per line, and runs that
would not end in any useful time are refused or bounded at once."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from oracle import check_tour

from knighttour.cli import main


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def tour_of(spec: str, start: str = "a1", *more: str) -> list[str]:
    code, out, _ = run_cli("solve", spec, "--start", start, "--json", *more)
    assert code == 0
    return json.loads(out)["tour"]


def test_a_header_saying_closed_is_held_to_it_on_any_board(tmp_path) -> None:
    """closed=yes around an open tour: invalid with `validate FILE` and, before, valid with
    `validate 5 FILE`; now invalid both ways, for the same reason."""
    names = tour_of("5")
    check_tour(5, 5, names, start="a1")  # open: 5x5 has no closed tour
    path = tmp_path / "t.txt"
    path.write_text(
        "# knighttour tour v1 board=5x5 closed=yes start=a1\n" + "\n".join(names) + "\n"
    )
    answers = [run_cli("validate", *board, str(path), "--json") for board in ([], ["5"])]
    for code, out, _ in answers:
        assert code == 1 and json.loads(out)["valid"] is False
        assert "not closed" in json.loads(out)["reason"]
    assert json.loads(answers[0][1])["reason"] == json.loads(answers[1][1])["reason"]


def test_a_json_tour_saying_closed_is_held_to_it_on_a_given_board(tmp_path) -> None:
    names = tour_of("5")
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"board": {"rows": 5, "cols": 5}, "closed": True, "tour": names}))
    for board in ([], ["5"]):
        code, out, _ = run_cli("validate", *board, str(path))
        assert code == 1 and "not closed" in out


def test_every_tour_of_a_set_is_checked(tmp_path) -> None:
    path = tmp_path / "set.json"
    code, _, _ = run_cli("solve", "6", "--start", "a1", "--solutions", "3", "--output", str(path))
    assert code == 0
    document = json.loads(path.read_text())
    assert len(document["tours"]) == 3
    for names in document["tours"]:
        check_tour(6, 6, names, start="a1")
    code, out, _ = run_cli("validate", str(path), "--json")
    assert (code, json.loads(out)["valid"], json.loads(out)["tours"]) == (0, True, 3)
    # the third tour broken: two of its squares swapped
    third = document["tours"][2]
    third[10], third[20] = third[20], third[10]
    path.write_text(json.dumps(document))
    code, out, _ = run_cli("validate", str(path))
    assert code == 1 and out.startswith("invalid: tour 3 of 3: ")
    # a square of the second no square of the board: said of that tour
    document["tours"][1][4] = "z9"
    path.write_text(json.dumps(document))
    code, _, err = run_cli("validate", str(path))
    assert code == 2 and 'tour 2 of its "tours", square 5 of the tour' in err


@pytest.mark.parametrize("kind", ["text", "header", "json"])
def test_a_file_with_a_byte_order_mark_is_read(tmp_path, kind: str) -> None:
    names = tour_of("5")
    body = {
        "text": "\r\n".join(names) + "\r\n",
        "header": "# knighttour tour v1 board=5x5 closed=no start=a1\r\n" + "\r\n".join(names),
        "json": json.dumps({"board": {"rows": 5, "cols": 5}, "tour": names}),
    }[kind]
    path = tmp_path / "notepad.txt"
    path.write_bytes(b"\xef\xbb\xbf" + body.encode())
    code, out, err = run_cli("validate", *(["5"] if kind == "text" else []), str(path))
    assert (code, err) == (0, "") and out.startswith("valid open tour of 25 squares")


def test_a_packed_file_is_not_called_one_square_per_line(tmp_path) -> None:
    code, out, _ = run_cli("solve", "6", "--start", "a1", "--output", str(tmp_path / "t.ktm"))
    assert code == 0 and "one square per line" not in out and "packed" in out
    code, out, _ = run_cli("solve", "6", "--start", "a1", "--output", str(tmp_path / "t.txt"))
    assert code == 0 and "one square per line" in out


def test_a_count_estimated_past_a_day_is_refused_with_its_estimate() -> None:
    code, out, err = run_cli("count", "3x1000000", "--closed")
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    assert "estimated to take" in err and "days" in err and "--allow-long" in err


def test_a_count_within_a_day_is_not_refused() -> None:
    code, out, _ = run_cli("count", "3x300", "--closed", "--json")
    assert code == 0 and json.loads(out)["count"] > 0


def test_repeat_has_an_upper_bound() -> None:
    code, out, err = run_cli("compare", "5", "--repeat", "1000000000000")
    assert (code, out) == (2, "") and "at most 1,000" in err


def test_repeats_are_checked_to_make_the_same_moves(monkeypatch) -> None:
    code, out, err = run_cli(
        "compare", "6", "--repeat", "3", "--starts", "a1,c3", "--solvers", "warnsdorff-random,"
        "backtracking", "--json"
    )  # fmt: skip
    assert code == 0 and err == ""
    rows = json.loads(out)
    assert len(rows) == 4 and all(row["same_moves"] is True for row in rows)
    # a search whose moves changed from one run to the next is reported, not hidden
    from dataclasses import replace

    from knighttour.core.solve import pipeline

    real = pipeline.search_of
    made = iter(range(1000))

    def varying(asked, **kw):
        return real(replace(asked, solver="warnsdorff-random", seed=next(made)), **kw)

    monkeypatch.setattr(pipeline, "search_of", varying)
    code, out, err = run_cli("compare", "8", "--repeat", "3", "--starts", "a1", "--solvers",
                             "warnsdorff-random", "--json")  # fmt: skip
    assert code == 0 and json.loads(out)[0]["same_moves"] is False
    assert "did not make the same moves" in err


def test_an_exhaustive_search_without_a_limit_on_a_large_board_says_it_may_not_end() -> None:
    code, _, err = run_cli("solve", "10", "--start", "a1", "--solver", "warnsdorff-backtracking")
    assert code == 0 and "may not end" in err and "--max-steps" in err
    for quiet in (
        ["solve", "8", "--start", "a1", "--solver", "warnsdorff-backtracking"],
        ["solve", "10", "--start", "a1", "--solver", "warnsdorff-backtracking", "--max-steps", "9"],
        ["solve", "10", "--start", "a1"],  # Automatic: a cap or a construction of its own
        ["solve", "10", "--start", "a1", "--solver", "warnsdorff"],  # a heuristic ends
    ):
        assert "may not end" not in run_cli(*quiet)[2], quiet
