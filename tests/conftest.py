"""Shared fixtures: the oracle on sys.path, compiled kernels, and Qt hygiene checks."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# GUI tests draw offscreen: no display is needed, locally or in CI
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session", autouse=True)
def _private_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The window's QSettings go to a temporary folder, never to the user's own."""
    from PySide6.QtCore import QSettings

    folder = str(tmp_path_factory.mktemp("settings"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


@pytest.fixture(scope="session", autouse=True)
def _english(qapp) -> None:
    """The window's language is English, as main() installs it: English's plural forms
    ("1 move", "2 moves") come from its translator too."""
    from knighttour.gui import i18n

    i18n.install("en")


@pytest.fixture(autouse=True)
def _fresh_settings(_private_settings: None) -> None:
    """Every test starts from a window with no remembered choices."""
    from knighttour.gui.settings import default_settings

    settings = default_settings()
    settings.clear()
    # nor a game kept from another test's window
    Path(settings.fileName()).with_name("last-game.json").unlink(missing_ok=True)


@pytest.fixture(scope="session", autouse=True)
def _kernels_compiled() -> None:
    from knighttour.core.count import count_kernels

    count_kernels.load_with_counting()


@pytest.fixture
def in_french(qapp):
    """The program in French; yields the French translation file as a table (context,
    English) -> French, read apart from the code that loads it (tests/translated.py)."""
    from translated import translations

    from knighttour.gui import i18n

    i18n.install("fr")
    yield translations("fr")
    i18n.install("en")


@pytest.fixture
def window(qtbot):
    """The main window, shown, closed after the test."""
    from knighttour.gui.main_window import KnightTourApp

    win = KnightTourApp()
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    # deleted now, not when Python gets round to it: a window left alive keeps its
    # application-wide key filter and timers working for every later test
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    win.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _qt_hygiene(request: pytest.FixtureRequest):
    """Fail a GUI test that leaves a worker thread or a timer running, or whose slots or paint
    events raised (PySide6 only prints those)."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from knighttour.gui import worker_base
    from knighttour.gui.worker_base import live_threads

    errors: list[str] = []
    old_hook, old_unraisable = sys.excepthook, sys.unraisablehook
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    sys.unraisablehook = lambda info: errors.append(f"{info.exc_type.__name__}: {info.exc_value}")
    try:
        yield
        # the test's widgets are closed by qtbot after this fixture's teardown starts, so only
        # what the test itself left running is judged here
        running = live_threads()
        for thread in running:
            thread.wait(5000)
        timers = [
            t
            for w in QApplication.topLevelWidgets()
            if w.isVisible()
            for t in w.findChildren(QTimer)
            if t.isActive()
        ]
    finally:
        sys.excepthook, sys.unraisablehook = old_hook, old_unraisable
        unexpected = list(worker_base.unexpected_errors)
        worker_base.unexpected_errors.clear()
    assert not errors, f"exceptions in Qt callbacks: {errors}"
    assert not unexpected, f"errors no worker expected: {unexpected}"
    assert not running, f"{len(running)} worker thread(s) still running after the test"
    assert not timers, f"{len(timers)} timer(s) still active after the test"
