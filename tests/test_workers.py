"""gui/worker_base.py: a run's errors reach the window, and no run is left going."""

from __future__ import annotations

from gui_helpers import click_square

from knighttour.gui.worker_base import live_threads


def test_an_unexpected_error_in_a_worker_reaches_the_window(qtbot, window, monkeypatch) -> None:
    """Any exception in a run ends it cleanly with a message; the window is not left running."""
    from knighttour.gui import solver_worker, worker_base

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(solver_worker, "make_search", broken)
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: not window.model.running and not live_threads(), timeout=5000)
    assert not window.explore.stop_button.isEnabled()
    assert "ZeroDivisionError: a bug" in window.statusBar().currentMessage()
    assert worker_base.unexpected_errors == ["ZeroDivisionError: a bug"]
    worker_base.unexpected_errors.clear()  # seen: the hygiene check would fail on it otherwise
