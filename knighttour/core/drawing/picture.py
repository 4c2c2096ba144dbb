"""Picture: a drawing that shows itself in a notebook (SVG) and saves itself as an SVG or a
PNG file, no Qt and no imaging library needed."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..files.formats import FormatError
from ..files.writing import write_bytes
from . import raster, svg
from .png import png_bytes
from .scene import Scene


@dataclass(frozen=True)
class Picture:
    """A drawing of a board: shown by Jupyter (``_repr_svg_``), written by :meth:`save`.

    Examples
    --------
    >>> import knighttour
    >>> picture = knighttour.solve("5", "a1").picture()
    >>> picture.width, picture.height
    (344, 344)
    >>> picture.to_svg().startswith("<svg")
    True
    >>> picture.to_png()[:8]
    b'\\x89PNG\\r\\n\\x1a\\n'
    """

    scene: Scene

    @property
    def width(self) -> int:
        """Width in pixels."""
        return self.scene.width

    @property
    def height(self) -> int:
        """Height in pixels."""
        return self.scene.height

    def to_svg(self) -> str:
        """The picture as an SVG document."""
        return svg.to_svg(self.scene)

    def to_png(self) -> bytes:
        """The picture as a PNG file's bytes (painted here, antialiased)."""
        return png_bytes(raster.paint(self.scene), title=self.scene.title)

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the picture to path: PNG when its name ends in .png, SVG for .svg.

        Parameters
        ----------
        path
            The file to write (a file there is replaced whole; a link's target is written).

        Returns
        -------
        pathlib.Path
            The file written.
        """
        target = Path(path)
        suffix = target.suffix.lower()
        if suffix == ".png":
            data = self.to_png()
        elif suffix == ".svg":
            data = self.to_svg().encode("utf-8")
        else:
            kind = suffix or "a name without one"
            raise FormatError(f"{target}: a picture is saved as .png or .svg, not {kind}")
        write_bytes(target, data)  # where path points: a link's target, a pipe, a file
        return target

    def _repr_svg_(self) -> str:
        return self.to_svg()

    def __repr__(self) -> str:
        title = f" {self.scene.title!r}" if self.scene.title else ""
        return f"<Picture{title} {self.width}x{self.height}>"
