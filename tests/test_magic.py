"""Magic sums (core/board/magic.py): the move numbers added up along ranks, files and
diagonals, validate's "magic" object and sentence, and the gallery of classic semi-magic
tours, each checked by the independent oracle."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from oracle import check_tour, magic_sums

from knighttour.cli import main
from knighttour.core.board.board import Board, build_board
from knighttour.core.board.magic import (
    MagicSums,
    classic_tours,
    magic_applies,
)
from knighttour.core.board.magic import magic_sums as core_magic_sums
from knighttour.core.files import formats
from knighttour.core.files.packed import write_packed


def test_the_gallery_holds_classic_semi_magic_tours_each_checked_independently() -> None:
    tours = classic_tours()
    assert [t.year for t in tours] == sorted(t.year for t in tours)
    assert any(t.author == "William Beverley" and t.year == 1848 for t in tours)
    for tour in tours:
        board = tour.board
        names = board.names(tour.squares())
        check_tour(board.rows, board.cols, names)  # a knight's tour of the whole board
        sums = magic_sums(board.rows, board.cols, names)  # added up by the oracle
        assert sums["semi_magic"], tour.title
        assert set(sums["ranks"]) == {board.size * (board.size + 1) // 2 // board.rows}
        assert tour.author and tour.source and tour.note and str(tour.year) in tour.title
    # Dudeney's is re-entrant, with the diagonals he gave: 264 and 256
    (dudeney,) = [t for t in tours if t.key == "dudeney-1917"]
    names = dudeney.board.names(dudeney.squares())
    check_tour(8, 8, names, closed=True)
    assert sorted(magic_sums(8, 8, names)["diagonals"]) == [256, 264]
    assert sorted(t.key for t in tours) == ["beverley-1848", "dudeney-1917"]


def _validate(capsys, tmp_path, board_args: list[str], text: str, name: str = "t.txt"):
    path = tmp_path / name
    path.write_text(text)
    code = main(["validate", board_args[0], str(path), *board_args[1:], "--json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("tour", classic_tours(), ids=lambda t: t.key)
def test_validate_gives_the_magic_sums_of_a_classic_tour(capsys, tmp_path, tour) -> None:
    board = tour.board
    names = board.names(tour.squares())
    expected = magic_sums(8, 8, names)
    code, data = _validate(capsys, tmp_path, ["8"], "\n".join(names) + "\n")
    assert code == 0 and data["valid"]
    assert data["magic"] == expected
    assert data["magic"]["semi_magic"] is True and data["magic"]["magic"] is False
    # the same from the tour as JSON and as a packed file
    (tmp_path / "t.json").write_text(json.dumps({"board": {"rows": 8, "cols": 8}, "tour": names}))
    assert main(["validate", str(tmp_path / "t.json"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["magic"] == expected
    with open(tmp_path / "t.ktm", "wb") as fh:
        write_packed(fh, tour.squares(), board)
    assert main(["validate", str(tmp_path / "t.ktm"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["magic"] == expected
    # the text says so
    assert main(["validate", "8", str(tmp_path / "t.txt")]) == 0
    out = capsys.readouterr().out
    assert "semi-magic: every rank and every file adds up to 260" in out


def test_an_ordinary_tour_is_not_semi_magic_and_the_text_is_silent(capsys, tmp_path) -> None:
    assert main(["solve", "8", "--start", "a1", "--solver", "warnsdorff", "--json"]) == 0
    names = json.loads(capsys.readouterr().out)["tour"]
    code, data = _validate(capsys, tmp_path, ["8"], "\n".join(names) + "\n")
    assert code == 0 and data["magic"] == magic_sums(8, 8, names)
    assert data["magic"]["semi_magic"] is False
    main(["validate", "8", str(tmp_path / "t.txt")])
    assert "magic" not in capsys.readouterr().out


def test_no_magic_sums_for_an_invalid_tour_a_board_with_holes_or_three_dimensions(
    capsys, tmp_path
) -> None:
    code, data = _validate(capsys, tmp_path, ["8"], "a1\nc2\n")
    assert code == 1 and data["magic"] is None
    main(["solve", "5", "--start", "a1", "--holes", "c3", "--json"])
    holey = json.loads(capsys.readouterr().out)
    assert holey["status"] == "found"
    code, data = _validate(
        capsys, tmp_path, ["5", "--holes", "c3"], "\n".join(holey["tour"]) + "\n"
    )
    assert code == 0 and data["valid"] and data["magic"] is None
    assert not magic_applies(build_board(4, 4, layers=4))
    assert not magic_applies(build_board(5, 5, holes=["c3"]))
    assert magic_applies(build_board(6, 6, wrap="torus", leaper=(1, 4)))


def test_magic_needs_both_diagonals_and_a_square_board() -> None:
    square = MagicSums((34,) * 4, (34,) * 4, (34, 34))
    assert square.semi_magic and square.magic
    assert square.sentence().startswith("It is magic: every rank, every file and both")
    off = MagicSums((34,) * 4, (34,) * 4, (30, 38))
    assert off.semi_magic and not off.magic
    oblong = MagicSums((39,) * 4, (52,) * 3, None)
    assert oblong.semi_magic and not oblong.magic
    assert "every rank adds up to 39 and every file to 52" in oblong.sentence()
    assert MagicSums((1, 2), (1, 2), (1, 2)).sentence() == ""


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.integers(5, 9),
    cols=st.integers(5, 12),
    seed=st.integers(0, 1000),
    data=st.data(),
)
def test_the_sums_of_any_tour_match_the_oracles(rows, cols, seed, data) -> None:
    """Every tour Warnsdorff's random rule finds: the core's sums (added up a chunk at a
    time by the validator, or at once) against the oracle's."""
    from knighttour.core.board.check_tour import validate_squares
    from knighttour.core.solve.catalogue import make_search
    from knighttour.core.solve.run_loop import drive

    board = Board(rows, cols)
    start = data.draw(st.integers(0, board.size - 1))
    search = make_search(board, start, "warnsdorff-random", seed=seed)
    assume(drive(search) == "found")  # (a heuristic's dead end: counted by Hypothesis)
    squares = search.path()
    names = board.names(squares)
    check_tour(rows, cols, names)
    expected = magic_sums(rows, cols, names)
    assert core_magic_sums(board, squares).to_json() == expected
    verdict = validate_squares(squares, board, magic=True)
    assert verdict.ok and verdict.magic is not None
    assert verdict.magic.to_json() == expected
    # the text reader adds the sums a chunk at a time
    import io

    from knighttour.core.files.check_file import validate_stream

    text = formats.tour_text_bytes(board, np.asarray(squares), closed=False)
    streamed = validate_stream(io.BytesIO(text), board, magic=True)
    assert streamed.ok and streamed.magic is not None and streamed.magic.to_json() == expected


def _sums_by_hand(rows: int, cols: int, squares: list[int]) -> tuple:
    """The move numbers of squares added up by rank, by file and (square boards) along the
    two long diagonals, written out here from the definition."""
    ranks, files = [0] * rows, [0] * cols
    diagonals = [0, 0]
    for number, square in enumerate(squares, start=1):
        rank, file = divmod(square, cols)
        ranks[rank] += number
        files[file] += number
        diagonals[0] += number if rank == file else 0
        diagonals[1] += number if rank + file == cols - 1 else 0
    return tuple(ranks), tuple(files), tuple(diagonals) if rows == cols else None


@pytest.mark.parametrize("shown", [0, 1, 2, 7, 33, 63, 64])
def test_the_sums_so_far_of_a_tour_being_stepped_through(shown: int) -> None:
    """The window's sums of the first moves shown, against the definition worked by hand,
    on Beverley's tour (a square board: the diagonals too) and on a tour of 5x6."""
    from knighttour.core.board.magic import sums_so_far
    from knighttour.core.solve.catalogue import make_search
    from knighttour.core.solve.run_loop import drive

    beverley = classic_tours()[0]
    squares = [int(s) for s in beverley.squares()][:shown]
    sums = sums_so_far(beverley.board, np.array(squares, dtype=np.int64))
    assert (sums.ranks, sums.files, sums.diagonals) == _sums_by_hand(8, 8, squares)
    board = build_board(5, 6)
    search = make_search(board, 0, "warnsdorff")
    drive(search, 10_000)
    path = [int(s) for s in search.path()][: min(shown, 30)]
    sums = sums_so_far(board, np.array(path, dtype=np.int64))
    assert (sums.ranks, sums.files, sums.diagonals) == _sums_by_hand(5, 6, path)


def test_boards_without_magic_sums_say_so() -> None:
    """Holes or three dimensions: no sums so far, no tally (and the refusal names the board)."""
    from knighttour.core.board.magic import MagicTally, sums_so_far

    for board in (build_board(5, 6, holes=["a1"]), build_board(3, 4, layers=2)):
        assert sums_so_far(board, np.array([0], dtype=np.int64)) is None
        with pytest.raises(ValueError, match=f"a tour of {board.spec} has no magic sums"):
            MagicTally(board)


def test_a_tally_adds_a_chunk_at_a_time_and_counts_what_it_added() -> None:
    from knighttour.core.board.magic import MagicTally

    beverley = classic_tours()[0]
    squares = beverley.squares()
    tally = MagicTally(beverley.board)
    tally.add(np.array([], dtype=np.int64), 1)
    assert tally.added == 0
    assert tally.result().ranks == (0,) * 8
    tally.add(squares[:40], 1)
    tally.add(squares[40:], 41)
    assert tally.added == 64
    whole = tally.result()
    assert (whole.ranks, whole.files, whole.diagonals) == _sums_by_hand(
        8, 8, [int(s) for s in squares]
    )
    assert whole.ranks == (260,) * 8 and whole.files == (260,) * 8


@pytest.mark.parametrize(
    "sums, said",
    [
        (
            MagicSums((260,) * 8, (260,) * 8, (260, 260)),
            "It is magic: every rank, every file and both long diagonals add up to 260.",
        ),
        (
            MagicSums((260,) * 8, (260,) * 8, (264, 256)),
            "It is semi-magic: every rank and every file adds up to 260 (the long diagonals "
            "add up to 264 and 256).",
        ),
        (
            MagicSums((1_550,) * 4, (1_240,) * 5, None),
            "It is semi-magic: every rank adds up to 1,550 and every file to 1,240.",
        ),
        (MagicSums((260,) * 8, (259, 261) * 4, (260, 260)), ""),
        (MagicSums((259, 261) * 4, (260,) * 8, None), ""),
    ],
)
def test_what_the_sums_say(sums: MagicSums, said: str) -> None:
    assert sums.sentence() == said


def test_warming_up_compiles_the_tally_for_both_widths_of_squares() -> None:
    """A window's tour of a million squares is int32, a file's int64: both are compiled."""
    from knighttour.core.board import magic
    from knighttour.core.solve import warm_ups

    warm_ups.magic_tally()
    widths = {str(signature[0].dtype) for signature in magic._add.signatures}
    assert {"int32", "int64"} <= widths
