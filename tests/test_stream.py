"""The streamed file formats (files/text_writer.py, text_reader.py, packed.py, validate_file.py)
and the one-pass validator (board/validate.py): square names written and read in chunks,
packed files, validation."""

from __future__ import annotations

import io
import itertools
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knighttour.core.board import geometry, validate
from knighttour.core.board.board import Board, Board3D, build_board
from knighttour.core.board.tour import Tour
from knighttour.core.files import packed, text_reader, text_writer, validate_file
from knighttour.core.solve import divide_conquer
from knighttour.core.solve.catalogue import make_search


def tour_of(board: Board, start: int = 0, closed: bool = False) -> np.ndarray:
    search = make_search(board, start, "auto", closed)
    while search.advance(1 << 20) == "running":
        pass
    assert search.status == "found"
    return search.path()


def text_of(squares, board: Board) -> bytes:
    return text_writer.names_bytes(np.asarray(squares), board)


BOARDS = [
    Board(8, 8),
    Board(5, 60),
    Board(3, 1000),
    build_board(6, 6, wrap="torus"),
    Board3D.make(3, 4, 5),
    Board3D.make(2, 3, 30),
]


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.spec + b.wrap)
def test_every_square_written_then_read_is_equal(board: Board) -> None:
    squares = np.arange(board.size, dtype=np.int64)[::-1].copy()
    data = text_of(squares, board)
    assert data.decode().split("\n") == [*board.names(squares), ""]
    assert np.array_equal(text_reader.read_squares(io.BytesIO(data), board), squares)


def test_a_tour_written_then_read_is_equal_and_valid() -> None:
    board = Board(30, 32)
    path = divide_conquer.closed_tour(board, 0)
    data = text_of(path, board)
    back = text_reader.read_squares(io.BytesIO(data), board)
    assert back.dtype == np.int32 and np.array_equal(back, path)
    result = validate_file.validate_stream(io.BytesIO(data), board, closed=True, start=0)
    assert result.ok and result.closed and result.squares == board.size and result.reason == ""


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(1, 800), st.data())
def test_names_match_board_names(rows: int, cols: int, data: st.DataObject) -> None:
    board = Board(rows, cols)
    squares = data.draw(st.lists(st.integers(0, board.size - 1), max_size=50))
    encoded = text_of(np.array(squares, dtype=np.int64), board)
    assert encoded.decode() == "".join(f"{n}\n" for n in board.names(squares))
    assert text_reader.read_squares(io.BytesIO(encoded), board).tolist() == squares


def test_reading_skips_comments_blanks_and_takes_any_separator() -> None:
    board = Board(8, 8)
    data = b"# knighttour tour v1 board=8x8\n\n  A1, c2\tE3\r\n# more\n\ng4 # after\n"
    assert board.names(text_reader.read_squares(io.BytesIO(data), board)) == [
        "a1",
        "c2",
        "e3",
        "g4",
    ]


def test_chunks_carry_names_and_comments_across_their_edges(monkeypatch) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 37)
    monkeypatch.setattr(text_reader, "CHUNK", 5)
    monkeypatch.setattr(validate_file, "CHUNK", 5)
    board = Board(30, 32)
    path = divide_conquer.closed_tour(board, 0)
    data = b"# a header line that is longer than one whole read of the file\n" + text_of(
        path, board
    )
    assert np.array_equal(text_reader.read_squares(io.BytesIO(data), board), path)
    assert validate_file.validate_stream(io.BytesIO(data), board, closed=True).ok
    lines = data.decode().splitlines()
    lines[400] = lines[9]
    bad = validate_file.validate_stream(io.BytesIO("\n".join(lines).encode() + b"\n"), board)
    assert bad.line == 401 and bad.index == 400 and bad.kind == "repeat"
    assert bad.reason == f"move 399 lands on {lines[9]} a second time (first visited at square 9)"


def test_a_bad_name_is_an_error_naming_line_and_text() -> None:
    board = Board(8, 8)
    with pytest.raises(
        text_reader.StreamError,
        match=r"line 3: square 3 of the tour: square 'k!9' is "
        "not a square name",
    ) as info:
        text_reader.read_squares(io.BytesIO(b"a1\nc2\nk!9\n"), board)
    assert info.value.line == 3 and info.value.text == "k!9"
    with pytest.raises(text_reader.StreamError, match=r"line 2: .* 'i1' is off the 8x8 board"):
        text_reader.read_squares(io.BytesIO(b"a1\ni1\n"), board)
    with pytest.raises(text_reader.StreamError, match="such as a1:1"):
        text_reader.read_squares(io.BytesIO(b"a1\n"), Board3D.make(2, 2, 2))


# --- the validator: one message for each way a file can be wrong ----------------------------


@pytest.fixture(scope="module")
def good() -> tuple[Board, list[str]]:
    board = Board(6, 6)
    return board, board.names(tour_of(board, 0, closed=True))


def check_text(
    board: Board, text: str, closed: bool = False, start: int | None = None
) -> validate.Validation:
    return validate_file.validate_stream(io.BytesIO(text.encode()), board, closed, start)


def test_valid_file(good) -> None:
    board, names = good
    result = check_text(board, "\n".join(names) + "\n", closed=True, start=0)
    assert result == validate.Validation(True, 36, "", 0, 0, "", True)


def test_repeated_square_names_its_line(good) -> None:
    board, names = good
    lines = ["# header", *names]
    lines[20] = lines[5]
    result = check_text(board, "\n".join(lines) + "\n")
    assert (result.ok, result.kind, result.line, result.index) == (False, "repeat", 21, 20)
    assert result.message == (
        f"line 21: move 19 lands on {names[4]} a second time (first visited at square 5)"
    )


def test_illegal_move_names_its_line(good) -> None:
    board, names = good
    names = list(names)
    names[10], names[11] = names[11], names[10]
    result = check_text(board, "\n".join(names) + "\n")
    assert result.kind == "move" and result.line == 11
    assert result.message == (
        f"line 11: move 10 ({names[9]} to {names[10]}) is not a knight's move"
    )


def test_truncated_last_line_says_the_file_is_cut_short(good) -> None:
    board, names = good
    text = "\n".join(names) + "\n"
    for cut in (1, 2):  # in the middle of the last name, and just after its letter
        result = check_text(board, text[: -1 - cut] if len(names[-1]) > cut else text[:-2])
        assert result.kind == "truncated" and result.line == 36, result
        assert "the file looks cut short: its last line" in result.reason
    # cut after a whole line: a short file whose last line ends in a newline
    result = check_text(board, "\n".join(names[:30]) + "\n")
    assert result.kind == "missing" and result.line == 30
    assert result.message.startswith("line 30: the tour visits 30 of 36 squares; never visited:")


def test_square_off_the_board_names_its_line(good) -> None:
    board, names = good
    result = check_text(board, "\n".join([*names[:3], "g7", *names[4:]]) + "\n")
    assert result.kind == "off-board" and result.line == 4 and result.index == 4
    assert result.message == (
        "line 4: square 4 of the tour: square 'g7' is off the 6x6 board (files a-f, ranks 1-6)"
    )


def test_missing_closing_move_names_the_last_line(good) -> None:
    board = Board(5, 5)
    names = board.names(tour_of(board, 0))
    assert check_text(board, "\n".join(names)).ok  # open is fine when open is asked for
    result = check_text(board, "\n".join(names) + "\n", closed=True)
    assert result.kind == "open" and result.line == 25
    assert result.message == (
        f"line 25: the tour is not closed: its last square {names[-1]} "
        f"is not a knight's move from its first a1"
    )


def test_other_problems(good) -> None:
    board, names = good
    assert check_text(board, "").kind == "empty"
    assert check_text(board, "# only a header\n\n").reason == "the tour is empty"
    result = check_text(board, "\n".join(names) + "\n", start=board.parse_square("c3"))
    assert result.kind == "start" and result.line == 1
    assert result.reason == "the tour starts on a1, not on c3"
    result = check_text(board, "a1 c2\nzz?\n")
    assert (
        result.kind == "syntax"
        and result.line == 2
        and "'zz?' is not a square name" in (result.reason)
    )
    holed = replace(board, removed=frozenset({board.parse_square(names[3])}))
    result = check_text(holed, "\n".join(names) + "\n")
    assert result.kind == "hole" and result.line == 4 and "removed" in result.reason


def test_progress_and_stop(monkeypatch, good) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    board, names = good
    data = ("\n".join(names) + "\n").encode()
    seen: list[tuple[int, int]] = []
    assert validate_file.validate_stream(
        io.BytesIO(data), board, progress=lambda d, t: seen.append((d, t))
    ).ok
    assert seen and all(b >= a for (a, _), (b, _) in itertools.pairwise(seen))
    stopped = validate_file.validate_stream(io.BytesIO(data), board, stop=lambda: True)
    assert stopped.kind == "stopped" and not stopped.ok
    with pytest.raises(geometry.Stopped):
        text_reader.read_squares(io.BytesIO(data), board, stop=lambda: True)


def test_arrays_are_validated_by_the_same_kernel(good) -> None:
    board, names = good
    squares = np.array([board.parse_square(n) for n in names])
    assert validate.validate_squares(squares, board, closed=True).closed
    bad = squares.copy()
    bad[7] = 99
    assert (
        validate.validate_squares(bad, board).reason == "square 8 of the tour is not on the board"
    )
    assert Tour(board, bad).validate() == "square 8 of the tour is not on the board"


@pytest.mark.parametrize(
    "board",
    [
        build_board(6, 6, wrap="torus", holes=["c3", "d3"]),
        build_board(5, 6, leaper=(2, 3), wrap="torus"),
        Board3D.make(4, 4, 4),
    ],
    ids=lambda b: b.spec + b.wrap,
)
def test_variant_boards_validate_and_pack(board: Board) -> None:
    path = tour_of(board, int(board.live_squares()[0]))
    data = text_of(path, board)
    assert validate_file.validate_stream(io.BytesIO(data), board).ok
    assert Tour(board, path).validate() == ""
    packed_file = io.BytesIO()
    packed.write_packed(packed_file, path, board)
    own, back = packed.read_packed(io.BytesIO(packed_file.getvalue()))
    assert np.array_equal(back, path) and own.spec == board.spec and own.wrap == board.wrap
    assert own.removed == board.removed
    assert validate_file.validate_stream(io.BytesIO(packed_file.getvalue()), board).ok


# --- packed files ------------------------------------------------------------------------------


def test_packed_file_round_trip_memory_mapped(tmp_path) -> None:
    board = Board(30, 40)
    path = divide_conquer.closed_tour(board, 0)
    target = tmp_path / ("t" + packed.PACKED_SUFFIX)
    with open(target, "wb") as fh:
        packed.write_packed(fh, path, board)
    raw = target.read_bytes()
    assert raw.startswith(packed.PACKED_MAGIC) and raw.index(b"\n") % 64 == 63
    assert len(raw) == raw.index(b"\n") + 1 + board.size - 1
    _, back = packed.read_packed(target, board)
    assert np.array_equal(back, path)
    result = validate_file.validate_stream(target, board, closed=True)
    assert result.ok and result.closed and result.squares == board.size
    # cut short, another board, a byte that is no jump
    target.write_bytes(raw[:-5])
    assert validate_file.validate_stream(target, board).kind == "truncated"
    with pytest.raises(text_reader.StreamError, match="cut short"):
        packed.read_packed(target)
    target.write_bytes(raw)
    assert validate_file.validate_stream(target, Board(40, 30)).kind == "board"
    broken = bytearray(raw)
    broken[raw.index(b"\n") + 1 + 100] = 200
    target.write_bytes(bytes(broken))
    result = validate_file.validate_stream(target, board)
    assert result.kind == "move" and result.index == 102 and "byte 200" in result.reason
    with pytest.raises(ValueError, match="not a move"):
        packed.write_packed(io.BytesIO(), np.array([0, 1]), board)


def test_npy_files_are_validated_memory_mapped(tmp_path) -> None:
    board = Board(10, 10)
    path = divide_conquer.closed_tour(board, 0)
    target = tmp_path / "t.npy"
    np.save(target, path)
    assert validate_file.validate_stream(target, board, closed=True).ok
    np.save(target, path[:-1])
    assert validate_file.validate_stream(target, board).kind == "missing"


@pytest.mark.parametrize(
    "rows, cols, start, closed",
    [
        (30, 32, "a1", True),
        (21, 23, "e5", False),
        (11, 41, "f6", False),
        (41, 11, "f6", False),
    ],
)
def test_a_lazy_built_tour_walked_in_chunks_is_the_built_tour(
    rows: int, cols: int, start: str, closed: bool
) -> None:
    from knighttour.core.solve.built import ConstructSearch

    board = Board(rows, cols)
    s = board.parse_square(start)
    eager = ConstructSearch(board, s, closed)
    eager.advance(1)
    lazy = ConstructSearch(board, s, closed)
    lazy.lazy = True
    lazy.advance(1)
    assert lazy.status == eager.status == "found" and lazy.steps == eager.steps
    path = eager.path()
    assert np.array_equal(lazy.path(), path)
    pieces = [chunk.copy() for chunk in lazy.path_chunks(97)]
    assert len(pieces) > 1 and np.array_equal(np.concatenate(pieces), path)
    text, packed_file = io.BytesIO(), io.BytesIO()
    text_writer.write_squares(text, lazy.path_chunks(101), board, count=lazy.depth)
    assert text.getvalue() == text_of(path, board)
    packed.write_packed(packed_file, lazy.path_chunks(101), board, count=lazy.depth)
    assert np.array_equal(packed.read_packed(io.BytesIO(packed_file.getvalue()))[1], path)


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 7), st.integers(3, 30), st.booleans(), st.data())
def test_text_and_arrays_get_the_same_verdict_and_the_right_line(
    rows: int, cols: int, closed: bool, data: st.DataObject
) -> None:
    board = Board(rows, cols)
    if data.draw(st.booleans()) and board.size % 2 == 0 and min(rows, cols) >= 5:
        squares = [
            int(s) for s in divide_conquer.closed_tour(board, 0)
        ]  # a valid one, maybe spoilt
        if data.draw(st.booleans()):
            i, j = (
                data.draw(st.integers(0, len(squares) - 1)),
                data.draw(st.integers(0, len(squares) - 1)),
            )
            squares[i], squares[j] = squares[j], squares[i]
    else:
        squares = data.draw(st.lists(st.integers(0, board.size - 1), max_size=3 * board.size))
    names = board.names(squares)
    text, line, lines = [], 1, []
    for name in names:
        if data.draw(st.integers(0, 9)) == 0:
            text.append("# a comment, a1 c2\n")
            line += 1
        lines.append(line)
        sep = data.draw(st.sampled_from(["\n", " ", ",", "\r\n", "\t"]))
        text.append(name.upper() if data.draw(st.booleans()) else name)
        text.append(sep)
        line += sep.endswith("\n")
    result = validate_file.validate_stream(
        io.BytesIO(("".join(text) + "\n").encode()), board, closed
    )
    expected = Tour(board, np.array(squares, dtype=np.int64)).validate(closed)
    assert result.reason == expected and result.ok == (expected == "")
    if result.kind in ("repeat", "move", "start", "hole"):
        assert result.line == lines[result.index - 1]
    elif result.kind in ("missing", "open"):
        assert result.line == lines[-1]


@settings(max_examples=300, deadline=None)
@given(
    st.binary(max_size=200) | st.text(alphabet="aAbz019:#,\t\r\n !", max_size=200),
    st.sampled_from([Board(5, 6), Board3D.make(2, 3, 3), build_board(4, 5, wrap="torus")]),
    st.integers(1, 40),
)
def test_any_bytes_give_a_verdict_or_a_clear_error(data, board: Board, read: int) -> None:
    raw = data.encode() if isinstance(data, str) else data
    old = text_reader.READ_BYTES
    text_reader.READ_BYTES = read  # chunk edges everywhere
    try:
        try:
            result = validate_file.validate_stream(io.BytesIO(raw), board)
            assert isinstance(result, validate.Validation) and (result.ok or result.reason)
            assert "\n" not in result.message
        except text_reader.StreamError as exc:  # a broken packed or .npy file
            assert raw.startswith((packed.PACKED_MAGIC, validate_file.NPY_MAGIC)), exc
        try:
            squares = text_reader.read_squares(io.BytesIO(raw), board)
            assert ((squares >= 0) & (squares < board.size)).all()
        except text_reader.StreamError as exc:
            assert "\n" not in str(exc) and exc.line >= 1 and "tour" in str(exc)
    finally:
        text_reader.READ_BYTES = old


def test_a_comment_longer_than_a_read_and_a_line_past_the_longest(monkeypatch) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 8)
    board = Board(5, 6)
    path = divide_conquer.closed_tour(board, 0)
    data = b"#" + b"x" * 100 + b"\n" + text_of(path, board)
    assert validate_file.validate_stream(io.BytesIO(data), board, closed=True).ok
    monkeypatch.setattr(text_reader, "LONGEST_LINE", 32)
    result = validate_file.validate_stream(io.BytesIO(b"a1\n" + b"b" * 100 + b"\n"), board)
    assert result.kind == "syntax" and result.line == 2


def test_warm_up_runs() -> None:
    validate_file.warm_up()
