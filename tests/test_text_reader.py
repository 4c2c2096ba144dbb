"""files/text_reader.py: square names read a chunk at a time, comments and blanks skipped."""

from __future__ import annotations

import io

import numpy as np
import pytest
from stream_helpers import text_of

from knighttour.core.board.board import Board, Board3D
from knighttour.core.files import check_tour_file, text_reader
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
    monkeypatch.setattr(check_tour_file, "CHUNK", 5)
    board = Board(30, 32)
    path = divide_conquer.build(board, 0, True)
    data = b"# a header line that is longer than one whole read of the file\n" + text_of(
        path, board
    )
    assert np.array_equal(text_reader.read_squares(io.BytesIO(data), board), path)
    assert check_tour_file.validate_stream(io.BytesIO(data), board, closed=True).ok
    lines = data.decode().splitlines()
    lines[400] = lines[9]
    bad = check_tour_file.validate_stream(io.BytesIO("\n".join(lines).encode() + b"\n"), board)
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
