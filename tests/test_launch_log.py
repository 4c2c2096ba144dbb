"""gui/launch_log.py: with KNIGHTTOUR_LAUNCH_LOG set, the window writes when it was shown
(with where e4 is on the screen, and its language, Qt's own words in it or not), when the
first tour came, and when the kernels were ready;
unset, nothing."""

from __future__ import annotations

import time

from gui_helpers import solve
from PySide6.QtCore import QPoint

from knighttour.gui.launch_log import LOG_ENV, follow_launch


def read(path) -> list[list[str]]:
    return [line.split() for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_log_has_the_window_shown_and_the_first_tour(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "launch.log"
    monkeypatch.setenv(LOG_ENV, str(path))
    before = time.time()
    log = follow_launch(window)
    assert log is not None
    qtbot.waitUntil(path.exists, timeout=5000)
    (event, when, x, y), language = read(path)
    assert event == "shown" and before <= float(when) <= time.time()
    assert language[0] == "language" and language[2:] == ["en", "qt"]
    # the point given is e4's centre on the screen: the square a click there chooses
    view = window.explore.view
    e4 = window.model.board.parse_square("e4")
    assert view.square_at(view.mapFromGlobal(QPoint(int(x), int(y))).toPointF()) == e4
    solve(qtbot, window, "a1")
    solve(qtbot, window, "c3")
    log.write("ready")
    events = [line[0] for line in read(path)]
    assert events == ["shown", "language", "tour", "ready"]  # the first tour only


def test_without_the_variable_nothing_is_written(window, monkeypatch) -> None:
    monkeypatch.delenv(LOG_ENV, raising=False)
    assert follow_launch(window) is None
