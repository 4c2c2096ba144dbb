"""Stop stops: on every tab, on the largest board the window accepts (eight layers of a
million squares), Stop ends the work within half a second, while the move table is still
being made too; a file being read stops when its reading is cancelled; and closing the
window while every tab runs asks every worker to stop and waits for all of them together,
within half a second."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from gui_helpers import begin_when_asked, set_size
from PySide6.QtCore import Qt

from knighttour.gui.limits import MAX_SIDE
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.worker_base import live_threads

#: what Stop may take, from the click to the last worker thread gone (seconds)
STOP_SECONDS = 0.5
#: the most layers the window accepts
LAYERS = 8


def largest_board(window) -> None:
    """Eight layers of 1000x1000, set as a user sets them."""
    window.explore.controls.show_more(True)
    window.explore.controls.layers.setValue(LAYERS)
    set_size(window, MAX_SIDE, MAX_SIDE)
    assert window.model.board.size == LAYERS * MAX_SIDE * MAX_SIDE


def seconds_to_stop(qtbot, stop_button, running) -> float:
    """Click Stop; the seconds until the tab no longer runs and no worker thread is left."""
    assert running()
    began = time.monotonic()
    qtbot.mouseClick(stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not running() and not live_threads(), timeout=10000)
    return time.monotonic() - began


def start_explore(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.explore)
    qtbot.keyClicks(window.explore.start_field, window.model.board.name(0))
    qtbot.keyClick(window.explore.start_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model.running)


def start_race(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    set_checked(window.race.solvers, ["warnsdorff", "backtracking", "degree-order", "auto"])
    window.race.start_square.setText(window.model.board.name(0))
    qtbot.mouseClick(window.race.go_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.race.running)


def start_table(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    set_checked(window.table.solvers, ["warnsdorff", "auto"])
    qtbot.mouseClick(window.table.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.running)


@pytest.mark.parametrize(
    "tab, start, stop_button, running",
    [
        ("Explore", start_explore, "explore.stop_button", "model.running"),
        ("Race", start_race, "race.stop_button", "race.running"),
        ("Table", start_table, "table.stop_button", "table.running"),
    ],
)
@pytest.mark.parametrize("after", [0.0, 1.0])
def test_stop_ends_a_tab_on_the_largest_board_within_half_a_second(
    qtbot, window, tab, start, stop_button, running, after
) -> None:
    """Stopped at once (while the move table of 8 million squares is being made) and after a
    second of work."""
    largest_board(window)
    start(qtbot, window)
    if after:
        qtbot.wait(int(after * 1000))  # the user lets it run a while
    button = window
    for part in stop_button.split("."):
        button = getattr(button, part)
    owner, attribute = running.split(".")

    def is_running() -> bool:
        return bool(getattr(getattr(window, owner), attribute))

    assert is_running(), f"the {tab} ended on its own before Stop: nothing was stopped"
    seconds = seconds_to_stop(qtbot, button, is_running)
    assert seconds <= STOP_SECONDS, f"Stop on the {tab} tab took {seconds:.2f} s"


def test_stop_ends_a_long_count_within_half_a_second(qtbot, window) -> None:
    """8x8's closed tours (about 40 minutes of work): begun, then stopped."""
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    count.cluster.clear()
    set_size(window, 8, 8)
    qtbot.mouseClick(count.closed_button, Qt.MouseButton.LeftButton)
    begin_when_asked(qtbot, count)
    qtbot.waitUntil(lambda: count._done >= 2, timeout=120000)
    seconds = seconds_to_stop(qtbot, count.stop_button, lambda: count.running)
    assert seconds <= STOP_SECONDS, f"Stop on the Count tab took {seconds:.2f} s"
    qtbot.mouseClick(count.forget_button, Qt.MouseButton.LeftButton)  # no count left behind
    qtbot.waitUntil(lambda: not count.forgetting and not live_threads(), timeout=60000)


def test_cancel_stops_reading_a_file_of_a_million_squares(qtbot, window, tmp_path) -> None:
    """The reader hears Cancel between its chunks: its thread ends, and nothing is shown."""
    names = [f"{'abcdefghijklmnopqrstuvwxyz'[i % 26]}{i // 26 % 999 + 1}" for i in range(10**6)]
    path = tmp_path / "names.json"
    board = '{"rows": 1000, "cols": 1000}'
    path.write_text('{"board": ' + board + ', "tour": ["' + '", "'.join(names) + '"]}')
    shown_before = window.model.board.spec
    window.files.open_in_background(str(path))
    assert window.files.opening
    reader = window.files._opening
    outcomes: list[object] = []  # a tour read or an error: neither, when the read stopped
    reader.returned.connect(outcomes.append)
    reader.errored.connect(outcomes.append)
    began = time.monotonic()
    qtbot.mouseClick(window.files.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not live_threads(), timeout=10000)
    seconds = time.monotonic() - began
    assert seconds <= STOP_SECONDS, f"Cancel took {seconds:.2f} s to stop the reading"
    assert not window.files.opening
    assert outcomes == [], f"the read was not stopped: it ended with {outcomes!r:.80}"
    assert window.model.board.spec == shown_before


def test_closing_the_window_while_every_tab_runs_stops_them_all(qtbot, window) -> None:
    """Explore, Race and Table running on the largest board, a Play position being judged and
    a count going: closing the window asks every worker, then waits for all together."""
    largest_board(window)
    start_explore(qtbot, window)
    start_race(qtbot, window)
    start_table(qtbot, window)
    window.tabs.setCurrentWidget(window.play)
    qtbot.mouseClick(
        window.play.view, Qt.MouseButton.LeftButton, pos=window.play.view.rect().center()
    )
    assert window.play.model.game.started
    window.tabs.setCurrentWidget(window.count)
    window.count.cluster.clear()
    qtbot.mouseClick(window.count.open_button, Qt.MouseButton.LeftButton)
    running = len(live_threads())
    assert running >= 5, f"only {running} workers were running when the window was closed"
    began = time.monotonic()
    window.close()
    seconds = time.monotonic() - began
    Path(window.kept_game_file).unlink(missing_ok=True)  # no game of 8M squares next launch
    assert not live_threads(), f"{len(live_threads())} worker thread(s) outlived the window"
    assert seconds <= STOP_SECONDS, f"closing the window took {seconds:.2f} s"
