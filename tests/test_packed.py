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
from knighttour.core.board.route import Route
from knighttour.core.files import check_file, packed, text_reader
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
    assert check_file.validate_stream(io.BytesIO(data), board).ok
    assert Route(board, path).validate() == ""
    packed_file = io.BytesIO()
    packed.write_packed(packed_file, path, board)
    own, back = packed.read_packed(io.BytesIO(packed_file.getvalue()))
    assert np.array_equal(back, path) and own.spec == board.spec and own.wrap == board.wrap
    assert own.holes == board.holes
    assert check_file.validate_stream(io.BytesIO(packed_file.getvalue()), board).ok
    # the file read by the documented format alone (tests/oracle.py), and checked there
    head, squares = decode_packed(packed_file.getvalue())
    assert head["squares"] == board.squares
    if board.is_3d:
        check_3d_tour(board.layers, board.rows, board.files, squares)
    else:
        a, b = board.leaper or (1, 2)
        graph = variant_graph(board.rows, board.cols, a, b, board.holes, board.wrap)
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
    result = check_file.validate_stream(target, board, closed=True)
    assert result.ok and result.closed and result.squares == board.size
    # cut short, another board, a byte that is no jump
    target.write_bytes(raw[:-5])
    assert check_file.validate_stream(target, board).kind == "truncated"
    with pytest.raises(text_reader.StreamError, match="cut short"):
        packed.read_packed(target)
    target.write_bytes(raw)
    assert check_file.validate_stream(target, Board(40, 30)).kind == "board"
    broken = bytearray(raw)
    broken[raw.index(b"\n") + 1 + 100] = 200
    target.write_bytes(bytes(broken))
    result = check_file.validate_stream(target, board)
    assert result.kind == "move" and result.index == 102 and "byte 200" in result.reason
    with pytest.raises(ValueError, match="not a move"):
        packed.write_packed(io.BytesIO(), np.array([0, 1]), board)


# --- every refusal in whole words, and what each argument does -----------------------------


def _packed(board: Board, squares, **options) -> bytes:
    out = io.BytesIO()
    packed.write_packed(out, squares, board, **options)
    return out.getvalue()


def _validate(data: bytes, board: Board, closed: bool = False):
    return check_file.validate_stream(io.BytesIO(data), board, closed)


@pytest.fixture(scope="module")
def six() -> tuple[Board, np.ndarray, bytes]:
    board = Board(6, 6)
    tour = np.asarray(tour_of(board, 0, closed=True))
    return board, tour, _packed(board, tour)


def test_a_packed_file_of_another_board_says_which(six) -> None:
    _board, _tour, data = six
    other = _validate(data, Board(5, 7))
    assert (other.ok, other.squares, other.kind) == (False, 0, "board")
    assert other.reason == "the file holds a tour of 6x6, not of 5x7"
    holed = build_board(6, 6, holes=["a1"])
    same_size = _validate(data, holed)
    assert same_size.reason == (
        "the file holds a tour of 6x6 with other holes, wrapping or leaper, not of 6x6"
    )
    with pytest.raises(text_reader.StreamError) as refused:
        packed.read_packed(io.BytesIO(data), Board(5, 7))
    assert str(refused.value) == "the file holds a tour of 6x6, not of 5x7"


def test_an_empty_packed_tour_is_refused_as_empty_and_reads_as_no_squares(six) -> None:
    board = six[0]
    data = _packed(board, [])
    assert _validate(data, board) == check_file.TourVerdict(
        False, 0, "the tour is empty", kind="empty"
    )
    own, squares = packed.read_packed(io.BytesIO(data))
    assert own.spec == "6x6" and squares.tolist() == []
    assert b'"first":null,"squares":0' in data.partition(b"\n")[0]


@pytest.mark.parametrize("cut", [1, 2, 34])
def test_a_packed_file_cut_short_says_how_many_squares_it_holds(six, cut: int) -> None:
    board, _tour, data = six
    left = 36 - cut
    result = _validate(data[:-cut], board)
    assert (result.ok, result.squares, result.kind) == (False, left, "truncated")
    assert result.reason == (
        f"the file looks cut short: it holds {left} of the 36 squares its header promises"
    )
    with pytest.raises(text_reader.StreamError) as refused:
        packed.read_packed(io.BytesIO(data[:-cut]))
    assert str(refused.value) == f"the file looks cut short: it holds {left} of its 36 squares"


def test_bytes_after_the_last_move_are_named(six) -> None:
    board, _tour, data = six
    result = _validate(data + bytes([0, 1, 2]), board, closed=True)
    assert (result.ok, result.squares, result.kind) == (False, 36, "syntax")
    assert result.reason == "the file holds 3 bytes after the last move its header promises"


def _with_header(data: bytes, **changes) -> bytes:
    """data with its header's keys changed (the line kept 64 bytes long, as written)."""
    import json

    magic = b"# knighttour moves v1 "
    line, _, body = data.partition(b"\n")
    head = json.loads(line[len(magic) :])
    head.update(changes)
    text = magic + json.dumps(head, separators=(",", ":")).encode()
    return text + b" " * (-(len(text) + 1) % 64) + b"\n" + body


def test_a_first_square_off_the_board_is_square_1_not_on_it(six) -> None:
    board, _tour, data = six
    bad = _with_header(data, first="g7")
    assert _validate(bad, board) == check_file.TourVerdict(
        False, 1, "square 1 of the tour is not on the board", 0, 1, "off-board"
    )
    with pytest.raises(text_reader.StreamError, match=r"^the packed file's first square is not"):
        packed.read_packed(io.BytesIO(bad))


def test_a_header_that_is_no_board_or_no_json_or_no_header_says_so(six) -> None:
    _board, _tour, data = six
    refusals = {
        b"a1\nb3\n": "this is not a packed tour file (no '# knighttour moves v1' line)",
        data.partition(b"\n")[
            0
        ]: "this is not a packed tour file (no '# knighttour moves v1' line)",
        b"# knighttour moves v1 {not json}\n": "the packed file's header line is not valid JSON",
        b'# knighttour moves v1 {"board":{}}\n': "the packed file's header line is not valid JSON",
    }
    for text, message in refusals.items():
        with pytest.raises(text_reader.StreamError) as refused:
            packed.read_packed(io.BytesIO(text))
        assert str(refused.value) == message
    no_board = _with_header(data, board={"rows": 6})
    with pytest.raises(text_reader.StreamError) as refused:
        packed.read_packed(io.BytesIO(no_board))
    assert str(refused.value) == ("the packed file's header does not describe a board ('cols')")


def test_a_repeated_square_names_its_first_visit_in_memory_and_on_disk(six, tmp_path) -> None:
    board = six[0]
    path = [0, board.parse_square("c2"), 0]  # a1 c2 a1: moves of the knight, a1 twice
    data = _packed(board, path)
    disk = tmp_path / "again.ktm"
    disk.write_bytes(data)
    expected = "move 2 lands on a1 a second time (first visited as square 1 of the tour)"
    assert _validate(data, board).reason == expected
    assert check_file.validate_stream(str(disk), board).reason == expected
    behind = tmp_path / "bom.ktm"  # after a byte-order mark: found again from there
    behind.write_bytes(b"\xef\xbb\xbf" + data)
    assert check_file.validate_stream(str(behind), board).reason == expected


def test_a_packed_file_after_a_byte_order_mark_is_mapped_from_its_header(six, tmp_path) -> None:
    board, tour, data = six
    behind = tmp_path / "bom.ktm"
    behind.write_bytes(b"\xef\xbb\xbf" + data)
    assert check_file.validate_stream(str(behind), board, closed=True).ok
    with open(behind, "rb") as fh:
        fh.read(3)
        _own, squares = packed.read_packed(fh)
    assert squares.tolist() == tour.tolist()


def test_validating_a_packed_file_says_its_progress_and_hears_stop(monkeypatch) -> None:
    monkeypatch.setattr(packed, "CHUNK", 10)
    board = Board(6, 6)
    data = _packed(board, tour_of(board, 0, closed=True))
    seen: list[tuple[int, int]] = []
    result = check_file.validate_stream(
        io.BytesIO(data), board, True, progress=lambda done, total: seen.append((done, total))
    )
    assert result.ok and seen == [(11, 36), (21, 36), (31, 36), (36, 36)]
    asked = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) == 2

    stopped = check_file.validate_stream(io.BytesIO(data), board, True, stop=stop)
    assert stopped == check_file.TourVerdict(False, 21, "stopped after 21 squares", 0, 0, "stopped")
    asked.clear()

    def at_the_end() -> bool:  # says stop only once the last chunk is checked
        asked.append(True)
        return len(asked) == 4

    assert check_file.validate_stream(io.BytesIO(data), board, True, stop=at_the_end).ok


def test_writing_a_packed_file_in_chunks_names_a_bad_move_by_its_number() -> None:
    board = Board(6, 6)
    tour = np.asarray(tour_of(board, 0, closed=True))
    whole = _packed(board, tour)
    chunks = [tour[:10], tour[10:25], tour[25:]]
    assert _packed(board, iter(chunks), count=36) == whole
    for at in (5, 10, 11, 30):  # in a chunk, at the seams between chunks, in the last
        broken = tour.copy()
        broken[at] = broken[at - 1]  # a square to itself: no move
        pieces = [broken[:10], broken[10:25], broken[25:]]
        name = board.name(int(broken[at]))
        with pytest.raises(ValueError) as refused:
            _packed(board, iter(pieces), count=36)
        assert str(refused.value) == (
            f"move {at} of the tour ({name} to {name}) is not a move of the board's leaper"
        )
    off = tour.copy()
    off[7] = 99
    with pytest.raises(ValueError) as refused:
        _packed(board, off)
    assert str(refused.value) == (
        f"move 7 of the tour ({board.name(int(tour[6]))} to 99) is not a move of the board's leaper"
    )
    with pytest.raises(ValueError, match=r"^square 1 of the tour \(40\) is not on the board$"):
        _packed(board, [40, 0])
    with pytest.raises(ValueError, match=r"^write_packed needs the count of squares with chunks$"):
        _packed(board, iter(chunks))
    assert _packed(board, iter([]), count=0) == _packed(board, [])


def test_writing_in_chunks_says_its_progress_and_hears_stop() -> None:
    board = Board(6, 6)
    tour = np.asarray(tour_of(board, 0, closed=True))
    chunks = [tour[:10], tour[10:25], tour[25:]]
    seen: list[tuple[int, int]] = []
    _packed(board, iter(chunks), count=36, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(10, 36), (25, 36), (36, 36)]
    with pytest.raises(packed.Stopped) as stopped:
        _packed(board, iter(chunks), count=36, stop=lambda: True)
    assert str(stopped.value) == "stopped after 10 of 36 squares"
    assert _packed(board, iter(chunks), count=36, stop=lambda: False) == _packed(board, tour)


def test_a_board_of_another_jump_order_reads_by_its_own_header() -> None:
    """The bytes are indices into the header's own list of jumps: a file written on a board
    whose jumps are listed in another order reads back the same squares, decoded here from
    the documented format alone."""
    plain = Board(6, 6)
    turned = build_board(6, 6, order=tuple(reversed(plain.jumps)))
    tour = np.asarray(tour_of(plain, 0, closed=True))
    data = _packed(turned, tour)
    own, squares = packed.read_packed(io.BytesIO(data))
    assert own.jumps == turned.jumps and squares.tolist() == tour.tolist()
    head, coords = decode_packed(data)
    assert head["jumps"] == [list(j) for j in turned.jumps] and head["wrap"] == "none"
    assert [r * 6 + f for f, r in coords] == tour.tolist()
    unwrapped = _with_header(data)
    import json

    line = unwrapped.partition(b"\n")[0]
    text = json.loads(line[len(b"# knighttour moves v1 ") :])
    text.pop("wrap", None)
    bare = _with_header(b"# knighttour moves v1 {}\n" + data.partition(b"\n")[2], **text)
    assert packed.read_packed(io.BytesIO(bare))[0].wrap == "none"
