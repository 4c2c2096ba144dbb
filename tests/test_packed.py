"""files/packed.py: packed tour files (.ktm), written, read memory-mapped and validated."""

from __future__ import annotations

import io

import numpy as np
import pytest
from oracle import (
    check_3d_tour,
    check_tour,
    check_variant_tour,
    decode_packed,
    square_name,
    variant_graph,
)
from stream_helpers import text_of, tour_of

from knighttour.core.board.board import Board, Board3D, build_board
from knighttour.core.board.tour import Tour
from knighttour.core.files import check_tour_file, packed, text_reader
from knighttour.core.solve import divide_conquer


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
    assert check_tour_file.validate_stream(io.BytesIO(data), board).ok
    assert Tour(board, path).validate() == ""
    packed_file = io.BytesIO()
    packed.write_packed(packed_file, path, board)
    own, back = packed.read_packed(io.BytesIO(packed_file.getvalue()))
    assert np.array_equal(back, path) and own.spec == board.spec and own.wrap == board.wrap
    assert own.removed == board.removed
    assert check_tour_file.validate_stream(io.BytesIO(packed_file.getvalue()), board).ok
    # the file read by the documented format alone (tests/oracle.py), and checked there
    head, squares = decode_packed(packed_file.getvalue())
    assert head["squares"] == board.squares
    if board.is_3d:
        check_3d_tour(board.layers, board.rows, board.files, squares)
    else:
        a, b = board.leaper or (1, 2)
        graph = variant_graph(board.rows, board.cols, a, b, board.removed, board.wrap)
        check_variant_tour(graph, [r * board.cols + f for f, r in squares], int(path[0]))


def test_packed_file_round_trip_memory_mapped(tmp_path) -> None:
    board = Board(30, 40)
    path = divide_conquer.build(board, 0, True)
    target = tmp_path / ("t" + packed.PACKED_SUFFIX)
    with open(target, "wb") as fh:
        packed.write_packed(fh, path, board)
    raw = target.read_bytes()
    assert raw.startswith(packed.PACKED_MAGIC) and raw.index(b"\n") % 64 == 63
    assert len(raw) == raw.index(b"\n") + 1 + board.size - 1
    _, back = packed.read_packed(target, board)
    assert np.array_equal(back, path)
    _, squares = decode_packed(raw)  # read by the documented format alone, checked there
    check_tour(board.rows, board.cols, [square_name(30, 40, f, r) for f, r in squares], "a1", True)
    result = check_tour_file.validate_stream(target, board, closed=True)
    assert result.ok and result.closed and result.squares == board.size
    # cut short, another board, a byte that is no jump
    target.write_bytes(raw[:-5])
    assert check_tour_file.validate_stream(target, board).kind == "truncated"
    with pytest.raises(text_reader.StreamError, match="cut short"):
        packed.read_packed(target)
    target.write_bytes(raw)
    assert check_tour_file.validate_stream(target, Board(40, 30)).kind == "board"
    broken = bytearray(raw)
    broken[raw.index(b"\n") + 1 + 100] = 200
    target.write_bytes(bytes(broken))
    result = check_tour_file.validate_stream(target, board)
    assert result.kind == "move" and result.index == 102 and "byte 200" in result.reason
    with pytest.raises(ValueError, match="not a move"):
        packed.write_packed(io.BytesIO(), np.array([0, 1]), board)
