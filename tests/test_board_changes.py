"""gui/explore/board_changes.py: the board a new size, another leaper or a hole gives, and
what carries over from the board shown."""

from __future__ import annotations

from knighttour.core.board.board import Board, Board3D, leaper_jumps
from knighttour.gui.explore.board_changes import reshaped, toggled_hole, with_variant

ZEBRA = tuple(leaper_jumps(2, 3))


def holed(board: Board, *names: str) -> Board:
    return Board(
        board.rows,
        board.cols,
        board.jumps,
        frozenset(board.parse_square(n) for n in names),
        board.wrap,
    )


def test_the_same_size_is_no_change() -> None:
    board = Board(6, 6)
    assert reshaped(board, 1, 6, 6, board.jumps) is None
    cube = Board3D.make(3, 4, 4)
    assert reshaped(cube, 3, 4, 4, cube.jumps) is None


def test_a_new_size_keeps_the_holes_that_fit_the_wrapping_and_the_jumps() -> None:
    old = Board(6, 6, ZEBRA, frozenset(), "torus")
    old = holed(old, "b2", "f6", "a5")
    new = reshaped(old, 1, 5, 5, ZEBRA)
    assert new is not None and (new.rows, new.cols) == (5, 5)
    assert new.names(sorted(new.holes)) == ["b2", "a5"]
    assert new.wrap == "torus" and new.jumps == ZEBRA


def test_no_holes_carry_over_between_2d_and_3d() -> None:
    flat = holed(Board(4, 4), "b2")
    cube = reshaped(flat, 3, 4, 4, flat.jumps)
    assert isinstance(cube, Board3D) and cube.spec == "3x4x4" and not cube.holes
    again = reshaped(cube, 1, 4, 4, flat.jumps)
    assert again == Board(4, 4) and not isinstance(again, Board3D)


def test_another_leaper_or_wrapping_keeps_size_and_holes() -> None:
    board = holed(Board(7, 7), "d4")
    assert with_variant(board, board.jumps, board.wrap) is None
    zebra = with_variant(board, ZEBRA, "cylinder")
    assert zebra is not None and zebra.jumps == ZEBRA and zebra.wrap == "cylinder"
    assert (zebra.rows, zebra.cols, zebra.holes) == (7, 7, board.holes)
    assert with_variant(Board3D.make(2, 4, 4), ZEBRA, "torus") is None  # its knight is fixed


def test_a_hole_is_removed_and_put_back_but_never_the_last_square() -> None:
    board = Board(3, 4)
    b2 = board.parse_square("b2")
    holey, said = toggled_hole(board, b2)
    assert holey is not None and holey.names(sorted(holey.holes)) == ["b2"]
    assert said == "Removed b2: 1 hole."
    back, said = toggled_hole(holey, b2)
    assert back == board and said == "Restored b2: 0 holes."
    one = Board(1, 2, ((1, 0), (-1, 0)), frozenset({1}))
    assert toggled_hole(one, 0) == (None, "A board needs at least one square.")
