"""gui/count/: the Count tab counts tours in a worker, shows the number and the table of
counts per start square, and stops at once."""

from __future__ import annotations

import pytest
from gui_helpers import begin_when_asked
from oracle import count_open_tours_from, parse_name
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knighttour.core.board.board import Board
from knighttour.gui import settings
from knighttour.gui.count.count_map import short_number
from knighttour.gui.worker_base import live_threads


def test_counting_5x5_open_tours_from_every_square(qtbot, window) -> None:
    window.model.set_board(Board(5, 5))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    assert tab.running and tab.stop_button.isEnabled()
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    assert tab.result is not None and tab.result.count == 1728  # OEIS A165134
    table = tab.result.per_start
    board = Board(5, 5)
    assert (
        int(table[board.parse_square("a1")]),
        int(table[board.parse_square("c3")]),
        int(table[board.parse_square("b1")]),
    ) == (304, 64, 0)
    assert "1,728" in tab.answer.text() and tab.map.table is not None
    window.model.set_board(Board(6, 6))  # the count was of 5x5: it goes with its board
    assert tab.progress.format() == "not counted yet" and not tab.export_button.isEnabled()
    window.model.set_board(Board(5, 5))
    tab.start_square.setText("c3")
    assert not tab.per_start.isEnabled()  # a table of every square goes with no start square
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    assert tab.result.count == 64 and "from c3" in tab.answer.text()
    tab.start_square.setText("z9")
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    assert not tab.running and "off the 5x5 board" in tab.answer.text()
    # shown and said with its quotes, not as &#x27;z9&#x27;
    assert tab.answer.textFormat() == Qt.TextFormat.RichText
    assert "square 'z9' is off" in tab.answer.accessibleName()


def test_a_count_stops_at_once(qtbot, window) -> None:
    window.model.set_board(Board(7, 7))
    tab = window.count
    tab.start_square.setText("")
    tab.per_start.setChecked(False)
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    begin_when_asked(qtbot, tab)
    qtbot.waitUntil(lambda: tab.progress.maximum() > 1, timeout=30000)  # under way
    qtbot.mouseClick(tab.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=5000)
    assert "Stopped" in tab.answer.text() and tab.closed_button.isEnabled()


def test_counting_on_a_local_cluster_from_the_tab(qtbot, window) -> None:
    pytest.importorskip("distributed")
    window.model.set_board(Board(5, 6))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.cluster.clear()
    qtbot.keyClicks(tab.cluster, "local:2")
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Dask cluster at tcp://127.0.0.1:" in tab.answer.text(), timeout=60000)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    assert tab.result is not None and tab.result.count == 8 and tab.result.method == "frontier"
    assert "<b>8</b> closed tours" in tab.answer.text()
    assert settings.cluster_address() == "local:2"  # remembered for next time
    tab.cluster.setText("local:abc")
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=30000)
    assert tab.answer.text().startswith("Not counted:") and "local:N" in tab.answer.text()
    tab.cluster.setText("")


def test_a_stopped_table_is_not_drawn_and_the_bar_says_stopped(qtbot, window) -> None:
    window.model.set_board(Board(7, 7))
    tab = window.count
    tab.start_square.setText("")
    tab.per_start.setChecked(True)
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    begin_when_asked(qtbot, tab)
    qtbot.waitUntil(lambda: tab.progress.toolTip() != "", timeout=30000)
    # the bar says the share of the work; where the counter is, in its terms, is its tip
    assert tab.progress.format().endswith("of the work done")
    assert tab.progress.toolTip().startswith("count 1 of ")  # a table: one count a class
    assert ", square " in tab.progress.toolTip() and " of 49: " in tab.progress.toolTip()
    qtbot.mouseClick(tab.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=5000)
    assert tab.map.table is None  # no board of zeros that reads "no tours from here"
    assert tab.progress.format() == "stopped" and tab.progress.value() == 0


def test_no_tour_says_why_and_a_board_too_wide_is_refused(qtbot, window) -> None:
    window.model.set_board(Board(5, 5))
    tab = window.count
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=30000)
    assert "<b>0</b> closed tours" in tab.answer.text()
    assert "odd number of squares" in tab.answer.text()  # the theorem, not a bare 0
    window.model.set_board(Board(10, 10))
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=30000)
    assert tab.answer.text().startswith("Not counted: 10x10 cannot be counted here")
    assert tab.progress.format() == "not counted"
    window.model.set_board(Board(9, 9))  # 9 wide fits the counter, not the memory
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=30000)
    assert tab.answer.text().startswith("Not counted: counting 9x9 needs about")


def test_big_counts_are_shortened_on_the_map_not_hidden() -> None:
    assert short_number(3_742_739) == "3.7M"
    assert short_number(41_200) == "41k"
    assert short_number(13_267_364_410_532) == "13T"
    assert short_number(999) == "999"


def test_each_square_shows_its_exact_count_on_hover_and_exports(qtbot, window, tmp_path) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    count.open_button.click()
    qtbot.waitUntil(lambda: not count.running, timeout=60000)
    cmap = count.map
    board = cmap.board
    a1 = board.parse_square("a1")
    _, side, x0, y0 = cmap._layout()
    point = QPoint(int(x0 + side / 2), int(y0 + (board.rows - 0.5) * side))
    assert cmap.square_at(point.x(), point.y()) == a1
    QApplication.sendEvent(
        cmap, QHelpEvent(QHelpEvent.Type.ToolTip, point, cmap.mapToGlobal(point))
    )
    assert QToolTip.text() == "a1: 304 open tours"
    assert count.export_button.isEnabled()
    assert count.export_counts(str(tmp_path / "c.csv"))
    lines = (tmp_path / "c.csv").read_text().splitlines()
    assert lines[0] == "square,open_tours" and "a1,304" in lines and len(lines) == 26
    assert sum(int(line.split(",")[1]) for line in lines[1:]) == 1728
    QToolTip.hideText()


def test_a_count_that_cannot_be_done_here_is_refused_before_any_count(qtbot, window) -> None:
    """The checks run in the count's worker (on a large board they take seconds): it refuses
    before counting anything, and the tab says why."""
    window.explore.controls.rows.setValue(1000)
    window.explore.controls.cols.setValue(1000)
    window.tabs.setCurrentWidget(window.count)
    count = window.count
    decided: list[object] = []
    count.open_button.click()
    assert count._worker is not None
    count._worker.decided.connect(lambda *a: decided.append(a))
    qtbot.waitUntil(lambda: not count.running and not live_threads(), timeout=30000)
    assert not decided and count.result is None  # no count went ahead
    assert count.answer.text().startswith("Not counted: 1000x1000 cannot be counted here")
    assert count.progress.text() == "not counted" and not count.export_button.isEnabled()


def test_a_zero_from_a_theorem_says_so(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    count = window.count
    count.closed_button.click()
    qtbot.waitUntil(lambda: not count.running, timeout=30000)
    assert "0</b> closed tours" in count.answer.text() and "by a theorem" in count.answer.text()
    assert "enumeration" not in count.answer.text()


def test_an_exhaustive_count_shows_how_far_it_is(qtbot, window) -> None:
    """5x6 open from every square is counted by search, start square by start square: the bar
    says which of them and the tours found so far, and ends full."""
    window.model.set_board(Board(5, 6))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.per_start.setChecked(True)
    seen: list[str] = []
    tab.progress.valueChanged.connect(lambda _v: seen.append(tab.progress.format()))
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    assert tab.result is not None and tab.result.method == "enumeration"
    counting = [f for f in seen if f.startswith("following every tour:")]
    assert counting and "start squares" in counting[-1] and "tours found so far" in counting[-1]
    assert tab.result.count == 37_568  # what the frontier counter gives too


def test_a_stopped_frontier_count_goes_on_from_its_last_square(qtbot, window) -> None:
    """Stop a count of 6x8's closed tours part way: the finished squares stay on disk and
    the answer says so; Count again goes on from them to the right count; Forget saved
    counts frees the space."""
    from knighttour.gui.count.saved import saved_counts_folder

    window.model.set_board(Board(6, 8))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.cluster.clear()
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.progress.value() >= 20 or not tab.running, timeout=30000)
    qtbot.mouseClick(tab.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=10000)
    assert tab.result is not None and tab.result.count is None
    assert "kept on disk" in tab.answer.text() and tab.forget_button.isEnabled()
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "going on from square" in tab.answer.text(), timeout=30000)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    assert tab.result.count == 55_488_142  # OEIS A175881, 6 x 8
    qtbot.mouseClick(tab.forget_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.forgetting and not live_threads(), timeout=10000)
    assert not saved_counts_folder().exists() and "Forgot the saved counts" in tab.answer.text()


def test_durations_are_said_in_plain_units() -> None:
    from knighttour.gui.i18n import long_duration

    assert [long_duration(s) for s in (40, 89, 720, 3900)] == [
        "40 s",
        "89 s",
        "12 min",
        "1 h 05 min",
    ]


def test_a_long_count_says_its_time_left(qtbot, window, monkeypatch) -> None:
    """Once the live states have passed their peak, the bar says about how long is left."""
    tab = window.count
    tab._board = Board(6, 6)
    from knighttour.core.count.estimates import TimeLeft

    tab._pace, tab._began = TimeLeft(), 0.0
    clock = iter(range(0, 10_000, 10))
    monkeypatch.setattr("knighttour.gui.count.panel.time.perf_counter", lambda: float(next(clock)))
    for k, states in enumerate([1, 10, 100, 1000, 100, 10, 5], start=1):
        tab._progressed(k, 36, states, 1 << 20, k / 36)
    assert "left" in tab.progress.format() and tab.progress.toolTip().startswith("square 7 of 36")


def test_what_can_be_counted_is_decided_off_the_gui_thread(qtbot, window, monkeypatch) -> None:
    """The checks a count starts with (the board's memory, the method and whether the
    frontier fits: seconds on large boards) run on the count's thread, never the window's."""
    import threading

    from knighttour.core.count import methods

    threads: list[str] = []
    check_fits, applies = Board.check_fits, methods.applies

    def fits(board, *args):
        threads.append(threading.current_thread().name)
        return check_fits(board, *args)

    def fitting(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return applies(*args, **kwargs)

    monkeypatch.setattr(Board, "check_fits", fits)
    monkeypatch.setattr(methods, "applies", fitting)
    window.model.set_board(Board(5, 6))
    tab = window.count
    tab.cluster.clear()
    qtbot.mouseClick(tab.closed_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=30000)
    assert tab.result is not None and tab.result.count == 8
    assert len(threads) >= 2 and threading.main_thread().name not in threads, threads


def test_export_counts_is_clicked_and_saves_every_count_exactly(
    qtbot, window, tmp_path, monkeypatch
) -> None:
    """The button itself, clicked (its clicked(bool) once reached the file name): a dialog
    asks where, and the file holds each square's exact count, summing to the total."""
    window.model.set_board(Board(5, 5))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=60000)
    target = tmp_path / "counts.csv"
    asked: list[str] = []

    def ask(*args, **kwargs):
        asked.append(args[1])
        return str(target), ""

    monkeypatch.setattr("knighttour.gui.count.results.QFileDialog.getSaveFileName", ask)
    qtbot.mouseClick(tab.export_button, Qt.MouseButton.LeftButton)
    assert asked == ["Export counts"]
    rows = [line.split(",") for line in target.read_text().splitlines()]
    assert rows[0] == ["square", "open_tours"] and len(rows) == 26
    counts = {square: int(n) for square, n in rows[1:]}
    # the oracle walks every path: no code shared with the counter
    for name in ("a1", "b1", "c3", "e5"):
        f, r = parse_name(name)
        assert counts[name] == count_open_tours_from(5, 5, r * 5 + f)
    assert sum(counts.values()) == 1728


def test_a_long_count_says_its_estimate_and_asks_first(qtbot, window) -> None:
    """6x7's open tours take minutes: the tab says about how long and how much memory before
    it begins, and Not now leaves nothing running; its progress is the share of the estimated
    work, which grows slowly at first (not square 14 of 42 read as 33 %)."""
    window.model.set_board(Board(6, 7))
    window.tabs.setCurrentWidget(window.count)
    tab = window.count
    tab.start_square.setText("")
    tab.per_start.setChecked(False)
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.question is not None and tab.question.isVisible(), timeout=30000)
    question = tab.question.text()
    assert "may take about" in question and "of memory" in question
    assert not tab.running and not live_threads()
    qtbot.mouseClick(tab.question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert tab.question is None and not tab.running
    assert "you chose not to begin" in tab.answer.text()
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    begin_when_asked(qtbot, tab)
    seen: list[tuple[int, float]] = []
    tab._worker.progressed.connect(lambda done, _n, _s, _b, share: seen.append((done, share)))
    qtbot.waitUntil(lambda: any(done >= 14 for done, _ in seen), timeout=60000)
    done, share = next((done, share) for done, share in seen if done >= 14)
    assert tab.progress.value() > 0
    qtbot.mouseClick(tab.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and not live_threads(), timeout=10000)
    assert done < 21 and share < 0.1  # a third of the squares: a small share of the work
