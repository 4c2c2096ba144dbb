"""files/text_writer.py: square names written a chunk at a time (read back by text_reader.py)."""

from __future__ import annotations

import io

import numpy as np
import oracle
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from stream_helpers import BOARDS, text_of

from knighttour.core.board.board import Board
from knighttour.core.files import check_file, packed, text_reader, text_writer
from knighttour.core.solve import divide_conquer


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.spec + b.wrap)
def test_every_square_written_then_read_is_equal(board: Board) -> None:
    squares = np.arange(board.size, dtype=np.int64)[::-1].copy()
    data = text_of(squares, board)
    assert data.decode().split("\n") == [*board.names(squares), ""]
    if not board.is_3d:  # the oracle names flat squares: file letters, then the rank
        rows, cols = board.rows, board.cols
        named = [oracle.square_name(rows, cols, int(s) % cols, int(s) // cols) for s in squares]
        assert data.decode().split("\n")[:-1] == named
    assert np.array_equal(text_reader.read_squares(io.BytesIO(data), board), squares)


def test_a_tour_written_then_read_is_equal_and_valid() -> None:
    board = Board(30, 32)
    path = divide_conquer.build(board, 0, True)
    data = text_of(path, board)
    back = text_reader.read_squares(io.BytesIO(data), board)
    assert back.dtype == np.int32 and np.array_equal(back, path)
    # the file as written, read by the oracle alone: a closed tour of 30x32 from a1
    names = data.decode().split("\n")
    assert names[-1] == ""  # one name a line, the last line ended
    oracle.check_tour(30, 32, names[:-1], start="a1", closed=True)
    result = check_file.validate_stream(io.BytesIO(data), board, closed=True, start=0)
    assert result.ok and result.closed and result.squares == board.size and result.reason == ""


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(1, 800), st.data())
def test_names_match_board_names(rows: int, cols: int, data: st.DataObject) -> None:
    board = Board(rows, cols)
    squares = data.draw(st.lists(st.integers(0, board.size - 1), max_size=50))
    encoded = text_of(np.array(squares, dtype=np.int64), board)
    assert encoded.decode() == "".join(f"{n}\n" for n in board.names(squares))
    assert text_reader.read_squares(io.BytesIO(encoded), board).tolist() == squares


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
    from knighttour.core.solve.constructions import ConstructSearch

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


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.spec + b.wrap)
@pytest.mark.parametrize("separator", [" ", '", "'])
def test_joined_names_are_the_names_joined(board: Board, separator: str) -> None:
    """The clipboard's text and a big JSON tour's list: the compiled encoder's names, joined,
    over chunk boundaries too, are what Board.names (plain Python) gives."""
    squares = np.random.default_rng(7).permutation(board.size)
    joined = text_writer.joined_names(board, squares, separator)
    assert joined == separator.join(board.names(squares))


def test_joined_names_over_a_chunk_and_an_empty_tour(monkeypatch) -> None:
    board = Board(7, 30)  # files a..ad: names of two letters
    monkeypatch.setattr(text_writer, "JOIN_CHUNK", 16)
    squares = np.arange(board.size)[::-1]
    assert text_writer.joined_names(board, squares, " ").split(" ") == board.names(squares)
    assert text_writer.joined_names(board, squares[:0], " ") == ""
    assert text_writer.joined_names(board, squares[-1:], " ") == "a1"  # one square
    with pytest.raises(ValueError, match="not on the board"):
        text_writer.joined_names(board, np.array([0, board.size]), " ")


def test_the_text_kernels_are_given_whole_numbers_only(tmp_path) -> None:
    """The name tables and the arrays the reader and the writer hand their kernels are of
    whole numbers: one of floats would compile the kernel again while the window waits.
    After writing and reading flat, wrapped and 3-D boards, every signature is."""
    from knighttour.core.board.board import Board3D

    for board in (Board(8, 8), Board(5, 60), Board3D.make(3, 4, 5)):
        squares = np.arange(board.size)
        data = text_of(squares, board)
        assert text_reader.read_squares(io.BytesIO(data), board).tolist() == squares.tolist()
        text_writer.joined_names(board, squares, ", ")
        target = tmp_path / "t.txt"
        target.write_bytes(data)
        check_file.validate_stream(str(target), board)
    kernels = [
        getattr(module, name)
        for module in (text_reader, text_writer)
        for name in dir(module)
        if hasattr(getattr(module, name), "signatures")
    ]
    signatures = [str(s) for k in kernels for s in k.signatures]
    assert len(kernels) >= 4 and signatures
    assert not [s for s in signatures if "float" in s], signatures


def test_writing_says_its_progress_hears_stop_and_names_a_square_off_the_board(
    monkeypatch,
) -> None:
    monkeypatch.setattr(text_writer, "CHUNK", 10)
    board = Board(6, 6)
    tour = divide_conquer.build(board, 0, True)
    seen: list[tuple[int, int]] = []
    out = io.BytesIO()
    text_writer.write_squares(out, tour, board, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(10, 36), (20, 36), (30, 36), (36, 36)]
    assert out.getvalue() == text_of(tour, board)
    chunks = [tour[:7], tour[7:20], tour[20:]]
    seen.clear()
    out = io.BytesIO()
    text_writer.write_squares(
        out, iter(chunks), board, progress=lambda d, t: seen.append((d, t))
    )  # no count: the total is not known
    assert seen == [(7, 0), (20, 0), (36, 0)] and out.getvalue() == text_of(tour, board)
    asked: list[bool] = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) == 3

    out = io.BytesIO()
    with pytest.raises(text_reader.Stopped) as stopped:
        text_writer.write_squares(out, tour, board, stop=stop)
    assert str(stopped.value) == "stopped after 20 squares"
    assert out.getvalue() == text_of(tour[:20], board)  # what was written is whole names
    broken = [tour[:7], np.array([tour[7], 99, tour[8]])]
    with pytest.raises(ValueError) as refused:
        text_writer.write_squares(io.BytesIO(), iter(broken), board)
    assert str(refused.value) == "square 9 of the tour (99) is not on the 6x6 board"
    with pytest.raises(ValueError, match=r"^square 99 is not on the board$"):
        text_writer.joined_names(board, np.array([0, 99]), " ")


def test_every_byte_is_written_to_a_file_that_takes_a_few_at_a_time() -> None:
    """A raw file may take fewer bytes than it is given: the rest is written again until
    none is left."""

    class Slow(io.RawIOBase):
        def __init__(self) -> None:
            self.got = bytearray()
            self.calls = 0

        def writable(self) -> bool:
            return True

        def write(self, b) -> int:  # type: ignore[override]
            self.calls += 1
            taken = bytes(b[:5])
            self.got += taken
            return len(taken)

    board = Board(6, 6)
    tour = divide_conquer.build(board, 0, True)
    slow = Slow()
    text_writer.write_squares(slow, tour, board)  # type: ignore[arg-type]
    assert bytes(slow.got) == text_of(tour, board)
    assert slow.calls == -(-len(slow.got) // 5)
