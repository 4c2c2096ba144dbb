"""The window inside the screen: at its first launch and from a geometry saved on a larger
screen (screen.py).  The real room (tests/realroom) checks the same under a window manager."""

from __future__ import annotations

from PySide6.QtCore import QRect

from knighttour.gui.screen import PREFERRED, available_area, fit_inside_screen


def inside(window) -> bool:
    area: QRect = available_area(window)
    return area.contains(window.frameGeometry())


def test_the_window_opens_no_larger_than_the_screen(qtbot, window) -> None:
    area = available_area(window)
    window.resize(PREFERRED.width() * 2, PREFERRED.height() * 2)
    assert not inside(window)
    fit_inside_screen(window)
    assert inside(window)
    assert window.width() >= min(PREFERRED.width(), area.width() - 40)


def test_a_geometry_saved_on_a_larger_screen_comes_back_inside(qtbot, window) -> None:
    area = available_area(window)
    window.resize(area.width() + 600, area.height() + 400)
    window.move(area.right() - 50, area.bottom() - 50)
    saved = window.saveGeometry()
    window.restoreGeometry(saved)
    fit_inside_screen(window)
    assert inside(window)
    assert window.width() >= window.minimumWidth()


# nothing cut at 800x600 -----------------------------------------------------------------------
import pytest  # noqa: E402
from cut_texts import cut_texts  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from knighttour.gui import i18n, screen  # noqa: E402
from knighttour.gui.main_window import KnightTourApp  # noqa: E402
from knighttour.gui.race.lane import LANE_BOARD  # noqa: E402

#: a small laptop's or an old projector's screen
SMALL = QRect(0, 0, 800, 600)


@pytest.fixture
def small_screen(monkeypatch) -> QRect:
    """The screen the window fits itself to is 800x600 (the offscreen one is larger)."""
    assert QGuiApplication.primaryScreen().availableGeometry().contains(SMALL)
    monkeypatch.setattr(screen, "available_area", lambda window: QRect(SMALL))
    return SMALL


@pytest.fixture(params=["en", "fr"])
def small_window(request, qtbot, tmp_path, small_screen):
    """The window in a language on an 800x600 screen, as it opens."""
    i18n.install(request.param)
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = KnightTourApp(settings=settings)
        qtbot.addWidget(window)
        window.resize(PREFERRED)
        fit_inside_screen(window)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.text_normal()
        window.close()
    finally:
        i18n.install("en")


def race(qtbot, window, solvers: int) -> None:
    """Race the first solvers offered from a1 on the board set, and wait for its end."""
    window.tabs.setCurrentWidget(window.race)
    items = [window.race.solvers.item(i) for i in range(window.race.solvers.count())]
    offered = [i for i in items if i.flags() & Qt.ItemFlag.ItemIsEnabled]
    for n, item in enumerate(offered):
        item.setCheckState(Qt.CheckState.Checked if n < solvers else Qt.CheckState.Unchecked)
    assert window.race.start()
    qtbot.waitUntil(lambda: not window.race.running, timeout=60000)


def every_tab_uncut(qtbot, window, elided_ok: bool = False) -> list[tuple[int, str, str, str]]:
    """Every text cut on any tab (the tab's index first); elided_ok: a list's choice elided
    with the whole in its tooltip is let pass."""
    found = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda i=index: window.tabs.widget(i).isVisible())
        for _ in range(4):  # the layouts done, each level in turn (no waiting: posted events)
            QApplication.sendPostedEvents()
        found += [(index, *cut) for cut in cut_texts(window, SMALL, elided_ok)]
    return found


def test_nothing_is_cut_at_800_by_600(qtbot, small_window) -> None:
    """Every tab, its options open, a race of six run, a long answer in the status bar: no
    text is cut (it wraps, or is elided with the whole in its tooltip)."""
    window = small_window
    window.explore.controls.more.setChecked(True)
    window.count.more.setChecked(True)
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.explore.solve_from(1)  # b1 of 5x5: no tour, and a long why in the status bar
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    bar = window.statusBar()
    assert bar.full_message and bar.currentMessage().endswith("…")  # elided ...
    assert bar.toolTip() == bar.full_message == bar.accessibleDescription()  # ... whole here
    race(qtbot, window, 6)
    assert every_tab_uncut(qtbot, window) == []


def test_a_race_of_six_keeps_boards_large_enough_to_follow(qtbot, small_window) -> None:
    """At 800x600, six lanes: each board at least LANE_BOARD square (the lanes scroll rather
    than shrink); each solver's idea, elided to its lane, is whole in its tooltip and to a
    screen reader; the closing ranking is shown whole (it wraps, its column scrolls) and
    read whole."""
    window = small_window
    race(qtbot, window, 6)
    lanes = window.race.lanes
    assert len(lanes) == 6
    assert all(min(lane.view.width(), lane.view.height()) >= LANE_BOARD for lane in lanes)
    area = window.race.lanes_area
    assert area.widget().height() > area.viewport().height()  # scrolled, not squeezed
    for lane in lanes:
        whole = lane.idea.accessibleDescription()
        assert whole and lane.idea.toolTip() == whole
        assert lane.idea.text().rstrip("…") in whole
    for _ in range(4):  # the layouts done (posted events, no waiting)
        QApplication.sendPostedEvents()
    ranking = window.race.ranking
    assert ranking.heightForWidth(ranking.width()) <= ranking.height()
    assert (
        ranking.accessibleDescription().count("\n") >= 6
        or len(ranking.accessibleDescription()) >= len(lanes) * 10
    )


def test_larger_text_never_pushes_the_window_off_the_screen(qtbot, small_window) -> None:
    """Bigger text, again and again, at 800x600: it grows while the window fits the screen,
    then the command says it cannot; the window and its board stay inside the screen and
    nothing is cut at the largest text allowed."""
    window = small_window
    window.explore.controls.more.setChecked(True)
    area = SMALL
    said: list[str] = []
    window.appearance.refused.connect(said.append)
    sizes = [window.appearance.scale]
    for _ in range(8):
        window.text_bigger()
        sizes.append(window.appearance.scale)
        assert area.contains(window.frameGeometry()), window.frameGeometry()
    assert sizes[2] > sizes[0]  # two steps fit (a projector's Ctrl++ Ctrl++)
    assert said and sizes[-1] < 2.5  # refused, and said why
    view = window.explore.view
    window.tabs.setCurrentWidget(window.explore)
    qtbot.waitUntil(view.isVisible)
    board = view.geometry_now()
    assert board.side * view.board.cols >= 160  # the board is still there to see
    # at the largest text a long choice ("Off: show the result at once") may be elided,
    # whole in its tooltip; at the usual size none is (test_nothing_is_cut_at_800_by_600)
    assert every_tab_uncut(qtbot, window, elided_ok=True) == []


def test_a_text_size_kept_from_a_projector_is_made_to_fit(qtbot, tmp_path, small_screen) -> None:
    """The largest text, remembered from a large screen, opens at a size that fits 800x600."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/text", 2.5)
    window = KnightTourApp(settings=settings)
    qtbot.addWidget(window)
    try:
        assert window.appearance.scale < 2.5
        fit_inside_screen(window)
        window.show()
        assert small_screen.contains(window.frameGeometry())
    finally:
        window.text_normal()
        window.close()


def test_the_first_launch_notice_leaves_the_message_whole(
    qtbot, small_window, monkeypatch, tmp_path
) -> None:
    """The first launch at 800x600: the notice that the solvers are being prepared and the
    message beside it ("Click a square to find a tour from it.") are both read whole; the
    message never runs under the notice."""
    from knighttour.core.kernel_groups import Kernels
    from knighttour.gui.preparing import PreparingNotice

    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))  # nothing compiled here yet
    window = small_window
    bar = window.statusBar()
    notice = PreparingNotice((Kernels("test-first-launch", lambda: None, "a group", 24),))
    assert notice.needed
    notice.start(bar)
    hint = window.tr("Click a square to find a tour from it.")
    bar.showMessage(hint)
    qtbot.waitUntil(lambda: notice.isVisible() and notice.x() > 0)
    for _ in range(4):  # the layouts done (posted events, no waiting)
        QApplication.sendPostedEvents()
    assert bar.currentMessage() == hint  # whole, not elided
    assert cut_texts(window, SMALL) == []
    notice.finish()


def _laid_out(qtbot, done) -> None:
    """Wait until done() holds, then let the layouts settle (posted events, no waiting)."""
    qtbot.waitUntil(done)
    for _ in range(4):
        QApplication.sendPostedEvents()


def _in_sight(widget) -> bool:
    """True when the whole of widget shows (no scroll area or window edge hides a part)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_more_options_open_in_sight_under_the_boards_fields(qtbot, small_window) -> None:
    """At 800x600, More options opens where it can be used: Rows, Columns, Solver and
    Closed stay in sight above it, its first fields show whole at once (not a pane one row
    tall), and every one of them is whole when Tab reaches it."""
    window = small_window
    controls = window.explore.controls
    basics = (controls.rows, controls.cols, controls.solver, controls.closed)
    assert all(_in_sight(field) for field in basics)
    controls.more.setChecked(True)
    first = (controls.speed, controls.limit, controls.end, controls.symmetry)
    _laid_out(qtbot, lambda: all(_in_sight(field) for field in first))
    assert all(_in_sight(field) for field in basics)
    assert window.explore.form_area.viewport().height() >= 5 * controls.speed.height()
    assert cut_texts(window, SMALL) == []
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    rest = [controls.layers, controls.leaper, controls.wrap, controls.holes_button, controls.order]
    _tab_to(qtbot, window, controls.speed, controls.more)
    for _ in range(30):  # Tab on through the options: each whole when reached, Rows in sight
        if not rest:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        field = QApplication.focusWidget()
        reached = [f for f in rest if f is field or f.isAncestorOf(field)]
        if reached:
            _laid_out(qtbot, lambda f=reached[0]: _in_sight(f))
            assert all(_in_sight(b) for b in basics)
            rest.remove(reached[0])
    assert rest == []


def _tab_to(qtbot, window, target, start, most: int = 40) -> None:
    """Press Tab from start until target has the keyboard (at most `most` times)."""
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    for _ in range(most):
        if target.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert target.hasFocus(), f"Tab never reached {target.accessibleName()}"


def test_a_long_answer_is_read_whole_from_the_keyboard(qtbot, small_window) -> None:
    """At 800x600 the answer of 5x5 from b1 with its why ("Why: ...") is longer than its box:
    Tab reaches it, and the keys scroll it to its last line and back (the board stays put);
    the counters, two lines when More options is open, are read the same way."""
    window = small_window
    explore = window.explore
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    explore.controls.rows.setValue(5)
    explore.controls.cols.setValue(5)
    explore.solve_from(1)
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    answer, area = explore.answer, explore.answer_area
    bar = area.verticalScrollBar()
    _laid_out(qtbot, lambda: bar.maximum() > 0)
    _tab_to(qtbot, window, answer, explore.view)
    assert answer.accessibleName() and answer.accessibleDescription()
    qtbot.keyClick(answer, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: bar.value() > 0)
    qtbot.keyClick(answer, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = answer.text().splitlines()[-1]
    assert last and answer.heightForWidth(area.viewport().width()) == answer.height()
    qtbot.keyClick(answer, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: bar.value() == 0)
    # the counters: fewer lines with More options open, and they scroll too
    explore.controls.more.setChecked(True)
    counters, box = explore.run_box.counters, explore.run_box.counters_area
    lines = box.verticalScrollBar()
    _laid_out(qtbot, lambda: lines.maximum() > 0)
    _tab_to(qtbot, window, counters, explore.controls.order)
    qtbot.keyClick(counters, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: lines.value() == lines.maximum())


def test_the_rankings_last_lines_are_in_sight_when_a_race_ends(qtbot, small_window) -> None:
    """At 800x600 a race of three ending in a tie: the ranking's column scrolls to it as
    its last lines (why it was a tie) arrive, and shows it whole; each lane's title and idea
    are whole too, wrapped, and the lanes' boards line up."""
    from knighttour.gui.widgets.solver_list import set_checked

    window = small_window
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.race)
    qtbot.waitUntil(window.race.isVisible)
    set_checked(window.race.solvers, ["forward-checking", "warnsdorff", "warnsdorff-backtracking"])
    assert window.race.start()
    qtbot.waitUntil(lambda: not window.race.running, timeout=60000)
    ranking = window.race.ranking
    assert len(ranking.text().splitlines()) >= 5
    _laid_out(qtbot, lambda: ranking.heightForWidth(ranking.width()) <= ranking.height())
    qtbot.waitUntil(lambda: _in_sight(ranking))
    lanes = window.race.lanes
    for lane in lanes:
        for label in (lane.title, lane.idea):
            assert label.heightForWidth(label.width()) <= label.height()
            assert not label.text().endswith("…")
    tops = {lane.view.mapTo(window, lane.view.rect().topLeft()).y() for lane in lanes[:2]}
    assert len(tops) == 1  # a row's boards side by side, at one height
    assert every_tab_uncut(qtbot, window) == []


def test_the_tables_summary_and_charts_read_whole_at_800_by_600(qtbot, small_window) -> None:
    """The Table tab at 800x600 after a run of its four solvers: the summary's columns fit
    its width (long titles and names wrapped, every row shown, no scroll bar), each heatmap
    is whole beside the chart, the chart's caption and the heatmaps' key read whole."""
    window = small_window
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    table = window.table
    window.tabs.setCurrentWidget(table)
    qtbot.waitUntil(table.isVisible)
    table.start()
    qtbot.waitUntil(lambda: not table.running, timeout=60000)
    view = table.summary_view
    _laid_out(qtbot, lambda: view.horizontalHeader().length() <= view.viewport().width())
    assert not view.horizontalScrollBar().isVisible()
    last = view.visualRect(table.summary.index(table.summary.rowCount() - 1, 0))
    assert view.viewport().rect().contains(last)
    shown = table.heat_scroll.viewport()
    for heat in table._maps.values():
        assert heat.mapTo(shown, heat.rect().topRight()).x() <= shown.width()
    for painted in (table.chart, table.heat_legend, *table._maps.values()):
        assert painted.painted_texts()  # what it paints, for cut_texts to measure
    assert every_tab_uncut(qtbot, window) == []
