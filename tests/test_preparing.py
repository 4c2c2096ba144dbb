"""gui/preparing.py: on a first launch the status bar says the solvers are being prepared for
this computer, with a bar that moves until they are, and then goes; on later launches
nothing is shown."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtWidgets import QMainWindow

from knighttour.core import kernel_groups
from knighttour.core.kernel_groups import Kernels
from knighttour.gui.main_window import warm_up_in_background
from knighttour.gui.preparing import PreparingNotice


@pytest.fixture
def cold_cache(monkeypatch, tmp_path):
    """An empty cache folder: nothing compiled on 'this computer' yet."""
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    return tmp_path


def groups_loading_on_a_signal() -> tuple[tuple[Kernels, ...], threading.Event]:
    go = threading.Event()
    slow = Kernels("test-slow", lambda: go.wait(10), "a slow group", 2)
    quick = Kernels("test-quick", lambda: None, "a quick group", 1)
    return (slow, quick), go


def test_a_first_launch_shows_the_preparation_and_its_progress(qtbot, cold_cache) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.statusBar()  # the main window has its status bar before it is shown
    window.show()
    groups, go = groups_loading_on_a_signal()
    notice = PreparingNotice(groups)
    assert notice.needed and notice.seconds == 3
    notice.start(window.statusBar())
    assert notice.isVisible()
    assert notice.label.text() == "Preparing the solvers for this computer (once, about 3 s)…"
    thread = threading.Thread(target=lambda: (kernel_groups.ready_all(groups), notice.warmed_up()))
    thread.start()
    # while the slow group compiles the bar moves on with the time, short of its end
    qtbot.waitUntil(lambda: notice.bar.value() > 0, timeout=5000)
    assert notice.bar.value() < 100 * 2 / 3
    with qtbot.waitSignal(notice.finished, timeout=10000):
        go.set()
    thread.join(5)
    assert notice.bar.value() == 100
    assert notice.parent() is None and not notice._timer.isActive()
    assert window.statusBar().currentMessage() == "The solvers are ready."
    assert all(group.is_compiled for group in groups)
    # the next launch: nothing to prepare, nothing shown
    again = PreparingNotice(
        tuple(Kernels(g.name, lambda: None, g.title, g.seconds) for g in groups)
    )
    assert not again.needed
    again.deleteLater()


def test_the_notice_goes_when_the_warm_up_ends_even_if_it_heard_nothing(qtbot, cold_cache) -> None:
    """A group compiled meanwhile by another program is never heard of here: the end of the
    warm-up takes the notice away all the same."""
    window = QMainWindow()
    qtbot.addWidget(window)
    notice = PreparingNotice((Kernels("test-elsewhere", lambda: None, "elsewhere", 5),))
    notice.start(window.statusBar())
    with qtbot.waitSignal(notice.finished, timeout=5000):
        threading.Thread(target=notice.warmed_up).start()
    assert notice.parent() is None


def test_the_window_warms_up_silently_when_everything_is_compiled(qtbot) -> None:
    """The tests' kernels are compiled (conftest): the window shows no notice."""
    window = QMainWindow()
    qtbot.addWidget(window)
    warm_up_in_background(window).join(60)
    assert window.statusBar().findChildren(PreparingNotice) == []
