"""PNG files written by hand: the format's signature, its header, the pixels compressed by
zlib (each row with filter 0) and its end, each chunk with its CRC (the PNG specification,
ISO/IEC 15948).  A picture needs nothing more, so no imaging library is needed."""

from __future__ import annotations

import struct
import zlib

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(pixels: np.ndarray, *, title: str = "") -> bytes:
    """An RGB picture (height x width x 3, uint8) as a PNG file's bytes; title goes in a
    tEXt chunk."""
    if pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
        raise ValueError("a PNG is made of height x width x 3 bytes")
    height, width = pixels.shape[:2]
    rows = np.zeros((height, 1 + 3 * width), np.uint8)  # each row: filter 0, then its pixels
    rows[:, 1:] = pixels.reshape(height, 3 * width)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits, RGB
    text = _chunk(b"tEXt", b"Title\0" + title.encode("latin-1", "replace")) if title else b""
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + text
        + _chunk(b"IDAT", zlib.compress(rows.tobytes(), 6))
        + _chunk(b"IEND", b"")
    )
