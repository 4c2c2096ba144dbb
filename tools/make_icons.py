"""Make the icons' PNG sizes from their SVGs and copy the run-time set into the package.

resources/icons/*.svg are drawn by hand (the source); this renders the application icon at
16..256 pixels with QSvgRenderer into resources/icons/, and copies every SVG and PNG into
knighttour/resources/icons/, which the window loads with importlib.resources.  Run it after
changing an SVG:  python tools/make_icons.py
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons"
PACKAGE = ROOT / "knighttour" / "resources" / "icons"
APP_ICON = "knighttour"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(svg: Path, size: int, out: Path) -> None:
    """Draw svg into a size x size PNG with a transparent background."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
    if not image.save(str(out), "PNG"):
        raise SystemExit(f"could not write {out}")


def main() -> int:
    """Render the PNG sizes, then mirror the icons into the package."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in SIZES:
        render(SOURCE / f"{APP_ICON}.svg", size, SOURCE / f"{APP_ICON}-{size}.png")
    PACKAGE.mkdir(parents=True, exist_ok=True)
    for old in PACKAGE.glob("*.*"):
        old.unlink()
    copied = 0
    for path in sorted(SOURCE.iterdir()):
        if path.suffix in (".svg", ".png"):
            shutil.copy2(path, PACKAGE / path.name)
            copied += 1
    print(f"{len(SIZES)} sizes of {APP_ICON}.svg rendered; {copied} icons copied to {PACKAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
