"""No freeze: the event loop is never blocked for more than 100 ms, on any tab, on the largest
board of every shape the window accepts (a million squares flat; eight layers of them; a
zebra's; holes; edges joined), while runs go on and after they end.

A watchdog (watchdog.py) ticks on the GUI thread through the whole user action: from before
the board is set (the setup is watched too) until the event loop has been quiet for half a
second after the run ended (a block left for later is watched too).  Each test does what a
user does and fails on the longest block.  The runs are cut short where they would take
long (Stop, as a user would), so the file takes a few minutes."""

from __future__ import annotations

import pytest
from gui_helpers import begin_when_asked, set_size
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from watchdog import Watchdog

from knighttour.core.status import Status
from knighttour.gui.limits import MAX_SIDE
from knighttour.gui.widgets.solver_list import set_checked
from knighttour.gui.worker_base import live_threads


@pytest.fixture(autouse=True)
def _kernels_ready() -> None:
    """Every kernel group compiled (or loaded from numba's cache) before the watch, as the
    window has them after its launch (it prepares them in the background, saying so): on a
    fresh machine the first run of a test process would otherwise compile them while the
    watchdog measures, and compiling holds the GIL (a clean CI run once measured 127 and
    372 ms on the Table's zebra board, 27 ms with the kernels ready)."""
    from knighttour.core.board.move_table import MOVES
    from knighttour.core.count import count_kernels
    from knighttour.core.solve import solver_kernels

    assert solver_kernels.load_all(None) and MOVES.ready(None)
    count_kernels.load_with_counting()


#: the largest side the window accepts
SIDE = MAX_SIDE
#: the most layers the window accepts
LAYERS = 8

#: the shapes of board the window accepts, each as large as it goes
SHAPES: dict[str, dict] = {
    "flat": {},
    "3-D": {"layers": LAYERS},
    "zebra": {"leaper": "2,3"},
    "holes": {"holes": ["d5", "e5"]},  # one of each colour: tours remain
    "torus": {"wrap": "torus"},
}

#: seconds a run goes on before the test stops it, as a user would (where it has not ended)
PATIENCE = 3.0


def set_shape(qtbot, window, shape: str, rows: int = SIDE, cols: int = SIDE) -> None:
    """Set the Explore tab's board as a user does: the size, then the piece, the joined
    edges, the holes (clicked with Edit holes on: a square is less than a pixel here); the
    event loop turns between one action and the next, as it does between a person's."""
    spec = SHAPES[shape]
    controls = window.explore.controls
    controls.show_more(True)
    controls.layers.setValue(spec.get("layers", 1))
    next_action()
    set_size(window, rows, cols)
    next_action()
    if "leaper" in spec:
        index = controls.leaper.findText(spec["leaper"], Qt.MatchFlag.MatchEndsWith)
        controls.leaper.setCurrentIndex(index)
        controls.leaper.activated.emit(index)
    if "wrap" in spec:
        controls.wrap.setCurrentIndex(controls.wrap.findData(spec["wrap"]))
    if "holes" in spec:
        controls.holes_button.setChecked(True)
        for name in spec["holes"]:
            next_action()
            window.explore.view.squareClicked.emit(window.model.board.parse_square(name))
        controls.holes_button.setChecked(False)
    next_action()
    board = window.model.board
    assert (board.layers, board.rows, board.files) == (spec.get("layers", 1), rows, cols)
    if not board.is_3d:
        assert board.leaper == tuple(int(x) for x in spec.get("leaper", "1,2").split(","))
    assert board.wrap == spec.get("wrap", "none")
    assert len(board.holes) == len(spec.get("holes", []))


def next_action() -> None:
    """One turn of the event loop, as between two actions of a person (no one clicks twice
    in one turn): the watch then measures each action's block, not several added up."""
    QApplication.processEvents()


def ended_or_stopped(qtbot, running, stop) -> None:
    """Wait for a run to end; one still going after PATIENCE seconds is stopped."""
    try:
        qtbot.waitUntil(lambda: not running(), timeout=int(PATIENCE * 1000))
    except qtbot.TimeoutError:
        stop()
        qtbot.waitUntil(lambda: not running(), timeout=10000)


def corner(window) -> str:
    """The name of the board's first square (a1, or a1:1 in three dimensions)."""
    return window.model.board.name(0)


def explore(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.explore)
    next_action()
    # a square is a pixel or less here: the start is typed
    qtbot.keyClicks(window.explore.start_field, corner(window))
    next_action()
    qtbot.keyClick(window.explore.start_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model.running or window.model.snapshot is not None)
    ended_or_stopped(
        qtbot,
        lambda: window.model.running,
        lambda: qtbot.mouseClick(window.explore.stop_button, Qt.MouseButton.LeftButton),
    )
    assert window.model.snapshot is not None


def race(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    next_action()
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "auto"])
    race.start_square.setText(corner(window))
    next_action()
    qtbot.mouseClick(race.go_button, Qt.MouseButton.LeftButton)
    assert race.lanes, race.ranking.text()
    ended_or_stopped(
        qtbot,
        lambda: race.running,
        lambda: qtbot.mouseClick(race.stop_button, Qt.MouseButton.LeftButton),
    )


def table(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    next_action()
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "auto"])
    next_action()
    qtbot.mouseClick(table.run_button, Qt.MouseButton.LeftButton)
    assert table.running
    qtbot.waitUntil(lambda: bool(table.rows), timeout=60000)  # runs of a million squares
    ended_or_stopped(
        qtbot,
        lambda: table.running,
        lambda: qtbot.mouseClick(table.stop_button, Qt.MouseButton.LeftButton),
    )
    table.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # a click on Steps
    assert table.rows


def play(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.play)
    next_action()
    play = window.play
    # the first click places the knight where it lands, then each move is the click the
    # view reports for a square
    qtbot.mouseClick(play.view, Qt.MouseButton.LeftButton, pos=play.view.rect().center())
    assert play.model.game.started
    for _ in range(3):
        next_action()
        play.view.squareClicked.emit(play.position.legal[0][0])
    next_action()
    qtbot.mouseClick(play.undo_button, Qt.MouseButton.LeftButton)
    next_action()
    qtbot.mouseClick(play.redo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not play.model.checking, timeout=60000)
    assert len(play.model.game.path) == 4


def count(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.count)
    next_action()
    count = window.count
    count.cluster.clear()
    for button in (count.open_button, count.closed_button):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert count.running
        ended_or_stopped(
            qtbot,
            lambda: count.running,
            lambda: qtbot.mouseClick(count.stop_button, Qt.MouseButton.LeftButton),
        )
        assert count.answer.text().startswith(("Not counted", "Stopped", "<b>"))


TABS = {"Explore": explore, "Race": race, "Table": table, "Play": play, "Count": count}


@pytest.mark.parametrize(
    "tab, shape", [pytest.param(t, s, id=f"{t}-{s}") for t in TABS for s in SHAPES]
)
def test_every_tab_on_the_largest_board_of_every_shape(qtbot, window, tab, shape) -> None:
    with Watchdog() as dog:
        set_shape(qtbot, window, shape)
        dog.doing = f"the {tab} tab running"
        TABS[tab](qtbot, window)
        dog.settle(qtbot)
    dog.check(f"the {tab} tab on {window.model.board.spec} ({shape})")
    qtbot.waitUntil(lambda: not live_threads(), timeout=30000)
    if tab == "Play":
        window.play.model.set_board(window.play.model.board)  # no game kept for next launch


@pytest.mark.parametrize("speed", ["Fast", "Max"])
def test_a_live_search_on_a_board_fitted_to_a_4k_window(qtbot, window, speed: str) -> None:
    """A live search on 8x12 with the window at a 4K screen's size: each repaint drew the whole
    path as one polyline, which Qt's stroker took seconds over (12 s, 23 s, then a minute at a
    time in a stress of the window); the moves are lines of their own now."""
    window.resize(2735, 1723)
    qtbot.waitUntil(lambda: window.explore.view.width() > 1500)
    controls = window.explore.controls
    controls.speed.setCurrentIndex(controls.speed.findData(speed))
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    with Watchdog() as dog:
        set_size(window, 8, 12)
        dog.doing = f"a live search on 8x12 in a 4K window (watch {speed})"
        explore(qtbot, window)
        dog.settle(qtbot)
    dog.check("a live search on 8x12 in a 2735x1723 window")
    assert window.explore.view.width() > 1500  # the board really was that large


def test_a_count_whose_checks_take_seconds_runs_them_off_the_window(qtbot, window) -> None:
    """4 layers of 9 x 1000: deciding how to count it (and refusing it) took 12 s on the GUI
    thread once; the count's worker makes that decision now."""
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    count.cluster.clear()
    with Watchdog() as dog:
        window.explore.controls.show_more(True)
        window.explore.controls.layers.setValue(4)
        set_size(window, 9, SIDE)
        dog.doing = "the Count tab deciding"
        qtbot.mouseClick(count.open_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not count.running, timeout=120000)
        dog.settle(qtbot)
    dog.check("the Count tab on 4x9x1000")
    assert count.answer.text().startswith("Not counted: 4x9x1000 cannot be counted here")


def test_the_table_over_a_long_board_and_its_stop(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    set_checked(table.solvers, ["warnsdorff", "backtracking", "divide-conquer", "auto"])
    with Watchdog() as dog:
        set_size(window, 2, SIDE)
        dog.doing = "the Table running"
        qtbot.mouseClick(table.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(table.rows) >= 4000, timeout=60000)
        qtbot.mouseClick(table.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.running, timeout=5000)
        table.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # a click on Steps
        dog.settle(qtbot)
    dog.check("the Table on 2x1000")
    assert table.status.text().startswith(("Stopped", "Done"))


def test_explore_a_million_squares_save_and_copy(qtbot, window, tmp_path, monkeypatch) -> None:
    window.tabs.setCurrentWidget(window.explore)
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "big.json"), "")),
    )
    with Watchdog() as dog:
        set_size(window, SIDE, SIDE)
        qtbot.keyClicks(window.explore.start_field, "a1")
        qtbot.keyClick(window.explore.start_field, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda: window.model.snapshot is not None and not window.model.running,
            timeout=60000,
        )
        assert window.model.snapshot.status == Status.FOUND
        qtbot.keyClick(window.explore.view, Qt.Key.Key_Home)
        next_action()
        qtbot.keyClick(window.explore.view, Qt.Key.Key_End)
        next_action()
        dog.doing = "saving and copying"
        window.save_json()
        next_action()
        window.files.copy_tour()
        qtbot.waitUntil(lambda: not window.files.saving, timeout=60000)
        dog.settle(qtbot)
    dog.check("Explore on 1000x1000, saved and copied")
    assert (tmp_path / "big.json").stat().st_size > 1_000_000


@pytest.mark.parametrize("closed", [False, True])
def test_counting_with_progress(qtbot, window, closed: bool) -> None:
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    with Watchdog() as dog:
        set_size(window, 5, 6)
        dog.doing = "the Count tab counting"
        qtbot.mouseClick(
            count.closed_button if closed else count.open_button, Qt.MouseButton.LeftButton
        )
        qtbot.waitUntil(lambda: not count.running, timeout=60000)
        dog.settle(qtbot)
    dog.check("the Count tab on 5x6")
    assert count.result is not None and count.result.count == (8 if closed else 37_568)
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_a_long_count_stopped_resumed_and_forgotten(qtbot, window) -> None:
    """8x8's closed tours by the frontier counter: the count runs, is stopped with its
    squares kept on disk, goes on from them, is stopped again, and the saved squares are
    forgotten, all with the window never blocked."""
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    count.cluster.clear()
    with Watchdog() as dog:
        set_size(window, 8, 8)
        for _ in range(2):
            dog.doing = "the Count tab counting"
            qtbot.mouseClick(count.closed_button, Qt.MouseButton.LeftButton)
            begin_when_asked(qtbot, count)  # about 40 minutes of work: it asks first
            qtbot.waitUntil(lambda: count._done >= 20, timeout=120000)
            qtbot.mouseClick(count.stop_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not count.running, timeout=10000)
            assert "kept on disk" in count.answer.text()
        dog.doing = "forgetting the saved counts"
        qtbot.mouseClick(count.forget_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not count.forgetting, timeout=60000)
        dog.settle(qtbot)
    dog.check("the Count tab counting 8x8 closed, stopped and resumed")
    assert "Forgot the saved counts" in count.answer.text()
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)
