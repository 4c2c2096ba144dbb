"""gui/widgets/board_painter.py and the pieces it draws with (gui/widgets/painting/): the
board fits its view, a closed tour's closing move is drawn, a watched search has a legend,
a 3D board's layers are named, the knight stands on the current square, and the pictures
of one pixel a square follow the playback cursor."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette

from knighttour.core.board.board import Board, Board3D
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import Drive
from knighttour.core.solve.search import FOUND
from knighttour.gui.widgets.board_painter import BoardPainter
from knighttour.gui.widgets.painting import pictures
from knighttour.gui.widgets.painting.geometry import fit

#: fonts, images and painters need the application object, whichever test runs first
pytestmark = pytest.mark.usefixtures("qapp")


def tour(board: Board, start: int, closed: bool = False) -> np.ndarray:
    search = make_search(board, start, "auto", closed)
    Drive().run(search)
    assert search.status == FOUND
    return search.path()


def render(painter: BoardPainter, size: int = 400) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    with QPainter(image) as qp:
        painter.paint(qp, QRectF(0, 0, size, size))
    return image


def painter_of(board: Board, path: np.ndarray, cursor: int | None = None) -> BoardPainter:
    return BoardPainter(
        board,
        path,
        len(path) if cursor is None else cursor,
        np.zeros(0, np.int64),
        QPalette(),
        QFont(),
    )


def test_a_closed_tour_draws_its_closing_move_dashed() -> None:
    board = Board(6, 6)
    closed = tour(board, 0, closed=True)
    assert board.is_move(int(closed[-1]), int(closed[0]))
    painter = painter_of(board, closed)
    image = render(painter)
    assert painter.closing_move() == (int(closed[-1]), int(closed[0]))
    line = painter.closing_drawn
    geometry = fit(board, QRectF(0, 0, 400, 400))
    assert line.p1() == painter.square_rect(geometry, int(closed[-1])).center()
    assert line.p2() == painter.square_rect(geometry, int(closed[0])).center()
    # the path's blue shows along the closing move
    blue = 0
    for k in range(1, 40):
        point = line.pointAt(k / 40)
        colour = QColor(image.pixel(int(point.x()), int(point.y())))
        blue += colour.blue() > colour.red() + 40
    assert blue >= 5
    # not while playback shows part of it, and never for an open tour
    partial = painter_of(board, closed, len(closed) - 1)
    render(partial)
    assert partial.closing_drawn is None
    open_tour = tour(Board(5, 5), 0)
    painter = painter_of(Board(5, 5), open_tour)
    render(painter)
    assert painter.closing_drawn is None


def test_a_watched_search_has_a_legend() -> None:
    board = Board(6, 6)
    painter = painter_of(board, np.array([0, 13, 26], np.int64))
    render(painter)
    assert painter.legend_drawn == []
    painter.live = True
    render(painter)
    assert painter.legend_drawn == ["taken back", "start", "current square"]


@pytest.mark.parametrize("size", [(900, 400), (400, 900), (400, 400), (300, 300)])
def test_the_legend_never_covers_a_label(size) -> None:
    """Wide view: beside the bottom rank; tall: under the file labels; square: inside the
    board's corner. Never on the band of labels round the board, never out of the view."""
    from knighttour.gui.widgets.board_painter import legend_corner
    from knighttour.gui.widgets.painting.marks import LEGEND, legend_width

    board = Board(8, 8)
    rect = QRectF(0, 0, *size)
    g = fit(board, rect)
    width = legend_width(list(LEGEND), QFont())
    corner = legend_corner(board, g, rect, width)
    box = QRectF(corner.right() - width - 4, corner.bottom() - 22, width, 18)  # as drawn
    right, bottom = g.x0 + 8 * g.side, g.y0 + 8 * g.side
    bands = [
        QRectF(g.x0 - 22, g.y0 - 22, right - g.x0 + 44, 22),  # files above
        QRectF(g.x0 - 22, bottom, right - g.x0 + 44, 22),  # files below
        QRectF(g.x0 - 22, g.y0, 22, bottom - g.y0),  # ranks left
        QRectF(right, g.y0, 22, bottom - g.y0),  # ranks right
    ]
    assert rect.contains(box)
    assert not any(box.intersects(band) for band in bands)


def test_3d_layers_are_named_and_moves_between_them_drawn_apart() -> None:
    board = Board3D.make(3, 4, 4)
    path = tour(board, 0)
    painter = painter_of(board, path)
    render(painter, 600)
    assert painter.layer_names() == ["layer 1", "layer 2", "layer 3"]
    assert painter.between_layers_drawn
    a, b = path[:-1], path[1:]
    across = (a % board.cols) // board.files != (b % board.cols) // board.files
    assert len(painter.between_layers_drawn) == int(across.sum())


def test_the_knight_stands_on_the_current_square() -> None:
    """On the current square, beside its number (it never covers it)."""
    board = Board(5, 5)
    path = tour(board, 0)
    plain = painter_of(board, path, 10)
    with_knight = painter_of(board, path, 10)
    with_knight.knight = True
    a, b = render(plain), render(with_knight)
    assert a != b
    geometry = fit(board, QRectF(0, 0, 400, 400))
    rect = with_knight.square_rect(geometry, int(path[9]))
    # the square's number (10) shows as without the knight: the knight stands beside it,
    # small, in the square's top-right corner
    centre = rect.center()
    for dx in range(-8, 9, 2):
        for dy in range(-5, 6, 2):
            x, y = int(centre.x()) + dx, int(centre.y()) + dy
            assert a.pixel(x, y) == b.pixel(x, y)
    corner = [
        QColor(b.pixel(int(rect.left() + rect.width() * fx), int(rect.top() + rect.height() * fy)))
        for fx in (0.72, 0.8, 0.88)
        for fy in (0.1, 0.17, 0.24)
    ]
    assert min(c.lightness() for c in corner) < 80  # the knight's dark body


def test_playback_pictures_follow_the_cursor_both_ways() -> None:
    """The one-pixel-a-square pictures are updated move by move: after going forward and
    back they equal the pictures drawn fresh at the same cursor."""
    board = Board(60, 60)
    path = tour(board, 0)
    cache: dict = {}
    for cursor in (0, 3000, 1200, 1201, 3600, 500):
        moved = BoardPainter(board, path, cursor, np.zeros(0, np.int64), QPalette(), QFont(), cache)
        fresh = painter_of(board, path, cursor)
        for name in ("order_picture", "dim_picture"):
            shown = path[:cursor]
            assert getattr(moved, name)(shown) == getattr(fresh, name)(shown), (name, cursor)


def test_a_million_squares_fit_the_view(qtbot, window) -> None:
    """A 1000x1000 board fits the window's own size, labels and all."""
    from PySide6.QtCore import QRectF

    from knighttour.core.board.board import Board
    from knighttour.gui.widgets.painting.geometry import fit

    window.model.set_board(Board(1000, 1000))
    view = window.explore.view
    rect = QRectF(view.contentsRect())
    g = fit(view.board, rect)
    assert g.x0 >= rect.left() and g.y0 >= rect.top()
    assert g.x0 + 1000 * g.side <= rect.right() + 1 and g.y0 + 1000 * g.side <= rect.bottom() + 1


def test_views_on_screen_share_one_budget_a_turn_and_finish_their_pictures(qapp) -> None:
    """Two views of a million squares each painted in one repaint of the window (a race's
    lanes) repaint together no more squares than the turn's budget (and one rank), then go on
    in the next turns until each picture is the whole one a page gets at once."""
    board = Board(1000, 1000)
    rng = np.random.default_rng(7)
    paths = [rng.permutation(board.size).astype(np.int64) for _ in range(2)]
    lanes = [painter_of(board, path) for path in paths]
    for lane in lanes:
        lane.sliced = True
    turns, budget = 0, pictures.ON_SCREEN
    while True:
        qapp.processEvents()  # the loop turns: the budget comes back
        assert budget.used == 0
        images = [render(lane) for lane in lanes]
        assert budget.used <= budget.squares + board.cols
        turns += 1
        if not any(lane.more_to_draw for lane in lanes) or turns > 100:
            break
    assert turns >= 2 * board.size // budget.squares
    assert not any(lane.more_to_draw for lane in lanes)
    for path, image in zip(paths, images, strict=True):
        assert image == render(painter_of(board, path))  # (not sliced: whole at once)


@pytest.mark.parametrize("width, named", [(900, True), (300, False)])
def test_a_layers_name_is_its_number_where_the_name_is_wider_than_the_layer(width, named):
    """Eight layers of 40 files in a 300-pixel picture: each layer is narrower than
    "layer 8", and the names ran into one another; the numbers alone are written there."""
    from knighttour.gui.widgets.painting.labels import draw_layer_labels

    board = Board3D.make(8, 40, 40)
    image = QImage(width, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    g = fit(board, QRectF(0, 0, width, 300))
    p = QPainter(image)
    drawn = draw_layer_labels(p, g, board, QFont(), QPalette())
    p.end()
    numbers = [str(k) for k in range(1, 9)]
    assert drawn == ([f"layer {k}" for k in numbers] if named else numbers)


def test_squares_smaller_than_a_pixel_show_no_false_board() -> None:
    """1000x1000 in 380 pixels: the checker scaled down was drawn one square in several, and
    showed a board of about a dozen large squares a side (a new user took it for the board);
    the squares' blend is drawn there, one colour, between the two of the squares."""
    board = Board(1000, 1000)
    painter = painter_of(board, np.zeros(0, np.int64))
    image = render(painter, 380)
    g = fit(board, QRectF(0, 0, 380, 380))
    inner = [
        image.pixelColor(int(g.x0 + 20 + x), int(g.y0 + 20 + y)).name()
        for x in range(0, int(1000 * g.side) - 40, 7)
        for y in range(0, int(1000 * g.side) - 40, 7)
    ]
    assert len(set(inner)) == 1
    dark, light = pictures.ORDER_DARK, pictures.ORDER_LIGHT
    colour = QColor(inner[0])
    for part in ("red", "green", "blue"):
        ends = sorted([getattr(dark, part)(), getattr(light, part)()])
        assert ends[0] < getattr(colour, part)() < ends[1]
