"""How the window looks for the room: the board follows a dark palette (and its style can be
chosen), pages and pictures stay ink-light on white whatever the screen shows, the text size
grows for a projector and is remembered, and presentation mode gives the board the screen."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QToolBar

from knighttour.gui import export, printing
from knighttour.gui.widgets.painting import style


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, QColor("#202124")),
        (QPalette.ColorRole.WindowText, QColor("#e8eaed")),
        (QPalette.ColorRole.Base, QColor("#181818")),
        (QPalette.ColorRole.Text, QColor("#e8eaed")),
    ):
        palette.setColor(role, colour)
    return palette


def lightness(image: QImage) -> float:
    """The mean lightness (0 to 255) of a picture, read from every 4th pixel."""
    total = count = 0
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            total += image.pixelColor(x, y).lightness()
            count += 1
    return total / count


def test_the_board_follows_a_dark_palette_and_a_chosen_style(qtbot, window) -> None:
    app = QApplication.instance()
    before = app.palette()
    try:
        app.setPalette(dark_palette())
        assert style.chosen_style() == "auto"
        assert style.screen_style() is style.STYLES["dark"]
        view = window.explore.view
        assert view.painter_for(palette=dark_palette()).style is style.STYLES["dark"]
        window.appearance.set_board_style("contrast")
        assert style.screen_style() is style.STYLES["contrast"]
        assert window.settings.value("view/board") == "contrast"
    finally:
        window.appearance.set_board_style("auto")
        app.setPalette(before)


def test_pictures_and_pages_are_ink_light_under_a_dark_palette(qtbot, window, tmp_path) -> None:
    from gui_helpers import solve

    app = QApplication.instance()
    before = app.palette()
    try:
        app.setPalette(dark_palette())
        window.explore.view.setPalette(dark_palette())
        solve(qtbot, window, "c3")
        screen = window.explore.view.grab().toImage()
        png = QImage.fromData(export.png_bytes(window.pages.painter()))
        page = printing.page_image(window.pages.painter(), window.pages.page_title())
        assert lightness(screen) < 120  # the screen is dark...
        assert lightness(png) > 200 and lightness(page) > 200  # ...the picture and page not
        corner = png.pixelColor(2, 2)
        assert corner.lightness() > 240  # white around the board
    finally:
        app.setPalette(before)


def test_an_svg_picture_draws_its_squares_as_vectors(qtbot, window) -> None:
    from gui_helpers import solve

    solve(qtbot, window, "a1")
    svg = export.svg_bytes(window.pages.painter()).decode()
    assert "<image" not in svg  # no bitmap of the squares
    assert svg.count("<path") + svg.count("<rect") >= 64


def test_the_text_grows_for_a_projector_and_is_remembered(qtbot, window) -> None:
    app = QApplication.instance()
    size = app.font().pointSizeF()
    window.text_bigger()
    window.text_bigger()
    assert app.font().pointSizeF() > size * 1.2
    assert float(window.settings.value("view/text")) > 1.2
    window.text_normal()
    assert np.isclose(app.font().pointSizeF(), size)


def test_presentation_mode_gives_the_board_the_screen(qtbot, window) -> None:
    window.show()
    before = window.explore.view.width()
    window.toggle_presentation()
    try:
        assert window.presentation.on and window.isFullScreen()
        assert not window.explore.form_area.isVisible()
        assert all(not bar.isVisible() for bar in window.findChildren(QToolBar))
        assert window.presentation.leave_button.isVisible()
        assert window.explore.start_field.isVisible() and window.explore.stop_button.isVisible()
        qtbot.waitUntil(lambda: window.explore.view.width() >= before)
    finally:
        window.toggle_presentation()
    assert not window.isFullScreen() and window.explore.form_area.isVisible()
