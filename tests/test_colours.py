"""gui/colours.py: status text stays readable (WCAG AA, 4.5:1) on light and dark palettes,
and the tabs take their status colours from it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from knighttour.gui.colours import BASE, contrast, status_colour


def palette(window: str, text: str) -> QPalette:
    """A whole palette on the given window and text colours (as a dark theme sets one)."""
    back, ink = QColor(window), QColor(text)
    p = QPalette(back)  # Qt derives the button, light and shadow roles from it
    roles = {
        QPalette.ColorRole.Window: back,
        QPalette.ColorRole.Base: back,
        QPalette.ColorRole.Button: back,
        QPalette.ColorRole.WindowText: ink,
        QPalette.ColorRole.Text: ink,
        QPalette.ColorRole.ButtonText: ink,
    }
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in roles.items():
            p.setColor(group, role, colour)
    return p


DARK = palette("#2b2b2b", "#eeeeee")
LIGHT = palette("#f5f5f5", "#111111")


def test_contrast_ratio_of_known_pairs() -> None:
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)


@pytest.mark.parametrize(
    "pal",
    [
        DARK,
        LIGHT,
        palette("#000000", "#ffffff"),
        palette("#ffffff", "#000000"),
        palette("#5a5a5a", "#ffffff"),
    ],
)
@pytest.mark.parametrize("kind", list(BASE))
def test_status_colours_are_readable(pal: QPalette, kind: str) -> None:
    assert contrast(status_colour(kind, pal), pal.window().color()) >= 4.5


def test_good_and_bad_keep_their_hue_on_a_dark_palette() -> None:
    good, bad = status_colour("good", DARK), status_colour("bad", DARK)
    assert 90 <= good.hslHue() <= 160 and (bad.hslHue() <= 20 or bad.hslHue() >= 340)


def colours_in(html: str) -> list[QColor]:
    return [QColor(c) for c in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", html)]


def test_play_status_is_readable_on_a_dark_palette(qtbot, window) -> None:
    window.setPalette(DARK)
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    play = window.play
    window.tabs.setCurrentWidget(play)
    square = play.model.board.parse_square("a1")
    qtbot.mouseClick(
        play.view, Qt.MouseButton.LeftButton, pos=play.view.square_rect(square).center().toPoint()
    )
    qtbot.waitUntil(lambda: not play.model.checking, timeout=20000)
    found = colours_in(play.status.text())
    assert found
    background = play.palette().window().color()
    assert all(contrast(c, background) >= 4.5 for c in found)
    play.model.restart()


def test_race_and_table_outcomes_are_readable_on_a_dark_palette(qtbot, window) -> None:
    from knighttour.gui.widgets.solver_list import set_checked

    window.setPalette(DARK)
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    background = DARK.window().color()
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking"])
    race.go_button.click()
    qtbot.waitUntil(lambda: not race.running, timeout=20000)
    for lane in race.lanes:
        found = colours_in(lane.counters.text()) + colours_in(lane.title.text())
        assert len(found) == 2 and all(contrast(c, background) >= 4.5 for c in found)
    table = window.table
    set_checked(table.solvers, ["warnsdorff"])
    table.run_button.click()
    qtbot.waitUntil(lambda: not table.running, timeout=20000)
    brushes = [
        table.runs.index(r, 2).data(Qt.ItemDataRole.ForegroundRole)
        for r in range(table.runs.rowCount())
    ]
    tinted = [b.color() for b in brushes if b is not None and b.style() != Qt.BrushStyle.NoBrush]
    assert tinted and all(contrast(c, background) >= 4.5 for c in tinted)
