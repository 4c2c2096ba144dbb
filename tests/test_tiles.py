"""core/solve/tiles.py: every tile the constructions are built of is a closed tour through its
ports, and there is one for every pair of sides the constructions use."""

from __future__ import annotations

import numpy as np
import pytest
from oracle import check_tour

from knighttour.core.board.board import Board
from knighttour.core.solve import divide_conquer
from knighttour.core.solve.tiles import TILES


@pytest.mark.parametrize("h, w", sorted(TILES))
def test_every_tile_is_a_closed_tour_with_its_ports(h: int, w: int) -> None:
    links = divide_conquer.decode_tile(TILES[(h, w)], h, w)
    board = Board(h, w)
    path = np.empty(h * w, dtype=np.int32)
    divide_conquer.walk(links, 0, w, divide_conquer._DF, divide_conquer._DR, path)
    check_tour(h, w, board.names(path), start="a1", closed=True)
    moves = {frozenset(p) for p in zip(path.tolist(), np.roll(path, -1).tolist(), strict=True)}
    for port in divide_conquer.required_ports(h, w):
        assert frozenset(port) in moves


def test_tiles_cover_every_side_pair_with_an_even_area() -> None:
    wanted = {(h, w) for h in divide_conquer.SIDES for w in divide_conquer.SIDES if h * w % 2 == 0}
    wanted |= {(divide_conquer.BAND, w) for w in divide_conquer.BAND_WIDTHS}
    assert set(TILES) == wanted
