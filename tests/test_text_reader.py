"""files/text_reader.py: square names read a chunk at a time, comments and blanks skipped."""

from __future__ import annotations

import io
import os

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from stream_helpers import text_of, tour_of

from knighttour.core.board import check_tour
from knighttour.core.board.board import Board, Board3D
from knighttour.core.files import check_file, text_reader
from knighttour.core.solve import divide_conquer


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
    monkeypatch.setattr(check_file, "CHUNK", 5)
    board = Board(30, 32)
    path = divide_conquer.build(board, 0, True)
    data = b"# a header line that is longer than one whole read of the file\n" + text_of(
        path, board
    )
    assert np.array_equal(text_reader.read_squares(io.BytesIO(data), board), path)
    assert check_file.validate_stream(io.BytesIO(data), board, closed=True).ok
    lines = data.decode().splitlines()
    lines[400] = lines[9]
    bad = check_file.validate_stream(io.BytesIO("\n".join(lines).encode() + b"\n"), board)
    assert bad.line == 401 and bad.index == 400 and bad.kind == "repeat"
    assert (
        bad.reason
        == f"move 399 lands on {lines[9]} a second time (first visited as square 9 of the tour)"
    )


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


SEPARATORS = [b"\n", b" ", b"\t", b"\r", b","]
SEPARATOR_NAMES = ["newline", "space", "tab", "cr", "comma"]


@pytest.mark.parametrize("separator", SEPARATORS, ids=["newline", "space", "tab", "cr", "comma"])
def test_each_separator_cuts_a_read_between_names_never_inside_one(monkeypatch, separator) -> None:
    """A read ends at the last separator it holds, whichever of the five it is, and the rest
    goes on with the next read: with reads of 16 bytes and no line allowed longer, names
    that only that separator parts are each read whole."""
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    monkeypatch.setattr(text_reader, "LONGEST_LINE", 16)
    board = Board(8, 8)
    tour = divide_conquer.build(board, 0, False)
    data = separator.join(name.encode() for name in board.names(tour)) + b"\n"
    assert text_reader.read_squares(io.BytesIO(data), board).tolist() == tour.tolist()


@pytest.mark.parametrize("separator", SEPARATORS, ids=["newline", "space", "tab", "cr", "comma"])
def test_a_read_whose_last_4096_bytes_are_one_comment_cuts_before_it(
    monkeypatch, separator
) -> None:
    """A read of more than 4096 bytes whose end is all one comment is cut at the separator
    before the comment (found by the slower search of the whole read): the comment is then
    read whole, and the names after it too."""
    monkeypatch.setattr(text_reader, "READ_BYTES", 4200)
    monkeypatch.setattr(text_reader, "LONGEST_LINE", 4200)
    board = Board(8, 8)
    tour = divide_conquer.build(board, 0, False)
    names = [name.encode() for name in board.names(tour)]
    comment = b"#" + b"x" * 4150 + b"\n"
    data = separator.join(names[:30]) + separator + comment + b"\n".join(names[30:]) + b"\n"
    assert text_reader.read_squares(io.BytesIO(data), board).tolist() == tour.tolist()


@pytest.mark.parametrize("separator", SEPARATORS, ids=["newline", "space", "tab", "cr", "comma"])
def test_a_file_ending_in_any_separator_is_not_cut_short(separator) -> None:
    board = Board(5, 5)
    result = check_file.validate_stream(io.BytesIO(b"a1" + separator + b"c2" + separator), board)
    assert (result.kind, result.line) == ("missing", 2 if separator == b"\n" else 1), result


def test_reading_a_short_file_on_a_large_board_holds_room_for_its_names_only(tmp_path) -> None:
    """The squares' array is sized by the file (its bytes over three: 'a1' and a newline is
    the shortest name), not by the board: 36 names on a board of a million squares."""

    board = Board(1000, 1000)
    target = tmp_path / "short.txt"
    target.write_bytes(text_of(list(range(36)), board))
    with open(target, "rb") as fh:
        squares = text_reader.read_squares(fh, board)
    assert squares.tolist() == list(range(36))
    room = squares.base if squares.base is not None else squares
    assert room.nbytes <= 4 * (target.stat().st_size // 3 + 1), room.nbytes  # not 4 MB
    target.write_bytes(b"a1\n" * 9 + b"a1")  # ten of the shortest names, the last cut
    with open(target, "rb") as fh:
        squares = text_reader.read_squares(fh, board)
    assert squares.tolist() == [0] * 10 and squares.base is not None
    assert squares.base.nbytes == 4 * 10  # room for ten, made at once


def test_a_stream_of_unknown_length_with_more_names_than_squares_is_read_whole() -> None:
    """From a pipe (no size to read) room is made for the board's squares, and more as more
    names come: a file naming squares again is read to its end (the check says what is
    wrong with it)."""

    class Pipe(io.RawIOBase):
        def __init__(self, data: bytes) -> None:
            self._data = io.BytesIO(data)

        def readable(self) -> bool:
            return True

        def readinto(self, b) -> int:  # type: ignore[override]
            return self._data.readinto(b)

    board = Board(3, 4)
    names = board.names(list(range(12))) * 5
    squares = text_reader.read_squares(Pipe("\n".join(names).encode()), board)
    assert board.names(squares) == names
    assert text_reader.is_file(Pipe(b"")) is False


def test_a_stream_error_keeps_its_line_and_text_or_none() -> None:
    bare = text_reader.StreamError("no tour here")
    assert (str(bare), bare.line, bare.text) == ("no tour here", 0, "")
    with pytest.raises(text_reader.StreamError) as refused:
        text_reader.read_squares(io.BytesIO(b"a1\nc2\nz9\n"), Board(5, 5))
    assert (refused.value.line, refused.value.text) == (3, "z9")
    assert str(refused.value).startswith("line 3: square 3 of the tour: ")


def test_reading_says_its_progress_and_hears_stop(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 64)
    board = Board(8, 8)
    tour = divide_conquer.build(board, 0, False)
    target = tmp_path / "tour.txt"
    target.write_bytes(text_of(tour, board))
    size = target.stat().st_size
    seen: list[tuple[int, int]] = []
    with open(target, "rb") as fh:
        text_reader.read_squares(fh, board, progress=lambda d, t: seen.append((d, t)))
    assert seen and {t for _, t in seen} == {size} and seen[-1][0] == size
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    with open(target, "rb") as fh, pytest.raises(text_reader.Stopped) as stopped:
        text_reader.read_squares(fh, board, stop=lambda: True)
    assert str(stopped.value).startswith("stopped after ") and str(stopped.value).endswith(
        " squares"
    )


@pytest.mark.parametrize("ending", [b"", *SEPARATORS], ids=["none", *SEPARATOR_NAMES])
def test_a_wrong_last_name_with_no_separator_after_it_is_called_cut_short(ending) -> None:
    """The check stops at a square visited twice on the last line: with nothing after the
    name the file looks cut short (the name may be a longer one cut), with any separator
    after it, it is the repeat it says."""
    board = Board(5, 5)
    result = check_file.validate_stream(io.BytesIO(b"a1\nc2\na1" + ending), board)
    repeat = "move 2 lands on a1 a second time (first visited as square 1 of the tour)"
    if ending:
        assert (result.kind, result.line, result.reason) == ("repeat", 3, repeat)
    else:
        assert (result.kind, result.line, result.reason) == (
            "truncated",
            3,
            "the file looks cut short: its last line 'a1' has no newline at its end, and " + repeat,
        )


@pytest.mark.parametrize("buffering", [0, -1], ids=["raw file", "buffered file"])
def test_a_byte_order_mark_is_stepped_over_in_a_raw_or_a_buffered_file(tmp_path, buffering):
    """A raw file cannot peek: its first bytes are read and it is sought back; a buffered
    one peeks. Either way the mark is stepped over and the tour read from the line after."""
    board = Board(5, 5)
    target = tmp_path / "bom.txt"
    target.write_bytes(b"\xef\xbb\xbfa1\nc2\ne1\n")
    with open(target, "rb", buffering=buffering) as fh:
        result = check_file.validate_stream(fh, board)
    assert (result.kind, result.squares) == ("missing", 3)
    with open(target, "rb", buffering=buffering) as fh:
        text_reader.skip_bom(fh)
        assert fh.tell() == 3 and text_reader.peek(fh, 2) == b"a1" and fh.tell() == 3
        assert board.names(text_reader.read_squares(fh, board)) == ["a1", "c2", "e1"]
    with open(target, "rb", buffering=buffering) as fh:
        fh.seek(0, 2)
        assert text_reader.peek(fh, 4) == b""  # at the end: nothing to peek


@pytest.mark.parametrize(
    "data",
    [b"a1\nc2\n# the end", b"a1\nc2 # the end", b"a1\nc2\n#"],
    ids=["comment line", "comment after the name", "a bare #"],
)
@pytest.mark.parametrize("read", [4, 1 << 20], ids=["small reads", "one read"])
def test_a_file_ending_in_a_comment_is_not_cut_short(monkeypatch, data, read) -> None:
    """Only a name at the very end can be one the file cut short: a last comment with no
    newline after it is read as the comment it is (it was called cut short, naming 'c2',
    whose newline is there)."""
    monkeypatch.setattr(text_reader, "READ_BYTES", read)
    board = Board(5, 5)
    result = check_file.validate_stream(io.BytesIO(data), board)
    assert result.kind == "missing" and "cut short" not in result.reason, result
    repeated = check_file.validate_stream(io.BytesIO(b"a1\nc2\na1\n# x"), board)
    assert (repeated.kind, repeated.line) == ("repeat", 3), repeated
    assert (
        repeated.reason
        == "move 2 lands on a1 a second time (first visited as square 1 of the tour)"
    )
    cut = check_file.validate_stream(io.BytesIO(data.split(b"#")[0] + b"b"), board)
    assert (cut.kind, cut.line, cut.index) == ("truncated", data.count(b"\n") + 1, 3), cut
    assert cut.reason.startswith("the file looks cut short: its last line 'b' has no newline")


@given(st.binary(max_size=64), st.data())
def test_a_read_is_cut_just_past_its_last_separator(data: bytes, draw) -> None:
    """Checked against bytes.rfind: the index just past the last newline, blank, tab,
    return or comma, 0 with none."""
    n = draw.draw(st.integers(0, len(data)))
    buf = np.frombuffer(data + b"\0", dtype=np.uint8)
    expected = max(data[:n].rfind(bytes([c])) for c in b"\n \t\r,") + 1
    assert text_reader._after_last_separator(buf, n) == expected


def test_a_line_with_no_separator_is_read_no_further_than_the_longest_line(monkeypatch) -> None:
    """Past LONGEST_LINE bytes with no separator, the line is refused as one bad name: the
    file is not read on (nor held) to its end."""
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    monkeypatch.setattr(text_reader, "LONGEST_LINE", 32)
    fh = io.BytesIO(b"b" * 100 + b"1\n")
    with pytest.raises(text_reader.StreamError, match="line 1: square 1 of the tour") as refused:
        text_reader.read_squares(fh, Board(8, 8))
    assert fh.tell() == 32 and refused.value.text == "b" * 24


def test_the_names_before_a_bad_one_are_checked_first(monkeypatch) -> None:
    """A square named twice before a name that is no square is the first problem told,
    whether the names before it were handed on in chunks (five at a time here) or not."""
    board = Board(8, 8)
    tour = board.names(divide_conquer.build(board, 0, False))
    for chunk in (5, 1 << 16):
        monkeypatch.setattr(text_reader, "CHUNK", chunk)
        monkeypatch.setattr(check_file, "CHUNK", chunk)
        names = tour[:12]
        repeat = "\n".join([*names, names[0], "zz9"]).encode() + b"\n"
        result = check_file.validate_stream(io.BytesIO(repeat), board)
        assert (result.kind, result.index, result.line) == ("repeat", 13, 13), result
        bad = "\n".join([*names, "zz9", names[0]]).encode() + b"\n"
        result = check_file.validate_stream(io.BytesIO(bad), board)
        assert (result.kind, result.index, result.line) == ("off-board", 13, 13), result
        assert result.reason == "square 13 of the tour: " + check_tour.bad_name(
            board, "zz9", text_reader.E_OFF
        )


def test_a_bad_name_is_shown_by_its_first_24_bytes_bad_bytes_replaced() -> None:
    board = Board(8, 8)
    with pytest.raises(text_reader.StreamError) as long:
        text_reader.read_squares(io.BytesIO(b"a1\n" + b"q" * 40 + b"!\n"), board)
    assert long.value.text == "q" * 24
    with pytest.raises(text_reader.StreamError) as odd:
        text_reader.read_squares(io.BytesIO(b"a1\nc\xff2\n"), board)
    assert odd.value.text == "c\ufffd2" and odd.value.line == 2


def test_progress_counts_from_where_reading_begins_and_a_stream_says_no_total(
    tmp_path, monkeypatch
) -> None:
    """The total said is the bytes from the file's position to its end (a header already
    read is not counted), 0 for a stream whose length is unknown; a file sought past its
    end names no squares."""
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    board = Board(5, 5)
    header = b"# knighttour tour v1 board=5x5\n"
    body = text_of(tour_of(board), board)
    target = tmp_path / "tour.txt"
    target.write_bytes(header + body)
    seen: list[tuple[int, int]] = []
    with open(target, "rb") as fh:
        fh.readline()
        squares = text_reader.read_squares(fh, board, progress=lambda d, t: seen.append((d, t)))
    assert len(squares) == 25 and {t for _, t in seen} == {len(body)}
    seen.clear()
    text_reader.read_squares(io.BytesIO(body), board, progress=lambda d, t: seen.append((d, t)))
    assert seen and {t for _, t in seen} == {0}
    with open(target, "rb") as fh:
        fh.seek(len(header + body) + 100)
        assert text_reader.read_squares(fh, board).tolist() == []


def test_room_is_made_for_exactly_the_squares_a_stream_may_need(monkeypatch) -> None:
    """From a stream of unknown length, room for the board's squares and one more (a tour
    read whole, and a square past it that the check will refuse) is made at once; only a
    longer stream grows it, to whole numbers still."""
    board = Board(3, 4)
    exact = text_reader.read_squares(_Pipe("\n".join([*board.names(range(12)), "a1"])), board)
    assert exact.dtype == np.int32 and exact.base is not None and exact.base.nbytes == 4 * 13
    monkeypatch.setattr(text_reader, "CHUNK", 5)
    names = board.names(list(range(12))) * 5
    longer = text_reader.read_squares(_Pipe("\n".join(names)), board)
    assert longer.dtype == np.int32 and board.names(longer) == names


class _Pipe(io.RawIOBase):
    """A stream with no size to read and no seeking (a pipe)."""

    def __init__(self, text: str) -> None:
        self._data = io.BytesIO(text.encode())

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:  # type: ignore[override]
        return self._data.readinto(b)


class _TellsButCannotSeek(io.BytesIO):
    def seekable(self) -> bool:
        return False


def test_peek_and_tell_on_files_pipes_and_streams(tmp_path) -> None:
    """A file (raw or buffered) is peeked by reading and seeking back; a pipe that cannot
    seek by its buffer; a stream with neither gives nothing, and is left as it was."""
    target = tmp_path / "t.txt"
    target.write_bytes(b"a1\nc2\n")
    for buffering in (0, -1):
        with open(target, "rb", buffering=buffering) as fh:
            assert text_reader.is_file(fh) and text_reader.tell(fh) == 0
            fh.read(1)
            assert text_reader.peek(fh, 3) == b"1\nc" and fh.tell() == 1
    reading, writing = os.pipe()
    os.write(writing, b"a1\nc2\n")
    os.close(writing)
    with open(reading, "rb") as pipe:
        assert text_reader.tell(pipe) is None and not text_reader.is_file(pipe)
        assert text_reader.peek(pipe, 4) == b"a1\nc"
        assert pipe.read() == b"a1\nc2\n"
    bare = _Pipe("a1\n")
    assert text_reader.peek(bare, 2) == b"" and bare.read() == b"a1\n"
    assert text_reader.tell(_TellsButCannotSeek(b"a1")) is None
