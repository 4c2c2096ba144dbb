"""Magic sums in the window (issue 34): View > Show magic sums writes each rank's and file's
sum of the move numbers shown beside the Explore board, a screen reader hears them, the answer
says when a tour is semi-magic, and File > Classic magic tours opens the gallery's tours.  The
sums are checked against the oracle's, which shares no code with the window's."""

from __future__ import annotations

from gui_helpers import set_size, solve
from oracle import check_tour, magic_sums, parse_name
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from knighttour.core.board.magic import classic_tours
from knighttour.gui.export import png_bytes


def _menu_action(window, menu_title: str, text: str):
    """The action called text in the menu bar's menu_title (its & left out)."""
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu_title:
            menu = top.menu()
            for item in menu.actions():
                if item.text().replace("&", "") == text:
                    return item.menu() or item
    raise AssertionError(f"no {menu_title} > {text}")


def _partial_sums(rows: int, cols: int, names: list[str]) -> tuple[list[int], list[int]]:
    """The oracle's sums of a tour's first squares: each rank, then each file."""
    ranks, files = [0] * rows, [0] * cols
    for i, name in enumerate(names):
        f, r = parse_name(name)
        ranks[r] += i + 1
        files[f] += i + 1
    return ranks, files


def test_the_sums_beside_the_board_follow_the_moves_shown(qtbot, window) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    view = window.explore.view
    names = window.model.board.names(window.model.snapshot.path)
    check_tour(5, 5, names, start="a1")
    view.grab()
    assert view.sums_drawn == []  # not asked for
    _menu_action(window, "View", "Show magic sums").trigger()
    view.grab()
    expected = magic_sums(5, 5, names)
    assert view.sums_drawn == [str(v) for v in expected["ranks"] + expected["files"]]
    # a screen reader hears them too
    description = view.accessibleDescription()
    assert ", ".join(str(v) for v in expected["ranks"]) in description
    # stepped back to move 10, the sums are those of the first 10 squares
    window.model.set_cursor(10)
    view.grab()
    ranks, files = _partial_sums(5, 5, names[:10])
    assert view.sums_drawn == [str(v) for v in ranks + files]
    # remembered for the next window
    assert str(window.settings.value("view/magic")) == "true"
    _menu_action(window, "View", "Show magic sums").trigger()
    view.grab()
    assert view.sums_drawn == []


def test_the_sums_never_reach_a_picture(qtbot, window) -> None:
    solve(qtbot, window, "a1")
    before = png_bytes(window.explore.view.painter_for())
    window.magic.action.setChecked(True)
    assert png_bytes(window.explore.view.painter_for()) == before


def test_the_gallery_opens_each_classic_tour_with_its_sums(qtbot, window) -> None:
    gallery = _menu_action(window, "File", "Classic magic tours")
    assert isinstance(gallery, QMenu)
    items = gallery.actions()
    assert [item.text() for item in items] == [tour.title for tour in classic_tours()]
    for item, tour in zip(items, classic_tours(), strict=True):
        item.trigger()
        board = window.model.board
        names = board.names(window.model.path)
        closed = tour.key.startswith("dudeney")
        check_tour(8, 8, names, closed=closed)
        expected = magic_sums(8, 8, names)
        assert expected["semi_magic"] and not expected["magic"]
        # the printed numbers are the tour's: square by square
        for line, printed in enumerate(tour.numbers):
            for file, n in enumerate(printed):
                assert parse_name(names[n - 1]) == (file, 7 - line)
        answer = window.explore.answer.text()
        assert tour.author in answer and str(tour.year) in answer
        assert "It is semi-magic: every rank and every file adds up to 260" in answer
        a, b = expected["diagonals"]
        assert f"the long diagonals add up to {a} and {b}" in answer
        assert window.explore.controls.closed.isChecked() == closed
        window.explore.view.grab()
        assert window.explore.view.sums_drawn == ["260"] * 16


def test_a_tour_that_is_not_semi_magic_says_nothing_of_it(qtbot, window) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    names = window.model.board.names(window.model.snapshot.path)
    assert not magic_sums(5, 5, names)["semi_magic"]
    assert "magic" not in window.explore.answer.text()
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Home)  # no sentence while stepping
    assert "magic" not in window.explore.answer.text()
