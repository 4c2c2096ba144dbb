"""Pictures without Qt (knighttour/core/drawing/): the SVG a notebook shows, the PNG painted
here, read back by a decoder written from the PNG specification."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import numpy as np
import pytest

import knighttour
from knighttour.core.drawing import font, raster
from knighttour.core.drawing.boards import Layout, tour_scene
from knighttour.core.drawing.png import png_bytes

SVG = "{http://www.w3.org/2000/svg}"


def decode_png(data: bytes) -> np.ndarray:
    """An 8-bit RGB PNG (filter 0 rows, as ours are) read back, each chunk's CRC checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, size = 8, b"", (0, 0)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + body)
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert (depth, colour) == (8, 2)
            size = (height, width)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    rows = np.frombuffer(zlib.decompress(idat), np.uint8).reshape(size[0], 1 + 3 * size[1])
    assert not rows[:, 0].any()
    return rows[:, 1:].reshape(size[0], size[1], 3)


def test_a_png_holds_the_picture_painted() -> None:
    tour = knighttour.solve("8", "a1")
    picture = tour.picture()
    pixels = decode_png(picture.to_png())
    assert pixels.shape == (picture.height, picture.width, 3)
    assert np.array_equal(pixels, raster.paint(picture.scene))
    g = Layout(tour.board._core)
    first = g.centre(tour.squares[0])
    last = g.centre(tour.squares[-1])
    # the start ringed green, the last square red, the page white round the board
    r, gr, b = (int(v) for v in pixels[int(first[1] - g.side * 0.28), int(first[0])])
    assert gr > r and gr > b
    r, gr, b = (int(v) for v in pixels[int(last[1] - g.side * 0.28), int(last[0])])
    assert r > gr and r > b
    assert pixels[2, 2].tolist() == [255, 255, 255]


def test_the_svg_draws_the_path_the_numbers_and_the_ends() -> None:
    tour = knighttour.solve("6", "a1", closed=True, solver="warnsdorff-backtracking")
    root = ET.fromstring(tour.to_svg())
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert [str(n) for n in range(1, 37)] == [t for t in texts if t and t.isdigit()][12:]
    lines = list(root.iter(f"{SVG}polyline"))
    path = [e for e in lines if not e.get("stroke-dasharray")]
    closing = [e for e in lines if e.get("stroke-dasharray")]  # the closing move, dashed
    assert [len(e.get("points", "").split()) for e in path + closing] == [36, 2]
    assert len(list(root.iter(f"{SVG}circle"))) == 2
    assert root.find(f"{SVG}title") is not None


@pytest.mark.parametrize(
    "board",
    [
        knighttour.Board("6", wrap="torus"),
        knighttour.Board("5", holes="c3"),
        knighttour.Board("4x4x4"),
        knighttour.Board("6x7", leaper="zebra"),
        knighttour.Board("60"),
        knighttour.Board("300"),
    ],
)
def test_every_kind_of_board_draws_as_svg_and_png(board: knighttour.Board, tmp_path: Path) -> None:
    start = board.names()[0]
    tour = knighttour.solve(board, start)
    svg_file = tour.save(tmp_path / "t.svg")
    png_file = tour.save(tmp_path / "t.PNG")
    root = ET.parse(svg_file).getroot()
    pixels = decode_png(png_file.read_bytes())
    assert int(root.get("width", 0)) == pixels.shape[1] <= 520
    assert pixels.shape[0] <= 520 and (pixels < 250).any()
    if board.squares > 2500:
        assert root.find(f"{SVG}image") is not None  # a picture of a pixel a square
    assert svg_file.stat().st_size < 2_000_000


def test_a_heatmap_and_a_reason_draw_themselves() -> None:
    counted = knighttour.count("5", per_start=True)
    root = ET.fromstring(counted.heatmap().to_svg())
    numbers = {t.text for t in root.iter(f"{SVG}text")}
    assert {"304", "56", "64", "0"} <= numbers
    assert "<svg" in counted._repr_html_() and "<table>" in counted._repr_html_()
    comparison = knighttour.compare("5", ["warnsdorff", "backtracking"], "all")
    html = comparison._repr_html_()
    assert html.count("<svg") == 2 and "every run" in html
    why = knighttour.why_no_tour("5", "b1")
    assert why is not None
    letters = [t.text for t in ET.fromstring(why.picture().to_svg()).iter(f"{SVG}text")]
    assert letters.count("D") == 13 and letters.count("L") == 12


def test_a_picture_is_saved_only_as_png_or_svg(tmp_path: Path) -> None:
    with pytest.raises(knighttour.KnightTourError, match=r"\.json or \.txt .* \.png or \.svg"):
        knighttour.solve("5", "a1").save(tmp_path / "tour.jpg")
    assert not (tmp_path / "tour.jpg").exists()


def test_the_stroke_font_writes_every_label_and_number() -> None:
    needed = "0123456789abcdefghijklmnopqrstuvwxyzDLOICMABGT,.-: "
    assert set(needed) <= set(font.GLYPHS)
    for char in needed.strip():
        width, lines = font.GLYPHS[char]
        assert 0 < width < 1 and lines
        for line in lines:
            assert all(-0.05 <= x <= width + 0.05 and -0.05 <= y <= 1.35 for x, y in line)
    assert font.advance("ab") > font.advance("a") > 0


def test_png_bytes_refuses_what_is_not_rgb() -> None:
    with pytest.raises(ValueError):
        png_bytes(np.zeros((2, 2), np.uint8))
    scene = tour_scene(knighttour.Board("1")._core, np.array([0]))
    assert decode_png(png_bytes(raster.paint(scene))).shape[2] == 3
